import { type AnyCall, dpChargesCalls, type RequestOf } from '@ewa/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../db/schema/core.ts';
import { resolveSecret } from '../../db/secrets.ts';
import {
  payments,
  paymentsOf,
  settlePayment,
  signCallback,
  systemOrigin,
  UPI_SIGNATURE_HEADER,
  upiCallbacks,
} from '../../kernel/payments/index.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';
import { dpChargeBills } from './schema.ts';

const t = useTestApp({
  areas: ['purchase', 'dpcharges'],
  investor: '50000004',
  env: { EWA_PAYMENTS_TICK_MS: '100' },
  ready: true,
});

let other = '';
const as =
  (token: () => string) =>
  <C extends AnyCall>(c: C, body: RequestOf<C>) =>
    t.call(c, body, token());
const call4 = as(() => t.token);
const call5 = as(() => other);

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
}

const billsOf = (njAcNo: string) =>
  t.database.db.select().from(dpChargeBills).where(eq(dpChargeBills.njAcNo, njAcNo));
const flagOf = async (njAcNo: string) =>
  (await t.database.db.select().from(accounts).where(eq(accounts.njAcNo, njAcNo)))[0]?.dpCharges;
const dpPayments = () => t.database.db.select().from(payments).where(eq(payments.purpose, 'dpcharges'));

async function pay(call: typeof call4, ucc: string, vpa: string) {
  const bills = dataOf(await call(dpChargesCalls.getOutstandingBills, {}));
  const check = dataOf(
    await call(dpChargesCalls.vpaAuthentication, { ucc, payerVpa: vpa, accessFrom: 'PDESK' }),
  );
  expect(check.vpaAuthStatus).toBe('VE');
  const res = await call(dpChargesCalls.collectionRequestGenerate, {
    vpaReqId: check.vpaReqId,
    payerVpa: vpa,
    amount: bills.totalOutstanding,
    expMinute: 5,
    billDetails: bills.bills.map((b) => ({ billNo: b.billNo })),
    accessFrom: 'PDESK',
  });
  const sent = dataOf(res);
  // The waiting screen's held watch, opened as the page opens.
  const watched = call(dpChargesCalls.dpAwaitUpiResult, {
    parentTrxnID: sent.parentTrxnID,
    njacNo: ucc,
    waitMs: 20_000,
  }).then((reply) => ({ data: dataOf(reply), at: Date.now() }));
  const final = await until(
    async () =>
      dataOf(
        await call(dpChargesCalls.dpGetUpiCallBackResDetail, {
          parentTrxnID: sent.parentTrxnID,
          njacNo: ucc,
        }),
      ),
    (d) => d.PAY_STATUS !== 'PENDING',
  );
  const finalAt = Date.now();
  return { bills, sent, final, finalAt, watched };
}

describe('DP charges by UPI', () => {
  it('lists the outstanding bills and their total; a non-UPI handle is not verified', async () => {
    other = await t.sessionToken('50000005');
    const bills = dataOf(await call4(dpChargesCalls.getOutstandingBills, {}));
    expect(bills.bills.map((b) => b.srNo)).toEqual([1, 2]);
    expect(bills.totalOutstanding).toBe(743.4);
    const bad = dataOf(
      await call4(dpChargesCalls.vpaAuthentication, {
        ucc: '50000004',
        payerVpa: 'ravi@okbank',
        accessFrom: 'PDESK',
      }),
    );
    expect(bad).toMatchObject({ vpaAuthStatus: 'NVE', message: 'Kindly enter valid UPI ID' });
  });

  it('the URL call and the mobile-web URL call both lead to the DP-charges UPI page', async () => {
    const page = '/ewa/dpcharges/pay';
    for (const userId of ['50000004', '']) {
      const url = dataOf(await call4(dpChargesCalls.getDpChargesUrl, { name: 'Kavita Rao', userId }));
      expect(url.dpChargesUrl).toBe(page);
    }
    const web = dataOf(await call4(dpChargesCalls.getWebUrl, { projectId: 5, module: 'dpcharges' }));
    expect(web.url).toBe(page);
  });

  it("the URL calls refuse someone else's user id, malformed bodies and forged tokens", async () => {
    const theirs = await call4(dpChargesCalls.getDpChargesUrl, { name: 'X', userId: '50000005' });
    expect(theirs.status).toBe(403);
    expect(theirs.json.isSuccess).toBe(false);
    for (const [path, body] of [
      [dpChargesCalls.getDpChargesUrl.path, {}],
      [dpChargesCalls.getDpChargesUrl.path, { name: 'X', userId: 'x'.repeat(41) }],
      [dpChargesCalls.getDpChargesUrl.path, { name: 7, userId: '50000004' }],
      [dpChargesCalls.getWebUrl.path, { projectId: 4, module: 'dpcharges' }],
      [dpChargesCalls.getWebUrl.path, { projectId: 5, module: 'fatca' }],
      [dpChargesCalls.getWebUrl.path, { projectId: '5', module: 'dpcharges' }],
    ] as const) {
      const res = await t.post(path, body, t.token);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json.field, path).toBeTruthy();
    }
    const forged = `${t.token.slice(0, -4)}AAAA`;
    for (const [path, body] of [
      [dpChargesCalls.getDpChargesUrl.path, { name: 'X', userId: '50000004' }],
      [dpChargesCalls.getWebUrl.path, { projectId: 5, module: 'dpcharges' }],
    ] as const) {
      for (const token of [forged, 'not-a-token', undefined]) {
        const res = await t.post(path, body, token);
        expect(res.status, `${path} with ${token}`).toBe(401);
        expect(JSON.stringify(res.json)).not.toContain('/ewa/dpcharges');
      }
    }
  });

  it('forged tokens on the payment calls change nothing', async () => {
    const forged = `${t.token.slice(0, -4)}AAAA`;
    const bills = dataOf(await call4(dpChargesCalls.getOutstandingBills, {}));
    const bodies: [string, unknown][] = [
      [dpChargesCalls.getOutstandingBills.path, {}],
      [
        dpChargesCalls.vpaAuthentication.path,
        { ucc: '50000004', payerVpa: 'success@ewapay', accessFrom: 'PDESK' },
      ],
      [
        dpChargesCalls.collectionRequestGenerate.path,
        {
          vpaReqId: '1',
          payerVpa: 'success@ewapay',
          amount: bills.totalOutstanding,
          expMinute: 5,
          billDetails: bills.bills.map((b) => ({ billNo: b.billNo })),
          accessFrom: 'PDESK',
        },
      ],
      [dpChargesCalls.dpGetUpiCallBackResDetail.path, { parentTrxnID: 'EWADP1', njacNo: '50000004' }],
      [
        dpChargesCalls.callTransactionStatusInquiryUPIService.path,
        { parentTrxnID: 'EWADP1', njacNo: '50000004' },
      ],
    ];
    for (const [path, body] of bodies) {
      const res = await t.post(path, body, forged);
      expect(res.status, path).toBe(401);
    }
    expect(await dpPayments()).toHaveLength(0);
    expect((await billsOf('50000004')).every((b) => b.paidTrxnId === null)).toBe(true);
  });

  it("refuses someone else's bills and malformed bodies, changing nothing", async () => {
    const check = dataOf(
      await call4(dpChargesCalls.vpaAuthentication, {
        ucc: '50000004',
        payerVpa: 'success@ewapay',
        accessFrom: 'PDESK',
      }),
    );
    const theirs = (await billsOf('50000005')).map((b) => ({ billNo: b.billNo }));
    const refused = await call4(dpChargesCalls.collectionRequestGenerate, {
      vpaReqId: check.vpaReqId,
      payerVpa: 'success@ewapay',
      amount: 472,
      expMinute: 5,
      billDetails: theirs,
      accessFrom: 'PDESK',
    });
    expect(refused.json.isSuccess).toBe(false);
    const forbidden = await call4(dpChargesCalls.vpaAuthentication, {
      ucc: '50000005',
      payerVpa: 'success@ewapay',
      accessFrom: 'PDESK',
    });
    expect(forbidden.status).toBe(403);
    for (const body of [
      {},
      {
        vpaReqId: check.vpaReqId,
        payerVpa: 'success@ewapay',
        amount: 743.4,
        expMinute: 10,
        billDetails: [],
        accessFrom: 'PDESK',
      },
      {
        vpaReqId: 'x',
        payerVpa: 'nope',
        amount: '743.40',
        expMinute: 5,
        billDetails: [{}],
        accessFrom: 'WEB',
      },
    ]) {
      const res = await t.post(dpChargesCalls.collectionRequestGenerate.path, body, t.token);
      expect(res.status).toBe(400);
    }
    const malformedWait = await t.post(
      dpChargesCalls.dpGetUpiCallBackResDetail.path,
      { parentTrxnID: 'x y' },
      t.token,
    );
    expect(malformedWait.status).toBe(400);
    expect(await dpPayments()).toHaveLength(0);
    expect((await billsOf('50000005')).every((b) => b.paidTrxnId === null)).toBe(true);
  });

  it('failure@ewapay declines: no bill is paid and the account stays deactivated', async () => {
    const { final, finalAt, watched, sent } = await pay(call5, '50000005', 'failure@ewapay');
    expect(final.PAY_STATUS).toBe('FAILED');
    // The held watch answered the end itself, within moments of it (not at the next poll).
    const watch = await watched;
    expect(watch.data.PAY_STATUS).toBe('FAILED');
    expect(watch.at - finalAt).toBeLessThan(2_000);
    // Another investor's payment is not watched.
    const foreign = await call4(dpChargesCalls.dpAwaitUpiResult, {
      parentTrxnID: sent.parentTrxnID,
      njacNo: '50000004',
      waitMs: 0,
    });
    expect(foreign.json.isSuccess).toBe(false);
    expect((await billsOf('50000005')).every((b) => b.paidTrxnId === null)).toBe(true);
    expect(await flagOf('50000005')).toBe('optional');
  });

  it('two collection requests at once for the same bills: one is sent, the other refused', async () => {
    const bills = dataOf(await call5(dpChargesCalls.getOutstandingBills, {}));
    const check = dataOf(
      await call5(dpChargesCalls.vpaAuthentication, {
        ucc: '50000005',
        payerVpa: 'meera@ewapay',
        accessFrom: 'PDESK',
      }),
    );
    const body = {
      vpaReqId: check.vpaReqId,
      payerVpa: 'meera@ewapay',
      amount: bills.totalOutstanding,
      expMinute: 5 as const,
      billDetails: bills.bills.map((b) => ({ billNo: b.billNo })),
      accessFrom: 'PDESK' as const,
    };
    const answers = await Promise.all(
      [0, 1, 2].map(() => call5(dpChargesCalls.collectionRequestGenerate, body)),
    );
    const sent = answers.filter((a) => a.json.isSuccess);
    expect(sent).toHaveLength(1);
    expect(answers.filter((a) => !a.json.isSuccess).map((a) => a.json.message)).toEqual([
      'A payment of these charges is already waiting for your approval.',
      'A payment of these charges is already waiting for your approval.',
    ]);
    const pending = (await dpPayments()).filter((p) => p.njAcNo === '50000005' && p.payStatus === 'PENDING');
    expect(pending).toHaveLength(1);
  });

  it('success@ewapay pays every bill exactly once and re-activates the account, whatever repeats', async () => {
    const { sent, final, watched } = await pay(call4, '50000004', 'success@ewapay');
    expect(sent.collectionApiStatus).toBe('SUCCESS');
    expect(final.PAY_STATUS).toBe('SUCCESS');
    expect((await watched).data.PAY_STATUS).toBe('SUCCESS');
    const trxnId = sent.parentTrxnID;
    // Concurrent settlements and inquiries after the callback: none applies again.
    const again = await Promise.all(
      Array.from({ length: 4 }, () =>
        settlePayment(
          { db: t.database.db, settlements: paymentsOf(t.app).settlements },
          trxnId,
          { status: 'SUCCESS', reason: 'race', source: 'test' },
          new Date(),
          systemOrigin('test'),
        ),
      ),
    );
    expect(again.every((r) => !r.applied)).toBe(true);
    const inquiry = dataOf(
      await call4(dpChargesCalls.callTransactionStatusInquiryUPIService, {
        parentTrxnID: trxnId,
        njacNo: '50000004',
      }),
    );
    expect(inquiry.inquiryStatus).toBe('SUCCESS');
    // The PSP's callback delivered again is a duplicate.
    const [applied] = await t.database.db.select().from(upiCallbacks).where(eq(upiCallbacks.trxnId, trxnId));
    expect(applied?.outcome).toBe('APPLIED');
    const secret = await resolveSecret(t.database.db, 'upi-webhook', undefined);
    const raw = applied?.rawBody ?? '';
    const repeat = await t.inject({
      method: 'POST',
      url: '/api/payments/upi/callback',
      headers: {
        'content-type': 'application/json',
        [UPI_SIGNATURE_HEADER]: signCallback(secret, raw, t.clock.now()),
      },
      payload: raw,
    });
    expect(repeat.json().message).toBe('DUPLICATE');
    const forged = await t.inject({
      method: 'POST',
      url: '/api/payments/upi/callback',
      headers: {
        'content-type': 'application/json',
        [UPI_SIGNATURE_HEADER]: signCallback(Buffer.from('nope'), raw, t.clock.now()),
      },
      payload: raw,
    });
    expect(forged.statusCode).toBe(401);

    const bills = await billsOf('50000004');
    expect(bills.map((b) => b.paidTrxnId)).toEqual([trxnId, trxnId]);
    expect(await flagOf('50000004')).toBe('none');
    const audits = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.settled'))
    ).filter((r) => (r.detail as { trxnId?: string } | null)?.trxnId === trxnId);
    expect(audits).toHaveLength(1);
    const nothingLeft = dataOf(await call4(dpChargesCalls.getOutstandingBills, {}));
    expect(nothingLeft).toMatchObject({ totalOutstanding: 0, bills: [] });
  });
});
