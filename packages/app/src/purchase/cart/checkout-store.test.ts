import { describe, expect, it } from 'vitest';
import { MemoryStore, Persistence } from '../../stores/storage.ts';
import { fakeApi, line } from '../test-support.ts';
import { CartStore } from './cart-store.ts';
import { CheckoutStore } from './checkout-store.ts';

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
    checkout.choice.setMode('2');
    checkout.choice.setMandate('M1');
    const [first, second] = await Promise.all([checkout.confirm(), checkout.confirm()]);
    expect(confirms).toBe(1);
    expect(first).toEqual({ to: '/transact/mutual-funds/order/T1' });
    expect(second).toBeNull();
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
    checkout.choice.setUpiId('nobody@bank');
    await checkout.choice.verifyUpiId('nobody@bank');
    expect(checkout.canConfirm).toBe(false);
    checkout.choice.setUpiId('success@ewapay');
    expect(checkout.canConfirm).toBe(false);
    await checkout.choice.verifyUpiId('success@ewapay');
    expect(checkout.canConfirm).toBe(true);
    expect(await checkout.confirm()).toEqual({ to: '/transact/mutual-funds/upi/T2' });
    expect(calls.find((c) => c.path === 'purchase/onConfirm')?.body).toMatchObject({
      paymentMode: '8',
      payerVirtualAddress: 'success@ewapay',
      VPAVerifyDtlSrNo: '7',
      total: 1000,
    });
  });
});
