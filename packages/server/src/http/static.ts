import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const notBuiltPage = `<!doctype html><html lang="en"><meta charset="utf-8"><title>E-Wealth</title>
<body style="font-family:sans-serif;margin:3rem"><h1>E-Wealth</h1>
<p>The portal app is not built yet. Run <code>pnpm build</code> at the repository root, then reload.</p>
<p>The API answers at <code>/api/…</code>.</p></body></html>`;

/** Hashed build output: its name changes with its content, so a browser may keep it for a year. */
const HASHED_ASSET = /\/assets\/[^/]+-[\w-]{8,}(\.\w+)+$/;
/** A request for a file (a script, a style sheet, an image…), as opposed to a page of the portal. */
const FILE_REQUEST = /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|txt|br|gz)$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Cache-Control by path: hashed assets for a year, everything else (index.html, meta.json, the widget bundle) revalidated. */
export function cacheControlFor(path: string): string {
  return HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE;
}

/**
 * The portal under /ewa (SPA: unknown /ewa pages get index.html, unknown files a 404), the widget
 * bundle under /ewa-ui, and / → /ewa/. Files go out as the build's brotli or gzip copy when the
 * browser accepts one (written at build, never compressed per request). Builds may appear after
 * start, so presence is checked per request.
 */
export async function registerStatic(app: FastifyInstance, repoRoot: string): Promise<void> {
  const appDist = `${repoRoot}packages/app/dist`;
  const uiDist = `${repoRoot}packages/ui/dist`;
  const delivery = {
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => reply.header('cache-control', cacheControlFor(path)),
  };
  await app.register(fastifyStatic, { root: appDist, prefix: '/ewa/', index: ['index.html'], ...delivery });
  await app.register(fastifyStatic, { root: uiDist, prefix: '/ewa-ui/', decorateReply: false, ...delivery });
  app.get('/', (_request, reply) => reply.redirect('/ewa/'));
  app.get('/ewa', (_request, reply) => reply.redirect('/ewa/'));

  app.decorate('sendPortalIndex', undefined);
}

/**
 * The SPA fallback for a GET under /ewa that matched no file: a page of the portal gets index.html;
 * a missing file (a chunk of an older release, a mistyped asset) gets a 404, so a stale tab sees the
 * failure and reloads instead of running an HTML page as a script.
 */
export function sendPortalShell(
  request: FastifyRequest,
  reply: FastifyReply,
  repoRoot: string,
): FastifyReply {
  const appDist = `${repoRoot}packages/app/dist`;
  const path = request.url.split('?')[0] ?? '';
  if (FILE_REQUEST.test(path)) {
    return reply
      .code(404)
      .header('cache-control', REVALIDATE)
      .type('text/plain; charset=utf-8')
      .send('Not found');
  }
  if (existsSync(`${appDist}/index.html`)) {
    return reply.code(200).header('cache-control', REVALIDATE).sendFile('index.html', appDist);
  }
  return reply.code(200).type('text/html; charset=utf-8').send(notBuiltPage);
}
