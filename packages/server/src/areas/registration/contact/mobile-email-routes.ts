import {
  generateMobEmailOtp,
  loadMobEmail,
  MOBILE_EMAIL_TEXTS,
  saveMobEmail,
  verifyMobEmailOtp,
} from '@ewa/api';
import type { AreaRouter } from '../../../http/calls.ts';
import { applicantOf } from '../entry/applicant.ts';
import { applicationFor, openApplicationFor } from '../entry/applications.ts';
import { refuseInProduction } from '../index.ts';
import { loadMobileEmail, saveMobileEmail, sendContactOtp, verifyContactOtp } from './mobile-email.ts';

/** MobileEmailService: each holder's mobile and e-mail, proved by OTP (loadmobemail, vrfymobemail). */
export function registerMobileEmailCalls(r: AreaRouter): void {
  r.publicCall(loadMobEmail, async (request, ctx) => {
    refuseInProduction(r);
    const app = await applicationFor(ctx.db, await applicantOf(ctx), request.refNo);
    return { isSuccess: true, data: await loadMobileEmail(ctx, app, request.holder) };
  });
  r.publicCall(
    generateMobEmailOtp,
    async (request, ctx) => {
      refuseInProduction(r);
      const app = await openApplicationFor(ctx.db, await applicantOf(ctx), request.refNo);
      const data = await sendContactOtp(ctx, app, request);
      const message =
        request.channel === 'mobile' ? MOBILE_EMAIL_TEXTS.otpSentMobile : MOBILE_EMAIL_TEXTS.otpSentEmail;
      return { isSuccess: true, message, data };
    },
    { rateLimit: 'login' },
  );
  r.publicCall(
    verifyMobEmailOtp,
    async (request, ctx) => {
      refuseInProduction(r);
      const app = await openApplicationFor(ctx.db, await applicantOf(ctx), request.refNo);
      const data = await verifyContactOtp(ctx, app, request);
      return { isSuccess: true, message: MOBILE_EMAIL_TEXTS.otpMatched, data };
    },
    { rateLimit: 'login' },
  );
  r.publicCall(saveMobEmail, async (request, ctx) => {
    refuseInProduction(r);
    const app = await openApplicationFor(ctx.db, await applicantOf(ctx), request.refNo);
    return { isSuccess: true, data: await saveMobileEmail(ctx, app, request) };
  });
}
