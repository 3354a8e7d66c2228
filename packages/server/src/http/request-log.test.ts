import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** A token in an address (spec 000 §6: a webview passes `?token=`) must never reach a log line. */
let logs = '';
let t: TestApp;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      logs += chunk.toString();
      done();
    },
  });
  t = await createTestApp({ logLevel: 'info' }, { areas: ['login'], logStream: sink });
});
afterAll(() => t.close());

describe('request logs', () => {
  it('keep the path and drop the query string', async () => {
    const secret = 'v1.SECRETCLAIMS.SECRETSIGNATURE';
    await t.inject({ method: 'GET', url: `/ewa/dpcharges?token=${secret}&x=1` });
    await t.inject({ method: 'GET', url: `/api/health?token=${secret}` });
    await t.inject({ method: 'POST', url: `/api/no/such/call?token=${secret}`, payload: {} });
    expect(logs).toContain('"url":"/ewa/dpcharges?[redacted]"');
    expect(logs).toContain('/api/health');
    expect(logs).not.toContain('SECRET');
    expect(logs).not.toContain('token=');
  });
});
