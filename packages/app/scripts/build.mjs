#!/usr/bin/env node
// Builds the portal app into dist.next, then puts it in place of dist with two renames: a server
// answering from dist never finds it half written, and a person keeps getting the previous build
// until the new one is complete.
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const app = fileURLToPath(new URL('..', import.meta.url));
const at = (name) => fileURLToPath(new URL(`../${name}`, import.meta.url));
const [next, live, old] = [at('dist.next'), at('dist'), at('dist.old')];

const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const build = spawnSync(process.execPath, [vite, 'build', '--outDir', 'dist.next', '--emptyOutDir'], {
  cwd: app,
  stdio: 'inherit',
});
if (build.status !== 0) {
  rmSync(next, { recursive: true, force: true });
  process.exit(build.status ?? 1);
}
rmSync(old, { recursive: true, force: true });
if (existsSync(live)) renameSync(live, old);
renameSync(next, live);
rmSync(old, { recursive: true, force: true });
