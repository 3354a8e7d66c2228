import type { FastifyInstance } from 'fastify';
import { resolveSecret } from '../db/secrets.ts';
import type { AppDeps } from '../deps.ts';
import type { PaymentRuntime } from '../kernel/payments/index.ts';
import {
  type PaymentProviders,
  type PaymentSettings,
  UPI_CALLBACK_PATH,
  UPI_SIGNATURE_HEADER,
} from '../kernel/payments/index.ts';
import { startTicker } from '../kernel/ticker.ts';
import { createSandboxNetBanking, registerSandboxBankPages } from './bank/bank.ts';
import { acceptHtmlForms } from './html.ts';
import { sandboxPages } from './routes.ts';
import { registerSandboxUpiPages } from './upi/pages.ts';
import { createSandboxUpiProvider, runPspRound } from './upi/psp.ts';

/** The sandbox's PSP and bank as the purchase area's providers, with the key the bank seals messages with. */
export interface SandboxPayments {
  providers: PaymentProviders;
  bankSecret: Buffer;
}

export async function createSandboxPayments(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  settings: PaymentSettings,
): Promise<SandboxPayments> {
  const bankSecret = await resolveSecret(deps.db, 'netbanking', process.env.EWA_NETBANKING_SECRET);
  return {
    bankSecret,
    providers: {
      upi: createSandboxUpiProvider({
        db: deps.db,
        clock: deps.clock,
        approveDelayMs: settings.sandboxApproveDelayMs,
      }),
      netBanking: createSandboxNetBanking({ db: deps.db, secret: bankSecret }),
    },
  };
}

/**
 * The other side of a payment for testers: the payer's UPI app and the bank's pages, listed on
 * /sandbox, and the PSP's clock work (scripted payers answer, callbacks are delivered) while the app runs.
 */
export async function registerSandboxPayments(
  app: FastifyInstance,
  deps: AppDeps,
  sandbox: SandboxPayments,
  runtime: PaymentRuntime,
): Promise<void> {
  await app.register(async (scope) => {
    acceptHtmlForms(scope);
    await registerSandboxUpiPages(scope, { db: deps.db, clock: deps.clock });
    registerSandboxBankPages(scope, { db: deps.db, clock: deps.clock, secret: sandbox.bankSecret });
  });
  for (const entry of [
    { path: '/sandbox/upi', title: "UPI payer's app: approve or decline collect requests, pay QR links" },
    {
      path: '/sandbox/api/upi/requests?vpa=name@ewapay',
      title: 'Waiting UPI requests as JSON (automated tests)',
    },
  ])
    if (!sandboxPages.some((p) => p.path === entry.path)) sandboxPages.push(entry);

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
  const log = app.log.child({ area: 'sandbox' });
  let ticker: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    ticker = startTicker(
      runtime.settings.tickMs,
      () => runPspRound(deps.db, deps.clock.now(), runtime.upiWebhookSecret, send),
      (error) => log.error({ err: error }, 'sandbox PSP round failed'),
    );
  });
  app.addHook('onClose', async () => {
    await ticker?.stop();
  });
}
