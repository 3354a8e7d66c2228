import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { SharedRateLimiter } from './rate.ts';

/**
 * Two app instances on one database, as behind a load balancer: the per-IP budgets are counted in the
 * database, so two instances give no more than one.
 */
const limits = { perIpPerMinute: 4, perLoginIdPerMinute: 1000, globalPerIpPerMinute: 10 };
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: limits }, { areas: ['login'] });
  second = await buildApp(testConfig({ rateLimit: limits }), t.database, {
    clock: t.clock,
    areas: ['login'],
  });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const instances = () => [t.app, second];
const from = (app: FastifyInstance, ip: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, remoteAddress: ip, ...(payload ? { payload } : {}) });

describe('per-IP limits shared by every instance', () => {
  it('the global limit counts every request of an address across instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await from(instances()[i % 2] as FastifyInstance, '10.9.0.1', 'GET', '/api/health');
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429, 429, 429]);
    const refused = await from(t.app, '10.9.0.1', 'POST', '/api/login/getcaptcha', { loginId: '1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ isSuccess: false, errCode: 'RATE_LIMITED' });
    // Another address has its own budget; the next window starts afresh.
    expect((await from(second, '10.9.0.2', 'GET', '/api/health')).statusCode).toBe(200);
    t.clock.advance(60);
    expect((await from(second, '10.9.0.1', 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('the login, OTP and captcha calls share one budget per address, across instances', async () => {
    const ip = '10.9.1.1';
    const calls: [string, object][] = [
      ['captcha/image', {}],
      ['login/getcaptcha', { loginId: '50000001' }],
      ['login/loginsendotp', { loginId: '50000002', loginWith: 'ACNO' }],
      ['login/v2/authenticate', { loginId: '50000003', password: 'Wrong@1x', loginWith: 'ACNO' }],
      ['login/loginotpValidate', { loginId: '50000002', loginWith: 'ACNO', otp: '000000' }],
      ['captcha/image', {}],
    ];
    const statuses: number[] = [];
    for (const [i, [path, body]] of calls.entries()) {
      const res = await from(instances()[i % 2] as FastifyInstance, ip, 'POST', `/api/${path}`, body);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Not a login call: only the global limit applies.
    expect((await from(t.app, ip, 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('holds a large budget exactly across instances, in bursts, while counting mostly in memory', async () => {
    const limiters = [0, 1].map(
      () => new SharedRateLimiter(t.deps.db, t.clock, t.app.log, 1000, 60, 60_000),
    ) as [SharedRateLimiter, SharedRateLimiter];
    try {
      let allowed = 0;
      for (let burst = 0; burst < 30; burst++) {
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            (limiters[(burst + i) % 2] as SharedRateLimiter).allow('ip:10.9.2.1'),
          ),
        );
        allowed += answers.filter(Boolean).length;
      }
      expect(allowed).toBe(1000);
    } finally {
      await Promise.all(limiters.map((l) => l.close()));
    }
  });
});
