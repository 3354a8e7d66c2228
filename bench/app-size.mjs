#!/usr/bin/env node
// Prints the gzip size of the JavaScript the login route loads and of the whole app, from the
// production build's manifest (packages/app/dist/.vite/manifest.json). Run `pnpm --filter @ewa/app build` first.
// Budget: the login route at most 120 KB gzip. Exits 1 when over budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.env.EWA_APP_DIST ?? fileURLToPath(new URL('../packages/app/dist/', import.meta.url));
const BUDGET_KB = 120;
const LOGIN_SCREEN = 'src/login/LoginScreen.tsx';

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('No build found: run `pnpm --filter @ewa/app build` first.');
  process.exit(2);
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The chunk of a manifest key and every chunk it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The login screen is either bundled with the entry or a chunk of its own loaded right after it.
const loginKeys = new Set([
  ...staticClosure(entry),
  ...(manifest[LOGIN_SCREEN] ? staticClosure(LOGIN_SCREEN) : []),
]);
const loginFiles = [...loginKeys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const loginKb = loginFiles.reduce((sum, file) => sum + gzipKb(file), 0);

const allFiles = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);
const allKb = allFiles.reduce((sum, file) => sum + gzipKb(file), 0);

console.log(
  `login route JS: ${loginKb.toFixed(1)} KB gzip in ${loginFiles.length} files (budget ${BUDGET_KB} KB)`,
);
for (const file of loginFiles.sort()) console.log(`  ${file}  ${gzipKb(file).toFixed(1)} KB`);
console.log(`whole app JS:   ${allKb.toFixed(1)} KB gzip in ${allFiles.length} files`);
if (loginKb > BUDGET_KB) {
  console.error(`Over budget by ${(loginKb - BUDGET_KB).toFixed(1)} KB.`);
  process.exitCode = 1;
}
