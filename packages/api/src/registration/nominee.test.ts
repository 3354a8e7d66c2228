import { describe, expect, it } from 'vitest';
import { adultNominee as adult, minorNominee as minor, noGuardian } from './fixtures.ts';
import {
  checkNomineeDetails,
  checkWitnessDetails,
  MAX_NOMINEES,
  type NomineeContext,
  type NomineeDetail,
  type NomineeDetailsPayload,
  needsMinorNomineeUploads,
  shareHundredths,
  type WitnessDetailsPayload,
} from './nominee.ts';

const today = { year: 2026, month: 11, day: 27 };
const context: NomineeContext = {
  today,
  enteredByStaff: false,
  mfMode: 'P',
  depository: '',
  dematAccountNo: '',
};

const one = (change: Partial<NomineeDetail>): NomineeDetailsPayload => ({
  nominees: [{ ...adult, ...change }],
});
const withMinor = (change: Partial<NomineeDetail>): NomineeDetailsPayload => ({
  nominees: [
    { ...adult, sharePercent: '60' },
    { ...minor, ...change },
  ],
});

describe('nominees (spec 000 §5, §9)', () => {
  it('passes one adult nominee, and an adult with a minor whose guardian is an adult', () => {
    expect(checkNomineeDetails(one({}), context)).toEqual([]);
    expect(checkNomineeDetails(withMinor({}), context)).toEqual([]);
  });

  it('passes three nominees sharing 100 to the hundredth', () => {
    const three = ['33.33', '33.33', '33.34'].map((sharePercent) => ({ ...adult, sharePercent }));
    expect(three).toHaveLength(MAX_NOMINEES);
    expect(checkNomineeDetails({ nominees: three }, context)).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'nominees.0.name', 'Nominee Name cannot be empty.'],
    [{ name: 'Ravi_Rao' }, 'nominees.0.name', 'Nominee Name should be valid.'],
    [{ relation: '' }, 'nominees.0.relation', 'Relation with Nominee cannot be empty.'],
    [{ dob: '' }, 'nominees.0.dob', 'Date of Birth cannot be empty.'],
    [{ dob: '28/11/2026' }, 'nominees.0.dob', 'Date of Birth cannot be a future date.'],
    [{ dob: '27/11/1926' }, 'nominees.0.dob', 'Date of birth should be less than 100 years.'],
    [{ sharePercent: '' }, 'nominees.0.sharePercent', 'Share (%) cannot be empty.'],
    [{ sharePercent: '100.5' }, 'nominees.0.sharePercent', 'Share (%) should be valid.'],
    [{ sharePercent: '0' }, 'nominees.0.sharePercent', 'Share should be more than 0%.'],
    [{ sharePercent: '99' }, 'nominees', 'The shares of all nominees should add up to exactly 100%.'],
    [{ idType: '' }, 'nominees.0.idType', 'Identity Proof cannot be empty.'],
    [{ idNumber: '' }, 'nominees.0.idNumber', 'Identity Proof Number cannot be empty.'],
    [
      { idType: 'AADHAAR', idNumber: '12345' },
      'nominees.0.idNumber',
      'Identity Proof Number should be valid.',
    ],
  ])('an adult nominee %o fails %s', (change, field, message) => {
    expect(checkNomineeDetails(one(change), context)).toEqual([{ field, message }]);
  });

  it('refuses a share of 100 or more for one of several nominees', () => {
    expect(checkNomineeDetails(withMinor({ sharePercent: '100' }), context)).toEqual([
      {
        field: 'nominees.1.sharePercent',
        message: 'Share should be less than 100% when there is more than one nominee.',
      },
    ]);
  });

  it.each([
    [{ guardianName: '' }, 'nominees.1.guardianName', 'Guardian Name cannot be empty.'],
    [{ guardianRelation: '' }, 'nominees.1.guardianRelation', 'Guardian Relation cannot be empty.'],
    [{ guardianDob: '' }, 'nominees.1.guardianDob', 'Guardian Date of Birth cannot be empty.'],
    [
      { guardianDob: '28/11/2008' },
      'nominees.1.guardianDob',
      'Date of birth should be greater than 18 years.',
    ],
    [{ guardianIdType: '' }, 'nominees.1.guardianIdType', 'Guardian Identity Proof cannot be empty.'],
    [
      { guardianIdType: 'PASSPORT', guardianIdNumber: 'BCDPF2345G' },
      'nominees.1.guardianIdNumber',
      'Guardian Identity Proof Number should be valid.',
    ],
    [
      { idType: 'PAN', idNumber: 'bcdpf2345g' },
      'nominees.1.guardianIdNumber',
      "Guardian's identity proof number should be different from the nominee's.",
    ],
  ])('a minor nominee %o fails %s', (change, field, message) => {
    expect(checkNomineeDetails(withMinor(change), context)).toEqual([{ field, message }]);
  });

  it('asks no guardian of a nominee who is 18 today', () => {
    expect(checkNomineeDetails(one({ dob: '27/11/2008', ...noGuardian }), context)).toEqual([]);
    expect(needsMinorNomineeUploads(one({ dob: '27/11/2008' }), context)).toBe(false);
    expect(needsMinorNomineeUploads(withMinor({}), context)).toBe(true);
  });

  it('needs a valid demat account when units are held in demat', () => {
    const demat = { ...context, mfMode: 'D', depository: 'CDSL' };
    expect(checkNomineeDetails(one({}), { ...demat, dematAccountNo: '1208160012345678' })).toEqual([]);
    expect(checkNomineeDetails(one({}), { ...demat, dematAccountNo: '12081600' })).toEqual([
      {
        field: 'dematAccountNo',
        message:
          'Please give a valid demat account in Preferences: nominees of demat-held units are added to it.',
      },
    ]);
  });

  it('refuses more than three nominees', () => {
    const four = ['25', '25', '25', '25'].map((sharePercent) => ({ ...adult, sharePercent }));
    expect(checkNomineeDetails({ nominees: four }, context)).toEqual([
      { field: 'nominees', message: 'You can add at most 3 nominees.' },
    ]);
  });

  it('reads shares to the hundredth of a percent', () => {
    expect(shareHundredths('33.3')).toBe(3330);
    expect(shareHundredths('0.05')).toBe(5);
    expect(shareHundredths('12.345')).toBeUndefined();
  });
});

const witnesses: WitnessDetailsPayload = {
  witnesses: [{ name: 'Suresh Patel', address: '4, Ring Road, Surat 395002', dob: '10/10/1980' }],
};
const withWitness = (change: object): WitnessDetailsPayload => ({
  witnesses: [{ ...witnesses.witnesses[0]!, ...change }],
});

describe('witnesses (spec 000 §5)', () => {
  it('passes an adult witness, one who is 18 today too', () => {
    expect(checkWitnessDetails(witnesses, context)).toEqual([]);
    expect(checkWitnessDetails(withWitness({ dob: '27/11/2008' }), context)).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'witnesses.0.name', 'Witness Name cannot be empty.'],
    [{ name: 'S. Patel 2' }, 'witnesses.0.name', 'Witness Name should be valid.'],
    [{ address: '' }, 'witnesses.0.address', 'Witness Address cannot be empty.'],
    [{ address: 'A'.repeat(201) }, 'witnesses.0.address', 'Witness Address should be valid.'],
    [{ dob: '' }, 'witnesses.0.dob', 'Witness Date of Birth cannot be empty.'],
    [
      { dob: '28/11/2008' },
      'witnesses.0.dob',
      'A minor cannot be a witness. Please give a witness aged 18 years or more.',
    ],
    [{ dob: '27/11/1926' }, 'witnesses.0.dob', 'Date of birth should be less than 100 years.'],
  ])('%o fails %s', (change, field, message) => {
    expect(checkWitnessDetails(withWitness(change), context)).toEqual([{ field, message }]);
  });
});
