import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL address; unset → embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Connections per instance to PostgreSQL (`EWA_DB_POOL_MAX`). */
  dbPoolMax: number;
  /** How long a session read is reused, in ms (`EWA_SESSION_CACHE_MS`, 0 = never); see session/cache.ts. */
  sessionCacheMs: number;
  dataDir: string;
  /** Sandbox providers and pages (`/sandbox`): on unless production mode or `EWA_SANDBOX=off`. */
  sandbox: boolean;
  production: boolean;
  /** Replies are checked against their contract structs (development and tests). */
  checkReplies: boolean;
  /** HMAC secret for session tokens; unset → generated once and kept in the database. */
  tokenSecret: string | undefined;
  session: { idleSeconds: number; absoluteSeconds: number };
  login: { captchaFromFailures: number; blockAtFailures: number };
  captcha: { ttlSeconds: number };
  otp: { ttlSeconds: number; maxWrong: number; maxSends: number; sendWindowSeconds: number };
  /** Requests per IP per minute on login, OTP and captcha calls; per login id per minute in the database. */
  rateLimit: { perIpPerMinute: number; perLoginIdPerMinute: number; globalPerIpPerMinute: number };
  logLevel: string;
  /** Behind a load balancer: take the client IP from X-Forwarded-For (`EWA_TRUST_PROXY=on`). */
  trustProxy: boolean;
  repoRoot: string;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const sandbox = !production && env.EWA_SANDBOX !== 'off';
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolMax: int(env.EWA_DB_POOL_MAX, 20),
    sessionCacheMs: Math.max(0, int(env.EWA_SESSION_CACHE_MS, 1000)),
    dataDir: env.EWA_DATA_DIR || `${repoRoot}.data`,
    sandbox,
    production,
    checkReplies: !production,
    tokenSecret: env.EWA_TOKEN_SECRET || undefined,
    session: {
      idleSeconds: int(env.EWA_SESSION_IDLE_SECONDS, 15 * 60),
      absoluteSeconds: int(env.EWA_SESSION_ABSOLUTE_SECONDS, 8 * 60 * 60),
    },
    login: { captchaFromFailures: 2, blockAtFailures: 4 },
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
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.EWA_TRUST_PROXY === 'on',
    repoRoot,
  };
}

/** A configuration for tests: sandbox on, replies checked, quiet logs, a fixed secret. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  return {
    ...base,
    tokenSecret: 'test-secret-not-for-production',
    // Every test request comes from one address; per-IP limits get their own test.
    rateLimit: { ...base.rateLimit, perIpPerMinute: 10_000 },
    ...overrides,
  };
}
