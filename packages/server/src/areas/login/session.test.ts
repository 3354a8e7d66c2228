import { Writable } from 'node:stream';
import { authenticate, changePassword, checkEwealthAccountActivation, logout } from '@ewa/api';
import { PASSWORD_TEXTS } from '@ewa/api/texts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../db/schema/core.ts';
import { demoAccounts } from '../../seed/demo-data.ts';
import { useTestApp } from '../../testing/area-test.ts';
import type { TestApp } from '../../testing/test-app.ts';

const activation = (t: TestApp, njAcNo: string, token: string) =>
  t.call(checkEwealthAccountActivation, { njAcNo, reqFrom: 'WEB' }, token);

let logs = '';
const t = useTestApp({
  areas: ['login', 'profile'],
  config: { logLevel: 'debug', session: { idleSeconds: 600, absoluteSeconds: 3600 } },
  logStream: new Writable({
    write(chunk, _enc, done) {
      logs += chunk.toString();
      done();
    },
  }),
});

describe('sessions', () => {
  it('rejects the token after logout (401), and only that session ends', async () => {
    const token = await t.login('50000001');
    const other = await t.login('50000001');
    expect((await activation(t, '50000001', token)).status).toBe(200);
    const out = await t.post(logout.path, undefined, token);
    expect(out.json.isSuccess).toBe(true);
    const after = await activation(t, '50000001', token);
    expect(after.status).toBe(401);
    expect(after.json.message).toBe('YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.');
    expect((await t.call(logout, {}, token)).status).toBe(401);
    expect((await activation(t, '50000001', other)).status).toBe(200);
  });

  it('a password change revokes every session of the account and answers a fresh token', async () => {
    const a = await t.login('50000005');
    const b = await t.login('50000005');
    const weak = await t.call(
      changePassword,
      { oldPassword: 'Demo@1234', newPassword: 'short', confirmPassword: 'short' },
      a,
    );
    expect(weak.json).toMatchObject({ isSuccess: false, field: 'newPassword' });
    const wrongOld = await t.call(
      changePassword,
      { oldPassword: 'nope', newPassword: 'Fresh@2026', confirmPassword: 'Fresh@2026' },
      a,
    );
    expect(wrongOld.json).toMatchObject({ isSuccess: false, field: 'oldPassword' });
    const changed = await t.call(
      changePassword,
      { oldPassword: 'Demo@1234', newPassword: 'Fresh@2026', confirmPassword: 'Fresh@2026' },
      a,
    );
    expect(changed.json.isSuccess).toBe(true);
    const fresh = changed.json.token as string;
    expect((await activation(t, '50000005', a)).status).toBe(401);
    expect((await activation(t, '50000005', b)).status).toBe(401);
    expect((await activation(t, '50000005', fresh)).status).toBe(200);
    await expect(t.login('50000005')).rejects.toThrow();
    expect(await t.login('50000005', 'Fresh@2026')).toBeTruthy();
  });

  it('sets a new password under the policy: long passphrases yes, common ones and the account number no', async () => {
    const token = await t.login('50000007');
    for (const [newPassword, reason] of [
      ['Password@1', PASSWORD_TEXTS.guessable],
      ['qwerty123456', PASSWORD_TEXTS.guessable],
      ['50000007Aa!', PASSWORD_TEXTS.containsId],
      ['short', PASSWORD_TEXTS.tooShort],
    ] as const) {
      const refused = await t.call(
        changePassword,
        { oldPassword: 'Demo@1234', newPassword, confirmPassword: newPassword },
        token,
      );
      expect(refused.json).toMatchObject({
        isSuccess: false,
        field: 'newPassword',
        errCode: 'PASSWORD_WEAK',
      });
      expect(refused.json.message).toBe(reason);
    }
    const passphrase = 'rain on the tin roof at dusk';
    const changed = await t.call(
      changePassword,
      { oldPassword: 'Demo@1234', newPassword: passphrase, confirmPassword: passphrase },
      token,
    );
    expect(changed.json.isSuccess).toBe(true);
    expect(await t.login('50000007', passphrase)).toBeTruthy();
  });

  it('forces the change for an expired password, and the flag clears after it', async () => {
    const res = await t.call(authenticate, {
      loginId: '50000008',
      password: 'Demo@1234',
      loginWith: 'ACNO',
    });
    expect(res.json.data).toMatchObject({ userData: { chnagePassWord: 'Y', isPasswordExpired: 'Y' } });
    const token = res.json.token as string;
    await t.call(
      changePassword,
      { oldPassword: 'Demo@1234', newPassword: 'Lakshmi#2026', confirmPassword: 'Lakshmi#2026' },
      token,
    );
    const again = await t.call(authenticate, {
      loginId: '50000008',
      password: 'Lakshmi#2026',
      loginWith: 'ACNO',
    });
    expect(again.json.data).toMatchObject({ userData: { chnagePassWord: 'N', isPasswordExpired: 'N' } });
  });

  it('expires after the idle time, but not while in use; and at the absolute limit regardless', async () => {
    const token = await t.login('50000009');
    for (let i = 0; i < 3; i++) {
      t.clock.advance(400);
      expect((await activation(t, '50000009', token)).status).toBe(200);
    }
    t.clock.advance(601);
    expect((await activation(t, '50000009', token)).status).toBe(401);

    const busy = await t.login('50000009');
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      t.clock.advance(400);
      statuses.push((await activation(t, '50000009', busy)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 401]);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const token = await t.login('50000010');
    const [v, claims, sig] = token.split('.');
    const forged = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString());
    forged.njAcNo = '50000001';
    const tampered = `${v}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${sig}`;
    expect((await activation(t, '50000001', tampered)).status).toBe(401);
  });

  it('refuses another account with 403', async () => {
    const token = await t.login('50000010');
    const res = await activation(t, '50000001', token);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('UNAUTHORIZED ACCESS');
  });

  it('writes an audit row for success, failure, logout and password change, from where', async () => {
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.njAcNo, '50000005'));
    const actions = new Set(rows.map((r) => `${r.action}:${r.outcome}`));
    expect(actions).toContain('login:success');
    expect(actions).toContain('login:failure');
    expect(actions).toContain('password.change:success');
    const loggedOut = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.njAcNo, '50000001'), eq(auditLog.action, 'logout')));
    expect(loggedOut).toHaveLength(1);
    expect(loggedOut[0]?.ip).toBe('127.0.0.1');
  });

  it('keeps passwords, tokens and OTPs out of the logs', async () => {
    const token = await t.login('50000003');
    await activation(t, '50000003', token);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain('Demo@1234');
    expect(logs).not.toContain('Fresh@2026');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(token.split('.')[2] ?? 'x');
  });

  it('seeds the demo data once', async () => {
    const { prepareDatabase } = await import('../../seed/prepare.ts');
    const again = await prepareDatabase(t.database, { demo: true, areas: [] });
    expect(again).toEqual({ migrations: [], seeded: false });
    expect(await t.database.db.$count(accounts)).toBe(demoAccounts.length);
  });
});
