import { loginOtpValidate, loginSendOtp, sendEmailVerificationOtp } from '@ewa/api';
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otps, otpTexts } from '../../kernel/identity/index.ts';
import {
  type MessageChannel,
  MessageNotSent,
  type MessageSender,
  type OutgoingMessage,
} from '../../messaging/messages.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { type FakeGateway, startFakeGateway } from '../../testing/fake-gateway.ts';
import { createTestApp } from '../../testing/test-app.ts';

/** A provider whose channels can be switched off, keeping what it delivered. */
class ScriptedSender implements MessageSender {
  down = new Set<MessageChannel>();
  delivered: OutgoingMessage[] = [];
  async send(message: OutgoingMessage) {
    if (this.down.has(message.channel)) throw new MessageNotSent(message.channel, 'gateway answered 503');
    this.delivered.push(message);
  }
}

const codeIn = (message: OutgoingMessage | undefined) => /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];

describe('OTP delivery', () => {
  const sender = new ScriptedSender();
  const t = useTestApp({ areas: ['login'], messages: sender });

  const send = (loginId: string) => t.call(loginSendOtp, { loginId, loginWith: 'ACNO' });
  const liveOtps = (njAcNo: string) => t.database.db.select().from(otps).where(eq(otps.njAcNo, njAcNo));

  it('succeeds when one of SMS and e-mail gets through, and the code that arrived signs in', async () => {
    sender.down = new Set(['sms']);
    const sent = await send('50000002');
    expect(sent.json).toMatchObject({ isSuccess: true, message: otpTexts.sent });
    const email = sender.delivered.find((m) => m.loginId === '50000002');
    expect(email?.channel).toBe('email');
    const ok = await t.call(loginOtpValidate, {
      loginId: '50000002',
      loginWith: 'ACNO',
      otp: codeIn(email) ?? '',
    });
    expect(ok.json).toMatchObject({ isSuccess: true, message: otpTexts.matched });
  });

  it('tells the user to try again when nothing gets through, leaves no live OTP and spends no regeneration', async () => {
    sender.down = new Set(['sms', 'email']);
    const { maxSends } = t.deps.config.otp;
    for (let i = 0; i <= maxSends; i++) {
      const failed = await send('50000003');
      expect(failed.status).toBe(200);
      expect(is(failed.json, loginSendOtp.reply)).toBe(true);
      expect(failed.json).toMatchObject({
        isSuccess: false,
        message: otpTexts.notSent,
        errCode: 'OTP_NOT_SENT',
      });
    }
    expect(await liveOtps('50000003')).toEqual([]);

    sender.down = new Set();
    const sent = await send('50000003');
    expect(sent.json).toMatchObject({ isSuccess: true, data: { otp_regenrate: 'Y' } });
    expect(await liveOtps('50000003')).toHaveLength(1);
  });

  it('keeps the OTP the user already has when a resend cannot be delivered', async () => {
    sender.down = new Set();
    expect((await send('50000007')).json).toMatchObject({ isSuccess: true });
    const first = codeIn(sender.delivered.findLast((m) => m.loginId === '50000007'));
    sender.down = new Set(['sms', 'email']);
    expect((await send('50000007')).json).toMatchObject({ isSuccess: false, message: otpTexts.notSent });
    const ok = await t.call(loginOtpValidate, { loginId: '50000007', loginWith: 'ACNO', otp: first ?? '' });
    expect(ok.json).toMatchObject({ isSuccess: true, message: otpTexts.matched });
  });

  it('does the same for the e-mail verification OTP', async () => {
    const token = await t.login('50000006');
    sender.down = new Set(['email']);
    const failed = await t.call(sendEmailVerificationOtp, { njAcNo: '50000006' }, token);
    expect(is(failed.json, sendEmailVerificationOtp.reply)).toBe(true);
    expect(failed.json).toMatchObject({ isSuccess: false, message: otpTexts.notSent });
    expect(await liveOtps('50000006')).toEqual([]);
  });
});

describe('a sandbox gateway outage', () => {
  const t = useTestApp({ areas: ['login'] });

  const outage = (payload: unknown) =>
    t.inject({ method: 'POST', url: '/sandbox/api/outbox/outage', payload: payload as object });
  const send = (loginId: string) => t.call(loginSendOtp, { loginId, loginWith: 'ACNO' });
  const postForm = (payload: string) =>
    t.inject({
      method: 'POST',
      url: '/sandbox/outbox/outage',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  it('refuses the chosen channels of one account only, until it is ended', async () => {
    const on = await outage({ to: '50000004', channels: ['sms', 'email'] });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toEqual([{ loginId: '50000004', channels: ['email', 'sms'] }]);
    expect((await send('50000004')).json).toMatchObject({ isSuccess: false, message: otpTexts.notSent });
    expect((await send('50000005')).json).toMatchObject({ isSuccess: true });

    await outage({ to: '50000004', channels: ['sms'] });
    expect((await send('50000004')).json).toMatchObject({ isSuccess: true });
    const delivered = await t.inject({ method: 'GET', url: '/sandbox/api/outbox?to=50000004' });
    expect(delivered.json().data.map((m: { channel: string }) => m.channel)).toEqual(['email']);

    await outage({ to: '50000004', channels: [] });
    const listed = await t.inject({ method: 'GET', url: '/sandbox/api/outbox/outages' });
    expect(listed.json().data).toEqual([]);
  });

  it('answers bad outage requests with 400 naming the field, and changes nothing', async () => {
    for (const [payload, field] of [
      [{ to: '50000004', channels: ['fax'] }, 'channels.0'],
      [{ to: '', channels: [] }, 'to'],
      [{ to: '<script>', channels: ['sms'] }, 'to'],
      [{ channels: ['sms'] }, 'to'],
      [[], '(body)'],
    ] as const) {
      const res = await outage(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, field });
    }
    const bad = await t.postJsonText('/sandbox/api/outbox/outage', '{"to":');
    expect(bad.statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/sandbox/api/outbox/outages' })).json().data).toEqual([]);
  });

  it("is set from the outbox page's form, which then lists it", async () => {
    const form = await postForm('to=50000007&sms=on');
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/sandbox/outbox?to=50000007');
    const page = await t.inject({ method: 'GET', url: '/sandbox/outbox?to=50000007' });
    expect(page.body).toContain('50000007: sms refused');
    const empty = await postForm('to=&sms=on');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Enter the account number');
  });
});

describe('production without a gateway', () => {
  it('answers the try-again text instead of an error page', async () => {
    const t = await createTestApp({ sandbox: false, messageRelay: undefined }, { areas: ['login'] });
    try {
      const failed = await t.call(loginSendOtp, { loginId: '50000001', loginWith: 'ACNO' });
      expect(failed.json).toMatchObject({ isSuccess: false, message: otpTexts.notSent });
    } finally {
      await t.close();
    }
  });
});

describe('with EWA_MESSAGE_RELAY_URL set', () => {
  let gateway: FakeGateway;
  beforeAll(async () => {
    gateway = await startFakeGateway();
  });
  afterAll(() => gateway.close());
  const t = useTestApp({
    areas: ['login'],
    config: () => ({ messageRelay: { url: gateway.url, token: 'relay-token', timeoutMs: 2000 } }),
  });

  it('delivers the login OTP through the gateway by SMS and e-mail, not to the sandbox outbox', async () => {
    const sent = await t.call(loginSendOtp, { loginId: '50000001', loginWith: 'ACNO' });
    expect(sent.json).toMatchObject({ isSuccess: true });
    const bodies = gateway.received.map((r) => r.body);
    expect(bodies.map((b) => b.channel).sort()).toEqual(['email', 'sms']);
    expect(bodies.find((b) => b.channel === 'sms')?.to).toMatch(/^\d{10}$/);
    const outbox = await t.inject({ method: 'GET', url: '/sandbox/api/outbox?to=50000001' });
    expect(outbox.json().data).toEqual([]);
    const code = /\b(\d{6})\b/.exec(bodies[0]?.body ?? '')?.[1];
    const ok = await t.call(loginOtpValidate, { loginId: '50000001', loginWith: 'ACNO', otp: code ?? '' });
    expect(ok.json).toMatchObject({ isSuccess: true });
  });
});
