import {
  accessFromOf,
  collectionRequestGenerate,
  dpGetUpiCallBackResDetail,
  getOutstandingBills,
  vpaAuthentication,
} from '@ewa/api/dpcharges';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../stores/api.ts';
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

function apiWith(replies: Record<string, (body: unknown) => unknown>) {
  const asked: { path: string; body: unknown }[] = [];
  const api: ApiPort = {
    call: (async (call: { path: string }, body: unknown) => {
      asked.push({ path: call.path, body });
      const reply = replies[call.path];
      if (!reply) throw new Error(`unexpected ${call.path}`);
      return reply(body);
    }) as ApiPort['call'],
  };
  return { api, asked };
}

describe('DP charges store', () => {
  it('names the access source by account type', () => {
    expect(accessFromOf('EW')).toBe('EWEALTH');
    expect(accessFromOf('TAC')).toBe('PDESK');
  });

  it("keeps 'Pay via UPI' unavailable until the very address is verified (VE)", async () => {
    const { api } = apiWith({
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
    const { api } = apiWith({
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
    const { api, asked } = apiWith({
      [getOutstandingBills.path]: () => ({ isSuccess: true, data: bills }),
      [vpaAuthentication.path]: () => ({
        isSuccess: true,
        data: { vpaAuthStatus: 'VE', vpaReqId: '7', payerName: 'X', message: '' },
      }),
      [collectionRequestGenerate.path]: () => ({
        isSuccess: true,
        data: { collectionApiStatus: 'SUCCESS', ...wait('PENDING') },
      }),
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
});
