// The child side of the benchmarks that run the server in a process of their own (authorize,
// portfolio, upi-poll): their command-line arguments, the server's modules loaded through tsx, and a
// database of the benchmark's own — a private schema of TEST_DATABASE_URL or DATABASE_URL, dropped
// afterwards, or embedded PGlite in memory.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
export const databaseKind = databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';

/** `--name value` pairs as an object; `--smoke` (or BENCH_SMOKE=1) as `smoke: '1'`. */
export function benchArgs(argv = process.argv.slice(2)) {
  const args = Object.fromEntries(
    argv.reduce((pairs, arg, i, all) => {
      if (arg === '--smoke') pairs.push(['smoke', '1']);
      else if (arg.startsWith('--') && all[i + 1] !== undefined && !all[i + 1].startsWith('--'))
        pairs.push([arg.slice(2), all[i + 1]]);
      return pairs;
    }, []),
  );
  if (process.env.BENCH_SMOKE === '1') args.smoke = '1';
  return args;
}

/** The server's TypeScript modules (run by tsx, a dependency of the server package) and its `pg`. */
export async function loadServer() {
  const serverRequire = createRequire(new URL('../packages/server/package.json', import.meta.url));
  const tsxApi = join(dirname(serverRequire.resolve('tsx/esm/api')), 'index.mjs');
  (await import(pathToFileURL(tsxApi).href)).register();
  const load = (path) => import(new URL(`../packages/server/src/${path}`, import.meta.url).href);
  return { load, pg: serverRequire('pg') };
}

/** The benchmark's database; `release()` closes it and drops its schema. */
export async function openBenchDatabase({ load, pg }, label, max = 10) {
  const { openPglite, openPostgres } = await load('db/client.ts');
  const schema = `ewa_bench_${label}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (databaseUrl) await admin(`create schema ${schema}`);
  const database = databaseUrl
    ? await openPostgres(databaseUrl, { searchPath: schema, max })
    : await openPglite(undefined);
  const release = async () => {
    await database.close();
    if (databaseUrl) await admin(`drop schema if exists ${schema} cascade`);
  };
  return { database, release };
}

/** Runs `close()` and exits when the parent says 'stop' or goes away. */
export function stopWhenParentDoes(close) {
  const stop = async () => {
    await close();
    process.exit(0);
  };
  process.on('message', (m) => m === 'stop' && stop());
  process.on('disconnect', stop);
}
