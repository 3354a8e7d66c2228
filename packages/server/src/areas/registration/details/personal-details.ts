import {
  type Address,
  type AddressAnswers,
  blankPersonalDetails,
  checkAddress,
  checkPersonalDetailsAnswers,
  type DataOf,
  type FieldError,
  fieldTexts,
  GENDERS,
  type HolderCode,
  type loadAddress,
  type loadPersonalDetails,
  type PersonalDetailsAnswers,
  personalLabels,
  type RegApplication,
} from '@ewa/api';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import {
  type ApplicationRow,
  openStop,
  refuseFields,
  saveScreen,
  screenData,
} from '../entry/applications.ts';
import { kycPrefillOf, nameParts } from '../kyc/kyc-prefill.ts';
import { cityIdOf, countryIds, hasPlaceLists, placeOptions } from './place-options.ts';

/** The personal details saved for the holder, else those the KYC record gives, else blanks. */
export async function personalDetailsOf(
  db: Db,
  app: ApplicationRow,
  holder: HolderCode,
): Promise<DataOf<typeof loadPersonalDetails>> {
  await openStop(db, app, 'personaldetails', holder);
  const saved = await screenData<PersonalDetailsAnswers>(db, app.refNo, 'personaldetails', holder);
  const kyc = await kycPrefillOf(db, app.refNo, holder);
  const kycName = kyc?.name ?? '';
  if (saved) return { source: 'saved', kycName, answers: { ...blankPersonalDetails, ...saved } };
  if (!kyc) return { source: 'none', kycName, answers: blankPersonalDetails };
  return {
    source: 'kyc',
    kycName,
    answers: {
      ...blankPersonalDetails,
      ...nameParts(kyc.name),
      fatherSpouseFlag: kyc.fatherName ? 'F' : '',
      fatherSpouseName: kyc.fatherName,
      gender: GENDERS.some((g) => g.code === kyc.gender) ? kyc.gender : '',
      nationality: kyc.address.countryId,
    },
  };
}

/** The answers as kept: names and Aadhaar without stray spaces; the relation only for a guardian. */
function normalisePersonal(holder: HolderCode, a: PersonalDetailsAnswers): PersonalDetailsAnswers {
  const name = (v: string) => v.replace(/\s+/g, ' ').trim();
  const { relationWithMinor, ...rest } = a;
  return {
    ...rest,
    firstName: name(a.firstName),
    middleName: name(a.middleName),
    lastName: name(a.lastName),
    fatherSpouseName: name(a.fatherSpouseName),
    motherName: name(a.motherName),
    aadhaar: a.aadhaar.replace(/\s+/g, ''),
    ...(holder === 'G' ? { relationWithMinor } : {}),
  };
}

export async function savePersonal(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  app: ApplicationRow,
  holder: HolderCode,
  answers: PersonalDetailsAnswers,
): Promise<RegApplication> {
  await openStop(deps.db, app, 'personaldetails', holder);
  const errors = checkPersonalDetailsAnswers(holder, answers, countryIds());
  if (errors.length) refuseFields(errors);
  return saveScreen(deps, app, 'personaldetails', holder, normalisePersonal(holder, answers));
}

const blankAddress = (country = 'IN'): Address => ({
  line1: '',
  line2: '',
  line3: '',
  pincode: '',
  country,
  state: '',
  city: '',
});

/** The address saved for the holder, else the KYC record's permanent address, else blanks in India. */
export async function addressOf(
  db: Db,
  app: ApplicationRow,
  holder: HolderCode,
): Promise<DataOf<typeof loadAddress>> {
  await openStop(db, app, 'addresscomfirmation', holder);
  const saved = await screenData<AddressAnswers>(db, app.refNo, 'addresscomfirmation', holder);
  if (saved) return { source: 'saved', answers: saved };
  const kyc = await kycPrefillOf(db, app.refNo, holder);
  if (!kyc)
    return { source: 'none', answers: { permanent: blankAddress(), correspondenceSameAsPermanent: 'Y' } };
  const a = kyc.address;
  const state = placeOptions('STATE', a.countryId).some((s) => s.id === a.stateCode) ? a.stateCode : '';
  return {
    source: 'kyc',
    answers: {
      permanent: {
        ...blankAddress(a.countryId),
        line1: a.line1,
        line2: a.line2,
        pincode: a.pincode,
        state,
        city: state ? cityIdOf(state, a.city) : '',
      },
      correspondenceSameAsPermanent: 'Y',
    },
  };
}

/**
 * Whether the address's places are of the lists: a known country; for a country whose states and
 * cities are listed (India), a state of it and a city of that state. Elsewhere state and city are typed.
 */
function placeErrors(prefix: string, a: Address): FieldError[] {
  const errors: FieldError[] = [];
  const at = (field: string) => `${prefix}.${field}`;
  if (!countryIds().has(a.country))
    return [{ field: at('country'), message: fieldTexts.invalid(personalLabels.country) }];
  if (!hasPlaceLists(a.country)) return errors;
  if (!placeOptions('STATE', a.country).some((s) => s.id === a.state))
    errors.push({ field: at('state'), message: fieldTexts.invalid(personalLabels.state) });
  else if (!placeOptions('CITY', a.state).some((c) => c.id === a.city))
    errors.push({ field: at('city'), message: fieldTexts.invalid(personalLabels.city) });
  return errors;
}

const trimAddress = (a: Address): Address => ({
  line1: a.line1.trim(),
  line2: a.line2.trim(),
  line3: a.line3.trim(),
  pincode: a.pincode.trim().toUpperCase(),
  country: a.country,
  state: a.state.trim(),
  city: a.city.trim(),
});

export async function saveAddressOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  app: ApplicationRow,
  holder: HolderCode,
  answers: AddressAnswers,
): Promise<RegApplication> {
  await openStop(deps.db, app, 'addresscomfirmation', holder);
  const differs = answers.correspondenceSameAsPermanent === 'N';
  const errors = checkAddress({ ...answers, holder });
  const taken = new Set(errors.map((e) => e.field));
  const places = [
    ...placeErrors('permanent', answers.permanent),
    ...(differs && answers.correspondence ? placeErrors('correspondence', answers.correspondence) : []),
  ].filter((e) => !taken.has(e.field));
  if (errors.length || places.length) refuseFields([...errors, ...places]);
  const kept: AddressAnswers = {
    permanent: trimAddress(answers.permanent),
    correspondenceSameAsPermanent: answers.correspondenceSameAsPermanent,
    ...(differs && answers.correspondence ? { correspondence: trimAddress(answers.correspondence) } : {}),
  };
  return saveScreen(deps, app, 'addresscomfirmation', holder, kept);
}
