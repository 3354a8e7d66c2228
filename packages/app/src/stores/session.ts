import type { UccDetail, YN } from '@ewa/api/login';
import { makeAutoObservable } from 'mobx';
import type { Persistence } from './storage.ts';

type YesNo = YN;

/**
 * ucc_dtl of the login reply (spec 000 §3), and the desk a desk-opened session names: such a session
 * is stored by the desk's own login, which the login reply does not cover.
 */
export type SessionUcc = UccDetail & { openedFrom?: string };

/**
 * The login session exactly as the spec names its stored keys (spec 000 §3), plus the account type
 * (for the EMF/EW route rule) and the direct-login marker. Each field is one local-storage key.
 */
export interface SessionFields {
  is_login: boolean;
  loginid: string;
  njacno: string;
  is_ask_personalized_login: YesNo;
  token: string;
  logintime_chnage_password_redirect: boolean;
  is_password_expired: YesNo;
  login_with: string;
  ucc_dtl: SessionUcc | null;
  /** '' until the activation check answered: nobody counts as logged in before that. */
  fatcaDeclrationPending: YesNo | '';
  dpChargesPending: YesNo | '';
  emailVerified: YesNo | '';
  isHeaderLoad: boolean;
  isRekycMandatory: YesNo | '';
  accType: string;
  /** The direct-login marker; 'RS' confines the user to a few pages. */
  direct_login: string;
  /** A token handed over in the query string (mobile webview), used for later calls. */
  'x-token': string;
}

export const SESSION_KEYS: readonly (keyof SessionFields)[] = [
  'is_login',
  'loginid',
  'njacno',
  'is_ask_personalized_login',
  'token',
  'logintime_chnage_password_redirect',
  'is_password_expired',
  'login_with',
  'ucc_dtl',
  'fatcaDeclrationPending',
  'dpChargesPending',
  'emailVerified',
  'isHeaderLoad',
  'isRekycMandatory',
  'accType',
  'direct_login',
  'x-token',
];

export function emptySession(): SessionFields {
  return {
    is_login: false,
    loginid: '',
    njacno: '',
    is_ask_personalized_login: 'N',
    token: '',
    logintime_chnage_password_redirect: false,
    is_password_expired: 'N',
    login_with: '',
    ucc_dtl: null,
    fatcaDeclrationPending: '',
    dpChargesPending: '',
    emailVerified: '',
    isHeaderLoad: false,
    isRekycMandatory: '',
    accType: '',
    direct_login: '',
    'x-token': '',
  };
}

/** The pages a direct-login (RS) user may stay on; any other page ends that session. */
export const RS_ALLOWED_PATHS = [
  '/transact/capital-market/rs-redirect',
  '/transact/errorPage',
  '/prodlogin',
  '/transact/banner/prodlogin',
] as const;

export class SessionStore {
  fields: SessionFields = emptySession();

  constructor(private readonly persistence: Persistence) {
    this.hydrate();
    makeAutoObservable<SessionStore, 'persistence'>(this, { persistence: false }, { autoBind: true });
  }

  /** Logged in per spec 000 §4: is_login, FATCA and DP charges not pending, re-KYC not mandatory. */
  get isLoggedIn(): boolean {
    const f = this.fields;
    return (
      f.is_login &&
      f.fatcaDeclrationPending === 'N' &&
      f.dpChargesPending === 'N' &&
      (f.isRekycMandatory === '' || f.isRekycMandatory === 'N')
    );
  }

  /** Signed in but held by a pending screen (a gate or the forced password change). */
  get isPending(): boolean {
    return this.fields.is_login && !this.isLoggedIn;
  }

  /** Password expired or flagged on a TAC account: /settings before anything else. */
  get mustChangePassword(): boolean {
    return this.fields.is_login && this.fields.logintime_chnage_password_redirect;
  }

  get isEmfAccount(): boolean {
    return this.fields.accType === 'EMF';
  }

  /** The bearer token: the session's, else one handed over in a query string. */
  get bearerToken(): string {
    return this.fields.token || this.fields['x-token'];
  }

  update(patch: Partial<SessionFields>): void {
    Object.assign(this.fields, patch);
    for (const key of Object.keys(patch) as (keyof SessionFields)[]) {
      this.persistence.write(key, this.fields[key]);
    }
  }

  /** Forget the login (401, logout, deactivated account): every session key goes. */
  clear(): void {
    this.fields = emptySession();
    this.persistence.clearAll();
  }

  private hydrate(): void {
    const stored: Partial<SessionFields> = {};
    for (const key of SESSION_KEYS) {
      const value = this.persistence.read<SessionFields[typeof key]>(key);
      if (value !== undefined) (stored as Record<string, unknown>)[key] = value;
    }
    Object.assign(this.fields, stored);
  }
}
