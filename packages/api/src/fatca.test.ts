import { describe, expect, it } from 'vitest';
import {
  FATCA_ID_TYPES,
  type FatcaAnswers,
  fatcaFieldErrors,
  isPlaceOfBirth,
  normaliseFatcaAnswers,
} from './fatca.ts';

const ids = {
  countries: new Set(['US', 'GB', 'SG', 'AE']),
  nationalities: new Set(['IN', 'US', 'GB', 'SG', 'AE']),
};

const bornInIndia: FatcaAnswers = {
  poboIndia: 'N',
  cob: '',
  pob: 'Pune',
  nationality: '',
  cotoIndia: 'N',
  taxDtl: [],
  isfatcaConsentChk: 'Y',
};

const abroadWithTax: FatcaAnswers = {
  poboIndia: 'Y',
  cob: 'US',
  pob: 'New York',
  nationality: 'IN',
  cotoIndia: 'Y',
  taxDtl: [{ cot: 'US', tpiNo: '123456789', tpiType: 'T' }],
  isfatcaConsentChk: 'Y',
};

const errorsOf = (answers: Partial<FatcaAnswers>, touched?: boolean[]) =>
  fatcaFieldErrors({ ...abroadWithTax, ...answers }, ids, touched);

describe('FATCA rules (spec 000 §5)', () => {
  it('passes complete answers, born in India or abroad', () => {
    expect(fatcaFieldErrors(bornInIndia, ids)).toEqual([]);
    expect(fatcaFieldErrors(abroadWithTax, ids)).toEqual([]);
  });

  it.each([
    [{ poboIndia: '' as const }, 'poboIndia', 'Place of Birth other than India cannot be empty.'],
    [{ cob: '' }, 'cob', 'Please provide Nationality Country of Birth'],
    [{ cob: 'IN' }, 'cob', 'Country of Birth should be valid.'],
    [{ pob: '' }, 'pob', 'Please provide Place of Birth'],
    [{ pob: 'Pune 411001' }, 'pob', 'Place of Birth should be valid.'],
    [{ pob: 'A'.repeat(101) }, 'pob', 'Place of Birth should be valid.'],
    [{ nationality: '' }, 'nationality', 'Please provide Nationality'],
    [{ nationality: 'ZZ' }, 'nationality', 'Nationality should be valid.'],
    [{ cotoIndia: '' as const }, 'cotoIndia', 'Tax Residency other than India cannot be empty.'],
    [{ isfatcaConsentChk: 'N' as const }, 'isfatcaConsentChk', 'FATCA Consent should be checked.'],
  ])('%o fails %s with its message', (change, field, message) => {
    expect(errorsOf(change)).toEqual([{ field, message }]);
  });

  it('asks country of birth and nationality only of a holder born outside India', () => {
    expect(fatcaFieldErrors({ ...bornInIndia, cob: '', nationality: '' }, ids)).toEqual([]);
  });

  it.each([
    [{ cot: '', tpiNo: '1', tpiType: 'T' }, 'cot', 'Country of Tax Residency cannot be empty.'],
    [{ cot: 'IN', tpiNo: '1', tpiType: 'T' }, 'cot', 'Country of Tax Residency should be valid.'],
    [{ cot: 'US', tpiNo: '', tpiType: 'T' }, 'tpiNo', 'Taxpayer ID Number cannot be empty.'],
    [{ cot: 'US', tpiNo: 'AB-12', tpiType: 'T' }, 'tpiNo', 'Taxpayer ID Number should be valid.'],
    [{ cot: 'US', tpiNo: 'A'.repeat(21), tpiType: 'T' }, 'tpiNo', 'Taxpayer ID Number should be valid.'],
    [{ cot: 'US', tpiNo: '1', tpiType: '' }, 'tpiType', 'ID Type cannot be empty.'],
    [{ cot: 'US', tpiNo: '1', tpiType: 'Q' }, 'tpiType', 'ID Type should be valid.'],
  ])('a first row %o fails taxDtl.0.%s', (row, field, message) => {
    expect(errorsOf({ taxDtl: [row] })).toEqual([{ field: `taxDtl.0.${field}`, message }]);
  });

  it('needs the first row with another tax residency, even when none was sent', () => {
    expect(errorsOf({ taxDtl: [] })).toEqual([
      { field: 'taxDtl.0.cot', message: 'Country of Tax Residency cannot be empty.' },
    ]);
    expect(errorsOf({ taxDtl: [{ cot: '', tpiNo: '', tpiType: '' }] }).map((e) => e.field)).toEqual([
      'taxDtl.0.cot',
      'taxDtl.0.tpiNo',
      'taxDtl.0.tpiType',
    ]);
  });

  it('leaves an untouched empty row alone, but checks a touched one or one holding anything', () => {
    const empty = { cot: '', tpiNo: '', tpiType: '' };
    const first = abroadWithTax.taxDtl[0]!;
    expect(errorsOf({ taxDtl: [first, empty] })).toEqual([]);
    expect(errorsOf({ taxDtl: [first, empty] }, [false, true]).map((e) => e.field)).toEqual([
      'taxDtl.1.cot',
      'taxDtl.1.tpiNo',
      'taxDtl.1.tpiType',
    ]);
    expect(errorsOf({ taxDtl: [first, { cot: 'GB', tpiNo: '', tpiType: '' }] }).map((e) => e.field)).toEqual([
      'taxDtl.1.tpiNo',
      'taxDtl.1.tpiType',
    ]);
  });

  it('refuses the same country twice', () => {
    const first = abroadWithTax.taxDtl[0]!;
    expect(errorsOf({ taxDtl: [first, { ...first, tpiNo: '99' }] })).toEqual([
      { field: 'taxDtl.1.cot', message: 'This country is already given as a tax residency above.' },
    ]);
  });

  it('ignores the tax rows when there is no other tax residency', () => {
    expect(
      fatcaFieldErrors({ ...bornInIndia, taxDtl: [{ cot: 'ZZ', tpiNo: '', tpiType: '' }] }, ids),
    ).toEqual([]);
  });

  it('has the fixed list of 13 id types', () => {
    expect(FATCA_ID_TYPES).toHaveLength(13);
    expect(new Set(FATCA_ID_TYPES.map((t) => t.code)).size).toBe(13);
  });

  it('takes place of birth in letters and spaces up to 100, and id numbers alphanumeric up to 20, any case', () => {
    expect(isPlaceOfBirth('navi  mumbai ')).toBe(true);
    expect(isPlaceOfBirth('St. Louis')).toBe(false);
    expect(isPlaceOfBirth('A'.repeat(100))).toBe(true);
    for (const tpiNo of ['ab12cd', 'A'.repeat(20)])
      expect(errorsOf({ taxDtl: [{ cot: 'US', tpiNo, tpiType: 'T' }] })).toEqual([]);
    expect(errorsOf({ taxDtl: [{ cot: 'US', tpiNo: 'AB 12', tpiType: 'T' }] })).toEqual([
      { field: 'taxDtl.0.tpiNo', message: 'Taxpayer ID Number should be valid.' },
    ]);
  });
});

describe('stored answers', () => {
  it('upper-cases place of birth and id numbers, drops optional empty rows', () => {
    const stored = normaliseFatcaAnswers({
      ...abroadWithTax,
      pob: ' new   york ',
      taxDtl: [
        { cot: 'US', tpiNo: 'ab12', tpiType: 'T' },
        { cot: '', tpiNo: '', tpiType: '' },
      ],
    });
    expect(stored.pob).toBe('NEW YORK');
    expect(stored.taxDtl).toEqual([{ cot: 'US', tpiNo: 'AB12', tpiType: 'T' }]);
  });

  it('No clears the tax details, and born in India clears country of birth and nationality', () => {
    const stored = normaliseFatcaAnswers({ ...abroadWithTax, poboIndia: 'N', cotoIndia: 'N' });
    expect(stored).toMatchObject({ cob: '', nationality: '', taxDtl: [] });
  });
});
