import type { DataOf } from '@ewa/api/core';
import { getRedeemOptions, type RedeemableFolio, type SwitchTarget } from '@ewa/api/portfolio';
import { replyText } from '@ewa/api/reply';
import {
  getPlanOptions,
  type RegisterPlanRequest,
  registerPlan,
  type SystematicPlan,
} from '@ewa/api/systematic';
import { flow, makeAutoObservable } from 'mobx';
import type { HeldPlan } from '../portfolio/redeem-store.ts';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import { RequestKey } from '../stores/request-key.ts';
import { fieldOf } from './systematic-store.ts';

export type PlanOptions = DataOf<typeof getPlanOptions>;
export type RegisterKind = 'SWP' | 'STP';
export type RegisterField =
  | 'folioNo'
  | 'inScheme'
  | 'amount'
  | 'installmentDate'
  | 'startMonth'
  | 'noOfInstallments';

const targetKey = (t: Pick<SwitchTarget, 'schCode' | 'isDirect' | 'schOpt'>) =>
  `${t.schCode}|${t.isDirect ? 'D' : 'R'}|${t.schOpt}`;

/**
 * Registering an SWP (/transact/mutual-funds/systematic/swp) or an STP (…/stp) from a held plan: the
 * folios and the schemes of the same fund house come from the portfolio area (getRedeemOptions); the
 * dates, months and minimum from getPlanOptions. The server decides; the form checks what is empty.
 */
export class RegisterPlanStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  loadError = '';
  folios: RedeemableFolio[] = [];
  targets: SwitchTarget[] = [];
  options: PlanOptions | null = null;

  folioNo = '';
  target = '';
  amount = '';
  installmentDate = '';
  startMonth = '';
  freqId = '1';
  noOfInstallments = '12';

  busy = false;
  error = '';
  errorField: RegisterField | '' = '';
  registered: SystematicPlan | null = null;
  message = '';
  private readonly keys = new RequestKey();

  constructor(
    private readonly api: ApiPort,
    readonly kind: RegisterKind,
    readonly plan: HeldPlan,
  ) {
    makeAutoObservable<RegisterPlanStore, 'api' | 'keys'>(
      this,
      { api: false, keys: false },
      { autoBind: true },
    );
  }

  get schemeName(): string {
    return this.folios[0]?.schName ?? '';
  }

  /** Units bought through a MARS ready portfolio cannot be transferred (spec 000 §6: no switch). */
  get transferRefused(): boolean {
    return this.kind === 'STP' && this.folios.length > 0 && this.folios.every((f) => !f.switchAllowed);
  }

  targetKeyOf = targetKey;

  /** A message about a field goes once the investor changes that field. */
  private edited(field: RegisterField): void {
    if (this.errorField !== field) return;
    this.error = '';
    this.errorField = '';
  }

  setFolio(value: string): void {
    this.folioNo = value;
    this.edited('folioNo');
  }
  setTarget(value: string): void {
    this.target = value;
    this.edited('inScheme');
  }
  setAmount(value: string): void {
    this.amount = value;
    this.edited('amount');
  }
  setInstallmentDate(value: string): void {
    this.installmentDate = value;
    this.edited('installmentDate');
  }
  setStartMonth(value: string): void {
    this.startMonth = value;
    this.edited('startMonth');
  }
  setFreqId(value: string): void {
    this.freqId = value;
  }
  setInstallments(value: string): void {
    this.noOfInstallments = value;
    this.edited('noOfInstallments');
  }

  readonly load = flow(function* (this: RegisterPlanStore) {
    this.status = 'loading';
    try {
      const [held, options] = yield* awaited(
        Promise.all([
          this.api.call(getRedeemOptions, this.plan),
          this.api.call(getPlanOptions, { ...this.plan, kind: this.kind }),
        ]),
      );
      if (!held.isSuccess || !held.data || !options.isSuccess || !options.data) {
        this.loadError = replyText(held.isSuccess ? options : held, GENERIC_FAILURE);
        this.status = 'failed';
        return;
      }
      this.folios = held.data.folios;
      this.targets = held.data.switchTargets;
      this.options = options.data;
      this.folioNo = this.folios[0]?.folioNo ?? '';
      this.installmentDate = String(options.data.installmentDates[0] ?? '');
      this.startMonth = options.data.startMonths[0]?.value ?? '';
      this.status = 'ready';
    } catch (error) {
      this.loadError = failureText(error);
      this.status = 'failed';
    }
  });

  /** The request the form makes, or the first empty field. */
  private request(): RegisterPlanRequest | { field: RegisterField; text: string } {
    if (!this.folioNo) return { field: 'folioNo', text: 'Please choose a folio.' };
    const target = this.targets.find((t) => targetKey(t) === this.target);
    if (this.kind === 'STP' && !target)
      return { field: 'inScheme', text: 'Please choose the scheme to transfer into.' };
    const amount = Number(this.amount);
    if (!this.amount.trim() || !(amount > 0))
      return { field: 'amount', text: `Please enter the ${this.kind} amount.` };
    const count = Number(this.noOfInstallments);
    if (!Number.isInteger(count) || count < 1)
      return { field: 'noOfInstallments', text: 'Please enter the number of instalments.' };
    return {
      kind: this.kind,
      ...this.plan,
      folioNo: this.folioNo,
      amount,
      freqId: this.freqId as RegisterPlanRequest['freqId'],
      installmentDate: Number(this.installmentDate),
      startMonth: this.startMonth,
      noOfInstallments: count,
      ...(target
        ? { inScheme: { schCode: target.schCode, isDirect: target.isDirect, schOpt: target.schOpt } }
        : {}),
    };
  }

  readonly submit = flow(function* (this: RegisterPlanStore) {
    if (this.busy || this.registered) return;
    const request = this.request();
    if ('field' in request) {
      this.error = request.text;
      this.errorField = request.field;
      return;
    }
    this.busy = true;
    this.error = '';
    this.errorField = '';
    try {
      const reply = yield* awaited(
        this.api.call(registerPlan, request, { idempotencyKey: this.keys.of(registerPlan, request) }),
      );
      if (!reply.isSuccess || !reply.data) {
        this.error = replyText(reply, GENERIC_FAILURE);
        return;
      }
      this.registered = reply.data.plan;
      this.message = reply.data.message;
    } catch (error) {
      this.error = failureText(error);
      this.errorField = (fieldOf(error) as RegisterField | undefined) ?? '';
    } finally {
      this.busy = false;
    }
  });
}
