import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../', import.meta.url));

/** Runs `src/main.ts` with only the given settings; answers how it ended, or 'running' after `ms`. */
function start(settings: Record<string, string>, ms: number) {
  return new Promise<{ code: number | 'running'; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', ...settings },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: 'running', stdout, stderr });
    }, ms);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

describe('start in production mode', () => {
  it('refuses to start without the secrets, naming them, and writes nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ewa-main-'));
    try {
      const run = await start(
        { NODE_ENV: 'production', EWA_DATA_DIR: dataDir, PORT: '18419', EWA_TOKEN_SECRET: 'x'.repeat(40) },
        30_000,
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('EWA_UPI_WEBHOOK_SECRET');
      expect(run.stderr).toContain('EWA_NETBANKING_SECRET');
      expect(run.stderr).not.toContain('EWA_TOKEN_SECRET,');
      expect(run.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
