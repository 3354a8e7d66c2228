import {
  authenticate,
  checkEwealthAccountActivation,
  endOtherSessions,
  endSession,
  exchangeHandoverCode,
  getSessions,
  issueHandoverCode,
} from '@ewa/api';
import { SESSION_TEXTS } from '@ewa/api/texts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/area-test.ts';
import { databaseDigest, dataOf, type TestApp } from '../../testing/test-app.ts';
import { describeDevice } from './devices.ts';
import { HANDOVER_SECONDS } from './handover.ts';

const t = useTestApp({
  areas: ['login'],
  config: { session: { idleSeconds: 600, absoluteSeconds: 3600 } },
});

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';
const windowsFirefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';

/** A password login from a browser with this user agent. */
async function loginFrom(app: TestApp, njAcNo: string, userAgent: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${authenticate.path}`,
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    payload: { loginId: njAcNo, password: 'Demo@1234', loginWith: 'ACNO', loginMode: 'WEB' },
  });
  const token = res.json().token;
  if (typeof token !== 'string') throw new Error(`login failed: ${res.body}`);
  return token;
}

const works = async (token: string, njAcNo: string) =>
  (await t.call(checkEwealthAccountActivation, { njAcNo, reqFrom: 'WEB' }, token)).status === 200;

describe('the user agent as the session list shows it', () => {
  it('names device, system and browser, and says so when it cannot', () => {
    expect(describeDevice(android)).toEqual({ device: 'Mobile, Android 14', browser: 'Chrome 124' });
    expect(describeDevice(windowsFirefox)).toEqual({ device: 'Desktop, Windows 10', browser: 'Firefox 126' });
    expect(describeDevice('')).toEqual({ device: 'Unknown device', browser: 'Unknown browser' });
  });
});

describe('live sessions in Settings', () => {
  it('lists the investor’s live sessions with device, browser and last seen, the current one first', async () => {
    const phone = await loginFrom(t, '50000007', android);
    const laptop = await loginFrom(t, '50000007', windowsFirefox);
    const others = await loginFrom(t, '50000008', android);
    const { sessions } = dataOf(await t.call(getSessions, {}, laptop));
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      current: 'Y',
      device: 'Desktop, Windows 10',
      browser: 'Firefox 126',
    });
    expect(sessions[1]).toMatchObject({ current: 'N', device: 'Mobile, Android 14', browser: 'Chrome 124' });
    expect(Number.isNaN(Date.parse(sessions[1]?.lastSeenAt ?? ''))).toBe(false);
    // Another investor's sessions are not in the list.
    expect(dataOf(await t.call(getSessions, {}, others)).sessions).toHaveLength(1);
    expect(await works(phone, '50000007')).toBe(true);
  });

  it('ends one other session: its token stops working at once, the others keep working', async () => {
    const a = await loginFrom(t, '50000009', android);
    const b = await loginFrom(t, '50000009', windowsFirefox);
    const c = await loginFrom(t, '50000009', windowsFirefox);
    expect(await works(a, '50000009')).toBe(true); // read once, so it sits in the session cache
    const listed = dataOf(await t.call(getSessions, {}, b)).sessions;
    const target = listed.find((s) => s.device.startsWith('Mobile'));
    const res = await t.call(endSession, { sessionId: target?.sessionId ?? '' }, b);
    expect(res.json).toMatchObject({ isSuccess: true, message: SESSION_TEXTS.ended });
    expect(await works(a, '50000009')).toBe(false);
    expect(await works(b, '50000009')).toBe(true);
    expect(await works(c, '50000009')).toBe(true);
    expect(dataOf(await t.call(getSessions, {}, b)).sessions).toHaveLength(2);
    // Ending it again: it has already ended.
    const again = await t.call(endSession, { sessionId: target?.sessionId ?? '' }, b);
    expect(again.status).toBe(404);
    expect(again.json).toMatchObject({ isSuccess: false, message: SESSION_TEXTS.notFound });
  });

  it('refuses another investor’s session id and changes nothing', async () => {
    const victim = await loginFrom(t, '50000002', android);
    const victimId = dataOf(await t.call(getSessions, {}, victim)).sessions[0]?.sessionId ?? '';
    const attacker = await loginFrom(t, '50000011', windowsFirefox);
    const before = await databaseDigest(t.database);
    const res = await t.call(endSession, { sessionId: victimId }, attacker);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ isSuccess: false, message: SESSION_TEXTS.notFound });
    expect(await works(victim, '50000002')).toBe(true);
    const afterRows = (await databaseDigest(t.database))
      .split('\n')
      .filter((l) => !l.startsWith('audit_log'));
    expect(afterRows).toEqual(before.split('\n').filter((l) => !l.startsWith('audit_log')));
  });

  it('refuses to end the current session (that is logout), and bad ids get a 400', async () => {
    const token = await loginFrom(t, '50000010', android);
    const own = dataOf(await t.call(getSessions, {}, token)).sessions[0]?.sessionId ?? '';
    const res = await t.call(endSession, { sessionId: own }, token);
    expect(res.json).toMatchObject({ isSuccess: false, message: SESSION_TEXTS.isCurrent });
    expect(await works(token, '50000010')).toBe(true);
    expect((await t.post(endSession.path, { sessionId: '' }, token)).status).toBe(400);
    expect((await t.post(endSession.path, { sessionId: 42 }, token)).status).toBe(400);
    expect((await t.post(endSession.path, {}, token)).status).toBe(400);
    expect((await t.post(getSessions.path, {})).status).toBe(401);
  });

  it('ends all other sessions at once and keeps the current one', async () => {
    const keep = await loginFrom(t, '50000006', windowsFirefox);
    const gone = [await loginFrom(t, '50000006', android), await loginFrom(t, '50000006', android)];
    const someoneElse = await loginFrom(t, '50000005', android);
    for (const token of gone) expect(await works(token, '50000006')).toBe(true);
    const res = await t.call(endOtherSessions, {}, keep);
    expect(res.json).toMatchObject({
      isSuccess: true,
      message: SESSION_TEXTS.othersEnded,
      data: { ended: 2 },
    });
    for (const token of gone) expect(await works(token, '50000006')).toBe(false);
    expect(await works(keep, '50000006')).toBe(true);
    expect(await works(someoneElse, '50000005')).toBe(true);
    const none = await t.call(endOtherSessions, {}, keep);
    expect(none.json).toMatchObject({ message: SESSION_TEXTS.noOthers, data: { ended: 0 } });
  });
});

describe('the one-time hand-over code that replaces a token in an address', () => {
  const issue = async (token: string) => dataOf(await t.call(issueHandoverCode, {}, token));
  const exchange = (code: string) => t.call(exchangeHandoverCode, { code });

  it('opens a working session once; the replay is refused and opens nothing', async () => {
    const app = await t.login('50000001');
    const { code, expiresInSeconds } = await issue(app);
    expect(expiresInSeconds).toBe(HANDOVER_SECONDS);
    expect(code.length).toBeGreaterThanOrEqual(40);
    const first = await exchange(code);
    expect(first.json).toMatchObject({ isSuccess: true, data: { njAcNo: '50000001' } });
    expect(await works(first.json.token ?? '', '50000001')).toBe(true);
    const before = await databaseDigest(t.database);
    const replay = await exchange(code);
    expect(replay.json).toMatchObject({
      isSuccess: false,
      errCode: 'HANDOVER_USED',
      message: SESSION_TEXTS.handoverUsed,
    });
    expect(replay.json.token).toBeUndefined();
    const sessionsAfter = (await databaseDigest(t.database))
      .split('\n')
      .find((l) => l.startsWith('sessions:'));
    expect(sessionsAfter).toBe(before.split('\n').find((l) => l.startsWith('sessions:')));
  });

  it('answers one winner when the same code is exchanged twice at once', async () => {
    const { code } = await issue(await t.login('50000001'));
    const replies = await Promise.all([exchange(code), exchange(code), exchange(code)]);
    expect(replies.filter((r) => r.json.isSuccess).length).toBe(1);
  });

  it('refuses an expired code and an unknown one, each with its message', async () => {
    const { code } = await issue(await t.login('50000001'));
    t.clock.advance(HANDOVER_SECONDS + 1);
    const expired = await exchange(code);
    expect(expired.json).toMatchObject({
      errCode: 'HANDOVER_EXPIRED',
      message: SESSION_TEXTS.handoverExpired,
    });
    const unknown = await exchange('x'.repeat(43));
    expect(unknown.json).toMatchObject({
      errCode: 'HANDOVER_INVALID',
      message: SESSION_TEXTS.handoverInvalid,
    });
    expect((await t.post(exchangeHandoverCode.path, { code: '' })).status).toBe(400);
    expect((await t.post(exchangeHandoverCode.path, { code: ['a'] })).status).toBe(400);
  });

  it('refuses a code whose session ended before the exchange', async () => {
    const app = await t.login('50000001');
    const { code } = await issue(app);
    await t.post('ewaportfoliows/logout', undefined, app);
    const res = await exchange(code);
    expect(res.json).toMatchObject({ isSuccess: false, errCode: 'HANDOVER_INVALID' });
    expect(res.json.token).toBeUndefined();
  });
});
