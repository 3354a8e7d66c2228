import { PURCHASE_TEXTS, UPI_CALLBACK_CHECK_MS } from '@ewa/api/purchase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStore, Persistence } from '../stores/storage.ts';
import { type CartLine, CartStore, DEFAULT_CART_STATE } from './cart/cart-store.ts';
import {
  CheckoutStore,
  instantResultOf,
  outcomeOfInquiry,
  outcomeOfPayStatus,
  RedirectTimer,
  UpiWaitStore,
} from './cart/checkout-store.ts';
import { ListingStore } from './listing/listing-store.ts';
import { isPurchasedFlag, SchemePurchaseStore, validationText } from './scheme/scheme-store.ts';

type Handler = (body: Record<string, unknown>, options?: { idempotencyKey?: string }) => unknown;

/** A scripted API: one handler per call path, every call recorded. */
function fakeApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: Record<string, unknown>; key?: string | undefined }[] = [];
  const api = {
    call: async (
      c: { path: string },
      body: Record<string, unknown>,
      options?: { idempotencyKey?: string },
    ) => {
      calls.push({ path: c.path, body, key: options?.idempotencyKey });
      const handler = handlers[c.path];
      if (!handler) throw new Error(`unexpected call ${c.path}`);
      return handler(body, options);
    },
  };
  return { api: api as never, calls };
}

const line = (over: Partial<CartLine> = {}): CartLine => ({
  schcode: 'ARJ0021',
  schName: 'Arjuna Aggressive Hybrid Fund',
  selectedDivOption: 'G',
  optionName: 'Growth',
  isDirect: 'Y',
  totalAmount: 1000,
  trxnType: 'PIP',
  brokerage: 5,
  ...over,
});

describe('cart rules', () => {
  it('starts in cart state 2, adds, sums in paise and leaves SWPs out of what is paid', () => {
    const cart = new CartStore(new Persistence(new MemoryStore()));
    expect(cart.cartState).toBe(DEFAULT_CART_STATE);
    expect(cart.cartState).toBe(2);
    cart.add(line({ totalAmount: 0.1, brokerage: 0.1 }));
    cart.add(line({ schcode: 'B', totalAmount: 0.2, brokerage: 0.2 }));
    cart.add(line({ schcode: 'C', trxnType: 'SWP', totalAmount: 500, brokerage: 0 }));
    expect(cart.total).toBe(0.3);
    expect(cart.totalBrokerage).toBe(0.3);
  });

  it('replaces the same scheme, option, plan and kind; removes any item; edits only the last', () => {
    const cart = new CartStore(new Persistence(new MemoryStore()));
    cart.add(line());
    cart.add(line({ schcode: 'B' }));
    cart.add(line({ totalAmount: 2000 }));
    expect(cart.items.map((i) => [i.schcode, i.totalAmount])).toEqual([
      ['B', 1000],
      ['ARJ0021', 2000],
    ]);
    expect(cart.updateAmount(0, 5000)).toBe(false);
    expect(cart.updateAmount(1, 2500.5)).toBe(true);
    expect(cart.items[1]?.totalAmount).toBe(2500.5);
    const taken = cart.editLast();
    expect(taken?.schcode).toBe('ARJ0021');
    expect(cart.items).toHaveLength(1);
    cart.remove(0);
    expect(cart.isEmpty).toBe(true);
  });

  it('is persisted, and cleared with clear() and logout storage clearing', () => {
    const storage = new MemoryStore();
    const persistence = new Persistence(storage);
    const cart = new CartStore(persistence);
    cart.add(line());
    cart.setAddMore(true);
    const again = new CartStore(persistence);
    expect(again.items).toHaveLength(1);
    expect(again.isAddMore).toBe(true);
    persistence.clearAll();
    expect(new CartStore(persistence).items).toHaveLength(0);
    again.clear();
    expect(storage.getItem('cart')).toBeNull();
  });

  it('keeps one confirmation key per cart content; a change or a renewal makes a new one', () => {
    const cart = new CartStore(new Persistence(new MemoryStore()));
    cart.add(line());
    const first = cart.confirmationKey();
    expect(cart.confirmationKey()).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    cart.updateAmount(0, 3000);
    const second = cart.confirmationKey();
    expect(second).not.toBe(first);
    cart.renewConfirmation();
    expect(cart.confirmationKey()).not.toBe(second);
  });
});

describe('listing', () => {
  it('sends the spec filters, pages on the server and drops a stale answer', async () => {
    let release: (value: unknown) => void = () => {};
    const { api, calls } = fakeApi({
      'purchase/getSchemeList': (body) =>
        body.selectedAmc === 'SLOW'
          ? new Promise((resolve) => {
              release = resolve;
            })
          : { isSuccess: true, data: { totalCount: 2100, pageNo: body.pageNo, pageSize: 25, schemes: [] } },
    });
    const listing = new ListingStore(api);
    listing.setFilter('selectedAmc', 'SLOW');
    listing.setFilter('selectedAmc', 'ARJ');
    await vi.waitFor(() => expect(listing.status).toBe('ready'));
    release({ isSuccess: true, data: { totalCount: 1, pageNo: 1, pageSize: 25, schemes: [] } });
    await Promise.resolve();
    expect(listing.totalCount).toBe(2100);
    expect(listing.pageCount).toBe(84);
    listing.goToPage(3);
    listing.sort('return1y');
    await vi.waitFor(() =>
      expect(calls.at(-1)?.body).toMatchObject({ sortBy: 'return1y', sortOrder: 'desc', pageNo: 1 }),
    );
    expect(calls[1]?.body).toMatchObject({ selectedAmc: 'ARJ', pageSize: 25, isDirectPlan: '' });
  });
});

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
    const store = new SchemePurchaseStore(api, () => '50000001', ask, key);
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
    const store = new SchemePurchaseStore(yes.api, () => '50000001', askYes, key);
    await store.open();
    expect(askYes).toHaveBeenCalledWith('Held through MARS. Are you sure you want to proceed?');
    expect(store.status).toBe('ready');
    const no = handlers(check);
    const declined = new SchemePurchaseStore(
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
    const store = new SchemePurchaseStore(
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
    const store = new SchemePurchaseStore(
      api,
      () => '50000001',
      async () => true,
      key,
    );
    await store.open();
    store.setAmount('999');
    expect(await store.toCartLine()).toBeNull();
    expect(store.entryError).toBe('Minimum amount is Rs 1000.');
    store.setAmount('1500');
    expect(await store.toCartLine()).toMatchObject({ totalAmount: 1500, trxnType: 'PIP', brokerage: 5 });
    store.setMode('sip');
    store.setAmount('500');
    store.set('sipInstallments', '3');
    expect(await store.toCartLine()).toBeNull();
    store.set('sipInstallments', '12');
    expect(await store.toCartLine()).toMatchObject({
      trxnType: 'SIP',
      sip: { installmentDate: 5, noOfInstallments: 12 },
    });
  });
});

describe('confirm', () => {
  it('sends one confirmation for a double click, with the cart key as idempotency key', async () => {
    const cart = new CartStore(new Persistence(new MemoryStore()));
    cart.add(line());
    let confirms = 0;
    const { api, calls } = fakeApi({
      'purchase/onConfirm': async () => {
        confirms++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return {
          isSuccess: true,
          data: { trxnId: 'T1', paymentMode: '2', PAY_STATUS: 'PENDING', orders: [], message: 'ok' },
        };
      },
    });
    const checkout = new CheckoutStore(api, cart, new Persistence(new MemoryStore()), () => '50000001');
    checkout.setMode('2');
    checkout.setMandate('M1');
    const [first, second] = await Promise.all([checkout.confirm(), checkout.confirm()]);
    expect(confirms).toBe(1);
    expect(first).toEqual({ kind: 'receipt', trxnId: 'T1' });
    expect(second.kind).toBe('error');
    const sent = calls.find((c) => c.path === 'purchase/onConfirm');
    expect(sent?.key).toBe(sent?.body.cartConfirmationId);
    expect(cart.isEmpty).toBe(true);
  });

  it('UPI: the button waits for VE of the typed ID, then a collect request leads to the wait page', async () => {
    const cart = new CartStore(new Persistence(new MemoryStore()));
    cart.add(line());
    const { api, calls } = fakeApi({
      'purchase/validateVPA': (body) => ({
        isSuccess: true,
        data: {
          VPAVerifyStatus: body.payerVirtualAddress === 'success@ewapay' ? 'VE' : 'NVE',
          VPAVerifyDtlsrNo: '7',
          payerName: 'Success',
          message: '',
        },
      }),
      'purchase/onConfirm': () => ({
        isSuccess: true,
        data: { trxnId: 'T2', paymentMode: '8', PAY_STATUS: 'PENDING', orders: [], message: '' },
      }),
      'purchase/getUPICollectionApiStatus': () => ({
        isSuccess: true,
        data: { collectionApiStatus: 'SUCCESS' },
      }),
    });
    const checkout = new CheckoutStore(api, cart, new Persistence(new MemoryStore()), () => '50000001');
    checkout.setUpiId('nobody@bank');
    await checkout.verifyUpiId('nobody@bank');
    expect(checkout.canConfirm).toBe(false);
    checkout.setUpiId('success@ewapay');
    expect(checkout.canConfirm).toBe(false);
    await checkout.verifyUpiId('success@ewapay');
    expect(checkout.canConfirm).toBe(true);
    expect(await checkout.confirm()).toEqual({ kind: 'upi-wait', trxnId: 'T2' });
    expect(calls.find((c) => c.path === 'purchase/onConfirm')?.body).toMatchObject({
      paymentMode: '8',
      payerVirtualAddress: 'success@ewapay',
      VPAVerifyDtlSrNo: '7',
      total: 1000,
    });
  });
});

describe('UPI wait page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const waiting = (status: string) => ({
    isSuccess: true,
    data: {
      trxnid: 'T3',
      PAY_STATUS: status,
      UPIRefTrxnID: 'R1',
      amount: 1000,
      payMode: '8',
      payerVirtualAddress: 'x@ewapay',
      expiresAt: '',
      remainingMs: 240_000,
      message: '',
    },
  });

  it('polls every 10 s until a final answer, then stops', async () => {
    const answers = ['PENDING', 'PENDING', 'SUCCESS'];
    const { api, calls } = fakeApi({
      'purchase/getUpiCallBackResDetail': () => waiting(answers.shift() ?? 'SUCCESS'),
    });
    const onFinal = vi.fn();
    const wait = new UpiWaitStore(api, 'T3', onFinal, () => 1_000);
    await wait.start();
    expect(wait.outcome).toBe('pending');
    expect(wait.endsAt).toBe(241_000);
    expect(wait.isPolling).toBe(true);
    await vi.advanceTimersByTimeAsync(UPI_CALLBACK_CHECK_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(UPI_CALLBACK_CHECK_MS);
    expect(wait.outcome).toBe('success');
    expect(wait.resultText).toBe('Your transaction has been successfully submitted.');
    expect(onFinal).toHaveBeenCalledWith('success');
    expect(wait.isPolling).toBe(false);
    await vi.advanceTimersByTimeAsync(UPI_CALLBACK_CHECK_MS * 5);
    expect(calls).toHaveLength(3);
  });

  it('stops polling when the page leaves', async () => {
    const { api, calls } = fakeApi({ 'purchase/getUpiCallBackResDetail': () => waiting('PENDING') });
    const wait = new UpiWaitStore(api, 'T3');
    await wait.start();
    wait.dispose();
    await vi.advanceTimersByTimeAsync(UPI_CALLBACK_CHECK_MS * 3);
    expect(calls).toHaveLength(1);
    expect(wait.isPolling).toBe(false);
  });

  it('manual inquiry: PENDING is a notice, FAILED a failure; the countdown end is expiry', async () => {
    const inquiry = ['PENDING', 'FAILED'];
    const { api } = fakeApi({
      'purchase/getUpiCallBackResDetail': () => waiting('PENDING'),
      'purchase/callTranStatusInqUPIService': () => {
        const status = inquiry.shift() ?? '';
        return {
          isSuccess: true,
          data: { ...waiting(status === 'FAILED' ? 'FAILED' : 'PENDING').data, inquiryStatus: status },
        };
      },
    });
    const wait = new UpiWaitStore(api, 'T3');
    await wait.start();
    await wait.inquire();
    expect(wait.outcome).toBe('pending');
    expect(wait.notice).not.toBe('');
    await wait.inquire();
    expect(wait.outcome).toBe('failure');
    expect(wait.resultText).toBe('Your UPI Transaction is Expired/Rejected/Failed.');

    const expiring = new UpiWaitStore(
      fakeApi({
        'purchase/getUpiCallBackResDetail': () => waiting('PENDING'),
        'purchase/callTranStatusInqUPIService': () => ({
          isSuccess: true,
          data: { ...waiting('PENDING').data, inquiryStatus: 'PENDING' },
        }),
      }).api,
      'T4',
    );
    await expiring.start();
    await expiring.expire();
    expect(expiring.outcome).toBe('failure');
    expiring.dispose();
  });

  it('maps PAY_STATUS and inquiry answers as the spec lists them', () => {
    expect(outcomeOfPayStatus('SUCCESS')).toBe('success');
    for (const status of ['FAILED', 'EXPIRED', 'REJECTED', 'SPAM'])
      expect(outcomeOfPayStatus(status)).toBe('failure');
    expect(outcomeOfPayStatus('ERROR')).toBe('technical');
    expect(outcomeOfPayStatus('PENDING')).toBe('pending');
    expect(outcomeOfInquiry('PENDING')).toBe('info');
    expect(outcomeOfInquiry('ERROR')).toBe('technical');
    for (const status of ['FAILED', 'REJECTED', 'EXPIRED', '', 'SPAM', 'FAILURE'])
      expect(outcomeOfInquiry(status)).toBe('failure');
    expect(outcomeOfInquiry('SUCCESS')).toBe('success');
  });

  it('a technical error of the inquiry shows the technical-problem text', async () => {
    const { api } = fakeApi({
      'purchase/getUpiCallBackResDetail': () => waiting('PENDING'),
      'purchase/callTranStatusInqUPIService': () => {
        throw new Error('down');
      },
    });
    const wait = new UpiWaitStore(api, 'T5');
    await wait.start();
    await wait.inquire();
    expect(wait.outcome).toBe('technical');
    expect(wait.resultText).toBe(PURCHASE_TEXTS.upiTechnicalProblem);
  });
});

describe('instant-payment result', () => {
  it("'Success' or 'NO' is a success; empty waits; anything else is not", () => {
    expect(instantResultOf('Success')).toBe('success');
    expect(instantResultOf('NO')).toBe('success');
    expect(instantResultOf(null)).toBe('waiting');
    expect(instantResultOf('')).toBe('waiting');
    expect(instantResultOf('Failed')).toBe('other');
  });

  it('redirects 10 s after success, not before, and not after stop()', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    const timer = new RedirectTimer(go);
    timer.start();
    vi.advanceTimersByTime(9_999);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledTimes(1);
    const stopped = new RedirectTimer(go);
    stopped.start();
    stopped.stop();
    vi.advanceTimersByTime(20_000);
    expect(go).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
