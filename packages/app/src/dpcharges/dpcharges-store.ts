import type { ReplyOf, RequestOf } from '@ewa/api/core';
import {
  accessFromOf,
  callTransactionStatusInquiryUPIService,
  collectionRequestGenerate,
  DP_CHARGES_TEXTS,
  DP_COLLECTION_EXP_MINUTE,
  type DpChargesBill,
  dpAwaitUpiResult,
  dpGetUpiCallBackResDetail,
  getOutstandingBills,
  vpaAuthentication,
} from '@ewa/api/dpcharges';
import { PAY_MODE, PURCHASE_TEXTS } from '@ewa/api/purchase';
import { replyText } from '@ewa/api/reply';
import { SESSION_EXPIRED_TEXT } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import {
  type UpiOutcome,
  type UpiWaitData,
  type UpiWaitSource,
  UpiWaitStore,
} from '../purchase/payment/upi-wait-store.ts';
import { type ApiPort, GENERIC_FAILURE } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import { RequestKey } from '../stores/request-key.ts';
import { isAuthFailure } from './dpcharges-link-store.ts';

type DpWait = {
  parentTrxnID: string;
  PAY_STATUS: UpiWaitData['PAY_STATUS'];
  upiRefTrxnID: string;
  amount: number;
  payerVpa: string;
  remainingMs: number;
  message: string;
};

/** A DP-charges payment as the UPI wait page reads it. */
export function asWaitData(d: DpWait): UpiWaitData {
  return {
    trxnid: d.parentTrxnID,
    PAY_STATUS: d.PAY_STATUS,
    UPIRefTrxnID: d.upiRefTrxnID,
    amount: d.amount,
    payMode: PAY_MODE.UPI_COLLECT,
    payerVirtualAddress: d.payerVpa,
    expiresAt: '',
    remainingMs: d.remainingMs,
    message: d.message,
  };
}

/**
 * The waiting screen asks DPChargesCollection/getUpiCallBackResDetail and the status inquiry;
 * `onAuthFailure` hears of a 401 on either.
 */
export function dpWaitSource(
  api: ApiPort,
  njacNo: () => string,
  vpaReqId: () => string,
  onAuthFailure: () => void = () => {},
): UpiWaitSource {
  const reported = async <T>(reply: Promise<T>): Promise<T> => {
    try {
      return await reply;
    } catch (error) {
      if (isAuthFailure(error)) onAuthFailure();
      throw error;
    }
  };
  return {
    check: async (parentTrxnID) => {
      const reply = await reported(api.call(dpGetUpiCallBackResDetail, { parentTrxnID, njacNo: njacNo() }));
      return { ...reply, data: reply.isSuccess && reply.data ? asWaitData(reply.data) : null };
    },
    watch: async (parentTrxnID) => {
      const reply = await reported(api.call(dpAwaitUpiResult, { parentTrxnID, njacNo: njacNo() }));
      return { ...reply, data: reply.isSuccess && reply.data ? asWaitData(reply.data) : null };
    },
    inquire: async (parentTrxnID, upiRefTrxnID) => {
      const reply = await reported(
        api.call(callTransactionStatusInquiryUPIService, {
          parentTrxnID,
          njacNo: njacNo(),
          ...(vpaReqId() ? { vpaReqId: vpaReqId() } : {}),
          ...(upiRefTrxnID ? { upiRefTrxnID } : {}),
        }),
      );
      const data =
        reply.isSuccess && reply.data
          ? { ...asWaitData(reply.data), inquiryStatus: reply.data.inquiryStatus }
          : null;
      return { ...reply, data };
    },
  };
}

/**
 * The DP-charges screen (spec 001 §2, §4 "DP charges by UPI", §5): the outstanding bills and their
 * total, the UPI ID (VE only), one collect request for all bills, then the shared UPI wait.
 */
export class DpChargesStore {
  ucc = '';
  bills: DpChargesBill[] = [];
  totalOutstanding = 0;
  loading = true;
  loadError = '';
  upiId = '';
  /** The verified address and the id of its check (vpaReqId). */
  verified: { upiId: string; vpaReqId: string } | null = null;
  paying = false;
  /** The server's message of a failed collection, shown in a popup. */
  popup = '';
  wait: UpiWaitStore | null = null;
  outcome: UpiOutcome | null = null;
  /** A DP-charges call answered 401 (spec 001 §4 rule 6): the session is gone, nothing more is asked. */
  authFailed = false;
  /** One key per collection asked: a retry of the same request is answered, not sent twice. */
  private readonly keys = new RequestKey();

  constructor(
    private readonly api: ApiPort,
    private readonly accType: () => string,
    private readonly intervalMs?: number,
  ) {
    makeAutoObservable<DpChargesStore, 'api' | 'accType' | 'intervalMs' | 'keys'>(
      this,
      { api: false, accType: false, intervalMs: false, keys: false },
      { autoBind: true },
    );
  }

  get accessFrom() {
    return accessFromOf(this.accType());
  }

  /** 'Pay via UPI' is available only for the address verified (VE) as it stands. */
  get canPay(): boolean {
    return (
      !this.paying && this.bills.length > 0 && this.verified !== null && this.verified.upiId === this.upiId
    );
  }

  get resultText(): string {
    if (!this.wait || this.outcome === null) return '';
    return this.outcome === 'success' ? DP_CHARGES_TEXTS.paid : this.wait.resultText;
  }

  readonly load = flow(function* (this: DpChargesStore) {
    this.loading = true;
    try {
      const reply = yield* awaited(this.api.call(getOutstandingBills, {}));
      if (!reply.isSuccess || !reply.data) {
        this.loadError = replyText(reply, GENERIC_FAILURE);
        return;
      }
      this.ucc = reply.data.ucc;
      this.bills = reply.data.bills;
      this.totalOutstanding = reply.data.totalOutstanding;
      this.loadError = '';
    } catch (error) {
      this.noteFailure(error);
      this.loadError = this.authFailed ? SESSION_EXPIRED_TEXT : GENERIC_FAILURE;
    } finally {
      this.loading = false;
    }
  });

  setUpiId(value: string): void {
    this.upiId = value.trim();
  }

  /** The UPI field's verify function: DPChargesCollection/vpaAuthentication, VE is valid. */
  readonly verifyUpiId = flow(function* (this: DpChargesStore, upiId: string) {
    let reply: ReplyOf<typeof vpaAuthentication>;
    try {
      reply = yield* awaited(
        this.api.call(vpaAuthentication, { ucc: this.ucc, payerVpa: upiId, accessFrom: this.accessFrom }),
      );
    } catch (error) {
      this.noteFailure(error);
      throw error;
    }
    const data = reply.isSuccess ? reply.data : null;
    if (data?.vpaAuthStatus === 'VE') this.verified = { upiId, vpaReqId: data.vpaReqId };
    else if (this.verified?.upiId === upiId) this.verified = null;
    const answer: { status: string; name?: string } = data
      ? { status: data.vpaAuthStatus, name: data.payerName }
      : { status: 'NVE' };
    return answer;
  });

  /** A 401 sets the auth-failure flag and stops the wait. */
  private noteAuthFailure(): void {
    this.authFailed = true;
    this.wait?.dispose();
  }

  private noteFailure(error: unknown): void {
    if (isAuthFailure(error)) this.noteAuthFailure();
  }

  /** DPChargesCollection/collectionRequestGenerate: SUCCESS starts the wait, FAILED shows the server's message. */
  readonly pay = flow(function* (this: DpChargesStore) {
    if (!this.canPay || !this.verified) return;
    this.paying = true;
    const vpaReqId = this.verified.vpaReqId;
    try {
      const collection: RequestOf<typeof collectionRequestGenerate> = {
        vpaReqId,
        payerVpa: this.verified.upiId,
        amount: this.totalOutstanding,
        remark: 'DP charges',
        expMinute: DP_COLLECTION_EXP_MINUTE,
        billDetails: this.bills.map((b) => ({ billNo: b.billNo })),
        accessFrom: this.accessFrom,
      };
      const reply = yield* awaited(
        this.api.call(collectionRequestGenerate, collection, {
          idempotencyKey: this.keys.of(collectionRequestGenerate, collection),
        }),
      );
      if (!reply.isSuccess || !reply.data || reply.data.collectionApiStatus !== 'SUCCESS') {
        this.popup = reply.data?.message || replyText(reply, PURCHASE_TEXTS.upiFailed);
        return;
      }
      const ucc = this.ucc;
      this.wait = new UpiWaitStore(
        this.api,
        reply.data.parentTrxnID,
        (outcome) => this.finished(outcome),
        undefined,
        this.intervalMs,
        dpWaitSource(
          this.api,
          () => ucc,
          () => vpaReqId,
          () => this.noteAuthFailure(),
        ),
      );
      void this.wait.start();
    } catch (error) {
      this.noteFailure(error);
      if (!this.authFailed) this.popup = GENERIC_FAILURE;
    } finally {
      this.paying = false;
    }
  });

  private finished(outcome: UpiOutcome): void {
    this.outcome = outcome;
    if (outcome === 'success') {
      this.bills = [];
      this.totalOutstanding = 0;
    }
  }

  closePopup(): void {
    this.popup = '';
  }

  /** After a failed or expired payment: back to the bills for another try. */
  tryAgain(): void {
    this.wait?.dispose();
    this.wait = null;
    this.outcome = null;
    void this.load();
  }

  dispose(): void {
    this.wait?.dispose();
  }
}
