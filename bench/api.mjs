#!/usr/bin/env node
// Throughput and p99 of the API on loopback, in one run:
//   1. a bare route (GET /api/health: the same server, hooks and headers, no database),
//   2. an authenticated read (login/checkEwealthAccountActivation: token, session row, account row),
//   3. their ratio (target ≥ 0.5 on PostgreSQL),
//   4. login (argon2id-bound), separately.
// Database: DATABASE_URL, else TEST_DATABASE_URL, else embedded PGlite in a temporary directory.
// On PostgreSQL the run uses a fresh schema and drops it afterwards.
// Usage: node bench/api.mjs [seconds per run, default 8]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'packages/server');
const require = createRequire(join(serverDir, 'package.json'));
const autocannon = require('autocannon');
const pg = require('pg');

const seconds = Number(process.argv[2] ?? 8);
const port = Number(process.env.BENCH_PORT ?? 18081);
const base = `http://127.0.0.1:${port}`;
const pgUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';

const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production', // no reply checking, no sandbox: what an operator runs
  EWA_TOKEN_SECRET: randomBytes(24).toString('hex'),
  EWA_RATE_LOGIN_PER_IP: '100000000',
  EWA_RATE_LOGIN_PER_ID: '100000000',
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

function run(title, opts) {
  return new Promise((resolve, reject) => {
    const { path, ...rest } = opts;
    autocannon(
      { url: `${base}${path}`, duration: seconds, connections: 16, pipelining: 1, ...rest },
      (err, res) => {
        if (err) return reject(err);
        const bad = res.non2xx + res.errors + res.timeouts;
        resolve({ title, rps: res.requests.average, p99: res.latency.p99, total: res.requests.total, bad });
      },
    );
  });
}

try {
  await waitReady();
  const credentials = { loginId: '50000001', password: 'Demo@1234', loginWith: 'ACNO' };
  const login = await (await fetch(`${base}/api/login/v2/authenticate`, post(credentials))).json();
  if (!login.token) throw new Error(`login failed: ${JSON.stringify(login)}`);
  const read = post({ njAcNo: '50000001', reqFrom: 'WEB' }, login.token);

  // Warm up both paths (JIT, connection pool).
  await run('warm-up', { path: '/api/login/checkEwealthAccountActivation', ...read, duration: 2 });

  const bare = await run('bare route   GET /api/health', { path: '/api/health' });
  const auth = await run('auth read    POST /api/login/checkEwealthAccountActivation', {
    path: '/api/login/checkEwealthAccountActivation',
    ...read,
  });
  const logins = await run('login        POST /api/login/v2/authenticate (argon2id)', {
    path: '/api/login/v2/authenticate',
    ...post(credentials),
    connections: 4,
  });

  const db = pgUrl ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(`\nE-Wealth API bench — ${db}, ${seconds} s per run, loopback, ${new Date().toISOString()}`);
  console.log(
    'run'.padEnd(62),
    'req/s'.padStart(9),
    'p99 ms'.padStart(8),
    'requests'.padStart(9),
    'non-2xx'.padStart(8),
  );
  for (const r of [bare, auth, logins]) {
    console.log(
      r.title.padEnd(62),
      r.rps.toFixed(0).padStart(9),
      String(r.p99).padStart(8),
      String(r.total).padStart(9),
      String(r.bad).padStart(8),
    );
  }
  const ratio = auth.rps / bare.rps;
  console.log(
    `\nauthenticated read / bare route throughput: ${ratio.toFixed(2)} (target ≥ 0.5 on PostgreSQL)`,
  );
  if (bare.bad || auth.bad) console.log('warning: some requests did not answer 2xx');
} finally {
  await cleanup();
}
