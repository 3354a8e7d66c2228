import { forgotLoginId } from '@ewa/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/area-test.ts';
import { recoveryTexts } from './recovery.ts';

const t = useTestApp({ areas: ['login'] });

interface Sent {
  channel: string;
  address: string;
  body: string;
}
async function outbox(loginId: string): Promise<Sent[]> {
  const res = await t.inject({ method: 'GET', url: `/sandbox/api/outbox?to=${loginId}` });
  return res.json().data as Sent[];
}
/** The gateway is not waited for (its time would tell a match apart): wait for the messages here. */
async function settledOutbox(loginId: string, count: number): Promise<Sent[]> {
  for (let i = 0; i < 50; i++) {
    const sent = await outbox(loginId);
    if (sent.length >= count) return sent;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return outbox(loginId);
}

describe('forgot login id', () => {
  it('sends the personalised id to the registered mobile and e-mail, never in the reply', async () => {
    const res = await t.call(forgotLoginId, { panNo: 'noppk4567y', mobile: '9811054321' });
    expect(res.json).toEqual({ isSuccess: true, message: recoveryTexts.loginIdSent, data: {} });
    expect(JSON.stringify(res.json)).not.toContain('nisha.recover');
    const sent = await settledOutbox('50000012', 2);
    expect(sent.map((m) => [m.channel, m.address]).sort()).toEqual([
      ['email', 'nisha.kapoor@example.in'],
      ['sms', '9811054321'],
    ]);
    for (const message of sent) expect(message.body).toContain('nisha.recover');
  });

  it('tells the account number when no personalised id was chosen', async () => {
    await t.call(forgotLoginId, { panNo: 'CDEPV3456M', mobile: '9845012378' });
    const sent = await settledOutbox('50000002', 2);
    expect(sent[0]?.body).toContain('login id is 50000002');
  });

  it('answers a PAN that matches nothing, or a mobile that is not the registered one, alike and sends nothing', async () => {
    const matched = await t.call(forgotLoginId, { panNo: 'HIJPR8901S', mobile: '9414023456' });
    const otherMobile = await t.call(forgotLoginId, { panNo: 'IJKPI9012T', mobile: '9414023456' });
    const unknown = await t.call(forgotLoginId, { panNo: 'ZZZPZ9999Z', mobile: '9000000000' });
    expect(otherMobile.json).toEqual(matched.json);
    expect(unknown.json).toEqual(matched.json);
    await settledOutbox('50000007', 2);
    expect(await outbox('50000008')).toEqual([]);
  });

  it('sends an account its id at most as often as an OTP, then still answers alike', async () => {
    const { maxSends } = t.deps.config.otp;
    for (let i = 0; i < maxSends + 2; i++) {
      const res = await t.call(forgotLoginId, { panNo: 'KLMPJ1234V', mobile: '9970123456' });
      expect(res.json.message).toBe(recoveryTexts.loginIdSent);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outbox('50000010')).toHaveLength(maxSends * 2);
  });

  it('refuses a malformed PAN or mobile with 400 and sends nothing', async () => {
    for (const body of [
      { panNo: 'NOPPK4567', mobile: '9811054321' },
      { panNo: 'NOPPK4567Y', mobile: '98110 4321' },
    ]) {
      const res = await t.post('login/forgotLoginId', body);
      expect(res.status).toBe(400);
      expect(res.json.isSuccess).toBe(false);
    }
  });
});
