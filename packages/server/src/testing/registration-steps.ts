import { type PanDobRequest, type RegApplication, WIZARD_SCREENS, type WizardScreen, walkOf } from '@ewa/api';
import {
  applicantToken,
  freshPan,
  markScreensDone,
  openTestApplication,
  singleHolder,
} from './registration.ts';
import type { TestApp } from './test-app.ts';

/** The first holder's name on the personal details screen, as the bank tests expect it. */
export const FIRST_HOLDER = { firstName: 'Priya', middleName: 'Ramesh', lastName: 'Iyer' };

let mobiles = 0;
/** A fresh applicant mobile per call. */
export const freshMobile = () => `98222${String(++mobiles).padStart(5, '0')}`;

/**
 * A new application with every screen before `screen` marked done — the first holder's personal
 * details naming Priya Ramesh Iyer, other screens' data as `data` gives it — and the applicant's token.
 */
export async function applicationAt(
  t: TestApp,
  screen: WizardScreen,
  options: {
    request?: PanDobRequest;
    data?: Partial<Record<WizardScreen, Record<string, unknown>>>;
    mobile?: string;
  } = {},
): Promise<{ token: string; app: RegApplication }> {
  const token = await applicantToken(t, options.mobile ?? freshMobile());
  const app = await openTestApplication(t, token, options.request ?? singleHolder(freshPan()));
  const stops = walkOf({ holders: app.holders.map((h) => h.holder), nominates: false }).filter(
    (s) => WIZARD_SCREENS.indexOf(s.screen) < WIZARD_SCREENS.indexOf(screen),
  );
  await markScreensDone(
    t,
    app.refNo,
    stops.map((s) => ({
      screen: s.screen,
      holder: s.holder,
      data:
        s.screen === 'personaldetails' && s.holder === 'F'
          ? FIRST_HOLDER
          : (options.data?.[s.screen] ?? (s.screen === 'preference' ? { mfMode: 'P' } : {})),
    })),
  );
  return { token, app };
}
