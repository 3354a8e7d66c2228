import { PURCHASE_TEXTS, UPI_CALLBACK_CHECK_MS } from '@ewa/api/purchase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../stores/test-support.ts';
import { outcomeOfInquiry, outcomeOfPayStatus, UpiWaitStore } from './upi-wait-store.ts';

/** The interval's checks, without the pushed-result watches (which these fakes do not answer). */
const polls = (calls: { path: string }[]) => calls.filter((c) => c.path !== 'purchase/awaitUpiResult');

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
    expect(polls(calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls(calls)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(UPI_CALLBACK_CHECK_MS);
    expect(wait.outcome).toBe('success');
    expect(wait.resultText).toBe('Your transaction has been successfully submitted.');
    expect(onFinal).toHaveBeenCalledWith('success');
    expect(wait.isPolling).toBe(false);
    await vi.advanceTimersByTimeAsync(UPI_CALLBACK_CHECK_MS * 5);
    expect(polls(calls)).toHaveLength(3);
  });

  it('stops polling when the page leaves', async () => {
    const { api, calls } = fakeApi({ 'purchase/getUpiCallBackResDetail': () => waiting('PENDING') });
    const wait = new UpiWaitStore(api, 'T3');
    await wait.start();
    wait.dispose();
    await vi.advanceTimersByTimeAsync(UPI_CALLBACK_CHECK_MS * 3);
    expect(polls(calls)).toHaveLength(1);
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

  it('shows the pushed result as soon as the server answers the watch, without waiting for the poll', async () => {
    let settle: (status: string) => void = () => {};
    const { api, calls } = fakeApi({
      'purchase/getUpiCallBackResDetail': () => waiting('PENDING'),
      'purchase/awaitUpiResult': () =>
        new Promise((resolve) => {
          settle = (status) => resolve(waiting(status));
        }),
    });
    const onFinal = vi.fn();
    const wait = new UpiWaitStore(api, 'T3', onFinal, () => 1_000);
    await wait.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.path)).toEqual(['purchase/getUpiCallBackResDetail', 'purchase/awaitUpiResult']);
    // The server ends a watch with nothing new: the next one opens at once.
    settle('PENDING');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((c) => c.path === 'purchase/awaitUpiResult')).toHaveLength(2);
    expect(wait.outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_500);
    settle('SUCCESS');
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.outcome).toBe('success');
    expect(onFinal).toHaveBeenCalledWith('success');
    expect(polls(calls)).toHaveLength(1);
    expect(wait.isPolling).toBe(false);
  });

  it('after three failed watches in a row the poll carries on alone', async () => {
    const { api, calls } = fakeApi({
      'purchase/getUpiCallBackResDetail': () => waiting('PENDING'),
      'purchase/awaitUpiResult': () => {
        throw new Error('network');
      },
    });
    const wait = new UpiWaitStore(api, 'T3');
    await wait.start();
    await vi.advanceTimersByTimeAsync(UPI_CALLBACK_CHECK_MS * 3);
    expect(calls.filter((c) => c.path === 'purchase/awaitUpiResult')).toHaveLength(3);
    expect(polls(calls)).toHaveLength(4);
    expect(wait.isPolling).toBe(true);
    wait.dispose();
  });
});
