import type { FastifyInstance } from 'fastify';
import { resolveSecret } from '../../db/secrets.ts';
import type { AppDeps } from '../../deps.ts';
import type { PaymentProviders, PaymentSettings } from './providers.ts';

/** The payment providers, timings and keys of one app: `app.payments`, decorated by the composition root. */
export interface PaymentRuntime {
  providers: PaymentProviders;
  settings: PaymentSettings;
  /** Verifies UPI callbacks (the PSP signs with it). */
  upiWebhookSecret: Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the purchase area is loaded (see `buildApp`). */
    payments: PaymentRuntime;
  }
}

/** The runtime over the providers the composition root chose; the callback key is resolved here. */
export async function createPaymentRuntime(
  deps: Pick<AppDeps, 'db'>,
  settings: PaymentSettings,
  providers: PaymentProviders,
): Promise<PaymentRuntime> {
  const upiWebhookSecret = await resolveSecret(deps.db, 'upi-webhook', process.env.EWA_UPI_WEBHOOK_SECRET);
  return { providers, settings, upiWebhookSecret };
}

/** The app's payment runtime; a clear failure when the app was built without the purchase area. */
export function paymentsOf(app: FastifyInstance): PaymentRuntime {
  if (!app.hasDecorator('payments')) throw new Error('the purchase area needs app.payments (see buildApp)');
  return app.payments;
}
