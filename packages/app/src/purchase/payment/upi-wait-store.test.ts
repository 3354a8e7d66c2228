import { PURCHASE_TEXTS, UPI_CALLBACK_CHECK_MS } from '@ewa/api/purchase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test-support.ts';
import { outcomeOfInquiry, outcomeOfPayStatus, UpiWaitStore } from './upi-wait-store.ts';

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
