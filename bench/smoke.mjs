#!/usr/bin/env node
// Runs every bench/ script in its short smoke mode (`--smoke`), one after the other, so each is known to
// start, run and stop cleanly; the figures are printed but not judged. Part of `pnpm test`.
// Usage: node bench/smoke.mjs   (pnpm bench:smoke); uses PostgreSQL when TEST_DATABASE_URL is set, as the
// benches themselves do.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('./', import.meta.url));
const scripts = readdirSync(benchDir)
  .filter((name) => name.endsWith('.mjs') && name !== 'smoke.mjs')
  .sort();

/** Runs one script; answers its exit code and how long it took, and its output when it failed. */
function run(script) {
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const child = spawn(process.execPath, [script, '--smoke'], {
      cwd: benchDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), seconds: (Date.now() - startedAt) / 1000, output }),
    );
  });
}

const failed = [];
for (const script of scripts) {
  const { code, seconds, output } = await run(script);
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'}  bench/${script} --smoke  (${seconds.toFixed(1)} s)`);
  if (code !== 0) {
    failed.push(script);
    console.log(output.replace(/^/gm, '      '));
  }
}
if (failed.length > 0) {
  console.error(`${failed.length} bench script(s) failed their smoke run: ${failed.join(', ')}`);
  process.exitCode = 1;
}
