import {
  generateOtp,
  generateStaffOtp,
  getTokenOfOutsideDesk,
  type HolderCode,
  type PanDobRequest,
  type RegApplication,
  verifyOtp,
  type WizardScreen,
} from '@ewa/api';
import { regStepData } from '../areas/registration/schema.ts';
import { dataOf, type TestApp } from './test-app.ts';

/** The latest OTP the sandbox SMS gateway delivered to a mobile. */
export async function latestSmsOtp(t: TestApp, mobile: string): Promise<string> {
  const res = await t.inject({ method: 'GET', url: `/sandbox/api/outbox?to=${mobile}` });
  const sms = (res.json().data as { channel: string; body: string }[]).find((m) => m.channel === 'sms');
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${mobile}`);
  return code;
}

/** An applicant token for a mobile, through the OTP screens. */
export async function applicantToken(t: TestApp, mobile: string): Promise<string> {
  const sent = dataOf(await t.call(generateOtp, { mobileNo: mobile }));
  const otp = await latestSmsOtp(t, mobile);
  return dataOf(await t.call(verifyOtp, { otpVrfyrefId: sent.otpVrfyrefId, otp })).token;
}

/** A staff token through the staff sign-in (the OTP goes to the partner's registered mobile). */
export async function staffTestToken(
  t: TestApp,
  partnerCode: string,
  partnerMobile: string,
  centerId?: string,
): Promise<string> {
  // Past the OTP send window: every staff member of a partner signs in on the partner's one mobile.
  t.clock.advance(t.deps.config.otp.sendWindowSeconds + 1);
  const sent = dataOf(
    await t.call(generateStaffOtp, {
      partnerCode,
      entrySource: centerId ? 'employee' : 'partner',
      centerId,
    }),
  );
  const otp = await latestSmsOtp(t, partnerMobile);
  return dataOf(await t.call(getTokenOfOutsideDesk, { otpVrfyrefId: sent.otpVrfyrefId, otp })).token;
}

let pans = 0;
/** A fresh individual PAN per call (4th letter P), unknown to the KYC sources. */
export function freshPan(): string {
  pans += 1;
  return `ZZQP${String.fromCharCode(65 + (pans % 26))}${String(pans % 10000).padStart(4, '0')}Z`;
}

/** The first screen of a single adult holder, born 1990. */
export const singleHolder = (pan: string, dob = '15/08/1990'): PanDobRequest => ({
  accountType: 'EW',
  holdingMode: 'SI',
  taxStatus: '1',
  holders: [{ holder: 'F', pan, dob }],
});

/** Opens an application for a token (fails the test on a refusal). */
export async function openTestApplication(
  t: TestApp,
  token: string,
  request: PanDobRequest,
): Promise<RegApplication> {
  const res = await t.post('ewatraderegws/api/EwaRegService/generateRefno', request, token);
  if (res.status !== 200) throw new Error(`generateRefno: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data as RegApplication;
}

/**
 * Marks screens of an application done without walking them (their saved data as given), so a test
 * of a later screen starts there. `holder` '' for a screen done once.
 */
export async function markScreensDone(
  t: TestApp,
  refNo: string,
  screens: { screen: WizardScreen; holder?: HolderCode; data?: Record<string, unknown> }[],
): Promise<void> {
  const now = t.deps.clock.now();
  for (const { screen, holder, data } of screens)
    await t.deps.db
      .insert(regStepData)
      .values({ refNo, screen, holder: holder ?? '', data: data ?? {}, savedAt: now })
      .onConflictDoNothing();
}
