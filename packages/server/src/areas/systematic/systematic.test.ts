import {
  AUTHORIZE_TEXTS,
  authorizeCalls,
  systematicCalls as c,
  MONEY_DOOR,
  purchaseCalls,
  REDEEM_TEXTS,
  type RequestOf,
  SYSTEMATIC_TEXTS,
  type SystematicPlan,
} from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isBusinessDay, istParts } from '../../kernel/schemes/calendar.ts';
import { loadHolidays } from '../../kernel/schemes/lookup.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';
import { authTransactions } from '../authorize/schema.ts';

const t = useTestApp({ investor: '50000001' });

let serial = 0;
const newKey = () => `systematic-test-${++serial}-${Date.now()}`;

/** A plan-changing call with its Idempotency-Key header. */
async function send(path: string, body: unknown, key: string | undefined, token = t.token) {
  const res = await t.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, json: res.json() };
}

async function plansOf(token = t.token, kind?: 'SIP' | 'SWP' | 'STP'): Promise<SystematicPlan[]> {
  return dataOf(await t.call(c.getSystematicPlans, kind ? { kind } : {}, token)).plans;
}

async function otpFor(loginId: string): Promise<string> {
  const res = await t.inject({ method: 'GET', url: `/sandbox/api/outbox?to=${loginId}` });
  const latest = (res.json().data as { body: string }[])[0];
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no OTP in the outbox');
  return code;
}

describe('the investor’s systematic plans', () => {
  it('lists the demo SIPs, SWP and STP with a next debit on a business day from today', async () => {
    const plans = await plansOf();
    expect(plans.filter((p) => p.kind === 'SIP').length).toBeGreaterThanOrEqual(3);
    expect(plans.some((p) => p.kind === 'SWP')).toBe(true);
    const stp = plans.find((p) => p.kind === 'STP');
    expect(stp?.targetSchName).not.toBe('');
    const holidays = await loadHolidays(t.database.db);
    const today = istParts(t.clock.now()).date;
    for (const plan of plans.filter((p) => p.status === 'ACTIVE')) {
      expect(plan.nextDate).not.toBeNull();
      expect((plan.nextDate as string) >= today).toBe(true);
      expect(isBusinessDay(plan.nextDate as string, holidays)).toBe(true);
      expect(plan.installmentsDone + plan.installmentsLeft).toBe(plan.installments);
    }
    const arj = plans.find((p) => p.schCode === 'ARJ0001' && p.kind === 'SIP');
    expect(arj).toMatchObject({ folioNo: '1234567/89', amount: 5000, installmentDate: 5 });
    expect(arj?.installmentsDone).toBeGreaterThanOrEqual(7);
  });

  it('a SIP bought through the cart becomes a plan, once, starting in its chosen month', async () => {
    const token = await t.sessionToken('50000001');
    const before = (await plansOf(token, 'SIP')).length;
    const confirmed = await t.call(
      purchaseCalls.onConfirm,
      {
        items: [
          {
            schcode: 'ARJ0001',
            selectedDivOption: 'G',
            isDirect: 'Y',
            totalAmount: 1500,
            trxnType: 'SIP',
            sip: { freqId: '1', installmentDate: 5, startMonth: '2099-01', noOfInstallments: 12 },
          },
        ],
        total: 1500,
        paymentMode: '2',
        mandateNo: 'NJM500000011',
      },
      token,
    );
    const orderNo = dataOf(confirmed).orders[0]?.orderNo;
    const sips = await plansOf(token, 'SIP');
    expect(sips).toHaveLength(before + 1);
    expect((await plansOf(token, 'SIP')).length).toBe(before + 1);
    const bought = sips.find((p) => p.planNo === `P${orderNo}`);
    expect(bought).toMatchObject({
      amount: 1500,
      installmentsDone: 0,
      installmentsLeft: 12,
      status: 'ACTIVE',
    });
    expect(bought?.nextDate).toBe('2099-01-05');
  });

  it('filters by kind', async () => {
    const swps = await plansOf(t.token, 'SWP');
    expect(swps.length).toBeGreaterThan(0);
    expect(swps.every((p) => p.kind === 'SWP')).toBe(true);
  });

  it('lists the SIP debits of the next 30 days in date order', async () => {
    const { debits } = dataOf(await t.call(c.getUpcomingDebits, {}, t.token));
    expect(debits.length).toBeGreaterThanOrEqual(3);
    const dates = debits.map((d) => d.date);
    expect([...dates].sort()).toEqual(dates);
    expect(debits.every((d) => d.amount > 0)).toBe(true);
  });

  it('answers an unknown account code with a 403', async () => {
    const res = await t.post(c.getSystematicPlans.path, { ccode: '50000002' }, t.token);
    expect(res.status).toBe(403);
  });
});

describe('stopping a plan', () => {
  it('stops a SIP once; a repeat of the same request answers the first reply; stopping again is a clear 409', async () => {
    const token = await t.sessionToken('50000001');
    const sip = (await plansOf(token, 'SIP')).find((p) => p.status === 'ACTIVE' && p.schCode === 'GNG0016');
    if (!sip) throw new Error('demo SIP missing');
    const body = { planNo: sip.planNo, reason: '1' };
    const key = newKey();
    const first = await send(c.stopPlan.path, body, key, token);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      isSuccess: true,
      data: { message: AUTHORIZE_TEXTS.stopSipSent, plan: { status: 'STOPPED', nextDate: null } },
    });
    const repeat = await send(c.stopPlan.path, body, key, token);
    expect(repeat.json).toEqual(first.json);
    const again = await send(c.stopPlan.path, body, newKey(), token);
    expect(again.status).toBe(409);
    expect(again.json.displayMessage ?? again.json.message).toBe(SYSTEMATIC_TEXTS.alreadyStopped('SIP'));
    const after = (await plansOf(token)).find((p) => p.planNo === sip.planNo);
    expect(after).toMatchObject({
      status: 'STOPPED',
      stopReason: 'Financial constraints',
      installmentsLeft: 0,
    });
    // A stopped SIP has no upcoming debits.
    const { debits } = dataOf(await t.call(c.getUpcomingDebits, {}, token));
    expect(debits.some((d) => d.planNo === sip.planNo)).toBe(false);
  });

  it('the same key with another request is refused', async () => {
    const sip = (await plansOf(t.token, 'SIP')).find((p) => p.status === 'ACTIVE');
    if (!sip) throw new Error('demo SIP missing');
    const key = newKey();
    const first = await send(
      c.topUpSip.path,
      { planNo: sip.planNo, amount: 500, fromInstallment: sip.installmentsDone + 1 },
      key,
    );
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const reused = await send(
      c.topUpSip.path,
      { planNo: sip.planNo, amount: 1000, fromInstallment: sip.installmentsDone + 1 },
      key,
    );
    expect(reused.status).toBe(422);
    expect(reused.json).toMatchObject({ message: MONEY_DOOR.keyReused, errCode: MONEY_DOOR.keyReusedCode });
  });

  it('needs an Idempotency-Key', async () => {
    const [plan] = await plansOf();
    const res = await send(c.stopPlan.path, { planNo: plan?.planNo, reason: '2' }, undefined);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: MONEY_DOOR.needsKey, field: 'Idempotency-Key' });
  });

  it('answers another investor’s plan exactly like an unknown one', async () => {
    const emfPlan = (await plansOf(await t.sessionToken('50000009', 'EMF')))[0];
    if (!emfPlan) throw new Error('demo EMF plan missing');
    const other = await send(c.stopPlan.path, { planNo: emfPlan.planNo, reason: '1' }, newKey());
    const unknown = await send(c.stopPlan.path, { planNo: 'SIPNOSUCHPLAN', reason: '1' }, newKey());
    expect(other.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(other.json).toMatchObject({ isSuccess: false, message: SYSTEMATIC_TEXTS.notFound });
    expect({ ...other.json, requestId: '' }).toEqual({ ...unknown.json, requestId: '' });
  });

  it('answers bad input with a 400 naming the field, never a 500', async () => {
    const [plan] = await plansOf();
    const cases: [Record<string, unknown>, string][] = [
      [{ planNo: plan?.planNo, reason: '99' }, 'reason'],
      [{ planNo: '', reason: '1' }, 'planNo'],
      [{ planNo: 'x y', reason: '1' }, 'planNo'],
      [{ reason: '1' }, 'planNo'],
    ];
    for (const [body, field] of cases) {
      const res = await send(c.stopPlan.path, body, newKey());
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.field).toBe(field);
    }
  });

  it('an EMF investor’s stop needs the two-factor OTP of the authorization area, then the plan is stopped', async () => {
    const emf = await t.sessionToken('50000009', 'EMF');
    const sip = (await plansOf(emf, 'SIP')).find((p) => p.status === 'ACTIVE');
    if (!sip) throw new Error('demo EMF SIP missing');
    const asked = await send(c.stopPlan.path, { planNo: sip.planNo, reason: '4' }, newKey(), emf);
    expect(asked.status).toBe(200);
    const data = asked.json.data as {
      plan: SystematicPlan;
      twoFactor?: { request: string; reference: string };
    };
    expect(data.plan.status).toBe('STOP_PENDING');
    expect(data.twoFactor?.request).toBe('stopsip');
    const reference = data.twoFactor?.reference as string;

    // Without the OTP the stop is not authorized, and the plan keeps running.
    const noOtp = await t.post(
      authorizeCalls.onAuthorize.path,
      { reqFrom: 'web', encryptedData: reference },
      emf,
      { 'idempotency-key': newKey() },
    );
    expect(noOtp.json.errCode).toBe('OTP_REQUIRED');
    expect((await plansOf(emf)).find((p) => p.planNo === sip.planNo)?.status).toBe('STOP_PENDING');

    // Asking again continues the same stop request.
    const again = await send(c.stopPlan.path, { planNo: sip.planNo, reason: '4' }, newKey(), emf);
    expect((again.json.data as { plan: SystematicPlan }).plan.status).toBe('STOP_PENDING');

    const sent = await t.post(
      authorizeCalls.onValidateAuthTransaction.path,
      { reqFrom: 'web', encryptedData: reference },
      emf,
    );
    expect(sent.json).toMatchObject({ isSuccess: true, data: { trxnType: 'SSIP' } });
    const done = await t.post(
      authorizeCalls.onAuthorize.path,
      { reqFrom: 'web', encryptedData: reference, otp: await otpFor('50000009') },
      emf,
      { 'idempotency-key': newKey() },
    );
    expect(done.json).toMatchObject({ isSuccess: true, displayMessage: AUTHORIZE_TEXTS.stopSipSent });
    const after = (await plansOf(emf)).find((p) => p.planNo === sip.planNo);
    expect(after).toMatchObject({ status: 'STOPPED', nextDate: null });
    expect(after?.stopReason).toBe('Goal achieved');
  });
});

describe('two EMF stops of one plan at once', () => {
  it('enter one stop request, both answering its reference', async () => {
    const emf = await t.sessionToken('50000009', 'EMF');
    const sip = (await plansOf(emf, 'SIP')).find((p) => p.status === 'ACTIVE');
    if (!sip) throw new Error('demo EMF SIP missing');
    const pendingStops = async () =>
      (
        await t.deps.db
          .select({ id: authTransactions.id })
          .from(authTransactions)
          .where(and(eq(authTransactions.njAcNo, '50000009'), eq(authTransactions.status, 'PENDING')))
      ).length;
    const before = await pendingStops();
    const [a, b] = await Promise.all([
      send(c.stopPlan.path, { planNo: sip.planNo, reason: '2' }, newKey(), emf),
      send(c.stopPlan.path, { planNo: sip.planNo, reason: '2' }, newKey(), emf),
    ]);
    const ref = (r: typeof a) => (r.json.data as { twoFactor: { reference: string } }).twoFactor.reference;
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await pendingStops()).toBe(before + 1);
    // Rejected, the plan runs on for the next test.
    const rejected = await t.post(
      authorizeCalls.onReject.path,
      { reqFrom: 'web', encryptedData: ref(a) },
      emf,
      { 'idempotency-key': newKey() },
    );
    expect(rejected.json.isSuccess, JSON.stringify(rejected.json)).toBe(true);
    expect(await pendingStops()).toBe(before);
    expect((await plansOf(emf)).find((p) => p.planNo === sip.planNo)?.status).toBe('ACTIVE');
  });
});

describe('a rejected EMF stop', () => {
  it('leaves the plan running, and a new stop asks afresh', async () => {
    const emf = await t.sessionToken('50000009', 'EMF');
    const sip = (await plansOf(emf, 'SIP')).find((p) => p.status === 'ACTIVE');
    if (!sip) throw new Error('demo EMF SIP missing');
    const asked = await send(c.stopPlan.path, { planNo: sip.planNo, reason: '2' }, newKey(), emf);
    const first = (asked.json.data as { twoFactor: { reference: string } }).twoFactor.reference;
    const rejected = await t.post(
      authorizeCalls.onReject.path,
      { reqFrom: 'web', encryptedData: first },
      emf,
      { 'idempotency-key': newKey() },
    );
    expect(rejected.json.isSuccess).toBe(true);
    expect((await plansOf(emf)).find((p) => p.planNo === sip.planNo)?.status).toBe('ACTIVE');
    const again = await send(c.stopPlan.path, { planNo: sip.planNo, reason: '2' }, newKey(), emf);
    const data = again.json.data as { plan: SystematicPlan; twoFactor: { reference: string } };
    expect(data.plan.status).toBe('STOP_PENDING');
    // A new stop request: the rejected one's reference no longer opens a pending request.
    const detail = await t.post(
      authorizeCalls.getAuthTrxDetailFromTar.path,
      { reqFrom: 'web', encryptedData: data.twoFactor.reference },
      emf,
    );
    expect(detail.json.isSuccess).toBe(true);
  });
});

describe('registering an SWP or STP', () => {
  const month = () => {
    const [y, m] = istParts(t.clock.now()).date.split('-').map(Number) as [number, number];
    return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  };
  const swp = (): RequestOf<typeof c.registerPlan> => ({
    kind: 'SWP',
    schCode: 'ARJ0001',
    isDirect: true,
    schOpt: 'G',
    folioNo: '1234567/89',
    amount: 2000,
    freqId: '1',
    installmentDate: 10,
    startMonth: month(),
    noOfInstallments: 12,
  });

  it('offers the form’s dates and the scheme’s minimum', async () => {
    const options = dataOf(
      await t.call(
        c.getPlanOptions,
        { kind: 'SWP', schCode: 'ARJ0001', isDirect: true, schOpt: 'G' },
        t.token,
      ),
    );
    expect(options.installmentDates).toContain(10);
    expect(options.startMonths[0]?.value).toBe(month());
    expect(options.minAmount).toBeGreaterThan(0);
  });

  it('registers an SWP from a held folio, once per key; it lists with its first debit', async () => {
    const key = newKey();
    const first = await send(c.registerPlan.path, swp(), key);
    expect(first.status).toBe(200);
    const plan = (first.json.data as { plan: SystematicPlan }).plan;
    expect(plan).toMatchObject({ kind: 'SWP', status: 'ACTIVE', installmentsDone: 0, installmentsLeft: 12 });
    expect((plan.nextDate ?? '').slice(0, 7) >= month()).toBe(true);
    expect((await send(c.registerPlan.path, swp(), key)).json).toEqual(first.json);
    const swps = (await plansOf(t.token, 'SWP')).filter((p) => p.planNo === plan.planNo);
    expect(swps).toHaveLength(1);
  });

  it('refuses an SWP below the minimum, an unheld folio, a date not offered', async () => {
    const low = await send(c.registerPlan.path, { ...swp(), amount: 1 }, newKey());
    expect(low.status).toBe(400);
    expect(low.json.field).toBe('amount');
    const notHeld = await send(c.registerPlan.path, { ...swp(), folioNo: '0000000/00' }, newKey());
    expect(notHeld.status).toBe(404);
    expect(notHeld.json.message).toBe(REDEEM_TEXTS.notHeld);
    const date = await send(c.registerPlan.path, { ...swp(), installmentDate: 3 }, newKey());
    expect(date.json.field).toBe('installmentDate');
    const count = await send(c.registerPlan.path, { ...swp(), noOfInstallments: 2 }, newKey());
    expect(count.json.field).toBe('noOfInstallments');
  });

  it('registers an STP into a scheme of the same fund house; not from MARS units, not to another house', async () => {
    const options = dataOf(
      await t.call(
        c.getPlanOptions,
        { kind: 'STP', schCode: 'ARJ0001', isDirect: true, schOpt: 'G' },
        t.token,
      ),
    );
    const stp = {
      ...swp(),
      kind: 'STP' as const,
      installmentDate: options.installmentDates[0] as number,
      amount: 5000,
      inScheme: { schCode: 'ARJ0001', isDirect: false, schOpt: 'G' as const },
    };
    const ok = await send(c.registerPlan.path, stp, newKey());
    expect(ok.status).toBe(200);
    expect((ok.json.data as { plan: SystematicPlan }).plan.targetSchName).toContain('Regular');
    const other = await send(
      c.registerPlan.path,
      { ...stp, inScheme: { schCode: 'DCN0004', isDirect: true, schOpt: 'G' } },
      newKey(),
    );
    expect(other.json).toMatchObject({ field: 'inScheme', message: REDEEM_TEXTS.switchTarget });
    const mars = await send(
      c.registerPlan.path,
      {
        ...stp,
        schCode: 'BNY0002',
        folioNo: '2233445/11',
        inScheme: { schCode: 'BNY0002', isDirect: false, schOpt: 'G' },
      },
      newKey(),
    );
    expect(mars.json).toMatchObject({ field: 'inScheme', message: REDEEM_TEXTS.switchMars });
    const noTarget = await send(c.registerPlan.path, { ...stp, inScheme: undefined }, newKey());
    expect(noTarget.json.field).toBe('inScheme');
  });
});

describe('top-up SIP', () => {
  it('raises the coming instalments from the chosen one', async () => {
    const sip = (await plansOf(t.token, 'SIP')).find((p) => p.status === 'ACTIVE' && p.schCode === 'ARJ0001');
    if (!sip) throw new Error('demo SIP missing');
    const from = sip.installmentsDone + 1;
    const res = await send(
      c.topUpSip.path,
      { planNo: sip.planNo, amount: 1000, fromInstallment: from },
      newKey(),
    );
    expect(res.status).toBe(200);
    const plan = (res.json.data as { plan: SystematicPlan }).plan;
    expect(plan.nextAmount).toBe((sip.nextAmount ?? 0) + 1000);
    expect(plan.topUps).toContainEqual({ amount: 1000, fromInstallment: from });
    const past = await send(
      c.topUpSip.path,
      { planNo: sip.planNo, amount: 1000, fromInstallment: 1 },
      newKey(),
    );
    expect(past).toMatchObject({ status: 400, json: { field: 'fromInstallment' } });
    const odd = await send(
      c.topUpSip.path,
      { planNo: sip.planNo, amount: 0.5, fromInstallment: from },
      newKey(),
    );
    expect(odd).toMatchObject({ status: 400, json: { field: 'amount' } });
  });

  it('only tops up a SIP', async () => {
    const swp = (await plansOf(t.token, 'SWP'))[0];
    const res = await send(
      c.topUpSip.path,
      { planNo: swp?.planNo, amount: 1000, fromInstallment: 20 },
      newKey(),
    );
    expect(res.json.message).toBe(SYSTEMATIC_TEXTS.topUpOnlySip);
  });
});
