import { describe, expect, it } from 'vitest';
import { isYes, replyText } from './reply.ts';
import { isMultipleAbove, multipleAboveText } from './rules.ts';

describe('amount multiples, counted from the minimum', () => {
  it.each([
    [600, 500, 100, true],
    [550, 500, 100, false],
    [250, 150, 100, true], // counted from the minimum, not from zero
    [200, 150, 100, false],
    ['1000.50', '100.50', '100', true],
    [1000.3, 100, 0.1, true], // exact in paise: 900.3 / 0.1 has no float error
    [123.45, 1, 0, true], // a zero step allows any amount
    ['12.345', 0, 1, false], // a third decimal is not an amount
    ['1e3', 0, 1, false],
  ])('%s above %s in steps of %s → %s', (amount, minimum, step, valid) => {
    expect(isMultipleAbove(amount, minimum, step)).toBe(valid);
  });

  it('names the step, and the minimum when the steps do not start at zero', () => {
    // The design system's amount field says the same words for the same rule.
    expect(multipleAboveText(100, 500)).toBe('Amount should be in multiples of ₹ 100.00');
    expect(multipleAboveText(100, 150)).toBe('Amount should be ₹ 150.00 plus multiples of ₹ 100.00');
    expect(multipleAboveText('0.05')).toBe('Amount should be in multiples of ₹ 0.05');
  });
});

describe('reply texts and flags', () => {
  it('prefers displayMessage, then message, then the fallback', () => {
    expect(replyText({ displayMessage: 'shown', message: 'tech' }, 'x')).toBe('shown');
    expect(replyText({ displayMessage: '', message: 'tech' }, 'x')).toBe('tech');
    expect(replyText(undefined, 'x')).toBe('x');
  });

  it('reads Y as yes and anything else as no', () => {
    expect([isYes('Y'), isYes('y'), isYes('N'), isYes(''), isYes(undefined)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
