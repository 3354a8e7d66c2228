/**
 * Nominees for tests of the contract, the server and the app (never imported by product code): an
 * adult, a minor with an adult guardian, and an entry as the nominee screens send it.
 */
import type { NomineeDetail } from './nominee.ts';
import type { NomineeEntry } from './nominee-service.ts';

export const noGuardian = {
  guardianName: '',
  guardianRelation: '',
  guardianDob: '',
  guardianIdType: '',
  guardianIdNumber: '',
};

export const adultNominee: NomineeDetail = {
  name: 'Ravi Rao',
  relation: 'SPOUSE',
  dob: '01/01/1990',
  sharePercent: '100',
  idType: 'PAN',
  idNumber: 'BCDPF2345G',
  ...noGuardian,
};

/** A child nominee (no id of their own) whose guardian is `adultNominee`. */
export const minorNominee: NomineeDetail = {
  name: 'Meera Rao',
  relation: 'DAUGHTER',
  dob: '01/01/2018',
  sharePercent: '40',
  idType: '',
  idNumber: '',
  guardianName: 'Ravi Rao',
  guardianRelation: 'FATHER',
  guardianDob: '01/01/1990',
  guardianIdType: 'PAN',
  guardianIdNumber: 'BCDPF2345G',
};

/** A nominee as the screens send it: `adultNominee` at the first holder's address; `over` changes fields. */
export const nomineeEntry = (over: Partial<NomineeEntry> = {}): NomineeEntry => ({
  ...adultNominee,
  addressSameAsFirst: 'Y',
  address: { line1: '', line2: '', city: '', pincode: '' },
  ...over,
});
