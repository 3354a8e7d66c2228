#!/usr/bin/env node
// Lighthouse (its npm package, mobile preset: simulated 4G and a mid-range phone) on the pages an
// investor meets first: the login page, the fund list and a scheme page, against the built server on a
// fresh temporary database (port BENCH_PORT, default 18420). Build first: `pnpm build`.
// Prints performance, LCP, TBT and CLS per page and judges them against the goal: performance ≥ 90,
// CLS ≤ 0.05, LCP ≤ 2.5 s. Exits 1 when a page misses it, 2 when it cannot measure.
//
// --smoke: the login page only, and what the user's first visit depends on before any score: every
// script and style sheet arrives compressed (brotli or gzip), hashed assets are cached for a year as
// immutable, index.html and meta.json are revalidated, and the login page's CLS is within the goal.
//
// --runs=N: each page N times (default 1), the median of each figure printed (scores move with the load
// of a shared machine). --why: after each page, what held the main thread (Lighthouse's long tasks and
// the scripts' boot-up time), to find what to fix.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { startBuiltServer } from './built-server.mjs';
import {
  figuresOf,
  GOAL,
  judgeRow,
  medianOf,
  NOT_MEASURED,
  unmeasured,
  withRetry,
} from './lighthouse/figures.mjs';

const smoke = process.argv.includes('--smoke');
const why = process.argv.includes('--why');
const runs = Math.max(1, Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1));
const port = Number(process.env.BENCH_PORT ?? 18420);
const debuggingPort = Number(process.env.BENCH_DEBUG_PORT ?? 18421);

const server = await startBuiltServer({ port, label: 'lighthouse' }).catch((error) => {
  console.error(`Cannot measure: ${error.message}`);
  process.exit(2);
});
const base = server.base;
const profile = mkdtempSync(join(tmpdir(), 'ewa-lighthouse-'));
// A persistent context is the browser's default one, so the tab Lighthouse opens shares its storage
// (the session the login below leaves in local storage).
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath,
  args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
  viewport: { width: 390, height: 844 },
});

/** Lighthouse's performance figures for one address, once. */
async function auditOnce(url) {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (lhr?.runtimeError)
    console.error(`lighthouse: ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`);
  if (why && lhr?.audits) explain(url, lhr.audits);
  return figuresOf(lhr);
}

/**
 * Lighthouse's figures for one address; a figure it could not measure (or a run that failed) is tried
 * once more, and stays undefined ("not measured") when the second run cannot measure it either.
 */
async function audit(url) {
  const attempt = () =>
    auditOnce(url).catch((error) => {
      console.error(`lighthouse: ${url}: ${error.message}`);
      return {};
    });
  const first = await attempt();
  const missing = unmeasured(first);
  if (missing.length === 0) return first;
  console.error(`lighthouse: ${url}: ${missing.join(', ')} ${NOT_MEASURED}; trying once more`);
  return withRetry(first, await attempt());
}

/** The page's long main-thread tasks and the scripts that cost the most time, for --why. */
function explain(url, audits) {
  const short = (u) => String(u).replace(base, '');
  console.log(`\n${short(url)}: main thread`);
  for (const group of audits['mainthread-work-breakdown'].details?.items ?? [])
    console.log(`  ${group.groupLabel}: ${Math.round(group.duration)} ms`);
  for (const task of (audits['long-tasks'].details?.items ?? []).slice(0, 8))
    console.log(
      `  long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${short(task.url)}`,
    );
  for (const script of (audits['bootup-time'].details?.items ?? []).slice(0, 6))
    console.log(
      `  ${short(script.url)}: ${Math.round(script.scripting)} ms scripting, ${Math.round(script.scriptParseCompile)} ms parse`,
    );
}

/** The median of each figure over `runs` audits of one address. */
async function measure(url) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await audit(url));
  return medianOf(results);
}

/** What the first visit's responses say about compression and caching, as the browser receives them. */
async function deliveryProblems() {
  const page = await context.newPage();
  const seen = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === base) seen.push({ path: url.pathname, headers: response.headers() });
  });
  await page.goto(`${base}/ewa/login`, { waitUntil: 'networkidle' });
  const meta = await fetch(`${base}/ewa/meta.json`, { headers: { 'accept-encoding': 'br, gzip' } });
  seen.push({ path: '/ewa/meta.json', headers: Object.fromEntries(meta.headers) });
  await page.close();
  const problems = [];
  for (const { path, headers } of seen) {
    const cache = headers['cache-control'] ?? '';
    const encoding = headers['content-encoding'] ?? '';
    // The build compresses every text file over 1 KB; smaller ones go as they are.
    const bytes = Number(headers['content-length'] ?? Number.POSITIVE_INFINITY);
    if (/\.(js|css)$/.test(path) && !/^(br|gzip)$/.test(encoding) && bytes > 1024)
      problems.push(`${path} arrives uncompressed (content-encoding: ${encoding || 'none'})`);
    if (path.startsWith('/ewa/assets/') && !(/max-age=31536000/.test(cache) && /immutable/.test(cache)))
      problems.push(`${path} is not cached as immutable for a year (cache-control: ${cache})`);
    if ((path === '/ewa/login' || path === '/ewa/meta.json') && !/no-cache|no-store/.test(cache))
      problems.push(`${path} is not revalidated (cache-control: ${cache})`);
  }
  if (!seen.some((s) => s.path.startsWith('/ewa/assets/'))) problems.push('the login page loaded no assets');
  return problems;
}

async function logIn() {
  const page = await context.newPage();
  await page.goto(`${base}/ewa/login`);
  await page.getByRole('textbox', { name: 'Account Number' }).fill('50000001');
  await page.getByRole('textbox', { name: 'Password' }).fill(server.demoPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 });
  const firstScheme = await (
    await fetch(`${base}/api/purchase/getSchemeList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageSize: 1 }),
    })
  ).json();
  await page.close();
  return firstScheme.data.schemes[0].schCode;
}

let failed = false;
try {
  const rows = [];
  if (smoke) {
    const problems = await deliveryProblems();
    for (const problem of problems) console.error(`delivery: ${problem}`);
    failed ||= problems.length > 0;
    if (!problems.length)
      console.log('delivery: scripts and styles compressed, assets immutable, pages revalidated');
    rows.push(['/ewa/login', await audit(`${base}/ewa/login`)]);
  } else {
    rows.push(['/ewa/login', await measure(`${base}/ewa/login`)]);
    const schCode = await logIn();
    rows.push(['fund list', await measure(`${base}/ewa/transact/mutual-funds`)]);
    rows.push(['scheme page', await measure(`${base}/ewa/transact/mutual-funds/scheme/${schCode}`)]);
  }
  console.log(
    `\nload average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}; median of ${runs} run(s)`,
  );
  console.log('\n| page | Lighthouse performance | LCP | TBT | CLS |\n|---|---|---|---|---|');
  for (const [page, figures] of rows) {
    const { line, failed: pageFailed } = judgeRow(page, figures, { smoke });
    failed ||= pageFailed;
    console.log(line);
  }
  console.log(
    `\ngoal: performance ≥ ${GOAL.performance}, CLS ≤ ${GOAL.cls}, LCP ≤ ${GOAL.lcpMs / 1000} s${smoke ? ' (smoke: CLS and delivery only)' : ''}`,
  );
} catch (error) {
  console.error(`Cannot measure: ${error.stack ?? error.message}`);
  process.exitCode = 2;
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server.stop();
}
if (failed && !process.exitCode) process.exitCode = 1;
