import { expect } from '@open-wc/testing';
import { formatPercent } from './percent.ts';

describe('formatPercent', () => {
  it('signs a return and rounds it half away from zero on the digits', () => {
    expect(formatPercent(12.345)).to.equal('+12.35%');
    expect(formatPercent(1.005)).to.equal('+1.01%');
    expect(formatPercent(-0.5)).to.equal('-0.50%');
    expect(formatPercent(-0.001)).to.equal('0.00%');
    expect(formatPercent(0)).to.equal('0.00%');
  });

  it('leaves out the plus for a share and takes other places', () => {
    expect(formatPercent(42.5, { signed: false })).to.equal('42.50%');
    expect(formatPercent(33.333, { signed: false, places: 1 })).to.equal('33.3%');
  });

  it("shows '–' for what is not a number", () => {
    for (const bad of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatPercent(bad)).to.equal('–');
  });
});
