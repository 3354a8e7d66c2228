#!/usr/bin/env node
// Throughput and p99 of the API on loopback, in one run:
//   1. a bare route: POST /api/health with the same JSON body as the read (the same server, hooks,
//      headers and body parsing, no token and no database), and GET /api/health for reference,
//   2. an authenticated read (login/checkEwealthAccountActivation: token, session row, account row),
//   3. a scheme's purchase detail (purchase/getSchemeDetail: token, scheme facts, the investor's holding
//      and nominees),
//   4. each read's ratio to the bare route (target ≥ 0.5 on PostgreSQL, and p99 < 100 ms for the detail). The POST route is the baseline: every contract call
//      is a POST with a JSON body, and reading and parsing that body costs about as much as the whole
//      GET answer, so against GET the ratio would mostly measure body parsing, not our work,
//   5. login (argon2id-bound), separately.
// Database: DATABASE_URL, else TEST_DATABASE_URL, else embedded PGlite in a temporary directory.
// On PostgreSQL the run uses a fresh schema and drops it afterwards.
// The bare routes and the authenticated read alternate in short rounds, so a machine whose load
// changes during the run weighs on both alike; the server's own CPU time per request is printed too
// (Linux), which depends far less on what else the machine is doing than requests per second.
// The server runs as in production: NODE_ENV=production (no reply checking, no sandbox), via tsx.
// Usage: node bench/api.mjs [seconds per kind, default 8]
//        node bench/api.mjs --smoke   (half a second per kind, one round: starts, runs and stops cleanly;
//        the figures are not judged, but every request must answer 2xx)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'packages/server');
const require = createRequire(join(serverDir, 'package.json'));
const autocannon = require('autocannon');
const pg = require('pg');

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const seconds = smoke ? 0.5 : Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 8);
const rounds = smoke ? 1 : 4;
const warmUpSeconds = smoke ? 0.2 : 2;
const port = Number(process.env.BENCH_PORT ?? 18081);
const base = `http://127.0.0.1:${port}`;
const pgUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';

const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production', // no reply checking, no sandbox: what an operator runs
  EWA_DEMO_DATA: 'on', // the authenticated read and login use a demo investor
  EWA_TOKEN_SECRET: randomBytes(24).toString('hex'),
  EWA_UPI_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
  EWA_NETBANKING_SECRET: randomBytes(24).toString('hex'),
  EWA_RATE_LOGIN_PER_IP: '100000000',
  EWA_RATE_LOGIN_PER_ID: '100000000',
  EWA_RATE_PER_IP: '1000000000', // every request comes from 127.0.0.1
};
let schema;
let dataDir;
if (pgUrl) {
  schema = `ewa_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  env.DATABASE_URL = url.toString();
} else {
  dataDir = mkdtempSync(join(tmpdir(), 'ewa-bench-'));
  env.EWA_DATA_DIR = dataDir;
  delete env.DATABASE_URL;
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function cleanup() {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (schema) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

async function waitReady() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

const post = (body, token) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

/** CPU seconds the server process has used so far (Linux /proc), or undefined elsewhere. */
function serverCpuSeconds() {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

function once(opts, duration) {
  return new Promise((resolve, reject) => {
    const { path, ...rest } = opts;
    autocannon({ url: `${base}${path}`, duration, connections: 16, pipelining: 1, ...rest }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

/** One kind of request over `parts` runs; the totals, the worst round's p99 and server CPU per request. */
function tally(title) {
  return { title, total: 0, seconds: 0, p99: 0, bad: 0, cpu: 0, cpuKnown: true };
}
async function measure(t, opts, duration) {
  const cpu0 = serverCpuSeconds();
  const res = await once(opts, duration);
  const cpu1 = serverCpuSeconds();
  t.total += res.requests.total;
  t.seconds += res.duration;
  t.p99 = Math.max(t.p99, res.latency.p99);
  t.bad += res.non2xx + res.errors + res.timeouts;
  if (cpu0 === undefined || cpu1 === undefined) t.cpuKnown = false;
  else t.cpu += cpu1 - cpu0;
}
const rps = (t) => t.total / t.seconds;
const cpuPerRequest = (t) => (t.cpuKnown && t.total ? ((t.cpu / t.total) * 1e6).toFixed(0) : '-');

try {
  await waitReady();
  const credentials = { loginId: '50000001', password: 'Demo@1234', loginWith: 'ACNO' };
  const login = await (await fetch(`${base}/api/login/v2/authenticate`, post(credentials))).json();
  if (!login.token) throw new Error(`login failed: ${JSON.stringify(login)}`);
  const readPath = '/api/login/checkEwealthAccountActivation';
  const read = { path: readPath, ...post({ njAcNo: '50000001', reqFrom: 'WEB' }, login.token) };
  const detailPath = '/api/purchase/getSchemeDetail';
  const detailBody = { schCode: 'ARJ0001', isDirect: 'Y', schOpt: 'G', ccode: '50000001' };
  const detail = { path: detailPath, ...post(detailBody, login.token) };
  const health = { path: '/api/health' };
  // The same request as the read, minus the token: method, headers and body parsing cost the same.
  const healthPost = { path: '/api/health', ...post({ njAcNo: '50000001', reqFrom: 'WEB' }) };

  // Warm up every path (JIT, connection pool).
  await once(read, warmUpSeconds);
  await once(detail, warmUpSeconds);
  await once(health, warmUpSeconds / 2);
  await once(healthPost, warmUpSeconds / 2);

  const loadBefore = loadavg()[0];
  const bareGet = tally('bare route   GET /api/health');
  const bare = tally('bare route   POST /api/health (same JSON body as the read)');
  const auth = tally(`auth read    POST ${readPath}`);
  const schemeDetail = tally(`detail read  POST ${detailPath}`);
  for (let i = 0; i < rounds; i++) {
    await measure(bareGet, health, seconds / rounds);
    await measure(bare, healthPost, seconds / rounds);
    await measure(auth, read, seconds / rounds);
    await measure(schemeDetail, detail, seconds / rounds);
  }
  const logins = tally('login        POST /api/login/v2/authenticate (argon2id)');
  await measure(
    logins,
    { path: '/api/login/v2/authenticate', ...post(credentials), connections: 4 },
    seconds,
  );
  const loadAfter = loadavg()[0];

  const db = pgUrl ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(
    `\nE-Wealth API bench — ${db}, ${seconds} s per kind (bare GET, bare POST and auth alternate in ${rounds} rounds), loopback, ${new Date().toISOString()}`,
  );
  console.log(`load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);
  console.log(
    'run'.padEnd(62),
    'req/s'.padStart(9),
    'p99 ms'.padStart(8),
    'requests'.padStart(9),
    'non-2xx'.padStart(8),
    'server µs/req'.padStart(14),
  );
  for (const r of [bareGet, bare, auth, schemeDetail, logins]) {
    console.log(
      r.title.padEnd(62),
      rps(r).toFixed(0).padStart(9),
      String(r.p99).padStart(8),
      String(r.total).padStart(9),
      String(r.bad).padStart(8),
      cpuPerRequest(r).padStart(14),
    );
  }
  const ratio = rps(auth) / rps(bare);
  console.log(
    `\nauthenticated read / bare POST route throughput: ${ratio.toFixed(2)} (target ≥ 0.5 on PostgreSQL)`,
  );
  console.log(
    `scheme detail / bare POST route throughput:      ${(rps(schemeDetail) / rps(bare)).toFixed(2)} (target ≥ 0.5 and p99 < 100 ms on PostgreSQL)`,
  );
  console.log(
    `authenticated read / bare GET route throughput:  ${(rps(auth) / rps(bareGet)).toFixed(2)} (reference: GET has no body to read and parse)`,
  );
  if (bare.cpuKnown && auth.cpuKnown)
    console.log(
      `bare POST route / authenticated read server CPU per request: ${(bare.cpu / bare.total / (auth.cpu / auth.total)).toFixed(2)}`,
    );
  console.log('p99 is the worst of the rounds.');
  if (bareGet.bad || bare.bad || auth.bad || schemeDetail.bad)
    console.log('warning: some requests did not answer 2xx');
  if (smoke) {
    console.log('smoke run: the figures above are not judged');
    // The login before the runs proved that logging in works; a short run may finish none under load.
    if (bareGet.bad || bare.bad || auth.bad || schemeDetail.bad || logins.bad) process.exitCode = 1;
  }
} finally {
  await cleanup();
}
