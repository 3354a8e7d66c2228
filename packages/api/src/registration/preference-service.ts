/**
 * Account opening, preferences (PreferenceService; spec 001 §7): each holder's income and net-worth
 * band and PEP status, and how mutual fund units are held. The holding pattern was chosen on the
 * first screen and is shown here, not asked; the nomination preference is asked on `nomineeselection`.
 */
import { assign, boolean, type Infer, object, omit } from 'superstruct';
import { defineCall, envelope } from '../core.ts';
import type { FieldError } from '../fields.ts';
import { type HoldingMode, REG_API, stepKey, stepSaved } from './entry.ts';
import { checkPreference, preferencePayload } from './preference.ts';

/** The screen's answers: `preference.ts`'s payload without what other screens ask. */
export const preferenceAnswers = omit(preferencePayload, ['holdingMode', 'nominationChoice']);
export type PreferenceAnswers = Infer<typeof preferenceAnswers>;

export const loadPreference = defineCall(
  `${REG_API}/PreferenceService/loadPreference`,
  object(stepKey),
  envelope(
    object({
      /** Whether the answers were saved (else blanks, one row per holder). */
      saved: boolean(),
      answers: preferenceAnswers,
    }),
  ),
  { auth: 'public' },
);

export const savePreference = defineCall(
  `${REG_API}/PreferenceService/savePreference`,
  assign(object(stepKey), preferenceAnswers),
  stepSaved,
  { auth: 'public' },
);

/**
 * `preference.ts`'s rules on this screen's answers, the holding pattern being the application's. The
 * nomination preference and its rule (demat nominees need mutual fund mode demat) belong to
 * `nomineeselection`: a preference that raises none stands in for it here.
 */
export function checkPreferenceAnswers(holdingMode: HoldingMode, answers: PreferenceAnswers): FieldError[] {
  return checkPreference({ ...answers, holdingMode, nominationChoice: '2' }).filter(
    (e) => e.field !== 'nominationChoice',
  );
}
