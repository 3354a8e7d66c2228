import * as contract from '@ewa/api';
import {
  type AnyCall,
  authorizeCalls,
  dpChargesCalls,
  MONEY_DOOR,
  payoutCalls,
  portfolioCalls,
  purchaseCalls,
  type RequestOf,
  systematicCalls,
} from '@ewa/api';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { authorizeBody, enter } from '../areas/authorize/testing.ts';
import { redemptionOrders } from '../areas/portfolio/schema.ts';
import { payments } from '../areas/purchase/schema.ts';
import { systematicPlans, systematicTopUps } from '../areas/systematic/schema.ts';
import { auditLog } from '../db/schema/core.ts';
import { sandboxUpiRequests } from '../sandbox/upi/schema.ts';
import { useTestApp } from '../testing/area-test.ts';
import { dataOf, testDatabaseKind } from '../testing/test-app.ts';
import { registeredCalls } from './calls.ts';

/**
 * Every call that moves money, sent as a retrying client or a double click would: 20 copies at once
 * under one Idempotency-Key, then the key once more with another request. Through the one door each
 * acts once, the 20 answers are the same bytes, and the reused key is a 422. Meaningful on
 * PostgreSQL, where the copies really run side by side (the embedded database runs one at a time).
 */
const t = useTestApp({ investor: '50000001' });
const COPIES = 20;

interface Fixture {
  /** Makes what the call acts on; answers the session, two different requests and the effect count. */
  prepare(): Promise<{
    token: string;
    request: unknown;
    other: unknown;
    effects(): Promise<number>;
  }>;
}

const countOf = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
const db = () => t.database.db;
const auditsOf = (njAcNo: string, action: string) =>
  countOf(
    db()
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.njAcNo, njAcNo), like(auditLog.action, action))),
  );

let serial = 0;
const keyOf = (path: string) => `burst-${path.replace(/\W/g, '-').slice(-30)}-${++serial}-${Date.now()}`;

const lumpsum = (amount: number): RequestOf<typeof purchaseCalls.onConfirm> => ({
  items: [
    { schcode: 'ARJ0001', selectedDivOption: 'G', isDirect: 'Y', totalAmount: amount, trxnType: 'PIP' },
  ],
  total: amount,
  paymentMode: '2',
  mandateNo: 'NJM500000011',
});

async function activeSip(token: string, skip: string[] = []) {
  const { plans } = dataOf(await t.call(systematicCalls.getSystematicPlans, { kind: 'SIP' }, token));
  const sip = plans.find((p) => p.status === 'ACTIVE' && !skip.includes(p.planNo));
  if (!sip) throw new Error('no active SIP left for the burst test');
  return sip;
}

const usedSips: string[] = [];

const fixtures: Record<string, Fixture> = {
  [purchaseCalls.onConfirm.path]: {
    async prepare() {
      const token = await t.sessionToken('50000001');
      return {
        token,
        request: lumpsum(1000),
        other: lumpsum(2000),
        effects: () =>
          countOf(db().select({ n: count() }).from(payments).where(eq(payments.njAcNo, '50000001'))),
      };
    },
  },
  [purchaseCalls.getUPICollectionApiStatus.path]: {
    async prepare() {
      const token = await t.sessionToken('50000001');
      const vpa = 'burst@ewapay';
      const check = dataOf(
        await t.call(
          purchaseCalls.validateVPA,
          { njAcNo: '50000001', payerVirtualAddress: vpa, segment: 'MF' },
          token,
        ),
      );
      const order = dataOf(
        await t.call(
          purchaseCalls.onConfirm,
          {
            ...lumpsum(1500),
            paymentMode: '8',
            mandateNo: undefined,
            payerVirtualAddress: vpa,
            VPAVerifyDtlSrNo: check.VPAVerifyDtlsrNo,
          },
          token,
        ),
      );
      const request = {
        trxnid: order.trxnId,
        payerVirtualAddress: vpa,
        VPAVerifyDtlSrNo: check.VPAVerifyDtlsrNo,
        segment: 'MF' as const,
      };
      return {
        token,
        request,
        other: { ...request, payBankAccNo: '50105000000100' },
        effects: () =>
          countOf(
            db()
              .select({ n: count() })
              .from(sandboxUpiRequests)
              .where(eq(sandboxUpiRequests.merchantTrxnId, order.trxnId)),
          ),
      };
    },
  },
  [portfolioCalls.confirmRedemption.path]: {
    async prepare() {
      const token = await t.sessionToken('50000001');
      const folio = { schCode: 'ARJ0001', isDirect: true, schOpt: 'G' as const, folioNo: '1234567/89' };
      return {
        token,
        request: { ...folio, mode: 'units', units: 1 },
        other: { ...folio, mode: 'units', units: 2 },
        effects: () =>
          countOf(
            db()
              .select({ n: count() })
              .from(redemptionOrders)
              .where(and(eq(redemptionOrders.njAcNo, '50000001'), eq(redemptionOrders.kind, 'REDEEM'))),
          ),
      };
    },
  },
  [payoutCalls.confirmInstaCash.path]: {
    async prepare() {
      const token = await t.sessionToken('50000001');
      const { folios } = dataOf(await t.call(payoutCalls.getInstaCashOptions, {}, token));
      const liquid = folios[0];
      if (!liquid) throw new Error('no liquid folio for insta cash');
      const plan = {
        schCode: liquid.schCode,
        isDirect: liquid.isDirect,
        schOpt: liquid.schOpt,
        folioNo: liquid.folioNo,
      };
      return {
        token,
        request: { ...plan, amount: 1000 },
        other: { ...plan, amount: 2000 },
        effects: () =>
          countOf(
            db()
              .select({ n: count() })
              .from(redemptionOrders)
              .where(and(eq(redemptionOrders.njAcNo, '50000001'), eq(redemptionOrders.kind, 'INSTA'))),
          ),
      };
    },
  },
  [systematicCalls.registerPlan.path]: {
    async prepare() {
      const token = await t.sessionToken('50000001');
      const options = dataOf(
        await t.call(
          systematicCalls.getPlanOptions,
          { kind: 'SWP', schCode: 'ARJ0001', isDirect: true, schOpt: 'G' },
          token,
        ),
      );
      const swp = (amount: number): RequestOf<typeof systematicCalls.registerPlan> => ({
        kind: 'SWP',
        schCode: 'ARJ0001',
        isDirect: true,
        schOpt: 'G',
        folioNo: '1234567/89',
        amount,
        freqId: '1',
        installmentDate: options.installmentDates[0] ?? 10,
        startMonth: options.startMonths[0]?.value ?? '',
        noOfInstallments: 12,
      });
      return {
        token,
        request: swp(2000),
        other: swp(3000),
        effects: () =>
          countOf(
            db()
              .select({ n: count() })
              .from(systematicPlans)
              .where(and(eq(systematicPlans.njAcNo, '50000001'), eq(systematicPlans.kind, 'SWP'))),
          ),
      };
    },
  },
  [systematicCalls.topUpSip.path]: {
    async prepare() {
      const token = await t.sessionToken('50000001');
      const sip = await activeSip(token, usedSips);
      usedSips.push(sip.planNo);
      const from = sip.installmentsDone + 1;
      return {
        token,
        request: { planNo: sip.planNo, amount: 500, fromInstallment: from },
        other: { planNo: sip.planNo, amount: 1000, fromInstallment: from },
        effects: () =>
          countOf(
            db().select({ n: count() }).from(systematicTopUps).where(eq(systematicTopUps.planNo, sip.planNo)),
          ),
      };
    },
  },
  [systematicCalls.stopPlan.path]: {
    async prepare() {
      const token = await t.sessionToken('50000001');
      const sip = await activeSip(token, usedSips);
      usedSips.push(sip.planNo);
      return {
        token,
        request: { planNo: sip.planNo, reason: '1' },
        other: { planNo: sip.planNo, reason: '2' },
        effects: () => auditsOf('50000001', 'systematic.stop%'),
      };
    },
  },
  [authorizeCalls.onAuthorize.path]: {
    async prepare() {
      const token = await t.sessionToken('50000001');
      const { d } = await enter(t, { investor: '50000001', type: 'SIP', amount: '1000' });
      return {
        token,
        request: authorizeBody(d),
        other: authorizeBody(d, { os: 'another request' }),
        effects: () => auditsOf('50000001', 'authorize.authorize'),
      };
    },
  },
  [authorizeCalls.onReject.path]: {
    async prepare() {
      const token = await t.sessionToken('50000001');
      const { d } = await enter(t, { investor: '50000001', type: 'SIP', amount: '1000' });
      return {
        token,
        request: { reqFrom: 'web', encryptedData: d },
        other: { reqFrom: 'web', encryptedData: d, remarks: 'another request' },
        effects: () => auditsOf('50000001', 'authorize.reject'),
      };
    },
  },
  [dpChargesCalls.collectionRequestGenerate.path]: {
    async prepare() {
      const token = await t.sessionToken('50000004');
      const bills = dataOf(await t.call(dpChargesCalls.getOutstandingBills, {}, token));
      const check = dataOf(
        await t.call(
          dpChargesCalls.vpaAuthentication,
          { ucc: '50000004', payerVpa: 'burst@ewapay', accessFrom: 'PDESK' },
          token,
        ),
      );
      const request = {
        vpaReqId: check.vpaReqId,
        payerVpa: 'burst@ewapay',
        amount: bills.totalOutstanding,
        expMinute: 5,
        billDetails: bills.bills.map((b) => ({ billNo: b.billNo })),
        accessFrom: 'PDESK',
      };
      return {
        token,
        request,
        other: { ...request, remark: 'another request' },
        effects: () =>
          countOf(
            db()
              .select({ n: count() })
              .from(payments)
              .where(and(eq(payments.njAcNo, '50000004'), eq(payments.purpose, 'dpcharges'))),
          ),
      };
    },
  },
};

async function send(path: string, token: string, key: string, body: unknown) {
  const res = await t.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': key,
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.body };
}

const contractMoneyCalls = () =>
  Object.values(contract).filter(
    (v): v is AnyCall =>
      typeof v === 'object' && v !== null && 'path' in v && 'request' in v && v.movesMoney === true,
  );

const table: Array<{ call: string; effects: number; replies: string; reusedKey: number }> = [];
afterAll(() => {
  if (table.length) console.info(`money burst on ${testDatabaseKind}:\n${JSON.stringify(table, null, 1)}`);
});

describe('the one door of money calls', () => {
  it('has a burst fixture for every call the contract marks movesMoney, and the router answers each', () => {
    const declared = contractMoneyCalls().map((c) => c.path);
    const answered = registeredCalls(t.app)
      .filter((r) => r.call.movesMoney)
      .map((r) => r.call.path);
    expect(declared.length).toBeGreaterThan(0);
    expect([...new Set(answered)].sort()).toEqual([...new Set(declared)].sort());
    // A new money call fails here until it has its fixture below.
    expect(Object.keys(fixtures).sort()).toEqual([...new Set(declared)].sort());
  });

  it.each(Object.keys(fixtures))(
    '%s: 20 copies at once act once and answer alike; the key with another request is a 422',
    async (path) => {
      const fixture = fixtures[path] as Fixture;
      const { token, request, other, effects } = await fixture.prepare();
      const before = await effects();
      const key = keyOf(path);
      const replies = await Promise.all(
        Array.from({ length: COPIES }, () => send(path, token, key, request)),
      );
      const statuses = replies.map((r) => r.status);
      expect(statuses, replies[0]?.body).toEqual(Array(COPIES).fill(200));
      expect(new Set(replies.map((r) => r.body)).size).toBe(1);
      expect(await effects()).toBe(before + 1);

      const reused = await send(path, token, key, other);
      expect(reused.status).toBe(422);
      expect(JSON.parse(reused.body)).toMatchObject({
        isSuccess: false,
        errCode: MONEY_DOOR.keyReusedCode,
        message: MONEY_DOOR.keyReused,
      });
      expect(await effects()).toBe(before + 1);
      // The first reply stays the key's answer.
      expect((await send(path, token, key, request)).body).toBe(replies[0]?.body);
      table.push({
        call: path,
        effects: (await effects()) - before,
        replies: `${COPIES} × ${statuses[0]}`,
        reusedKey: reused.status,
      });
    },
  );

  it('refuses a money call without a key, or with a malformed one, and changes nothing', async () => {
    const before = await countOf(
      db().select({ n: count() }).from(payments).where(eq(payments.njAcNo, '50000001')),
    );
    const none = await t.post(purchaseCalls.onConfirm.path, lumpsum(1000), t.token);
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ field: MONEY_DOOR.header, message: MONEY_DOOR.needsKey });
    const bad = await t.post(purchaseCalls.onConfirm.path, lumpsum(1000), t.token, {
      'idempotency-key': 'no way!',
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ field: MONEY_DOOR.header, message: MONEY_DOOR.badKey });
    expect(
      await countOf(db().select({ n: count() }).from(payments).where(eq(payments.njAcNo, '50000001'))),
    ).toBe(before);
  });

  it('keeps keys apart per account: another investor’s key of the same text is their own', async () => {
    const key = keyOf('apart');
    const mine = await send(
      purchaseCalls.onConfirm.path,
      await t.sessionToken('50000001'),
      key,
      lumpsum(1000),
    );
    const theirs = await send(
      purchaseCalls.onConfirm.path,
      await t.sessionToken('50000002'),
      key,
      lumpsum(1000),
    );
    expect(mine.status).toBe(200);
    expect(theirs.body).not.toBe(mine.body);
    expect(JSON.parse(theirs.body).errCode).not.toBe(MONEY_DOOR.keyReusedCode);
  });

  it('does not keep a refusal: the same key tries the request again', async () => {
    const key = keyOf('refusal');
    const refused = await send(purchaseCalls.onConfirm.path, t.token, key, {
      ...lumpsum(1000),
      mandateNo: 'NOT-MINE',
    });
    expect(JSON.parse(refused.body).isSuccess).toBe(false);
    const again = await send(purchaseCalls.onConfirm.path, t.token, key, {
      ...lumpsum(1000),
      mandateNo: 'NOT-MINE',
    });
    expect(again.body).toBe(refused.body);
    // And the key is still free for the request it is first kept with.
    const other = await send(purchaseCalls.onConfirm.path, t.token, key, lumpsum(1000));
    expect(other.status).toBe(200);
  });
});
