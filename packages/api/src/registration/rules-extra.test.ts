import { describe, expect, it } from 'vitest';
import { holderNamesMatch } from './bank-rules-extra.ts';
import { emandateModesFor, untilCancelledEnd } from './mandate-rules-extra.ts';
import { checkNominationSelection, checkNomineeAddress, nominationTexts } from './nominee-rules-extra.ts';
import { preferenceTexts } from './preference.ts';

describe('the name at the bank against the holder’s', () => {
  it.each([
    ['PRIYA RAMESH IYER', 'Priya Ramesh Iyer'],
    ['IYER PRIYA RAMESH', 'Priya  Ramesh Iyer'],
    ['PRIYA R IYER', 'Priya Ramesh Iyer'],
    ['P. R. IYER', 'Priya Ramesh Iyer'],
    ['PRIYA IYER', 'Priya Ramesh Iyer'],
    ['Priya R.Iyer', 'PRIYA RAMESH IYER'],
  ])('%s is %s', (bank, holder) => {
    expect(holderNamesMatch(bank, holder)).toBe(true);
  });

  it.each([
    ['SURESH KUMAR', 'Priya Ramesh Iyer'],
    ['P R', 'Priya Ramesh Iyer'],
    ['PRIYA RAMESH IYER', ''],
    ['PRIYA SHARMA', 'Priya Ramesh Iyer'],
    ['PRIYA PRIYA', 'Priya Iyer'],
  ])('%s is not %s', (bank, holder) => {
    expect(holderNamesMatch(bank, holder)).toBe(false);
  });
});

describe('mandate extras', () => {
  it('ends a mandate until cancelled 40 years after its start, 29 February on the 28th', () => {
    expect(untilCancelledEnd({ year: 2026, month: 11, day: 27 })).toBe('27/11/2066');
    expect(untilCancelledEnd({ year: 2028, month: 2, day: 29 })).toBe('29/02/2068');
    expect(untilCancelledEnd({ year: 2024, month: 2, day: 29 })).toBe('29/02/2064');
    expect(untilCancelledEnd({ year: 2060, month: 2, day: 29 })).toBe('28/02/2100');
  });

  it('offers the bank’s modes, and e-Sign only with a bank taking e-mandates', () => {
    expect(emandateModesFor(['NET', 'DEBIT'])).toEqual(['NET', 'DEBIT', 'ESIGN']);
    expect(emandateModesFor(['NET'])).toEqual(['NET', 'ESIGN']);
    expect(emandateModesFor([])).toEqual([]);
  });
});

describe('nomination extras', () => {
  it('asks for a choice, the declaration to opt out, and demat units for the demat account’s nominees', () => {
    expect(
      checkNominationSelection({ nominationChoice: '', optOutDeclared: 'N' }, { mfMode: 'P' })[0]?.field,
    ).toBe('nominationChoice');
    expect(checkNominationSelection({ nominationChoice: '2', optOutDeclared: 'N' }, { mfMode: 'P' })).toEqual(
      [{ field: 'optOutDeclared', message: nominationTexts.declarationNeeded }],
    );
    expect(checkNominationSelection({ nominationChoice: '2', optOutDeclared: 'Y' }, { mfMode: 'P' })).toEqual(
      [],
    );
    expect(checkNominationSelection({ nominationChoice: '3', optOutDeclared: 'N' }, { mfMode: 'P' })).toEqual(
      [{ field: 'nominationChoice', message: preferenceTexts.nominationFromDematOnly }],
    );
    expect(checkNominationSelection({ nominationChoice: '3', optOutDeclared: 'N' }, { mfMode: 'D' })).toEqual(
      [],
    );
  });

  it('checks a nominee’s own address only when it is not the first holder’s', () => {
    const blank = { line1: '', line2: '', city: '', pincode: '' };
    expect(checkNomineeAddress('Y', blank, 'a')).toEqual([]);
    expect(checkNomineeAddress('N', blank, 'a').map((e) => e.field)).toEqual([
      'a.line1',
      'a.city',
      'a.pincode',
    ]);
    expect(
      checkNomineeAddress('N', { line1: '12 MG Road', line2: '', city: 'Pune', pincode: '411001' }, 'a'),
    ).toEqual([]);
    expect(
      checkNomineeAddress('N', { line1: '12 MG Road', line2: '', city: 'Pune', pincode: '011001' }, 'a'),
    ).toEqual([{ field: 'a.pincode', message: 'Pincode should be valid.' }]);
  });
});
