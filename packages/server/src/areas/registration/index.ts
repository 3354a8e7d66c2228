import {
  fetchBackNextScreen,
  fetchClientAccounts,
  fetchHelpNo,
  generateOtp,
  generateRefno,
  getRefNoDataWithToken,
  loadPanDob,
  REG_TEXTS,
  searchLogin,
  terminateSession,
  verifyOtp,
} from '@ewa/api';
import { type AreaRouter, defineArea } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { registerBankCalls } from './bank/bank-routes.ts';
import { registerMobileEmailCalls } from './contact/mobile-email-routes.ts';
import { registerDetailsCalls } from './details/details-routes.ts';
import { applicantOf, terminateApplicant } from './entry/applicant.ts';
import { applicationFor, applicationView, backNext, openApplicationFor } from './entry/applications.ts';
import {
  applicationsOf,
  clientAccountsOf,
  openApplication,
  sendApplicantOtp,
  verifyApplicantOtp,
} from './entry/entry.ts';
import { applicantAccessOf } from './entry/entry-ways.ts';
import { registerEntryWaysCalls } from './entry/entry-ways-routes.ts';
import { registerHandoverCalls } from './entry/handover-routes.ts';
import { registerKycCalls } from './kyc/kyc-routes.ts';

/** Production hides account opening (spec 000 §6): every registration call is refused there. */
export function refuseInProduction(r: Pick<AreaRouter, 'deps'>): void {
  if (r.deps.config.production)
    throw new DomainError(REG_TEXTS.notOpenInProduction, { status: 403, errCode: 'FORBIDDEN' });
}

/**
 * Opening an account (`ewatraderegws/api/…`): the applicant's login by mobile OTP, the applications it
 * may see, opening one from its holders' PANs and dates of birth, and walking its screens.
 */
export default defineArea({
  name: 'registration',
  register(r) {
    const { deps } = r;
    r.publicCall(
      generateOtp,
      async (request, ctx) => {
        refuseInProduction(r);
        return {
          isSuccess: true,
          message: REG_TEXTS.otpSent,
          data: await sendApplicantOtp(ctx, request.mobileNo, await applicantAccessOf(deps.db, request)),
        };
      },
      { rateLimit: 'login' },
    );
    r.publicCall(
      verifyOtp,
      async (request, ctx) => {
        refuseInProduction(r);
        const data = await verifyApplicantOtp(ctx, request.otpVrfyrefId, request.otp);
        return { isSuccess: true, message: REG_TEXTS.otpMatched, data };
      },
      { rateLimit: 'login' },
    );
    r.publicCall(searchLogin, async (_request, ctx) => {
      refuseInProduction(r);
      const applicant = await applicantOf(ctx);
      return { isSuccess: true, data: { applications: await applicationsOf(deps, applicant) } };
    });
    r.publicCall(fetchClientAccounts, async (_request, ctx) => {
      refuseInProduction(r);
      const applicant = await applicantOf(ctx);
      return { isSuccess: true, data: { accounts: await clientAccountsOf(deps, applicant) } };
    });
    r.publicCall(fetchHelpNo, async () => ({ isSuccess: true, data: { helpNo: deps.config.helpNo } }));
    r.publicCall(generateRefno, async (request, ctx) => {
      refuseInProduction(r);
      const applicant = await applicantOf(ctx);
      return { isSuccess: true, data: await openApplication(ctx, applicant, request) };
    });
    r.publicCall(loadPanDob, async (request, ctx) => {
      refuseInProduction(r);
      const app = await applicationFor(ctx.db, await applicantOf(ctx), request.refNo);
      return { isSuccess: true, data: await applicationView(ctx.db, app) };
    });
    r.publicCall(getRefNoDataWithToken, async (request, ctx) => {
      refuseInProduction(r);
      const app = await applicationFor(ctx.db, await applicantOf(ctx), request.refNo);
      return { isSuccess: true, data: await applicationView(ctx.db, app) };
    });
    r.publicCall(fetchBackNextScreen, async (request, ctx) => {
      refuseInProduction(r);
      const app = await openApplicationFor(ctx.db, await applicantOf(ctx), request.refNo);
      return { isSuccess: true, data: await backNext(deps, app, request.stepId, request.direction) };
    });
    r.publicCall(terminateSession, async (_request, ctx) => {
      await terminateApplicant(deps, await applicantOf(ctx));
      return { isSuccess: true, data: {} };
    });
    registerEntryWaysCalls(r);
    registerHandoverCalls(r);
    registerMobileEmailCalls(r);
    registerKycCalls(r);
    registerDetailsCalls(r);
    registerBankCalls(r);
  },
});
