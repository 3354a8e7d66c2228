import { PURCHASE_TEXTS } from '@ewa/api/purchase';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../stores/test-support.ts';
import { isPurchasedFlag, SchemeStore, validationText } from './scheme-store.ts';

describe('validation flow', () => {
  const detail = {
    schCode: 'ARJ0021',
    schName: 'Arjuna Aggressive Hybrid Fund',
    folioNo: '',
    sipDates: [5, 10],
    minSipInstallments: 6,
    purchaseAmount: 1000,
    purchaseMultiple: 1,
    minSipAmount: 500,
    sipMultiple: 1,
    isNfo: 'N',
    options: [{ schOpt: 'G', optName: 'Growth' }],
  };
  const handlers = (check: { validationCnt: number; message: string; isMarsValidation: 'Y' | 'N' }) =>
    fakeApi({
      'purchase/validatePurchase': () => ({ isSuccess: true, data: check }),
      'purchase/getSchemeDetail': () => ({ isSuccess: true, data: detail }),
      'common/getInstallmentDate': () => ({ isSuccess: true, data: { installmentDate: [1, 5, 10, 15] } }),
      'purchase/getBrokerageForDirPlan': () => ({ isSuccess: true, data: { brokAmount: 5 } }),
    });
  const key = { schCode: 'ARJ0021', isDirect: 'Y' as const, schOpt: 'G' as const };

  it('a count above 0 blocks with the message and never loads the detail', async () => {
    const { api, calls } = handlers({
      validationCnt: 1,
      message: 'Purchase is suspended.',
      isMarsValidation: 'N',
    });
    const ask = vi.fn(async () => true);
    const store = new SchemeStore(api, () => '50000001', ask, key);
    await store.open();
    expect(store.status).toBe('blocked');
    expect(store.message).toBe('Purchase is suspended.');
    expect(ask).not.toHaveBeenCalled();
    expect(calls.map((c) => c.path)).not.toContain('purchase/getSchemeDetail');
  });

  it('the MARS flag adds the question and asks; yes loads the detail, no blocks', async () => {
    const check = { validationCnt: 1, message: 'Held through MARS.', isMarsValidation: 'Y' as const };
    expect(validationText(check.message, 'Y')).toBe(`Held through MARS. ${PURCHASE_TEXTS.marsConfirm}`);
    const yes = handlers(check);
    const askYes = vi.fn(async () => true);
    const store = new SchemeStore(yes.api, () => '50000001', askYes, key);
    await store.open();
    expect(askYes).toHaveBeenCalledWith('Held through MARS. Are you sure you want to proceed?');
    expect(store.status).toBe('ready');
    const no = handlers(check);
    const declined = new SchemeStore(
      no.api,
      () => '50000001',
      async () => false,
      key,
    );
    await declined.open();
    expect(declined.status).toBe('blocked');
  });

  it('fresh purchase flag: isFresh true gives N, false gives Y', async () => {
    expect(isPurchasedFlag(true)).toBe('N');
    expect(isPurchasedFlag(false)).toBe('Y');
    const { api } = handlers({ validationCnt: 0, message: '', isMarsValidation: 'N' });
    const store = new SchemeStore(
      api,
      () => '50000001',
      async () => true,
      key,
    );
    await store.open();
    expect(store.purchaseState).toBe('N');
  });

  it('checks the amount against the minimum before it becomes a cart line with brokerage', async () => {
    const { api } = handlers({ validationCnt: 0, message: '', isMarsValidation: 'N' });
    const store = new SchemeStore(
      api,
      () => '50000001',
      async () => true,
      key,
    );
    await store.open();
    store.entry.setAmount('999');
    expect(await store.entry.toCartLine()).toBeNull();
    expect(store.entry.entryError).toBe('Minimum amount is Rs 1000.');
    store.entry.setAmount('1500');
    expect(await store.entry.toCartLine()).toMatchObject({
      totalAmount: 1500,
      trxnType: 'PIP',
      brokerage: 5,
    });
    store.entry.setMode('sip');
    store.entry.setAmount('500');
    store.entry.set('sipInstallments', '3');
    expect(await store.entry.toCartLine()).toBeNull();
    store.entry.set('sipInstallments', '12');
    expect(await store.entry.toCartLine()).toMatchObject({
      trxnType: 'SIP',
      sip: { installmentDate: 5, noOfInstallments: 12 },
    });
  });
});
