import {
  type ContactChannel,
  checkHolderContactOtp,
  checkHolderContacts,
  contactAddressErrors,
  type HolderCode,
  type HolderContact,
  MOBILE_EMAIL_TEXTS,
  type MobileEmailAnswers,
  type MobileEmailView,
  type RegApplication,
} from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import type { CallContext } from '../../../http/calls.ts';
import { checkOtp, deliverOtp, issueOtp, type OtpHolder } from '../../../kernel/identity/index.ts';
import { regContactProofs } from '../contact-kyc-schema.ts';
import {
  type ApplicationRow,
  holdersOf,
  refuseFields,
  saveScreen,
  screenData,
} from '../entry/applications.ts';
import { openHolderStop } from '../entry/holder-stop.ts';

const SCREEN = 'loadmobemail';

/** A mobile as kept: its ten digits (a +91 or 0 typed before them dropped). */
export const mobileOf = (typed: string) => typed.replace(/\D/g, '').slice(-10);
/** An e-mail as kept and compared: trimmed, lower case. */
export const emailOf = (typed: string) => typed.trim().toLowerCase();

const addressOf = (channel: ContactChannel, typed: string) =>
  channel === 'mobile' ? mobileOf(typed) : emailOf(typed);

/** The OTP store's stand-in holder of a contact (never an account number); purpose 'register'. */
const otpHolderOf = (channel: ContactChannel, address: string): OtpHolder => ({
  njAcNo: channel === 'mobile' ? `?MOB:${address}` : `?EML:${address}`,
});

/** The contacts proved for a holder of an application (the applicant's own login mobile counts). */
async function provedOf(ctx: CallContext, app: ApplicationRow, holder: HolderCode) {
  const rows = await ctx.db
    .select({ channel: regContactProofs.channel, address: regContactProofs.address })
    .from(regContactProofs)
    .where(and(eq(regContactProofs.refNo, app.refNo), eq(regContactProofs.holder, holder)));
  const proved = new Set(rows.map((r) => `${r.channel}:${r.address}`));
  // The direct client proved this mobile by OTP to open the application.
  if (holder === 'F' && app.accessBy !== 'CP') proved.add(`mobile:${app.mobile}`);
  return (channel: ContactChannel, address: string) =>
    address !== '' && proved.has(`${channel}:${addressOf(channel, address)}`);
}

/** The other holders' saved contacts. */
async function otherContacts(ctx: CallContext, app: ApplicationRow, holder: HolderCode) {
  const others: HolderContact[] = [];
  for (const row of await holdersOf(ctx.db, app.refNo)) {
    if (row.holder === holder) continue;
    const saved = await screenData<MobileEmailAnswers>(ctx.db, app.refNo, SCREEN, row.holder);
    if (saved) others.push({ holder: row.holder, mobile: saved.mobile, email: saved.email });
  }
  return others;
}

/** MobileEmailService/loadMobEmail: the saved answer, or the first holder's login mobile as a prefill. */
export async function loadMobileEmail(
  ctx: CallContext,
  app: ApplicationRow,
  holder: HolderCode | undefined,
): Promise<MobileEmailView> {
  const row = await openHolderStop(ctx.db, app, SCREEN, holder);
  const saved = await screenData<MobileEmailAnswers>(ctx.db, app.refNo, SCREEN, row.holder);
  const mobile = saved?.mobile ?? (row.holder === 'F' && app.accessBy !== 'CP' ? app.mobile : '');
  const email = saved?.email ?? '';
  const proved = await provedOf(ctx, app, row.holder);
  return {
    holder: row.holder,
    mobile,
    email,
    familyDeclaration: saved?.familyDeclaration ?? 'N',
    mobileVerified: proved('mobile', mobile),
    emailVerified: proved('email', email),
    others: await otherContacts(ctx, app, row.holder),
    saved: saved ? 'Y' : 'N',
  };
}

/** MobileEmailService/generateMobEmailOtp: an OTP by SMS to the mobile, or by e-mail to the address. */
export async function sendContactOtp(
  ctx: CallContext,
  app: ApplicationRow,
  request: { holder?: HolderCode; channel: ContactChannel; address: string },
) {
  const { deps } = ctx;
  await openHolderStop(ctx.db, app, SCREEN, request.holder);
  const errors = contactAddressErrors(request.channel, request.address);
  if (errors.length > 0) refuseFields(errors);
  const address = addressOf(request.channel, request.address);
  const key = otpHolderOf(request.channel, address);
  const issued = await issueOtp(deps, key, 'register');
  const minutes = Math.round(deps.config.otp.ttlSeconds / 60);
  const what = request.channel === 'mobile' ? 'mobile number' : 'e-mail ID';
  await deliverOtp(deps, ctx.log, { id: issued.id, account: key, purpose: 'register' }, [
    {
      channel: request.channel === 'mobile' ? 'sms' : 'email',
      loginId: address,
      address,
      subject: MOBILE_EMAIL_TEXTS.emailSubject,
      body: `${issued.code} is your OTP to verify your ${what} for E-Wealth account opening (reference ${app.refNo}). It is valid for ${minutes} minutes. Do not share it with anyone.`,
    },
  ]);
  return { otpSeconds: deps.config.otp.ttlSeconds, otp_regenrate: issued.regenerate };
}

/** MobileEmailService/verifyMobEmailOtp: the latest OTP of that contact proves it for this holder. */
export async function verifyContactOtp(
  ctx: CallContext,
  app: ApplicationRow,
  request: { holder?: HolderCode; channel: ContactChannel; address: string; otp: string },
) {
  const row = await openHolderStop(ctx.db, app, SCREEN, request.holder);
  const errors = contactAddressErrors(request.channel, request.address);
  const mobile = request.channel === 'mobile';
  for (const e of checkHolderContactOtp(
    { holder: row.holder, mobileOtp: mobile ? request.otp : '', emailOtp: mobile ? '' : request.otp },
    { mobile, email: !mobile },
  ))
    errors.push({ field: 'otp', message: e.message });
  if (errors.length > 0) refuseFields(errors);
  const address = addressOf(request.channel, request.address);
  await checkOtp(ctx.deps, otpHolderOf(request.channel, address), 'register', request.otp);
  await ctx.db
    .insert(regContactProofs)
    .values({
      refNo: app.refNo,
      holder: row.holder,
      channel: request.channel,
      address,
      verifiedAt: ctx.deps.clock.now(),
    })
    .onConflictDoUpdate({
      target: [
        regContactProofs.refNo,
        regContactProofs.holder,
        regContactProofs.channel,
        regContactProofs.address,
      ],
      set: { verifiedAt: ctx.deps.clock.now() },
    });
  await ctx.audit({
    action: 'registration.contact-verified',
    outcome: 'success',
    actor: 'applicant',
    detail: { refNo: app.refNo, holder: row.holder, channel: request.channel },
  });
  return { channel: request.channel, address };
}

/**
 * MobileEmailService/saveMobEmail: the holders' rules over this holder's answer beside the others'
 * saved ones (a shared contact needs the family declaration), then each contact given must be proved.
 */
export async function saveMobileEmail(
  ctx: CallContext,
  app: ApplicationRow,
  request: { holder?: HolderCode; mobile: string; email: string; familyDeclaration?: 'Y' | 'N' },
): Promise<RegApplication> {
  const row = await openHolderStop(ctx.db, app, SCREEN, request.holder);
  const familyDeclaration = request.familyDeclaration ?? 'N';
  const others = await otherContacts(ctx, app, row.holder);
  const mine: HolderContact = { holder: row.holder, mobile: request.mobile, email: request.email };
  const prefix = `holders.${others.length}.`;
  const errors = checkHolderContacts({ holders: [...others, mine], familyDeclaration })
    .filter((e) => e.field.startsWith(prefix) || e.field === 'familyDeclaration')
    .map((e) => ({ ...e, field: e.field.replace(prefix, '') }));
  const mobile = mobileOf(request.mobile);
  const email = request.email.trim();
  const proved = await provedOf(ctx, app, row.holder);
  if (mobile !== '' && !errors.some((e) => e.field === 'mobile') && !proved('mobile', mobile))
    errors.push({ field: 'mobile', message: MOBILE_EMAIL_TEXTS.mobileNotVerified });
  if (email !== '' && !errors.some((e) => e.field === 'email') && !proved('email', email))
    errors.push({ field: 'email', message: MOBILE_EMAIL_TEXTS.emailNotVerified });
  if (errors.length > 0) refuseFields(errors);
  const answers: MobileEmailAnswers = { mobile, email, familyDeclaration };
  return saveScreen(ctx.deps, app, SCREEN, row.holder, answers);
}
