import { ApiError } from '@ewa/api/client';
import { MONEY_DOOR } from '@ewa/api/core';
import { describe, expect, it } from 'vitest';
import { MemoryStore, Persistence } from '../../stores/storage.ts';
import { fakeApi } from '../../stores/test-support.ts';
import { line } from '../test-support.ts';
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
    expect(sent?.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(cart.isEmpty).toBe(true);
  });

  it('a confirmation id already used for another cart shows why and takes a new id for the next try', async () => {
    const cart = new CartStore(new Persistence(new MemoryStore()));
    cart.add(line());
    const message =
      'This confirmation was already used for a different cart. Please review your cart and confirm again.';
    const { api, calls } = fakeApi({
      'purchase/onConfirm': () => {
        throw new ApiError('purchase/onConfirm', 422, {
          isSuccess: false,
          message,
          errCode: MONEY_DOOR.keyReusedCode,
          data: null,
        });
      },
    });
    const checkout = new CheckoutStore(api, cart, new Persistence(new MemoryStore()), () => '50000001');
    checkout.choice.setMode('2');
    checkout.choice.setMandate('M1');
    expect(await checkout.confirm()).toBeNull();
    expect(checkout.error).toBe(message);
    await checkout.confirm();
    const keys = calls.filter((c) => c.path === 'purchase/onConfirm').map((c) => c.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
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
    checkout.choice.setUpiId('not an id');
    expect(checkout.canConfirm).toBe(false);
    checkout.choice.setUpiId('success@ewapay');
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

  it('UPI in one click: a well-formed ID not yet verified is verified on Pay, once, then paid', async () => {
    const cart = new CartStore(new Persistence(new MemoryStore()));
    cart.add(line());
    let checks = 0;
    const { api, calls } = fakeApi({
      'purchase/validateVPA': async (body) => {
        checks++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return {
          isSuccess: true,
          data: {
            VPAVerifyStatus: body.payerVirtualAddress === 'success@ewapay' ? 'VE' : 'NVE',
            VPAVerifyDtlsrNo: '9',
            payerName: 'Success',
            message: '',
          },
        };
      },
      'purchase/onConfirm': () => ({
        isSuccess: true,
        data: { trxnId: 'T3', paymentMode: '8', PAY_STATUS: 'PENDING', orders: [], message: '' },
      }),
      'purchase/getUPICollectionApiStatus': () => ({
        isSuccess: true,
        data: { collectionApiStatus: 'SUCCESS' },
      }),
    });
    const checkout = new CheckoutStore(api, cart, new Persistence(new MemoryStore()), () => '50000001');
    checkout.choice.setUpiId('success@ewapay');
    expect(checkout.canConfirm).toBe(true);
    // The field's own check (on leaving it) and the click run together: one validateVPA call.
    const [, destination] = await Promise.all([
      checkout.choice.verifyUpiId('success@ewapay'),
      checkout.confirm(),
    ]);
    expect(checks).toBe(1);
    expect(destination).toEqual({ to: '/transact/mutual-funds/upi/T3' });
    expect(calls.find((c) => c.path === 'purchase/onConfirm')?.body).toMatchObject({
      payerVirtualAddress: 'success@ewapay',
      VPAVerifyDtlSrNo: '9',
    });
  });

  it('UPI in one click: an ID the check refuses is not paid, says why and keeps Pay off until it changes', async () => {
    const cart = new CartStore(new Persistence(new MemoryStore()));
    cart.add(line());
    const { api, calls } = fakeApi({
      'purchase/validateVPA': () => ({
        isSuccess: true,
        data: { VPAVerifyStatus: 'NVE', VPAVerifyDtlsrNo: '', payerName: '', message: '' },
      }),
    });
    const checkout = new CheckoutStore(api, cart, new Persistence(new MemoryStore()), () => '50000001');
    checkout.choice.setUpiId('nobody@bank');
    expect(checkout.canConfirm).toBe(true);
    expect(await checkout.confirm()).toBeNull();
    expect(checkout.error).toBe('Kindly enter valid UPI ID');
    expect(calls.some((c) => c.path === 'purchase/onConfirm')).toBe(false);
    expect(checkout.canConfirm).toBe(false);
    checkout.choice.setUpiId('other@bank');
    expect(checkout.canConfirm).toBe(true);
  });
});
