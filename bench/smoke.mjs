#!/usr/bin/env node
// Runs every bench/ script in its short smoke mode (`--smoke`), two at a time (BENCH_SMOKE_JOBS), so each
// is known to start, run and stop cleanly; the figures are printed but not judged. Part of `pnpm test`.
// Usage: node bench/smoke.mjs   (pnpm bench:smoke); uses PostgreSQL when TEST_DATABASE_URL is set, as the
// benches themselves do.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('./', import.meta.url));
const root = fileURLToPath(new URL('../', import.meta.url));
// The scripts are the executables (a shebang line); the rest are modules they share.
const scripts = readdirSync(benchDir)
  .filter((name) => name.endsWith('.mjs') && name !== 'smoke.mjs')
  .filter((name) => readFileSync(new URL(name, import.meta.url), 'utf8').startsWith('#!'))
  .sort();

// Several measure the built portal: build it once when there is no build.
if (!existsSync(`${root}packages/app/dist/.vite/manifest.json`)) {
  console.log('No build found: pnpm build ...');
  const built = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'ignore' });
  if (built.status !== 0) {
    console.error('pnpm build failed.');
    process.exit(1);
  }
}

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

// Two at a time: much of a run is waiting on its server or browser; each bench has its own port.
const jobs = Math.max(1, Number(process.env.BENCH_SMOKE_JOBS ?? 2));
const failed = [];
const queue = [...scripts];
const startedAt = Date.now();
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let script = queue.shift(); script; script = queue.shift()) {
      const { code, seconds, output } = await run(script);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'}  bench/${script} --smoke  (${seconds.toFixed(1)} s)`);
      if (code !== 0) {
        failed.push(script);
        console.log(output.replace(/^/gm, '      '));
      }
    }
  }),
);
console.log(`bench smoke: ${scripts.length} scripts in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
if (failed.length > 0) {
  console.error(`${failed.length} bench script(s) failed their smoke run: ${failed.join(', ')}`);
  process.exitCode = 1;
}
