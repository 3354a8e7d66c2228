import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { RegistrationContext } from './common.ts';
import { panDobRequest } from './entry.ts';
import {
  checkHolderContactOtp,
  checkHolderContacts,
  checkHoldersPanDob,
  type HolderContactsPayload,
  type HoldersPanDobAnswers,
  isIndividualPan,
  sharesContact,
} from './holders.ts';

const today = { year: 2026, month: 11, day: 27 };
const client: RegistrationContext = { today, enteredByStaff: false };
const staff: RegistrationContext = { today, enteredByStaff: true };

const single: HoldersPanDobAnswers = {
  taxStatus: '1',
  holdingMode: 'SI',
  holders: [{ holder: 'F', pan: 'ABCPE1234F', dob: '05/08/1990' }],
};
const joint: HoldersPanDobAnswers = {
  taxStatus: '1',
  holdingMode: 'JO',
  holders: [
    { holder: 'F', pan: 'ABCPE1234F', dob: '05/08/1990' },
    { holder: 'S', pan: 'BCDPF2345G', dob: '01/01/1992' },
  ],
};
const minor: HoldersPanDobAnswers = {
  taxStatus: '2',
  holdingMode: 'SI',
  holders: [
    { holder: 'F', pan: 'CDEPG3456H', dob: '15/06/2015' },
    { holder: 'G', pan: 'ABCPE1234F', dob: '05/08/1985' },
  ],
};

const withHolder = (payload: HoldersPanDobAnswers, i: number, change: object): HoldersPanDobAnswers => ({
  ...payload,
  holders: payload.holders.map((h, j) => (j === i ? { ...h, ...change } : h)),
});

describe('holders: tax status, holding mode, PAN and date of birth (spec 000 §5)', () => {
  it('passes a single adult, a joint account and a minor with a guardian', () => {
    expect(checkHoldersPanDob(single, client)).toEqual([]);
    expect(checkHoldersPanDob(joint, client)).toEqual([]);
    expect(checkHoldersPanDob(minor, client)).toEqual([]);
    expect(checkHoldersPanDob({ ...joint, holdingMode: 'AS' }, client)).toEqual([]);
  });

  it.each([
    ['tax status empty', { ...single, taxStatus: '' }, 'taxStatus', 'Tax Status cannot be empty.'],
    ['tax status unknown', { ...single, taxStatus: '7' }, 'taxStatus', 'Tax Status should be valid.'],
    ['holding mode empty', { ...single, holdingMode: '' }, 'holdingMode', 'Holding Mode cannot be empty.'],
    [
      'minor held jointly',
      { ...minor, holdingMode: 'JO' },
      'holdingMode',
      "An account for a minor is held singly, in the minor's name, with a guardian.",
    ],
    [
      'minor without guardian',
      { ...minor, holders: minor.holders.slice(0, 1) },
      'holders',
      "Please enter the guardian's PAN and date of birth.",
    ],
    [
      'joint without second holder',
      { ...joint, holders: joint.holders.slice(0, 1) },
      'holders',
      'Please enter the second holder for a joint or either-or-survivor account.',
    ],
    [
      'single with a second holder',
      { ...joint, holdingMode: 'SI' },
      'holders',
      'The holders entered do not match the holding mode and tax status.',
    ],
    ['PAN empty', withHolder(single, 0, { pan: ' ' }), 'holders.0.pan', 'PAN cannot be empty.'],
    ['PAN malformed', withHolder(single, 0, { pan: 'ABCPE1234' }), 'holders.0.pan', 'Please enter valid PAN'],
    [
      'PAN of a company',
      withHolder(single, 0, { pan: 'ABCCE1234F' }),
      'holders.0.pan',
      'Please enter valid PAN',
    ],
    [
      'same PAN twice',
      withHolder(joint, 1, { pan: 'abcpe1234f' }),
      'holders.1.pan',
      'Same PAN cannot be allowed on multiple holders',
    ],
    ['date empty', withHolder(single, 0, { dob: '' }), 'holders.0.dob', 'Date of Birth cannot be empty.'],
    [
      'date unreal',
      withHolder(single, 0, { dob: '31/04/1990' }),
      'holders.0.dob',
      'Date of Birth should be valid.',
    ],
    [
      'date after today',
      withHolder(single, 0, { dob: '28/11/2026' }),
      'holders.0.dob',
      'Date of Birth cannot be a future date.',
    ],
    [
      'adult one day short of 18',
      withHolder(single, 0, { dob: '28/11/2008' }),
      'holders.0.dob',
      'Date of birth should be greater than 18 years.',
    ],
    [
      '100 today',
      withHolder(single, 0, { dob: '27/11/1926' }),
      'holders.0.dob',
      'Date of birth should be less than 100 years.',
    ],
    [
      'minor 18 today',
      withHolder(minor, 0, { dob: '27/11/2008' }),
      'holders.0.dob',
      'Entered date should be less than 18 years',
    ],
    [
      'guardian under 18',
      withHolder(minor, 1, { dob: '28/11/2008' }),
      'holders.1.dob',
      'Date of birth should be greater than 18 years.',
    ],
  ])('%s', (_, payload, field, message) => {
    expect(checkHoldersPanDob(payload as HoldersPanDobAnswers, client)).toEqual([{ field, message }]);
  });

  it('gives staff the "equal to or greater than" text', () => {
    expect(checkHoldersPanDob(withHolder(single, 0, { dob: '28/11/2008' }), staff)).toEqual([
      { field: 'holders.0.dob', message: 'Date of birth should be equal to or greater than 18 years.' },
    ]);
  });

  it('holds the age edges: 18 today is an adult, a day short of 100 may open, a minor a day short of 18', () => {
    expect(checkHoldersPanDob(withHolder(single, 0, { dob: '27/11/2008' }), client)).toEqual([]);
    expect(checkHoldersPanDob(withHolder(single, 0, { dob: '28/11/1926' }), client)).toEqual([]);
    expect(checkHoldersPanDob(withHolder(minor, 0, { dob: '28/11/2008' }), client)).toEqual([]);
  });

  it("runs on generateRefno's request as the server receives it", () => {
    const request = create({ accountType: 'EW', ...joint }, panDobRequest);
    expect(checkHoldersPanDob(request, client)).toEqual([]);
    expect(
      checkHoldersPanDob({ ...request, holders: [...request.holders, request.holders[0]!] }, client),
    ).toEqual([
      { field: 'holders', message: 'The holders entered do not match the holding mode and tax status.' },
      { field: 'holders.2.pan', message: 'Same PAN cannot be allowed on multiple holders' },
    ]);
  });

  it('takes an individual PAN in any case, with spaces around', () => {
    expect(isIndividualPan(' abcpe1234f ')).toBe(true);
    expect(isIndividualPan('ABCHE1234F')).toBe(false);
  });
});

const contacts: HolderContactsPayload = {
  holders: [
    { holder: 'F', mobile: '9876543210', email: 'asha@example.in' },
    { holder: 'S', mobile: '9123456780', email: '' },
  ],
  familyDeclaration: 'N',
};
const withContact = (i: number, change: object): HolderContactsPayload => ({
  ...contacts,
  holders: contacts.holders.map((h, j) => (j === i ? { ...h, ...change } : h)),
});

describe('holders: mobile, e-mail and OTPs (spec 000 §5)', () => {
  it('passes distinct contacts; another holder may give only one of the two', () => {
    expect(checkHolderContacts(contacts)).toEqual([]);
    expect(checkHolderContacts(withContact(1, { mobile: '', email: 'ravi@example.in' }))).toEqual([]);
  });

  it.each([
    [
      'first mobile empty',
      withContact(0, { mobile: '' }),
      'holders.0.mobile',
      'Mobile Number cannot be empty.',
    ],
    [
      'first mobile 1234567890',
      withContact(0, { mobile: '1234567890' }),
      'holders.0.mobile',
      'Please enter a valid mobile number.',
    ],
    ['first e-mail empty', withContact(0, { email: '' }), 'holders.0.email', 'E-Mail ID cannot be empty.'],
    [
      'first e-mail malformed',
      withContact(0, { email: 'asha@example' }),
      'holders.0.email',
      'Entered E-Mail ID is invalid.',
    ],
    [
      'second holder gives neither',
      withContact(1, { mobile: '', email: '' }),
      'holders.1.mobile',
      'Please enter a mobile number or an e-mail ID for this holder.',
    ],
    [
      'second mobile malformed',
      withContact(1, { mobile: '5123456789' }),
      'holders.1.mobile',
      'Please enter a valid mobile number.',
    ],
    [
      'second e-mail malformed',
      withContact(1, { email: 'ravi at example.in' }),
      'holders.1.email',
      'Entered E-Mail ID is invalid.',
    ],
    [
      'mobile shared without the declaration',
      withContact(1, { mobile: '+91 98765 43210' }),
      'familyDeclaration',
      'The same mobile number or e-mail ID is given for more than one holder. Please accept the family declaration to continue.',
    ],
    [
      'e-mail shared without the declaration',
      withContact(1, { email: 'ASHA@example.in' }),
      'familyDeclaration',
      'The same mobile number or e-mail ID is given for more than one holder. Please accept the family declaration to continue.',
    ],
  ])('%s', (_, payload, field, message) => {
    expect(checkHolderContacts(payload)).toEqual([{ field, message }]);
  });

  it('accepts a shared contact with the family declaration, and says when to show it', () => {
    const shared = { ...withContact(1, { mobile: '9876543210' }), familyDeclaration: 'Y' as const };
    expect(checkHolderContacts(shared)).toEqual([]);
    expect(sharesContact(shared.holders)).toBe(true);
    expect(sharesContact(contacts.holders)).toBe(false);
  });

  it.each([
    ['mobile OTP short', { mobileOtp: '12345', emailOtp: '654321' }, 'mobileOtp'],
    ['e-mail OTP with a letter', { mobileOtp: '123456', emailOtp: '65432a' }, 'emailOtp'],
  ])('%s: Please enter valid OTP.', (_, otps, field) => {
    const payload = { holder: 'F' as const, ...otps };
    expect(checkHolderContactOtp(payload, { mobile: true, email: true })).toEqual([
      { field, message: 'Please enter valid OTP.' },
    ]);
  });

  it('asks only the OTPs of the contacts given', () => {
    expect(
      checkHolderContactOtp(
        { holder: 'S', mobileOtp: '123456', emailOtp: '' },
        { mobile: true, email: false },
      ),
    ).toEqual([]);
  });
});
