import { authorizeCalls as c } from '@ewa/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, purchaseOrders } from '../../kernel/payments/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { authorizeBody, call, enter, rowOf, sessionToken } from './testing.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  process.env.EWA_PAYMENTS_TICK_MS = '100';
  t = await createTestApp({}, { areas: ['authorize', 'purchase'] });
  await t.app.ready();
  token = await sessionToken(t, '50000001');
}, 180_000);
afterAll(async () => {
  delete process.env.EWA_PAYMENTS_TICK_MS;
  await t?.close();
});

type Data = Record<string, string>;
// Each authorization goes with a fresh Idempotency-Key, as the portal sends it, unless the test names one.
let keySerial = 0;
const newKey = () => `payments-test-${++keySerial}-${Date.now()}`;
const authorize = async (d: string, key = newKey()) =>
  call(t, c.onAuthorize.path, authorizeBody(d), token, { 'idempotency-key': key });

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
}
const paymentOf = async (trxnId: string) =>
  (await t.deps.db.select().from(payments).where(eq(payments.trxnId, trxnId)))[0];
const ordersOf = (trxnId: string) =>
  t.deps.db.select().from(purchaseOrders).where(eq(purchaseOrders.trxnId, trxnId));

describe('a purchase authorized with a pay mode pays through the purchase area', () => {
  it('UPI collect (8): the collect request reaches success@ewapay; the callback places the order', async () => {
    const { d, trxnId } = await enter(t, { investor: '50000001', type: 'PIP', amount: '5000', payMode: '8' });
    const res = await authorize(d);
    expect(res.json.isSuccess, JSON.stringify(res.json)).toBe(true);
    const data = res.json.data as Data;
    expect(data).toMatchObject({ payMode: '8', collectionApiStatus: 'SUCCESS' });
    expect(data.paymentTrxnId).toMatch(/^EWA\d+$/);
    expect(data.UPIREFTRXNID).not.toBe('');
    expect((await rowOf(t, trxnId))?.paymentTrxnId).toBe(data.paymentTrxnId);

    // The wait page's own call sees the payment, and the sandbox PSP approves it.
    const paid = await until(
      async () =>
        (await t.post('purchase/getUpiCallBackResDetail', { trxnid: data.paymentTrxnId }, token)).json
          .data as Data,
      (p) => p.PAY_STATUS !== 'PENDING',
    );
    expect(paid.PAY_STATUS).toBe('SUCCESS');
    expect((await ordersOf(data.paymentTrxnId as string)).map((o) => o.status)).toEqual(['PLACED']);
    const receipt = await call(
      t,
      c.trxnAuthoShowReceipt.path,
      { encryptedData: data.encEncodedTrxnId, trxnType: 'PIP' },
      token,
    );
    expect(receipt.json.data).toMatchObject({ paymentTrxnId: data.paymentTrxnId, PAY_STATUS: 'SUCCESS' });
  });

  it('net banking (1) answers the bank page; NEFT (7) and mandate (2) place the order at once', async () => {
    const bank = await enter(t, { investor: '50000001', type: 'PIP', amount: '10000', payMode: '1' });
    const banking = (await authorize(bank.d)).json.data as Data;
    expect(banking.netBankingUrl).toMatch(/^\/sandbox\/bank\/pay\?msg=/);
    expect((await paymentOf(banking.paymentTrxnId as string))?.payStatus).toBe('PENDING');

    for (const payMode of ['7', '2']) {
      const entered = await enter(t, { investor: '50000001', type: 'PIP', amount: '3000', payMode });
      const data = (await authorize(entered.d)).json.data as Data;
      const payment = await paymentOf(data.paymentTrxnId as string);
      expect(payment).toMatchObject({ payMode, amountPaise: 300_000 });
      expect((await ordersOf(data.paymentTrxnId as string)).map((o) => o.status)).toEqual(['PLACED']);
    }
  });

  it('UPI QR (3) starts a QR payment the wait page shows', async () => {
    const { d } = await enter(t, { investor: '50000001', type: 'PIP', amount: '2000', payMode: '3' });
    const data = (await authorize(d)).json.data as Data;
    const wait = (await t.post('purchase/getUpiCallBackResDetail', { trxnid: data.paymentTrxnId }, token))
      .json.data as Data;
    expect(wait).toMatchObject({ payMode: '3', PAY_STATUS: 'PENDING' });
    expect(wait.qrImageUrl).toContain(data.paymentTrxnId);
  });

  it("the purchase area's refusal leaves the transaction pending and starts no payment", async () => {
    const { d, trxnId } = await enter(t, { investor: '50000001', type: 'PIP', amount: '1', payMode: '7' });
    const before = (await t.deps.db.select().from(payments)).length;
    const res = await authorize(d);
    expect(res.json.isSuccess).toBe(false);
    expect(res.json.displayMessage).toMatch(/minimum amount/);
    expect((await rowOf(t, trxnId))?.status).toBe('PENDING');
    expect((await t.deps.db.select().from(payments)).length).toBe(before);
  });

  it('a UPI ID that is not verified refuses the authorization; nothing changes', async () => {
    const { d, trxnId } = await enter(t, {
      investor: '50000001',
      type: 'PIP',
      amount: '5000',
      payMode: '8',
      payerVpa: 'ravi@okbank',
    });
    const res = await authorize(d);
    expect(res.json.displayMessage).toBe('Kindly enter valid UPI ID');
    expect((await rowOf(t, trxnId))?.status).toBe('PENDING');
  });

  it('concurrent copies of one authorization start one payment and answer alike', async () => {
    const { d, trxnId } = await enter(t, { investor: '50000001', type: 'PIP', amount: '4000', payMode: '7' });
    const before = (await t.deps.db.select().from(payments)).length;
    const replies = await Promise.all(Array.from({ length: 10 }, () => authorize(d, 'pay-once-key-1')));
    for (const res of replies) expect(res.json).toEqual(replies[0]?.json);
    expect(replies[0]?.json.isSuccess, JSON.stringify(replies[0]?.json)).toBe(true);
    const paymentTrxnId = (replies[0]!.json.data as Data).paymentTrxnId as string;
    expect((await rowOf(t, trxnId))?.paymentTrxnId).toBe(paymentTrxnId);
    expect((await t.deps.db.select().from(payments)).length).toBe(before + 1);
    expect(await paymentOf(paymentTrxnId)).toMatchObject({ payMode: '7', amountPaise: 400_000 });
  });

  it('through the mapping login: the scoped session follows its payment on the wait page, nothing else', async () => {
    const { d } = await enter(t, { investor: '50000001', type: 'PIP', amount: '5000', payMode: '8' });
    const login = await call(t, c.authenticateAuthorization.path, {
      loginId: '50000001',
      password: '1234',
      encryptedData: d,
    });
    const scoped = login.json.token as string;
    const res = await call(t, c.onAuthorize.path, authorizeBody(d), scoped, { 'idempotency-key': newKey() });
    const paymentTrxnId = (res.json.data as Data).paymentTrxnId;
    const wait = await t.post('purchase/getUpiCallBackResDetail', { trxnid: paymentTrxnId }, scoped);
    expect(wait.status).toBe(200);
    expect((wait.json.data as Data).trxnid).toBe(paymentTrxnId);
    expect((await t.post('purchase/getCuttofDetail', {}, scoped)).status).toBe(403);
  });
});
