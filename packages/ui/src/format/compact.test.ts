import { expect } from '@open-wc/testing';
import { formatCompact } from './compact.ts';

describe('formatCompact', () => {
  it('uses crore, lakh and plain numbers', () => {
    expect(formatCompact(12000000)).to.equal('1.2 Cr');
    expect(formatCompact(1200000)).to.equal('12 L');
    expect(formatCompact(950)).to.equal('950');
    expect(formatCompact(95000)).to.equal('95,000');
    expect(formatCompact(12345678)).to.equal('1.23 Cr');
    expect(formatCompact(150000)).to.equal('1.5 L');
    expect(formatCompact(10000000)).to.equal('1 Cr');
  });

  it('keeps a thousand crore and more in crore, never KCr', () => {
    expect(formatCompact(12345000000)).to.equal('1,234.5 Cr');
    expect(formatCompact(1e13)).to.equal('10,00,000 Cr');
    expect(formatCompact(12345000000)).not.to.contain('K');
  });

  it('carries rounding into the next unit', () => {
    expect(formatCompact(9999999)).to.equal('1 Cr');
    expect(formatCompact(99999.999)).to.equal('1 L');
  });

  it('handles currency, negatives, fractions and empty input', () => {
    expect(formatCompact(12000000, { currency: true })).to.equal('₹ 1.2 Cr');
    expect(formatCompact(-1200000)).to.equal('-12 L');
    expect(formatCompact(950.456)).to.equal('950.46');
    expect(formatCompact(0)).to.equal('0');
    expect(formatCompact('')).to.equal('–');
    expect(formatCompact(Number.NaN)).to.equal('–');
  });
});
