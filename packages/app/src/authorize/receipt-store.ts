import { trxnAuthoShowReceipt } from '@ewa/api/authorize';
import type { DataOf } from '@ewa/api/core';
import { replyText } from '@ewa/api/reply';
import { TECHNICAL_PROBLEM_TEXT } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';

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

  readonly load = flow(function* (this: ReceiptStore) {
    this.status = 'loading';
    try {
      const replies = yield* awaited(
        Promise.all(
          this.references.map((encryptedData) =>
            this.api.call(trxnAuthoShowReceipt, { encryptedData, trxnType: this.type.toUpperCase() }),
          ),
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
  });
}
