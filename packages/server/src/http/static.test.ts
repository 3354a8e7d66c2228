import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// A built portal in a temporary repository root: the files a build writes, with their compressed copies.
const root = `${mkdtempSync(join(tmpdir(), 'ewa-static-'))}/`;
const dist = join(root, 'packages/app/dist');
const script = `export const screen = "${'a'.repeat(4000)}";`;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>E-Wealth</title>');
  writeFileSync(join(dist, 'meta.json'), '{"version":"1"}');
  writeFileSync(join(dist, 'assets/Screen-a1B2c3D4.js'), script);
  writeFileSync(join(dist, 'assets/Screen-a1B2c3D4.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/Screen-a1B2c3D4.js.gz'), gzipSync(script));
  t = await createTestApp({ repoRoot: root }, { areas: [] });
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('portal delivery', () => {
  it('sends the build’s brotli or gzip copy of an asset by Accept-Encoding, and the plain file otherwise', async () => {
    const br = await get('/ewa/assets/Screen-a1B2c3D4.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const gz = await get('/ewa/assets/Screen-a1B2c3D4.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/ewa/assets/Screen-a1B2c3D4.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year and revalidate the page and its version file', async () => {
    expect((await get('/ewa/assets/Screen-a1B2c3D4.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/ewa/meta.json')).headers['cache-control']).toBe('no-cache');
    const page = await get('/ewa/transact/mutual-funds');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a file that is not there (a chunk of an older release), never the HTML page', async () => {
    for (const url of ['/ewa/assets/anything.js', '/ewa/assets/Old-zzzzzzzz.css', '/ewa/favicon.png']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toMatch(/<!doctype/i);
    }
  });

  it('tells a person the portal is being updated while its pages are not in place, never how to build them', async () => {
    const bare = `${mkdtempSync(join(tmpdir(), 'ewa-static-bare-'))}/`;
    const other = await createTestApp({ repoRoot: bare }, { areas: [] });
    try {
      for (const url of ['/ewa/', '/ewa/transact/mutual-funds/portfolio']) {
        const res = await other.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('30');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toContain('E-Wealth is being updated');
        expect(res.body).not.toMatch(/pnpm|build|repository/i);
      }
    } finally {
      await other.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
