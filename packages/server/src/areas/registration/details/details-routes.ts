import {
  fetchCntryStateCity,
  fieldTexts,
  type HolderCode,
  loadAddress,
  loadPersonalDetails,
  loadPreference,
  loadRegFatca,
  saveAddress,
  savePersonalDetails,
  savePreference,
  saveRegFatca,
} from '@ewa/api';
import type { AreaRouter, CallContext } from '../../../http/calls.ts';
import { DomainError } from '../../../http/errors.ts';
import { applicantOf } from '../entry/applicant.ts';
import { applicationFor, openApplicationFor } from '../entry/applications.ts';
import { refuseInProduction } from '../index.ts';
import { addressOf, personalDetailsOf, saveAddressOf, savePersonal } from './personal-details.ts';
import { placeOptions } from './place-options.ts';
import { preferenceOf, savePreferenceOf } from './preference.ts';
import { regFatcaOf, saveRegFatcaOf } from './reg-fatca.ts';

const holderRefused = (message: string) =>
  new DomainError(message, { status: 400, errCode: 'FIELD_INVALID', field: 'holder' });

/** A per-holder screen's calls name the holder: without one, 400 on `holder`. */
function holderOf(request: { holder?: HolderCode }): HolderCode {
  if (!request.holder) throw holderRefused(fieldTexts.empty('Holder'));
  return request.holder;
}

/** A screen done once names no holder. */
function noHolder(holder: HolderCode | undefined): void {
  if (holder) throw holderRefused(fieldTexts.invalid('Holder'));
}

/**
 * The holder's details screens (personaldetails, addresscomfirmation, fatca) and the preferences, and
 * the places the address step picks from (CountryStateCityService/fetchCntryStateCity).
 */
export function registerDetailsCalls(r: AreaRouter): void {
  const { deps } = r;
  // A submitted application is still shown; only its changes are refused.
  const read = async (ctx: CallContext, refNo: string) =>
    applicationFor(ctx.db, await applicantOf(ctx), refNo);
  const open = async (ctx: CallContext, refNo: string) =>
    openApplicationFor(ctx.db, await applicantOf(ctx), refNo);

  r.publicCall(fetchCntryStateCity, async (request) => {
    refuseInProduction(r);
    return { isSuccess: true, data: placeOptions(request.type, request.parentId ?? '') };
  });

  r.publicCall(loadPersonalDetails, async ({ refNo, ...request }, ctx) => {
    refuseInProduction(r);
    const app = await read(ctx, refNo);
    return { isSuccess: true, data: await personalDetailsOf(ctx.db, app, holderOf(request)) };
  });
  r.publicCall(savePersonalDetails, async ({ refNo, holder, ...answers }, ctx) => {
    refuseInProduction(r);
    const app = await open(ctx, refNo);
    return { isSuccess: true, data: await savePersonal(deps, app, holderOf({ holder }), answers) };
  });

  r.publicCall(loadAddress, async ({ refNo, ...request }, ctx) => {
    refuseInProduction(r);
    const app = await read(ctx, refNo);
    return { isSuccess: true, data: await addressOf(ctx.db, app, holderOf(request)) };
  });
  r.publicCall(saveAddress, async ({ refNo, holder, ...answers }, ctx) => {
    refuseInProduction(r);
    const app = await open(ctx, refNo);
    return { isSuccess: true, data: await saveAddressOf(deps, app, holderOf({ holder }), answers) };
  });

  r.publicCall(loadRegFatca, async ({ refNo, ...request }, ctx) => {
    refuseInProduction(r);
    const app = await read(ctx, refNo);
    return { isSuccess: true, data: await regFatcaOf(ctx.db, app, holderOf(request)) };
  });
  r.publicCall(saveRegFatca, async ({ refNo, holder, ...answers }, ctx) => {
    refuseInProduction(r);
    const app = await open(ctx, refNo);
    return { isSuccess: true, data: await saveRegFatcaOf(deps, app, holderOf({ holder }), answers) };
  });

  r.publicCall(loadPreference, async ({ refNo, holder }, ctx) => {
    refuseInProduction(r);
    const app = await read(ctx, refNo);
    noHolder(holder);
    return { isSuccess: true, data: await preferenceOf(ctx.db, app) };
  });
  r.publicCall(savePreference, async ({ refNo, holder, ...answers }, ctx) => {
    refuseInProduction(r);
    const app = await open(ctx, refNo);
    noHolder(holder);
    return { isSuccess: true, data: await savePreferenceOf(deps, app, answers) };
  });
}
