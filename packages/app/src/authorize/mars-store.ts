import {
  AUTHORIZE_TEXTS,
  checkMarsAuthPendingTrxnStatus,
  getMarsAuthPendingTrxns,
  getMarsAuthPendingTrxnsCount,
  insertEwaMarsToken,
  type MarsPendingTrxn,
} from '@ewa/api/authorize';
import { flow, makeAutoObservable } from 'mobx';
import type { ApiPort } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import type { Destination } from '../stores/navigation.ts';

/**
 * The MARS (ready portfolio) pending list (spec 001 §4 "Mars authorization"): count, list, a status
 * check per transaction, and Authorize: a token serial, then a form posted to the MARS page.
 * Failures of the token and status calls show 'Opps!Something went wrong.Please try again!!'.
 */
export class MarsStore {
  entries: MarsPendingTrxn[] = [];
  count: number | null = null;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  /** The last status check, by transaction. */
  checked: Record<string, string> = {};
  error = '';
  busy = false;

  constructor(
    private readonly api: ApiPort,
    private readonly ucc: () => string,
  ) {
    makeAutoObservable<MarsStore, 'api' | 'ucc'>(this, { api: false, ucc: false }, { autoBind: true });
  }

  readonly load = flow(function* (this: MarsStore) {
    this.status = 'loading';
    const body = { loggedInUCC: this.ucc(), isFromMob: 'N' as const };
    try {
      const [list, count] = yield* awaited(
        Promise.all([
          this.api.call(getMarsAuthPendingTrxns, body),
          this.api.call(getMarsAuthPendingTrxnsCount, body),
        ]),
      );
      if (!list.isSuccess || !list.data || !count.isSuccess || !count.data) {
        this.error = AUTHORIZE_TEXTS.marsFailure;
        this.status = 'failed';
        return;
      }
      this.entries = list.data;
      this.count = count.data.count;
      this.status = 'ready';
    } catch {
      this.error = AUTHORIZE_TEXTS.marsFailure;
      this.status = 'failed';
    }
  });

  /** The status check of one transaction (after the MARS page, or on demand). */
  readonly check = flow(function* (this: MarsStore, trxnId: string, trxnTypeId = '') {
    try {
      const reply = yield* awaited(this.api.call(checkMarsAuthPendingTrxnStatus, { trxnTypeId, trxnId }));
      this.checked[trxnId] = reply.isSuccess && reply.data ? reply.data.message : AUTHORIZE_TEXTS.marsFailure;
    } catch {
      this.checked[trxnId] = AUTHORIZE_TEXTS.marsFailure;
    }
  });

  /** Authorize: a token serial for the form posted to the MARS authorization page. */
  readonly authorize = flow(function* (this: MarsStore, entry: MarsPendingTrxn) {
    if (this.busy) return null;
    this.busy = true;
    this.error = '';
    try {
      const reply = yield* awaited(this.api.call(insertEwaMarsToken, { trxnId: entry.trxnId }));
      if (!reply.isSuccess || !reply.data || !reply.formAction) {
        this.error = AUTHORIZE_TEXTS.marsFailure;
        return null;
      }
      const next: Destination = {
        post: reply.formAction,
        fields: {
          serialNo: reply.data,
          trxnId: entry.trxnId,
          trxnTypeId: entry.trxnTypeId,
          loggedInUCC: this.ucc(),
          returnUrl: '/ewa/transact/authorize/mars',
        },
      };
      return next;
    } catch {
      this.error = AUTHORIZE_TEXTS.marsFailure;
      return null;
    } finally {
      this.busy = false;
    }
  });
}
