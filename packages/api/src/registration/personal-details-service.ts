/**
 * Account opening, personal details and address of each holder (PersonalDetailService; spec 001 §7):
 * load answers the saved details, or a prefill from the holder's KYC record; save checks them with
 * the rules of `personal.ts` and moves the application on.
 */
import { assign, enums, type Infer, object, omit, size, string } from 'superstruct';
import { defineCall, envelope } from '../core.ts';
import { type FieldError, fieldTexts } from '../fields.ts';
import { REG_API, stepKey, stepSaved } from './entry.ts';
import {
  addressPayload,
  checkPersonalDetails,
  type PersonalDetailsPayload,
  personalDetailsPayload,
} from './personal.ts';

/** Where a load's answers come from: saved by the holder, prefilled from KYC, or nothing yet. */
export const DETAILS_SOURCES = ['saved', 'kyc', 'none'] as const;

export const personalDetailsLabels = { nationality: 'Nationality' } as const;

/** The personal details as this screen asks them: `personal.ts`'s payload and the holder's nationality. */
export const personalDetailsAnswers = assign(
  omit(personalDetailsPayload, ['holder']),
  object({
    /** A country id of CountryStateCityService's country list. */
    nationality: size(string(), 0, 10),
  }),
);
export type PersonalDetailsAnswers = Infer<typeof personalDetailsAnswers>;

/** The answers of a holder who has given none yet: what a load answers before KYC or a save fills them. */
export const blankPersonalDetails: PersonalDetailsAnswers = {
  firstName: '',
  middleName: '',
  lastName: '',
  fatherSpouseFlag: '',
  fatherSpouseName: '',
  motherName: '',
  gender: '',
  maritalStatus: '',
  occupation: '',
  aadhaar: '',
  nationality: '',
};

export const loadPersonalDetails = defineCall(
  `${REG_API}/PersonalDetailService/loadPersonalDetails`,
  object(stepKey),
  envelope(
    object({
      source: enums(DETAILS_SOURCES),
      /** The KYC record's name (the application's holder name), when there is one. */
      kycName: string(),
      answers: personalDetailsAnswers,
    }),
  ),
  { auth: 'public' },
);

export const savePersonalDetails = defineCall(
  `${REG_API}/PersonalDetailService/savePersonalDetails`,
  assign(object(stepKey), personalDetailsAnswers),
  stepSaved,
  { auth: 'public' },
);

/**
 * Every rule of the personal details screen: `personal.ts`'s, and a nationality from the country list
 * (`countryIds`: the ids the list answers).
 */
export function checkPersonalDetailsAnswers(
  holder: PersonalDetailsPayload['holder'],
  answers: PersonalDetailsAnswers,
  countryIds: ReadonlySet<string>,
): FieldError[] {
  const { nationality, ...personal } = answers;
  const errors = checkPersonalDetails({ ...personal, holder });
  const label = personalDetailsLabels.nationality;
  if (nationality.trim() === '') errors.push({ field: 'nationality', message: fieldTexts.empty(label) });
  else if (!countryIds.has(nationality))
    errors.push({ field: 'nationality', message: fieldTexts.invalid(label) });
  return errors;
}

/** The address screen's answers: `personal.ts`'s payload without the holder (the step key carries it). */
export const addressAnswers = omit(addressPayload, ['holder']);
export type AddressAnswers = Infer<typeof addressAnswers>;

export const loadAddress = defineCall(
  `${REG_API}/PersonalDetailService/loadAddress`,
  object(stepKey),
  envelope(object({ source: enums(DETAILS_SOURCES), answers: addressAnswers })),
  { auth: 'public' },
);

export const saveAddress = defineCall(
  `${REG_API}/PersonalDetailService/saveAddress`,
  assign(object(stepKey), addressAnswers),
  stepSaved,
  { auth: 'public' },
);
