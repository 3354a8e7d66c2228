import { type AnyCall, type AuthListEntry, authorizeCalls } from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { is } from 'superstruct';
import { expect } from 'vitest';
import type { Clock } from '../../clock.ts';
import { auditLog } from '../../db/schema/core.ts';
import type { AppDeps } from '../../deps.ts';
import { linkSealerFor } from './link.ts';
import { authTransactions } from './schema.ts';

/** What these helpers use of the test app (named here, so the area does not import the app). */
export interface TestApp {
  deps: AppDeps;
  clock: Clock;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  sessionToken(njAcNo: string, accType?: string): Promise<string>;
}

/** A live session of a demo account, without the login flow. */
export const sessionToken = (t: TestApp, njAcNo: string, accType = 'TAC') => t.sessionToken(njAcNo, accType);

export type Reply = { status: number; json: Record<string, unknown> };

/** Calls an authorize-area path and checks a 200 reply against its contract struct. */
export async function call(
  t: TestApp,
  path: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const res = await t.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    payload: JSON.stringify(body),
  });
  const reply = { status: res.statusCode, json: res.json() as Record<string, unknown> };
  const contract = Object.values(authorizeCalls).find((c) => c.path === path);
  if (reply.status === 200 && contract)
    expect(is(reply.json, (contract as AnyCall).reply), `${path} reply matches its struct`).toBe(true);
  return reply;
}

/** The pending list of a session, by type. */
export async function pending(t: TestApp, token: string, authType = 'ALL'): Promise<AuthListEntry[]> {
  const res = await call(t, authorizeCalls.getTrxnAuthRpt.path, { reqFrom: 'web', authType }, token);
  expect(res.status).toBe(200);
  return res.json.data as AuthListEntry[];
}

/** A partner's new transaction through the sandbox's JSON twin: its Ref. No, link and `d`. */
export async function enter(t: TestApp, body: Record<string, unknown>) {
  const res = await t.inject({ method: 'POST', url: '/sandbox/api/partner/transactions', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  const { trxnId, link } = (res.json() as { data: { trxnId: string; link: string } }).data;
  const d = new URL(link, 'http://portal').searchParams.get('d') as string;
  return { trxnId, link, d };
}

/** A sealed reference minted by the test, e.g. for a transaction that does not exist. */
export function referenceFor(t: TestApp, id: number, expInSeconds = 3600): string {
  return linkSealerFor(t.deps.tokens).seal({
    id,
    exp: Math.floor(t.clock.now().getTime() / 1000) + expInSeconds,
  });
}

export async function rowOf(t: TestApp, refNo: string) {
  const [row] = await t.deps.db.select().from(authTransactions).where(eq(authTransactions.refNo, refNo));
  return row;
}

export async function auditRows(
  t: TestApp,
  action: string,
  outcome?: 'success' | 'failure' | 'blocked' | 'info',
) {
  return t.deps.db
    .select()
    .from(auditLog)
    .where(
      outcome ? and(eq(auditLog.action, action), eq(auditLog.outcome, outcome)) : eq(auditLog.action, action),
    );
}

export const authorizeBody = (encryptedData: string, extra: Record<string, unknown> = {}) => ({
  reqFrom: 'web',
  encryptedData,
  browser: 'vitest',
  os: 'linux',
  ...extra,
});
