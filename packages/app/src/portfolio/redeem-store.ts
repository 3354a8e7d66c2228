import type { DataOf } from '@ewa/api/core';
import {
  confirmRedemption,
  getRedeemOptions,
  quoteRedemption,
  REDEEM_TEXTS,
  type RedeemableFolio,
  type RedeemMode,
  type RedemptionQuote,
  type RedemptionRequest,
  type SwitchTarget,
} from '@ewa/api/portfolio';
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited, loadPage } from '../stores/flow.ts';
import type { Destination } from '../stores/navigation.ts';
import { RequestKey, randomKey } from '../stores/request-key.ts';

export type RedemptionReply = DataOf<typeof confirmRedemption>;
export type RedeemKind = 'redeem' | 'switch';

/** The plan a holding is of, as the portfolio links name it (`?schCode=…&plan=D|R&opt=G`). */
export interface HeldPlan {
  schCode: string;
  isDirect: boolean;
  schOpt: RedemptionRequest['schOpt'];
}

export const redeemPaths = {
  redeem: '/transact/mutual-funds/portfolio/redeem',
  switch: '/transact/mutual-funds/portfolio/switch',
} as const;

/** The address of the redeem or switch screen of a held plan. */
export function redeemPath(kind: RedeemKind, plan: HeldPlan): string {
  const query = new URLSearchParams({
    schCode: plan.schCode,
    plan: plan.isDirect ? 'D' : 'R',
    opt: plan.schOpt,
  });
  return `${redeemPaths[kind]}?${query}`;
}

/** The held plan a redeem or switch address names, or undefined when the address is not one. */
export function heldPlanOf(search: string): HeldPlan | undefined {
  const query = new URLSearchParams(search);
  const schCode = query.get('schCode') ?? '';
  const plan = query.get('plan');
  const opt = query.get('opt');
  if (!/^[A-Za-z0-9_-]{1,20}$/.test(schCode) || (plan !== 'D' && plan !== 'R')) return undefined;
  if (opt !== 'G' && opt !== 'IDCWP' && opt !== 'IDCWR') return undefined;
  return { schCode, isDirect: plan === 'D', schOpt: opt };
}

const targetKey = (t: Pick<SwitchTarget, 'schCode' | 'isDirect' | 'schOpt'>) =>
  `${t.schCode}|${t.isDirect ? 'D' : 'R'}|${t.schOpt}`;

export const SWITCH_TARGET_TEXT = (t: SwitchTarget) =>
  `${t.schName} – ${t.planType} ${t.schOpt === 'G' ? 'Growth' : t.schOpt === 'IDCWP' ? 'IDCW Payout' : 'IDCW Reinvestment'}`;

/**
 * Redeem or switch from a held plan (spec 000 §3): the folio, how much (amount, units or all units),
 * for a switch the scheme of the same fund house to switch into; the quote (exit load, tax) in a
 * confirm dialog; the confirmation under one Idempotency-Key per reviewed request, so a retry or a
 * double click never redeems twice; the acknowledgement.
 */
export class RedeemStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  loadError = '';
  folios: RedeemableFolio[] = [];
  switchTargets: SwitchTarget[] = [];

  folioNo = '';
  mode: RedeemMode = 'amount';
  amount = '';
  units = '';
  target = '';

  busy = false;
  error = '';
  quote: RedemptionQuote | null = null;
  reply: RedemptionReply | null = null;
  /** The key of the request under review: kept while the same request is retried. */
  private readonly keys: RequestKey;

  constructor(
    private readonly api: ApiPort,
    private readonly acCode: () => string,
    readonly kind: RedeemKind,
    readonly plan: HeldPlan,
    newKey: () => string = randomKey,
  ) {
    this.keys = new RequestKey(newKey);
    makeAutoObservable<RedeemStore, 'api' | 'acCode' | 'keys'>(
      this,
      { api: false, acCode: false, keys: false, kind: false, plan: false },
      { autoBind: true },
    );
  }

  get folio(): RedeemableFolio | undefined {
    return this.folios.find((f) => f.folioNo === this.folioNo);
  }

  get schemeName(): string {
    const f = this.folios[0];
    return f ? `${f.schName} – ${f.planType} ${f.schOpt === 'G' ? 'Growth' : 'IDCW'}` : '';
  }

  /** Switch is closed for units bought through a MARS ready portfolio (spec 000 §6). */
  get switchRefused(): boolean {
    return this.kind === 'switch' && this.folio !== undefined && !this.folio.switchAllowed;
  }

  readonly load = flow(function* (this: RedeemStore) {
    yield* loadPage(
      this,
      () => this.api.call(getRedeemOptions, { ccode: this.acCode(), ...this.plan }),
      (data) => {
        this.folios = data.folios;
        this.switchTargets = data.switchTargets;
        this.folioNo = this.folios[0]?.folioNo ?? '';
      },
    );
  });

  private edited() {
    this.error = '';
    this.quote = null;
  }

  setFolio(folioNo: string) {
    this.folioNo = folioNo;
    this.edited();
  }
  setMode(mode: RedeemMode) {
    this.mode = mode;
    this.edited();
  }
  setAmount(amount: string) {
    this.amount = amount;
    this.edited();
  }
  setUnits(units: string) {
    this.units = units;
    this.edited();
  }
  setTarget(target: string) {
    this.target = target;
    this.edited();
  }

  /** The request as the form stands, or a message naming what is missing. */
  private request(): RedemptionRequest | string {
    const inScheme = this.switchTargets.find((t) => targetKey(t) === this.target);
    if (this.kind === 'switch' && !inScheme) return REDEEM_TEXTS.switchTarget;
    const base = {
      ccode: this.acCode(),
      ...this.plan,
      folioNo: this.folioNo,
      mode: this.mode,
      ...(inScheme
        ? { inScheme: { schCode: inScheme.schCode, isDirect: inScheme.isDirect, schOpt: inScheme.schOpt } }
        : {}),
    };
    if (this.mode === 'amount') {
      const amount = Number(this.amount);
      if (this.amount === '' || !(amount > 0)) return REDEEM_TEXTS.amountNeeded;
      return { ...base, amount };
    }
    if (this.mode === 'units') {
      const units = Number(this.units);
      if (this.units === '' || !(units > 0)) return REDEEM_TEXTS.unitsNeeded;
      return { ...base, units };
    }
    return base;
  }

  /** Asks for the quote (exit load, tax); the screen opens the confirm dialog when it is there. */
  readonly review = flow(function* (this: RedeemStore) {
    const request = this.request();
    if (typeof request === 'string') {
      this.error = request;
      return;
    }
    this.busy = true;
    this.error = '';
    try {
      const reply = yield* awaited(this.api.call(quoteRedemption, request));
      if (reply.isSuccess && reply.data) this.quote = reply.data;
      else this.error = replyText(reply, GENERIC_FAILURE);
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.busy = false;
    }
  });

  cancelReview() {
    this.quote = null;
  }

  /** Places the reviewed request; a repeat of the same request goes under the same key. */
  readonly confirm = flow(function* (this: RedeemStore) {
    const request = this.request();
    if (typeof request === 'string' || !this.quote) return;
    const idempotencyKey = this.keys.of(confirmRedemption, request);
    this.busy = true;
    this.error = '';
    try {
      const reply = yield* awaited(this.api.call(confirmRedemption, request, { idempotencyKey }));
      if (reply.isSuccess && reply.data) {
        this.reply = reply.data;
        this.quote = null;
      } else {
        this.error = replyText(reply, GENERIC_FAILURE);
        this.quote = null;
      }
    } catch (error) {
      this.error = failureText(error);
      this.quote = null;
    } finally {
      this.busy = false;
    }
  });

  /** After the acknowledgement: back to the portfolio, where the units have left the holding. */
  done(): Destination {
    return { to: '/portfolio' };
  }

  targetKeyOf(t: SwitchTarget): string {
    return targetKey(t);
  }
}
