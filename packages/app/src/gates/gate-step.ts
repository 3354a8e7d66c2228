import { makeAutoObservable, runInAction } from 'mobx';
import { failureText, GENERIC_FAILURE } from '../stores/api.ts';
import type { GateId } from '../stores/gate-order.ts';
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
  async perform(
    call: () => Promise<{ isSuccess: boolean; displayMessage?: string; message?: string }>,
    noticeOnSuccess = '',
  ): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.error = '';
    try {
      const reply = await call();
      runInAction(() => {
        if (reply.isSuccess) this.notice = noticeOnSuccess;
        else this.error = reply.displayMessage || reply.message || GENERIC_FAILURE;
      });
      return reply.isSuccess;
    } catch (error) {
      runInAction(() => {
        this.error = failureText(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** The gate is done (or postponed): on to the next gate, the deep link or home. */
  continue(): void {
    this.root.gates.resolve(this.gate);
    this.root.continueToNextStep();
  }

  /** Deactivated account: storage cleared, back to the login page. */
  endSession(): void {
    this.root.forgetLogin();
    this.root.navigation.go('/login', { replace: true });
  }
}
