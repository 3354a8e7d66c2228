import { type ActivationFlags, fatcaTexts } from '@ewa/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accounts } from '../../db/schema/core.ts';
import type { SessionAccount } from '../../db/session-cache.ts';
import type { SessionCallContext } from '../../http/calls.ts';
import { DomainError, requireOwnAccount } from '../../http/errors.ts';
import { accountByNumber, yn } from '../../kernel/identity/index.ts';
import { kycProviderOf } from '../../kyc/provider.ts';
import { forgetAccount } from '../../session/sessions.ts';

export const gateTexts = {
  alreadyLinked:
    'Thank you for your update. You will be notified through SMS once any/all Holder(s) PAN and Aadhaar linking is verified.',
  linkNow:
    'You will be redirected to the Income Tax website to link your PAN with Aadhaar. You will be notified through SMS once the linking is verified.',
  askLaterNotAllowed:
    'Your account is deactivated until PAN and Aadhaar are linked. Please link them to continue.',
  fatcaSubmitted: fatcaTexts.submitted,
  loginIdInvalid:
    'Login ID should be valid. Use 6 to 30 letters, digits, dots or underscores, starting with a letter.',
  loginIdTaken: 'This Login ID is not available. Please choose another.',
  loginIdAlreadySet: 'A personalised Login ID is already set for this account.',
  loginIdSaved: 'Your personalised Login ID has been saved.',
  emailVerified: 'Your e-mail address has been verified.',
} as const;

export const incomeTaxLinkUrl = 'https://eportal.incometax.gov.in/iec/foservices/#/pre-login/bl-link-aadhaar';

const panAadhaarHtml =
  '<p>As mandated by the Income Tax Department, the PAN of every holder must be linked with Aadhaar. ' +
  'An unlinked PAN becomes inoperative and transactions in your account may be restricted.</p>';
const fatcaHtml =
  '<p>I/We declare that I am/we are not a citizen or resident of any country other than India for tax ' +
  'purposes, and that the FATCA / CRS details on record are true and complete. I/We undertake to inform ' +
  'of any change within 30 days.</p>';
/** The note beneath the gate's headline: what the charges are and what waits on them (the headline says the rest). */
const dpNote = {
  mandatory:
    'DP Charges are what the depository participant bills for keeping your demat account. Until they are paid, securities in your demat account cannot be bought, sold or transferred.',
  optional:
    'DP Charges are what the depository participant bills for keeping your demat account. If they stay unpaid, the account is deactivated until they are paid.',
} as const;

/**
 * Every gate flag from the account's state (spec 000 §3 "Activation check response", §4 order).
 * `reKycLink` asks the KYC provider where this investor completes re-KYC.
 */
export function activationFlagsOf(
  account: SessionAccount,
  reKycLink: (investor: { njAcNo: string }) => string,
): ActivationFlags {
  const panPending = account.panAadhaarStatus === 'pending';
  const dpPending = account.dpCharges !== 'none';
  return {
    isPanWithAadharSeeding: yn(panPending),
    panAahaarSeedingHtml: panPending ? panAadhaarHtml : '',
    isPanWithAadharDeactive: yn(panPending && account.panAadhaarDeactivated),
    fatcaDeclarationPending: yn(account.fatcaDeclarationPending),
    fatcaHtml: account.fatcaDeclarationPending ? fatcaHtml : '',
    dpChargesPending: yn(dpPending),
    optionalDpChargesPending: yn(account.dpCharges === 'optional'),
    dpChargesPendingNote: account.dpCharges === 'none' ? '' : dpNote[account.dpCharges],
    dpChargesURL: dpPending ? '/ewa/dpcharges' : '',
    emailVerified: yn(account.emailVerified),
    isReKyc: yn(account.reKyc !== 'none'),
    reKycLink: account.reKyc !== 'none' ? reKycLink(account) : '',
    isRekycMandatory: yn(account.reKyc === 'mandatory'),
    isAskPersonalizedLogin: yn(account.askPersonalizedLogin && !account.personalizedLoginId),
  };
}

export async function checkActivation(db: Db, ctx: SessionCallContext, njAcNo: string) {
  requireOwnAccount(ctx.session.njAcNo, njAcNo);
  // The session check already read the account in its query.
  const account = ctx.session.account ?? (await accountByNumber(db, njAcNo));
  const kyc = kycProviderOf(ctx.deps);
  return { isSuccess: true, data: activationFlagsOf(account, (investor) => kyc.reKycLink(investor)) };
}

/** The FATCA gate's Continue: the declaration is recorded and the gate clears. */
export async function declareFatca(ctx: SessionCallContext, njAcNo: string) {
  requireOwnAccount(ctx.session.njAcNo, njAcNo);
  const account = await accountByNumber(ctx.db, njAcNo);
  if (account.fatcaDeclarationPending) {
    await ctx.db.update(accounts).set({ fatcaDeclarationPending: false }).where(eq(accounts.njAcNo, njAcNo));
    forgetAccount(ctx.deps, njAcNo);
    await ctx.audit({ action: 'fatca.declare', outcome: 'success', actor: ctx.session.loginId, njAcNo });
  }
  return {
    isSuccess: true,
    message: gateTexts.fatcaSubmitted,
    displayMessage: gateTexts.fatcaSubmitted,
    data: { fatcaDeclarationPending: 'N' as const },
  };
}

/** Records the PAN-Aadhaar notice's answer. Already Linked and Link Now clear the gate; Ask me Later does not. */
export async function recordPanAadhaar(
  ctx: SessionCallContext,
  njAcNo: string,
  action: 'ALREADY_LINKED' | 'LINK_NOW' | 'ASK_LATER',
) {
  requireOwnAccount(ctx.session.njAcNo, njAcNo);
  const account = await accountByNumber(ctx.db, njAcNo);
  const pending = account.panAadhaarStatus === 'pending';
  if (action === 'ASK_LATER') {
    if (pending && account.panAadhaarDeactivated)
      throw new DomainError(gateTexts.askLaterNotAllowed, { errCode: 'PAN_AADHAAR_DEACTIVATED' });
    return { isSuccess: true, data: { isPanWithAadharSeeding: yn(pending) } };
  }
  if (pending) {
    await ctx.db
      .update(accounts)
      .set({
        panAadhaarStatus: action === 'ALREADY_LINKED' ? 'already_linked' : 'link_now',
        panAadhaarDeactivated: false,
      })
      .where(eq(accounts.njAcNo, njAcNo));
    forgetAccount(ctx.deps, njAcNo);
  }
  await ctx.audit({
    action: 'panAadhaar.record',
    outcome: 'success',
    actor: ctx.session.loginId,
    njAcNo,
    detail: { choice: action },
  });
  const message = action === 'ALREADY_LINKED' ? gateTexts.alreadyLinked : gateTexts.linkNow;
  return {
    isSuccess: true,
    message,
    displayMessage: message,
    data: {
      isPanWithAadharSeeding: 'N' as const,
      ...(action === 'LINK_NOW' ? { redirectUrl: incomeTaxLinkUrl } : {}),
    },
  };
}

const personalisedIdPattern = /^[A-Za-z][A-Za-z0-9._]{5,29}$/;

/** Chooses the personalised login id once; unique regardless of case. */
export async function savePersonalisedId(ctx: SessionCallContext, wanted: string) {
  const loginId = wanted.trim();
  if (!personalisedIdPattern.test(loginId))
    throw new DomainError(gateTexts.loginIdInvalid, { field: 'loginId', errCode: 'LOGIN_ID_INVALID' });
  const account = await accountByNumber(ctx.db, ctx.session.njAcNo);
  if (account.personalizedLoginId)
    throw new DomainError(gateTexts.loginIdAlreadySet, { errCode: 'LOGIN_ID_ALREADY_SET' });
  try {
    await ctx.db
      .update(accounts)
      .set({ personalizedLoginId: loginId })
      .where(eq(accounts.njAcNo, account.njAcNo));
    forgetAccount(ctx.deps, account.njAcNo);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(gateTexts.loginIdTaken, { field: 'loginId', errCode: 'LOGIN_ID_TAKEN' });
    throw error;
  }
  await ctx.audit({
    action: 'loginId.personalise',
    outcome: 'success',
    actor: ctx.session.loginId,
    njAcNo: account.njAcNo,
    detail: { loginId },
  });
  return { isSuccess: true, message: gateTexts.loginIdSaved, data: { loginId } };
}
