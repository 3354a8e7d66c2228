#!/usr/bin/env node
// UPI wait-page load: N investors each waiting on a UPI payment, each polling
// purchase/getUpiCallBackResDetail every 10 s (the spec's callback check interval) for a bounded run.
// Prints latency percentiles and errors. Targets: p99 < 50 ms on PostgreSQL, 0 errors.
//
//   node bench/upi-poll.mjs [--payments 2000] [--seconds 60] [--interval 10000] [--port 18122]
//   node bench/upi-poll.mjs --smoke   (50 payments polling every 0.5 s for 2 s: starts, runs and stops
//   cleanly; the latency is not judged, but every poll must answer PENDING)
//
// Database: TEST_DATABASE_URL or DATABASE_URL (a private schema, dropped afterwards); otherwise
// embedded PGlite in memory. Loopback only. The server runs in a child process (its own event loop)
// with production reply handling (no reply-shape checks) and the per-IP limit lifted, since every
// simulated payer shares 127.0.0.1. The waiting payments are written straight to the database in the
// state a sent collect request leaves them (nobody answers, nothing expires during the run).
import { fork } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  benchArgs,
  databaseKind,
  loadServer,
  openBenchDatabase,
  stopWhenParentDoes,
} from './server-child.mjs';

const args = benchArgs();
const smoke = args.smoke === '1';
const PAYMENTS = Number(args.payments ?? (smoke ? 50 : 2000));
const SECONDS = Number(args.seconds ?? (smoke ? 2 : 60));
const INTERVAL_MS = Number(args.interval ?? (smoke ? 500 : 10_000));
const PORT = Number(args.port ?? 18122);
const kind = databaseKind;

if (args.serve) await serve();
else await drive();

/** The child: database, server, demo sessions and waiting payments; answers their ids to the parent. */
async function serve() {
  const server = await loadServer();
  const { load } = server;
  const { buildApp, depsOf } = await load('app.ts');
  const { testConfig } = await load('config.ts');
  const { prepareDatabase } = await load('seed/prepare.ts');
  const { openSession } = await load('session/sessions.ts');
  const { payments } = await load('kernel/payments/schema.ts');

  const { database, release: releaseDatabase } = await openBenchDatabase(server, 'upi', 10);
  let app;
  const release = async () => {
    await app?.close();
    await releaseDatabase();
  };
  stopWhenParentDoes(release);

  const payers = [];
  // A failure while preparing still drops the schema.
  try {
    // The demo investors own the sessions and payments below (production mode would leave them out).
    await prepareDatabase(database, { demo: true, areas: ['purchase'] });
    const base = testConfig();
    app = await buildApp(
      { ...base, checkReplies: false, rateLimit: { ...base.rateLimit, globalPerIpPerMinute: 10_000_000 } },
      database,
      { areas: ['purchase'] },
    );
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const deps = depsOf(app);
    const investors = Array.from({ length: 11 }, (_, i) => String(50_000_001 + i));
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 3_600_000);
    for (let i = 0; i < PAYMENTS; i++) {
      const njAcNo = investors[i % investors.length];
      const { token } = await openSession(
        deps,
        { njAcNo, loginId: njAcNo, accType: 'TAC' },
        { ip: '127.0.0.1', userAgent: 'bench' },
      );
      payers.push({ token, trxnId: `EWABENCH${String(i).padStart(8, '0')}`, njAcNo });
    }
    for (let i = 0; i < payers.length; i += 500) {
      await deps.db.insert(payments).values(
        payers.slice(i, i + 500).map((p) => ({
          trxnId: p.trxnId,
          njAcNo: p.njAcNo,
          payMode: '8',
          amountPaise: 250_000,
          payStatus: 'PENDING',
          payerVpa: 'meera@ewapay',
          collectStatus: 'SUCCESS',
          collectRequestedAt: now,
          upiRefTrxnId: `BENCH${p.trxnId}`,
          expiresAt,
          confirmationKey: `bench-${p.trxnId}`,
          confirmReply: {},
          createdAt: now,
        })),
      );
    }
  } catch (error) {
    console.error(error);
    await release();
    process.exit(1);
  }
  process.send({ ready: true, payers: payers.map(({ token, trxnId }) => ({ token, trxnId })) });
}

/** The parent: the payers' wait pages, each polling every interval over keep-alive connections. */
async function drive() {
  process.stdout.write(
    `Preparing ${kind}: migrations, demo data, ${PAYMENTS} sessions and waiting payments...\n`,
  );
  const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--serve', '1'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [],
  });
  const { payers } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });

  // A browser keeps its connection to the portal open between polls.
  const agent = new http.Agent({ keepAlive: true, maxSockets: PAYMENTS });
  const body = (trxnId) => JSON.stringify({ trxnid: trxnId });
  function poll(payer) {
    return new Promise((resolve) => {
      const payload = body(payer.trxnId);
      const request = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          path: '/api/purchase/getUpiCallBackResDetail',
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            authorization: `Bearer ${payer.token}`,
          },
          timeout: 30_000,
        },
        (response) => {
          const chunks = [];
          response.on('data', (c) => chunks.push(c));
          response.on('end', () => {
            try {
              const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
              const ok =
                response.statusCode === 200 && json.isSuccess === true && json.data?.PAY_STATUS === 'PENDING';
              resolve(ok ? null : `${response.statusCode} ${json.message ?? ''}`);
            } catch {
              resolve(`${response.statusCode} unreadable body`);
            }
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => resolve(String(error.code ?? error.message)));
      request.end(payload);
    });
  }

  // Warm-up (JIT, connection pool, query plans) is not measured.
  for (let i = 0; i < Math.min(300, payers.length); i += 10)
    await Promise.all(payers.slice(i, i + 10).map(poll));
  // One payer alone: the floor the concurrent run is compared with.
  const alone = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    await poll(payers[i % payers.length]);
    alone.push(performance.now() - t0);
  }
  alone.sort((a, b) => a - b);
  process.stdout.write(`One request at a time: median ${alone[25].toFixed(1)} ms\n`);

  const latencies = [];
  const errorKinds = new Map();
  let errors = 0;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  process.stdout.write(`Polling: ${PAYMENTS} payers every ${INTERVAL_MS / 1000} s for ${SECONDS} s...\n`);
  const startedAt = Date.now();
  const endAt = startedAt + SECONDS * 1000;
  async function waitingPayer(payer) {
    // Wait pages opened at different moments: the first polls spread over one interval.
    await sleep(Math.random() * INTERVAL_MS);
    while (Date.now() < endAt) {
      const t0 = performance.now();
      const error = await poll(payer);
      const took = performance.now() - t0;
      latencies.push(took);
      if (error) {
        errors++;
        errorKinds.set(error, (errorKinds.get(error) ?? 0) + 1);
      }
      await sleep(Math.max(0, Math.min(INTERVAL_MS - took, endAt - Date.now())));
    }
  }
  await Promise.all(payers.map(waitingPayer));
  const elapsed = (Date.now() - startedAt) / 1000;
  agent.destroy();
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));

  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const ms = (v) => `${v.toFixed(1)} ms`;
  const p99 = pct(99);
  const lines = [
    '',
    `upi-poll bench — ${kind}`,
    `  waiting payments : ${PAYMENTS}`,
    `  run              : ${elapsed.toFixed(1)} s, poll every ${INTERVAL_MS / 1000} s`,
    `  requests         : ${latencies.length} (${(latencies.length / elapsed).toFixed(1)} req/s)`,
    `  latency          : p50 ${ms(pct(50))}, p95 ${ms(pct(95))}, p99 ${ms(p99)}, max ${ms(latencies.at(-1) ?? 0)}`,
    `  errors           : ${errors}${errorKinds.size ? ` ${JSON.stringify(Object.fromEntries(errorKinds))}` : ''}`,
    `  target           : p99 < 50 ms ${p99 < 50 ? 'met' : 'MISSED'}; errors 0 ${errors === 0 ? 'met' : 'MISSED'}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  if (smoke) process.stdout.write('smoke run: the latency above is not judged\n');
  process.exitCode = errors === 0 && (smoke || p99 < 50) ? 0 : 1;
}
