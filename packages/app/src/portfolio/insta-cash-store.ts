import type { DataOf } from '@ewa/api/core';
import {
  confirmInstaCash,
  getInstaCashOptions,
  INSTA_TEXTS,
  type InstaCashFolio,
  type InstaCashRequest,
} from '@ewa/api/payouts';
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited, loadPage } from '../stores/flow.ts';
import { RequestKey, randomKey } from '../stores/request-key.ts';
import { PayoutStore, type Timers } from './payout-store.ts';

export type InstaCashReply = DataOf<typeof confirmInstaCash>;

const folioKey = (f: Pick<InstaCashFolio, 'schCode' | 'isDirect' | 'schOpt' | 'folioNo'>) =>
  `${f.schCode}|${f.isDirect ? 'D' : 'R'}|${f.schOpt}|${f.folioNo}`;

/**
 * Insta cash (/transact/insta-cash): a liquid-fund folio, an amount up to the instant limit left today
 * (the rest, if the investor chooses, as a normal redemption), one Idempotency-Key per reviewed
 * request, then the IMPS credit followed until it is paid.
 */
export class InstaCashStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  loadError = '';
  folios: InstaCashFolio[] = [];
  bank: InstaCashReply['insta']['bank'] = null;

  selected = '';
  amount = '';
  restAsRedemption = false;
  reviewing = false;
  busy = false;
  error = '';
  reply: InstaCashReply | null = null;
  readonly payout: PayoutStore;
  private readonly keys: RequestKey;

  constructor(
    private readonly api: ApiPort,
    private readonly acCode: () => string,
    newKey: () => string = randomKey,
    pollMs = 2_000,
    timers?: Timers,
  ) {
    this.payout = new PayoutStore(api, acCode, pollMs, timers);
    this.keys = new RequestKey(newKey);
    makeAutoObservable<InstaCashStore, 'api' | 'acCode' | 'keys'>(
      this,
      { api: false, acCode: false, keys: false, payout: false },
      { autoBind: true },
    );
  }

  get folio(): InstaCashFolio | undefined {
    return this.folios.find((f) => folioKey(f) === this.selected);
  }

  keyOf(f: InstaCashFolio): string {
    return folioKey(f);
  }

  get amountValue(): number {
    return Number(this.amount);
  }

  /** The amount asks for more than can be taken instantly today. */
  get overLimit(): boolean {
    const folio = this.folio;
    return folio !== undefined && this.amountValue > folio.limitLeft;
  }

  /** What goes instantly and what as a normal redemption, for the review. */
  get split(): { instant: number; rest: number } {
    const limit = this.folio?.limitLeft ?? 0;
    const amount = Number.isFinite(this.amountValue) ? Math.max(this.amountValue, 0) : 0;
    const instant = Math.min(amount, limit);
    return { instant, rest: Math.round((amount - instant) * 100) / 100 };
  }

  readonly load = flow(function* (this: InstaCashStore) {
    yield* loadPage(
      this,
      () => this.api.call(getInstaCashOptions, { ccode: this.acCode() }),
      (data) => {
        this.folios = data.folios;
        this.bank = data.bank;
        if (!this.folio) this.selected = this.folios[0] ? folioKey(this.folios[0]) : '';
      },
    );
  });

  private edited() {
    this.error = '';
    this.reviewing = false;
  }
  select(key: string) {
    this.selected = key;
    this.edited();
  }
  setAmount(amount: string) {
    this.amount = amount;
    this.edited();
  }
  setRestAsRedemption(on: boolean) {
    this.restAsRedemption = on;
    this.edited();
  }

  /** The request as the form stands, or the message that says what to change. */
  private request(): InstaCashRequest | string {
    const folio = this.folio;
    if (!folio) return INSTA_TEXTS.noFolios;
    const amount = this.amountValue;
    if (this.amount.trim() === '' || !(amount > 0)) return INSTA_TEXTS.amountNeeded;
    if (amount < 1) return INSTA_TEXTS.tooSmall;
    if (folio.limitLeft < 1) return INSTA_TEXTS.limitReached;
    if (amount > folio.limitLeft && !this.restAsRedemption) return INSTA_TEXTS.overLimit(folio.limitLeft);
    return {
      ccode: this.acCode(),
      schCode: folio.schCode,
      isDirect: folio.isDirect,
      schOpt: folio.schOpt,
      folioNo: folio.folioNo,
      amount,
      ...(amount > folio.limitLeft ? { restAsRedemption: true } : {}),
    };
  }

  /** Checks the form and opens the review. */
  review() {
    const request = this.request();
    if (typeof request === 'string') {
      this.error = request;
      return;
    }
    this.error = '';
    this.reviewing = true;
  }

  cancelReview() {
    this.reviewing = false;
  }

  /** Places the reviewed request; the same request again goes under the same key. */
  readonly confirm = flow(function* (this: InstaCashStore) {
    const request = this.request();
    if (typeof request === 'string') {
      this.error = request;
      this.reviewing = false;
      return;
    }
    const idempotencyKey = this.keys.of(confirmInstaCash, request);
    this.busy = true;
    this.error = '';
    try {
      const reply = yield* awaited(this.api.call(confirmInstaCash, request, { idempotencyKey }));
      if (reply.isSuccess && reply.data) {
        this.reply = reply.data;
        this.payout.follow(reply.data.insta.orderNo, reply.data.insta);
      } else this.error = replyText(reply, GENERIC_FAILURE);
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.busy = false;
      this.reviewing = false;
    }
  });

  /** Another insta cash: the form again with today's limit as it now stands. */
  another() {
    this.payout.stop();
    this.reply = null;
    this.amount = '';
    this.restAsRedemption = false;
    void this.load();
  }

  stop() {
    this.payout.stop();
  }
}
