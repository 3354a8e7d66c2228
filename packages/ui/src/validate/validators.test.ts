import { expect } from '@open-wc/testing';
import { maxAmount, minAmount, multipleOf } from './amount.ts';
import { isBrokerage, isFilled } from './numbers.ts';
import { isUpiId } from './upi.ts';
import { firstAsyncFailure, firstSyncFailure } from './validator.ts';
import {
  aadhaar,
  asyncCheck,
  indianMobile,
  otp,
  pan,
  pattern,
  required,
  upiId,
  upiIdRequired,
} from './validators.ts';

describe('UPI ID', () => {
  it('accepts word characters, dots or hyphens around one at sign', () => {
    for (const id of ['ravi.kumar@okicici', 'ravi-k_92@ybl', '9876543210@paytm', 'a@b'])
      expect(isUpiId(id), id).to.equal(true);
  });
  it('rejects other shapes and more than 200 characters', () => {
    for (const id of ['', 'ravi', 'ravi@', '@ybl', 'ravi@@ybl', 'ravi kumar@ybl', 'ravi@ybl@x', 'ravi+1@ybl'])
      expect(isUpiId(id), id).to.equal(false);
    expect(isUpiId(`${'a'.repeat(196)}@ybl`)).to.equal(true);
    expect(isUpiId(`${'a'.repeat(197)}@ybl`)).to.equal(false);
  });
});

describe('brokerage', () => {
  it('accepts 0 to 2.50 in steps of 0.05', () => {
    for (const value of ['0', '0.05', '0.5', '1.25', '2.45', '2.50', '2.5', 0.15])
      expect(isBrokerage(value), String(value)).to.equal(true);
  });
  it('rejects other steps, out of range and non-numbers', () => {
    for (const value of ['0.03', '2.55', '3', '-0.05', 'abc', '', '1.234', '0.5%'])
      expect(isBrokerage(value), String(value)).to.equal(false);
  });
});

describe('named validators', () => {
  it('uses the spec common messages with the field label', () => {
    expect(firstSyncFailure('', [required()], 'PAN')?.message).to.equal('PAN cannot be empty.');
    expect(firstSyncFailure('  ', [required()], 'PAN')?.validator.flag).to.equal('valueMissing');
    expect(firstSyncFailure('abc', [pattern(/\d+/)], 'Account number')?.message).to.equal(
      'Account number should be valid.',
    );
    expect(firstSyncFailure('123', [pattern(/\d+/)], 'Account number')).to.equal(undefined);
  });

  it('uses the spec messages of specific fields', () => {
    expect(firstSyncFailure('', [upiIdRequired(), upiId()])?.message).to.equal('Please provide UPI ID');
    expect(firstSyncFailure('ravi', [upiIdRequired(), upiId()])?.message).to.equal(
      'Kindly enter valid UPI ID',
    );
    expect(firstSyncFailure('12345', [otp()])?.message).to.equal('Please enter valid OTP.');
    expect(firstSyncFailure('ABCDE1234F', [pan()])?.message).to.equal('Please enter valid PAN');
    expect(firstSyncFailure('123412341234', [aadhaar()])?.message).to.equal('Please enter valid Aadhaar');
    expect(firstSyncFailure('1234567890', [indianMobile()])?.message).to.equal(
      'Please enter a valid mobile number.',
    );
  });

  it('lets callers override a message with text or a function', () => {
    expect(
      firstSyncFailure('1234567890', [indianMobile({ message: 'Kindly provide valid Mobile No.' })])?.message,
    ).to.equal('Kindly provide valid Mobile No.');
    const custom = required({ message: ({ label }) => `Please provide ${label}` });
    expect(firstSyncFailure('', [custom], 'Place of Birth')?.message).to.equal(
      'Please provide Place of Birth',
    );
  });

  it('skips all but required on an empty value', () => {
    expect(firstSyncFailure('', [pan(), otp()])).to.equal(undefined);
    expect(isFilled(0)).to.equal(true);
    expect(isFilled(null)).to.equal(false);
  });

  it('checks amount limits and multiples with clear messages', () => {
    const limits = [minAmount(5000), maxAmount('200000'), multipleOf(100)];
    expect(firstSyncFailure('4,999', limits)?.message).to.equal('Minimum amount is ₹ 5,000.00');
    expect(firstSyncFailure('2,00,100', limits)?.message).to.equal('Maximum amount is ₹ 2,00,000.00');
    expect(firstSyncFailure('5050', limits)?.message).to.equal('Amount should be in multiples of ₹ 100.00');
    expect(firstSyncFailure('5050', limits)?.validator.flag).to.equal('stepMismatch');
    expect(firstSyncFailure('₹ 1,00,000', limits)).to.equal(undefined);
    expect(firstSyncFailure('2.45', [multipleOf('0.05')])).to.equal(undefined);
    const rate = [minAmount('0.10', { currency: false }), maxAmount('2.50', { currency: false })];
    expect(firstSyncFailure('0.05', rate)?.message).to.equal('Minimum value is 0.10');
    expect(firstSyncFailure('2.55', rate)?.message).to.equal('Maximum value is 2.50');
    expect(firstSyncFailure('2.47', [multipleOf('0.05', { currency: false })])?.message).to.equal(
      'Value should be in multiples of 0.05',
    );
  });

  it('counts multiples from the minimum, as the server does', () => {
    const fromMinimum = [minAmount(150), multipleOf(100, { from: 150 })];
    expect(firstSyncFailure('250', fromMinimum)).to.equal(undefined);
    expect(firstSyncFailure('200', fromMinimum)?.message).to.equal(
      'Amount should be ₹ 150.00 plus multiples of ₹ 100.00',
    );
    const aligned = multipleOf(100, { from: 500 });
    expect(firstSyncFailure('550', [aligned])?.message).to.equal('Amount should be in multiples of ₹ 100.00');
  });

  it('runs async checks, counts a rejection as failure and drops a stale answer', async () => {
    const verified = asyncCheck('verify', async (value) => value === 'ok', {
      message: 'Kindly enter valid UPI ID',
    });
    expect(await firstAsyncFailure('ok', [verified])).to.equal(undefined);
    expect((await firstAsyncFailure('no', [verified]))?.message).to.equal('Kindly enter valid UPI ID');
    const failing = asyncCheck('verify', () => Promise.reject(new Error('down')), { message: 'Down' });
    expect((await firstAsyncFailure('x', [failing]))?.message).to.equal('Down');
    const controller = new AbortController();
    const pending = firstAsyncFailure('no', [verified], '', controller.signal);
    controller.abort();
    expect(await pending).to.equal(undefined);
  });
});
