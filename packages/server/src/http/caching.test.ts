import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { registeredCalls } from './calls.ts';

/**
 * Replies of the API are personal (sessions, OTP answers, holdings): no browser or proxy may keep them.
 * Only the public catalogues — the same for everyone — may be kept for a short while.
 */
const catalogueRequests: Record<string, Record<string, unknown>> = {
  'purchase/getSchemeList': {},
  'purchase/getSchemeListFilters': {},
  'ewaportfoliows/api/rest/clientDocuments/getClientDocumentList': {},
  'ewatraderegws/api/LoginService/fetchHelpNo': {},
  'ewatraderegws/api/CountryStateCityService/fetchCntryStateCity': { type: 'STATE', parentId: 'IN' },
  'ewatraderegws/api/FetchCenterPartner/fetchCenter': {},
};
const catalogues = Object.keys(catalogueRequests);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('50000001');
});
afterAll(() => t.close());

const post = (path: string, payload: unknown, auth?: string) =>
  t.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    payload: JSON.stringify(payload),
  });

describe('Cache-Control of API replies', () => {
  it('is no-store on every call that is not a public catalogue, whatever the answer', async () => {
    const calls = registeredCalls(t.app).filter(({ call }) => !catalogues.includes(call.path));
    expect(calls.length).toBeGreaterThan(20);
    for (const { call } of calls) {
      const res = await post(call.path, {}, call.auth === 'session' ? token : undefined);
      expect(res.headers['cache-control'], `${call.path} (${res.statusCode})`).toBe('no-store');
    }
    const login = await post('login/v2/authenticate', {
      loginId: '50000002',
      password: 'Demo@1234',
      loginWith: 'ACNO',
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const res of [
      await post('login/checkEwealthAccountActivation', { njAcNo: '50000001', reqFrom: 'WEB' }),
      await post('no/such/call', {}),
      await t.inject({ method: 'GET', url: '/api/health' }),
      await t.postJsonText('/api/login/getcaptcha', '{"loginId":'),
    ]) {
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');
    }
  });

  it('lets the public catalogues be kept for a short while', async () => {
    for (const path of catalogues) {
      const res = await post(path, catalogueRequests[path]);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toMatch(/^public, max-age=\d+$/);
      const refused = await post(path, { unexpected: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['cache-control'], path).toBe('no-store');
    }
  });
});
