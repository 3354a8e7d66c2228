#!/usr/bin/env node
// The server the portal journeys run against: builds the app, then starts @ewa/server on PORT
// (default 18110) with its embedded database in a fresh temporary directory, removed on exit.
// Nothing is reused between runs.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = process.env.PORT ?? '18110';

const build = spawnSync('pnpm', ['--filter', '@ewa/app', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'ewa-e2e-'));
const server = spawn('pnpm', ['--filter', '@ewa/server', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, EWA_DATA_DIR: dataDir },
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
