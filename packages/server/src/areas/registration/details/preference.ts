import {
  checkPreferenceAnswers,
  type DataOf,
  type HolderPreference,
  type loadPreference,
  type PreferenceAnswers,
  type RegApplication,
} from '@ewa/api';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { DomainError } from '../../../http/errors.ts';
import {
  type ApplicationRow,
  holdersOf,
  openStop,
  refuseFields,
  saveScreen,
  screenData,
} from '../entry/applications.ts';

/** The preferences saved, else blanks with one row per holder of the application. */
export async function preferenceOf(db: Db, app: ApplicationRow): Promise<DataOf<typeof loadPreference>> {
  await openStop(db, app, 'preference', undefined);
  const saved = await screenData<PreferenceAnswers>(db, app.refNo, 'preference');
  if (saved) return { saved: true, answers: saved };
  const holders = await holdersOf(db, app.refNo);
  const rows: HolderPreference[] = holders.map((h) => ({
    holder: h.holder,
    annualIncome: '',
    netWorth: '',
    pep: '',
  }));
  return { saved: false, answers: { holders: rows, mfMode: '', depository: '', dematAccountNo: '' } };
}

/**
 * Saves the preferences: one row for each holder of the application, in its order; `preference.ts`'s
 * rules with the application's holding pattern; the demat account kept only with mutual fund mode demat.
 */
export async function savePreferenceOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  app: ApplicationRow,
  answers: PreferenceAnswers,
): Promise<RegApplication> {
  await openStop(deps.db, app, 'preference', undefined);
  const holders = (await holdersOf(deps.db, app.refNo)).map((h) => h.holder);
  if (answers.holders.map((h) => h.holder).join() !== holders.join())
    throw new DomainError('Preferences must be given for each holder of the application.', {
      status: 400,
      errCode: 'FIELD_INVALID',
      field: 'holders',
    });
  const errors = checkPreferenceAnswers(app.holdingMode, answers);
  if (errors.length) refuseFields(errors);
  const demat = answers.mfMode === 'D';
  const kept: PreferenceAnswers = {
    holders: answers.holders.map((h) => ({
      holder: h.holder,
      annualIncome: h.annualIncome,
      netWorth: h.netWorth,
      pep: h.pep,
    })),
    mfMode: answers.mfMode,
    depository: demat ? answers.depository : '',
    dematAccountNo: demat ? answers.dematAccountNo.trim().toUpperCase() : '',
  };
  return saveScreen(deps, app, 'preference', undefined, kept);
}
