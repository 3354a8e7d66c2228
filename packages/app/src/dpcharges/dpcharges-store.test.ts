import { ApiError } from '@ewa/api/client';
import {
  accessFromOf,
  collectionRequestGenerate,
  dpAwaitUpiResult,
  dpGetUpiCallBackResDetail,
  getOutstandingBills,
  vpaAuthentication,
} from '@ewa/api/dpcharges';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../stores/test-support.ts';
import { DpChargesStore } from './dpcharges-store.ts';

const bills = {
  ucc: '50000004',
  totalOutstanding: 743.4,
  bills: [
    { srNo: 1, transactionId: 'T1', billNo: 'B1', chargesType: 'AMC', amount: 708 },
    { srNo: 2, transactionId: 'T2', billNo: 'B2', chargesType: 'Transaction', amount: 35.4 },
  ],
};
const wait = (PAY_STATUS: string) => ({
  parentTrxnID: 'EWADP1',
  PAY_STATUS,
  upiRefTrxnID: 'R1',
  amount: 743.4,
  payerVpa: 'success@ewapay',
  remainingMs: 300_000,
  message: '',
});

/** Loads the bills, verifies the address and pays; a moment later the wait has had its first answers. */
async function paying(store: DpChargesStore): Promise<DpChargesStore> {
  await store.load();
  store.setUpiId('success@ewapay');
  await store.verifyUpiId('success@ewapay');
  await store.pay();
  await new Promise((r) => setTimeout(r, 50));
  return store;
}

/** The bills, a verified address and a collect request sent: what a payment's wait starts from. */
const collecting = {
  [getOutstandingBills.path]: () => ({ isSuccess: true, data: bills }),
  [vpaAuthentication.path]: () => ({
    isSuccess: true,
    data: { vpaAuthStatus: 'VE', vpaReqId: '7', payerName: 'X', message: '' },
  }),
  [collectionRequestGenerate.path]: () => ({
    isSuccess: true,
    data: { collectionApiStatus: 'SUCCESS', ...wait('PENDING') },
  }),
};

describe('DP charges store', () => {
  it('names the access source by account type', () => {
    expect(accessFromOf('EW')).toBe('EWEALTH');
    expect(accessFromOf('TAC')).toBe('PDESK');
  });

  it("keeps 'Pay via UPI' unavailable until the very address is verified (VE)", async () => {
    const { api } = fakeApi({
      [getOutstandingBills.path]: () => ({ isSuccess: true, data: bills }),
      [vpaAuthentication.path]: (b) => ({
        isSuccess: true,
        data: {
          vpaAuthStatus: (b as { payerVpa: string }).payerVpa.endsWith('@ewapay') ? 'VE' : 'NVE',
          vpaReqId: '7',
          payerName: 'Success',
          message: '',
        },
      }),
    });
    const store = new DpChargesStore(api, () => 'TAC');
    await store.load();
    expect(store.totalOutstanding).toBe(743.4);
    store.setUpiId('ravi@okbank');
    expect(await store.verifyUpiId('ravi@okbank')).toEqual({ status: 'NVE', name: 'Success' });
    expect(store.canPay).toBe(false);
    store.setUpiId('success@ewapay');
    await store.verifyUpiId('success@ewapay');
    expect(store.canPay).toBe(true);
    store.setUpiId('success@ewapay.x');
    expect(store.canPay).toBe(false);
  });

  it('a failed collection shows the server message in the popup', async () => {
    const { api } = fakeApi({
      [getOutstandingBills.path]: () => ({ isSuccess: true, data: bills }),
      [vpaAuthentication.path]: () => ({
        isSuccess: true,
        data: { vpaAuthStatus: 'VE', vpaReqId: '7', payerName: 'X', message: '' },
      }),
      [collectionRequestGenerate.path]: () => ({
        isSuccess: false,
        message: 'The outstanding bills have changed. Please reload the page.',
      }),
    });
    const store = new DpChargesStore(api, () => 'EW');
    await store.load();
    store.setUpiId('success@ewapay');
    await store.verifyUpiId('success@ewapay');
    await store.pay();
    expect(store.popup).toBe('The outstanding bills have changed. Please reload the page.');
    expect(store.wait).toBeNull();
  });

  it('sends all bills with expMinute 5 and waits on the DP callback result until success', async () => {
    let polls = 0;
    const { api, calls: asked } = fakeApi({
      ...collecting,
      [dpGetUpiCallBackResDetail.path]: () => {
        polls++;
        return { isSuccess: true, data: wait(polls > 1 ? 'SUCCESS' : 'PENDING') };
      },
    });
    const store = new DpChargesStore(api, () => 'EW', 5);
    await store.load();
    store.setUpiId('success@ewapay');
    await store.verifyUpiId('success@ewapay');
    await store.pay();
    const sent = asked.find((a) => a.path === collectionRequestGenerate.path)?.body;
    expect(sent).toMatchObject({
      vpaReqId: '7',
      amount: 743.4,
      expMinute: 5,
      billDetails: [{ billNo: 'B1' }, { billNo: 'B2' }],
      accessFrom: 'EWEALTH',
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(store.outcome).toBe('success');
    expect(store.bills).toEqual([]);
    expect(store.resultText).toBe('Your DP charges have been paid. Your account is active again.');
    expect(asked.find((a) => a.path === dpGetUpiCallBackResDetail.path)?.body).toEqual({
      parentTrxnID: 'EWADP1',
      njacNo: '50000004',
    });
    store.dispose();
  });

  it('shows the result the server pushes (its held watch) without waiting for the next poll', async () => {
    const { api, calls: asked } = fakeApi({
      ...collecting,
      // The poll would keep saying pending: only the watch knows the payment ended.
      [dpGetUpiCallBackResDetail.path]: () => ({ isSuccess: true, data: wait('PENDING') }),
      [dpAwaitUpiResult.path]: () => ({ isSuccess: true, data: wait('SUCCESS') }),
    });
    const store = await paying(new DpChargesStore(api, () => 'EW', 60_000));
    expect(store.outcome).toBe('success');
    expect(asked.find((a) => a.path === dpAwaitUpiResult.path)?.body).toEqual({
      parentTrxnID: 'EWADP1',
      njacNo: '50000004',
    });
    store.dispose();
  });

  describe('a 401 on a DP-charges call sets the auth-failure flag', () => {
    const unauthorised = (path: string) => () => {
      throw new ApiError(path, 401, { isSuccess: false, message: 'expired', data: null });
    };
    const billsReply = () => ({ isSuccess: true, data: bills });
    const verified = {
      [getOutstandingBills.path]: billsReply,
      [vpaAuthentication.path]: () => ({
        isSuccess: true,
        data: { vpaAuthStatus: 'VE', vpaReqId: '7', payerName: 'X', message: '' },
      }),
    };

    it('on the bills: the session-expired text, no bills', async () => {
      const { api } = fakeApi({ [getOutstandingBills.path]: unauthorised(getOutstandingBills.path) });
      const store = new DpChargesStore(api, () => 'TAC');
      await store.load();
      expect(store.authFailed).toBe(true);
      expect(store.loadError).toBe('YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.');
    });

    it('on the UPI ID check: not verified, flag set', async () => {
      const { api } = fakeApi({
        [getOutstandingBills.path]: billsReply,
        [vpaAuthentication.path]: unauthorised(vpaAuthentication.path),
      });
      const store = new DpChargesStore(api, () => 'TAC');
      await store.load();
      store.setUpiId('success@ewapay');
      await expect(store.verifyUpiId('success@ewapay')).rejects.toThrow();
      expect(store.authFailed).toBe(true);
      expect(store.canPay).toBe(false);
    });

    it('on the collection request: no popup, no wait', async () => {
      const { api } = fakeApi({
        ...verified,
        [collectionRequestGenerate.path]: unauthorised(collectionRequestGenerate.path),
      });
      const store = new DpChargesStore(api, () => 'TAC');
      await store.load();
      store.setUpiId('success@ewapay');
      await store.verifyUpiId('success@ewapay');
      await store.pay();
      expect(store.authFailed).toBe(true);
      expect(store.popup).toBe('');
      expect(store.wait).toBeNull();
    });

    it('on the wait: polling stops', async () => {
      let polls = 0;
      const { api } = fakeApi({
        ...verified,
        [collectionRequestGenerate.path]: () => ({
          isSuccess: true,
          data: { collectionApiStatus: 'SUCCESS', ...wait('PENDING') },
        }),
        [dpGetUpiCallBackResDetail.path]: () => {
          polls++;
          return unauthorised(dpGetUpiCallBackResDetail.path)();
        },
      });
      const store = new DpChargesStore(api, () => 'TAC', 5);
      await store.load();
      store.setUpiId('success@ewapay');
      await store.verifyUpiId('success@ewapay');
      await store.pay();
      await new Promise((r) => setTimeout(r, 60));
      expect(store.authFailed).toBe(true);
      const seen = polls;
      expect(seen).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 60));
      expect(polls).toBe(seen);
      store.dispose();
    });

    it('other failures leave the flag down', async () => {
      const { api } = fakeApi({
        [getOutstandingBills.path]: () => {
          throw new ApiError(getOutstandingBills.path, 500, { isSuccess: false, message: 'x', data: null });
        },
      });
      const store = new DpChargesStore(api, () => 'TAC');
      await store.load();
      expect(store.authFailed).toBe(false);
      expect(store.loadError).toBe('Oops! Something went wrong. Please try again!!');
    });
  });
});
