/**
 * Mandate-step rules the shared mandate rules (mandate.ts) leave to the screen: the default end date,
 * the authorisation modes a bank offers, and the texts of a bank without e-mandate.
 */
import { type CalendarDate, indianDateText } from '@ewa/ui/validate';
import { EMANDATE_TYPES, type EmandateType } from './mandate.ts';

/**
 * 'Until cancelled': NACH mandates carry an end date, so an open-ended one is registered for 40
 * years ahead, as banks' own NACH forms do when the investor ticks 'until cancelled'.
 */
export const MANDATE_UNTIL_CANCELLED_YEARS = 40;

/** The end date of a mandate 'until cancelled' starting on `start` (29 February falls back to the 28th). */
export function untilCancelledEnd(start: CalendarDate): string {
  const year = start.year + MANDATE_UNTIL_CANCELLED_YEARS;
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const day = start.month === 2 && start.day === 29 && !leap(year) ? 28 : start.day;
  return indianDateText({ year, month: start.month, day });
}

/**
 * The authorisation modes open for a bank: the ones it offers (net banking, debit card), and Aadhaar
 * e-Sign with any bank that takes e-mandates at all.
 */
export function emandateModesFor(bankModes: readonly string[]): EmandateType[] {
  if (bankModes.length === 0) return [];
  return EMANDATE_TYPES.map((t) => t.code).filter((code) => code === 'ESIGN' || bankModes.includes(code));
}

export const mandateExtraTexts = {
  modeNotOffered: 'Your bank does not offer this authorisation mode. Please choose another.',
  skipNotConfirmed: 'Please confirm that you want to continue without a mandate.',
} as const;
