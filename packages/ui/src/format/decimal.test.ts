import { expect } from '@open-wc/testing';
import {
  compareDecimal,
  decimalText,
  isMultipleOf,
  roundDecimal,
  shiftDecimal,
  toDecimal,
} from './decimal.ts';

const d = (text: string) => toDecimal(text)!;

describe('decimal strings', () => {
  it('rounds half away from zero with carries', () => {
    expect(decimalText(roundDecimal(d('1.005'), 2))).to.equal('1.01');
    expect(decimalText(roundDecimal(d('9.995'), 2))).to.equal('10.00');
    expect(decimalText(roundDecimal(d('-2.675'), 2))).to.equal('-2.68');
    expect(decimalText(roundDecimal(d('0.4'), 0))).to.equal('0');
    expect(decimalText(roundDecimal(d('-0.004'), 2))).to.equal('0.00');
    expect(decimalText(roundDecimal(d('9.5'), 0))).to.equal('10');
    expect(decimalText(roundDecimal(d('-0.4'), 0))).to.equal('0');
    expect(decimalText(roundDecimal(d('1.5'), 3)), 'padded, not rounded').to.equal('1.500');
    expect(decimalText(roundDecimal(d('99999999999999999999.995'), 2))).to.equal('100000000000000000000.00');
  });

  it('shifts the decimal point', () => {
    expect(decimalText(shiftDecimal(d('12345678'), -7))).to.equal('1.2345678');
    expect(decimalText(shiftDecimal(d('0.5'), 2))).to.equal('50');
    expect(decimalText(shiftDecimal(d('12'), -5))).to.equal('0.00012');
  });

  it('compares and checks multiples without float error', () => {
    expect(compareDecimal(d('10'), d('9.99'))).to.equal(1);
    expect(compareDecimal(d('-10'), d('-9'))).to.equal(-1);
    expect(compareDecimal(d('5.10'), d('5.1'))).to.equal(0);
    expect(compareDecimal(d('-1.5'), d('-1.25'))).to.equal(-1);
    expect(compareDecimal(d('0.001'), d('0'))).to.equal(1);
    expect(compareDecimal(d('12345678901234567890.01'), d('12345678901234567890.001'))).to.equal(1);
    expect(isMultipleOf(d('2.45'), d('0.05'))).to.equal(true);
    expect(isMultipleOf(d('2.47'), d('0.05'))).to.equal(false);
    expect(isMultipleOf(d('1550'), d('100'))).to.equal(false);
    expect(isMultipleOf(d('1500'), d('500'))).to.equal(true);
    expect(isMultipleOf(d('-2.45'), d('0.05'))).to.equal(true);
    expect(isMultipleOf(d('7'), d('0')), 'no step means any amount').to.equal(true);
  });
});
