import { type AnyCall, purchaseCalls, type RequestOf } from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/core.ts';
import { resolveSecret } from '../../db/secrets.ts';
import {
  payments,
  purchaseOrders,
  signCallback,
  UPI_SIGNATURE_HEADER,
  type UpiCallbackBody,
  upiCallbacks,
} from '../../kernel/payments/index.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';

const t = useTestApp({
  areas: ['purchase'],
  investor: '50000001',
  env: { EWA_PAYMENTS_TICK_MS: '100' },
  ready: true,
});
let seq = 0;

const call = <C extends AnyCall>(c: C, body: RequestOf<C>) => t.call(c, body, t.token);

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function verify(vpa: string) {
  return dataOf(
    await call(purchaseCalls.validateVPA, { njAcNo: '50000001', payerVirtualAddress: vpa, segment: 'MF' }),
  );
}

type ConfirmBody = RequestOf<typeof purchaseCalls.onConfirm>;

async function confirm(
  paymentMode: ConfirmBody['paymentMode'],
  extra: Partial<ConfirmBody> = {},
  amount = 2000,
) {
  const res = await call(purchaseCalls.onConfirm, {
    items: [
      { schcode: 'ARJ0001', selectedDivOption: 'G', isDirect: 'Y', totalAmount: amount, trxnType: 'PIP' },
    ],
    total: amount,
    paymentMode,
    bankAccNo: '50105000000100',
    ...extra,
  });
  expect(res.json.isSuccess, JSON.stringify(res.json)).toBe(true);
  return dataOf(res);
}

async function collect(vpa: string) {
  const check = await verify(vpa);
  const payment = await confirm('8', { payerVirtualAddress: vpa, VPAVerifyDtlSrNo: check.VPAVerifyDtlsrNo });
  const body = {
    trxnid: payment.trxnId,
    payerVirtualAddress: vpa,
    VPAVerifyDtlSrNo: check.VPAVerifyDtlsrNo,
    segment: 'MF' as const,
  };
  const sent = dataOf(await call(purchaseCalls.getUPICollectionApiStatus, body));
  return { trxnId: payment.trxnId, sent, body };
}

const statusOf = (trxnid: string) =>
  until(
    async () => dataOf(await call(purchaseCalls.getUpiCallBackResDetail, { trxnid })),
    (d) => d.PAY_STATUS !== 'PENDING',
  );

async function settledAudits(trxnId: string) {
  const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.settled'));
  return rows.filter((r) => (r.detail as { trxnId?: string } | null)?.trxnId === trxnId);
}

describe('UPI collect with the sandbox PSP', () => {
  it('verifies sandbox VPAs and refuses other handles', async () => {
    expect(await verify('success@ewapay')).toMatchObject({ VPAVerifyStatus: 'VE', payerName: 'Success' });
    expect(await verify('ravi.kumar@ewapay')).toMatchObject({
      VPAVerifyStatus: 'VE',
      payerName: 'Ravi Kumar',
    });
    expect(await verify('ravi@okbank')).toMatchObject({
      VPAVerifyStatus: 'NVE',
      message: 'Kindly enter valid UPI ID',
    });
  });

  it('success@ewapay approves after about 3 s; the orders are placed; a repeated collect sends nothing new', async () => {
    const { trxnId, sent, body } = await collect('success@ewapay');
    expect(sent.collectionApiStatus).toBe('SUCCESS');
    const again = dataOf(await call(purchaseCalls.getUPICollectionApiStatus, body));
    expect(again.UPIRefTrxnID).toBe(sent.UPIRefTrxnID);
    const pending = dataOf(await call(purchaseCalls.getUpiCallBackResDetail, { trxnid: trxnId }));
    expect(pending.PAY_STATUS).toBe('PENDING');
    expect(pending.remainingMs).toBeGreaterThan(290_000);
    const started = Date.now();
    const done = await statusOf(trxnId);
    expect(done.PAY_STATUS).toBe('SUCCESS');
    expect(done.message).toBe('Your transaction has been successfully submitted.');
    expect(Date.now() - started).toBeGreaterThan(1500);
    const orders = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.trxnId, trxnId));
    expect(orders.map((o) => o.status)).toEqual(['PLACED']);
    const callbacks = await t.database.db.select().from(upiCallbacks).where(eq(upiCallbacks.trxnId, trxnId));
    expect(callbacks.map((c) => c.outcome)).toEqual(['APPLIED']);
    expect(await settledAudits(trxnId)).toHaveLength(1);
  });

  it('failure@ewapay declines: the payment fails and its orders are cancelled', async () => {
    const { trxnId } = await collect('failure@ewapay');
    const done = await statusOf(trxnId);
    expect(done.PAY_STATUS).toBe('FAILED');
    expect(done.message).toBe('Your UPI Transaction is Expired/Rejected/Failed.');
    const orders = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.trxnId, trxnId));
    expect(orders.map((o) => o.status)).toEqual(['CANCELLED']);
  });

  it('another @ewapay payer answers on the payer page: Decline rejects', async () => {
    const { trxnId } = await collect('meera@ewapay');
    const list = await t.inject({ method: 'GET', url: '/sandbox/api/upi/requests?vpa=meera@ewapay' });
    const request = (list.json().data as { merchantTrxnId: string; pspRef: string }[]).find(
      (r) => r.merchantTrxnId === trxnId,
    );
    expect(request).toBeDefined();
    const html = await t.inject({ method: 'GET', url: '/sandbox/upi?vpa=meera@ewapay' });
    expect(html.body).toContain(trxnId);
    expect(html.body).toContain('Approve');
    const answer = await t.inject({
      method: 'POST',
      url: '/sandbox/upi/answer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ref=${request?.pspRef}&action=decline`,
    });
    expect(answer.statusCode).toBe(303);
    expect((await statusOf(trxnId)).PAY_STATUS).toBe('REJECTED');
  });

  it('expire@ewapay never answers: the payment expires once; forged, late and repeated callbacks change nothing', async () => {
    const { trxnId, sent } = await collect('expire@ewapay');
    const inquiry = dataOf(
      await call(purchaseCalls.callTranStatusInqUPIService, {
        trxnid: trxnId,
        UPIRefTrxnID: sent.UPIRefTrxnID,
        segment: 'MF',
      }),
    );
    expect(inquiry.inquiryStatus).toBe('PENDING');
    t.clock.advance(301);
    expect((await statusOf(trxnId)).PAY_STATUS).toBe('EXPIRED');

    const late: UpiCallbackBody = {
      eventId: `${sent.UPIRefTrxnID}:SUCCESS`,
      merchantTrxnId: trxnId,
      upiRefTrxnId: sent.UPIRefTrxnID ?? '',
      status: 'SUCCESS',
      amount: '2000.00',
      payerVpa: 'expire@ewapay',
      occurredAt: new Date().toISOString(),
    };
    const raw = JSON.stringify(late);
    const post = (signature: string, payload = raw) =>
      t.inject({
        method: 'POST',
        url: '/api/payments/upi/callback',
        headers: { 'content-type': 'application/json', [UPI_SIGNATURE_HEADER]: signature },
        payload,
      });
    const forged = await post(signCallback(Buffer.from('not-the-secret'), raw, t.clock.now()));
    expect(forged.statusCode).toBe(401);
    const secret = await resolveSecret(t.database.db, 'upi-webhook', undefined);
    const tampered = await post(signCallback(secret, raw, t.clock.now()), raw.replace('2000.00', '1.00'));
    expect(tampered.statusCode).toBe(401);
    const first = await post(signCallback(secret, raw, t.clock.now()));
    expect(first.json().message).toBe('LATE');
    const repeat = await post(signCallback(secret, raw, t.clock.now()));
    expect(repeat.json().message).toBe('DUPLICATE');

    const [payment] = await t.database.db.select().from(payments).where(eq(payments.trxnId, trxnId));
    expect(payment?.payStatus).toBe('EXPIRED');
    expect(await settledAudits(trxnId)).toHaveLength(1);
    const rows = await t.database.db.select().from(upiCallbacks).where(eq(upiCallbacks.trxnId, trxnId));
    expect(rows.map((c) => c.outcome)).toEqual(expect.arrayContaining(['LATE', 'DUPLICATE']));
    // The provider's own EXPIRED notice may arrive before our sweeper runs and be applied;
    // what must never be applied is a success after the collect expired.
    const applied = rows.filter((c) => c.outcome === 'APPLIED').map((c) => c.pspStatus);
    expect(applied.every((status) => status === 'EXPIRED')).toBe(true);
    expect(rows.filter((c) => c.pspStatus === 'SUCCESS').map((c) => c.outcome)).not.toContain('APPLIED');
    const forgedRows = await t.database.db
      .select()
      .from(upiCallbacks)
      .where(and(eq(upiCallbacks.outcome, 'FORGED'), eq(upiCallbacks.signatureValid, false)));
    expect(forgedRows.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the pushed result (purchase/awaitUpiResult)', () => {
  async function answerOnPayerPage(vpa: string, trxnId: string, action: 'approve' | 'decline') {
    const list = await t.inject({ method: 'GET', url: `/sandbox/api/upi/requests?vpa=${vpa}` });
    const request = (list.json().data as { merchantTrxnId: string; pspRef: string }[]).find(
      (r) => r.merchantTrxnId === trxnId,
    );
    const answer = await t.inject({
      method: 'POST',
      url: '/sandbox/upi/answer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ref=${request?.pspRef}&action=${action}`,
    });
    expect(answer.statusCode).toBe(303);
  }

  it('answers within moments of the payer approving, long before the watch would end', async () => {
    const { trxnId } = await collect('ravi@ewapay');
    const watch = call(purchaseCalls.awaitUpiResult, { trxnid: trxnId, waitMs: 20_000 }).then((res) => ({
      at: Date.now(),
      data: dataOf(res),
    }));
    await new Promise((r) => setTimeout(r, 800));
    await answerOnPayerPage('ravi@ewapay', trxnId, 'approve');
    const approvedAt = Date.now();
    const { at, data } = await watch;
    expect(data.PAY_STATUS).toBe('SUCCESS');
    expect(data.message).toBe('Your transaction has been successfully submitted.');
    expect(at - approvedAt).toBeLessThan(2_000);
  });

  it('a payment still pending answers the pending view when the watch ends', async () => {
    const { trxnId } = await collect('asha@ewapay');
    const started = Date.now();
    const data = dataOf(await call(purchaseCalls.awaitUpiResult, { trxnid: trxnId, waitMs: 600 }));
    expect(data.PAY_STATUS).toBe('PENDING');
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    // A final payment answers at once.
    await answerOnPayerPage('asha@ewapay', trxnId, 'decline');
    await statusOf(trxnId);
    const quick = Date.now();
    const final = dataOf(await call(purchaseCalls.awaitUpiResult, { trxnid: trxnId }));
    expect(final.PAY_STATUS).toBe('REJECTED');
    expect(Date.now() - quick).toBeLessThan(1_000);
  });

  it("refuses a watch longer than 25 s, bad bodies and another investor's payment", async () => {
    const { trxnId } = await collect('kiran@ewapay');
    for (const body of [
      { trxnid: trxnId, waitMs: 25_001 },
      { trxnid: trxnId, waitMs: -1 },
      { trxnid: trxnId, waitMs: '500' },
      { trxnid: '' },
      {},
    ]) {
      const res = await t.post('purchase/awaitUpiResult', body, t.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const other = await t.sessionToken('50000002');
    const res = await t.call(purchaseCalls.awaitUpiResult, { trxnid: trxnId, waitMs: 0 }, other);
    // Answered as a payment not found, as getUpiCallBackResDetail does: nothing of it shows.
    expect(res.status).toBeLessThan(500);
    expect(res.json.isSuccess).toBe(false);
    expect(res.json.data ?? null).toBeNull();
  });
});

describe('UPI QR and net banking', () => {
  it('shows a QR of the upi://pay link that the payer page can pay', async () => {
    const payment = await confirm('3', {}, 1234);
    expect(payment.upiIntentUrl).toMatch(
      /^upi:\/\/pay\?pa=ewealthmf%40ewapay&.*tr=EWA\d+&am=1234\.00&cu=INR/,
    );
    const png = await t.inject({ method: 'GET', url: payment.qrImageUrl as string });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const wrongAmount = await t.inject({
      method: 'POST',
      url: '/sandbox/api/upi/pay-link',
      payload: { link: (payment.upiIntentUrl as string).replace('am=1234.00', 'am=1.00') },
    });
    expect(wrongAmount.json().isSuccess).toBe(false);
    const paid = await until(
      () =>
        t.inject({
          method: 'POST',
          url: '/sandbox/api/upi/pay-link',
          payload: { link: payment.upiIntentUrl },
        }),
      (r) => r.json().isSuccess === true,
      5000,
    );
    expect(paid.json().isSuccess).toBe(true);
    expect((await statusOf(payment.trxnId)).PAY_STATUS).toBe('SUCCESS');
  });

  for (const [action, transaction, status] of [
    ['pay', 'Success', 'SUCCESS'],
    ['cancel', 'Failed', 'FAILED'],
  ] as const) {
    it(`net banking ${action} returns to the portal with Transaction=${transaction}`, async () => {
      const payment = await confirm('1');
      const page = await t.inject({ method: 'GET', url: payment.netBankingUrl as string });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('>Pay<');
      expect(page.body).toContain('>Cancel<');
      const query = new URL(payment.netBankingUrl as string, 'http://x').searchParams;
      const submit = await t.inject({
        method: 'POST',
        url: '/sandbox/bank/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          msg: query.get('msg') ?? '',
          sig: query.get('sig') ?? '',
          action,
        }).toString(),
      });
      expect(submit.statusCode).toBe(303);
      const back = await t.inject({ method: 'GET', url: submit.headers.location as string });
      expect(back.statusCode).toBe(303);
      const portal = new URL(back.headers.location as string, 'http://x');
      expect(portal.pathname).toBe('/ewa/transact/instaPur-response');
      expect(portal.searchParams.get('Transaction')).toBe(transaction);
      expect(portal.searchParams.get('BankRefe_No')).toMatch(/^SBK\d+$/);
      const [row] = await t.database.db.select().from(payments).where(eq(payments.trxnId, payment.trxnId));
      expect(row?.payStatus).toBe(status);
      // The browser's back button and a second submit do not pay twice.
      const replay = await t.inject({ method: 'GET', url: submit.headers.location as string });
      expect(new URL(replay.headers.location as string, 'http://x').searchParams.get('Transaction')).toBe(
        transaction,
      );
      expect(await settledAudits(payment.trxnId)).toHaveLength(1);
    });
  }
});

describe('UPI callbacks the portal refuses', () => {
  const secret = () => resolveSecret(t.database.db, 'upi-webhook', undefined);
  async function deliver(body: UpiCallbackBody, signedAt = t.clock.now()) {
    const raw = JSON.stringify(body);
    return t.inject({
      method: 'POST',
      url: '/api/payments/upi/callback',
      headers: {
        'content-type': 'application/json',
        [UPI_SIGNATURE_HEADER]: signCallback(await secret(), raw, signedAt),
      },
      payload: raw,
    });
  }
  const callback = (trxnId: string, upiRefTrxnId: string, amount: string): UpiCallbackBody => ({
    eventId: `probe-${trxnId}-${seq++}`,
    merchantTrxnId: trxnId,
    upiRefTrxnId,
    status: 'SUCCESS',
    amount,
    payerVpa: 'meera@ewapay',
    occurredAt: t.clock.now().toISOString(),
  });
  const statusNow = async (trxnId: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.trxnId, trxnId)))[0]?.payStatus;

  it('a signed UPI callback does not settle a net-banking payment', async () => {
    const payment = await confirm('1', {}, 1000);
    const res = await deliver(callback(payment.trxnId, 'EWAPAY000000001001', '1000.00'));
    expect(res.json().message).toBe('MISMATCH');
    expect(await statusNow(payment.trxnId)).toBe('PENDING');
    expect(await settledAudits(payment.trxnId)).toHaveLength(0);
  });

  it("refuses another reference than the collect request's, and amounts not written as plain rupees", async () => {
    const { trxnId, sent } = await collect('meera@ewapay');
    const ref = sent.UPIRefTrxnID ?? '';
    expect(ref).not.toBe('');
    for (const [upiRef, amount] of [
      ['EWAPAY999999999999', '2000.00'],
      [ref, '2e3'],
      [ref, '0x7D0'],
      [ref, ' 2000'],
      [ref, '2000.000'],
      [ref, '+2000'],
      [ref, '1.00'],
    ] as const) {
      const res = await deliver(callback(trxnId, upiRef, amount));
      expect(res.json().message, `${upiRef} ${amount}`).toBe('MISMATCH');
      expect(await statusNow(trxnId)).toBe('PENDING');
    }
    expect(await settledAudits(trxnId)).toHaveLength(0);
    // The genuine answer still settles it.
    const genuine = await deliver(callback(trxnId, ref, '2000'));
    expect(genuine.json().message).toBe('APPLIED');
    expect(await statusNow(trxnId)).toBe('SUCCESS');
  });

  it('refuses a callback signed more than 5 minutes ago or ahead, even correctly signed', async () => {
    const { trxnId, sent } = await collect('meera@ewapay');
    const ref = sent.UPIRefTrxnID ?? '';
    for (const skew of [-6 * 60_000, 6 * 60_000]) {
      const res = await deliver(callback(trxnId, ref, '2000.00'), new Date(t.clock.now().getTime() + skew));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('UNTIMELY');
      expect(await statusNow(trxnId)).toBe('PENDING');
    }
    const rows = await t.database.db.select().from(upiCallbacks).where(eq(upiCallbacks.outcome, 'UNTIMELY'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const inTime = await deliver(
      callback(trxnId, ref, '2000.00'),
      new Date(t.clock.now().getTime() - 60_000),
    );
    expect(inTime.json().message).toBe('APPLIED');
  });
});
