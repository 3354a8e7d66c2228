import { type AnyCall, type DataOf, purchaseCalls, type ReplyOf, type RequestOf } from '@ewa/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, depsOf } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/core.ts';
import { payments, upiCallbacks } from '../../kernel/payments/index.ts';
import { prepareDatabase } from '../../seed/prepare.ts';
import { openTestDatabase, openTestSession } from '../../testing/test-app.ts';

// A real port from this package's range: the sandbox PSP calls the server over HTTP here.
const PORT = 18121;
const base = `http://127.0.0.1:${PORT}/api`;
const areas = ['purchase'];

let database: Database;
let app: FastifyInstance | undefined;
let seq = 0;

async function start(): Promise<FastifyInstance> {
  const started = await buildApp(testConfig(), database, { areas });
  await started.listen({ port: PORT, host: '127.0.0.1' });
  return started;
}

/**
 * A contract call over HTTP to the listening app (a money call with a fresh Idempotency-Key, as the
 * portal sends it); the reply's `data` (the test fails without one).
 */
async function post<C extends AnyCall>(call: C, body: RequestOf<C>, token: string) {
  const response = await fetch(`${base}/${call.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(call.movesMoney ? { 'idempotency-key': `restart-${Date.now()}-${seq++}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as ReplyOf<C>;
  expect(is(reply, call.reply), JSON.stringify(reply)).toBe(true);
  const data = (reply as { data?: unknown }).data as DataOf<C> | undefined;
  if (!data) throw new Error(`no data: ${JSON.stringify(reply)}`);
  return data;
}

/** Confirms a cart paid by UPI collect from `vpa` and sends the collect request. */
async function collect(token: string, vpa: string): Promise<string> {
  const check = await post(
    purchaseCalls.validateVPA,
    { njAcNo: '50000001', payerVirtualAddress: vpa, segment: 'MF' },
    token,
  );
  const confirm = await post(
    purchaseCalls.onConfirm,
    {
      items: [{ schcode: 'ARJ0001', selectedDivOption: 'G', isDirect: 'Y', totalAmount: 3000 }],
      total: 3000,
      paymentMode: '8',
      payerVirtualAddress: vpa,
      VPAVerifyDtlSrNo: check.VPAVerifyDtlsrNo,
    },
    token,
  );
  const trxnid = confirm.trxnId;
  const sent = await post(
    purchaseCalls.getUPICollectionApiStatus,
    { trxnid, payerVirtualAddress: vpa, VPAVerifyDtlSrNo: check.VPAVerifyDtlsrNo, segment: 'MF' },
    token,
  );
  expect(sent.collectionApiStatus).toBe('SUCCESS');
  return trxnid;
}

async function finalStatus(trxnId: string, ms = 20_000): Promise<string> {
  const end = Date.now() + ms;
  for (;;) {
    const [row] = await database.db.select().from(payments).where(eq(payments.trxnId, trxnId));
    if (row?.payStatus !== 'PENDING' || Date.now() > end) return row?.payStatus ?? 'MISSING';
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function settlements(trxnId: string) {
  const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.settled'));
  return rows.filter((r) => (r.detail as { trxnId?: string } | null)?.trxnId === trxnId);
}

beforeAll(async () => {
  process.env.EWA_PAYMENTS_TICK_MS = '200';
  process.env.EWA_SANDBOX_UPI_EXPIRY_SECONDS = '4';
  database = await openTestDatabase();
  await prepareDatabase(database, { demo: true, areas });
}, 180_000);

afterAll(async () => {
  delete process.env.EWA_PAYMENTS_TICK_MS;
  delete process.env.EWA_SANDBOX_UPI_EXPIRY_SECONDS;
  await app?.close();
  await database?.close();
});

describe('a server restart between the collect request and its answer', () => {
  it('ends an approved payment exactly once, by the callback to the restarted server', async () => {
    app = await start();
    const token = await openTestSession(depsOf(app), '50000001');
    const trxnId = await collect(token, 'success@ewapay');
    await app.close(); // down before the payer approves (about 3 s)
    app = undefined;
    expect(await finalStatus(trxnId, 100)).toBe('PENDING');

    app = await start();
    expect(await finalStatus(trxnId)).toBe('SUCCESS');
    await new Promise((r) => setTimeout(r, 1000)); // room for any second delivery
    expect(await settlements(trxnId)).toHaveLength(1);
    const callbacks = await database.db.select().from(upiCallbacks).where(eq(upiCallbacks.trxnId, trxnId));
    expect(callbacks.filter((c) => c.outcome === 'APPLIED')).toHaveLength(1);
    await app.close();
    app = undefined;
  }, 60_000);

  it('ends an unanswered payment exactly once when it expired while the server was down', async () => {
    app = await start();
    const token = await openTestSession(depsOf(app), '50000001');
    const trxnId = await collect(token, 'expire@ewapay');
    await app.close();
    app = undefined;
    await new Promise((r) => setTimeout(r, 4500)); // the 4 s sandbox expiry passes while down

    app = await start();
    expect(await finalStatus(trxnId)).toBe('EXPIRED');
    await new Promise((r) => setTimeout(r, 1500)); // the PSP's own EXPIRED callback arrives too
    expect(await settlements(trxnId)).toHaveLength(1);
    const callbacks = await database.db.select().from(upiCallbacks).where(eq(upiCallbacks.trxnId, trxnId));
    expect(callbacks.filter((c) => c.outcome === 'APPLIED').length).toBeLessThanOrEqual(1);
  }, 60_000);
});
