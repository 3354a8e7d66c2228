import {
  fetchBankBranch,
  loadBankDetails,
  loadMandateDetails,
  loadNomineeDetails,
  loadNomineeSelection,
  loadWitnessDetails,
  REG_TEXTS,
  saveBankDetails,
  saveMandateDetails,
  saveNomineeDetails,
  saveNomineeSelection,
  saveWitnessDetails,
  verifyBank,
} from '@ewa/api';
import type { AreaRouter, CallContext } from '../../../http/calls.ts';
import { DomainError } from '../../../http/errors.ts';
import { applicantOf } from '../entry/applicant.ts';
import { applicationFor, openApplicationFor } from '../entry/applications.ts';
import { refuseInProduction } from '../index.ts';
import {
  loadNominees,
  loadSelection,
  loadWitnesses,
  saveNominees,
  saveSelection,
  saveWitnesses,
} from '../nominees/nominees.ts';
import {
  bankBranchOf,
  loadBankDetails as loadBank,
  saveBankDetails as saveBank,
  verifyBankAccount,
} from './bank-details.ts';
import { loadMandate, saveMandate } from './mandate-details.ts';

/** These screens are done once per application: a holder named in the request is refused. */
function refuseHolder(holder: string | undefined): void {
  if (holder !== undefined)
    throw new DomainError(REG_TEXTS.stepNotOpen, { status: 400, errCode: 'STEP_NOT_OPEN', field: 'holder' });
}

/** The applicant and the application to read (any state) or to change (not submitted). */
async function reading(ctx: CallContext, refNo: string) {
  return applicationFor(ctx.db, await applicantOf(ctx), refNo);
}
async function changing(ctx: CallContext, refNo: string, holder: string | undefined) {
  const applicant = await applicantOf(ctx);
  refuseHolder(holder);
  return { applicant, app: await openApplicationFor(ctx.db, applicant, refNo) };
}

/** BankDetailService, MandateService and NomineeService (spec 001 §7): bank, mandate, nominees, witness. */
export function registerBankCalls(r: AreaRouter): void {
  const { deps } = r;
  r.publicCall(loadBankDetails, async (request, ctx) => {
    refuseInProduction(r);
    return { isSuccess: true, data: await loadBank(ctx.db, await reading(ctx, request.refNo)) };
  });
  r.publicCall(fetchBankBranch, async (request, ctx) => {
    refuseInProduction(r);
    await applicantOf(ctx);
    return { isSuccess: true, data: await bankBranchOf(ctx.db, request) };
  });
  r.publicCall(verifyBank, async (request, ctx) => {
    refuseInProduction(r);
    const { app } = await changing(ctx, request.refNo, undefined);
    const data = await verifyBankAccount(deps, app, request);
    return { isSuccess: true, message: data.message, data };
  });
  r.publicCall(saveBankDetails, async ({ refNo, holder, ...payload }, ctx) => {
    refuseInProduction(r);
    const { app } = await changing(ctx, refNo, holder);
    return { isSuccess: true, data: await saveBank(deps, app, payload) };
  });

  r.publicCall(loadMandateDetails, async (request, ctx) => {
    refuseInProduction(r);
    return { isSuccess: true, data: await loadMandate(deps, await reading(ctx, request.refNo)) };
  });
  r.publicCall(saveMandateDetails, async ({ refNo, holder, ...payload }, ctx) => {
    refuseInProduction(r);
    const { app } = await changing(ctx, refNo, holder);
    return { isSuccess: true, data: await saveMandate(deps, app, payload) };
  });

  r.publicCall(loadNomineeSelection, async (request, ctx) => {
    refuseInProduction(r);
    return { isSuccess: true, data: await loadSelection(deps, await reading(ctx, request.refNo)) };
  });
  r.publicCall(saveNomineeSelection, async ({ refNo, holder, ...payload }, ctx) => {
    refuseInProduction(r);
    const { app } = await changing(ctx, refNo, holder);
    return { isSuccess: true, data: await saveSelection(deps, app, payload) };
  });
  r.publicCall(loadNomineeDetails, async (request, ctx) => {
    refuseInProduction(r);
    return { isSuccess: true, data: await loadNominees(deps, await reading(ctx, request.refNo)) };
  });
  r.publicCall(saveNomineeDetails, async ({ refNo, holder, ...payload }, ctx) => {
    refuseInProduction(r);
    const { applicant, app } = await changing(ctx, refNo, holder);
    return { isSuccess: true, data: await saveNominees(deps, applicant, app, payload) };
  });
  r.publicCall(loadWitnessDetails, async (request, ctx) => {
    refuseInProduction(r);
    return { isSuccess: true, data: await loadWitnesses(deps, await reading(ctx, request.refNo)) };
  });
  r.publicCall(saveWitnessDetails, async ({ refNo, holder, ...payload }, ctx) => {
    refuseInProduction(r);
    const { applicant, app } = await changing(ctx, refNo, holder);
    return { isSuccess: true, data: await saveWitnesses(deps, applicant, app, payload) };
  });
}
