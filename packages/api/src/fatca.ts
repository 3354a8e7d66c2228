/**
 * The FATCA form (spec 000 §2 FATCA screen, §3 FATCA load and save, §4 FATCA form, §5 FATCA and
 * tax-residency rules; spec 001 §7 FatcaService). The form is opened from a link
 * `/ewa/fatca?ucc&holder&token`: the token is signed by the server, names one account and holder and
 * expires, so both calls are public and carry it in the body. A forged or expired token is answered 401.
 *
 * The rules live here once, as pure functions: the app shows their messages beside the fields, the
 * server runs them again on save and answers the first failure as a 400 naming the field.
 */
import { isTaxPayerId } from '@ewa/ui/validate';
import { array, enums, type Infer, object, pattern, size, string } from 'superstruct';
import { defineCall, envelope } from './core.ts';
import { type FieldError, fieldTexts } from './fields.ts';
import { ynFlag } from './login.ts';

/** Holder codes (spec 000 §3): F first applicant, S second, T third, G guardian. */
export const HOLDER_CODES = ['F', 'S', 'T', 'G'] as const;
export type HolderCode = (typeof HOLDER_CODES)[number];

/** Spec 000 §9. */
export const FATCA_MAX_TAX_RESIDENCIES = 3;
export const TAX_PAYER_ID_MAX_LENGTH = 20;
export const PLACE_OF_BIRTH_MAX_LENGTH = 100;
/** The country id of India in the country lists. */
export const INDIA_COUNTRY_ID = 'IN';

/** The fixed list of identification types a tax residency's ID number may be (spec 000 §5). */
export const FATCA_ID_TYPES = [
  { code: 'T', name: 'Tax Identification Number (TIN)' },
  { code: 'F', name: 'Functional equivalent of TIN' },
  { code: 'S', name: 'Social Security Number' },
  { code: 'N', name: 'National Insurance Number' },
  { code: 'A', name: 'Passport' },
  { code: 'B', name: 'Election ID Card' },
  { code: 'C', name: 'PAN Card' },
  { code: 'D', name: 'Government ID Card' },
  { code: 'E', name: 'Driving Licence' },
  { code: 'G', name: 'UIDAI Letter / Aadhaar Card' },
  { code: 'H', name: 'NREGA Job Card' },
  { code: 'O', name: 'Others' },
  { code: 'X', name: 'Not Categorised' },
] as const;
export type FatcaIdType = (typeof FATCA_ID_TYPES)[number]['code'];

/** The form's labels, as its messages name them. */
export const fatcaLabels = {
  poboIndia: 'Place of Birth other than India',
  cob: 'Country of Birth',
  pob: 'Place of Birth',
  nationality: 'Nationality',
  cotoIndia: 'Tax Residency other than India',
  cot: 'Country of Tax Residency',
  tpiNo: 'Taxpayer ID Number',
  tpiType: 'ID Type',
  consent: 'FATCA Consent',
} as const;

/** The spec's FATCA texts (spec 000 §2, §5), quoted exactly, and ours where it names none. */
export const fatcaTexts = {
  heading: (name: string) => `FATCA Details for ${name}`,
  submitted: 'FATCA declaration has been submitted successfully',
  countryOfBirthEmpty: 'Please provide Nationality Country of Birth',
  placeOfBirthEmpty: 'Please provide Place of Birth',
  nationalityEmpty: 'Please provide Nationality',
  countryRepeated: 'This country is already given as a tax residency above.',
  linkInvalid: 'This FATCA link is not valid or has expired. Please ask for a new link.',
  /** A failure without a message of its own (spec 000 §8: "A generic error shows 'error'"). */
  genericError: 'error',
} as const;

const yesNoBlank = enums(['Y', 'N', '']);
const code = () => size(string(), 0, 10);

export const fatcaCountry = object({ CNTRY_ID: string(), CNTRY_NAME: string() });
export type FatcaCountry = Infer<typeof fatcaCountry>;

/** One tax residency row: country (cot), taxpayer id number (tpiNo), id type (tpiType). */
export const fatcaTaxRow = object({
  cot: code(),
  tpiNo: size(string(), 0, 64),
  tpiType: code(),
});
export type FatcaTaxRow = Infer<typeof fatcaTaxRow>;

export const fatcaHolderDetail = object({
  holderName: string(),
  /** Place of birth other than India: Y / N, '' when never answered. */
  poboIndia: yesNoBlank,
  /** Country of birth (a country id). */
  cob: string(),
  /** Place of birth (city or town), upper case. */
  pob: string(),
  /** Nationality (a country id). */
  nationality: string(),
  /** Tax residency in a country other than India: Y / N, '' when never answered. */
  cotoIndia: yesNoBlank,
  isfatcaConsentChk: ynFlag(),
  /** The consent the holder ticks. */
  fatcaConsent: string(),
  /** The text of the link to the terms. */
  fatcaTNCLinkContent: string(),
  /** The terms themselves (plain text, paragraphs separated by blank lines). */
  fatcaTNC: string(),
});

/** What names the form: the account (ucc), the holder and the link's signed token. */
const linkFields = {
  ucc: pattern(size(string(), 1, 20), /^\d+$/),
  holder: enums(HOLDER_CODES),
  token: size(string(), 1, 2048),
};

export const loadFatcaTrade = defineCall(
  'FatcaService/loadFatcaTrade',
  object(linkFields),
  envelope(
    object({
      /** Countries of birth and of tax residency (India excluded: they are "other than India"). */
      fatcaCountry: array(fatcaCountry),
      /** Nationalities (India included). */
      nationality: array(fatcaCountry),
      holderDtl: fatcaHolderDetail,
      taxDtl: array(fatcaTaxRow),
    }),
  ),
  { auth: 'public' },
);

export const fatcaSavePayload = object({
  ...linkFields,
  poboIndia: yesNoBlank,
  cob: code(),
  pob: size(string(), 0, 300),
  nationality: code(),
  cotoIndia: yesNoBlank,
  taxDtl: size(array(fatcaTaxRow), 0, FATCA_MAX_TAX_RESIDENCIES),
  isfatcaConsentChk: ynFlag(),
  /** Whether the holder changed anything from what the load answered. */
  isDetailsChange: ynFlag(),
});

export const saveDataFatcaTrade = defineCall(
  'FatcaService/saveDataFatcaTrade',
  fatcaSavePayload,
  envelope(object({ fatcaDeclarationPending: ynFlag() })),
  { auth: 'public' },
);

/**
 * The FATCA form links of the signed-in investor's holders, for the FATCA declaration gate (ours: the
 * spec's gate shows the provider's text; this lets a holder with another tax residency declare it).
 */
export const getFatcaFormLinks = defineCall(
  'FatcaService/getFatcaFormLinks',
  object({ njAcNo: pattern(size(string(), 1, 20), /^\d+$/) }),
  envelope(
    object({
      links: array(
        object({ holder: enums(HOLDER_CODES), holderName: string(), declared: ynFlag(), link: string() }),
      ),
    }),
  ),
);

export const fatcaCalls = { loadFatcaTrade, saveDataFatcaTrade, getFatcaFormLinks } as const;

/** The answers the rules look at (the save payload without the link fields). */
export type FatcaAnswers = Pick<
  Infer<typeof fatcaSavePayload>,
  'poboIndia' | 'cob' | 'pob' | 'nationality' | 'cotoIndia' | 'taxDtl' | 'isfatcaConsentChk'
>;

/** Place of birth as shown and stored: upper case, single spaces, no spaces at the ends. */
export function normalisePlaceOfBirth(value: string): string {
  return value.replace(/\s+/g, ' ').trim().toUpperCase();
}

/** A taxpayer id number as shown and stored: upper case, no spaces at the ends. */
export function normaliseTaxPayerId(value: string): string {
  return value.trim().toUpperCase();
}

const placeOfBirthPattern = /^[A-Z ]+$/;
const idTypeCodes: ReadonlySet<string> = new Set(FATCA_ID_TYPES.map((t) => t.code));

export function isPlaceOfBirth(value: string): boolean {
  const pob = normalisePlaceOfBirth(value);
  return pob.length <= PLACE_OF_BIRTH_MAX_LENGTH && placeOfBirthPattern.test(pob);
}

export function isFatcaIdType(value: string): boolean {
  return idTypeCodes.has(value);
}

const filled = (value: string) => value.trim() !== '';

/** Whether a tax residency row holds anything at all. */
export function taxRowHasValue(row: FatcaTaxRow): boolean {
  return filled(row.cot) || filled(row.tpiNo) || filled(row.tpiType);
}

/** The countries the rules accept: ids of the load's lists. */
export interface FatcaCountryIds {
  /** Country of birth and of tax residency (India excluded). */
  countries: ReadonlySet<string>;
  nationalities: ReadonlySet<string>;
}

/**
 * Every rule of spec 000 §5 for the FATCA answers and their tax residency rows, in the form's order.
 * A row is checked when it is the first, when the user touched it (`touchedRows`, the app's view) or
 * when it holds anything; an untouched empty row is optional. Answers [] when everything passes.
 */
export function fatcaFieldErrors(
  answers: FatcaAnswers,
  ids: FatcaCountryIds,
  touchedRows: readonly boolean[] = [],
): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });

  if (answers.poboIndia === '') fail('poboIndia', fieldTexts.empty(fatcaLabels.poboIndia));
  if (answers.poboIndia === 'Y') {
    if (!filled(answers.cob)) fail('cob', fatcaTexts.countryOfBirthEmpty);
    else if (!ids.countries.has(answers.cob)) fail('cob', fieldTexts.invalid(fatcaLabels.cob));
  }
  if (!filled(answers.pob)) fail('pob', fatcaTexts.placeOfBirthEmpty);
  else if (!isPlaceOfBirth(answers.pob)) fail('pob', fieldTexts.invalid(fatcaLabels.pob));
  if (answers.poboIndia === 'Y') {
    if (!filled(answers.nationality)) fail('nationality', fatcaTexts.nationalityEmpty);
    else if (!ids.nationalities.has(answers.nationality))
      fail('nationality', fieldTexts.invalid(fatcaLabels.nationality));
  }

  if (answers.cotoIndia === '') fail('cotoIndia', fieldTexts.empty(fatcaLabels.cotoIndia));
  if (answers.cotoIndia === 'Y') {
    const seen = new Set<string>();
    answers.taxDtl.forEach((row, i) => {
      if (i > 0 && !touchedRows[i] && !taxRowHasValue(row)) return;
      const at = (name: string) => `taxDtl.${i}.${name}`;
      if (!filled(row.cot)) fail(at('cot'), fieldTexts.empty(fatcaLabels.cot));
      else if (!ids.countries.has(row.cot)) fail(at('cot'), fieldTexts.invalid(fatcaLabels.cot));
      else if (seen.has(row.cot)) fail(at('cot'), fatcaTexts.countryRepeated);
      seen.add(row.cot);
      if (!filled(row.tpiNo)) fail(at('tpiNo'), fieldTexts.empty(fatcaLabels.tpiNo));
      else if (!isTaxPayerId(row.tpiNo)) fail(at('tpiNo'), fieldTexts.invalid(fatcaLabels.tpiNo));
      if (!filled(row.tpiType)) fail(at('tpiType'), fieldTexts.empty(fatcaLabels.tpiType));
      else if (!isFatcaIdType(row.tpiType)) fail(at('tpiType'), fieldTexts.invalid(fatcaLabels.tpiType));
    });
    if (answers.taxDtl.length === 0) {
      fail('taxDtl.0.cot', fieldTexts.empty(fatcaLabels.cot));
    }
  }

  if (answers.isfatcaConsentChk !== 'Y') fail('isfatcaConsentChk', fieldTexts.unchecked(fatcaLabels.consent));
  return errors;
}

/**
 * The answers as they are stored: place of birth and id numbers in upper case; country of birth and
 * nationality only for a holder born outside India; tax rows only with another tax residency, and
 * without the optional empty ones ("No" clears the tax details).
 */
export function normaliseFatcaAnswers(answers: FatcaAnswers): FatcaAnswers {
  const bornAbroad = answers.poboIndia === 'Y';
  return {
    poboIndia: answers.poboIndia,
    cob: bornAbroad ? answers.cob : '',
    pob: normalisePlaceOfBirth(answers.pob),
    nationality: bornAbroad ? answers.nationality : '',
    cotoIndia: answers.cotoIndia,
    taxDtl:
      answers.cotoIndia === 'Y'
        ? answers.taxDtl
            .filter((row, i) => i === 0 || taxRowHasValue(row))
            .map((row) => ({ cot: row.cot, tpiNo: normaliseTaxPayerId(row.tpiNo), tpiType: row.tpiType }))
        : [],
    isfatcaConsentChk: answers.isfatcaConsentChk,
  };
}
