#!/usr/bin/env node
// The server the portal journeys run against: builds the app (unless its build is newer than every
// source it comes from, as after `pnpm build`), then starts @ewa/server on PORT (default 18110) with its
// embedded database in a fresh temporary directory, removed on exit. No data is reused between runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
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
