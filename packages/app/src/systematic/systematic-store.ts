import { replyText } from '@ewa/api/reply';
import {
  getSystematicPlans,
  getUpcomingDebits,
  type PlanKind,
  STOP_REASONS,
  type StopReason,
  SYSTEMATIC_TEXTS,
  type SystematicPlan,
  stopPlan,
  topUpSip,
  type UpcomingDebit,
} from '@ewa/api/systematic';
import { flow, makeAutoObservable } from 'mobx';
import { authorizePaths } from '../authorize/paths.ts';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import type { Destination } from '../stores/navigation.ts';
import { RequestKey } from '../stores/request-key.ts';

export const systematicPaths = {
  list: '/transact/mutual-funds/systematic',
  stp: '/transact/mutual-funds/systematic/stp',
  swp: '/transact/mutual-funds/systematic/swp',
  stopSip: '/transact/mutual-funds/systematic/stop-sip',
  topUp: '/transact/mutual-funds/systematic/top-up',
} as const;

/** The action a plan row has open: stopping it or topping it up. */
export type RowAction = { planNo: string; kind: 'stop' | 'topUp' };

/** The field a server's 400 named, when it is one of a form's fields. */
export function fieldOf(error: unknown): string | undefined {
  return error instanceof Error && 'field' in error && typeof error.field === 'string'
    ? error.field
    : undefined;
}

/**
 * The systematic plans page (/transact/mutual-funds/systematic and its Stop SIP / Top Up SIP
 * entries): the SIPs, STPs and SWPs with their next debit; stopping one with a reason (an EMF
 * investor confirms on the authorization area's two-factor OTP page); topping up a SIP.
 */
export class SystematicStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  loadError = '';
  plans: SystematicPlan[] = [];
  kind: PlanKind;

  action: RowAction | null = null;
  reason: StopReason | '' = '';
  remarks = '';
  topUpAmount = '';
  topUpFrom = '';
  busy = false;
  error = '';
  errorField = '';
  /** The last action's answer, announced. */
  notice = '';
  /** One key per reviewed action: a retry of the same request is answered, not repeated. */
  private readonly keys = new RequestKey();

  constructor(
    private readonly api: ApiPort,
    kind: PlanKind = 'SIP',
  ) {
    this.kind = kind;
    makeAutoObservable<SystematicStore, 'api' | 'keys'>(
      this,
      { api: false, keys: false },
      { autoBind: true },
    );
  }

  get visible(): SystematicPlan[] {
    return this.plans.filter((p) => p.kind === this.kind);
  }

  countOf(kind: PlanKind): number {
    return this.plans.filter((p) => p.kind === kind).length;
  }

  get emptyText(): string {
    return SYSTEMATIC_TEXTS.noPlans(this.kind);
  }

  setKind(kind: PlanKind): void {
    this.kind = kind;
    this.closeAction();
  }

  open(planNo: string, kind: RowAction['kind']): void {
    this.action = { planNo, kind };
    const plan = this.plans.find((p) => p.planNo === planNo);
    // A stop waiting for its OTP is continued with the reason it was asked with.
    const asked = plan?.status === 'STOP_PENDING' ? plan.stopReason : '';
    const code = (Object.keys(STOP_REASONS) as StopReason[]).find((c) => asked.startsWith(STOP_REASONS[c]));
    this.reason = code ?? '';
    this.remarks = code ? asked.slice(STOP_REASONS[code].length).replace(/^: /, '') : '';
    this.topUpAmount = '';
    this.topUpFrom = plan ? String(plan.installmentsDone + 1) : '';
    this.error = '';
    this.errorField = '';
    this.keys.renew();
  }

  closeAction(): void {
    this.action = null;
    this.error = '';
    this.errorField = '';
  }

  setReason(value: string): void {
    this.reason = value in STOP_REASONS ? (value as StopReason) : '';
    if (this.reason && this.errorField === 'reason') {
      this.error = '';
      this.errorField = '';
    }
  }
  setRemarks(value: string): void {
    this.remarks = value;
  }
  setTopUpAmount(value: string): void {
    this.topUpAmount = value;
  }
  setTopUpFrom(value: string): void {
    this.topUpFrom = value;
  }

  private replace(plan: SystematicPlan): void {
    this.plans = this.plans.map((p) => (p.planNo === plan.planNo ? plan : p));
  }

  private fail(error: unknown): void {
    this.error = failureText(error);
    this.errorField = fieldOf(error) ?? '';
  }

  readonly load = flow(function* (this: SystematicStore) {
    this.status = 'loading';
    this.loadError = '';
    try {
      const reply = yield* awaited(this.api.call(getSystematicPlans, {}));
      if (!reply.isSuccess || !reply.data) {
        this.loadError = replyText(reply, GENERIC_FAILURE);
        this.status = 'failed';
        return;
      }
      this.plans = reply.data.plans;
      this.status = 'ready';
    } catch (error) {
      this.loadError = failureText(error);
      this.status = 'failed';
    }
  });

  /** Stops the open plan; an EMF investor goes on to the two-factor OTP page of the stop request. */
  readonly stop = flow(function* (this: SystematicStore) {
    const action = this.action;
    if (action?.kind !== 'stop' || this.busy) return null;
    if (!this.reason) {
      this.error = 'Please select the reason for stopping.';
      this.errorField = 'reason';
      return null;
    }
    this.busy = true;
    this.error = '';
    this.errorField = '';
    try {
      const remarks = this.remarks.trim();
      const stop = { planNo: action.planNo, reason: this.reason, ...(remarks ? { remarks } : {}) };
      const reply = yield* awaited(
        this.api.call(stopPlan, stop, { idempotencyKey: this.keys.of(stopPlan, stop) }),
      );
      if (!reply.isSuccess || !reply.data) {
        this.error = replyText(reply, GENERIC_FAILURE);
        return null;
      }
      this.replace(reply.data.plan);
      this.action = null;
      const twoFactor = reply.data.twoFactor;
      if (twoFactor) {
        const next: Destination = { to: authorizePaths.twoFactor(twoFactor.request, twoFactor.reference) };
        return next;
      }
      this.notice = reply.data.message;
      return null;
    } catch (error) {
      this.fail(error);
      return null;
    } finally {
      this.busy = false;
    }
  });

  /** Tops up the open SIP from the chosen instalment. */
  readonly topUp = flow(function* (this: SystematicStore) {
    const action = this.action;
    if (action?.kind !== 'topUp' || this.busy) return;
    const amount = Number(this.topUpAmount);
    const from = Number(this.topUpFrom);
    if (!this.topUpAmount.trim() || !(amount > 0)) {
      this.error = 'Please enter the top-up amount.';
      this.errorField = 'amount';
      return;
    }
    if (!Number.isInteger(from) || from < 1) {
      this.error = 'Please enter the instalment the top-up starts from.';
      this.errorField = 'fromInstallment';
      return;
    }
    this.busy = true;
    this.error = '';
    this.errorField = '';
    try {
      const topUp = { planNo: action.planNo, amount, fromInstallment: from };
      const reply = yield* awaited(
        this.api.call(topUpSip, topUp, { idempotencyKey: this.keys.of(topUpSip, topUp) }),
      );
      if (!reply.isSuccess || !reply.data) {
        this.error = replyText(reply, GENERIC_FAILURE);
        return;
      }
      this.replace(reply.data.plan);
      this.action = null;
      this.notice = reply.data.message;
    } catch (error) {
      this.fail(error);
    } finally {
      this.busy = false;
    }
  });
}

/** The home page's "Upcoming SIP debits": the SIP instalments due in the next 30 days. */
export class UpcomingDebitsStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  debits: UpcomingDebit[] = [];

  constructor(private readonly api: ApiPort) {
    makeAutoObservable<UpcomingDebitsStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  get total(): number {
    return this.debits.reduce((sum, d) => sum + Math.round(d.amount * 100), 0) / 100;
  }

  readonly load = flow(function* (this: UpcomingDebitsStore) {
    this.status = 'loading';
    try {
      const reply = yield* awaited(this.api.call(getUpcomingDebits, { days: 30 }));
      if (!reply.isSuccess || !reply.data) {
        this.status = 'failed';
        return;
      }
      this.debits = reply.data.debits;
      this.status = 'ready';
    } catch {
      this.status = 'failed';
    }
  });
}
