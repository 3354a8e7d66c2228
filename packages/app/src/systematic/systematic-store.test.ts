import { AUTHORIZE_TEXTS } from '@ewa/api/authorize';
import { ApiError } from '@ewa/api/client';
import { getRedeemOptions } from '@ewa/api/portfolio';
import {
  getPlanOptions,
  getSystematicPlans,
  getUpcomingDebits,
  registerPlan,
  type SystematicPlan,
  stopPlan,
  topUpSip,
} from '@ewa/api/systematic';
import { describe, expect, it } from 'vitest';
import {
  heldFolio as folio,
  heldPlan as held,
  switchTarget as target,
} from '../portfolio/redeem-fixtures.ts';
import { fakeApi } from '../stores/test-support.ts';
import { RegisterPlanStore } from './register-store.ts';
import { SystematicStore, UpcomingDebitsStore } from './systematic-store.ts';

function plan(over: Partial<SystematicPlan> = {}): SystematicPlan {
  return {
    planNo: 'SIPD5000000101',
    kind: 'SIP',
    schCode: 'ARJ0001',
    schName: 'Arjuna Large Cap Fund - Direct Plan - Growth',
    amcName: 'Arjuna Mutual Fund',
    planType: 'Direct',
    schOpt: 'G',
    folioNo: '1234567/89',
    targetSchName: '',
    amount: 5000,
    nextAmount: 5000,
    frequency: 'Monthly',
    installmentDate: 5,
    startDate: '2026-03-05',
    endDate: '2029-02-05',
    installments: 36,
    installmentsDone: 9,
    installmentsLeft: 27,
    nextDate: '2026-12-07',
    status: 'ACTIVE',
    stopReason: '',
    stoppedOn: null,
    topUps: [],
    ...over,
  };
}

const swp = plan({ planNo: 'SWPD5000000104', kind: 'SWP', schCode: 'DCN0004' });
const listed = () => ({ isSuccess: true, data: { asOn: '2026-11-27', plans: [plan(), swp] } });

describe('systematic plans store', () => {
  it('lists the plans of the chosen kind and counts each kind', async () => {
    const { api } = fakeApi({ [getSystematicPlans.path]: listed });
    const store = new SystematicStore(api);
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.visible.map((p) => p.planNo)).toEqual(['SIPD5000000101']);
    expect(store.countOf('SWP')).toBe(1);
    store.setKind('STP');
    expect(store.visible).toEqual([]);
    expect(store.emptyText).toBe('You have no STPs yet.');
  });

  it('asks for a reason, then stops with one key for the attempt and announces the spec text', async () => {
    const { api, calls: asked } = fakeApi({
      [getSystematicPlans.path]: listed,
      [stopPlan.path]: () => ({
        isSuccess: true,
        data: { plan: plan({ status: 'STOPPED', nextDate: null }), message: AUTHORIZE_TEXTS.stopSipSent },
      }),
    });
    const store = new SystematicStore(api);
    await store.load();
    store.open('SIPD5000000101', 'stop');
    expect(await store.stop()).toBeNull();
    expect(store.errorField).toBe('reason');
    expect(asked.some((a) => a.path === stopPlan.path)).toBe(false);
    store.setReason('3');
    // Choosing a reason clears the message that asked for one.
    expect([store.error, store.errorField]).toEqual(['', '']);
    await store.stop();
    const sent = asked.find((a) => a.path === stopPlan.path);
    expect(sent?.body).toEqual({ planNo: 'SIPD5000000101', reason: '3' });
    expect(sent?.key).toMatch(/.{8,}/);
    expect(store.notice).toBe(AUTHORIZE_TEXTS.stopSipSent);
    expect(store.visible[0]?.status).toBe('STOPPED');
    expect(store.action).toBeNull();
  });

  it('takes an EMF investor to the two-factor OTP page of the stop request', async () => {
    const { api } = fakeApi({
      [getSystematicPlans.path]: listed,
      [stopPlan.path]: () => ({
        isSuccess: true,
        data: {
          plan: plan({ status: 'STOP_PENDING' }),
          message: 'otp',
          twoFactor: { request: 'stopsip', reference: 'ref/1' },
        },
      }),
    });
    const store = new SystematicStore(api);
    await store.load();
    store.open('SIPD5000000101', 'stop');
    store.setReason('1');
    expect(await store.stop()).toEqual({ to: '/transact/authorize/2fa/stopsip?d=ref%2F1' });
    expect(store.visible[0]?.status).toBe('STOP_PENDING');
  });

  it('continues a stop waiting for its OTP with the reason it was asked with', async () => {
    const pending = plan({ status: 'STOP_PENDING', stopReason: 'Goal achieved: bought a house' });
    const { api } = fakeApi({
      [getSystematicPlans.path]: () => ({ isSuccess: true, data: { asOn: '2026-11-27', plans: [pending] } }),
    });
    const store = new SystematicStore(api);
    await store.load();
    store.open(pending.planNo, 'stop');
    expect([store.reason, store.remarks]).toEqual(['4', 'bought a house']);
  });

  it('shows the server’s refusal; the same request again goes under its key, a changed one under a new key', async () => {
    const refusal = new ApiError(stopPlan.path, 409, {
      isSuccess: false,
      message: 'This SIP is already stopped.',
      data: null,
    });
    const { api, calls: asked } = fakeApi({
      [getSystematicPlans.path]: listed,
      [stopPlan.path]: () => {
        throw refusal;
      },
    });
    const store = new SystematicStore(api);
    await store.load();
    store.open('SIPD5000000101', 'stop');
    store.setReason('1');
    await store.stop();
    expect(store.error).toBe('This SIP is already stopped.');
    await store.stop();
    store.setReason('2');
    await store.stop();
    const keys = asked.filter((a) => a.path === stopPlan.path).map((a) => a.key);
    expect(keys).toHaveLength(3);
    // A refusal is not kept by the server: the same request retried is tried again under its key.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('tops up from the next instalment unless another is chosen', async () => {
    const { api, calls: asked } = fakeApi({
      [getSystematicPlans.path]: listed,
      [topUpSip.path]: () => ({
        isSuccess: true,
        data: { plan: plan({ nextAmount: 6000 }), message: 'Your SIP top-up has been registered.' },
      }),
    });
    const store = new SystematicStore(api);
    await store.load();
    store.open('SIPD5000000101', 'topUp');
    expect(store.topUpFrom).toBe('10');
    await store.topUp();
    expect(store.errorField).toBe('amount');
    store.setTopUpAmount('1000');
    await store.topUp();
    expect(asked.find((a) => a.path === topUpSip.path)?.body).toEqual({
      planNo: 'SIPD5000000101',
      amount: 1000,
      fromInstallment: 10,
    });
    expect(store.visible[0]?.nextAmount).toBe(6000);
  });
});

describe('upcoming SIP debits', () => {
  it('reads the next 30 days and totals them to the paisa', async () => {
    const { api, calls: asked } = fakeApi({
      [getUpcomingDebits.path]: () => ({
        isSuccess: true,
        data: {
          asOn: '2026-11-27',
          debits: [
            { date: '2026-11-30', planNo: 'A', schName: 'A', amount: 0.1 },
            { date: '2026-12-07', planNo: 'B', schName: 'B', amount: 0.2 },
          ],
        },
      }),
    });
    const store = new UpcomingDebitsStore(api);
    await store.load();
    expect(asked[0]?.body).toEqual({ days: 30 });
    expect(store.total).toBe(0.3);
  });
});

describe('registering an SWP or STP', () => {
  const options = {
    installmentDates: [1, 5, 10],
    startMonths: [{ value: '2026-12', label: 'Dec-2026' }],
    frequencies: [{ freqId: '1', freqName: 'Monthly' }],
    installmentRangeMin: 6,
    installmentRangeMax: 120,
    minAmount: 500,
    allowed: true,
  };
  const replies = (registered: (body: unknown) => unknown) => ({
    [getRedeemOptions.path]: () => ({ isSuccess: true, data: { folios: [folio], switchTargets: [target] } }),
    [getPlanOptions.path]: () => ({ isSuccess: true, data: options }),
    [registerPlan.path]: registered,
  });

  it('fills the first folio, date and month; an STP needs its target before anything is sent', async () => {
    const { api, calls: asked } = fakeApi(
      replies(() => ({
        isSuccess: true,
        data: { plan: plan({ kind: 'STP' }), message: 'Your STP has been registered.' },
      })),
    );
    const store = new RegisterPlanStore(api, 'STP', held);
    await store.load();
    expect([store.folioNo, store.installmentDate, store.startMonth]).toEqual(['1234567/89', '1', '2026-12']);
    store.setAmount('1000');
    await store.submit();
    expect(store.errorField).toBe('inScheme');
    store.setTarget(store.targetKeyOf(target));
    await store.submit();
    expect(asked.find((a) => a.path === registerPlan.path)?.body).toEqual({
      kind: 'STP',
      ...held,
      folioNo: '1234567/89',
      amount: 1000,
      freqId: '1',
      installmentDate: 1,
      startMonth: '2026-12',
      noOfInstallments: 12,
      inScheme: { schCode: 'ARJ0002', isDirect: true, schOpt: 'G' },
    });
    expect(store.message).toBe('Your STP has been registered.');
  });

  it('marks the field the server refused', async () => {
    const { api } = fakeApi(
      replies(() => {
        throw new ApiError(registerPlan.path, 400, {
          isSuccess: false,
          message: 'The minimum SWP amount for this scheme is ₹ 500.',
          field: 'amount',
          data: null,
        });
      }),
    );
    const store = new RegisterPlanStore(api, 'SWP', held);
    await store.load();
    store.setAmount('100');
    await store.submit();
    expect(store.errorField).toBe('amount');
    expect(store.error).toBe('The minimum SWP amount for this scheme is ₹ 500.');
    expect(store.registered).toBeNull();
    store.setStartMonth('2026-12');
    expect(store.errorField).toBe('amount');
    store.setAmount('600');
    expect([store.error, store.errorField]).toEqual(['', '']);
  });
});
