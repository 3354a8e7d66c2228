import fc from 'fast-check';
import type { Struct } from 'superstruct';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseDigest, type TestApp } from '../testing/test-app.ts';
import { registeredCalls } from './calls.ts';

/**
 * Every registered contract route — every area's, found through the registry — gets random and
 * malformed bodies. None may cause a 500, and none may change a row.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.freeze();
  token = await t.login('50000001');
});
afterAll(() => t.close());

/** superstruct itself throws on some hostile values (`{ toString: null }`): those do not fit either. */
function fits(body: unknown, struct: Struct<unknown, unknown>): boolean {
  try {
    return is(body, struct);
  } catch {
    return false;
  }
}

/** The field names of an object struct, to build near-miss bodies. */
function knownKeys(struct: Struct<unknown, unknown>): string[] {
  const schema = (struct as unknown as { schema?: unknown }).schema;
  return schema && typeof schema === 'object' ? Object.keys(schema as object) : [];
}

function bodies(struct: Struct<unknown, unknown>) {
  const keys = knownKeys(struct);
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.string({ maxLength: 300 }),
    fc.constantFrom('', '50000001', 'ACNO', 'WEB', 'Y', -1, 0, 1e308, true, null),
  );
  const nearMiss =
    keys.length > 0
      ? fc
          .tuple(
            fc.subarray(keys),
            fc.array(value, { minLength: keys.length, maxLength: keys.length }),
            fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), value), { nil: undefined }),
          )
          .map(([present, values, extra]) => {
            const body: Record<string, unknown> = {};
            present.forEach((k, i) => {
              body[k] = values[i];
            });
            if (extra) body[extra[0]] = extra[1];
            return body;
          })
      : fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 3 });
  return fc.oneof(nearMiss, fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.string(), value, { maxKeys: 4 }));
}

describe('every contract route under random and malformed bodies', () => {
  it('is registered (login and the other areas)', () => {
    const paths = registeredCalls(t.app).map((c) => c.call.path);
    expect(paths).toContain('login/v2/authenticate');
    expect(paths).toContain('ewaportfoliows/logout');
    expect(paths.length).toBeGreaterThanOrEqual(15);
  });

  it('answers 400 (never 500) and changes no row', async () => {
    const before = await databaseDigest(t.database);
    for (const { call } of registeredCalls(t.app)) {
      const auth = call.auth === 'session' ? { authorization: `Bearer ${token}` } : {};
      await fc.assert(
        fc.asyncProperty(bodies(call.request), async (body) => {
          fc.pre(!fits(body, call.request));
          const res = await t.inject({
            method: 'POST',
            url: `/api/${call.path}`,
            headers: { 'content-type': 'application/json', ...auth },
            payload: JSON.stringify(body),
          });
          expect(res.statusCode, `${call.path} ${JSON.stringify(body)} → ${res.body}`).toBe(400);
          expect(res.json().isSuccess).toBe(false);
        }),
        { numRuns: 20 },
      );
      const raw = await t.inject({
        method: 'POST',
        url: `/api/${call.path}`,
        headers: { 'content-type': 'application/json', ...auth },
        payload: '{"loginId": "50000001",',
      });
      expect(raw.statusCode, call.path).toBe(400);
      if (call.auth === 'session') {
        const anonymous = await t.inject({ method: 'POST', url: `/api/${call.path}`, payload: {} });
        expect(anonymous.statusCode, call.path).toBe(401);
      }
    }
    expect(await databaseDigest(t.database)).toBe(before);
  }, 300_000);

  it('refuses a NUL character in any string with 400, naming the field', async () => {
    const nul = await t.postJsonText('/api/login/getcaptcha', '{"loginId":"a\\u0000b"}');
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json()).toMatchObject({
      isSuccess: false,
      field: 'loginId',
      message: 'loginId should be valid.',
    });
    const nested = await t.postJsonText(
      '/api/login/v2/authenticate',
      '{"loginId":"50000001","password":"x\\u0000","loginWith":"ACNO"}',
    );
    expect(nested.statusCode, nested.body).toBe(400);
    // Every field of every call, one at a time: never a 500.
    for (const { call } of registeredCalls(t.app)) {
      const auth = call.auth === 'session' ? { authorization: `Bearer ${token}` } : {};
      for (const key of knownKeys(call.request)) {
        const res = await t.inject({
          method: 'POST',
          url: `/api/${call.path}`,
          headers: { 'content-type': 'application/json', ...auth },
          payload: JSON.stringify({ [key]: 'a\u0000b' }),
        });
        expect(res.statusCode, `${call.path} ${key} → ${res.body}`).toBe(400);
      }
    }
  });
});
