import { defineCall, envelope, errorReply } from '@ewa/api';
import { is, number, object, string } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseDigest, type TestApp } from '../testing/test-app.ts';
import { createRouter } from './calls.ts';
import { DomainError } from './errors.ts';

const echo = defineCall(
  'probe/echo',
  object({ loginId: string(), amount: number() }),
  envelope(object({ echoed: string() })),
  { auth: 'public' },
);
const broken = defineCall('probe/broken', object({}), envelope(object({ n: number() })), { auth: 'public' });
const lying = defineCall('probe/lying', object({}), envelope(object({ n: number() })), { auth: 'public' });
const refused = defineCall('probe/refused', object({}), envelope(object({})), { auth: 'public' });
const private_ = defineCall('probe/private', object({}), envelope(object({ who: string() })));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { areas: [] });
  const router = createRouter(t.app, t.deps, 'probe');
  router.publicCall(echo, async (req) => ({ isSuccess: true, data: { echoed: req.loginId } }));
  router.publicCall(broken, async () => {
    throw new Error('database on fire at /secret/path');
  });
  router.publicCall(lying, async () => ({ isSuccess: true, data: { n: 'not a number' } }) as never);
  router.publicCall(refused, async () => {
    throw new DomainError('Account is closed.', { status: 417, errCode: 'CLOSED' });
  });
  router.sessionCall(private_, async (_req, ctx) => ({ isSuccess: true, data: { who: ctx.session.njAcNo } }));
});
afterAll(() => t.close());

describe('contract routes', () => {
  it('answers a valid request', async () => {
    const res = await t.post('probe/echo', { loginId: 'a', amount: 1 });
    expect(res).toEqual({ status: 200, json: { isSuccess: true, data: { echoed: 'a' } } });
  });

  it('names the missing, mistyped or extra field with a 400 and changes nothing', async () => {
    const before = await databaseDigest(t.database);
    const missing = await t.post('probe/echo', { amount: 1 });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      isSuccess: false,
      field: 'loginId',
      message: 'loginId cannot be empty.',
    });
    const mistyped = await t.post('probe/echo', { loginId: 'a', amount: '1' });
    expect(mistyped.json).toMatchObject({ field: 'amount', message: 'amount should be valid.' });
    const extra = await t.post('probe/echo', { loginId: 'a', amount: 1, admin: true });
    expect(extra.json).toMatchObject({ field: 'admin', message: 'admin is not allowed.' });
    const notObject = await t.post('probe/echo', [1, 2]);
    expect(notObject.status).toBe(400);
    expect(await databaseDigest(t.database)).toBe(before);
  });

  it('answers health on GET, and on POST with a JSON body it ignores; a malformed body is a 400', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ isSuccess: true });
    const post = await t.inject({ method: 'POST', url: '/api/health', payload: { njAcNo: '50000001' } });
    expect([post.statusCode, post.json()]).toEqual([200, { isSuccess: true }]);
    const malformed = await t.postJsonText('/api/health', '{"njAcNo": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ isSuccess: false });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.postJsonText('/api/probe/echo', '{"loginId": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, message: 'Request body should be valid JSON.' });
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const res = await t.post('login/nope', {});
    expect(res.status).toBe(404);
    expect(res.json.isSuccess).toBe(false);
    expect(is(res.json, errorReply)).toBe(true);
  });

  it('hides an unexpected failure behind the generic text and a request id', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/probe/broken', payload: {} });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.message).toBe('Oops! Something went wrong. Please try again!!');
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toContain('/secret/path');
    expect(res.body).not.toContain('at ');
    expect(is(body, errorReply)).toBe(true);
  });

  it('refuses to send a reply that breaks its contract', async () => {
    const res = await t.post('probe/lying', {});
    expect(res.status).toBe(500);
  });

  it('passes a domain error status and text through', async () => {
    const res = await t.post('probe/refused', {});
    expect(res.status).toBe(417);
    expect(res.json).toMatchObject({ isSuccess: false, message: 'Account is closed.', errCode: 'CLOSED' });
  });

  it('answers 401 to a session call without a valid bearer token', async () => {
    expect((await t.post('probe/private', {})).status).toBe(401);
    expect((await t.post('probe/private', {}, 'v1.forged.token')).status).toBe(401);
  });
});

describe('static and security', () => {
  // With a build the page is the app's (static.test.ts); without one, a page saying the portal is being
  // updated. Either way a person gets a page, never a 404 or JSON.
  it('redirects / to the portal and answers any /ewa path with a page for a person', async () => {
    const root = await t.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/ewa/');
    const deep = await t.inject({ method: 'GET', url: '/ewa/transact/mutual-funds' });
    expect([200, 503]).toContain(deep.statusCode);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.body).toMatch(/<title>E-Wealth/);
  });

  it('sends security headers with a CSP that allows only same-origin scripts', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on answers, refusals and unknown paths', async () => {
    const security = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        [
          'content-security-policy',
          'cross-origin-opener-policy',
          'strict-transport-security',
          'x-frame-options',
          'x-content-type-options',
          'referrer-policy',
        ].map((name) => [name, headers[name]]),
      );
    const health = await t.inject({ method: 'GET', url: '/api/health' });
    const unknown = await t.inject({ method: 'POST', url: '/api/no/such/call', payload: {} });
    const refused = await t.inject({ method: 'POST', url: '/api/probe/private', payload: {} });
    expect([health.statusCode, unknown.statusCode, refused.statusCode]).toEqual([200, 404, 401]);
    expect(security(health.headers)).toMatchObject({
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
    });
    expect(String(health.headers['strict-transport-security'])).toContain('max-age=');
    expect(security(unknown.headers)).toEqual(security(health.headers));
    expect(security(refused.headers)).toEqual(security(health.headers));
  });
});
