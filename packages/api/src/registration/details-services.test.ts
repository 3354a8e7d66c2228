import { describe, expect, it } from 'vitest';
import type { FatcaAnswers } from '../fatca.ts';
import { REG_TEXTS } from './entry.ts';
import { checkRegFatca } from './fatca-service.ts';
import { checkPersonalDetailsAnswers, type PersonalDetailsAnswers } from './personal-details-service.ts';
import { checkPreferenceAnswers, type PreferenceAnswers } from './preference-service.ts';

const person: PersonalDetailsAnswers = {
  firstName: 'Meera',
  middleName: '',
  lastName: 'Iyer',
  fatherSpouseFlag: 'S',
  fatherSpouseName: 'Arjun Iyer',
  motherName: 'Lakshmi Iyer',
  gender: 'F',
  maritalStatus: 'M',
  occupation: '04',
  aadhaar: '',
  nationality: 'IN',
};
const countries = new Set(['IN', 'US']);

describe('personal details answers', () => {
  it('pass personal.ts’s rules and a nationality of the country list', () => {
    expect(checkPersonalDetailsAnswers('F', person, countries)).toEqual([]);
    expect(checkPersonalDetailsAnswers('F', { ...person, nationality: 'ZZ' }, countries)).toEqual([
      { field: 'nationality', message: 'Nationality should be valid.' },
    ]);
    expect(checkPersonalDetailsAnswers('F', { ...person, aadhaar: '1234' }, countries)).toEqual([
      { field: 'aadhaar', message: 'Please enter valid Aadhaar' },
    ]);
  });
});

const fatca: FatcaAnswers = {
  poboIndia: 'N',
  cob: '',
  pob: 'CHENNAI',
  nationality: '',
  cotoIndia: 'N',
  taxDtl: [],
  isfatcaConsentChk: 'Y',
};
const ids = { countries: new Set(['US']), nationalities: countries };

describe('registration FATCA', () => {
  it('refuses a place of birth outside India with the spec’s text and the helpline, before any other rule', () => {
    expect(checkRegFatca({ ...fatca, poboIndia: 'Y', pob: '' }, ids, '1800 222 333')).toEqual([
      { field: 'poboIndia', message: `${REG_TEXTS.cannotProceedOnline} 1800 222 333` },
    ]);
  });

  it('otherwise runs the portal’s FATCA rules', () => {
    expect(checkRegFatca(fatca, ids, '1800')).toEqual([]);
    expect(checkRegFatca({ ...fatca, pob: '' }, ids, '1800')).toEqual([
      { field: 'pob', message: 'Please provide Place of Birth' },
    ]);
  });
});

describe('preference answers', () => {
  const answers: PreferenceAnswers = {
    holders: [{ holder: 'F', annualIncome: '32', netWorth: '', pep: '1' }],
    mfMode: 'P',
    depository: '',
    dematAccountNo: '',
  };

  it('need no nomination preference (asked on nomineeselection)', () => {
    expect(checkPreferenceAnswers('SI', answers)).toEqual([]);
  });

  it('run preference.ts’s rules', () => {
    expect(checkPreferenceAnswers('SI', { ...answers, mfMode: 'D', depository: 'CDSL' })).toEqual([
      { field: 'dematAccountNo', message: 'Demat Account Number cannot be empty.' },
    ]);
  });
});
