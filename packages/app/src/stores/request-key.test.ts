import { confirmRedemption, stopPlan } from '@ewa/api';
import { describe, expect, it } from 'vitest';
import { RequestKey } from './request-key.ts';

describe('one Idempotency-Key per reviewed request', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('keeps the key while the same request is retried and makes a new one when it changes', () => {
    const keys = new RequestKey(counter());
    const first = keys.of(stopPlan, { planNo: 'P1', reason: '1' });
    expect(keys.of(stopPlan, { planNo: 'P1', reason: '1' })).toBe(first);
    expect(keys.of(stopPlan, { planNo: 'P1', reason: '2' })).not.toBe(first);
  });

  it('never lends one call’s key to another call with the same body', () => {
    const keys = new RequestKey(counter());
    const body = { planNo: 'P1' };
    expect(keys.of(stopPlan, body)).not.toBe(keys.of(confirmRedemption, body));
  });

  it('starts afresh for a new review, even for the same request', () => {
    const keys = new RequestKey(counter());
    const first = keys.of(stopPlan, { planNo: 'P1', reason: '1' });
    keys.renew();
    expect(keys.of(stopPlan, { planNo: 'P1', reason: '1' })).not.toBe(first);
  });
});
