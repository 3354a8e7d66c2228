#!/usr/bin/env node
// Authorizing under load: N pending transactions authorized (a share rejected) by C concurrent
// clients, with duplicated requests the way browsers make them: a double click or a retry carrying
// the same Idempotency-Key, and a second session acting on a transaction already acted on. Prints
// throughput and latency percentiles, then checks the database: every transaction left PENDING
// exactly once (one audit row of its action), every same-key copy answered the first reply, and
// every other session was told it was already acted on.
//
//   node bench/authorize.mjs [--transactions 10000] [--clients 50] [--duplicates 0.2] [--port 18123]
//   node bench/authorize.mjs --smoke          (300 transactions, 20 clients: seconds)
//
// Database: TEST_DATABASE_URL or DATABASE_URL (a private schema, dropped afterwards); otherwise
// embedded PGlite in memory. Loopback only. The server runs in a child process with production
// reply handling (no reply-shape checks) and the per-IP limit lifted (every client is 127.0.0.1).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { benchArgs, databaseKind, databaseUrl, loadServer, openBenchDatabase } from './server-child.mjs';

const args = benchArgs();
const smoke = args.smoke === '1';
const TRANSACTIONS = Number(args.transactions ?? (smoke ? 300 : 10_000));
const CLIENTS = Number(args.clients ?? (smoke ? 20 : 50));
const DUPLICATES = Number(args.duplicates ?? 0.2);
const PORT = Number(args.port ?? 18123);
const _url = databaseUrl;
const kind = databaseKind;
const INVESTORS = Array.from({ length: 11 }, (_, i) => String(50_000_001 + i));
const TYPES = ['SIP', 'RED', 'SWI', 'STP', 'SWP', 'TPSIP', 'NSWI'];

if (args.serve) await serve();
else await drive();

/** The child: database, server, one session per investor (two, for the "other session"), the pending work. */
async function serve() {
  const server = await loadServer();
  const { load } = server;
  const { buildApp, depsOf } = await load('app.ts');
  const { testConfig } = await load('config.ts');
  const { prepareDatabase } = await load('seed/prepare.ts');
  const { openSession } = await load('session/sessions.ts');
  const { enterTransactions } = await load('areas/authorize/entry.ts');
  const { linkSealerFor } = await load('areas/authorize/link.ts');

  const { database, release } = await openBenchDatabase(server, 'auth', 20);
  let app;
  const stop = async () => {
    await app?.close();
    await release();
    process.exit(0);
  };
  process.on('message', async (m) => {
    if (m === 'stop') await stop();
    if (m === 'check') process.send({ check: await check() });
  });
  process.on('disconnect', stop);

  await prepareDatabase(database, { demo: true, areas: ['authorize', 'purchase'] });
  const base = testConfig();
  app = await buildApp(
    {
      ...base,
      checkReplies: false,
      rateLimit: { ...base.rateLimit, globalPerIpPerMinute: 100_000_000, perLoginIdPerMinute: 100_000_000 },
    },
    database,
    { areas: ['authorize'] },
  );
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const deps = depsOf(app);
  const sealer = linkSealerFor(deps.tokens);

  const sessions = {};
  for (const njAcNo of INVESTORS) {
    const open = () =>
      openSession(deps, { njAcNo, loginId: njAcNo, accType: 'TAC' }, { ip: '127.0.0.1', userAgent: 'bench' });
    sessions[njAcNo] = [(await open()).token, (await open()).token];
  }
  const [{ id: lastDemoId }] = await database.sql.query(
    'select coalesce(max(id), 0)::int as id from auth_transactions',
  );
  const firstId = Number(lastDemoId);
  const work = [];
  for (let i = 0; i < TRANSACTIONS; i += 1000) {
    const entries = [];
    for (let j = i; j < Math.min(TRANSACTIONS, i + 1000); j++) {
      const njAcNo = INVESTORS[j % INVESTORS.length];
      entries.push({
        njAcNo,
        trxnType: TYPES[j % TYPES.length],
        amountPaise: 100_000 + j,
        lines: [{ schCode: 'ARJ0001', schName: 'Bench Fund', amountPaise: 100_000 + j }],
      });
    }
    const rows = await enterTransactions(deps.db, entries);
    const exp = Math.floor(Date.now() / 1000) + 3600;
    for (const [k, row] of rows.entries())
      work.push({ refNo: row.refNo, reference: sealer.seal({ id: row.id, exp }), njAcNo: entries[k].njAcNo });
  }

  async function check() {
    const [states] = await database.sql.query(
      `select
         count(*) filter (where status = 'PENDING')::int as pending,
         count(*) filter (where status = 'AUTHORIZED')::int as authorized,
         count(*) filter (where status = 'REJECTED')::int as rejected,
         count(*) filter (where action_reply is null and status <> 'PENDING')::int as without_reply
       from auth_transactions where id > $1`,
      [firstId],
    );
    const [audits] = await database.sql.query(
      `select count(*)::int as rows, count(distinct detail->>'refNo')::int as refs
       from audit_log where action in ('authorize.authorize', 'authorize.reject') and outcome = 'success'
         and (detail->>'refNo') in (select ref_no from auth_transactions where id > $1)`,
      [firstId],
    );
    return { ...states, ...audits };
  }

  process.send({ ready: true, work, sessions });
}

/** The parent: C clients share a queue of requests, duplicates included; replies are compared after. */
async function drive() {
  process.stdout.write(`Preparing ${kind}: migrations, demo data, ${TRANSACTIONS} pending transactions...\n`);
  const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--serve', '1'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [],
  });
  const { work, sessions } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

  function post(path, body, token, key) {
    return new Promise((resolve) => {
      const payload = JSON.stringify(body);
      const t0 = performance.now();
      const request = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          path: `/api/${path}`,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            authorization: `Bearer ${token}`,
            ...(key ? { 'idempotency-key': key } : {}),
          },
          timeout: 60_000,
        },
        (response) => {
          const chunks = [];
          response.on('data', (c) => chunks.push(c));
          response.on('end', () => {
            const took = performance.now() - t0;
            try {
              resolve({
                status: response.statusCode,
                json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
                took,
              });
            } catch {
              resolve({ status: response.statusCode, json: null, took });
            }
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) =>
        resolve({ status: 0, json: { message: String(error.code ?? error.message) }, took: 0 }),
      );
      request.end(payload);
    });
  }

  // Every transaction: one action (4 in 5 authorize, 1 in 5 reject) with its key; a share is sent
  // twice with the same key (double click, retry), and a share again from the investor's other
  // session with another key (a second tab): that one must be told it was already acted on.
  const requests = [];
  for (const [i, w] of work.entries()) {
    const action = i % 5 === 4 ? 'reject' : 'authorize';
    const key = `bench-${i}-${randomBytes(6).toString('hex')}`;
    const base = { i, action, key, token: sessions[w.njAcNo][0], reference: w.reference, kind: 'first' };
    requests.push(base);
    if (Math.random() < DUPLICATES) requests.push({ ...base, kind: 'same-key' });
    if (Math.random() < DUPLICATES / 4)
      requests.push({ ...base, kind: 'other-session', key: `${key}-b`, token: sessions[w.njAcNo][1] });
  }
  // Copies land close together, as a double click does: shuffle within small windows only.
  for (let i = requests.length - 1; i > 0; i--) {
    const j = Math.max(0, i - Math.floor(Math.random() * 8));
    [requests[i], requests[j]] = [requests[j], requests[i]];
  }

  const replies = work.map(() => []);
  const latencies = [];
  let next = 0;
  let transportErrors = 0;
  const startedAt = performance.now();
  async function client() {
    while (next < requests.length) {
      const r = requests[next++];
      const path =
        r.action === 'authorize' ? 'ewamftrxnsws/api/mfauth/onAuthorize' : 'ewamftrxnsws/api/mfauth/onReject';
      const res = await post(path, { reqFrom: 'web', encryptedData: r.reference }, r.token, r.key);
      latencies.push(res.took);
      if (res.status !== 200 || !res.json) transportErrors++;
      replies[r.i].push({ ...r, res });
    }
  }
  process.stdout.write(
    `Acting: ${requests.length} requests (${work.length} transactions) from ${CLIENTS} clients...\n`,
  );
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const elapsed = (performance.now() - startedAt) / 1000;

  // Beside the money calls (every one passes the money door), a read of the same clients and sessions.
  const READS = Math.min(requests.length, smoke ? 300 : 5000);
  const readLatencies = [];
  let nextRead = 0;
  async function reader() {
    while (nextRead < READS) {
      const r = requests[nextRead++];
      const res = await post(
        'ewamftrxnsws/api/mfauth/getTotalNonMarsCount',
        { reqFrom: 'web', authType: 'ALL' },
        r.token,
      );
      readLatencies.push(res.took);
      if (res.status !== 200 || !res.json) transportErrors++;
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, reader));

  // The same reply, whatever order its fields were stored in.
  const canonical = (value) =>
    JSON.stringify(value, (_key, v) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
        : v,
    );
  // Per transaction: exactly one key succeeded; every copy with that key got the same reply; every
  // other key was refused as already acted on.
  let notOnce = 0;
  let copiesDiffer = 0;
  let othersNotRefused = 0;
  for (const list of replies) {
    const winners = new Set(list.filter((x) => x.res.json?.isSuccess === true).map((x) => x.key));
    if (winners.size !== 1) {
      notOnce++;
      continue;
    }
    const [winner] = winners;
    const first = canonical(list.find((x) => x.key === winner).res.json);
    for (const x of list) {
      if (x.key === winner && canonical(x.res.json) !== first) copiesDiffer++;
      if (x.key !== winner && x.res.json?.errCode !== 'ALREADY_ACTED') othersNotRefused++;
    }
  }
  child.send('check');
  const db = await new Promise((resolve) => child.once('message', (m) => resolve(m.check)));
  agent.destroy();
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));

  latencies.sort((a, b) => a - b);
  readLatencies.sort((a, b) => a - b);
  const pctOf = (list, p) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] ?? 0;
  const pct = (p) => pctOf(latencies, p);
  const ms = (v) => `${v.toFixed(1)} ms`;
  const sameKey = requests.filter((r) => r.kind === 'same-key').length;
  const otherSession = requests.filter((r) => r.kind === 'other-session').length;
  const exactlyOnce =
    db.pending === 0 &&
    db.without_reply === 0 &&
    db.authorized + db.rejected === work.length &&
    db.rows === work.length &&
    db.refs === work.length &&
    notOnce === 0 &&
    copiesDiffer === 0 &&
    othersNotRefused === 0 &&
    transportErrors === 0;
  const lines = [
    '',
    `authorize bench — ${kind}${smoke ? ' (smoke)' : ''}`,
    `  transactions     : ${work.length} pending, ${CLIENTS} concurrent clients`,
    `  requests         : ${requests.length} (${sameKey} same-key copies, ${otherSession} from a second session)`,
    `  throughput       : ${(requests.length / elapsed).toFixed(1)} req/s, ${(work.length / elapsed).toFixed(1)} transactions/s over ${elapsed.toFixed(1)} s`,
    `  latency          : p50 ${ms(pct(50))}, p95 ${ms(pct(95))}, p99 ${ms(pct(99))}, max ${ms(latencies.at(-1) ?? 0)}`,
    `  money door       : authorize / reject p50 ${ms(pct(50))}, p99 ${ms(pct(99))} — a read beside it (pending count, ${READS}) p50 ${ms(pctOf(readLatencies, 50))}, p99 ${ms(pctOf(readLatencies, 99))}`,
    `  database         : ${db.authorized} authorized, ${db.rejected} rejected, ${db.pending} still pending, ${db.rows} audit rows for ${db.refs} transactions`,
    `  replies          : ${notOnce} transactions not acted on exactly once, ${copiesDiffer} same-key copies answered differently, ${othersNotRefused} second sessions not refused, ${transportErrors} transport errors`,
    `  exactly once     : ${exactlyOnce ? 'yes' : 'NO'}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  process.exitCode = exactlyOnce ? 0 : 1;
}
