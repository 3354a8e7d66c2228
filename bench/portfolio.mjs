#!/usr/bin/env node
// Portfolio and net-worth replies for a large investor: 200 holdings built from 10,000 allotments.
// Measures portfolio/getPortfolioSummary, portfolio/getHoldings, NetworthReport/netWorthReport
// (today and a year ago) and portfolio/getValueHistory (the whole portfolio over 1Y and All, one holding
// over 1Y) one request at a time and 4 at a time; prints p50/p95/p99 per call. The value history is
// kept per investor until NAVs load or the holdings change, so its repeats here are the kept answers;
// its first read of a range is the one statement of value-history.ts.
// Target: p99 < 100 ms on PostgreSQL for every call.
//
//   node bench/portfolio.mjs [--requests 300] [--port 18124]
//   node bench/portfolio.mjs --smoke   (20 holdings, 1,000 allotments, 20 requests a call: starts, runs and
//   stops cleanly; the latency is not judged, but every reply must be a success with the right count)
//
// Database: TEST_DATABASE_URL or DATABASE_URL (a private schema, dropped afterwards); otherwise embedded
// PGlite in memory. Loopback only. The server runs in a child process with production reply handling.
import { fork } from 'node:child_process';
import http from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  benchArgs,
  databaseKind,
  databaseUrl,
  loadServer,
  openBenchDatabase,
  stopWhenParentDoes,
} from './server-child.mjs';

const args = benchArgs();
const smoke = args.smoke === '1';
const HOLDINGS = smoke ? 20 : 200;
const PER_HOLDING = 50;
const REQUESTS = Number(args.requests ?? (smoke ? 20 : 300));
const PORT = Number(args.port ?? 18124);
const INVESTOR = '50000011';
const url = databaseUrl;
const kind = databaseKind;

if (args.serve) await serve();
else await drive();

/** The child: database, server, the investor's holdings and a session; answers the token to the parent. */
async function serve() {
  const server = await loadServer();
  const { load } = server;
  const { buildApp, depsOf } = await load('app.ts');
  const { testConfig } = await load('config.ts');
  const { prepareDatabase } = await load('seed/prepare.ts');
  const { openSession } = await load('session/sessions.ts');

  const { database, release: releaseDatabase } = await openBenchDatabase(server, 'portfolio', 10);
  let app;
  const release = async () => {
    await app?.close();
    await releaseDatabase();
  };
  stopWhenParentDoes(release);

  let token;
  try {
    await prepareDatabase(database, { demo: true, areas: ['purchase', 'portfolio'] });
    const base = testConfig();
    app = await buildApp(
      { ...base, checkReplies: false, rateLimit: { ...base.rateLimit, globalPerIpPerMinute: 10_000_000 } },
      database,
      { areas: ['purchase', 'portfolio'] },
    );
    await app.listen({ port: PORT, host: '127.0.0.1' });
    // The investor's plans: the first HOLDINGS plans with a stored NAV history; PER_HOLDING purchases
    // each, on every fifth NAV day back from the latest (about a year of monthly-ish SIPs).
    await database.sql.query(
      `with plans as (
         select distinct sch_code, is_direct, sch_opt from nav_history order by 1, 2, 3 limit ${HOLDINGS}
       ), days as (
         select h.sch_code, h.is_direct, h.sch_opt, h.nav_date, h.nav,
                row_number() over (partition by h.sch_code, h.is_direct, h.sch_opt order by h.nav_date desc) as n
         from nav_history h join plans using (sch_code, is_direct, sch_opt)
       )
       insert into portfolio_transactions
         (nj_ac_no, sch_code, is_direct, sch_opt, folio_no, trxn_type, nav_date, nav, amount_paise, units_milli)
       select '${INVESTOR}', sch_code, is_direct, sch_opt, 'B' || sch_code, 'SIP', nav_date, nav,
              500000, (500000::bigint * 100000) / nav
       from days where n % 5 = 0 and n <= ${PER_HOLDING * 5}`,
    );
    await database.sql.query(
      `insert into folio_holdings (nj_ac_no, sch_code, is_direct, sch_opt, folio_no, units_milli, holding_mode)
       select nj_ac_no, sch_code, is_direct, sch_opt, min(folio_no), sum(units_milli), 'D'
       from portfolio_transactions where nj_ac_no = '${INVESTOR}' group by 1, 2, 3, 4
       on conflict do nothing`,
    );
    const [count] = await database.sql.query(
      `select count(*)::int as n, count(distinct (sch_code, is_direct, sch_opt))::int as plans
       from portfolio_transactions where nj_ac_no = '${INVESTOR}'`,
    );
    if (url) await database.sql.query('analyze');
    ({ token } = await openSession(
      depsOf(app),
      { njAcNo: INVESTOR, loginId: INVESTOR, accType: 'TAC' },
      { ip: '127.0.0.1', userAgent: 'bench' },
    ));
    const [first] = await database.sql.query(
      `select sch_code, is_direct, sch_opt from portfolio_transactions where nj_ac_no = '${INVESTOR}'
       order by 1, 2, 3 limit 1`,
    );
    const plan = { schCode: first.sch_code, isDirect: first.is_direct, schOpt: first.sch_opt };
    process.send({ ready: true, token, transactions: count.n, plans: count.plans, plan });
  } catch (error) {
    console.error(error);
    await release();
    process.exit(1);
  }
}

async function drive() {
  process.stdout.write(`Preparing ${kind}: migrations, demo data, ${HOLDINGS} holdings...\n`);
  const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--serve', '1'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { token, transactions, plans, plan } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });

  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const ddmmyyyy = (d) =>
    `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
  const ist = new Date(Date.now() + 330 * 60_000);
  const yearAgo = new Date(ist.getTime() - 365 * 86_400_000);
  const calls = [
    {
      name: 'portfolio summary',
      path: 'portfolio/getPortfolioSummary',
      body: {},
      check: (d) => d.holdingCount === plans,
    },
    { name: 'holdings', path: 'portfolio/getHoldings', body: {}, check: (d) => d.holdings.length === plans },
    {
      name: 'net worth (today)',
      path: 'NetworthReport/netWorthReport',
      body: { acCode: INVESTOR, asOnDate: ddmmyyyy(ist) },
      check: (d) => d.rows.length === plans,
    },
    {
      name: 'net worth (a year ago)',
      path: 'NetworthReport/netWorthReport',
      body: { acCode: INVESTOR, asOnDate: ddmmyyyy(yearAgo) },
      check: (d) => Array.isArray(d.rows),
    },
    // About a year of allotments: a point a business day over 1Y; All covers the same year.
    {
      name: 'value history (1Y)',
      path: 'portfolio/getValueHistory',
      body: { range: '1Y' },
      check: (d) => d.interval === 'daily' && d.points.length > (smoke ? 150 : 200),
    },
    {
      name: 'value history (All)',
      path: 'portfolio/getValueHistory',
      body: { range: 'ALL' },
      check: (d) => d.points.length > (smoke ? 150 : 200),
    },
    {
      name: 'one holding value history (1Y)',
      path: 'portfolio/getValueHistory',
      body: { range: '1Y', ...plan },
      check: (d) => d.points.length > 0 && typeof d.label === 'string',
    },
  ];

  function ask(call) {
    return new Promise((resolve) => {
      const payload = JSON.stringify(call.body);
      const t0 = performance.now();
      const request = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          path: `/api/${call.path}`,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            authorization: `Bearer ${token}`,
          },
          timeout: 30_000,
        },
        (response) => {
          const chunks = [];
          response.on('data', (c) => chunks.push(c));
          response.on('end', () => {
            const took = performance.now() - t0;
            try {
              const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
              const ok = response.statusCode === 200 && json.isSuccess === true && call.check(json.data);
              resolve({
                took,
                error: ok ? null : `${response.statusCode} ${json.message ?? 'unexpected reply'}`,
              });
            } catch {
              resolve({ took, error: `${response.statusCode} unreadable body` });
            }
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) =>
        resolve({ took: performance.now() - t0, error: String(error.code ?? error.message) }),
      );
      request.end(payload);
    });
  }

  const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const ms = (v) => `${v.toFixed(1)} ms`;
  const lines = [
    '',
    `portfolio bench — ${kind}`,
    `  investor         : ${plans} holdings, ${transactions} allotments`,
  ];
  let worstP99 = 0;
  let errors = 0;
  for (const call of calls) {
    for (let i = 0; i < Math.min(30, REQUESTS); i++) await ask(call); // warm-up, not measured
    for (const concurrency of [1, 4]) {
      const latencies = [];
      for (let i = 0; i < REQUESTS; i += concurrency) {
        const answers = await Promise.all(
          Array.from({ length: Math.min(concurrency, REQUESTS - i) }, () => ask(call)),
        );
        for (const { took, error } of answers) {
          latencies.push(took);
          if (error) {
            errors++;
            if (errors < 5) process.stderr.write(`${call.name}: ${error}\n`);
          }
        }
      }
      latencies.sort((a, b) => a - b);
      const p99 = pct(latencies, 99);
      worstP99 = Math.max(worstP99, p99);
      lines.push(
        `  ${`${call.name}, ${concurrency} at a time`.padEnd(36)}: p50 ${ms(pct(latencies, 50))}, p95 ${ms(pct(latencies, 95))}, p99 ${ms(p99)} (${latencies.length} requests)`,
      );
    }
  }
  agent.destroy();
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  lines.push(
    `  errors           : ${errors}`,
    // On a shared machine the other work moves every figure: the load says how busy it was.
    `  machine load     : ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')} (1, 5, 15 min averages)`,
    `  target           : p99 < 100 ms ${worstP99 < 100 ? 'met' : 'MISSED'} (worst ${ms(worstP99)}); errors 0 ${errors === 0 ? 'met' : 'MISSED'}`,
    '',
  );
  process.stdout.write(lines.join('\n'));
  if (smoke) process.stdout.write('smoke run: the latency above is not judged\n');
  process.exitCode = errors === 0 && (smoke || worstP99 < 100) ? 0 : 1;
}
