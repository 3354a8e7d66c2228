import {
  confirmInstaCash,
  getInstaCashOptions,
  getRedemptionStatus,
  getRedemptions,
  INSTA_TEXTS,
  type RedemptionPayout,
} from '@ewa/api/payouts';
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../stores/test-support.ts';
import { InstaCashStore } from './insta-cash-store.ts';
import { PayoutStore, type Timers } from './payout-store.ts';

const folio = {
  schCode: 'EVR0015',
  schName: 'Everest Liquid Fund',
  amcName: 'Everest Mutual Fund',
  planType: 'Direct' as const,
  isDirect: true,
  schOpt: 'G' as const,
  folioNo: '1234567/01',
  units: 30,
  nav: 3000,
  navDate: '25/11/2026',
  currentValue: 90_000,
  usedToday: 10_000,
  limitLeft: 40_000,
};
const bank = { bankName: 'HDFC Bank', bankAccMask: 'XXXXXX1234', ifsc: 'HDFC0000123' };

function payout(over: Partial<RedemptionPayout> = {}): RedemptionPayout {
  return {
    orderNo: 'IC20261126000000001',
    kind: 'INSTA',
    schCode: 'EVR0015',
    schName: 'Everest Liquid Fund',
    folioNo: folio.folioNo,
    units: 3.334,
    navApplicableDate: '26/11/2026',
    nav: 3000,
    grossAmount: 10_000,
    exitLoad: 0,
    netAmount: 10_000,
    status: 'PROCESSING',
    statusText: 'Payout in process',
    payMode: 'IMPS',
    bank,
    attempts: 1,
    creditDate: null,
    bankReference: null,
    note: null,
    placedAt: '2026-11-26T10:00:00.000Z',
    ...over,
  };
}

/** Timers a test runs by hand. */
function manualTimers() {
  const due: (() => void)[] = [];
  const timers: Timers = {
    set: (run) => {
      due.push(run);
      return due.length;
    },
    clear: () => {
      due.length = 0;
    },
  };
  return {
    timers,
    pending: () => due.length,
    runAll: async () => {
      for (const run of due.splice(0)) run();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

const options = () => ({ isSuccess: true, data: { folios: [folio], bank } });

describe('insta cash store', () => {
  it('loads the liquid folios and picks the first', async () => {
    const { api } = fakeApi({ [getInstaCashOptions.path]: options });
    const store = new InstaCashStore(api, () => '50000001');
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.folio?.limitLeft).toBe(40_000);
    expect(store.bank?.bankAccMask).toBe('XXXXXX1234');
  });

  it('refuses an empty amount and an amount over the limit unless the rest goes as a redemption', async () => {
    const { api, calls: asked } = fakeApi({ [getInstaCashOptions.path]: options });
    const store = new InstaCashStore(api, () => '50000001');
    await store.load();
    store.review();
    expect(store.error).toBe(INSTA_TEXTS.amountNeeded);
    store.setAmount('45000');
    expect(store.overLimit).toBe(true);
    store.review();
    expect(store.error).toBe(INSTA_TEXTS.overLimit(40_000));
    expect(store.reviewing).toBe(false);
    store.setRestAsRedemption(true);
    store.review();
    expect(store.error).toBe('');
    expect(store.reviewing).toBe(true);
    expect(store.split).toEqual({ instant: 40_000, rest: 5_000 });
    expect(asked.map((a) => a.path)).toEqual([getInstaCashOptions.path]);
  });

  it('confirms once under one key, a repeat under the same key, and follows the credit until paid', async () => {
    let polls = 0;
    const { api, calls: asked } = fakeApi({
      [getInstaCashOptions.path]: options,
      [confirmInstaCash.path]: () => ({
        isSuccess: true,
        data: { insta: payout(), rest: null, message: INSTA_TEXTS.confirmed },
      }),
      [getRedemptionStatus.path]: () => {
        polls++;
        return {
          isSuccess: true,
          data: payout({
            status: 'PAID',
            statusText: 'Paid',
            creditDate: '26/11/2026',
            bankReference: 'IMPS1',
          }),
        };
      },
    });
    const clock = manualTimers();
    let keys = 0;
    const store = new InstaCashStore(
      api,
      () => '50000001',
      () => `key-${++keys}`,
      2_000,
      clock.timers,
    );
    await store.load();
    store.setAmount('10000');
    store.review();
    await store.confirm();
    expect(store.reply?.insta.status).toBe('PROCESSING');
    const confirms = asked.filter((a) => a.path === confirmInstaCash.path);
    expect(confirms[0]?.key).toBe('key-1');
    expect(confirms[0]?.body).toMatchObject({ amount: 10_000, schCode: 'EVR0015', ccode: '50000001' });
    expect(confirms[0]?.body).not.toHaveProperty('restAsRedemption');
    expect(clock.pending()).toBe(1);
    await clock.runAll();
    expect(polls).toBe(1);
    expect(store.payout.payout?.status).toBe('PAID');
    // Paid: no more asking.
    expect(clock.pending()).toBe(0);

    store.another();
    store.setAmount('10000');
    await store.confirm();
    expect(asked.filter((a) => a.path === confirmInstaCash.path).map((a) => a.key)).toEqual([
      'key-1',
      'key-1',
    ]);
    store.setAmount('12000');
    await store.confirm();
    expect(asked.filter((a) => a.path === confirmInstaCash.path).at(-1)?.key).toBe('key-2');
  });

  it('shows the server’s refusal', async () => {
    const { api } = fakeApi({
      [getInstaCashOptions.path]: options,
      [confirmInstaCash.path]: () => ({ isSuccess: false, message: INSTA_TEXTS.limitReached }),
    });
    const store = new InstaCashStore(api, () => '50000001');
    await store.load();
    store.setAmount('100');
    await store.confirm();
    expect(store.error).toBe(INSTA_TEXTS.limitReached);
    expect(store.reply).toBeNull();
  });
});

describe('payout store', () => {
  it('shows the followed order once it is read, even when a screen asked before following it', async () => {
    const { api } = fakeApi({
      [getRedemptionStatus.path]: () => ({
        isSuccess: true,
        data: payout({ orderNo: 'RD7', kind: 'REDEEM' }),
      }),
    });
    const clock = manualTimers();
    const store = new PayoutStore(api, () => '50000001', 3_000, clock.timers);
    const seen: (string | undefined)[] = [];
    const stop = autorun(() => seen.push(store.payout?.orderNo));
    store.follow('RD7');
    await new Promise((r) => setTimeout(r, 0));
    expect([store.status, store.payout?.orderNo]).toEqual(['ready', 'RD7']);
    expect(seen.at(-1)).toBe('RD7');
    stop();
    store.stop();
  });

  it('asks again while a payout is open and stops when the screen leaves', async () => {
    let status: RedemptionPayout['status'] = 'PENDING';
    const { api } = fakeApi({
      [getRedemptions.path]: () => ({
        isSuccess: true,
        data: {
          redemptions: [payout({ kind: 'REDEEM', status, orderNo: 'RD1' }), payout({ status: 'PAID' })],
        },
      }),
    });
    const clock = manualTimers();
    const store = new PayoutStore(api, () => '50000001', 3_000, clock.timers);
    store.watchAll();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.payouts).toHaveLength(2);
    expect(store.anyOpen).toBe(true);
    expect(clock.pending()).toBe(1);
    status = 'PAID';
    await clock.runAll();
    expect(store.anyOpen).toBe(false);
    expect(clock.pending()).toBe(0);

    status = 'PROCESSING';
    store.watchAll();
    await new Promise((r) => setTimeout(r, 0));
    expect(clock.pending()).toBe(1);
    store.stop();
    expect(clock.pending()).toBe(0);
  });
});
