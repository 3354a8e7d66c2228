import { randomBytes } from 'node:crypto';
import {
  type HolderCode,
  KYC_TEXTS,
  type KycFound,
  type KycRecord,
  type KycSource,
  type KycView,
  REG_TEXTS,
  type RegApplication,
  registrationRootOf,
} from '@ewa/api';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { CallContext } from '../../../http/calls.ts';
import { DomainError } from '../../../http/errors.ts';
import { regDigilockerRequests, regKycFound } from '../contact-kyc-schema.ts';
import {
  type ApplicationRow,
  type HolderRow,
  refuseFields,
  saveScreen,
  screenData,
} from '../entry/applications.ts';
import { openHolderStop } from '../entry/holder-stop.ts';
import { regHolders } from '../schema.ts';
import { type AadhaarRecord, kycSourcesOf, type KycRecord as SourceRecord } from './kyc-sources.ts';

const SCREEN = 'kradownload';

/** A holder sent to DigiLocker has this long to come back. */
export const DIGILOCKER_STATE_MINUTES = 15;

/**
 * The KYC record saved for a holder of an application, with its source (KRA, CKYC or DigiLocker):
 * the personal-details and address screens start from it. Undefined before the KYC screen is saved.
 */
export async function kycRecordOf(db: Db, refNo: string, holder: HolderCode): Promise<KycFound | undefined> {
  return screenData<KycFound>(db, refNo, SCREEN, holder);
}

/** What the screens show and keep of a registry's record (its masked contacts are left out). */
const recordOf = (r: SourceRecord | AadhaarRecord): KycRecord => ({
  name: r.name,
  dob: r.dob,
  gender: r.gender,
  fatherName: 'fatherName' in r ? r.fatherName : '',
  address: { ...r.address },
});

const refuse = (message: string, errCode: string) => new DomainError(message, { status: 409, errCode });

/** A record is the holder's only when its date of birth is the one given for the holder. */
function ownRecord(holder: HolderRow, found: KycFound): KycFound {
  if (found.record.dob !== holder.dob) throw refuse(KYC_TEXTS.dobDiffers, 'KYC_DOB_DIFFERS');
  return found;
}

/** Keeps a found record for the holder to confirm (the latest lookup replaces an earlier one). */
async function keepFound(ctx: CallContext, app: ApplicationRow, holder: HolderRow, found: KycFound) {
  const values = {
    source: found.source,
    record: found.record as unknown as Record<string, unknown>,
    reference: found.reference,
    foundAt: ctx.deps.clock.now(),
  };
  await ctx.db
    .insert(regKycFound)
    .values({ refNo: app.refNo, holder: holder.holder, ...values })
    .onConflictDoUpdate({ target: [regKycFound.refNo, regKycFound.holder], set: values });
  return found;
}

async function pendingOf(db: Db, refNo: string, holder: HolderCode): Promise<KycFound | undefined> {
  const [row] = await db
    .select()
    .from(regKycFound)
    .where(and(eq(regKycFound.refNo, refNo), eq(regKycFound.holder, holder)));
  return row
    ? { source: row.source, record: row.record as unknown as KycRecord, reference: row.reference }
    : undefined;
}

/** KycService/loadKyc: the record found and not yet confirmed, else the saved one. */
export async function loadKycView(
  ctx: CallContext,
  app: ApplicationRow,
  holder: HolderCode | undefined,
): Promise<KycView> {
  const row = await openHolderStop(ctx.db, app, SCREEN, holder);
  const saved = await kycRecordOf(ctx.db, app.refNo, row.holder);
  const pending = await pendingOf(ctx.db, app.refNo, row.holder);
  return { holder: row.holder, pan: row.pan, found: pending ?? saved ?? null, saved: saved ? 'Y' : 'N' };
}

/** The KRA's answer for the holder's PAN; 'on hold' cannot go on online. */
async function kraAnswer(ctx: CallContext, holder: HolderRow) {
  const answer = await kycSourcesOf(ctx.deps).kra(holder.pan);
  if (answer.status === 'ON_HOLD') throw refuse(REG_TEXTS.cannotProceedOnline, 'KYC_ON_HOLD');
  return answer;
}

/** KycService/kraDownload: the holder's KRA record, kept for confirmation; null when the KRAs have none. */
export async function kraDownloadFor(ctx: CallContext, app: ApplicationRow, holder: HolderCode | undefined) {
  const row = await openHolderStop(ctx.db, app, SCREEN, holder);
  const answer = await kraAnswer(ctx, row);
  if (answer.status === 'NOT_FOUND') return { found: null };
  const found = ownRecord(row, { source: 'KRA', record: recordOf(answer.record), reference: answer.agency });
  return { found: await keepFound(ctx, app, row, found) };
}

/** KycService/ckycDownload: CKYC by PAN and date of birth (after the KRAs: 'on hold' there still stops). */
export async function ckycDownloadFor(ctx: CallContext, app: ApplicationRow, holder: HolderCode | undefined) {
  const row = await openHolderStop(ctx.db, app, SCREEN, holder);
  await kraAnswer(ctx, row);
  const answer = await kycSourcesOf(ctx.deps).ckyc(row.pan, row.dob);
  if (answer.status === 'NOT_FOUND') return { found: null };
  const found = ownRecord(row, { source: 'CKYC', record: recordOf(answer.record), reference: answer.ckycNo });
  return { found: await keepFound(ctx, app, row, found) };
}

const stateDigest = (ctx: CallContext, state: string) =>
  ctx.deps.tokens.digest('reg-digilocker-state', state);

/**
 * KycService/loadDigilocker: the DigiLocker consent page. The state it carries names the application
 * and holder and a random part; only its digest is kept, and it is good once, for a short time.
 */
export async function digilockerStart(ctx: CallContext, app: ApplicationRow, holder: HolderCode | undefined) {
  const row = await openHolderStop(ctx.db, app, SCREEN, holder);
  await kraAnswer(ctx, row);
  const state = `${app.refNo}.${row.holder}.${randomBytes(24).toString('base64url')}`;
  const now = ctx.deps.clock.now();
  await ctx.db.insert(regDigilockerRequests).values({
    stateDigest: stateDigest(ctx, state),
    refNo: app.refNo,
    holder: row.holder,
    createdAt: now,
    expiresAt: new Date(now.getTime() + DIGILOCKER_STATE_MINUTES * 60_000),
  });
  const returnUrl = `/ewa${registrationRootOf(app.accountType)}/createaccount/loaddigilockervrfy/${row.holder}`;
  return { url: await kycSourcesOf(ctx.deps).digilocker.start({ state, returnUrl }) };
}

/**
 * KycService/loadDigilockerVrfy: DigiLocker sent the browser back. The state must be one this
 * application's holder was sent out with, unused and fresh; then the code gives the e-Aadhaar.
 */
export async function digilockerFinish(
  ctx: CallContext,
  app: ApplicationRow,
  request: { holder?: HolderCode; code?: string; state: string; error?: string },
) {
  const row = await openHolderStop(ctx.db, app, SCREEN, request.holder);
  const forged = () =>
    new DomainError(KYC_TEXTS.digilockerForged, { status: 400, errCode: 'FIELD_INVALID', field: 'state' });
  if (!request.state.startsWith(`${app.refNo}.${row.holder}.`)) throw forged();
  const digest = stateDigest(ctx, request.state);
  const [known] = await ctx.db
    .select({ refNo: regDigilockerRequests.refNo, holder: regDigilockerRequests.holder })
    .from(regDigilockerRequests)
    .where(eq(regDigilockerRequests.stateDigest, digest));
  if (!known || known.refNo !== app.refNo || known.holder !== row.holder) throw forged();
  const now = ctx.deps.clock.now();
  const [used] = await ctx.db
    .update(regDigilockerRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(regDigilockerRequests.stateDigest, digest),
        isNull(regDigilockerRequests.usedAt),
        gt(regDigilockerRequests.expiresAt, now),
      ),
    )
    .returning({ refNo: regDigilockerRequests.refNo });
  if (!used) throw refuse(KYC_TEXTS.digilockerExpired, 'DIGILOCKER_EXPIRED');
  if (request.error || !request.code) throw refuse(KYC_TEXTS.digilockerDenied, 'DIGILOCKER_DENIED');
  const answer = await kycSourcesOf(ctx.deps).digilocker.finish(request.code);
  if (answer.status !== 'OK') throw refuse(KYC_TEXTS.digilockerExpired, 'DIGILOCKER_EXPIRED');
  const found = ownRecord(row, {
    source: 'DIGILOCKER',
    record: recordOf(answer.record),
    reference: `XXXX XXXX ${answer.record.aadhaarLast4}`,
  });
  return { found: await keepFound(ctx, app, row, found) };
}

/**
 * KycService/saveKyc: the holder confirms the record found. Its name becomes the holder's (the later
 * screens and the step list show it); the record and its source are the step's data.
 */
export async function saveKycFor(
  ctx: CallContext,
  app: ApplicationRow,
  request: { holder?: HolderCode; confirmed: 'Y' | 'N' },
): Promise<RegApplication> {
  const row = await openHolderStop(ctx.db, app, SCREEN, request.holder);
  if (request.confirmed !== 'Y') refuseFields([{ field: 'confirmed', message: KYC_TEXTS.confirmNeeded }]);
  const found =
    (await pendingOf(ctx.db, app.refNo, row.holder)) ?? (await kycRecordOf(ctx.db, app.refNo, row.holder));
  if (!found) refuseFields([{ field: 'confirmed', message: KYC_TEXTS.fetchFirst }]);
  ownRecord(row, found);
  const source: KycSource = found.source;
  const data: KycFound = { source, record: found.record, reference: found.reference };
  return saveScreen(ctx.deps, app, SCREEN, row.holder, data, async (tx) => {
    await tx
      .update(regHolders)
      .set({ name: found.record.name })
      .where(and(eq(regHolders.refNo, app.refNo), eq(regHolders.holder, row.holder)));
    await tx
      .delete(regKycFound)
      .where(and(eq(regKycFound.refNo, app.refNo), eq(regKycFound.holder, row.holder)));
  });
}
