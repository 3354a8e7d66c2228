import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import {
  defaultSessionCacheMs,
  type SessionAccount,
  SessionCache,
  sessionChangeChannel,
} from './session-cache.ts';

/** The query builder every area uses; the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A plain SQL runner, for migrations and the few statements drizzle does not express. */
export interface SqlRunner {
  /** Runs one or more statements (no parameters). */
  exec(sql: string): Promise<void>;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  sql: SqlRunner;
  /** Runs `fn` holding a database-wide lock, so instances starting together migrate and seed once. */
  exclusive<T>(fn: (sql: SqlRunner) => Promise<T>): Promise<T>;
  /** Sessions read in the last moment, dropped on the database's change notices (db/session-cache.ts). */
  sessionCache: SessionCache<SessionAccount>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  sessionCacheMs?: number;
}

const startupLockKey = 7_340_001;

/** The embedded database: `dataDir` on disk, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(
  dataDir: string | undefined,
  options: DatabaseOptions = {},
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return pgliteDatabase(client, () => client.close(), options);
}

/**
 * A Database over an open PGlite client (tests hand in a shared one). Change notices arrive while the
 * statement that caused them completes, so a revocation is seen by the very next call.
 */
export async function pgliteDatabase(
  client: PGlite,
  close: () => Promise<void>,
  options: DatabaseOptions = {},
): Promise<Database> {
  const db = drizzlePglite({ client: joiningTransactions(client) }) as unknown as Db;
  const sessionCache = new SessionCache<SessionAccount>(options.sessionCacheMs ?? defaultSessionCacheMs);
  let unlisten: (() => Promise<void>) | undefined;
  if (sessionCache.ttlMs > 0) {
    unlisten = await client.listen(sessionChangeChannel, (payload) => sessionCache.notice(payload));
    sessionCache.setListening(true);
  }
  const sql: SqlRunner = {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <Row>(text: string, params?: unknown[]) =>
      (await client.query<Row>(text, params as unknown[])).rows,
  };
  return {
    kind: 'pglite',
    db,
    sql,
    // One process owns an embedded database, so there is nobody to exclude.
    exclusive: (fn) => fn(sql),
    sessionCache,
    close: async () => {
      sessionCache.setListening(false);
      await unlisten?.().catch(() => {});
      await close();
    },
  };
}

/**
 * The embedded database runs one transaction at a time: a statement sent through the plain handle
 * while a transaction is open waits for it to end. Work awaited inside a transaction that reaches the
 * plain handle (a sandbox provider answering a money call, say) would wait forever; here it joins the
 * open transaction instead (a nested `transaction` becomes a savepoint). On PostgreSQL such work runs
 * on a connection of its own.
 */
function joiningTransactions(client: PGlite): PGlite {
  const open = new AsyncLocalStorage<Transaction>();
  const current = () => {
    const tx = open.getStore();
    return tx && !tx.closed ? tx : undefined;
  };
  let savepoints = 0;
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === 'query' || property === 'exec')
        return (...args: unknown[]) => {
          const tx = current();
          return tx
            ? (tx[property] as (...a: unknown[]) => unknown)(...args)
            : (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      if (property === 'transaction')
        return async <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => {
          const tx = current();
          if (!tx) return target.transaction((opened) => open.run(opened, () => fn(opened)));
          const name = `joined_${++savepoints}`;
          await tx.exec(`savepoint ${name}`);
          try {
            const result = await fn(tx);
            await tx.exec(`release savepoint ${name}`);
            return result;
          } catch (error) {
            await tx.exec(`rollback to savepoint ${name}`);
            throw error;
          }
        };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A PostgreSQL server through a `pg` pool. `searchPath` puts every unqualified table in one schema,
 * which is how test runs stay apart on a shared database.
 */
export async function openPostgres(
  url: string,
  options: { searchPath?: string; max?: number } & DatabaseOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client's network error must not bring the process down; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool }) as unknown as Db;
  const sessionCache = new SessionCache<SessionAccount>(options.sessionCacheMs ?? defaultSessionCacheMs);
  const notices = sessionCache.ttlMs > 0 ? await listenForChanges(url, sessionCache) : undefined;
  return {
    kind: 'postgres',
    db,
    sql: {
      exec: async (text) => {
        await pool.query(text);
      },
      query: async <Row>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as Row[],
    },
    exclusive: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [startupLockKey]);
        return await fn({
          exec: async (text) => {
            await client.query(text);
          },
          query: async <Row>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as Row[],
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => {});
        client.release();
      }
    },
    sessionCache,
    close: async () => {
      await notices?.stop();
      await pool.end();
    },
  };
}

/**
 * One connection per instance listening for session and account change notices. While it is down the
 * cache keeps nothing (every call reads the database) and it reconnects after a second.
 */
async function listenForChanges(
  url: string,
  cache: SessionCache<SessionAccount>,
): Promise<{ stop(): Promise<void> }> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const connect = async () => {
    retry = undefined;
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    const lost = () => {
      if (client !== next) return;
      cache.setListening(false);
      client = undefined;
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(connect, 1000).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => cache.notice(message.payload));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${sessionChangeChannel}`);
      if (client === next && !stopped) cache.setListening(true);
    } catch {
      lost();
    }
  };
  await connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      cache.setListening(false);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  dbPoolMax?: number;
  sessionCacheMs?: number;
}): Promise<Database> {
  const options: DatabaseOptions = { sessionCacheMs: config.sessionCacheMs };
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { ...options, ...(config.dbPoolMax ? { max: config.dbPoolMax } : {}) })
    : openPglite(config.dataDir, options);
}
