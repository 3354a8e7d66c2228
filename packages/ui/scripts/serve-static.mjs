#!/usr/bin/env node
// A tiny static file server on loopback, for the browser tests (loan-site page, built Storybook) and
// for opening examples/ by hand: module scripts do not load from file:// URLs.
//   node scripts/serve-static.mjs [directory=.] [port=16100]
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function fileFor(rootDir, url) {
  const pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  const path = normalize(join(rootDir, pathname));
  // Never serve outside the root, whatever the request path says.
  if (path !== rootDir && !path.startsWith(rootDir + sep)) return undefined;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return fileFor(rootDir, `${pathname.replace(/\/?$/, '/')}index.html`);
    return stat.isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

function listen(server, port) {
  return new Promise((resolvePort, reject) => {
    const onError = (error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolvePort(port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, '127.0.0.1');
  });
}

/**
 * Serves `directory` on 127.0.0.1 at the first free port of `ports`.
 * @param {string} directory
 * @param {number[]} ports
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(directory, ports) {
  const rootDir = resolve(directory);
  const server = createServer((request, response) => {
    const file =
      request.method === 'GET' || request.method === 'HEAD'
        ? fileFor(rootDir, request.url ?? '/')
        : undefined;
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // Hashed assets (a built Storybook) may be cached so each story page loads fast; pages never are.
      'cache-control': /\.(html|json)$/.test(file) ? 'no-store' : 'max-age=600',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  for (const port of ports) {
    try {
      await listen(server, port);
      return {
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      };
    } catch (error) {
      if (error.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`serve-static: ports ${ports[0]}–${ports.at(-1)} are all in use`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [directory = '.', port = '16100'] = process.argv.slice(2);
  const { url } = await serveStatic(directory, [Number(port)]);
  console.log(`Serving ${resolve(directory)} at ${url}/ (Ctrl+C to stop)`);
}
