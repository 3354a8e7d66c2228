import {
  checkRegFatca,
  type FatcaAnswers,
  type HolderCode,
  INDIA_COUNTRY_ID,
  normaliseFatcaAnswers,
  type PersonalDetailsAnswers,
  type RegApplication,
  type RegFatcaForm,
} from '@ewa/api';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import {
  COUNTRIES,
  fatcaConsent,
  fatcaCountryIds,
  fatcaTerms,
  fatcaTermsLinkText,
} from '../../fatca/public.ts';
import {
  type ApplicationRow,
  holdersOf,
  openStop,
  refuseFields,
  saveScreen,
  screenData,
} from '../entry/applications.ts';

const countryRows = COUNTRIES.map((c) => ({ CNTRY_ID: c.id, CNTRY_NAME: c.name }));

/** The holder's name as the FATCA heading shows it: from the personal details, else from KYC. */
async function holderName(db: Db, app: ApplicationRow, holder: HolderCode): Promise<string> {
  const personal = await screenData<PersonalDetailsAnswers>(db, app.refNo, 'personaldetails', holder);
  const typed = personal
    ? [personal.firstName, personal.middleName, personal.lastName].filter((p) => p.trim()).join(' ')
    : '';
  if (typed) return typed;
  return (await holdersOf(db, app.refNo)).find((h) => h.holder === holder)?.name ?? '';
}

/** The portal's FATCA form for a holder of the application: its lists, consent and terms, the saved answers. */
export async function regFatcaOf(db: Db, app: ApplicationRow, holder: HolderCode): Promise<RegFatcaForm> {
  await openStop(db, app, 'fatca', holder);
  const saved = await screenData<FatcaAnswers>(db, app.refNo, 'fatca', holder);
  return {
    fatcaCountry: countryRows.filter((c) => c.CNTRY_ID !== INDIA_COUNTRY_ID),
    nationality: countryRows,
    holderDtl: {
      holderName: await holderName(db, app, holder),
      poboIndia: saved?.poboIndia ?? '',
      cob: saved?.cob ?? '',
      pob: saved?.pob ?? '',
      nationality: saved?.nationality ?? '',
      cotoIndia: saved?.cotoIndia ?? '',
      isfatcaConsentChk: saved?.isfatcaConsentChk ?? 'N',
      fatcaConsent,
      fatcaTNCLinkContent: fatcaTermsLinkText,
      fatcaTNC: fatcaTerms,
    },
    taxDtl: saved?.taxDtl ?? [],
  };
}

/**
 * The portal's FATCA rules, after the one of account opening: a holder born outside India cannot open
 * the account online (refused with the spec's text and the helpline; nothing is saved).
 */
export async function saveRegFatcaOf(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  app: ApplicationRow,
  holder: HolderCode,
  answers: FatcaAnswers,
): Promise<RegApplication> {
  await openStop(deps.db, app, 'fatca', holder);
  const errors = checkRegFatca(answers, fatcaCountryIds, deps.config.helpNo);
  if (errors.length) refuseFields(errors);
  return saveScreen(deps, app, 'fatca', holder, normaliseFatcaAnswers(answers));
}
