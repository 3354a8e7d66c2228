import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { texts } from './errors.ts';

/**
 * Security headers and the per-IP limiter (used by the routes that ask for it).
 * The CSP lets the portal run from this origin: scripts from self only; inline styles are allowed
 * because Lit and React set style attributes; images from self, data: and blob: (captcha, QR codes);
 * forms may post to https (bank and depository pages).
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(texts.tooMany), { statusCode: context.statusCode, code: 'RATE_LIMITED' }),
  });
}
