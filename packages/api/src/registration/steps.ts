/**
 * The account-opening wizard's screens (spec 001 §2 registration route catalogue): their names, their
 * numeric step ids (1 for the login up to 65, one id per holder where a step is per holder) and the
 * order an application walks them in. The server decides back and next from this one table
 * (`fetchBackNextScreen`); the app's stepper shows the same list.
 */
import type { HolderCode } from '../fatca.ts';

/** The login screens before an application exists (`createlogin/…`, `dclogin/…`). */
export const LOGIN_STEPS = [
  'generate-otp',
  'verify-otp',
  'search-login',
  'holdersPanDob',
  'selectacctype',
] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number];

/** The `createaccount/…` screens, in the order of the catalogue. */
export const ACCOUNT_STEPS = [
  'loadmobemail',
  'vrfymobemail',
  'loaddigilocker',
  'savedigilockerkyc',
  'loaddigilockervrfy',
  'kradownload',
  'ckycdownload',
  'personaldetails',
  'addresscomfirmation',
  'fatca',
  'preference',
  'bankdetails',
  'mandatedetails',
  'nomineeselection',
  'nomineedetails',
  'witnessdetails',
  'gotopms',
  'livephoto',
  'livephotovrfy',
  'uploaddocuments',
  'signature',
  'viewewealthform',
  'esign',
  'esigncapture',
  'mandateesign',
  'processemandateres',
] as const;
export type AccountStep = (typeof ACCOUNT_STEPS)[number];

/**
 * The screens an application stops at, each a place it can be resumed at. A screen's sub-screens (the
 * OTP of `loadmobemail`, DigiLocker's consent and verification, the CKYC download) belong to it: the
 * wizard comes back to the screen, which knows where within it the holder is.
 */
export const WIZARD_SCREENS = [
  'loadmobemail',
  'kradownload',
  'personaldetails',
  'addresscomfirmation',
  'fatca',
  'preference',
  'bankdetails',
  'mandatedetails',
  'nomineeselection',
  'nomineedetails',
  'witnessdetails',
] as const;
export type WizardScreen = (typeof WIZARD_SCREENS)[number];

/** How a holder is named on screens (spec 000 §3 holder codes). */
export const HOLDER_LABELS = {
  F: 'First holder',
  S: 'Second holder',
  T: 'Third holder',
  G: 'Guardian',
} as const;

/** Screens done once per holder (F, S, T and the guardian G of a minor). */
export const PER_HOLDER_SCREENS: ReadonlySet<WizardScreen> = new Set([
  'loadmobemail',
  'kradownload',
  'personaldetails',
  'addresscomfirmation',
  'fatca',
]);

/** The sub-screens of a screen (routes that resume at the screen that owns them). */
export const SUB_SCREENS: Partial<Record<AccountStep, WizardScreen>> = {
  vrfymobemail: 'loadmobemail',
  loaddigilocker: 'kradownload',
  savedigilockerkyc: 'kradownload',
  loaddigilockervrfy: 'kradownload',
  ckycdownload: 'kradownload',
};

/** The stepper's label of each screen. */
export const SCREEN_LABELS: Record<WizardScreen, string> = {
  loadmobemail: 'Mobile & E-mail',
  kradownload: 'KYC',
  personaldetails: 'Personal Details',
  addresscomfirmation: 'Address',
  fatca: 'FATCA',
  preference: 'Preferences',
  bankdetails: 'Bank Details',
  mandatedetails: 'Mandate',
  nomineeselection: 'Nomination',
  nomineedetails: 'Nominee Details',
  witnessdetails: 'Witness',
};

const HOLDER_INDEX: Record<HolderCode, number> = { F: 0, S: 1, T: 2, G: 3 };

/** Numeric ids (spec 001 §2: from 1, the login, up to 65). A per-holder step takes four ids, F S T G. */
const LOGIN_STEP_IDS: Record<LoginStep, number> = {
  'generate-otp': 1,
  'verify-otp': 2,
  'search-login': 3,
  holdersPanDob: 4,
  selectacctype: 5,
};
const PER_HOLDER_BASE: Partial<Record<AccountStep, number>> = {
  loadmobemail: 10,
  vrfymobemail: 14,
  kradownload: 18,
  ckycdownload: 22,
  loaddigilocker: 26,
  personaldetails: 30,
  addresscomfirmation: 34,
  fatca: 38,
  livephoto: 48,
  signature: 54,
};
const SINGLE_STEP_IDS: Partial<Record<AccountStep, number>> = {
  savedigilockerkyc: 6,
  loaddigilockervrfy: 7,
  preference: 42,
  bankdetails: 43,
  mandatedetails: 44,
  nomineeselection: 45,
  nomineedetails: 46,
  witnessdetails: 47,
  gotopms: 52,
  livephotovrfy: 53,
  uploaddocuments: 58,
  viewewealthform: 59,
  esign: 60,
  esigncapture: 61,
  mandateesign: 62,
  processemandateres: 63,
};
/** The application is complete up to part 1's last screen. */
export const STEP_ID_APPLICATION_SAVED = 64;
/** Submitted (`submitfinal` Y). */
export const STEP_ID_SUBMITTED = 65;

/** The step id of a screen for a holder (the holder is ignored for a screen done once). */
export function stepIdOf(step: LoginStep | AccountStep, holder: HolderCode = 'F'): number {
  if (step in LOGIN_STEP_IDS) return LOGIN_STEP_IDS[step as LoginStep];
  const base = PER_HOLDER_BASE[step as AccountStep];
  if (base !== undefined) return base + HOLDER_INDEX[holder];
  const id = SINGLE_STEP_IDS[step as AccountStep];
  if (id === undefined) throw new Error(`no step id for ${step}`);
  return id;
}

/** One stop of an application's walk: a screen, for a holder when it is per holder. */
export interface ScreenStop {
  screen: WizardScreen;
  holder?: HolderCode;
  stepId: number;
}

/** What the walk depends on: the holders of the application, and whether nominees are to be given. */
export interface WalkShape {
  holders: readonly HolderCode[];
  /** Nominee preference 1 (nominate): the nominee and witness screens follow the selection. */
  nominates: boolean;
}

/**
 * The screens of an application in order: every per-holder screen for each holder in turn (F, S, T,
 * then the guardian), then the screens done once. Nominee details and witnesses only when nominating.
 */
export function walkOf(shape: WalkShape): ScreenStop[] {
  const holders = [...shape.holders].sort((a, b) => HOLDER_INDEX[a] - HOLDER_INDEX[b]);
  const stops: ScreenStop[] = [];
  for (const screen of WIZARD_SCREENS) {
    if (PER_HOLDER_SCREENS.has(screen)) {
      for (const holder of holders) stops.push({ screen, holder, stepId: stepIdOf(screen, holder) });
    } else if (shape.nominates || (screen !== 'nomineedetails' && screen !== 'witnessdetails')) {
      stops.push({ screen, stepId: stepIdOf(screen) });
    }
  }
  return stops;
}

/** The stop a step id names in this walk, if it is one of its stops. */
export function stopOf(shape: WalkShape, stepId: number): ScreenStop | undefined {
  return walkOf(shape).find((stop) => stop.stepId === stepId);
}

/** The route of a stop under the registration root: `createaccount/<screen>[/<holder>]`. */
export function routeOfStop(stop: Pick<ScreenStop, 'screen' | 'holder'>): string {
  return `createaccount/${stop.screen}${stop.holder ? `/${stop.holder}` : ''}`;
}
