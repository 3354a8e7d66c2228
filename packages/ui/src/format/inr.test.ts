import { expect } from '@open-wc/testing';
import { formatAmount, formatIndianNumber, formatUnits, groupIndian } from './inr.ts';

describe('Indian grouping', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndian('1')).to.equal('1');
    expect(groupIndian('999')).to.equal('999');
    expect(groupIndian('1000')).to.equal('1,000');
    expect(groupIndian('100000')).to.equal('1,00,000');
    expect(groupIndian('123456789')).to.equal('12,34,56,789');
    expect(groupIndian('1234567890123')).to.equal('12,34,56,78,90,123');
  });

  it('formats any number with fixed decimals', () => {
    expect(formatIndianNumber(123456789.5)).to.equal('12,34,56,789.50');
    expect(formatIndianNumber('123456789.5')).to.equal('12,34,56,789.50');
    expect(formatIndianNumber(5, { decimals: 0 })).to.equal('5');
  });
});

describe('formatAmount', () => {
  it('shows 2 decimals with the rupee sign, or without it', () => {
    expect(formatAmount(12345678.5)).to.equal('₹ 1,23,45,678.50');
    expect(formatAmount(5000)).to.equal('₹ 5,000.00');
    expect(formatAmount('100000', { currency: false })).to.equal('1,00,000.00');
  });

  it('rounds a third decimal on the digits, not on floats', () => {
    // (1.005).toFixed(2) is '1.00' in JavaScript; a statement says 1.01.
    expect(formatAmount(1.005)).to.equal('₹ 1.01');
    expect(formatAmount('1.005')).to.equal('₹ 1.01');
    expect(formatAmount(1.004)).to.equal('₹ 1.00');
    expect(formatAmount(8.345)).to.equal('₹ 8.35');
    expect(formatAmount(99999.995)).to.equal('₹ 1,00,000.00');
    expect(formatAmount(0.1 + 0.2)).to.equal('₹ 0.30');
  });

  it('handles negatives, zero and paise only', () => {
    expect(formatAmount(-1234.5)).to.equal('-₹ 1,234.50');
    expect(formatAmount(-0.001)).to.equal('₹ 0.00');
    expect(formatAmount(0)).to.equal('₹ 0.00');
    expect(formatAmount(-0)).to.equal('₹ 0.00');
    expect(formatAmount(0.5)).to.equal('₹ 0.50');
    expect(formatAmount('.75')).to.equal('₹ 0.75');
  });

  it('shows an en dash for empty or unreadable values, never NaN', () => {
    for (const value of [
      '',
      '  ',
      null,
      undefined,
      Number.NaN,
      'abc',
      '12abc',
      Number.POSITIVE_INFINITY,
      {},
    ]) {
      expect(formatAmount(value), String(value)).to.equal('–');
    }
  });

  it('writes large numbers without exponent notation', () => {
    expect(formatAmount(1e21)).to.equal('₹ 1,00,00,00,00,00,00,00,00,00,000.00');
  });
});

describe('formatUnits', () => {
  it('shows 3 decimals and no sign', () => {
    expect(formatUnits(1234.5678)).to.equal('1,234.568');
    expect(formatUnits('152.3')).to.equal('152.300');
    expect(formatUnits(0.0005)).to.equal('0.001');
    expect(formatUnits(undefined)).to.equal('–');
  });
});
