import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { storedNavFeed } from './areas/portfolio/nav-feed.ts';
import { type Clock, systemClock, TestClock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { type Area, createRouter, sendEnvelope } from './http/calls.ts';
import { texts } from './http/errors.ts';
import { registerSecurity } from './http/security.ts';
import { registerStatic, sendPortalShell } from './http/static.ts';
import { InstanceState } from './instance.ts';
import { createPaymentRuntime, paymentSettings, unconfiguredProviders } from './kernel/payments/index.ts';
import { hearNavLoads } from './kernel/schemes/navs.ts';
import { type MessageSender, noGatewaySender, outboxSender, SandboxOutages } from './messaging/messages.ts';
import { relaySender } from './messaging/relay.ts';
import { sandboxNavFeed } from './sandbox/funds/nav-feed.ts';
import { createSandboxPayments, registerSandboxPayments, type SandboxPayments } from './sandbox/payments.ts';
import { registerSandbox } from './sandbox/routes.ts';
import { resolveTokenSecret, TokenSigner } from './session/tokens.ts';

export interface BuildOptions {
  clock?: Clock;
  messages?: MessageSender;
  /** Where logs go (tests capture them to prove secrets are redacted). */
  logStream?: NodeJS.WritableStream;
  /** Only these areas (tests of one area); all when absent. */
  areas?: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies the app was built with (see `depsOf`). */
    deps: AppDeps;
  }
}

/** The dependencies an app was built with (tests use them to call domain functions directly). */
export function depsOf(app: FastifyInstance): AppDeps {
  if (!app.hasDecorator('deps')) throw new Error('not an app from buildApp');
  return app.deps;
}

/** Paths whose values never reach a log line. */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.confirmPassword',
  '*.otp',
  '*.token',
  '*.captchaCode',
];

/**
 * The request as its log line shows it: the path without the query string, which may carry a link's
 * token or hand-over code, or other personal values.
 */
export function requestLogFields(request: FastifyRequest): Record<string, unknown> {
  const query = request.url.indexOf('?');
  return {
    method: request.method,
    url: query < 0 ? request.url : `${request.url.slice(0, query)}?[redacted]`,
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Every folder under src/areas with an index.ts is an area; order is by name, so start-up is stable. */
export async function loadAreas(only?: string[]): Promise<Area[]> {
  const dir = new URL('./areas/', import.meta.url);
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (!only || only.includes(d.name)))
    .filter((d) => readdirSync(new URL(`${d.name}/`, dir)).includes('index.ts'))
    .map((d) => d.name)
    .sort();
  const areas: Area[] = [];
  for (const name of names) {
    const mod = (await import(new URL(`${name}/index.ts`, dir).href)) as { default?: Area };
    if (!mod.default) throw new Error(`src/areas/${name}/index.ts must default-export defineArea(...)`);
    areas.push(mod.default);
  }
  return areas;
}

function messageSenderFor(config: ServerConfig, database: Database, outages: SandboxOutages): MessageSender {
  if (config.messageRelay) return relaySender(config.messageRelay);
  return config.sandbox ? outboxSender(database.db, outages) : noGatewaySender;
}

/** The whole service on a migrated database: used by main and by tests (with `app.inject`). */
export async function buildApp(
  config: ServerConfig,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: { req: requestLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  // main.ts refuses to start so, with a clear message; this guards every other way of building the app.
  if (config.production && !config.tokenSecret)
    throw new Error('EWA_TOKEN_SECRET must be set in production mode (it is never generated there)');
  const outages = new SandboxOutages();
  const tokens = new TokenSigner(await resolveTokenSecret(database.db, config.tokenSecret));
  // Every instance on the database tells the others of its NAV loads; this one hears them until it closes.
  const navLoads = await hearNavLoads(database);
  app.addHook('onClose', navLoads.stop);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    // The sandbox's clock moves when a tester says so (POST /sandbox/api/clock); production's never does.
    clock: options.clock ?? (config.sandbox ? new TestClock() : systemClock),
    messages: options.messages ?? messageSenderFor(config, database, outages),
    tokens,
    navs: navLoads.navs,
    instance: new InstanceState(),
  };

  app.decorate('deps', deps);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API replies are personal (and the sandbox's show OTPs): kept by no browser or proxy, unless a
    // public catalogue said otherwise.
    if (
      (request.url.startsWith('/api/') || request.url.startsWith('/sandbox/')) &&
      !reply.hasHeader('cache-control')
    )
      reply.header('cache-control', 'no-store');
  });

  // An empty body reads as "no body"; anything else must be JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error(texts.badJson), { statusCode: 400, code: 'BAD_JSON' }), undefined);
    }
  });

  // Before any route: a route keeps the error handler in force when it was added.
  app.setNotFoundHandler((request, reply) => {
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.url === '/ewa' || request.url.startsWith('/ewa/'))
    ) {
      return sendPortalShell(request, reply, config.repoRoot);
    }
    return sendEnvelope(reply, 404, { isSuccess: false, message: texts.notFound, errCode: 'NOT_FOUND' });
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429
          ? texts.tooMany
          : error.code === 'BAD_JSON'
            ? texts.badJson
            : 'The request is not valid.';
      return sendEnvelope(reply, status, {
        isSuccess: false,
        message,
        errCode: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST',
        ...(status === 400 ? { field: '(body)' } : {}),
      });
    }
    request.log.error({ err: error, requestId: request.id }, 'unexpected failure');
    return sendEnvelope(reply, 500, {
      isSuccess: false,
      message: texts.generic,
      displayMessage: texts.generic,
      errCode: 'INTERNAL',
      requestId: String(request.id),
    });
  });

  await registerSecurity(app, deps);
  await app.register(cookie);

  // Liveness: GET for load balancers; POST takes (and ignores) a JSON body like every contract call,
  // the like-for-like baseline of bench/api.mjs.
  app.route({ method: ['GET', 'POST'], url: '/api/health', handler: async () => ({ isSuccess: true }) });

  const areas = await loadAreas(options.areas);
  // The purchase area pays through the providers chosen here: the sandbox's PSP and bank, or none
  // (outside the sandbox no PSP is configured in this build, so those pay modes are refused).
  let sandboxPayments: SandboxPayments | undefined;
  if (areas.some((area) => area.name === 'purchase')) {
    const settings = paymentSettings(config);
    if (config.sandbox) sandboxPayments = await createSandboxPayments(deps, settings);
    const providers = sandboxPayments?.providers ?? unconfiguredProviders;
    app.decorate('payments', await createPaymentRuntime(deps, settings, providers));
  }

  // The portfolio allots units at the NAVs the fund houses declare: the sandbox's, or those stored.
  if (areas.some((area) => area.name === 'portfolio'))
    app.decorate('navFeed', config.sandbox ? sandboxNavFeed(deps.navs) : storedNavFeed);

  for (const area of areas) {
    await area.register(createRouter(app, deps, area.name));
  }

  if (config.sandbox) {
    await registerSandbox(app, deps, { outages });
    if (sandboxPayments) await registerSandboxPayments(app, deps, sandboxPayments, app.payments);
  }
  await registerStatic(app, config.repoRoot);

  return app;
}
