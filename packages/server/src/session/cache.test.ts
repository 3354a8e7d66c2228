import { changePassword, checkEwealthAccountActivation, logout } from '@ewa/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client.ts';
import { sessions } from '../db/schema/core.ts';
import { SessionCache } from '../db/session-cache.ts';
import { createTestApp, type TestApp, testDatabaseKind } from '../testing/test-app.ts';
import { revokeSession } from './sessions.ts';
import { TokenSigner } from './tokens.ts';

const account = { njAcNo: '1' };
const value = (njAcNo = '1') => ({ njAcNo, expiresAt: 2, lastSeenAt: 1, account });

describe('SessionCache', () => {
  it('keeps nothing until notices arrive, and drops everything when they stop', () => {
    const cache = new SessionCache(60_000);
    cache.store('a', value(), cache.generation);
    expect(cache.get('a')).toBeUndefined();
    cache.setListening(true);
    cache.store('a', value(), cache.generation);
    expect(cache.get('a')).toEqual(value());
    cache.setListening(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refuses a value read before a change it did not see', () => {
    const cache = new SessionCache(60_000);
    cache.setListening(true);
    const before = cache.generation;
    cache.notice('s:a');
    cache.store('a', value(), before);
    expect(cache.get('a')).toBeUndefined();
    const afterAccountChange = cache.generation;
    cache.store('a', value(), afterAccountChange);
    expect(cache.get('a')).toBeDefined();
  });

  it('drops by session, by account, or everything on an unknown notice', () => {
    const cache = new SessionCache(60_000);
    cache.setListening(true);
    for (const [id, acNo] of [
      ['a', '1'],
      ['b', '1'],
      ['c', '2'],
    ] as const)
      cache.store(id, value(acNo), cache.generation);
    cache.notice('a:1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, false, true]);
    cache.notice('s:c');
    expect(cache.get('c')).toBeUndefined();
    cache.store('d', value('3'), cache.generation);
    cache.notice('something else');
    expect(cache.size).toBe(0);
  });

  it('forgets a read after its time limit, and keeps at most its size', async () => {
    const cache = new SessionCache(20, 2);
    cache.setListening(true);
    cache.store('a', value(), cache.generation);
    cache.store('b', value(), cache.generation);
    cache.store('c', value(), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    await new Promise((r) => setTimeout(r, 30));
    expect(cache.get('c')).toBeUndefined();
    const off = new SessionCache(0);
    off.setListening(true);
    off.store('a', value(), off.generation);
    expect(off.get('a')).toBeUndefined();
  });
});

describe('TokenSigner', () => {
  const claims = { sid: 's', njAcNo: '1', loginId: '1', accType: 'I', iat: 100, exp: 200 };
  it('refuses a forged signature after the genuine token was checked, and an expired one it remembers', () => {
    const signer = new TokenSigner(Buffer.from('k'.repeat(32)));
    const token = signer.sign(claims);
    expect(signer.verify(token, 150)?.sid).toBe('s');
    const [head, body, sig] = token.split('.');
    const forged = `${head}.${body}.${sig?.startsWith('A') ? 'B' : 'A'}${sig?.slice(1)}`;
    expect(signer.verify(forged, 150)).toBeUndefined();
    const otherBody = Buffer.from(JSON.stringify({ ...claims, njAcNo: '2' })).toString('base64url');
    expect(signer.verify(`${head}.${otherBody}.${sig}`, 150)).toBeUndefined();
    expect(signer.verify(token, 150)?.sid).toBe('s');
    expect(signer.verify(token, 200)).toBeUndefined();
    expect(new TokenSigner(Buffer.from('x'.repeat(32))).verify(token, 150)).toBeUndefined();
  });
});

const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string }).sid;

/** The next call answers `status` within `ms` (a notice from another connection arrives asynchronously). */
async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 2000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe(`session reads reused between calls (${testDatabaseKind})`, () => {
  let t: TestApp;
  const activation = (token: string, njAcNo = '50000001') =>
    t.call(checkEwealthAccountActivation, { njAcNo, reqFrom: 'WEB' }, token);

  beforeAll(async () => {
    t = await createTestApp({ session: { idleSeconds: 600, absoluteSeconds: 3600 } }, { areas: ['login'] });
    // Long enough that only a notice or this instance's own revocation can drop an entry in a test.
    t.database.sessionCache.ttlMs = 60_000;
  });
  afterAll(() => t.close());

  it('answers 401 right after logout although the session was just read', async () => {
    const token = await t.login('50000001');
    expect((await activation(token)).status).toBe(200);
    expect((await activation(token)).status).toBe(200);
    expect(t.database.sessionCache.get(sessionIdOf(token))).toBeDefined();
    expect((await t.call(logout, {}, token)).status).toBe(200);
    expect((await activation(token)).status).toBe(401);
  });

  it('answers 401 right after a password change for every session of the account', async () => {
    const a = await t.login('50000005');
    const b = await t.login('50000005');
    expect((await activation(a, '50000005')).status).toBe(200);
    expect((await activation(b, '50000005')).status).toBe(200);
    const changed = await t.call(
      changePassword,
      { oldPassword: 'Demo@1234', newPassword: 'Fresh@2026', confirmPassword: 'Fresh@2026' },
      a,
    );
    expect(changed.json.isSuccess).toBe(true);
    expect((await activation(b, '50000005')).status).toBe(401);
    expect((await activation(a, '50000005')).status).toBe(401);
    expect((await activation(changed.json.token as string, '50000005')).status).toBe(200);
  });

  it('sees a revocation and an account change written by a statement outside this code', async () => {
    const token = await t.login('50000001');
    expect((await activation(token)).json.data).toMatchObject({ fatcaDeclarationPending: 'N' });
    await t.database.sql.query('update accounts set fatca_declaration_pending = true where nj_ac_no = $1', [
      '50000001',
    ]);
    const changed = await eventually(
      () => activation(token),
      (r) => r.json.data?.fatcaDeclarationPending === 'Y',
    );
    expect(changed.json.data).toMatchObject({ fatcaDeclarationPending: 'Y' });
    await t.database.sql.query('update accounts set fatca_declaration_pending = false where nj_ac_no = $1', [
      '50000001',
    ]);
    await t.database.sql.query('update sessions set revoked_at = now() where id = $1', [sessionIdOf(token)]);
    const revoked = await eventually(
      () => activation(token),
      (r) => r.status === 401,
    );
    expect(revoked.status).toBe(401);
  });

  it('still ends an idle session and still records activity', async () => {
    const token = await t.login('50000001');
    expect((await activation(token)).status).toBe(200);
    t.clock.advance(45);
    expect((await activation(token)).status).toBe(200);
    const [row] = await t.deps.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(t.clock.now().getTime() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(5000);
    t.clock.advance(601);
    expect((await activation(token)).status).toBe(401);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'a logout handled by another instance is refused here at once',
    async () => {
      const [{ schema } = { schema: '' }] = await t.database.sql.query<{ schema: string }>(
        'select current_schema() as schema',
      );
      const other: Database = await openPostgres(process.env.TEST_DATABASE_URL as string, {
        searchPath: schema,
        max: 2,
      });
      try {
        const token = await t.login('50000001');
        expect((await activation(token)).status).toBe(200);
        expect(t.database.sessionCache.get(sessionIdOf(token))).toBeDefined();
        await revokeSession({ db: other.db, clock: t.clock, database: other }, sessionIdOf(token));
        const after = await eventually(
          () => activation(token),
          (r) => r.status === 401,
          500,
        );
        expect(after.status).toBe(401);
      } finally {
        await other.close();
      }
    },
  );
});
