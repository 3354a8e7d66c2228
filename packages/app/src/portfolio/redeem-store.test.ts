import { confirmRedemption, getRedeemOptions, quoteRedemption, REDEEM_TEXTS } from '@ewa/api/portfolio';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../stores/test-support.ts';
import { heldFolio as folio, heldPlan as plan, switchTarget as target } from './redeem-fixtures.ts';
import { heldPlanOf, RedeemStore, redeemPath } from './redeem-store.ts';

const quote = {
  kind: 'REDEEM' as const,
  folioNo: '1234567/89',
  units: 5,
  nav: 20,
  navDate: '25/11/2026',
  grossAmount: 100,
  exitLoad: 1,
  exitLoadText: '1%',
  shortTermGain: 10,
  longTermGain: 0,
  tax: 2,
  taxText: REDEEM_TEXTS.taxEquity,
  netAmount: 99,
  navApplicableDate: '26/11/2026',
};

const options = () => ({ isSuccess: true, data: { folios: [folio], switchTargets: [target] } });

describe('redeem store', () => {
  it('reads the held plan from its address and back', () => {
    const path = redeemPath('switch', plan);
    expect(path).toBe('/transact/mutual-funds/portfolio/switch?schCode=ARJ0001&plan=D&opt=G');
    expect(heldPlanOf(path.slice(path.indexOf('?')))).toEqual(plan);
    expect(heldPlanOf('?schCode=ARJ0001&plan=X&opt=G')).toBeUndefined();
    expect(heldPlanOf('?schCode=<b>&plan=D&opt=G')).toBeUndefined();
  });

  it('asks for the quote with the folio, mode and amount, and says what is missing first', async () => {
    const { api, calls: asked } = fakeApi({
      [getRedeemOptions.path]: options,
      [quoteRedemption.path]: () => ({ isSuccess: true, data: quote }),
    });
    const store = new RedeemStore(api, () => '50000001', 'redeem', plan);
    await store.load();
    expect(store.folioNo).toBe('1234567/89');
    await store.review();
    expect(store.error).toBe(REDEEM_TEXTS.amountNeeded);
    expect(asked).toHaveLength(1);
    store.setAmount('100');
    await store.review();
    expect(asked[1]).toEqual({
      path: quoteRedemption.path,
      body: { ccode: '50000001', ...plan, folioNo: '1234567/89', mode: 'amount', amount: 100 },
      key: undefined,
    });
    expect(store.quote).toEqual(quote);
  });

  it('shows the server’s refusal of an over-redemption', async () => {
    const message = REDEEM_TEXTS.moreThanHeld('100.000');
    const { api } = fakeApi({
      [getRedeemOptions.path]: options,
      [quoteRedemption.path]: () => ({ isSuccess: false, message }),
    });
    const store = new RedeemStore(api, () => '50000001', 'redeem', plan);
    await store.load();
    store.setMode('units');
    store.setUnits('200');
    await store.review();
    expect(store.error).toBe(message);
    expect(store.quote).toBeNull();
  });

  it('confirms under one key per request: a retry reuses it, a changed request gets a new one', async () => {
    let n = 0;
    let fail = true;
    const { api, calls: asked } = fakeApi({
      [getRedeemOptions.path]: options,
      [quoteRedemption.path]: () => ({ isSuccess: true, data: quote }),
      [confirmRedemption.path]: () => {
        if (fail) throw new Error('network');
        return {
          isSuccess: true,
          data: {
            ...quote,
            orderNo: 'RD20261126000000001',
            status: 'PENDING',
            message: REDEEM_TEXTS.confirmed,
          },
        };
      },
    });
    const store = new RedeemStore(
      api,
      () => '50000001',
      'redeem',
      plan,
      () => `key-${++n}`,
    );
    await store.load();
    store.setMode('all');
    await store.review();
    await store.confirm();
    expect(store.reply).toBeNull();
    expect(store.error).not.toBe('');
    fail = false;
    await store.review();
    await store.confirm();
    const keys = asked.filter((a) => a.path === confirmRedemption.path).map((a) => a.key);
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(store.reply?.orderNo).toBe('RD20261126000000001');
    expect(store.done()).toEqual({ to: '/portfolio' });
  });

  it('a switch needs a target of the same fund house and sends it as inScheme', async () => {
    const { api, calls: asked } = fakeApi({
      [getRedeemOptions.path]: options,
      [quoteRedemption.path]: () => ({ isSuccess: true, data: { ...quote, kind: 'SWITCH' } }),
    });
    const store = new RedeemStore(api, () => '50000001', 'switch', plan);
    await store.load();
    store.setMode('all');
    await store.review();
    expect(store.error).toBe(REDEEM_TEXTS.switchTarget);
    store.setTarget(store.targetKeyOf(target));
    await store.review();
    expect(asked.at(-1)?.body).toMatchObject({
      mode: 'all',
      inScheme: { schCode: 'ARJ0002', isDirect: true, schOpt: 'G' },
    });
  });

  it('refuses a switch of MARS units before asking', async () => {
    const { api } = fakeApi({
      [getRedeemOptions.path]: () => ({
        isSuccess: true,
        data: { folios: [{ ...folio, switchAllowed: false }], switchTargets: [] },
      }),
    });
    const store = new RedeemStore(api, () => '50000001', 'switch', plan);
    await store.load();
    expect(store.switchRefused).toBe(true);
  });
});
