import { fileURLToPath } from 'node:url';
import { defaultSessionCacheMs } from './db/session-cache.ts';

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL address; unset → embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Connections per instance to PostgreSQL (`EWA_DB_POOL_MAX`). */
  dbPoolMax: number;
  /** How long a session read is reused, in ms (`EWA_SESSION_CACHE_MS`, 0 = never); see db/session-cache.ts. */
  sessionCacheMs: number;
  dataDir: string;
  /** Sandbox providers and pages (`/sandbox`): on unless production mode or `EWA_SANDBOX=off`. */
  sandbox: boolean;
  /**
   * Demo investors (known password) and their data are loaded into an empty database: on unless
   * production mode; `EWA_DEMO_DATA=on|off` decides either way.
   */
  demoData: boolean;
  production: boolean;
  /** The helpline account opening names when it cannot go on online (`EWA_HELPLINE`). */
  helpNo: string;
  /** Replies are checked against their contract structs (development and tests). */
  checkReplies: boolean;
  /** HMAC secret for session tokens; unset → generated once and kept in the database. */
  tokenSecret: string | undefined;
  session: { idleSeconds: number; absoluteSeconds: number };
  /** Captcha from 2 failures, blocked at 4 (spec 000 §9); the block ends after `EWA_LOGIN_BLOCK_HOURS`. */
  login: { captchaFromFailures: number; blockAtFailures: number; blockHours: number };
  captcha: { ttlSeconds: number };
  otp: { ttlSeconds: number; maxWrong: number; maxSends: number; sendWindowSeconds: number };
  /**
   * Per minute, counted in the database (shared by every instance): requests per IP on the login, OTP
   * and captcha calls together; attempts per login id; every request per IP (`EWA_RATE_PER_IP`).
   */
  rateLimit: { perIpPerMinute: number; perLoginIdPerMinute: number; globalPerIpPerMinute: number };
  /**
   * One address trying many accounts: at most `distinctIds` different login ids per `windowSeconds`
   * from one IP on the login, OTP and recovery calls (`EWA_LOGIN_IDS_PER_IP`,
   * `EWA_LOGIN_IDS_WINDOW_SECONDS`), counted in the database so every instance sees them.
   */
  loginIdsPerIp: { distinctIds: number; windowSeconds: number };
  /**
   * Webhook deliveries with a bad or untimely signature: counted per hour, and only the first
   * `storedPerHour` of each hour are kept with their body (`EWA_FORGED_CALLBACKS_KEPT_PER_HOUR`).
   */
  forgedCallbacks: { storedPerHour: number };
  logLevel: string;
  /**
   * The SMS / e-mail gateway (`EWA_MESSAGE_RELAY_URL`, `EWA_MESSAGE_RELAY_TOKEN`,
   * `EWA_MESSAGE_RELAY_TIMEOUT_MS`); unset → the sandbox outbox, or in production no delivery at all.
   */
  messageRelay: { url: string; token: string | undefined; timeoutMs: number } | undefined;
  /** Behind a load balancer: take the client IP from X-Forwarded-For (`EWA_TRUST_PROXY=on`). */
  trustProxy: boolean;
  /**
   * The KYC registration agency's re-KYC address (`EWA_REKYC_URL`); the investor is sent there with
   * `ucc` and `returnPath`. With the sandbox on, the sandbox's re-KYC page stands in for it.
   */
  reKycUrl: string | undefined;
  repoRoot: string;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) ? n : fallback;
}

function httpUrl(name: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`${name} must be an http(s) address, e.g. https://relay.internal/send`);
  return url.toString();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const sandbox = !production && env.EWA_SANDBOX !== 'off';
  return {
    port: int(env.PORT, 8080),
    // The sandbox shows every OTP and logs in as anyone: only this machine reaches it, unless told.
    host: env.HOST || (sandbox ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolMax: int(env.EWA_DB_POOL_MAX, 20),
    sessionCacheMs: Math.max(0, int(env.EWA_SESSION_CACHE_MS, defaultSessionCacheMs)),
    dataDir: env.EWA_DATA_DIR || `${repoRoot}.data`,
    sandbox,
    demoData: env.EWA_DEMO_DATA ? env.EWA_DEMO_DATA === 'on' : !production,
    production,
    checkReplies: !production,
    tokenSecret: env.EWA_TOKEN_SECRET || undefined,
    session: {
      idleSeconds: int(env.EWA_SESSION_IDLE_SECONDS, 15 * 60),
      absoluteSeconds: int(env.EWA_SESSION_ABSOLUTE_SECONDS, 8 * 60 * 60),
    },
    login: {
      captchaFromFailures: 2,
      blockAtFailures: 4,
      blockHours: Math.max(1, int(env.EWA_LOGIN_BLOCK_HOURS, 24)),
    },
    captcha: { ttlSeconds: int(env.EWA_CAPTCHA_SECONDS, 180) },
    otp: {
      ttlSeconds: int(env.EWA_OTP_SECONDS, 180),
      maxWrong: 3,
      maxSends: int(env.EWA_OTP_MAX_SENDS, 4),
      sendWindowSeconds: 30 * 60,
    },
    rateLimit: {
      // With the sandbox on (development, end-to-end tests) one address logs in far more often.
      perIpPerMinute: int(env.EWA_RATE_LOGIN_PER_IP, sandbox ? 600 : 60),
      perLoginIdPerMinute: int(env.EWA_RATE_LOGIN_PER_ID, sandbox ? 120 : 20),
      globalPerIpPerMinute: int(env.EWA_RATE_PER_IP, 6000),
    },
    loginIdsPerIp: {
      // The sandbox's one address (tests, demos) logs in as every demo investor many times over.
      distinctIds: Math.max(1, int(env.EWA_LOGIN_IDS_PER_IP, sandbox ? 1000 : 20)),
      // Counters are kept for an hour (rate.ts), so a window is at most that long.
      windowSeconds: Math.min(3600, Math.max(60, int(env.EWA_LOGIN_IDS_WINDOW_SECONDS, 900))),
    },
    forgedCallbacks: { storedPerHour: Math.max(0, int(env.EWA_FORGED_CALLBACKS_KEPT_PER_HOUR, 100)) },
    messageRelay: env.EWA_MESSAGE_RELAY_URL
      ? {
          url: httpUrl('EWA_MESSAGE_RELAY_URL', env.EWA_MESSAGE_RELAY_URL),
          token: env.EWA_MESSAGE_RELAY_TOKEN || undefined,
          timeoutMs: int(env.EWA_MESSAGE_RELAY_TIMEOUT_MS, 5000),
        }
      : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.EWA_TRUST_PROXY === 'on',
    reKycUrl: env.EWA_REKYC_URL ? httpUrl('EWA_REKYC_URL', env.EWA_REKYC_URL) : undefined,
    // The demo number is demo data; a deployment sets its own helpline.
    helpNo: env.EWA_HELPLINE || '1800 000 000',
    repoRoot,
  };
}

/**
 * The secrets production mode must be given rather than generate into its database (where a copy of
 * the database would be enough to forge sessions or payment callbacks). Each: a long random value,
 * the same on every instance.
 */
const productionSecrets = [
  'EWA_TOKEN_SECRET', // signs session tokens
  'EWA_UPI_WEBHOOK_SECRET', // verifies the UPI provider's callbacks
  'EWA_NETBANKING_SECRET', // seals the messages to and from the net-banking bank
] as const;

/** The settings production mode cannot start without; empty outside production mode. */
export function missingProductionSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return productionSecrets.filter((name) => !env[name]);
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** The warning to print when the sandbox is reachable from other machines (HOST set wide). */
export function sandboxExposure(config: Pick<ServerConfig, 'sandbox' | 'host' | 'port'>): string | undefined {
  if (!config.sandbox || loopbackHosts.has(config.host) || config.host.startsWith('127.')) return undefined;
  return [
    `WARNING: the sandbox is on and HOST=${config.host} lets other machines reach it: anyone who reaches`,
    `port ${config.port} can read every OTP at /sandbox/outbox and log in as any investor. Unset HOST to`,
    'listen on 127.0.0.1 only, or turn the sandbox off (NODE_ENV=production or EWA_SANDBOX=off).',
  ].join('\n');
}

/** A configuration for tests: sandbox on, replies checked, quiet logs, a fixed secret. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  return {
    ...base,
    tokenSecret: 'test-secret-not-for-production',
    // Every test request comes from one address; per-IP limits get their own test.
    rateLimit: { ...base.rateLimit, perIpPerMinute: 10_000, globalPerIpPerMinute: 10_000_000 },
    ...overrides,
  };
}
