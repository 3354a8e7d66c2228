import {
  type AnyCall,
  getExchangeInfo,
  getInstallmentDate,
  getPaymentModeWiseBankForUcc,
  getSwpStartEndDate,
  MONEY_DOOR,
  purchaseCalls,
  type RequestOf,
} from '@ewa/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, purchaseOrders } from '../../kernel/payments/index.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';

const t = useTestApp({ areas: ['purchase', 'common'], investor: '50000001' });
const call = <C extends AnyCall>(c: C, body: RequestOf<C>) => t.call(c, body, t.token);

let keySeq = 0;
const newKey = () => `cart-${Date.now()}-${keySeq++}`;

describe('scheme listing', () => {
  it('filters by plan, type, AMC, risk and keyword, sorted and paged', async () => {
    const all = dataOf(await call(purchaseCalls.getSchemeList, {}));
    expect(all.totalCount).toBe(120); // 60 schemes × direct and regular
    expect(all.schemes).toHaveLength(20);

    const liquidDirect = dataOf(
      await call(purchaseCalls.getSchemeList, { isDirectPlan: 'Y', selectedSchemeType: 'LIQUID' }),
    );
    expect(liquidDirect.totalCount).toBeGreaterThan(0);
    for (const s of liquidDirect.schemes) {
      expect(s.isDirect).toBe('Y');
      expect(s.schemeType).toBe('LIQUID');
    }

    const byAmc = dataOf(
      await call(purchaseCalls.getSchemeList, {
        selectedAmc: 'ARJ',
        selectedRisk: 'Very High',
        pageSize: 100,
      }),
    );
    expect(byAmc.schemes.every((s) => s.amcCode === 'ARJ' && s.riskometerVal === 'Very High')).toBe(true);

    const keyword = dataOf(await call(purchaseCalls.getSchemeList, { searchKeyword: 'small cap' }));
    expect(keyword.schemes.length).toBeGreaterThan(0);
    expect(keyword.schemes.every((s) => /small cap/i.test(s.schName))).toBe(true);

    const sorted = dataOf(
      await call(purchaseCalls.getSchemeList, { sortBy: 'return1y', sortOrder: 'desc', pageSize: 50 }),
    );
    const returns = sorted.schemes.map((s) => s.return1y).filter((r: number | null) => r !== null);
    expect(returns).toEqual([...returns].sort((a: number, b: number) => b - a));

    const page2 = dataOf(await call(purchaseCalls.getSchemeList, { pageNo: 2, pageSize: 20 }));
    expect(page2.schemes[0]?.schCode).not.toBe(all.schemes[0]?.schCode);
  });

  it('treats a keyword with LIKE wildcards literally', async () => {
    const res = dataOf(await call(purchaseCalls.getSchemeList, { searchKeyword: '%' }));
    expect(res.totalCount).toBe(0);
  });

  it('answers 400 naming the field for a bad filter, never 500', async () => {
    const res = await call(purchaseCalls.getSchemeList, { pageSize: 5000 });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('pageSize');
  });
});

describe('scheme detail, validation and brokerage', () => {
  it('shows the purchase detail with documents, riskometer and nominees', async () => {
    const d = dataOf(
      await call(purchaseCalls.getSchemeDetail, {
        schCode: 'ARJ0001',
        isDirect: 'Y',
        schOpt: 'G',
        ccode: '50000001',
      }),
    );
    expect(d.serviceType).toBe('3');
    expect(d.brokRate).toBe('0.50% Or Rs 20/- on executed order whichever is lower');
    expect(d.displayType).toBe('Link');
    expect(d.folioNo).toBe('1234567/89');
    expect(d.kimDocList[0]?.docUrl).toMatch(/\/api\/schemes\/ARJ0001\/documents\/kim\.pdf$/);
    expect(d.isNomineeDisp).toBe('Y');
    const pdf = await t.inject({ method: 'GET', url: d.kimDocList[0]?.docUrl ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
  });

  it('asks for a MARS confirmation for a ready-portfolio holding and blocks a suspended scheme', async () => {
    const mars = dataOf(
      await call(purchaseCalls.validatePurchase, {
        ccode: '50000001',
        schCode: 'BNY0002',
        isDirect: 'Y',
        schOpt: 'G',
      }),
    );
    expect(mars).toMatchObject({ validationCnt: 1, isMarsValidation: 'Y' });
    const suspended = dataOf(
      await call(purchaseCalls.validatePurchase, {
        ccode: '50000001',
        schCode: 'CRM0003',
        isDirect: 'Y',
        schOpt: 'G',
      }),
    );
    expect(suspended.validationCnt).toBe(1);
    expect(suspended.isMarsValidation).toBe('N');
    const clean = dataOf(
      await call(purchaseCalls.validatePurchase, {
        ccode: '50000001',
        schCode: 'ARJ0001',
        isDirect: 'N',
        schOpt: 'G',
      }),
    );
    expect(clean).toEqual({ validationCnt: 0, message: '', isMarsValidation: 'N' });
  });

  it("refuses another investor's account", async () => {
    const res = await call(purchaseCalls.validatePurchase, {
      ccode: '50000002',
      schCode: 'ARJ0001',
      isDirect: 'Y',
      schOpt: 'G',
    });
    expect(res.status).toBe(403);
  });

  it('computes brokerage as percent or Rs 20 whichever is lower', async () => {
    const small = dataOf(
      await call(purchaseCalls.getBrokerageForDirPlan, { schCode: 'ARJ0001', purAmount: 1000 }),
    );
    expect(small).toMatchObject({ brokPercent: 0.5, brokCapAmount: 20, brokAmount: 5 });
    const large = dataOf(
      await call(purchaseCalls.getBrokerageForDirPlan, { schCode: 'ARJ0001', purAmount: 5000.5 }),
    );
    expect(large.brokAmount).toBe(20);
    const odd = dataOf(
      await call(purchaseCalls.getBrokerageForDirPlan, { schCode: 'ARJ0001', purAmount: 1001.01 }),
    );
    expect(odd.brokAmount).toBe(5.01); // 5.00505 → 5.01 half-up
    const tooPrecise = await call(purchaseCalls.getBrokerageForDirPlan, {
      schCode: 'ARJ0001',
      purAmount: 10.005,
    });
    expect(tooPrecise.status).toBe(400);
    expect(tooPrecise.json.field).toBe('purAmount');
  });

  it('gives SWP detail, cut-offs, installment dates and pay-mode banks', async () => {
    const swp = dataOf(
      await call(purchaseCalls.getPurchaseWithSwpDetail, {
        schCode: 'ARJ0001',
        isDirect: 'Y',
        schOpt: 'G',
        ccode: '50000001',
        isPurchased: 'Y',
        folioNo: '1234567/89',
      }),
    );
    expect(swp.unitDetail.units).toBe(152.345);
    expect(swp.bankListSwp.length).toBe(2);
    const cutoff = dataOf(await call(purchaseCalls.getCuttofDetail, {}));
    expect(cutoff.cutOffDetail.find((c) => c.schemeType === 'LIQUID')?.cutOffTime).toBe('13:30');
    const dates = dataOf(await call(getInstallmentDate, { freqId: '1' }));
    expect(dates.installmentDate).toContain(28);
    const range = dataOf(
      await call(getSwpStartEndDate, {
        freqId: '2',
        installmentDate: 10,
        startMonth: '2027-01',
        totalNoOfInst: 4,
      }),
    );
    expect(range).toMatchObject({ startDate: '2027-01-10', endDate: '2027-10-10' });
    const modes = dataOf(await call(getPaymentModeWiseBankForUcc, {}));
    expect(modes.mandates.map((m) => m.upperLimit).sort((a: number, b: number) => a - b)).toEqual([
      25000, 100000,
    ]);
    const exchange = dataOf(
      await call(getExchangeInfo, {
        exchangeSchemeDetails: [{ scheme: 'ARJ0001', opt: 'G', planType: 'D', nfo: 'N', totalAmount: 1500 }],
        totalAmount: 1500,
        payMode: '8',
        njAcNo: '50000001',
        project: 'EWA',
        trxnType: 'PIP',
      }),
    );
    expect(exchange.isAllowed).toBe('Y');
  });
});

type ConfirmBody = RequestOf<typeof purchaseCalls.onConfirm>;

/** How many payments the database holds (a confirmation makes one). */
const paymentCount = async () =>
  (await t.database.db.select({ trxnId: payments.trxnId }).from(payments)).length;

/** onConfirm under an Idempotency-Key of the test's choosing. */
const confirmWith = (key: string, body: ConfirmBody) =>
  t.call(purchaseCalls.onConfirm, body, t.token, { 'idempotency-key': key });

describe('onConfirm', () => {
  const lumpsum = (schcode: string, totalAmount: number): ConfirmBody['items'][number] => ({
    schcode,
    selectedDivOption: 'G',
    isDirect: 'Y',
    totalAmount,
    trxnType: 'PIP',
  });

  it('makes one order set and one payment for a confirmation sent twice, and answers the first reply', async () => {
    const key = newKey();
    const body: ConfirmBody = {
      items: [lumpsum('ARJ0001', 5000), lumpsum('DCN0004', 2501)],
      total: 7501,
      paymentMode: '7',
      bankAccNo: '501050000001' + '00',
      neftrtgsrefno: 'HDFCN52026112201',
      neftrtgsrerefno: 'HDFCN52026112201',
      neftrtgsamount: 7501,
    };
    const before = await paymentCount();
    const [first, second] = await Promise.all([confirmWith(key, body), confirmWith(key, body)]);
    expect(first.status).toBe(200);
    expect(first.json, JSON.stringify(first.json)).toMatchObject({ isSuccess: true });
    expect(second.json).toEqual(first.json);
    // A retry from an updated browser is the same order.
    const third = await confirmWith(key, { ...body, browser: 'Firefox 140', os: 'Linux' });
    expect(third.json).toEqual(first.json);
    const trxnId = dataOf(first).trxnId;
    expect(await paymentCount()).toBe(before + 1);
    const rows = await t.database.db.select().from(payments).where(eq(payments.trxnId, trxnId));
    expect(rows.map((r) => r.amountPaise)).toEqual([750_100]);
    const orders = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.trxnId, trxnId));
    expect(orders).toHaveLength(2);
    expect(
      orders.every((o) => o.status === 'PLACED' && /^\d{4}-\d{2}-\d{2}$/.test(o.navApplicableDate)),
    ).toBe(true);
    expect(dataOf(first).totalBrokerage).toBe(32.51); // capped 20 + 0.5% of 2,501 = 12.505 → 12.51 (half-up)
  });

  it('answers the first reply to every copy of a NEFT confirmation sent at once, never NEFT_USED', async () => {
    const key = newKey();
    const ref = `HDFCN5${key.replace(/\W/g, '').slice(0, 10).toUpperCase()}`;
    const body: ConfirmBody = {
      items: [lumpsum('ARJ0001', 5000)],
      total: 5000,
      paymentMode: '7',
      bankAccNo: '501050000001' + '00',
      neftrtgsrefno: ref,
      neftrtgsrerefno: ref,
      neftrtgsamount: 5000,
    };
    const before = await paymentCount();
    const replies = await Promise.all(Array.from({ length: 6 }, () => confirmWith(key, body)));
    for (const reply of replies) expect(reply.json, JSON.stringify(reply.json)).toEqual(replies[0]!.json);
    expect(replies[0]!.json).toMatchObject({ isSuccess: true });
    expect(await paymentCount()).toBe(before + 1);
  });

  it('answers the first reply to every copy of a mandate confirmation sent at once, with one payment and one order set', async () => {
    const key = newKey();
    const body: ConfirmBody = {
      items: [lumpsum('ARJ0001', 1000)],
      total: 1000,
      paymentMode: '2',
      mandateNo: 'NJM500000012',
    };
    const before = await paymentCount();
    const replies = await Promise.all(Array.from({ length: 8 }, () => confirmWith(key, body)));
    for (const reply of replies) expect(reply.json, JSON.stringify(reply.json)).toEqual(replies[0]!.json);
    expect(replies[0]!.json).toMatchObject({ isSuccess: true });
    expect(await paymentCount()).toBe(before + 1);
    const orders = await t.database.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.trxnId, dataOf(replies[0]!).trxnId));
    expect(orders).toHaveLength(1);
  });

  // A copy sent once the first is written (the NEFT copy would find its reference taken) answers the first
  // reply through the money door, and writes nothing.
  it.each([
    { copy: 'an NEFT confirmation (its reference now taken)', neft: true },
    { copy: 'a mandate confirmation', neft: false },
  ])('answers the first reply to a later copy of $copy', async ({ neft }) => {
    const key = newKey();
    const ref = `ICICN5${key.replace(/\W/g, '').slice(-10).toUpperCase()}`;
    const body: ConfirmBody = neft
      ? {
          items: [lumpsum('ARJ0001', 2000)],
          total: 2000,
          paymentMode: '7',
          bankAccNo: '50105000000100',
          neftrtgsrefno: ref,
          neftrtgsrerefno: ref,
        }
      : {
          items: [lumpsum('ARJ0001', 2000)],
          total: 2000,
          paymentMode: '2',
          mandateNo: 'NJM500000012',
        };
    const before = await paymentCount();
    const first = await confirmWith(key, body);
    expect(first.json, JSON.stringify(first.json)).toMatchObject({ isSuccess: true });
    const copy = await confirmWith(key, body);
    expect(copy.json).toEqual(first.json);
    expect(await paymentCount()).toBe(before + 1);
  });

  it('de-duplicates by the Idempotency-Key header sent as is', async () => {
    const key = newKey();
    const body: ConfirmBody = {
      items: [lumpsum('ARJ0001', 1000)],
      total: 1000,
      paymentMode: '2',
      mandateNo: 'NJM500000011',
    };
    const send = () =>
      t.inject({
        method: 'POST',
        url: '/api/purchase/onConfirm',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${t.token}`,
          'idempotency-key': key,
        },
        payload: JSON.stringify(body),
      });
    const before = await paymentCount();
    const a = await send();
    const b = await send();
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(await paymentCount()).toBe(before + 1);
  });

  it('answers 422 when a key already used is sent with a different cart, and writes nothing', async () => {
    const key = newKey();
    const body = (amount: number): ConfirmBody => ({
      items: [lumpsum('ARJ0001', amount)],
      total: amount,
      paymentMode: '2',
      mandateNo: 'NJM500000011',
    });
    const send = (payload: ConfirmBody, url = '/api/purchase/onConfirm') =>
      t.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${t.token}`,
          'idempotency-key': key,
        },
        payload: JSON.stringify(payload),
      });
    const before = await paymentCount();
    const first = await send(body(1000));
    expect(first.statusCode).toBe(200);
    const other = await send(body(5000));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      isSuccess: false,
      message: MONEY_DOOR.keyReused,
      errCode: MONEY_DOOR.keyReusedCode,
    });
    // The same cart again still answers the first reply, with or without a query string.
    const again = await send(body(1000), '/api/purchase/onConfirm?retry=1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await paymentCount()).toBe(before + 1);
  });

  it('reads the Idempotency-Key header when the URL has a query string: one order, not two', async () => {
    const key = newKey();
    const payload = JSON.stringify({
      items: [lumpsum('ARJ0001', 1000)],
      total: 1000,
      paymentMode: '2',
      mandateNo: 'NJM500000011',
    });
    const send = (url: string) =>
      t.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${t.token}`,
          'idempotency-key': key,
        },
        payload,
      });
    const before = await paymentCount();
    const a = await send('/api/purchase/onConfirm?x=1');
    const b = await send('/api/purchase/onConfirm?x=2&y');
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await paymentCount()).toBe(before + 1);
  });

  it('refuses a malformed Idempotency-Key with a 400 naming it, and writes nothing', async () => {
    const before = await paymentCount();
    for (const key of ['short', 'has spaces in it', 'x'.repeat(65)]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/purchase/onConfirm',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${t.token}`,
          'idempotency-key': key,
        },
        payload: JSON.stringify({
          items: [lumpsum('ARJ0001', 1000)],
          total: 1000,
          paymentMode: '2',
          mandateNo: 'NJM500000011',
        }),
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({
        isSuccess: false,
        message: MONEY_DOOR.badKey,
        field: 'Idempotency-Key',
        errCode: 'BAD_REQUEST',
      });
    }
    expect(await paymentCount()).toBe(before);
  });

  it('refuses a used NEFT/RTGS reference, before and at confirm', async () => {
    const check = dataOf(await call(purchaseCalls.checkPayRefNo, { neftrtgsrefno: 'hdfcn52026112201' }));
    expect(check.isPayRefNoAvailable).toBe(false);
    const fresh = dataOf(await call(purchaseCalls.checkPayRefNo, { neftrtgsrefno: 'ICICN52026112299' }));
    expect(fresh.isPayRefNoAvailable).toBe(true);
    const res = await call(purchaseCalls.onConfirm, {
      items: [lumpsum('ARJ0001', 1000)],
      total: 1000,
      paymentMode: '7',
      bankAccNo: '50105000000100',
      neftrtgsrefno: 'HDFCN52026112201',
      neftrtgsrerefno: 'HDFCN52026112201',
    });
    expect(res.json).toMatchObject({
      isSuccess: false,
      message: 'This NEFT/RTGS reference number has already been used.',
    });
  });

  it('refuses a mandate payment over its upper limit and accepts one within it', async () => {
    const over = await call(purchaseCalls.onConfirm, {
      items: [lumpsum('ARJ0001', 30000)],
      total: 30000,
      paymentMode: '2',
      mandateNo: 'NJM500000011',
    });
    expect(over.json).toMatchObject({
      isSuccess: false,
      message: 'The amount exceeds the upper limit of the selected mandate (Rs 25000.00).',
    });
    const within = await call(purchaseCalls.onConfirm, {
      items: [lumpsum('ARJ0001', 30000)],
      total: 30000,
      paymentMode: '2',
      mandateNo: 'NJM500000012',
    });
    expect(within.json.isSuccess).toBe(true);
  });

  it('refuses a total that does not match the items, and a confirm without an Idempotency-Key', async () => {
    const mismatch = await call(purchaseCalls.onConfirm, {
      items: [lumpsum('ARJ0001', 1000)],
      total: 999.99,
      paymentMode: '2',
      mandateNo: 'NJM500000012',
    });
    expect(mismatch.json).toMatchObject({
      isSuccess: false,
      message: 'The cart total does not match its items. Please review your cart.',
    });
    const before = await paymentCount();
    const noKey = await t.post(
      purchaseCalls.onConfirm.path,
      { items: [lumpsum('ARJ0001', 1000)], total: 1000, paymentMode: '2', mandateNo: 'NJM500000012' },
      t.token,
    );
    expect(noKey.status).toBe(400);
    expect(noKey.json).toMatchObject({ message: MONEY_DOOR.needsKey, field: 'Idempotency-Key' });
    expect(await paymentCount()).toBe(before);
  });

  it('registers a SIP with its first installment and an SWP without payment', async () => {
    const sip = await call(purchaseCalls.onConfirm, {
      items: [
        {
          ...lumpsum('ARJ0001', 1500),
          trxnType: 'SIP',
          sip: { freqId: '1', installmentDate: 5, startMonth: '2027-01', noOfInstallments: 12 },
        },
      ],
      total: 1500,
      paymentMode: '2',
      mandateNo: 'NJM500000011',
    });
    expect(dataOf(sip).orders[0]).toMatchObject({ trxnType: 'SIP', status: 'PLACED' });
    const swp = await call(purchaseCalls.onConfirm, {
      items: [
        {
          ...lumpsum('ARJ0001', 1000),
          trxnType: 'SWP',
          swp: { freqId: '1', installmentDate: 10, startMonth: '2027-01', noOfInstallments: 12 },
        },
      ],
      total: 0,
      paymentMode: '2',
      mandateNo: 'NJM500000011',
    });
    expect(dataOf(swp)).toMatchObject({ PAY_STATUS: 'SUCCESS', paymentAmount: 0 });
    expect(dataOf(swp).orders[0]).toMatchObject({ trxnType: 'SWP', status: 'REGISTERED' });
  });

  it('answers 400 for malformed confirmations, never 500', async () => {
    const bad = [
      {},
      { items: [], total: 0, paymentMode: '7' },
      { items: [lumpsum('ARJ0001', 1000.001)], total: 1000, paymentMode: '7' },
      { items: [lumpsum('ARJ0001', 1000)], total: 1000, paymentMode: '9' },
      { items: [lumpsum('ARJ0001', -5)], total: -5, paymentMode: '7' },
      // The confirmation id the body once carried: the key is the header now.
      { items: [lumpsum('ARJ0001', 1000)], total: 1000, paymentMode: '7', cartConfirmationId: newKey() },
    ];
    for (const body of bad) {
      const res = await t.post(purchaseCalls.onConfirm.path, body, t.token, { 'idempotency-key': newKey() });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.field, JSON.stringify(body)).not.toBe('Idempotency-Key');
    }
  });
});
