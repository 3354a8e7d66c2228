import { randomBytes, randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { type AnyCall, authenticate, type ReplyOf, type RequestOf } from '@ewa/api';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { validate } from 'superstruct';
import { buildApp, depsOf } from '../app.ts';
import { TestClock } from '../clock.ts';
import { type ServerConfig, testConfig } from '../config.ts';
import { type Database, openPostgres, pgliteDatabase } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import type { MessageSender } from '../messaging/messages.ts';
import { demoPassword } from '../seed/demo-data.ts';
import { prepareDatabase } from '../seed/prepare.ts';
import { openSession } from '../session/sessions.ts';

/**
 * The database tests run on: embedded PGlite in memory, or — when the suite runs a second time with
 * `EWA_TEST_DB=postgres` — a fresh schema on `TEST_DATABASE_URL`, dropped afterwards, so parallel
 * files and parallel CI runs never see each other's rows.
 */
export const testDatabaseKind: 'pglite' | 'postgres' =
  process.env.EWA_TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * One embedded PostgreSQL per test worker (compiling its WebAssembly is the slow part), with a fresh
 * schema per test database; the search path follows whichever test database runs a statement.
 */
let sharedPglite: Promise<{ client: PGlite; current: string }> | undefined;

async function openSharedPglite(): Promise<Database> {
  sharedPglite ??= PGlite.create().then((client) => ({ client, current: 'public' }));
  const shared = await sharedPglite;
  const schema = `ewa_test_${randomBytes(6).toString('hex')}`;
  await shared.client.exec(`create schema ${schema}`);
  const useSchema = async () => {
    if (shared.current === schema) return;
    await shared.client.exec(`set search_path to ${schema}`);
    shared.current = schema;
  };
  const routed = new Set<PropertyKey>(['query', 'exec', 'transaction', 'sql']);
  const client = new Proxy(shared.client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!routed.has(property)) return value.bind(target);
      return async (...args: unknown[]) => {
        await useSchema();
        return value.apply(target, args);
      };
    },
  });
  return pgliteDatabase(client, async () => {
    await shared.client.exec(`drop schema if exists ${schema} cascade; set search_path to public`);
    shared.current = 'public';
  });
}

export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind === 'pglite') return openSharedPglite();
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `ewa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openPostgres(url, { searchPath: schema, max: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop schema if exists ${schema} cascade`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  deps: AppDeps;
  clock: TestClock;
  /**
   * A contract call (POST /api/<its path>), optionally as a signed-in user. A 200 reply must match
   * the call's reply struct (else the test fails here, naming the field), and is typed by it. A money
   * call goes with a fresh Idempotency-Key, as the portal sends one, unless `headers` name one.
   */
  call<C extends AnyCall>(
    call: C,
    body: RequestOf<C>,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: ReplyOf<C> }>;
  /** POST /api/<path> with any JSON body (or none): for malformed requests and paths no call has. */
  post(
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: Record<string, unknown> }>;
  /** Password login of a demo investor; answers the token (fails the test otherwise). */
  login(loginId: string, password?: string, loginWith?: 'ACNO' | 'LOGINID'): Promise<string>;
  /** A live session of a demo account, without going through the login screens. */
  sessionToken(njAcNo: string, accType?: string): Promise<string>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** POST `text` as-is, labelled JSON, to any URL: for malformed bodies. */
  postJsonText(url: string, text: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The `data` of a successful reply; the test fails on a refusal or an empty reply. */
export function dataOf<R extends { data?: unknown }>(res: {
  status: number;
  json: R;
}): NonNullable<R['data']> {
  if (res.status !== 200 || res.json.data == null)
    throw new Error(`expected data, got ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data;
}

/** A live session of a demo account, without going through the login screens. */
export async function openTestSession(deps: AppDeps, njAcNo: string, accType = 'TAC'): Promise<string> {
  const { token } = await openSession(
    deps,
    { njAcNo, loginId: njAcNo, accType },
    { ip: '127.0.0.1', userAgent: 'vitest' },
  );
  return token;
}

/** A migrated, seeded app on a private database with a movable clock. */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  options: { logStream?: NodeJS.WritableStream; areas?: string[]; messages?: MessageSender } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  await prepareDatabase(database, { demo: true, areas: options.areas });
  const clock = new TestClock();
  const app = await buildApp(testConfig(overrides), database, { clock, ...options });
  const testApp: TestApp = {
    app,
    database,
    deps: depsOf(app),
    clock,
    async call(call, body, token, headers = {}) {
      const sent: Record<string, string> =
        call.movesMoney && !('idempotency-key' in headers)
          ? { 'idempotency-key': randomUUID(), ...headers }
          : headers;
      const res = await testApp.post(call.path, body, token, sent);
      if (res.status === 200) {
        const [mismatch] = validate(res.json, call.reply);
        if (mismatch)
          throw new Error(
            `reply of ${call.path} does not match its struct at ${mismatch.path.join('.')}: ${mismatch.message}`,
          );
      }
      return res as { status: number; json: ReplyOf<typeof call> };
    },
    async post(path, body, token, headers = {}) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        payload: body === undefined ? '' : JSON.stringify(body),
      });
      return { status: res.statusCode, json: res.json() as Record<string, unknown> };
    },
    async login(loginId, password = demoPassword, loginWith = /^\d+$/.test(loginId) ? 'ACNO' : 'LOGINID') {
      const res = await testApp.call(authenticate, { loginId, password, loginWith, loginMode: 'WEB' });
      if (res.status !== 200 || typeof res.json.token !== 'string')
        throw new Error(`login of ${loginId} failed: ${JSON.stringify(res.json)}`);
      return res.json.token;
    },
    sessionToken: (njAcNo, accType) => openTestSession(testApp.deps, njAcNo, accType),
    inject: (opts) => app.inject(opts),
    postJsonText: (url, text) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: text }),
    async close() {
      await app.close();
      await database.close();
    },
  };
  return testApp;
}

/**
 * A digest of every row of every table, to prove a request changed nothing. Rate counters are left out:
 * every request is counted, refused or not, and that is not a change the request made.
 */
export async function databaseDigest(database: Database): Promise<string> {
  const tables = await database.sql.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE'
       and table_name not in ('ewa_migrations', 'rate_counters')
     order by table_name`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const [row] = await database.sql.query<{ digest: string | null }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table_name}" t`,
    );
    parts.push(`${table_name}:${row?.digest ?? ''}`);
  }
  return parts.join('\n');
}
