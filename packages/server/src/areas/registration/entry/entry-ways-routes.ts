import {
  fetchCenter,
  fetchPartner,
  generateStaffOtp,
  getTokenDetails,
  getTokenOfOutsideDesk,
  REG_TEXTS,
  resetTokenStatus,
} from '@ewa/api';
import type { AreaRouter } from '../../../http/calls.ts';
import { refuseInProduction } from '../index.ts';
import { applicantOf } from './applicant.ts';
import { centers, partnersOf, renewToken, sendStaffOtp, staffToken, tokenDetailsOf } from './entry-ways.ts';

/**
 * The staff way in (FetchCenterPartner, LoginService/generateStaffOtp, JwtTokenUtility/getTokenOfOutsideDesk)
 * and what a token carries or renews (getToken/v0, resetTokenStatus).
 */
export function registerEntryWaysCalls(r: AreaRouter): void {
  const { deps } = r;
  r.publicCall(fetchCenter, async () => {
    refuseInProduction(r);
    return { isSuccess: true, data: await centers(deps.db) };
  });
  r.publicCall(fetchPartner, async (request) => {
    refuseInProduction(r);
    return { isSuccess: true, data: await partnersOf(deps.db, request) };
  });
  r.publicCall(
    generateStaffOtp,
    async (request, ctx) => {
      refuseInProduction(r);
      return { isSuccess: true, message: REG_TEXTS.otpSent, data: await sendStaffOtp(ctx, request) };
    },
    { rateLimit: 'login' },
  );
  r.publicCall(
    getTokenOfOutsideDesk,
    async (request, ctx) => {
      refuseInProduction(r);
      const data = await staffToken(ctx, request.otpVrfyrefId, request.otp);
      return { isSuccess: true, message: REG_TEXTS.otpMatched, data };
    },
    { rateLimit: 'login' },
  );
  r.publicCall(getTokenDetails, async (_request, ctx) => {
    refuseInProduction(r);
    return { isSuccess: true, data: tokenDetailsOf(await applicantOf(ctx)) };
  });
  r.publicCall(resetTokenStatus, async (_request, ctx) => {
    refuseInProduction(r);
    return { isSuccess: true, data: { token: await renewToken(deps, await applicantOf(ctx)) } };
  });
}
