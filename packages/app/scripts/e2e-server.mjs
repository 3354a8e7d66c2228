#!/usr/bin/env node
// The server the portal journeys run against: builds the app (unless its build is newer than every
// source it comes from, as after `pnpm build`), then starts @ewa/server on PORT (default 18110) on a
// new database removed on exit: a fresh PostgreSQL database when TEST_DATABASE_URL names a server
// (the database's work then runs beside the server, not in its one thread), else the embedded database
// in a fresh temporary directory. No data is reused between runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = process.env.PORT ?? '18110';

/** The newest modification time of the files under a folder (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

const manifest = join(root, 'packages/app/dist/.vite/manifest.json');
const sources = [
  'packages/app/src',
  'packages/app/public',
  'packages/app/index.html',
  'packages/app/vite.config.ts',
  'packages/ui/src',
  'packages/api/src',
];
const built = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
const changed = sources.some((source) => {
  const path = join(root, source);
  return existsSync(path) && (statSync(path).isFile() ? statSync(path).mtimeMs : newest(path)) > built;
});
if (changed) {
  const build = spawnSync('pnpm', ['--filter', '@ewa/app', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  process.stdout.write('The app build is newer than its sources: serving it as built.\n');
}

const dataDir = mkdtempSync(join(tmpdir(), 'ewa-e2e-'));
const env = { ...process.env, PORT: port, EWA_DATA_DIR: dataDir };
/** Drops the journeys' PostgreSQL database, if one was made. */
let dropDatabase = async () => {};
if (process.env.TEST_DATABASE_URL) {
  const pg = createRequire(join(root, 'packages/server/package.json'))('pg');
  const admin = new URL(process.env.TEST_DATABASE_URL);
  const name = `ewa_e2e_${process.pid}_${Date.now().toString(36)}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin.href);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.href;
  dropDatabase = () => run(`drop database if exists ${name} with (force)`).catch(() => {});
  process.stdout.write(`The journeys' database: PostgreSQL ${name}, dropped on exit.\n`);
}
const server = spawn('pnpm', ['--filter', '@ewa/server', 'start'], { cwd: root, stdio: 'inherit', env });

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
  process.exit(code ?? 0);
});
