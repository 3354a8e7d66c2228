import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

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
  close(): Promise<void>;
}

const startupLockKey = 7_340_001;

/** The embedded database: `dataDir` on disk, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return pgliteDatabase(client, () => client.close());
}

/** A Database over an open PGlite client (tests hand in a shared one). */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite({ client }) as unknown as Db;
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
    close,
  };
}

/**
 * A PostgreSQL server through a `pg` pool. `searchPath` puts every unqualified table in one schema,
 * which is how test runs stay apart on a shared database.
 */
export async function openPostgres(
  url: string,
  options: { searchPath?: string; max?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client's network error must not bring the process down; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool }) as unknown as Db;
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
    close: () => pool.end(),
  };
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
