import {
  authenticate as authenticateCall,
  captchaImage,
  changePassword as changePasswordCall,
  checkEwealthAccountActivation,
  checkFatcaDeclaration,
  endOtherSessions as endOtherSessionsCall,
  endSession as endSessionCall,
  exchangeHandoverCode,
  forgotLoginId,
  forgotPasswordReset,
  forgotPasswordSendOtp,
  getCaptcha,
  getSessions,
  issueHandoverCode,
  loginOtpValidate,
  loginSendOtp,
  logout,
  panAadhaarSeeding,
  savePersonalizedLoginId,
  sendEmailVerificationOtp,
  validateEmailVerificationOtp,
} from '@ewa/api';
import { SESSION_TEXTS } from '@ewa/api/texts';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/core.ts';
import { type CallContext, defineArea } from '../../http/calls.ts';
import { requireOwnAccount } from '../../http/errors.ts';
import { consumeRate } from '../../http/rate.ts';
import {
  accountByNumber,
  checkOtp,
  deliverOtp,
  findSubjectFor,
  issueOtp,
  loginKey,
  maskEmail,
  otpHolderOf,
  otpTexts,
  sendOtpAlike,
  wrongOtp,
} from '../../kernel/identity/index.ts';
import { forgetAccount, revokeSession } from '../../session/sessions.ts';
import { authenticate, failureCount, refuseIfBlocked, signIn } from './authenticate.ts';
import { captchaCookie, issueCaptcha } from './captcha.ts';
import { checkActivation, declareFatca, gateTexts, recordPanAadhaar, savePersonalisedId } from './gates.ts';
import { exchangeHandover, issueHandover } from './handover.ts';
import { endOtherSessions, endSession, listSessions } from './live-sessions.ts';
import { changePassword, resetPassword } from './password.ts';
import { sendForgottenLoginId } from './recovery.ts';

async function limitPerLoginId(ctx: CallContext, kind: string, key: string): Promise<void> {
  await consumeRate(ctx.db, ctx.deps.clock, `${kind}:${key}`, ctx.deps.config.rateLimit.perLoginIdPerMinute);
}

export default defineArea({
  name: 'login',
  register(r) {
    r.publicCall(authenticateCall, authenticate, { rateLimit: 'login' });

    r.publicCall(
      captchaImage,
      async (_request, ctx) => {
        const captcha = await issueCaptcha(ctx.deps);
        ctx.reply.setCookie(captchaCookie, captcha.captchaId, {
          path: '/api/',
          httpOnly: true,
          sameSite: 'strict',
          secure: ctx.deps.config.production,
          maxAge: captcha.expiresInSeconds,
        });
        return { isSuccess: true, data: captcha };
      },
      { rateLimit: 'login' },
    );

    r.publicCall(
      getCaptcha,
      async (request, ctx) => {
        const loginWith = request.loginWith ?? (/^\d+$/.test(request.loginId) ? 'ACNO' : 'LOGINID');
        const count = await failureCount(ctx, await findSubjectFor(ctx, request.loginId, loginWith));
        return {
          isSuccess: true,
          count,
          isCaptchaValidate: count >= ctx.deps.config.login.captchaFromFailures,
        };
      },
      { rateLimit: 'login' },
    );

    // An unknown id is answered as a real one (an OTP "sent", counted, never delivered), so the
    // replies do not list who has an account.
    r.publicCall(
      loginSendOtp,
      async (request, ctx) => {
        await limitPerLoginId(ctx, 'otp', loginKey(request.loginId, request.loginWith));
        const subject = await findSubjectFor(ctx, request.loginId, request.loginWith);
        await refuseIfBlocked(ctx, subject, 'login.otp.send');
        return sendOtpAlike(ctx, request.loginId, subject, 'login');
      },
      { rateLimit: 'login' },
    );

    // Forgot password: a blocked account may ask too (this is how it gets unblocked).
    r.publicCall(
      forgotPasswordSendOtp,
      async (request, ctx) => {
        await limitPerLoginId(ctx, 'otp', loginKey(request.loginId, request.loginWith));
        const subject = await findSubjectFor(ctx, request.loginId, request.loginWith);
        return sendOtpAlike(ctx, request.loginId, subject, 'reset');
      },
      { rateLimit: 'login' },
    );
    r.publicCall(
      forgotPasswordReset,
      async (request, ctx) => {
        await limitPerLoginId(ctx, 'otp', loginKey(request.loginId, request.loginWith));
        const subject = await findSubjectFor(ctx, request.loginId, request.loginWith);
        return resetPassword(ctx, subject, request, otpHolderOf(subject));
      },
      { rateLimit: 'login' },
    );

    r.publicCall(forgotLoginId, (request, ctx) => sendForgottenLoginId(ctx, request), { rateLimit: 'login' });

    r.publicCall(
      loginOtpValidate,
      async (request, ctx) => {
        await limitPerLoginId(ctx, 'otp', loginKey(request.loginId, request.loginWith));
        const subject = await findSubjectFor(ctx, request.loginId, request.loginWith);
        await refuseIfBlocked(ctx, subject, 'login.otp');
        const { account } = subject;
        let wrongCount: number;
        try {
          ({ wrongCount } = await checkOtp(ctx.deps, otpHolderOf(subject), 'login', request.otp));
          // A stand-in's code was never sent to anyone; a lucky guess of it is still a wrong OTP.
          if (!account) throw await wrongOtp(ctx.deps, otpHolderOf(subject), 'login', wrongCount);
        } catch (error) {
          await ctx.audit({
            action: 'login.otp',
            outcome: 'failure',
            actor: request.loginId,
            njAcNo: account?.njAcNo,
          });
          throw error;
        }
        const { token, userData } = await signIn(ctx, account, 'login.otp');
        return {
          isSuccess: true,
          message: otpTexts.matched,
          token,
          otp_wrongcount: wrongCount,
          data: { userData },
        };
      },
      { rateLimit: 'login' },
    );

    r.sessionCall(checkEwealthAccountActivation, (request, ctx) =>
      checkActivation(ctx.db, ctx, request.njAcNo),
    );
    r.sessionCall(checkFatcaDeclaration, (request, ctx) => declareFatca(ctx, request.njAcNo));
    r.sessionCall(panAadhaarSeeding, (request, ctx) => recordPanAadhaar(ctx, request.njAcNo, request.action));
    r.sessionCall(changePasswordCall, changePassword);
    r.sessionCall(savePersonalizedLoginId, (request, ctx) => savePersonalisedId(ctx, request.loginId));

    r.sessionCall(sendEmailVerificationOtp, async (request, ctx) => {
      requireOwnAccount(ctx.session.njAcNo, request.njAcNo);
      await limitPerLoginId(ctx, 'email-otp', request.njAcNo);
      const account = await accountByNumber(ctx.db, request.njAcNo);
      const { id, code, regenerate } = await issueOtp(ctx.deps, account, 'email');
      await deliverOtp(ctx.deps, ctx.log, { id, account, purpose: 'email' }, [
        {
          channel: 'email',
          loginId: account.njAcNo,
          address: account.email,
          subject: 'Verify your e-mail address',
          body: `${code} is your E-Wealth e-mail verification OTP. Do not share it with anyone.`,
        },
      ]);
      return {
        isSuccess: true,
        message: otpTexts.sentEmail,
        data: {
          emailId: maskEmail(account.email),
          otpSeconds: ctx.deps.config.otp.ttlSeconds,
          otp_regenrate: regenerate,
        },
      };
    });

    r.sessionCall(validateEmailVerificationOtp, async (request, ctx) => {
      requireOwnAccount(ctx.session.njAcNo, request.njAcNo);
      await limitPerLoginId(ctx, 'email-otp', request.njAcNo);
      const account = await accountByNumber(ctx.db, request.njAcNo);
      const { wrongCount } = await checkOtp(ctx.deps, account, 'email', request.otp);
      await ctx.db.update(accounts).set({ emailVerified: true }).where(eq(accounts.njAcNo, account.njAcNo));
      forgetAccount(ctx.deps, account.njAcNo);
      await ctx.audit({
        action: 'email.verify',
        outcome: 'success',
        actor: ctx.session.loginId,
        njAcNo: account.njAcNo,
      });
      return {
        isSuccess: true,
        message: gateTexts.emailVerified,
        otp_wrongcount: wrongCount,
        data: { emailVerified: 'Y' as const },
      };
    });

    r.sessionCall(getSessions, async (_request, ctx) => ({ isSuccess: true, data: await listSessions(ctx) }));
    r.sessionCall(endSessionCall, async (request, ctx) => {
      await endSession(ctx, request.sessionId);
      return { isSuccess: true, message: SESSION_TEXTS.ended, data: {} };
    });
    r.sessionCall(endOtherSessionsCall, async (_request, ctx) => {
      const ended = await endOtherSessions(ctx);
      return {
        isSuccess: true,
        message: ended > 0 ? SESSION_TEXTS.othersEnded : SESSION_TEXTS.noOthers,
        data: { ended },
      };
    });

    r.sessionCall(issueHandoverCode, async (_request, ctx) => ({
      isSuccess: true,
      data: await issueHandover(ctx),
    }));
    r.publicCall(
      exchangeHandoverCode,
      async (request, ctx) => {
        const { token, data } = await exchangeHandover(ctx, request.code);
        return { isSuccess: true, token, data };
      },
      { rateLimit: 'login' },
    );

    r.sessionCall(logout, async (_request, ctx) => {
      await revokeSession(ctx.deps, ctx.session.id);
      await ctx.audit({
        action: 'logout',
        outcome: 'success',
        actor: ctx.session.loginId,
        njAcNo: ctx.session.njAcNo,
      });
      return { isSuccess: true, message: 'You have been logged out.', data: {} };
    });
  },
});
