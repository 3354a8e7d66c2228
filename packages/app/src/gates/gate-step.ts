import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import type { GateId } from '../stores/gate-order.ts';
import type { Destination } from '../stores/navigation.ts';
import { paths } from '../stores/paths.ts';
import type { RootStore } from '../stores/root.ts';

/** One gate screen's state: the call in flight, its error line, the notice after it, and moving on. */
export class GateStep {
  busy = false;
  error = '';
  notice = '';

  constructor(
    private readonly root: RootStore,
    readonly gate: GateId,
  ) {
    makeAutoObservable<GateStep, 'root'>(this, { root: false, gate: false }, { autoBind: true });
  }

  /** Runs a gate call; answers whether it succeeded. A failure shows the server's message. */
  readonly perform = flow(function* (
    this: GateStep,
    call: () => Promise<{ isSuccess: boolean; displayMessage?: string; message?: string }>,
    noticeOnSuccess = '',
  ) {
    if (this.busy) return false;
    this.busy = true;
    this.error = '';
    try {
      const reply = yield* awaited(call());
      if (reply.isSuccess) this.notice = noticeOnSuccess;
      else this.error = replyText(reply, GENERIC_FAILURE);
      return reply.isSuccess;
    } catch (error) {
      this.error = failureText(error);
      return false;
    } finally {
      this.busy = false;
    }
  });

  /** The gate is done (or postponed): the next gate, the deep link or home. */
  continue(): Destination {
    this.root.gates.resolve(this.gate);
    return this.root.continueToNextStep();
  }

  /** Deactivated account: storage cleared, back to the login page. */
  endSession(): Destination {
    this.root.forgetLogin();
    return { to: paths.login, replace: true };
  }
}
