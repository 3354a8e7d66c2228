import { describe, expect, it } from 'vitest';
import { checkMandate, type MandateContext, type MandatePayload, mandateSkipWarning } from './mandate.ts';

const today = { year: 2026, month: 11, day: 27 };
const context: MandateContext = {
  today,
  bankHasMandateFacility: true,
  bankAndContactComplete: true,
  jointAccount: false,
};
const mandate: MandatePayload = {
  mfMandate: 'Y',
  otherMandate: 'Y',
  upperLimit: '25000',
  startDate: '27/11/2026',
  endDate: '31/12/2056',
  emandateType: 'NET',
  mandateHoldingMode: '',
};

describe('mandate (spec 000 §4, §5, §9)', () => {
  it('passes a mandate from today within the limits, at the segment maximum too', () => {
    expect(checkMandate(mandate, context)).toEqual([]);
    expect(checkMandate({ ...mandate, upperLimit: '1000000' }, context)).toEqual([]);
    expect(checkMandate({ ...mandate, upperLimit: '1001' }, context)).toEqual([]);
  });

  it.each([
    [{ upperLimit: '' }, 'upperLimit', 'Mandate Amount cannot be empty.'],
    [{ upperLimit: '25,000' }, 'upperLimit', 'Mandate Amount should be valid.'],
    [{ upperLimit: '1000' }, 'upperLimit', 'Mandate Amount should be more than ₹1,000.'],
    [{ upperLimit: '1000001' }, 'upperLimit', 'Mandate Amount should not be more than ₹10,00,000.'],
    [{ startDate: '' }, 'startDate', 'Start Date cannot be empty.'],
    [{ startDate: '30/02/2027' }, 'startDate', 'Start Date should be valid.'],
    [{ startDate: '26/11/2026' }, 'startDate', 'Start Date cannot be earlier than today.'],
    [{ endDate: '' }, 'endDate', 'End Date cannot be empty.'],
    [{ endDate: '27/11/2026' }, 'endDate', 'End Date should be after Start Date.'],
    [{ emandateType: '' }, 'emandateType', 'Authorisation Mode cannot be empty.'],
    [{ emandateType: 'UPI' }, 'emandateType', 'Authorisation Mode should be valid.'],
  ])('%o fails %s', (change, field, message) => {
    expect(checkMandate({ ...mandate, ...change }, context)).toEqual([{ field, message }]);
  });

  it('asks for bank and contact details before the authorisation mode', () => {
    expect(checkMandate(mandate, { ...context, bankAndContactComplete: false })).toEqual([
      {
        field: 'emandateType',
        message: 'Please complete the bank and contact details before choosing the authorisation mode.',
      },
    ]);
  });

  it('asks a joint account who signs the mandate', () => {
    const joint = { ...context, jointAccount: true };
    expect(checkMandate(mandate, joint)).toEqual([
      { field: 'mandateHoldingMode', message: 'Mandate Holding Mode cannot be empty.' },
    ]);
    expect(checkMandate({ ...mandate, mandateHoldingMode: '3' }, joint)).toEqual([]);
  });

  it('checks nothing when the mandate is skipped or the bank has no mandate facility', () => {
    const empty = { ...mandate, upperLimit: '', startDate: '', endDate: '', emandateType: '' };
    expect(checkMandate({ ...empty, mfMandate: 'N' }, context)).toEqual([]);
    expect(checkMandate(empty, { ...context, bankHasMandateFacility: false })).toEqual([]);
  });

  it.each([
    [
      'N',
      'Y',
      'You have not registered a mandate for mutual funds. Each SIP instalment and purchase will then need a separate payment. Do you want to continue without it?',
    ],
    [
      'Y',
      'N',
      'You have not registered a mandate for the other segments. Their payments will then need to be made each time. Do you want to continue without it?',
    ],
    [
      'N',
      'N',
      'You have not registered any mandate. Every SIP instalment, purchase and other payment will then need a separate payment. Do you want to continue without one?',
    ],
    ['Y', 'Y', ''],
  ] as const)('mutual fund %s, other segment %s: warns %j', (mfMandate, otherMandate, text) => {
    expect(mandateSkipWarning({ mfMandate, otherMandate }, context)).toBe(text);
  });

  it('lets a bank without mandate facility go on without a warning', () => {
    expect(mandateSkipWarning({ mfMandate: 'N', otherMandate: 'N' }, { bankHasMandateFacility: false })).toBe(
      '',
    );
  });
});
