// The built server for a benchmark: started from packages/server on a fresh temporary embedded database,
// the way an operator runs it (production mode, no sandbox pages) but with the demo investors loaded.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../packages/server/', import.meta.url));
/** The demo investors' password (demo data, see the README). */
export const DEMO_PASSWORD = 'Demo@1234';

/** Starts the server on `port`; resolves once /ewa/meta.json answers, with its address and a stop(). */
export async function startBuiltServer({ port, label = 'bench', env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `ewa-${label}-`));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      EWA_DEMO_DATA: 'on',
      EWA_TOKEN_SECRET: randomBytes(24).toString('hex'),
      EWA_UPI_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
      EWA_NETBANKING_SECRET: randomBytes(24).toString('hex'),
      EWA_DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Up to 3 minutes: a first start compiles the embedded database, slow on a busy machine.
  for (let i = 0; i < 720; i++) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/ewa/meta.json`)).ok) return { base, stop, demoPassword: DEMO_PASSWORD };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server did not answer on ${base}`);
}
