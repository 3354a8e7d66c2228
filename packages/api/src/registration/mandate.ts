/**
 * Account opening, the mutual fund mandate (mandatedetails; spec 000 §3 mandate, §4, §5, §9, spec 001
 * §3): an amount above ₹1,000 and within the segment's maximum, an end date after the start date, the
 * e-mandate authorisation mode once bank and contact details are complete, and the warnings when a
 * mandate is skipped. A bank without mandate facility proceeds without one.
 */
import { compareDates, parseIndianDate } from '@ewa/ui/validate';
import { type Infer, object, size, string } from 'superstruct';
import { ynFlag } from '../core.ts';
import { type FieldError, fieldTexts } from '../fields.ts';
import { FieldErrorList, type RegistrationContext } from './common.ts';

/** Spec 000 §9: the mandate amount must be above 1000 rupees. */
export const MANDATE_AMOUNT_ABOVE = 1000;
/**
 * The highest mandate amount for the mutual fund segment, in rupees. NACH itself allows up to
 * ₹1 crore per mandate; the segment keeps its own, lower ceiling for a retail investor's mandate.
 */
export const MF_MANDATE_MAXIMUM = 10_00_000;

/** E-mandate authorisation modes (spec 001 §3). */
export const EMANDATE_TYPES = [
  { code: 'NET', name: 'Net Banking' },
  { code: 'DEBIT', name: 'Debit Card' },
  { code: 'ESIGN', name: 'Aadhaar e-Sign' },
] as const;
export type EmandateType = (typeof EMANDATE_TYPES)[number]['code'];

/** Who signs the mandate of a joint account (spec 001 §3). */
export const MANDATE_HOLDING_MODES = [
  { code: '2', name: 'Joint' },
  { code: '3', name: 'AnyOne' },
] as const;

const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

export const mandateLabels = {
  mfMandate: 'Mutual Fund Mandate',
  otherMandate: 'Other Segment Mandate',
  upperLimit: 'Mandate Amount',
  startDate: 'Start Date',
  endDate: 'End Date',
  emandateType: 'Authorisation Mode',
  mandateHoldingMode: 'Mandate Holding Mode',
} as const;

export const mandateTexts = {
  amountTooLow: `Mandate Amount should be more than ${rupees(MANDATE_AMOUNT_ABOVE)}.`,
  amountTooHigh: `Mandate Amount should not be more than ${rupees(MF_MANDATE_MAXIMUM)}.`,
  startBeforeToday: 'Start Date cannot be earlier than today.',
  endNotAfterStart: 'End Date should be after Start Date.',
  detailsFirst: 'Please complete the bank and contact details before choosing the authorisation mode.',
  mfSkipped:
    'You have not registered a mandate for mutual funds. Each SIP instalment and purchase will then need a separate payment. Do you want to continue without it?',
  otherSkipped:
    'You have not registered a mandate for the other segments. Their payments will then need to be made each time. Do you want to continue without it?',
  bothSkipped:
    'You have not registered any mandate. Every SIP instalment, purchase and other payment will then need a separate payment. Do you want to continue without one?',
} as const;

/** The mandatedetails step's save payload. */
export const mandatePayload = object({
  /** Y to register the mutual fund mandate, N to skip it. */
  mfMandate: ynFlag(),
  /** Y to register the other segments' mandate, N to skip it. */
  otherMandate: ynFlag(),
  /** Whole rupees. */
  upperLimit: size(string(), 0, 12),
  /** DD/MM/YYYY. */
  startDate: size(string(), 0, 10),
  endDate: size(string(), 0, 10),
  emandateType: size(string(), 0, 5),
  /** Joint accounts only. */
  mandateHoldingMode: size(string(), 0, 1),
});
export type MandatePayload = Infer<typeof mandatePayload>;

export interface MandateContext extends Pick<RegistrationContext, 'today'> {
  /** The applicant's bank offers e-mandates; without it the step is passed without a mandate. */
  bankHasMandateFacility: boolean;
  /** Bank details verified and contact details given: only then may an authorisation mode be chosen. */
  bankAndContactComplete: boolean;
  /** The account has more than one holder: who signs the mandate must be said. */
  jointAccount: boolean;
}

const isRupees = (value: string) => /^\d{1,10}$/.test(value.trim());

export function checkMandate(payload: MandatePayload, context: MandateContext): FieldError[] {
  const list = new FieldErrorList();
  if (!context.bankHasMandateFacility || payload.mfMandate !== 'Y') return list.errors;
  const labels = mandateLabels;

  if (list.required('upperLimit', payload.upperLimit, labels.upperLimit)) {
    const amount = Number(payload.upperLimit.trim());
    if (!isRupees(payload.upperLimit)) list.fail('upperLimit', fieldTexts.invalid(labels.upperLimit));
    else if (amount <= MANDATE_AMOUNT_ABOVE) list.fail('upperLimit', mandateTexts.amountTooLow);
    else if (amount > MF_MANDATE_MAXIMUM) list.fail('upperLimit', mandateTexts.amountTooHigh);
  }

  list.requiredValid(
    'startDate',
    payload.startDate,
    labels.startDate,
    (v) => parseIndianDate(v) !== undefined,
  );
  list.requiredValid('endDate', payload.endDate, labels.endDate, (v) => parseIndianDate(v) !== undefined);
  const start = parseIndianDate(payload.startDate);
  const end = parseIndianDate(payload.endDate);
  if (start && compareDates(start, context.today) < 0) list.fail('startDate', mandateTexts.startBeforeToday);
  if (start && end && compareDates(end, start) <= 0) list.fail('endDate', mandateTexts.endNotAfterStart);

  if (!context.bankAndContactComplete) list.fail('emandateType', mandateTexts.detailsFirst);
  else list.oneOf('emandateType', payload.emandateType, labels.emandateType, EMANDATE_TYPES);
  if (context.jointAccount)
    list.oneOf(
      'mandateHoldingMode',
      payload.mandateHoldingMode,
      labels.mandateHoldingMode,
      MANDATE_HOLDING_MODES,
    );
  return list.errors;
}

/**
 * The warning to confirm before going on without a mandate, or '' (a bank without mandate facility
 * goes on without one, and without a warning).
 */
export function mandateSkipWarning(
  payload: Pick<MandatePayload, 'mfMandate' | 'otherMandate'>,
  context: Pick<MandateContext, 'bankHasMandateFacility'>,
): string {
  if (!context.bankHasMandateFacility) return '';
  const mf = payload.mfMandate === 'N';
  const other = payload.otherMandate === 'N';
  if (mf && other) return mandateTexts.bothSkipped;
  if (mf) return mandateTexts.mfSkipped;
  if (other) return mandateTexts.otherSkipped;
  return '';
}
