import { trxnAuthoShowReceipt } from '@ewa/api/authorize';
import type { DataOf, ReplyOf } from '@ewa/api/core';
import { replyText } from '@ewa/api/rules';
import { TECHNICAL_PROBLEM_TEXT } from '@ewa/api/texts';
import { makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../stores/api.ts';

type Flow<R> = Generator<unknown, R, never>;
export type Receipt = DataOf<typeof trxnAuthoShowReceipt>;

/**
 * The acknowledge page (`/transact/authorize/{type}/achknowledge?tid=…`): the receipt of `tid`, and
 * of `stid` (switch SIP) or `npiptid` (NFO SIP) when the authorization made a second part.
 */
export class ReceiptStore {
  receipts: Receipt[] = [];
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  error = '';

  constructor(
    private readonly api: ApiPort,
    private readonly type: string,
    private readonly references: string[],
  ) {
    makeAutoObservable<ReceiptStore, 'api' | 'type' | 'references'>(
      this,
      { api: false, type: false, references: false },
      { autoBind: true },
    );
  }

  *load(): Flow<void> {
    this.status = 'loading';
    try {
      const replies: ReplyOf<typeof trxnAuthoShowReceipt>[] = yield Promise.all(
        this.references.map((encryptedData) =>
          this.api.call(trxnAuthoShowReceipt, { encryptedData, trxnType: this.type.toUpperCase() }),
        ),
      );
      const failed = replies.find((r) => !r.isSuccess || !r.data);
      if (failed) {
        this.error = replyText(failed, TECHNICAL_PROBLEM_TEXT);
        this.status = 'failed';
        return;
      }
      this.receipts = replies.flatMap((r) => (r.data ? [r.data] : []));
      this.status = 'ready';
    } catch (error) {
      this.error = failureText(error);
      this.status = 'failed';
    }
  }
}
