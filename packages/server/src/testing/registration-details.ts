import type { HolderCode, PanDobRequest, RegApplication, WizardScreen } from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import { regApplications, regStepData } from '../areas/registration/schema.ts';
import { applicantToken, markScreensDone, openTestApplication } from './registration.ts';
import type { TestApp } from './test-app.ts';

/**
 * An application standing at `screen` (for `holder`): every stop of its walk before it marked done,
 * with `data` for the screens given there (e.g. the KYC screen's record).
 */
export async function applicationAt(
  t: TestApp,
  mobile: string,
  request: PanDobRequest,
  screen: WizardScreen,
  holder: HolderCode | undefined,
  data: Partial<Record<`${WizardScreen}:${string}`, Record<string, unknown>>> = {},
): Promise<{ token: string; app: RegApplication }> {
  const token = await applicantToken(t, mobile);
  const app = await openTestApplication(t, token, request);
  const index = app.walk.findIndex((s) => s.screen === screen && s.holder === holder);
  if (index < 0) throw new Error(`no stop ${screen} ${holder ?? ''}`);
  const before = app.walk.slice(0, index);
  await markScreensDone(
    t,
    app.refNo,
    before.map((s) => ({
      screen: s.screen,
      holder: s.holder as HolderCode | undefined,
      data: data[`${s.screen}:${s.holder ?? ''}`],
    })),
  );
  const stop = app.walk[index];
  if (stop)
    await t.deps.db
      .update(regApplications)
      .set({ stepId: stop.stepId })
      .where(eq(regApplications.refNo, app.refNo));
  return { token, app };
}

/** What a screen saved for a holder, read straight from the table (undefined when nothing). */
export async function storedAnswers(
  t: TestApp,
  refNo: string,
  screen: WizardScreen,
  holder: HolderCode | '' = '',
): Promise<unknown> {
  const [row] = await t.deps.db
    .select({ data: regStepData.data })
    .from(regStepData)
    .where(and(eq(regStepData.refNo, refNo), eq(regStepData.screen, screen), eq(regStepData.holder, holder)));
  return row?.data;
}

/** The stepId the application stands at. */
export async function stepIdNow(t: TestApp, refNo: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ stepId: regApplications.stepId })
    .from(regApplications)
    .where(eq(regApplications.refNo, refNo));
  return row?.stepId ?? -1;
}

/** The KYC screen's saved data for a holder, as the KYC screen keeps it. */
export const kycScreenData = (name: string) => ({
  source: 'KRA',
  record: {
    name,
    dob: '1990-08-15',
    gender: 'M',
    fatherName: 'Suresh Kumar Sharma',
    address: {
      line1: '12, Shanti Niwas, MG Road',
      line2: 'Andheri East',
      city: 'Mumbai',
      stateCode: 'MH',
      pincode: '400069',
      countryId: 'IN',
    },
    mobileMasked: 'XXXXXX4321',
    emailMasked: 'ra****@gmail.com',
  },
});
