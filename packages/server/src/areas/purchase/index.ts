import { purchaseCalls } from '@ewa/api';
import { and, eq } from 'drizzle-orm';
import { defineArea } from '../../http/calls.ts';
import { DomainError } from '../../http/errors.ts';
import { DOCUMENT_KINDS, type DocumentKind, samplePdf } from '../../kernel/schemes/documents.ts';
import { investorBankAccounts } from '../../kernel/schemes/schema.ts';
import providerCallbacks from './callbacks.ts';
import { CONFIRM_TEXTS, confirmCart, isPayRefAvailable } from './confirm.ts';
import {
  cutOffDetail,
  directPlanBrokerage,
  listSchemes,
  loadScheme,
  requireOwnAccount,
  schemeDetail,
  schemeListFilters,
  swpDetail,
  validatePurchaseCall,
} from './detail.ts';
import { paymentRuntime } from './runtime.ts';
import { callbackResult, checkVpa, inquireUpiStatus, sendCollectRequest } from './upi.ts';

const ok = <D>(data: D) => ({ isSuccess: true as const, data });
const ONCONFIRM_URL = '/api/purchase/onConfirm';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** The purchase service of spec 001 §7 and the scheme listing, with the sample scheme documents. */
export default defineArea({
  name: 'purchase',
  async register(r) {
    const { app, deps } = r;
    const runtime = await paymentRuntime(app, deps);
    const now = () => deps.clock.now();

    // The call context carries no headers, so the confirm's Idempotency-Key is kept by request id.
    const idempotencyKeys = new Map<string, string>();
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST' || request.url !== ONCONFIRM_URL) return;
      const key = request.headers['idempotency-key'];
      if (key === undefined) return;
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
        return reply.code(400).send({
          isSuccess: false,
          message: 'Idempotency-Key must be 8 to 64 letters, digits, - or _.',
          field: 'Idempotency-Key',
          errCode: 'BAD_REQUEST',
        });
      idempotencyKeys.set(String(request.id), key);
    });
    app.addHook('onResponse', async (request) => {
      idempotencyKeys.delete(String(request.id));
    });

    r.publicCall(purchaseCalls.getSchemeList, async (req, ctx) => ok(await listSchemes(ctx.db, req, now())));
    r.publicCall(purchaseCalls.getSchemeListFilters, async (_req, ctx) =>
      ok(await schemeListFilters(ctx.db)),
    );
    r.sessionCall(purchaseCalls.validatePurchase, async (req, ctx) =>
      ok(await validatePurchaseCall(ctx.db, ctx.session.njAcNo, req, now())),
    );
    r.sessionCall(purchaseCalls.getSchemeDetail, async (req, ctx) =>
      ok(await schemeDetail(ctx.db, ctx.session.njAcNo, req, now())),
    );
    r.sessionCall(purchaseCalls.getBrokerageForDirPlan, async (req, ctx) =>
      ok(await directPlanBrokerage(ctx.db, req)),
    );
    r.sessionCall(purchaseCalls.getPurchaseWithSwpDetail, async (req, ctx) =>
      ok(await swpDetail(ctx.db, ctx.session.njAcNo, req, now())),
    );
    r.sessionCall(purchaseCalls.getCuttofDetail, async () => ok(cutOffDetail()));

    r.sessionCall(purchaseCalls.validateSelectedBank, async (req, ctx) => {
      const njAcNo = requireOwnAccount(ctx.session.njAcNo, req.ccode);
      const banks = await ctx.db
        .select()
        .from(investorBankAccounts)
        .where(and(eq(investorBankAccounts.njAcNo, njAcNo), eq(investorBankAccounts.active, true)));
      const match = banks.filter(
        (b) =>
          b.accType.toLowerCase() === req.bankAccType.toLowerCase() &&
          (!req.bankAccNo || b.accNo === req.bankAccNo),
      );
      // Purchases are paid from savings, current or NRI accounts; overdraft and cash-credit are refused.
      const allowedType = !['od', 'cc'].includes(req.bankAccType.toLowerCase());
      const valid = match.length > 0 && allowedType;
      return ok({
        isValidBank: valid ? ('Y' as const) : ('N' as const),
        message: valid
          ? ''
          : !allowedType
            ? 'Purchases cannot be paid from an overdraft or cash-credit account.'
            : CONFIRM_TEXTS.bankNotRegistered,
      });
    });

    r.sessionCall(purchaseCalls.checkPayRefNo, async (req, ctx) => {
      const available = await isPayRefAvailable(ctx.db, req.neftrtgsrefno);
      return ok({
        isPayRefNoAvailable: available,
        message: available ? 'The reference number is available.' : CONFIRM_TEXTS.neftUsed,
      });
    });

    r.sessionCall(purchaseCalls.validateVPA, async (req, ctx) =>
      ok(await checkVpa(ctx.db, runtime.providers, ctx.session.njAcNo, req)),
    );
    r.sessionCall(purchaseCalls.getUPICollectionApiStatus, async (req, ctx) =>
      ok(
        await sendCollectRequest(
          { db: ctx.db, now: now(), providers: runtime.providers, settings: runtime.settings },
          ctx.session.njAcNo,
          req,
          ctx,
        ),
      ),
    );
    r.sessionCall(purchaseCalls.getUpiCallBackResDetail, async (req, ctx) =>
      ok(await callbackResult(ctx.db, ctx.session.njAcNo, req.trxnid, now())),
    );
    r.sessionCall(purchaseCalls.callTranStatusInqUPIService, async (req, ctx) =>
      ok(
        await inquireUpiStatus(
          { db: ctx.db, now: now(), providers: runtime.providers },
          ctx.session.njAcNo,
          req,
          ctx,
        ),
      ),
    );
    r.sessionCall(purchaseCalls.onConfirm, async (req, ctx) =>
      ok(
        await confirmCart(
          { db: ctx.db, now: now(), providers: runtime.providers, settings: runtime.settings },
          ctx.session,
          req,
          idempotencyKeys.get(ctx.requestId),
          ctx,
        ),
      ),
    );

    app.get<{ Params: { schCode: string; file: string } }>(
      '/api/schemes/:schCode/documents/:file',
      async (request, reply) => {
        const kind = request.params.file.replace(/\.pdf$/, '') as DocumentKind;
        if (!(kind in DOCUMENT_KINDS) || !/^[A-Z0-9]{1,20}$/.test(request.params.schCode))
          return reply.code(404).send({ isSuccess: false, message: 'No such document.' });
        let scheme: Awaited<ReturnType<typeof loadScheme>>;
        try {
          scheme = await loadScheme(deps.db, request.params.schCode);
        } catch (error) {
          if (error instanceof DomainError)
            return reply.code(404).send({ isSuccess: false, message: error.message });
          throw error;
        }
        const pdf = samplePdf(DOCUMENT_KINDS[kind], [
          `${scheme.schName} (demo scheme - sample document, not an offer)`,
          `Category: ${scheme.category} - ${scheme.subType}`,
          `Scheme type: ${scheme.schemeType}; cut-off time ${scheme.cutOffTime} IST`,
          `Exit load: ${scheme.exitLoad}`,
          `Brokerage on direct plans: ${scheme.brokText}`,
          'Mutual fund investments are subject to market risks, read all scheme related documents carefully.',
        ]);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${scheme.schCode}-${kind}.pdf"`)
          .send(pdf);
      },
    );

    await providerCallbacks.register(r);
  },
});
