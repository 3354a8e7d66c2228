import {
  type AuthListEntry,
  getAuthBankAccounts,
  getAuthLinkDetail,
  getAuthTrxDetailFromTar,
  getTrxnAuthRpt,
  onchangeBankAccount,
} from '@ewa/api/authorize';
import type { DataOf, ReplyOf } from '@ewa/api/core';
import { replyText } from '@ewa/api/rules';
import { TECHNICAL_PROBLEM_TEXT } from '@ewa/api/texts';
import { makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../stores/api.ts';
import { authorizePaths, type Outcome, stay } from './outcome.ts';

type Flow<R> = Generator<unknown, R, never>;
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

  *load(authType: string = this.authType): Flow<void> {
    this.authType = authType.toUpperCase() || ALL_TYPES;
    this.status = 'loading';
    this.error = '';
    try {
      const reply: ReplyOf<typeof getTrxnAuthRpt> = yield this.api.call(getTrxnAuthRpt, {
        reqFrom: 'web',
        authType: this.authType,
      });
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
  }

  /** The types present, for the filter (in list order). */
  get types(): string[] {
    return [...new Set(this.entries.map((e) => e.trxnType))];
  }
}

type BankChoice = DataOf<typeof getAuthBankAccounts>[number];

/**
 * One transaction from a link or the list (`/transact/authorize/detail?d=…&rf=al`). Without a
 * signed-in session the link decides: the mapping login for an authorization-module account,
 * otherwise the login page (which returns here).
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
  ) {
    // `loadBanks` runs inside `load` (yield*), so it stays a plain generator.
    makeAutoObservable<DetailStore, 'api' | 'loadBanks'>(
      this,
      { api: false, loadBanks: false },
      { autoBind: true },
    );
  }

  /** A failed detail goes to the status page with fail and the server's text (spec 001 §4). */
  private failed(text: string): Outcome {
    this.status = 'failed';
    return {
      kind: 'go',
      path: authorizePaths.status('detail'),
      state: { status: 'fail', message: text },
      replace: true,
    };
  }

  *load(): Flow<Outcome> {
    this.status = 'loading';
    try {
      const reply: ReplyOf<typeof getAuthTrxDetailFromTar> = yield this.api.call(getAuthTrxDetailFromTar, {
        encryptedData: this.reference,
        reqFrom: 'web',
      });
      if (!reply.isSuccess || !reply.data) return this.failed(replyText(reply, TECHNICAL_PROBLEM_TEXT));
      this.entry = reply.data;
      this.status = 'ready';
      yield* this.loadBanks();
      return stay;
    } catch (error) {
      return this.failed(failureText(error));
    }
  }

  /** Where a visitor without a session goes: the mapping login (flag Y), else the login page. */
  *entryWithoutSession(): Flow<Outcome> {
    try {
      const reply: ReplyOf<typeof getAuthLinkDetail> = yield this.api.call(getAuthLinkDetail, {
        encryptedData: this.reference,
      });
      if (reply.isSuccess && reply.data?.AuthorizationModule === 'Y')
        return { kind: 'go', path: authorizePaths.mapping(this.reference), replace: true };
      if (!reply.isSuccess) return this.failed(replyText(reply, TECHNICAL_PROBLEM_TEXT));
    } catch {
      // A link the server cannot read: the login page, which brings the user back here.
    }
    return { kind: 'go', path: '/login', state: { rememberDeepLink: true }, replace: true };
  }

  private *loadBanks(): Flow<void> {
    const header = this.entry?.trxnHeaderDeail;
    if (!header || !['PIP', 'NPIP'].includes(header.trxnType) || header.payMode === '') return;
    try {
      const reply: ReplyOf<typeof getAuthBankAccounts> = yield this.api.call(getAuthBankAccounts, {
        encryptedData: this.reference,
      });
      this.banks = reply.isSuccess && reply.data ? reply.data : [];
    } catch {
      this.banks = [];
    }
  }

  /** `onchangeBankAccount`: pay from another registered account. */
  *changeBank(bankAccNo: string): Flow<void> {
    const bank = this.banks.find((b) => b.bankAccNo === bankAccNo);
    if (!bank || this.bankSaving) return;
    this.bankSaving = true;
    this.bankError = '';
    try {
      const reply: ReplyOf<typeof onchangeBankAccount> = yield this.api.call(onchangeBankAccount, {
        encryptedData: this.reference,
        bankCode: bank.bankCode,
        bankAccNo: bank.bankAccNo,
      });
      if (reply.isSuccess && reply.data) this.entry = reply.data;
      else this.bankError = replyText(reply, TECHNICAL_PROBLEM_TEXT);
    } catch (error) {
      this.bankError = failureText(error);
    } finally {
      this.bankSaving = false;
    }
  }
}
