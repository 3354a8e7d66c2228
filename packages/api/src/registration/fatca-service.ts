/**
 * Account opening, FATCA of each holder (the registration's FatcaService; distinct from the portal's
 * `FatcaService/loadFatcaTrade`): the same form, rules and texts as the portal's FATCA declaration
 * (`../fatca.ts`), with one more rule — a holder born outside India cannot open the account online.
 */
import { array, assign, type Infer, object, omit } from 'superstruct';
import { defineCall, envelope } from '../core.ts';
import {
  type FatcaAnswers,
  type FatcaCountryIds,
  fatcaCountry,
  fatcaFieldErrors,
  fatcaHolderDetail,
  fatcaSavePayload,
  fatcaTaxRow,
} from '../fatca.ts';
import type { FieldError } from '../fields.ts';
import { REG_API, REG_TEXTS, stepKey, stepSaved } from './entry.ts';

/** The form as the portal's FATCA load answers it: the country lists, the holder's answers, the terms. */
export const regFatcaForm = object({
  fatcaCountry: array(fatcaCountry),
  nationality: array(fatcaCountry),
  holderDtl: fatcaHolderDetail,
  taxDtl: array(fatcaTaxRow),
});
export type RegFatcaForm = Infer<typeof regFatcaForm>;

export const loadRegFatca = defineCall(
  `${REG_API}/FatcaService/loadFatca`,
  object(stepKey),
  envelope(regFatcaForm),
  {
    auth: 'public',
  },
);

/** The answers as the portal's FATCA save carries them, without its link fields. */
export const regFatcaAnswers = omit(fatcaSavePayload, ['ucc', 'holder', 'token', 'isDetailsChange']);

export const saveRegFatca = defineCall(
  `${REG_API}/FatcaService/saveFatca`,
  assign(object(stepKey), regFatcaAnswers),
  stepSaved,
  { auth: 'public' },
);

/** Whether the holder's place of birth is outside India ('Y' to "Is your place of birth other than India?"). */
export const bornOutsideIndia = (answers: Pick<FatcaAnswers, 'poboIndia'>): boolean =>
  answers.poboIndia === 'Y';

/** The refusal's text for a holder born outside India, with the helpline after it. */
export const cannotProceedOnlineText = (helpNo: string): string =>
  `${REG_TEXTS.cannotProceedOnline} ${helpNo}`.trim();

/**
 * The FATCA rules of the portal's form and, first, the block on a holder born outside India: the
 * account cannot be opened online (spec 000 §5: 'a Yes blocks online opening').
 */
export function checkRegFatca(answers: FatcaAnswers, ids: FatcaCountryIds, helpNo: string): FieldError[] {
  if (bornOutsideIndia(answers)) return [{ field: 'poboIndia', message: cannotProceedOnlineText(helpNo) }];
  return fatcaFieldErrors(answers, ids);
}
