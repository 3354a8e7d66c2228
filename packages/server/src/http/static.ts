import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a person sees in the moment the portal's pages are not in place (an update being put in place). */
const updatingPage = `<!doctype html><html lang="en"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>E-Wealth</title>
<body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:36rem;padding:0 1rem;line-height:1.5">
<h1>E-Wealth is being updated</h1>
<p>The portal will be back in a minute. Your investments and orders are not affected.</p>
<p><a href="">Try again</a></p></body></html>`;
/** Seconds a browser is asked to wait before asking again. */
const UPDATING_RETRY_SECONDS = 30;

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
  // For whoever runs the server (never for a person on the portal): the pages come from a build.
  if (!existsSync(`${appDist}/index.html`))
    app.log.warn(`${appDist} holds no build of the portal app: run \`pnpm build\` at the repository root`);
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
  return reply
    .code(503)
    .header('retry-after', String(UPDATING_RETRY_SECONDS))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(updatingPage);
}
