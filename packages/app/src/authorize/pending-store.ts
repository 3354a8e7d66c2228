import {
  type AuthListEntry,
  getAuthBankAccounts,
  getAuthLinkDetail,
  getAuthTrxDetailFromTar,
  getTrxnAuthRpt,
  onchangeBankAccount,
} from '@ewa/api/authorize';
import type { DataOf } from '@ewa/api/core';
import { replyText } from '@ewa/api/reply';
import { TECHNICAL_PROBLEM_TEXT } from '@ewa/api/texts';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../stores/api.ts';
import { awaited } from '../stores/flow.ts';
import type { Destination } from '../stores/navigation.ts';
import { authorizePaths } from './paths.ts';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/** Type filter values of the list (spec 001 §3 codes) and 'ALL'. */
export const ALL_TYPES = 'ALL';

/** The pending list (`/admin-panel/authorize`, `/transact/authorize/{transactionType}`), never persisted. */
export class PendingListStore {
  entries: AuthListEntry[] = [];
  status: Status = 'idle';
  error = '';
  authType = ALL_TYPES;

  constructor(private readonly api: ApiPort) {
    makeAutoObservable<PendingListStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  readonly load = flow(function* (this: PendingListStore, authType: string = this.authType) {
    this.authType = authType.toUpperCase() || ALL_TYPES;
    this.status = 'loading';
    this.error = '';
    try {
      const reply = yield* awaited(
        this.api.call(getTrxnAuthRpt, { reqFrom: 'web', authType: this.authType }),
      );
      if (reply.isSuccess && reply.data) {
        this.entries = reply.data;
        this.status = 'ready';
      } else {
        this.error = replyText(reply, TECHNICAL_PROBLEM_TEXT);
        this.status = 'failed';
      }
    } catch (error) {
      this.error = failureText(error);
      this.status = 'failed';
    }
  });

  /** The types present, for the filter (in list order). */
  get types(): string[] {
    return [...new Set(this.entries.map((e) => e.trxnType))];
  }
}

type BankChoice = DataOf<typeof getAuthBankAccounts>[number];

/**
 * One transaction from a link or the list (`/transact/authorize/detail?d=…&rf=al`). Without a
 * signed-in session the link decides: the mapping login for an authorization-module account,
 * otherwise the login page, which returns here (`rememberLink` keeps the address for it).
 */
export class DetailStore {
  entry: AuthListEntry | null = null;
  status: Status = 'idle';
  banks: BankChoice[] = [];
  bankError = '';
  bankSaving = false;

  constructor(
    private readonly api: ApiPort,
    readonly reference: string,
    private readonly rememberLink: () => void = () => {},
  ) {
    // `loadBanks` runs inside `load` (yield*), so it stays a plain generator.
    makeAutoObservable<DetailStore, 'api' | 'loadBanks' | 'rememberLink'>(
      this,
      { api: false, loadBanks: false, rememberLink: false },
      { autoBind: true },
    );
  }

  /** A failed detail goes to the status page with fail and the server's text (spec 001 §4). */
  private failed(text: string): Destination {
    this.status = 'failed';
    return { to: authorizePaths.status('detail'), state: { status: 'fail', message: text }, replace: true };
  }

  readonly load = flow(function* (this: DetailStore) {
    this.status = 'loading';
    try {
      const reply = yield* awaited(
        this.api.call(getAuthTrxDetailFromTar, { encryptedData: this.reference, reqFrom: 'web' }),
      );
      if (!reply.isSuccess || !reply.data) return this.failed(replyText(reply, TECHNICAL_PROBLEM_TEXT));
      this.entry = reply.data;
      this.status = 'ready';
      yield* this.loadBanks();
      return null;
    } catch (error) {
      return this.failed(failureText(error));
    }
  });

  /** Where a visitor without a session goes: the mapping login (flag Y), else the login page. */
  readonly entryWithoutSession = flow(function* (this: DetailStore) {
    try {
      const reply = yield* awaited(this.api.call(getAuthLinkDetail, { encryptedData: this.reference }));
      if (reply.isSuccess && reply.data?.AuthorizationModule === 'Y')
        return { to: authorizePaths.mapping(this.reference), replace: true };
      if (!reply.isSuccess) return this.failed(replyText(reply, TECHNICAL_PROBLEM_TEXT));
    } catch {
      // A link the server cannot answer for now: the login page, which brings the user back here.
    }
    this.rememberLink();
    return { to: '/login', replace: true };
  });

  private *loadBanks() {
    const header = this.entry?.trxnHeaderDeail;
    if (!header || !['PIP', 'NPIP'].includes(header.trxnType) || header.payMode === '') return;
    try {
      const reply = yield* awaited(this.api.call(getAuthBankAccounts, { encryptedData: this.reference }));
      this.banks = reply.isSuccess && reply.data ? reply.data : [];
    } catch {
      this.banks = [];
    }
  }

  /** `onchangeBankAccount`: pay from another registered account. */
  readonly changeBank = flow(function* (this: DetailStore, bankAccNo: string) {
    const bank = this.banks.find((b) => b.bankAccNo === bankAccNo);
    if (!bank || this.bankSaving) return;
    this.bankSaving = true;
    this.bankError = '';
    try {
      const reply = yield* awaited(
        this.api.call(onchangeBankAccount, {
          encryptedData: this.reference,
          bankCode: bank.bankCode,
          bankAccNo: bank.bankAccNo,
        }),
      );
      if (reply.isSuccess && reply.data) this.entry = reply.data;
      else this.bankError = replyText(reply, TECHNICAL_PROBLEM_TEXT);
    } catch (error) {
      this.bankError = failureText(error);
    } finally {
      this.bankSaving = false;
    }
  });
}
