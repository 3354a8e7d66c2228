import { verhoeffCheckDigit } from '@ewa/ui/validate';
import { describe, expect, it } from 'vitest';
import {
  type AddressPayload,
  checkAddress,
  checkPersonalDetails,
  nameLength,
  type PersonalDetailsPayload,
} from './personal.ts';

const aadhaar = `23456789012${verhoeffCheckDigit('23456789012')}`;
const wrongAadhaar = `23456789012${(verhoeffCheckDigit('23456789012') + 1) % 10}`;

const details: PersonalDetailsPayload = {
  holder: 'F',
  firstName: 'Asha',
  middleName: 'K.',
  lastName: 'Rao',
  fatherSpouseFlag: 'F',
  fatherSpouseName: 'Krishna Rao',
  motherName: 'Lakshmi Rao',
  gender: 'F',
  maritalStatus: 'U',
  occupation: '01',
  aadhaar,
};

describe('personal details (spec 000 §5, §9)', () => {
  it('passes complete details, with or without the optional Aadhaar, middle and last name', () => {
    expect(checkPersonalDetails(details)).toEqual([]);
    expect(checkPersonalDetails({ ...details, aadhaar: '', middleName: '', lastName: '' })).toEqual([]);
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First Name cannot be empty.'],
    [{ firstName: 'Asha2' }, 'firstName', 'First Name should be valid.'],
    [{ middleName: 'K_' }, 'middleName', 'Middle Name should be valid.'],
    [{ lastName: 'R@o' }, 'lastName', 'Last Name should be valid.'],
    [
      { firstName: 'A'.repeat(40), middleName: 'B'.repeat(20), lastName: 'C'.repeat(26) },
      'firstName',
      'First, middle and last name together can have at most 85 characters.',
    ],
    [{ fatherSpouseFlag: '' }, 'fatherSpouseFlag', "Father's / Spouse's Name cannot be empty."],
    [{ fatherSpouseName: '' }, 'fatherSpouseName', "Father's / Spouse's Name cannot be empty."],
    [{ fatherSpouseName: 'K'.repeat(86) }, 'fatherSpouseName', "Father's / Spouse's Name should be valid."],
    [{ motherName: '' }, 'motherName', "Mother's Name cannot be empty."],
    [{ motherName: 'L1' }, 'motherName', "Mother's Name should be valid."],
    [{ gender: '' }, 'gender', 'Gender cannot be empty.'],
    [{ gender: 'X' }, 'gender', 'Gender should be valid.'],
    [{ maritalStatus: 'D' }, 'maritalStatus', 'Marital Status should be valid.'],
    [{ occupation: '' }, 'occupation', 'Occupation cannot be empty.'],
    [{ aadhaar: wrongAadhaar }, 'aadhaar', 'Please enter valid Aadhaar'],
    [{ holder: 'G' as const }, 'relationWithMinor', 'Relation with Minor cannot be empty.'],
    [
      { holder: 'G' as const, relationWithMinor: 'U' },
      'relationWithMinor',
      'Relation with Minor should be valid.',
    ],
  ])('%o fails %s', (change, field, message) => {
    expect(checkPersonalDetails({ ...details, ...change })).toEqual([{ field, message }]);
  });

  it('allows exactly 85 characters of name, counting the parts without surrounding spaces', () => {
    const at85 = { firstName: ` ${'A'.repeat(40)} `, middleName: 'B'.repeat(20), lastName: 'C'.repeat(25) };
    expect(nameLength(at85)).toBe(85);
    expect(checkPersonalDetails({ ...details, ...at85 })).toEqual([]);
  });

  it('takes a guardian with a relation to the minor', () => {
    expect(checkPersonalDetails({ ...details, holder: 'G', relationWithMinor: 'M' })).toEqual([]);
  });
});

const home = {
  line1: '12, MG Road',
  line2: 'Near City Mall',
  line3: '',
  pincode: '395007',
  country: 'IN',
  state: 'GJ',
  city: 'SURAT',
};
const addressOf = (change: Partial<typeof home>): AddressPayload => ({
  holder: 'F',
  permanent: { ...home, ...change },
  correspondenceSameAsPermanent: 'Y',
});

describe('address (addresscomfirmation)', () => {
  it('passes an Indian address, and a foreign one with its postal code', () => {
    expect(checkAddress(addressOf({}))).toEqual([]);
    expect(
      checkAddress(addressOf({ country: 'GB', state: 'LND', city: 'LONDON', pincode: 'SW1A 1AA' })),
    ).toEqual([]);
  });

  it.each([
    [{ line1: '' }, 'permanent.line1', 'Address Line 1 cannot be empty.'],
    [{ line1: 'A'.repeat(56) }, 'permanent.line1', 'Address Line 1 should be valid.'],
    [{ line2: 'Flat <3>' }, 'permanent.line2', 'Address Line 2 should be valid.'],
    [{ pincode: '' }, 'permanent.pincode', 'Pincode cannot be empty.'],
    [{ pincode: '39500' }, 'permanent.pincode', 'Pincode should be valid.'],
    [{ pincode: '095007' }, 'permanent.pincode', 'Pincode should be valid.'],
    [{ country: '' }, 'permanent.country', 'Country cannot be empty.'],
    [{ state: '' }, 'permanent.state', 'State cannot be empty.'],
    [{ city: '' }, 'permanent.city', 'City cannot be empty.'],
  ])('%o fails %s', (change, field, message) => {
    expect(checkAddress(addressOf(change))).toEqual([{ field, message }]);
  });

  it('checks the correspondence address only when it differs from the permanent one', () => {
    const differs = { ...addressOf({}), correspondenceSameAsPermanent: 'N' as const };
    expect(checkAddress(differs)).toEqual([
      { field: 'correspondence.line1', message: 'Address Line 1 cannot be empty.' },
    ]);
    expect(checkAddress({ ...differs, correspondence: { ...home, pincode: '1234' } })).toEqual([
      { field: 'correspondence.pincode', message: 'Pincode should be valid.' },
    ]);
    expect(checkAddress({ ...addressOf({}), correspondence: { ...home, pincode: '1234' } })).toEqual([]);
  });
});
