import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * One address trying many accounts: past `loginIdsPerIp.distinctIds` different ids in a window, a new
 * id is refused on every login call, by every instance (two apps on one database here), alike for real
 * and unknown ids; ids already tried and other addresses carry on.
 */
const overrides = { loginIdsPerIp: { distinctIds: 3, windowSeconds: 600 } };
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp(overrides, { areas: ['login'] });
  second = await buildApp(testConfig(overrides), t.database, { clock: t.clock, areas: ['login'] });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const from = (app: FastifyInstance, ip: string, path: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/${path}`, remoteAddress: ip, payload });
const wrongPassword = (loginId: string) => ({ loginId, password: 'not the password', loginWith: 'ACNO' });

describe('one address trying many login ids', () => {
  it('refuses a new id past the limit on every instance, real or unknown, and keeps the ids already tried', async () => {
    const ip = '10.20.0.1';
    const tried = ['50000001', '59999901', '50000003'];
    for (const [i, id] of tried.entries()) {
      const res = await from(i % 2 ? second : t.app, ip, 'login/v2/authenticate', wrongPassword(id));
      expect(res.statusCode).toBe(200);
      expect(res.json().errCode).toBe('INVALID_CREDENTIALS');
    }
    const real = await from(second, ip, 'login/v2/authenticate', wrongPassword('50000005'));
    const unknown = await from(t.app, ip, 'login/v2/authenticate', wrongPassword('59999905'));
    for (const refused of [real, unknown]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ isSuccess: false, errCode: 'RATE_LIMITED' });
    }
    expect(real.body).toBe(unknown.body);
    // The refused id was not counted as tried: it stays refused, on the other calls too.
    const otp = await from(t.app, ip, 'login/loginsendotp', { loginId: '50000005', loginWith: 'ACNO' });
    expect(otp.statusCode).toBe(429);
    const reset = await from(second, ip, 'login/forgotPasswordSendOtp', {
      loginId: '59999906',
      loginWith: 'ACNO',
    });
    expect(reset.statusCode).toBe(429);
    const loginId = await from(t.app, ip, 'login/forgotLoginId', {
      panNo: 'NOPPK4567Y',
      mobile: '9811054321',
    });
    expect(loginId.statusCode).toBe(429);
    // An id already tried from this address still works.
    const again = await from(second, ip, 'login/v2/authenticate', {
      ...wrongPassword('50000001'),
      password: 'Demo@1234',
    });
    expect(again.json()).toMatchObject({ isSuccess: true });
    // Another address is not affected; the next window starts afresh.
    const other = await from(t.app, '10.20.0.2', 'login/v2/authenticate', wrongPassword('50000005'));
    expect(other.json().errCode).toBe('INVALID_CREDENTIALS');
    t.clock.advance(600);
    const later = await from(t.app, ip, 'login/loginsendotp', { loginId: '50000005', loginWith: 'ACNO' });
    expect(later.json()).toMatchObject({ isSuccess: true });
  });

  it('counts parallel requests for new ids exactly', async () => {
    const ip = '10.20.1.1';
    const ids = Array.from({ length: 8 }, (_, i) => `5999980${i}`);
    const replies = await Promise.all(
      ids.map((id, i) => from(i % 2 ? second : t.app, ip, 'login/getcaptcha', { loginId: id })),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });
});
