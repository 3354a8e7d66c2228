import { exchangeHandoverCode } from '@ewa/api/login';
import { replyText } from '@ewa/api/reply';
import { SESSION_TEXTS } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';

/**
 * The session a webview or another page hands over with a one-time code (`?code=`): exchanged by POST
 * for a session kept as `x-token` (spec 000 §6–7). A used, expired or unknown code leaves a message.
 */
export class HandoverStore {
  status: 'idle' | 'exchanging' | 'done' | 'failed' = 'idle';
  message = '';

  constructor(
    private readonly api: ApiPort,
    private readonly keep: (token: string) => void,
  ) {
    makeAutoObservable<HandoverStore, 'api' | 'keep'>(this, { api: false, keep: false }, { autoBind: true });
  }

  readonly exchange = flow(function* (this: HandoverStore, code: string) {
    this.status = 'exchanging';
    this.message = '';
    try {
      const reply = yield* awaited(this.api.call(exchangeHandoverCode, { code }));
      if (reply.isSuccess && reply.token) {
        this.keep(reply.token);
        this.status = 'done';
        return;
      }
      this.message = replyText(reply, SESSION_TEXTS.handoverInvalid);
    } catch (error) {
      this.message = failureText(error);
    }
    this.status = 'failed';
  });
}
