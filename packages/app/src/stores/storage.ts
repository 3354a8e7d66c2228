/**
 * Persistence to local storage, one key per field, as the portal has always stored its session
 * (`is_login`, `loginid`, `njacno`, `token`, `ucc_dtl`, ...). Values are JSON.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
  readonly length: number;
  key(index: number): string | null;
}

/** Areas whose state lives only in memory: the spec excludes them from persistence. */
export const NEVER_PERSISTED = ['listing', 'mars', 'reports'] as const;

/** The remembered login id survives logout: remembering it is the whole point of "remember me". */
export const REMEMBERED_LOGIN_KEY = 'remember_loginid';

/** Kept across logout too: the throttle of the version check must not reset on each logout. */
export const VERSION_RELOAD_KEY = 'version_reloaded_at';

const SURVIVES_LOGOUT = new Set<string>([REMEMBERED_LOGIN_KEY, VERSION_RELOAD_KEY]);

export class Persistence {
  constructor(private readonly backing: KeyValueStore) {}

  read<T>(key: string): T | undefined {
    const raw = this.backing.getItem(key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      // Older builds stored some keys as bare strings.
      return raw as T;
    }
  }

  write(key: string, value: unknown): void {
    if ((NEVER_PERSISTED as readonly string[]).some((area) => key === area || key.startsWith(`${area}.`))) {
      return;
    }
    if (value === undefined || value === null) this.backing.removeItem(key);
    else this.backing.setItem(key, JSON.stringify(value));
  }

  remove(key: string): void {
    this.backing.removeItem(key);
  }

  /** Logout: everything goes except the remembered login id and the reload throttle. */
  clearAll(): void {
    const kept = new Map<string, string>();
    for (const key of SURVIVES_LOGOUT) {
      const value = this.backing.getItem(key);
      if (value !== null) kept.set(key, value);
    }
    this.backing.clear();
    for (const [key, value] of kept) this.backing.setItem(key, value);
  }

  keys(): string[] {
    const keys: string[] = [];
    for (let i = 0; i < this.backing.length; i++) {
      const key = this.backing.key(i);
      if (key !== null) keys.push(key);
    }
    return keys;
  }
}

/** An in-memory store for tests and for browsers that refuse local storage. */
export class MemoryStore implements KeyValueStore {
  private readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
}
