/**
 * The mandate step (mandatedetails): an e-mandate request for the verified bank account when the
 * bank offers e-mandates, or a skip the applicant confirmed. Only the request is kept here; the bank
 * is asked to register it in part 2 (`mandateesign`).
 */
import {
  checkMandate,
  emandateModesFor,
  type MandateRequest,
  mandateExtraTexts,
  mandateRequest,
  mandateSkipWarning,
  type RegApplication,
  type RegistrationContext,
} from '@ewa/api';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { indiaDayOf } from '../../../kernel/schemes/calendar.ts';
import {
  type ApplicationRow,
  holdersOf,
  openStop,
  refuseFields,
  saveScreen,
  screenData,
} from '../entry/applications.ts';
import type { SavedBankDetails } from './bank-details.ts';

/** Today in India as the rules count days. */
export function indiaToday(deps: Pick<AppDeps, 'clock'>): RegistrationContext['today'] {
  return indiaDayOf(deps.clock.now());
}

const two = (n: number) => String(n).padStart(2, '0');

interface MandateFacts {
  bank: SavedBankDetails | undefined;
  modes: ReturnType<typeof emandateModesFor>;
  jointAccount: boolean;
  otherSegments: boolean;
  contactGiven: boolean;
}

async function factsOf(db: Db, app: ApplicationRow): Promise<MandateFacts> {
  const bank = await screenData<SavedBankDetails>(db, app.refNo, 'bankdetails');
  const holders = await holdersOf(db, app.refNo);
  return {
    bank,
    modes: emandateModesFor(bank?.emandateModes ?? []),
    jointAccount: holders.some((h) => h.holder === 'S'),
    otherSegments: app.accountType === 'EW',
    contactGiven: (await screenData(db, app.refNo, 'loadmobemail', 'F')) !== undefined,
  };
}

const answersOf = (data: Record<string, unknown> | undefined): MandateRequest | null => {
  if (!data) return null;
  const keys = Object.keys(mandateRequest.schema) as (keyof MandateRequest)[];
  return Object.fromEntries(
    keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]),
  ) as MandateRequest;
};

/** MandateService/loadMandateDetails. */
export async function loadMandate(deps: AppDeps, app: ApplicationRow) {
  const facts = await factsOf(deps.db, app);
  const today = indiaToday(deps);
  const account = facts.bank?.accountNumber ?? '';
  return {
    answers: answersOf(await screenData(deps.db, app.refNo, 'mandatedetails')),
    bankName: facts.bank?.bankName ?? '',
    accountNumber: `${'X'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`,
    emandateModes: facts.modes,
    jointAccount: facts.jointAccount,
    otherSegments: facts.otherSegments,
    today: `${two(today.day)}/${two(today.month)}/${today.year}`,
  };
}

/**
 * MandateService/saveMandateDetails: the mandate rules (mandate.ts) for a mandate the bank can take,
 * one authorisation mode the bank offers, and a skip only once its warning was confirmed. One mandate
 * covers the segments it is asked for, so its details are needed when either segment wants it.
 */
export async function saveMandate(
  deps: AppDeps,
  app: ApplicationRow,
  request: MandateRequest,
): Promise<RegApplication> {
  await openStop(deps.db, app, 'mandatedetails', undefined);
  const facts = await factsOf(deps.db, app);
  const facility = facts.modes.length > 0;
  const otherMandate = facts.otherSegments ? request.otherMandate : 'N';
  const wanted = request.mfMandate === 'Y' || otherMandate === 'Y';
  const context = {
    today: indiaToday(deps),
    enteredByStaff: false,
    bankHasMandateFacility: facility,
    bankAndContactComplete: facts.bank?.verified === 'Y' && facts.contactGiven,
    jointAccount: facts.jointAccount,
  };
  const errors = checkMandate({ ...request, mfMandate: wanted ? 'Y' : 'N' }, context);
  if (
    facility &&
    wanted &&
    request.emandateType !== '' &&
    !errors.some((e) => e.field === 'emandateType') &&
    !facts.modes.includes(request.emandateType as (typeof facts.modes)[number])
  )
    errors.push({ field: 'emandateType', message: mandateExtraTexts.modeNotOffered });
  // A segment without its own mandate question (the MF account has none but MF) is not skipped.
  const warning = mandateSkipWarning(
    { mfMandate: request.mfMandate, otherMandate: facts.otherSegments ? request.otherMandate : 'Y' },
    { bankHasMandateFacility: facility },
  );
  if (errors.length === 0 && warning && request.skipConfirmed !== true)
    errors.push({ field: 'skipConfirmed', message: warning });
  if (errors.length > 0) refuseFields(errors);

  const data: Record<string, unknown> = facility
    ? wanted
      ? { ...request, otherMandate }
      : {
          mfMandate: request.mfMandate,
          otherMandate,
          upperLimit: '',
          startDate: '',
          endDate: '',
          emandateType: '',
          mandateHoldingMode: '',
          skipConfirmed: request.skipConfirmed === true,
        }
    : {
        mfMandate: 'N',
        otherMandate: 'N',
        upperLimit: '',
        startDate: '',
        endDate: '',
        emandateType: '',
        mandateHoldingMode: '',
      };
  return saveScreen(deps, app, 'mandatedetails', undefined, { ...data, bankHasMandateFacility: facility });
}
