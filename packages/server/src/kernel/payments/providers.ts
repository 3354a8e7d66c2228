import { createHmac, timingSafeEqual } from 'node:crypto';
import { UPI_TIMEOUT_MS } from '@ewa/api';
import type { ServerConfig } from '../../config.ts';
import { rupeesText } from '../money.ts';

/** Where a PSP posts its signed UPI callbacks (answered in the purchase area's provider scope). */
export const UPI_CALLBACK_PATH = '/api/payments/upi/callback';
/** Where a bank sends the browser back after a net-banking payment. */
export const NETBANKING_RETURN_PATH = '/api/payments/netbanking/return';
/** The portal page that shows a net-banking result. */
export const INSTANT_RESPONSE_PATH = '/ewa/transact/instaPur-response';

export const MERCHANT_VPA = 'ewealthmf@ewapay';
export const MERCHANT_NAME = 'E-Wealth Mutual Funds';

/** The `upi://pay` link of a payment (NPCI's intent parameters). */
export function intentUrl(trxnId: string, amountPaise: number): string {
  const params = new URLSearchParams({
    pa: MERCHANT_VPA,
    pn: MERCHANT_NAME,
    tr: trxnId,
    am: rupeesText(amountPaise),
    cu: 'INR',
    tn: `Purchase ${trxnId}`,
  });
  return `upi://pay?${params.toString().replaceAll('+', '%20')}`;
}

/** What a PSP says about a collect request or QR payment. UNKNOWN: it has never heard of it. */
export type PspStatus = 'PENDING' | 'SUCCESS' | 'FAILED' | 'REJECTED' | 'EXPIRED' | 'UNKNOWN';

/** The UPI payment service provider, as the server sees it (a real PSP or the sandbox). */
export interface UpiProvider {
  /** VPA check: verified ('VE') or not, and the account holder's name. */
  verifyVpa(vpa: string): Promise<{ verified: boolean; payerName: string }>;
  /** Sends a collect request; a repeat for the same merchant id answers the first request. */
  requestCollect(request: {
    merchantTrxnId: string;
    payerVpa: string;
    amountPaise: number;
    note: string;
    expiresAt: Date;
  }): Promise<{ accepted: boolean; upiRefTrxnId: string; message: string }>;
  /** A dynamic QR / intent link for one payment; a repeat answers the first. */
  createDynamicQr(request: {
    merchantTrxnId: string;
    amountPaise: number;
    note: string;
    expiresAt: Date;
  }): Promise<{ upiRefTrxnId: string; intentUrl: string }>;
  /** Status inquiry. */
  inquire(merchantTrxnId: string): Promise<{ status: PspStatus; upiRefTrxnId: string }>;
  /** Our side gave up (expiry): the PSP must not let the payer pay any more. */
  withdraw(merchantTrxnId: string): Promise<void>;
}

/** The net-banking gateway. */
export interface NetBankingProvider {
  /** Where to send the browser for this payment. */
  paymentUrl(request: {
    merchantTrxnId: string;
    amountPaise: number;
    bankCode: string;
    expiresAt: Date;
  }): string;
  inquire(merchantTrxnId: string): Promise<{ status: PspStatus; bankRefNo: string }>;
  /**
   * The bank's answer carried by the browser back to `NETBANKING_RETURN_PATH` (its query), when it
   * is genuinely the bank's: each bank seals it its own way. Undefined for a forged or broken one.
   */
  openReturn(query: Record<string, unknown>): NetBankingReturn | undefined;
}

/** What a bank says about one payment when it sends the browser back. */
export interface NetBankingReturn {
  merchantTrxnId: string;
  amountPaise: number;
  status?: 'SUCCESS' | 'FAILED';
  bankRefNo?: string;
}

export interface PaymentProviders {
  upi: UpiProvider;
  netBanking: NetBankingProvider;
}

/** Outside the sandbox no PSP is configured in this build: payments by these modes are refused. */
export const unconfiguredProviders: PaymentProviders = {
  upi: {
    verifyVpa: async () => ({ verified: false, payerName: '' }),
    requestCollect: async () => ({ accepted: false, upiRefTrxnId: '', message: 'UPI is not available.' }),
    createDynamicQr: async () => {
      throw new Error('no UPI provider configured');
    },
    inquire: async () => ({ status: 'UNKNOWN', upiRefTrxnId: '' }),
    withdraw: async () => {},
  },
  netBanking: {
    paymentUrl: () => {
      throw new Error('no net-banking provider configured');
    },
    inquire: async () => ({ status: 'UNKNOWN', bankRefNo: '' }),
    openReturn: () => undefined,
  },
};

/** Timings of the payment flows; the production values are the spec's. */
export interface PaymentSettings {
  /** Life of a UPI collect request or QR (spec: 300000 ms). */
  upiTimeoutMs: number;
  /** Life of a net-banking payment at the bank. */
  netBankingTimeoutMs: number;
  /** How often the expiry sweeper and the sandbox PSP look for due work. */
  tickMs: number;
  /** How long success@ewapay takes to approve (about 3 s). */
  sandboxApproveDelayMs: number;
  /** UPI ceiling per payment. */
  upiMaxPaise: number;
}

/**
 * `EWA_SANDBOX_UPI_EXPIRY_SECONDS` shortens the UPI expiry for tests — honoured only with the
 * sandbox on, so production keeps the spec's 5 minutes.
 */
export function paymentSettings(config: Pick<ServerConfig, 'sandbox'>, env = process.env): PaymentSettings {
  const shortExpiry = Number(env.EWA_SANDBOX_UPI_EXPIRY_SECONDS);
  const tick = Number(env.EWA_PAYMENTS_TICK_MS);
  return {
    upiTimeoutMs: config.sandbox && shortExpiry > 0 ? shortExpiry * 1000 : UPI_TIMEOUT_MS,
    netBankingTimeoutMs: 15 * 60_000,
    tickMs: tick > 0 ? tick : 1000,
    sandboxApproveDelayMs: 3000,
    upiMaxPaise: 50_000_000,
  };
}

export const UPI_SIGNATURE_HEADER = 'x-ewapay-signature';

/** How far a callback's signing time may be from the server's clock, either way. */
export const CALLBACK_TOLERANCE_MS = 5 * 60_000;

function hmacOf(secret: Buffer, seconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${seconds}.${body}`, 'utf8').digest('hex');
}

/**
 * `t=<unix seconds>,sha256=<hex>`: the HMAC covers the signing time and the exact bytes sent, so a
 * captured callback can be replayed only within the tolerance (and then is a duplicate).
 */
export function signCallback(secret: Buffer, body: string, at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return `t=${seconds},sha256=${hmacOf(secret, seconds, body)}`;
}

/** FORGED: not signed with our secret; UNTIMELY: genuine, but signed outside the tolerance. */
export function checkCallbackSignature(
  secret: Buffer,
  body: string,
  header: string | undefined,
  now: Date,
): 'VALID' | 'FORGED' | 'UNTIMELY' {
  const match = /^t=(\d{1,12}),sha256=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return 'FORGED';
  const seconds = Number(match[1]);
  const expected = Buffer.from(hmacOf(secret, seconds, body));
  const given = Buffer.from(match[2] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'FORGED';
  return Math.abs(now.getTime() - seconds * 1000) <= CALLBACK_TOLERANCE_MS ? 'VALID' : 'UNTIMELY';
}

/** Rupees as a PSP writes them: plain digits with at most 2 decimals ("1000", "1000.5", "1000.50"). */
export function plainRupeesToPaise(text: string): number | undefined {
  const match = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** What the PSP posts to the server's callback route. Amount in rupees text, as PSPs send it. */
export interface UpiCallbackBody {
  eventId: string;
  merchantTrxnId: string;
  upiRefTrxnId: string;
  status: 'SUCCESS' | 'FAILED' | 'REJECTED' | 'EXPIRED';
  amount: string;
  payerVpa: string;
  occurredAt: string;
}
