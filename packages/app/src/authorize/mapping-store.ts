import { authenticateAuthorization, getAuthLinkDetail, mappingSecretProblem } from '@ewa/api/authorize';
import { replyText } from '@ewa/api/reply';
import { TECHNICAL_PROBLEM_TEXT } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import type { Destination } from '../stores/navigation.ts';
import { authorizePaths } from './paths.ts';

/**
 * The mapping authorization login (`/transact/authorize/mapping`, spec 000 §2, §5): the link's
 * account number and name read-only, the Date of Birth / PIN, Submit. The session it opens may act
 * on the link's transaction only; it is kept as the handed-over token (`x-token`), not as a login.
 */
export class MappingLoginStore {
  njAcNo = '';
  name = '';
  secret = '';
  /** The field's inline message (spec 000 §5), and the server's answer under the form (§8). */
  fieldError = '';
  error = '';
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  busy = false;

  constructor(
    private readonly api: ApiPort,
    readonly reference: string,
    private readonly keepToken: (token: string) => void,
  ) {
    makeAutoObservable<MappingLoginStore, 'api' | 'keepToken'>(
      this,
      { api: false, keepToken: false },
      { autoBind: true },
    );
  }

  readonly load = flow(function* (this: MappingLoginStore) {
    this.status = 'loading';
    try {
      const reply = yield* awaited(this.api.call(getAuthLinkDetail, { encryptedData: this.reference }));
      if (!reply.isSuccess || !reply.data) {
        this.error = replyText(reply, TECHNICAL_PROBLEM_TEXT);
        this.status = 'failed';
        return;
      }
      this.njAcNo = reply.data.njAcNo;
      this.name = reply.data.name;
      this.status = 'ready';
    } catch (error) {
      this.error = failureText(error);
      this.status = 'failed';
    }
  });

  setSecret(value: string): void {
    this.secret = value;
    if (this.fieldError) this.fieldError = mappingSecretProblem(value) ?? '';
  }

  /** Checks the field (spec 000 §5) and signs in; then the transaction's detail page. */
  readonly submit = flow(function* (this: MappingLoginStore) {
    if (this.busy || this.status !== 'ready') return null;
    this.fieldError = mappingSecretProblem(this.secret) ?? '';
    this.error = '';
    if (this.fieldError) return null;
    this.busy = true;
    try {
      const reply = yield* awaited(
        this.api.call(authenticateAuthorization, {
          loginId: this.njAcNo,
          password: this.secret.trim(),
          authType: 'AL',
          reqFrom: 'web',
          browser: globalThis.navigator?.userAgent?.slice(0, 100) ?? '',
          os: globalThis.navigator?.platform?.slice(0, 100) ?? '',
          encryptedData: this.reference,
        }),
      );
      if (!reply.isSuccess || !reply.token) {
        this.error = replyText(reply, TECHNICAL_PROBLEM_TEXT);
        return null;
      }
      this.keepToken(reply.token);
      const next: Destination = { to: authorizePaths.detail(this.reference), replace: true };
      return next;
    } catch (error) {
      this.error = failureText(error);
      return null;
    } finally {
      this.busy = false;
    }
  });
}
