import { expect } from '@open-wc/testing';
import { parseAmountInput } from './parse.ts';

describe('parseAmountInput', () => {
  it('reads grouped, pasted and padded amounts into plain decimals', () => {
    expect(parseAmountInput('1,00,000')).to.equal('100000');
    expect(parseAmountInput('100000.50')).to.equal('100000.50');
    expect(parseAmountInput('₹ 5,000')).to.equal('5000');
    expect(parseAmountInput('₹5,000.25')).to.equal('5000.25');
    expect(parseAmountInput(' 5000 ')).to.equal('5000');
    expect(parseAmountInput('Rs. 250.50')).to.equal('250.50');
    expect(parseAmountInput('INR 1,000')).to.equal('1000');
    expect(parseAmountInput('1,000,000')).to.equal('1000000');
    expect(parseAmountInput('007')).to.equal('7');
    expect(parseAmountInput('.5')).to.equal('0.5');
    expect(parseAmountInput('12.')).to.equal('12');
    expect(parseAmountInput('-250')).to.equal('-250');
  });

  it('gives an empty string for blank input and undefined for text that is no number', () => {
    expect(parseAmountInput('')).to.equal('');
    expect(parseAmountInput('   ')).to.equal('');
    expect(parseAmountInput(null)).to.equal('');
    expect(parseAmountInput('12abc')).to.equal(undefined);
    expect(parseAmountInput('1.2.3')).to.equal(undefined);
    expect(parseAmountInput('₹')).to.equal('');
    expect(parseAmountInput('five')).to.equal(undefined);
  });
});
