import { ckycDownload, kraDownload, loadDigilocker, loadDigilockerVrfy, loadKyc, saveKyc } from '@ewa/api';
import type { AreaRouter } from '../../../http/calls.ts';
import { applicantOf } from '../entry/applicant.ts';
import { applicationFor, openApplicationFor } from '../entry/applications.ts';
import { refuseInProduction } from '../index.ts';
import {
  ckycDownloadFor,
  digilockerFinish,
  digilockerStart,
  kraDownloadFor,
  loadKycView,
  saveKycFor,
} from './kyc.ts';

/** KycService: each holder's KYC from the KRAs, CKYC or DigiLocker, confirmed by the holder. */
export function registerKycCalls(r: AreaRouter): void {
  r.publicCall(loadKyc, async (request, ctx) => {
    refuseInProduction(r);
    const app = await applicationFor(ctx.db, await applicantOf(ctx), request.refNo);
    return { isSuccess: true, data: await loadKycView(ctx, app, request.holder) };
  });
  r.publicCall(kraDownload, async (request, ctx) => {
    refuseInProduction(r);
    const app = await openApplicationFor(ctx.db, await applicantOf(ctx), request.refNo);
    return { isSuccess: true, data: await kraDownloadFor(ctx, app, request.holder) };
  });
  r.publicCall(ckycDownload, async (request, ctx) => {
    refuseInProduction(r);
    const app = await openApplicationFor(ctx.db, await applicantOf(ctx), request.refNo);
    return { isSuccess: true, data: await ckycDownloadFor(ctx, app, request.holder) };
  });
  r.publicCall(loadDigilocker, async (request, ctx) => {
    refuseInProduction(r);
    const app = await openApplicationFor(ctx.db, await applicantOf(ctx), request.refNo);
    return { isSuccess: true, data: await digilockerStart(ctx, app, request.holder) };
  });
  r.publicCall(loadDigilockerVrfy, async (request, ctx) => {
    refuseInProduction(r);
    const app = await openApplicationFor(ctx.db, await applicantOf(ctx), request.refNo);
    return { isSuccess: true, data: await digilockerFinish(ctx, app, request) };
  });
  r.publicCall(saveKyc, async (request, ctx) => {
    refuseInProduction(r);
    const app = await openApplicationFor(ctx.db, await applicantOf(ctx), request.refNo);
    return { isSuccess: true, data: await saveKycFor(ctx, app, request) };
  });
}
