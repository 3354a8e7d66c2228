import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { texts } from './errors.ts';
import { SharedRateLimiter } from './rate.ts';

/** Headers of any response that helmet does not set. */
const notHelmets = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sends with these options. They are the same on every response (no nonces), yet
 * the plugin rebuilds helmet for each request; so they are read once from a throwaway instance and
 * then set on each reply from the list.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !notHelmets.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Security headers and the global per-IP limit (`EWA_RATE_PER_IP` requests a minute, counted in the
 * database so every instance shares it; the login calls' own budget is in calls.ts).
 * The CSP lets the portal run from this origin: scripts from self only; inline styles are allowed
 * because Lit and React set style attributes; images from self, data: and blob: (captcha, QR codes);
 * forms may post to https (bank and depository pages).
 */
export async function registerSecurity(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'", 'https:'],
      },
    },
    // The portal opens bank and depository pages in new tabs and must keep its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  if (!headers['content-security-policy']) throw new Error('helmet sent no Content-Security-Policy');
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  const limiter = new SharedRateLimiter(
    deps.db,
    deps.clock,
    app.log,
    deps.config.rateLimit.globalPerIpPerMinute,
  );
  app.addHook('onClose', () => limiter.close());
  app.addHook('onRequest', async (request, reply) => {
    if (await limiter.allow(`ip:${request.ip}`)) return;
    return reply
      .code(429)
      .type('application/json; charset=utf-8')
      .send({ isSuccess: false, message: texts.tooMany, errCode: 'RATE_LIMITED' });
  });
}
