import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const notBuiltPage = `<!doctype html><html lang="en"><meta charset="utf-8"><title>E-Wealth</title>
<body style="font-family:sans-serif;margin:3rem"><h1>E-Wealth</h1>
<p>The portal app is not built yet. Run <code>pnpm build</code> at the repository root, then reload.</p>
<p>The API answers at <code>/api/…</code>.</p></body></html>`;

/**
 * The portal under /ewa (SPA: unknown /ewa paths get index.html), the widget bundle under /ewa-ui,
 * and / → /ewa/. Builds may appear after start, so presence is checked per request.
 */
export async function registerStatic(app: FastifyInstance, repoRoot: string): Promise<void> {
  const appDist = `${repoRoot}packages/app/dist`;
  const uiDist = `${repoRoot}packages/ui/dist`;
  await app.register(fastifyStatic, { root: appDist, prefix: '/ewa/', index: ['index.html'] });
  await app.register(fastifyStatic, { root: uiDist, prefix: '/ewa-ui/', decorateReply: false });
  app.get('/', (_request, reply) => reply.redirect('/ewa/'));
  app.get('/ewa', (_request, reply) => reply.redirect('/ewa/'));

  app.decorate('sendPortalIndex', undefined);
}

/** The SPA fallback for a GET under /ewa that matched no file. */
export function sendPortalShell(
  reply: import('fastify').FastifyReply,
  repoRoot: string,
): import('fastify').FastifyReply {
  const appDist = `${repoRoot}packages/app/dist`;
  if (existsSync(`${appDist}/index.html`)) {
    return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html', appDist);
  }
  return reply.code(200).type('text/html; charset=utf-8').send(notBuiltPage);
}
