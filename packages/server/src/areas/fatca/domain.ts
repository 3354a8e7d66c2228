import {
  type DataOf,
  type FatcaCountryIds,
  fatcaFieldErrors,
  fatcaTexts,
  type getFatcaFormLinks,
  type HolderCode,
  INDIA_COUNTRY_ID,
  type loadFatcaTrade,
  normaliseFatcaAnswers,
  type RequestOf,
  type saveDataFatcaTrade,
} from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountHolders, accounts } from '../../db/schema/core.ts';
import type { AppDeps } from '../../deps.ts';
import type { CallContext, SessionCallContext } from '../../http/calls.ts';
import { DomainError, requireOwnAccount } from '../../http/errors.ts';
import { forgetAccount } from '../../session/sessions.ts';
import { COUNTRIES } from './countries.ts';
import { FATCA_LINK_SECONDS, fatcaLinkAllows, signFatcaLink } from './link-token.ts';
import { fatcaDeclarations } from './schema.ts';

/** The consent a holder ticks, and the terms its link opens. */
export const fatcaConsent =
  'I/We confirm that the details given in this form are true, correct and complete, that I/we have read the FATCA and CRS terms and conditions and accept them, and that I/we will inform of any change in these details within 30 days.';
export const fatcaTermsLinkText = 'FATCA and CRS Terms and Conditions';
export const fatcaTerms = [
  'Indian law (the Income-tax Rules, 1962, rules 114F to 114H) requires financial institutions to collect the tax residency details of every account holder and to report the accounts of holders who are tax residents of other countries to the Indian tax authorities, which may share them with the tax authorities of those countries.',
  'A holder who is a citizen or tax resident of a country other than India gives each such country, the taxpayer identification number issued there (or its functional equivalent) and the type of that number. Up to three countries can be given here; a holder with more contacts the branch.',
  'If any of these details change, the holder informs us within 30 days. Where the details are incomplete or not confirmed, the account may be reported as required by law.',
].join('\n\n');

const countryRows = COUNTRIES.map((c) => ({ CNTRY_ID: c.id, CNTRY_NAME: c.name }));
const countriesOtherThanIndia = countryRows.filter((c) => c.CNTRY_ID !== INDIA_COUNTRY_ID);

/** The ids the rules accept, from the same lists the form shows. */
export const fatcaCountryIds: FatcaCountryIds = {
  countries: new Set(countriesOtherThanIndia.map((c) => c.CNTRY_ID)),
  nationalities: new Set(countryRows.map((c) => c.CNTRY_ID)),
};

type LinkRequest = { ucc: string; holder: HolderCode; token: string };

const nowSeconds = (deps: Pick<AppDeps, 'clock'>) => Math.floor(deps.clock.now().getTime() / 1000);

/** A forged, expired or other holder's token: 401, and nothing read or changed. */
function refuseUnlessLinked(deps: AppDeps, request: LinkRequest): void {
  if (!fatcaLinkAllows(deps.tokens, request.token, request.ucc, request.holder, nowSeconds(deps)))
    throw new DomainError(fatcaTexts.linkInvalid, { status: 401, errCode: 'FATCA_LINK_INVALID' });
}

async function holderName(db: Db, ucc: string, holder: HolderCode): Promise<string> {
  const [row] = await db
    .select({ name: accountHolders.name })
    .from(accountHolders)
    .where(and(eq(accountHolders.njAcNo, ucc), eq(accountHolders.holderCode, holder)));
  if (!row) throw new DomainError(fatcaTexts.linkInvalid, { status: 401, errCode: 'FATCA_LINK_INVALID' });
  return row.name;
}

/** The address of a holder's FATCA form, with a fresh signed token. */
export function fatcaLinkFor(deps: AppDeps, ucc: string, holder: HolderCode): string {
  const token = signFatcaLink(deps.tokens, { ucc, holder, exp: nowSeconds(deps) + FATCA_LINK_SECONDS });
  const query = new URLSearchParams({ ucc, holder, token });
  return `/ewa/fatca?${query.toString()}`;
}

/** `FatcaService/loadFatcaTrade`: the lists, the holder's last declaration (or blanks) and the consent text. */
export async function loadFatca(
  ctx: CallContext,
  request: RequestOf<typeof loadFatcaTrade>,
): Promise<{ isSuccess: true; data: DataOf<typeof loadFatcaTrade> }> {
  refuseUnlessLinked(ctx.deps, request);
  const name = await holderName(ctx.db, request.ucc, request.holder);
  const [saved] = await ctx.db
    .select()
    .from(fatcaDeclarations)
    .where(and(eq(fatcaDeclarations.njAcNo, request.ucc), eq(fatcaDeclarations.holderCode, request.holder)));
  return {
    isSuccess: true,
    data: {
      fatcaCountry: countriesOtherThanIndia,
      nationality: countryRows,
      holderDtl: {
        holderName: name,
        poboIndia: saved?.poboIndia ?? '',
        cob: saved?.countryOfBirth ?? '',
        pob: saved?.placeOfBirth ?? '',
        nationality: saved?.nationality ?? '',
        cotoIndia: saved?.cotoIndia ?? '',
        isfatcaConsentChk: saved?.consent ? 'Y' : 'N',
        fatcaConsent,
        fatcaTNCLinkContent: fatcaTermsLinkText,
        fatcaTNC: fatcaTerms,
      },
      taxDtl: saved?.taxResidencies ?? [],
    },
  };
}

/**
 * `FatcaService/saveDataFatcaTrade`: every rule again (the first failure is a 400 naming its field),
 * then the declaration replaces the holder's last one. Once every holder of the account has declared,
 * the account's FATCA gate clears.
 */
export async function saveFatca(
  ctx: CallContext,
  request: RequestOf<typeof saveDataFatcaTrade>,
): Promise<{
  isSuccess: true;
  message: string;
  displayMessage: string;
  data: DataOf<typeof saveDataFatcaTrade>;
}> {
  refuseUnlessLinked(ctx.deps, request);
  await holderName(ctx.db, request.ucc, request.holder);
  const [failure] = fatcaFieldErrors(request, fatcaCountryIds);
  if (failure)
    throw new DomainError(failure.message, { status: 400, field: failure.field, errCode: 'FIELD_INVALID' });
  const answers = normaliseFatcaAnswers(request);
  if (answers.poboIndia === '' || answers.cotoIndia === '')
    throw new Error('rules let a blank answer through');
  const row = {
    njAcNo: request.ucc,
    holderCode: request.holder,
    poboIndia: answers.poboIndia,
    countryOfBirth: answers.cob,
    placeOfBirth: answers.pob,
    nationality: answers.nationality,
    cotoIndia: answers.cotoIndia,
    taxResidencies: answers.taxDtl,
    consent: true,
    declaredAt: ctx.deps.clock.now(),
  };

  const pending = await ctx.db.transaction(async (tx) => {
    // The account row is locked so two holders declaring at once both see each other's declaration.
    const [account] = await tx
      .select({ pending: accounts.fatcaDeclarationPending })
      .from(accounts)
      .where(eq(accounts.njAcNo, request.ucc))
      .for('update');
    await tx
      .insert(fatcaDeclarations)
      .values(row)
      .onConflictDoUpdate({ target: [fatcaDeclarations.njAcNo, fatcaDeclarations.holderCode], set: row });
    const holders = await tx
      .select({ code: accountHolders.holderCode })
      .from(accountHolders)
      .where(eq(accountHolders.njAcNo, request.ucc));
    const declared = new Set(
      (
        await tx
          .select({ code: fatcaDeclarations.holderCode })
          .from(fatcaDeclarations)
          .where(eq(fatcaDeclarations.njAcNo, request.ucc))
      ).map((d) => d.code),
    );
    const allDeclared = holders.every((h) => declared.has(h.code));
    if (allDeclared && account?.pending)
      await tx
        .update(accounts)
        .set({ fatcaDeclarationPending: false })
        .where(eq(accounts.njAcNo, request.ucc));
    await ctx.audit(
      {
        action: 'fatca.save',
        outcome: 'success',
        actor: `fatca-link:${request.holder}`,
        njAcNo: request.ucc,
        detail: {
          holder: request.holder,
          isDetailsChange: request.isDetailsChange,
          cotoIndia: answers.cotoIndia,
          taxResidencies: answers.taxDtl.length,
        },
      },
      tx,
    );
    return !allDeclared && (account?.pending ?? false);
  });
  forgetAccount(ctx.deps, request.ucc);
  return {
    isSuccess: true,
    message: fatcaTexts.submitted,
    displayMessage: fatcaTexts.submitted,
    data: { fatcaDeclarationPending: pending ? 'Y' : 'N' },
  };
}

/** `FatcaService/getFatcaFormLinks`: each holder of the signed-in account, declared or not, with a fresh link. */
export async function fatcaFormLinks(
  ctx: SessionCallContext,
  njAcNo: string,
): Promise<{ isSuccess: true; data: DataOf<typeof getFatcaFormLinks> }> {
  requireOwnAccount(ctx.session.njAcNo, njAcNo);
  const holders = await ctx.db
    .select({ code: accountHolders.holderCode, name: accountHolders.name })
    .from(accountHolders)
    .where(eq(accountHolders.njAcNo, njAcNo));
  const declared = new Set(
    (
      await ctx.db
        .select({ code: fatcaDeclarations.holderCode })
        .from(fatcaDeclarations)
        .where(eq(fatcaDeclarations.njAcNo, njAcNo))
    ).map((d) => d.code),
  );
  const order = ['F', 'S', 'T', 'G'];
  holders.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
  return {
    isSuccess: true,
    data: {
      links: holders.map((h) => ({
        holder: h.code,
        holderName: h.name,
        declared: declared.has(h.code) ? 'Y' : 'N',
        link: fatcaLinkFor(ctx.deps, njAcNo, h.code),
      })),
    },
  };
}
