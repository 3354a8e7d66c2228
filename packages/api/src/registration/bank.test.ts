import { describe, expect, it } from 'vitest';
import { type BankDetailsPayload, checkBankDetails, holdingPatternPrompt, reverifyPrompt } from './bank.ts';

const bank: BankDetailsPayload = {
  accountType: 'SB',
  ifsc: 'HDFC0001234',
  micr: '395240002',
  accountNumber: '50100012345678',
  confirmAccountNumber: '50100012345678',
  verified: 'Y',
};

describe('bank details (spec 000 §5, §9)', () => {
  it('passes verified details, with or without a MICR', () => {
    expect(checkBankDetails(bank)).toEqual([]);
    expect(checkBankDetails({ ...bank, micr: '' })).toEqual([]);
    expect(
      checkBankDetails({ ...bank, accountNumber: '12345678', confirmAccountNumber: '12345678' }),
    ).toEqual([]);
  });

  it.each([
    [{ accountType: '' }, 'accountType', 'Account Type cannot be empty.'],
    [{ accountType: 'NRE' }, 'accountType', 'Account Type should be valid.'],
    [{ ifsc: '' }, 'ifsc', 'IFSC cannot be empty.'],
    [{ ifsc: 'HDFC1001234' }, 'ifsc', 'IFSC should be valid.'],
    [{ micr: '39524000' }, 'micr', 'MICR should be valid.'],
    [{ accountNumber: '' }, 'accountNumber', 'Bank Account Number cannot be empty.'],
    [
      { accountNumber: '1234567', confirmAccountNumber: '1234567' },
      'accountNumber',
      'Bank Account Number should be valid.',
    ],
    [
      { accountNumber: '1'.repeat(19), confirmAccountNumber: '1'.repeat(19) },
      'accountNumber',
      'Bank Account Number should be valid.',
    ],
    [{ confirmAccountNumber: '' }, 'confirmAccountNumber', 'Confirm Bank Account Number cannot be empty.'],
    [
      { confirmAccountNumber: '50100012345679' },
      'confirmAccountNumber',
      'Bank Account Number and Confirm Bank Account Number do not match.',
    ],
    [
      { verified: 'N' as const },
      'verified',
      'Please click Verify Bank to verify your bank account before you continue.',
    ],
  ])('%o fails %s', (change, field, message) => {
    expect(checkBankDetails({ ...bank, ...change })).toEqual([{ field, message }]);
  });

  it('asks for verification only once the details pass', () => {
    expect(checkBankDetails({ ...bank, ifsc: '', verified: 'N' }).map((e) => e.field)).toEqual(['ifsc']);
  });
});

describe('bank step prompts (spec 000 §5, §8)', () => {
  it.each([
    [
      { holdingMode: 'JO', hasSecondHolder: false, samePatternAccountExists: false },
      'The second holder’s details are not given. Do you want to switch the holding pattern to Single?',
    ],
    [
      { holdingMode: 'SI', hasSecondHolder: false, samePatternAccountExists: true },
      'E-Wealth Account with same holding pattern already available with us...',
    ],
    [{ holdingMode: 'AS', hasSecondHolder: true, samePatternAccountExists: false }, ''],
    [{ holdingMode: 'SI', hasSecondHolder: false, samePatternAccountExists: false }, ''],
  ])('%o prompts %j', (state, text) => {
    expect(holdingPatternPrompt(state)).toBe(text);
  });

  it('asks to re-verify unverified details', () => {
    expect(reverifyPrompt('N')).toBe(
      'Your bank details are not verified. Please verify them again to continue.',
    );
    expect(reverifyPrompt('Y')).toBe('');
  });
});
