import { accounts } from './schema/core.ts';

/** How long a session read is reused (`EWA_SESSION_CACHE_MS`; 0 = read the database on every call). */
export const defaultSessionCacheMs = 1000;

/** The PostgreSQL channel the session and account triggers notify on (migration 202611220810). */
export const sessionChangeChannel = 'ewa_session_change';

/** What the session check keeps of one session between reads. */
export interface CachedSession<A> {
  njAcNo: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  lastSeenAt: number;
  account: A;
}

interface Entry<A> {
  value: CachedSession<A>;
  /** `performance.now()` when read from the database. */
  readAt: number;
}

/**
 * Sessions read in the last `ttlMs`, so a burst of calls from one user costs one database read.
 *
 * Correctness does not rest on the time limit: an entry is dropped as soon as its session or account
 * changes — at once by this instance's own revocations and account updates, and by a database notice
 * (`s:<id>`, `a:<account>`) for changes made anywhere else. Entries are kept only while those notices
 * are being received (`listening`); without them every call reads the database.
 *
 * A read that raced a change is never stored: every drop moves `generation` on, and `store` refuses
 * a value read under an older generation.
 */
export class SessionCache<A> {
  private readonly entries = new Map<string, Entry<A>>();
  private listening = false;
  generation = 0;

  constructor(
    /** Milliseconds a read is reused; tests lengthen it to show that notices, not time, drop entries. */
    public ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  /** Whether entries are kept at all (a positive time limit and notices arriving). */
  get active(): boolean {
    return this.ttlMs > 0 && this.listening;
  }

  /** Notices started (true) or stopped (false; everything kept so far is dropped). */
  setListening(on: boolean): void {
    if (!on) this.clear();
    this.listening = on;
  }

  get(id: string): CachedSession<A> | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (!this.active || performance.now() - entry.readAt >= this.ttlMs) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a value read from the database, unless something changed since `generation` was taken. */
  store(id: string, value: CachedSession<A>, generation: number): void {
    if (!this.active || generation !== this.generation) return;
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { value, readAt: performance.now() });
  }

  dropSession(id: string): void {
    this.generation++;
    this.entries.delete(id);
  }

  dropAccount(njAcNo: string): void {
    this.generation++;
    for (const [id, entry] of this.entries) if (entry.value.njAcNo === njAcNo) this.entries.delete(id);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Applies one database notice (`s:<session id>` or `a:<account number>`); anything else drops all. */
  notice(payload: string | undefined): void {
    if (payload?.startsWith('s:')) this.dropSession(payload.slice(2));
    else if (payload?.startsWith('a:')) this.dropAccount(payload.slice(2));
    else this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The account columns every session call reads with its session row: the ones the activation gates
 * answer from. Kept narrow on purpose: each extra column costs every authenticated call, and secrets
 * (the password hash) never ride along with a session.
 */
export const sessionAccountColumns = {
  njAcNo: accounts.njAcNo,
  personalizedLoginId: accounts.personalizedLoginId,
  askPersonalizedLogin: accounts.askPersonalizedLogin,
  emailVerified: accounts.emailVerified,
  panAadhaarStatus: accounts.panAadhaarStatus,
  panAadhaarDeactivated: accounts.panAadhaarDeactivated,
  fatcaDeclarationPending: accounts.fatcaDeclarationPending,
  dpCharges: accounts.dpCharges,
  reKyc: accounts.reKyc,
  /** A blocked account has no working session, whenever the session was opened. */
  blockedAt: accounts.blockedAt,
};

export type SessionAccount = { [K in keyof typeof sessionAccountColumns]: (typeof accounts.$inferSelect)[K] };
