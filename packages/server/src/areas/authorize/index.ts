import {
  authenticateAuthorization,
  checkMarsAuthPendingTrxnStatus,
  checkMarsSwiPOAValidation,
  checkRedPOAValidation,
  checkSwitchPOAValidation,
  forgotPinReset,
  forgotPinSendOtp,
  getAuthBankAccounts,
  getAuthLinkDetail,
  getAuthTrxDetailFromTar,
  getMarsAuthPendingTrxns,
  getMarsAuthPendingTrxnsCount,
  getTotalNonMarsCount,
  getTrxnAuthRpt,
  insertEwaMarsToken,
  onAuthorize,
  onchangeBankAccount,
  onReject,
  onValidateAuthTransaction,
  trxnAuthoShowReceipt,
} from '@ewa/api';
import { defineArea, type SessionCallContext } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { type ActDeps, authorizeTransaction, rejectTransaction } from './act.ts';
import { linkSealerFor } from './link.ts';
import { authenticateForAuthorization, linkDetail } from './mapping-login.ts';
import { issueMarsToken, marsPending, marsPendingCount, marsStatus } from './mars.ts';
import { paymentStatusReader, purchasePayments } from './payments.ts';
import { resetPin, sendPinOtp } from './pin-reset.ts';
import { bankChoices, changeBank, poaCheck, receipt } from './receipt.ts';
import { type Actor, detail, pendingCount, pendingList } from './transactions.ts';
import { validateForOtp } from './two-factor.ts';

/** Where the browser goes for the depository's eDIS and the MARS authorization (the sandbox's pages by default). */
export function authorizeAddresses(sandbox: boolean) {
  return {
    edisUrl: process.env.EWA_EDIS_URL || (sandbox ? '/sandbox/depository/edis' : undefined),
    marsUrl: process.env.EWA_MARS_AUTH_URL || (sandbox ? '/sandbox/mars/authorize' : undefined),
  };
}

const actorOf = (ctx: SessionCallContext): Actor => ({
  njAcNo: ctx.session.njAcNo,
  loginId: ctx.session.loginId,
  accType: ctx.session.accType,
  sessionId: ctx.session.id,
  ...(ctx.session.scope !== undefined ? { scope: ctx.session.scope } : {}),
});

/** A refused action still leaves an audit row (who tried what, and why not). */
async function audited<T>(ctx: SessionCallContext, action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError)
      await ctx.audit({
        action,
        outcome: 'failure',
        actor: ctx.session.loginId,
        njAcNo: ctx.session.njAcNo,
        detail: { errCode: error.errCode ?? '', message: error.message },
      });
    throw error;
  }
}

export default defineArea({
  name: 'authorize',
  register(r) {
    const { deps } = r;
    const sealer = linkSealerFor(deps.tokens);
    const addresses = authorizeAddresses(deps.config.sandbox);
    // Purchases authorized with a pay mode pay through the purchase area's payment engine
    // (`app.payments`, present whenever the purchase area is loaded: always, outside one-area tests).
    const ad: ActDeps = {
      deps,
      sealer,
      ...(r.app.hasDecorator('payments')
        ? { payments: purchasePayments(r.app.payments, deps.clock, deps.db) }
        : {}),
      ...(addresses.edisUrl ? { edisUrl: addresses.edisUrl } : {}),
    };
    // A money call acts inside the money door's transaction.
    const inTx = (ctx: { db: typeof deps.db }): ActDeps => ({ ...ad, deps: { ...deps, db: ctx.db } });
    const paymentStatus = paymentStatusReader(deps.db);
    const scoped = { scoped: true };

    r.sessionCall(
      getTrxnAuthRpt,
      async (request, ctx) => ({
        isSuccess: true,
        data: await pendingList(ad, actorOf(ctx), request.authType),
      }),
      scoped,
    );
    r.sessionCall(
      getTotalNonMarsCount,
      async (request, ctx) => ({
        isSuccess: true,
        data: { count: await pendingCount(deps.db, actorOf(ctx), request.authType) },
      }),
      scoped,
    );
    r.sessionCall(
      getAuthTrxDetailFromTar,
      async (request, ctx) => ({
        isSuccess: true,
        data: await detail(ad, actorOf(ctx), request.encryptedData),
      }),
      scoped,
    );
    r.sessionCall(
      onAuthorize,
      (request, ctx) =>
        audited(ctx, 'authorize.authorize', () =>
          authorizeTransaction(inTx(ctx), actorOf(ctx), request, ctx),
        ),
      scoped,
    );
    r.sessionCall(
      onReject,
      (request, ctx) =>
        audited(ctx, 'authorize.reject', () => rejectTransaction(inTx(ctx), actorOf(ctx), request, ctx)),
      scoped,
    );
    r.sessionCall(
      onValidateAuthTransaction,
      async (request, ctx) => {
        const data = await audited(ctx, 'authorize.otp.send', () =>
          validateForOtp(ad, actorOf(ctx), request.encryptedData, ctx.log, ctx),
        );
        return { isSuccess: true, message: data.message, otp_regenrate: data.otp_regenrate, data };
      },
      scoped,
    );
    const poa = (types: string[]) => async (request: { encryptedData: string }, ctx: SessionCallContext) => ({
      isSuccess: true,
      data: await poaCheck(ad, actorOf(ctx), request.encryptedData, types),
    });
    r.sessionCall(checkRedPOAValidation, poa(['RED']), scoped);
    r.sessionCall(
      checkSwitchPOAValidation,
      poa(['SWI', 'NSWI', 'SWITCHSIP', 'BSWI', 'BSWISIP', 'STP']),
      scoped,
    );
    r.sessionCall(checkMarsSwiPOAValidation, poa(['MARSSWI']), scoped);
    r.sessionCall(
      trxnAuthoShowReceipt,
      async (request, ctx) => ({
        isSuccess: true,
        data: await receipt(ad, actorOf(ctx), request.encryptedData, paymentStatus),
      }),
      scoped,
    );
    r.sessionCall(
      getAuthBankAccounts,
      async (request, ctx) => ({
        isSuccess: true,
        data: await bankChoices(ad, actorOf(ctx), request.encryptedData),
      }),
      scoped,
    );
    r.sessionCall(
      onchangeBankAccount,
      async (request, ctx) => ({
        isSuccess: true,
        data: await audited(ctx, 'authorize.change-bank', () => changeBank(ad, actorOf(ctx), request, ctx)),
      }),
      scoped,
    );

    r.publicCall(getAuthLinkDetail, async (request) => ({
      isSuccess: true,
      data: await linkDetail(ad, request.encryptedData),
    }));
    r.publicCall(
      authenticateAuthorization,
      (request, ctx) => authenticateForAuthorization(ad, request, ctx),
      {
        rateLimit: 'login',
      },
    );

    r.publicCall(forgotPinSendOtp, (request, ctx) => sendPinOtp(ctx, request), { rateLimit: 'login' });
    r.publicCall(forgotPinReset, (request, ctx) => resetPin(ctx, request), { rateLimit: 'login' });

    r.sessionCall(getMarsAuthPendingTrxns, async (request, ctx) => ({
      isSuccess: true,
      data: await marsPending(deps.db, actorOf(ctx), request.loggedInUCC),
    }));
    r.sessionCall(getMarsAuthPendingTrxnsCount, async (request, ctx) => ({
      isSuccess: true,
      data: { count: await marsPendingCount(deps.db, actorOf(ctx), request.loggedInUCC) },
    }));
    r.sessionCall(checkMarsAuthPendingTrxnStatus, async (request, ctx) => {
      const data = await marsStatus(deps.db, actorOf(ctx), request.trxnTypeId, request.trxnId);
      return { isSuccess: true, message: data.message, data };
    });
    r.sessionCall(insertEwaMarsToken, async (request, ctx) => ({
      isSuccess: true,
      data: await issueMarsToken(deps.db, deps.clock, actorOf(ctx), request.trxnId),
      ...(addresses.marsUrl ? { formAction: addresses.marsUrl } : {}),
    }));
  },
});
