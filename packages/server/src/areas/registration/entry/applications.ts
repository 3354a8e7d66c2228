import {
  HOLDER_LABELS,
  type HolderCode,
  MINOR_TAX_STATUSES,
  REG_TEXTS,
  type RegApplication,
  routeOfStop,
  SCREEN_LABELS,
  type ScreenStop,
  STEP_ID_APPLICATION_SAVED,
  type WizardScreen,
  walkOf,
} from '@ewa/api';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { DomainError } from '../../../http/errors.ts';
import { regApplications, regHolders, regStepData } from '../schema.ts';
import type { Applicant } from './applicant.ts';

export type ApplicationRow = typeof regApplications.$inferSelect;
export type HolderRow = typeof regHolders.$inferSelect;

/** The route of the screen that follows the last one of part 1: the saved application. */
export const SAVED_ROUTE = 'createaccount/saved';

export { refuseFields } from '../../../http/errors.ts';

/**
 * Whether this applicant may see the application: its own mobile's, one staff handed to this client's
 * mobile (a direct client), or its centre / partner's.
 */
export function canSee(applicant: Applicant, app: ApplicationRow): boolean {
  if (applicant.accessBy === 'CP')
    return applicant.partnerCode !== null && app.partnerCode === applicant.partnerCode;
  if (applicant.accessBy === 'DC' && app.clientMobile !== null && app.clientMobile === applicant.mobile)
    return true;
  return app.mobile === applicant.mobile && app.accessBy !== 'CP';
}

/** The application of `refNo` if this applicant may see it; 404 when there is none, 403 when not theirs. */
export async function applicationFor(db: Db, applicant: Applicant, refNo: string): Promise<ApplicationRow> {
  const [app] = await db.select().from(regApplications).where(eq(regApplications.refNo, refNo));
  if (!app) throw new DomainError(REG_TEXTS.applicationNotFound, { status: 404, errCode: 'NOT_FOUND' });
  if (!canSee(applicant, app))
    throw new DomainError(REG_TEXTS.notYours, { status: 403, errCode: 'FORBIDDEN' });
  return app;
}

/** The application for a change: also refused once it is submitted. */
export async function openApplicationFor(
  db: Db,
  applicant: Applicant,
  refNo: string,
): Promise<ApplicationRow> {
  const app = await applicationFor(db, applicant, refNo);
  if (app.submitFinal === 'Y')
    throw new DomainError(REG_TEXTS.submitted, { status: 409, errCode: 'SUBMITTED' });
  return app;
}

export async function holdersOf(db: Db, refNo: string): Promise<HolderRow[]> {
  return db.select().from(regHolders).where(eq(regHolders.refNo, refNo)).orderBy(asc(regHolders.holder));
}

const stopKey = (screen: string, holder: string | undefined) => `${screen}:${holder ?? ''}`;

/** The keys (`screen:holder`) of the screens saved so far. */
async function doneKeys(db: Db, refNo: string): Promise<Set<string>> {
  const rows = await db
    .select({ screen: regStepData.screen, holder: regStepData.holder })
    .from(regStepData)
    .where(eq(regStepData.refNo, refNo));
  return new Set(rows.map((r) => stopKey(r.screen, r.holder || undefined)));
}

const walkShapeOf = (app: ApplicationRow, holders: readonly HolderRow[]) => ({
  holders: holders.map((h) => h.holder as HolderCode),
  nominates: app.nominates,
});

/** A minor's application names its first holder as the minor (the holders screen does too). */
const holderName = (holder: HolderCode, minor: boolean) =>
  minor && holder === 'F' ? 'Minor' : HOLDER_LABELS[holder];

const stopLabel = (stop: ScreenStop, holderCount: number, minor: boolean) =>
  stop.holder && holderCount > 1
    ? `${SCREEN_LABELS[stop.screen]} (${holderName(stop.holder, minor)})`
    : SCREEN_LABELS[stop.screen];

const routeOfStepId = (walk: readonly ScreenStop[], stepId: number) => {
  const stop = walk.find((s) => s.stepId === stepId);
  return stop ? routeOfStop(stop) : SAVED_ROUTE;
};

/** The application as the wizard shows it: holders, walk with done flags, where it resumes. */
export async function applicationView(db: Db, app: ApplicationRow): Promise<RegApplication> {
  const holders = await holdersOf(db, app.refNo);
  const done = await doneKeys(db, app.refNo);
  const walk = walkOf(walkShapeOf(app, holders));
  return {
    refNo: app.refNo,
    accessBy: app.accessBy,
    entrySource: app.entrySource as RegApplication['entrySource'],
    accountType: app.accountType,
    holdingMode: app.holdingMode,
    taxStatus: app.taxStatus,
    holders: holders.map((h) => ({ holder: h.holder, pan: h.pan, dob: h.dob, name: h.name })),
    stepId: app.stepId,
    route: routeOfStepId(walk, app.stepId),
    walk: walk.map((stop) => ({
      ...stop,
      label: stopLabel(stop, holders.length, MINOR_TAX_STATUSES.includes(app.taxStatus)),
      done: done.has(stopKey(stop.screen, stop.holder)),
    })),
    submitfinal: app.submitFinal,
    distributorCode: app.partnerCode ?? '',
    updatedAt: app.updatedAt.toISOString(),
  };
}

/**
 * The stop of `screen` for `holder` in this application's walk, refused unless every stop before it
 * is done (a browser that skips ahead gets the same refusal as the wizard would give).
 */
export async function openStop(
  db: Db,
  app: ApplicationRow,
  screen: WizardScreen,
  holder: HolderCode | undefined,
): Promise<{ stop: ScreenStop; next: ScreenStop | undefined; walk: ScreenStop[] }> {
  const holders = await holdersOf(db, app.refNo);
  const walk = walkOf(walkShapeOf(app, holders));
  const index = walk.findIndex((s) => s.screen === screen && (s.holder ?? undefined) === holder);
  const stop = walk[index];
  if (!stop)
    throw new DomainError(REG_TEXTS.stepNotOpen, { status: 400, errCode: 'STEP_NOT_OPEN', field: 'holder' });
  const done = await doneKeys(db, app.refNo);
  if (walk.slice(0, index).some((s) => !done.has(stopKey(s.screen, s.holder))))
    throw new DomainError(REG_TEXTS.stepNotOpen, { status: 409, errCode: 'STEP_NOT_OPEN' });
  return { stop, next: walk[index + 1], walk };
}

/** A screen's saved answers, or undefined before it is saved. */
export async function screenData<T = Record<string, unknown>>(
  db: Db,
  refNo: string,
  screen: WizardScreen,
  holder?: HolderCode,
): Promise<T | undefined> {
  const [row] = await db
    .select({ data: regStepData.data })
    .from(regStepData)
    .where(
      and(eq(regStepData.refNo, refNo), eq(regStepData.screen, screen), eq(regStepData.holder, holder ?? '')),
    );
  return row?.data as T | undefined;
}

/**
 * Saves a screen's checked answers and moves the application to the stop after it (or to the saved
 * application after the last). Runs in one transaction with whatever else the step writes (`also`).
 */
export async function saveScreen(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  app: ApplicationRow,
  screen: WizardScreen,
  holder: HolderCode | undefined,
  data: Record<string, unknown>,
  also?: (tx: Db) => Promise<void>,
): Promise<RegApplication> {
  const { next } = await openStop(deps.db, app, screen, holder);
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    await tx
      .insert(regStepData)
      .values({ refNo: app.refNo, screen, holder: holder ?? '', data, savedAt: now })
      .onConflictDoUpdate({
        target: [regStepData.refNo, regStepData.screen, regStepData.holder],
        set: { data, savedAt: now },
      });
    if (also) await also(tx);
    const [row] = await tx
      .update(regApplications)
      .set({ stepId: next?.stepId ?? STEP_ID_APPLICATION_SAVED, updatedAt: now })
      .where(eq(regApplications.refNo, app.refNo))
      .returning();
    return row;
  });
  if (!updated) throw new Error('application row vanished');
  // `also` may change the walk (the nominee preference): the next stop is worked out again from the saved state.
  const fresh = await settleStep(deps.db, updated, screen, holder);
  return applicationView(deps.db, fresh);
}

/** After a save that changed the walk, the stop after the saved one in the new walk. */
async function settleStep(
  db: Db,
  app: ApplicationRow,
  screen: WizardScreen,
  holder: HolderCode | undefined,
): Promise<ApplicationRow> {
  const walk = walkOf(walkShapeOf(app, await holdersOf(db, app.refNo)));
  const index = walk.findIndex((s) => s.screen === screen && (s.holder ?? undefined) === holder);
  const stepId = walk[index + 1]?.stepId ?? STEP_ID_APPLICATION_SAVED;
  if (stepId === app.stepId) return app;
  const [row] = await db
    .update(regApplications)
    .set({ stepId })
    .where(eq(regApplications.refNo, app.refNo))
    .returning();
  return row ?? app;
}

/**
 * EwaRegService/fetchBackNextScreen: from the stop at `stepId`, the one before or after. Next needs
 * the stop done; the application then stands at the answer (where it resumes).
 */
export async function backNext(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  app: ApplicationRow,
  stepId: number,
  direction: 'B' | 'N',
): Promise<RegApplication> {
  const view = await applicationView(deps.db, app);
  const index =
    stepId === STEP_ID_APPLICATION_SAVED ? view.walk.length : view.walk.findIndex((s) => s.stepId === stepId);
  if (index < 0)
    throw new DomainError(REG_TEXTS.stepNotOpen, { status: 400, errCode: 'STEP_NOT_OPEN', field: 'stepId' });
  if (view.walk.slice(0, index).some((s) => !s.done))
    throw new DomainError(REG_TEXTS.stepNotOpen, { status: 409, errCode: 'STEP_NOT_OPEN' });
  let target: number;
  if (direction === 'B') target = view.walk[Math.max(0, index - 1)]?.stepId ?? stepId;
  else {
    if (!view.walk[index]?.done)
      throw new DomainError(REG_TEXTS.stepNotDone, { status: 409, errCode: 'STEP_NOT_DONE' });
    target = view.walk[index + 1]?.stepId ?? STEP_ID_APPLICATION_SAVED;
  }
  const [row] = await deps.db
    .update(regApplications)
    .set({ stepId: target, updatedAt: deps.clock.now() })
    .where(eq(regApplications.refNo, app.refNo))
    .returning();
  return applicationView(deps.db, row ?? app);
}

/** The next reference number: R + yymmdd (India's date, `yyyy-mm-dd`) + a running number. */
export async function nextRefNo(db: Db, indiaDate: string): Promise<string> {
  const result = (await db.execute(sql`select nextval('reg_ref_seq')::text as n`)) as unknown as {
    rows: { n: string }[];
  };
  const running = (result.rows[0]?.n ?? '0').padStart(5, '0');
  return `R${indiaDate.slice(2).replaceAll('-', '')}${running}`;
}
