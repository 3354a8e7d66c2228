import { describe, expect, it } from 'vitest';
import { checkPreference, isDematAccount, type PreferencePayload } from './preference.ts';

const physical: PreferencePayload = {
  holdingMode: 'SI',
  nominationChoice: '1',
  holders: [{ holder: 'F', annualIncome: '33', netWorth: '', pep: '1' }],
  mfMode: 'P',
  depository: '',
  dematAccountNo: '',
};
const demat: PreferencePayload = {
  ...physical,
  mfMode: 'D',
  depository: 'CDSL',
  dematAccountNo: '1208160012345678',
};
const withHolder = (change: object): PreferencePayload => ({
  ...physical,
  holders: [{ ...physical.holders[0]!, ...change }],
});

describe('preferences (spec 000 §5, spec 001 §3)', () => {
  it('passes physical and demat (CDSL, NSDL) preferences', () => {
    expect(checkPreference(physical)).toEqual([]);
    expect(checkPreference(demat)).toEqual([]);
    expect(checkPreference({ ...demat, depository: 'NSDL', dematAccountNo: 'in30012345678901' })).toEqual([]);
    expect(checkPreference({ ...demat, nominationChoice: '3' })).toEqual([]);
  });

  it.each([
    [{ holdingMode: '' }, 'holdingMode', 'Holding Pattern cannot be empty.'],
    [{ holdingMode: 'XX' }, 'holdingMode', 'Holding Pattern should be valid.'],
    [{ nominationChoice: '' }, 'nominationChoice', 'Nomination Preference cannot be empty.'],
    [{ nominationChoice: '4' }, 'nominationChoice', 'Nomination Preference should be valid.'],
    [
      { nominationChoice: '3' },
      'nominationChoice',
      'Nominees of your demat account apply only when mutual fund units are held in demat. Please choose another nomination preference.',
    ],
    [{ mfMode: '' }, 'mfMode', 'Mutual Fund Mode cannot be empty.'],
    [{ ...demat, depository: '' }, 'depository', 'Depository cannot be empty.'],
    [{ ...demat, depository: 'NSE' }, 'depository', 'Depository should be valid.'],
    [{ ...demat, dematAccountNo: '' }, 'dematAccountNo', 'Demat Account Number cannot be empty.'],
    [
      { ...demat, dematAccountNo: '120816001234567' },
      'dematAccountNo',
      'Demat Account Number should be valid.',
    ],
    [{ ...demat, depository: 'NSDL' }, 'dematAccountNo', 'Demat Account Number should be valid.'],
  ])('%o fails %s', (change, field, message) => {
    expect(checkPreference({ ...physical, ...change })).toEqual([{ field, message }]);
  });

  it.each([
    [{ annualIncome: '' }, 'holders.0.annualIncome', 'Annual Income cannot be empty.'],
    [{ annualIncome: '37' }, 'holders.0.annualIncome', 'Annual Income should be valid.'],
    [{ netWorth: '7' }, 'holders.0.netWorth', 'Net Worth should be valid.'],
    [{ pep: '' }, 'holders.0.pep', 'Politically Exposed Person cannot be empty.'],
    [{ pep: '4' }, 'holders.0.pep', 'Politically Exposed Person should be valid.'],
  ])('a holder %o fails %s', (change, field, message) => {
    expect(checkPreference(withHolder(change))).toEqual([{ field, message }]);
  });

  it('reads demat account numbers per depository', () => {
    expect(isDematAccount('CDSL', '1208160012345678')).toBe(true);
    expect(isDematAccount('CDSL', 'IN30012345678901')).toBe(false);
    expect(isDematAccount('NSDL', 'IN30012345678901')).toBe(true);
    expect(isDematAccount('NSDL', 'IN3001234567890')).toBe(false);
    expect(isDematAccount('', '1208160012345678')).toBe(false);
  });
});
