import { eonboardPITGenerateTokenKey, redeemTokenKey } from '@ewa/api';
import type { AreaRouter } from '../../../http/calls.ts';
import { refuseInProduction } from '../index.ts';
import { applicantOf } from './applicant.ts';
import { generateHandoverKey, redeemHandoverKey } from './handover.ts';

/** Staff hand an application to its client by a one-time key; the client redeems it for an OTP. */
export function registerHandoverCalls(r: AreaRouter): void {
  r.publicCall(eonboardPITGenerateTokenKey, async (request, ctx) => {
    refuseInProduction(r);
    return { isSuccess: true, data: await generateHandoverKey(ctx, await applicantOf(ctx), request.refNo) };
  });
  r.publicCall(
    redeemTokenKey,
    async (request, ctx) => {
      refuseInProduction(r);
      return { isSuccess: true, data: await redeemHandoverKey(ctx, request.key) };
    },
    { rateLimit: 'login' },
  );
}
