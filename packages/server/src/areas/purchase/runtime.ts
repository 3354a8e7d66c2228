import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { createSandboxNetBanking } from '../../sandbox/bank/bank.ts';
import { createSandboxUpiProvider } from '../../sandbox/upi/psp.ts';
import {
  type PaymentProviders,
  type PaymentSettings,
  paymentSettings,
  resolveSecret,
  unconfiguredProviders,
} from './providers.ts';

/** The payment providers, timings and keys of one app, shared by the purchase and payments areas. */
export interface PaymentRuntime {
  providers: PaymentProviders;
  settings: PaymentSettings;
  /** Verifies UPI callbacks (the sandbox PSP signs with it too). */
  upiWebhookSecret: Buffer;
  /** Seals the messages to and from the net-banking bank. */
  bankSecret: Buffer;
}

const runtimes = new WeakMap<FastifyInstance, Promise<PaymentRuntime>>();

export function paymentRuntime(app: FastifyInstance, deps: AppDeps): Promise<PaymentRuntime> {
  let runtime = runtimes.get(app);
  if (!runtime) {
    runtime = (async () => {
      const settings = paymentSettings(deps.config);
      const upiWebhookSecret = await resolveSecret(
        deps.db,
        'upi-webhook',
        process.env.EWA_UPI_WEBHOOK_SECRET,
      );
      const bankSecret = await resolveSecret(deps.db, 'netbanking', process.env.EWA_NETBANKING_SECRET);
      const providers: PaymentProviders = deps.config.sandbox
        ? {
            upi: createSandboxUpiProvider({
              db: deps.db,
              clock: deps.clock,
              approveDelayMs: settings.sandboxApproveDelayMs,
            }),
            netBanking: createSandboxNetBanking({ db: deps.db, secret: bankSecret }),
          }
        : unconfiguredProviders;
      return { providers, settings, upiWebhookSecret, bankSecret };
    })();
    runtimes.set(app, runtime);
  }
  return runtime;
}
