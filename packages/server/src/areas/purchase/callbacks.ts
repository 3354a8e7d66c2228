import { PAY_MODE } from '@ewa/api';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { defineArea } from '../../http/calls.ts';
import { openMessage, registerSandboxBankPages } from '../../sandbox/bank/bank.ts';
import { acceptHtmlForms } from '../../sandbox/html.ts';
import { sandboxPages } from '../../sandbox/routes.ts';
import { registerSandboxUpiPages } from '../../sandbox/upi/pages.ts';
import { runPspRound } from '../../sandbox/upi/psp.ts';
import { intentUrl } from './confirm.ts';
import { UPI_SIGNATURE_HEADER } from './providers.ts';
import { paymentRuntime } from './runtime.ts';
import { payments } from './schema.ts';
import { settlePayment } from './settle.ts';
import { startTicker, sweepExpiredPayments } from './sweeper.ts';
import { receiveUpiCallback } from './upi.ts';

export const UPI_CALLBACK_PATH = '/api/payments/upi/callback';
export const INSTANT_RESPONSE_PATH = '/ewa/transact/instaPur-response';

/**
 * The provider-facing routes (UPI callback, QR image, net-banking return), the expiry sweeper and,
 * with the sandbox on, the sandbox PSP's clock work and its payer and bank pages.
 */
export default defineArea({
  name: 'payments',
  async register(r) {
    const { app, deps } = r;
    const runtime = await paymentRuntime(app, deps);

    await app.register(async (scope) => {
      // The signature covers the exact bytes, so this route keeps the raw body.
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
        done(null, String(body));
      });
      scope.post(UPI_CALLBACK_PATH, async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers[UPI_SIGNATURE_HEADER];
        const result = await receiveUpiCallback(
          deps.db,
          runtime.upiWebhookSecret,
          raw,
          typeof signature === 'string' ? signature : undefined,
          deps.clock.now(),
        );
        return reply.code(result.status).send({ isSuccess: result.status === 200, message: result.outcome });
      });
    });

    app.get<{ Params: { file: string } }>('/api/payments/upi/qr/:file', async (request, reply) => {
      const trxnId = request.params.file.replace(/\.png$/, '');
      const [payment] = /^[A-Z0-9]{1,40}$/.test(trxnId)
        ? await deps.db.select().from(payments).where(eq(payments.trxnId, trxnId))
        : [];
      if (!payment || payment.payMode !== PAY_MODE.UPI_QR)
        return reply.code(404).send({ isSuccess: false, message: 'No such QR code.' });
      const png = await QRCode.toBuffer(intentUrl(payment.trxnId, payment.amountPaise), {
        margin: 2,
        width: 280,
      });
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    });

    app.get<{ Querystring: { msg?: string; sig?: string } }>(
      '/api/payments/netbanking/return',
      async (request, reply) => {
        const message = openMessage(runtime.bankSecret, request.query.msg, request.query.sig);
        if (!message?.status)
          return reply.redirect(`${INSTANT_RESPONSE_PATH}?Transaction=Failed&BankRefe_No=`, 303);
        const [payment] = await deps.db
          .select()
          .from(payments)
          .where(eq(payments.trxnId, message.merchantTrxnId));
        if (
          payment &&
          payment.amountPaise === message.amountPaise &&
          payment.payMode === PAY_MODE.NET_BANKING
        ) {
          await settlePayment(
            deps.db,
            payment.trxnId,
            {
              status: message.status === 'SUCCESS' ? 'SUCCESS' : 'FAILED',
              bankRefNo: message.bankRefNo ?? '',
              reason: 'bank return',
              source: 'netbanking-return',
            },
            deps.clock.now(),
            {
              ip: request.ip,
              userAgent: String(request.headers['user-agent'] ?? ''),
              requestId: String(request.id),
            },
          );
        }
        // A refreshed return page shows what was recorded first, never a second result.
        const [after] = await deps.db
          .select()
          .from(payments)
          .where(eq(payments.trxnId, message.merchantTrxnId));
        const ok = after?.payStatus === 'SUCCESS';
        const query = new URLSearchParams({
          Transaction: ok ? 'Success' : 'Failed',
          BankRefe_No: after?.bankRefNo ?? message.bankRefNo ?? '',
          trxnId: message.merchantTrxnId,
        });
        return reply.redirect(`${INSTANT_RESPONSE_PATH}?${query}`, 303);
      },
    );

    const log = app.log.child({ area: 'payments' });
    const tickers: { stop(): Promise<void> }[] = [];
    app.addHook('onReady', async () => {
      tickers.push(
        startTicker(
          runtime.settings.tickMs,
          () => sweepExpiredPayments(deps.db, runtime.providers, deps.clock.now()),
          (error) => log.error({ err: error }, 'payment expiry sweep failed'),
        ),
      );
      if (deps.config.sandbox) {
        // Like a real PSP, the sandbox calls the server over HTTP; an app that is not listening
        // (tests through inject) is reached through inject with the same raw body and signature.
        const send = async (body: string, signature: string) => {
          const address = app.server.listening ? app.server.address() : null;
          if (address && typeof address === 'object') {
            const response = await fetch(`http://127.0.0.1:${address.port}${UPI_CALLBACK_PATH}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', [UPI_SIGNATURE_HEADER]: signature },
              body,
              signal: AbortSignal.timeout(5000),
            });
            return response.ok;
          }
          const response = await app.inject({
            method: 'POST',
            url: UPI_CALLBACK_PATH,
            headers: { 'content-type': 'application/json', [UPI_SIGNATURE_HEADER]: signature },
            payload: body,
          });
          return response.statusCode === 200;
        };
        tickers.push(
          startTicker(
            runtime.settings.tickMs,
            () => runPspRound(deps.db, deps.clock.now(), runtime.upiWebhookSecret, send),
            (error) => log.error({ err: error }, 'sandbox PSP round failed'),
          ),
        );
      }
    });
    app.addHook('onClose', async () => {
      await Promise.all(tickers.map((t) => t.stop()));
    });

    if (deps.config.sandbox) {
      await app.register(async (scope) => {
        acceptHtmlForms(scope);
        await registerSandboxUpiPages(scope, { db: deps.db, clock: deps.clock });
        registerSandboxBankPages(scope, { db: deps.db, clock: deps.clock, secret: runtime.bankSecret });
      });
      for (const entry of [
        { path: '/sandbox/upi', title: "UPI payer's app: approve or decline collect requests, pay QR links" },
        {
          path: '/sandbox/api/upi/requests?vpa=name@ewapay',
          title: 'Waiting UPI requests as JSON (automated tests)',
        },
      ])
        if (!sandboxPages.some((p) => p.path === entry.path)) sandboxPages.push(entry);
    }
  },
});
