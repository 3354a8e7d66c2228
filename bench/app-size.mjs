#!/usr/bin/env node
// Prints the gzip size (gzip -9 of the built files) of the JavaScript a browser really downloads for the
// login route, and of the whole app. Build first: `pnpm build`.
//
// The login figure is measured, not derived: the built server starts on a fresh temporary database
// (port BENCH_PORT, default 18410), headless Chromium (CHROME_PATH, default /usr/bin/chromium) opens
// /ewa/login with an empty cache at 1280 × 720, waits until the network is idle and two seconds more,
// and every JavaScript file the page requested is counted — the entry, its preloads and whatever the
// page fetches right after it shows. The manifest's static closure of the entry (what the HTML alone
// asks for) is printed beside it for comparison.
// Budget: the login route at most 120 KB gzip. Exits 1 when over budget, 2 when it cannot measure.
// With --smoke: builds the app first when there is no build, waits less, and does not judge the sizes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { startBuiltServer } from './built-server.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const dist = join(root, 'packages/app/dist');
const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const BUDGET_KB = 120;
const SETTLE_MS = smoke ? 300 : 2000;
const port = Number(process.env.BENCH_PORT ?? 18410);
const base = `http://127.0.0.1:${port}`;

if (smoke && !existsSync(join(dist, '.vite/manifest.json'))) {
  console.log('No build found: building the app (pnpm --filter @ewa/app build) ...');
  const built = spawnSync('pnpm', ['--filter', '@ewa/app', 'build'], { cwd: root, stdio: 'ignore' });
  if (built.status !== 0) {
    console.error('The app did not build.');
    process.exit(2);
  }
}

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('No build found: run `pnpm build` first.');
  process.exit(2);
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const sumKb = (files) => files.reduce((sum, file) => sum + gzipKb(file), 0);

/** The chunk of a manifest key and every chunk it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** Bytes on the wire and content encoding of each JavaScript file the browser fetched. */
const wire = new Map();
const wireKb = (files) => files.reduce((sum, file) => sum + (wire.get(file)?.bytes ?? 0), 0) / 1024;
const encodingsOf = (files) => [...new Set(files.map((file) => wire.get(file)?.encoding ?? '?'))].join(', ');

/** The built files (dist-relative) of every JavaScript request the login page made. */
async function loginRequests() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const files = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === base && url.pathname.startsWith('/ewa/') && url.pathname.endsWith('.js'))
        files.add(url.pathname.slice('/ewa/'.length));
    });
    // What crossed the wire for each of them: the body as sent (compressed) and its encoding.
    page.on('requestfinished', async (request) => {
      const url = new URL(request.url());
      if (url.origin !== base || !url.pathname.endsWith('.js')) return;
      const response = await request.response();
      const sizes = await request.sizes();
      wire.set(url.pathname.slice('/ewa/'.length), {
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
      });
    });
    await page.goto(`${base}/ewa/login`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await page
      .getByRole('button', { name: /log ?in/i })
      .first()
      .waitFor({ timeout: 5000 });
    const onLoad = [...files];
    // Then the form is filled in (its first focus fetches the contract client) and one login attempt made
    // (a wrong password keeps the page): what using the page adds.
    await page.getByRole('textbox', { name: 'Account Number' }).fill('50000001');
    await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    return { onLoad, onFirstCall: [...files].filter((file) => !onLoad.includes(file)) };
  } finally {
    await browser.close();
  }
}

const stopServer = await startBuiltServer({ port, label: 'app-size' }).then(
  ({ stop }) => stop,
  (error) => {
    console.error(`Cannot measure: ${error.message}`);
    process.exit(2);
  },
);
let loginFiles;
let firstCallFiles = [];
try {
  ({ onLoad: loginFiles, onFirstCall: firstCallFiles } = await loginRequests());
} catch (error) {
  console.error(`Cannot measure: ${error.message}`);
  process.exitCode = 2;
} finally {
  await stopServer();
}
if (!loginFiles) process.exit();

const loginKb = sumKb(loginFiles);
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const staticFiles = [...staticClosure(entry)]
  .map((key) => manifest[key].file)
  .filter((f) => f.endsWith('.js'));
const allFiles = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);

console.log(
  `login route JS (requested by Chromium): ${loginKb.toFixed(1)} KB gzip in ${loginFiles.length} files (budget ${BUDGET_KB} KB)`,
);
for (const file of loginFiles.sort()) console.log(`  ${file}  ${gzipKb(file).toFixed(1)} KB`);
console.log(
  `  on the wire: ${wireKb(loginFiles).toFixed(1)} KB as the server sent them (${encodingsOf(loginFiles)}, Chromium's Accept-Encoding)`,
);
console.log(
  `then filling in the form (the client is fetched on its first focus) and one login attempt load: ${sumKb(firstCallFiles).toFixed(1)} KB gzip more in ${firstCallFiles.length} files (the contract client and the login calls)`,
);
for (const file of firstCallFiles.sort()) console.log(`  ${file}  ${gzipKb(file).toFixed(1)} KB`);
console.log(
  `entry's static imports (manifest): ${sumKb(staticFiles).toFixed(1)} KB gzip in ${staticFiles.length} files`,
);
console.log(`whole app JS: ${sumKb(allFiles).toFixed(1)} KB gzip in ${allFiles.length} files`);
if (smoke) console.log('smoke run: the sizes above are not judged');
else if (loginKb > BUDGET_KB) {
  console.error(`Over budget by ${(loginKb - BUDGET_KB).toFixed(1)} KB.`);
  process.exitCode = 1;
}
