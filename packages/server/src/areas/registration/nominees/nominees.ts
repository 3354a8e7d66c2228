/**
 * The nomination screens: the choice (nomineeselection) — the one place that decides whether nominee
 * details and a witness follow — the nominees (nomineedetails) and the witness (witnessdetails).
 */
import {
  checkNominationSelection,
  checkNomineeEntries,
  checkWitnessDetails,
  type NominationSelectionPayload,
  type NomineeEntries,
  nominatesWith,
  type RegApplication,
  type WitnessDetailsPayload,
} from '@ewa/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.ts';
import { firstHolderName } from '../bank/bank-details.ts';
import { indiaToday } from '../bank/mandate-details.ts';
import type { Applicant } from '../entry/applicant.ts';
import {
  type ApplicationRow,
  openStop,
  refuseFields,
  saveScreen,
  screenData,
} from '../entry/applications.ts';
import { regApplications, regStepData } from '../schema.ts';

interface SavedPreference {
  mfMode?: string;
  depository?: string;
  dematAccountNo?: string;
}

const preferenceOf = async (deps: AppDeps, app: ApplicationRow) =>
  (await screenData<SavedPreference>(deps.db, app.refNo, 'preference')) ?? {};

export async function loadSelection(deps: AppDeps, app: ApplicationRow) {
  const saved = await screenData<NominationSelectionPayload>(deps.db, app.refNo, 'nomineeselection');
  return {
    answers: saved
      ? { nominationChoice: saved.nominationChoice, optOutDeclared: saved.optOutDeclared }
      : null,
    dematHeld: (await preferenceOf(deps, app)).mfMode === 'D',
  };
}

/**
 * NomineeService/saveNomineeSelection: choice 1 puts nominee details and a witness in the walk; any
 * other takes them out and forgets nominees given before (none are registered without nominating).
 */
export async function saveSelection(
  deps: AppDeps,
  app: ApplicationRow,
  payload: NominationSelectionPayload,
): Promise<RegApplication> {
  await openStop(deps.db, app, 'nomineeselection', undefined);
  const preference = await preferenceOf(deps, app);
  const errors = checkNominationSelection(payload, { mfMode: preference.mfMode ?? '' });
  if (errors.length > 0) refuseFields(errors);
  const nominates = nominatesWith(payload.nominationChoice);
  const data = {
    nominationChoice: payload.nominationChoice,
    optOutDeclared: payload.nominationChoice === '2' ? 'Y' : 'N',
  };
  return saveScreen(deps, app, 'nomineeselection', undefined, data, async (tx) => {
    await tx.update(regApplications).set({ nominates }).where(eq(regApplications.refNo, app.refNo));
    if (!nominates)
      await tx
        .delete(regStepData)
        .where(
          and(
            eq(regStepData.refNo, app.refNo),
            inArray(regStepData.screen, ['nomineedetails', 'witnessdetails']),
          ),
        );
  });
}

export async function loadNominees(deps: AppDeps, app: ApplicationRow) {
  const saved = await screenData<NomineeEntries>(deps.db, app.refNo, 'nomineedetails');
  return {
    answers: saved ? { nominees: saved.nominees } : null,
    firstHolderName: await firstHolderName(deps.db, app.refNo),
  };
}

/** NomineeService/saveNomineeDetails: every nominee rule (nominee.ts) and each nominee's own address. */
export async function saveNominees(
  deps: AppDeps,
  applicant: Applicant,
  app: ApplicationRow,
  payload: NomineeEntries,
): Promise<RegApplication> {
  await openStop(deps.db, app, 'nomineedetails', undefined);
  const preference = await preferenceOf(deps, app);
  const errors = checkNomineeEntries(payload, {
    today: indiaToday(deps),
    enteredByStaff: applicant.accessBy === 'CP',
    mfMode: preference.mfMode ?? '',
    depository: preference.depository ?? '',
    dematAccountNo: preference.dematAccountNo ?? '',
  });
  if (errors.length > 0) refuseFields(errors);
  const nominees = payload.nominees.map((n) =>
    n.addressSameAsFirst === 'Y' ? { ...n, address: { line1: '', line2: '', city: '', pincode: '' } } : n,
  );
  return saveScreen(deps, app, 'nomineedetails', undefined, { nominees });
}

export async function loadWitnesses(deps: AppDeps, app: ApplicationRow) {
  const saved = await screenData<WitnessDetailsPayload>(deps.db, app.refNo, 'witnessdetails');
  return { answers: saved ? { witnesses: saved.witnesses } : null };
}

/** NomineeService/saveWitnessDetails: the witness rules (nominee.ts), a minor witness refused. */
export async function saveWitnesses(
  deps: AppDeps,
  applicant: Applicant,
  app: ApplicationRow,
  payload: WitnessDetailsPayload,
): Promise<RegApplication> {
  await openStop(deps.db, app, 'witnessdetails', undefined);
  const errors = checkWitnessDetails(payload, {
    today: indiaToday(deps),
    enteredByStaff: applicant.accessBy === 'CP',
  });
  if (errors.length > 0) refuseFields(errors);
  return saveScreen(deps, app, 'witnessdetails', undefined, { witnesses: payload.witnesses });
}
