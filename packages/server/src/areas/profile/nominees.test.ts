import {
  getNomineeEntries,
  getProfileDetail,
  nomineeTexts,
  saveNominees,
  sendNomineeChangeOtp,
} from '@ewa/api';
import { nomineeEntry } from '@ewa/api/registration/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;
const njAcNo = '50000001';
beforeAll(async () => {
  t = await createTestApp({}, { areas: ['login', 'profile'] });
  token = await t.sessionToken(njAcNo);
});
afterAll(() => t.close());

async function latestOtp(): Promise<string> {
  const res = await t.inject({ method: 'GET', url: `/sandbox/api/outbox?to=${njAcNo}` });
  const sms = (res.json().data as { channel: string; body: string }[]).find((m) => m.channel === 'sms');
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error('no OTP in the outbox');
  return code;
}

const profileNominees = async () =>
  dataOf(await t.call(getProfileDetail, { ucc: njAcNo }, token)).nominees.map((n) => [
    n.nomineeName,
    n.sharePercent,
  ]);

describe('changing nominees from the profile', () => {
  it('loads the nominees on record into the change form', async () => {
    const data = dataOf(await t.call(getNomineeEntries, { njAcNo }, token));
    expect(data.firstHolderName).not.toBe('');
    const before = await profileNominees();
    expect(data.answers?.nominees.map((n) => [n.name, Number(n.sharePercent)])).toEqual(before);
  });

  it('refuses what the nominee rules refuse, field by field, and changes nothing', async () => {
    const before = await profileNominees();
    const res = await t.call(
      saveNominees,
      {
        njAcNo,
        otp: '123456',
        nominees: [
          nomineeEntry({ sharePercent: '0' }),
          nomineeEntry({ name: 'Kabir Sharma', sharePercent: '100' }),
        ],
      },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field: 'nominees.0.sharePercent', message: nomineeTexts.shareZero });
    expect(await profileNominees()).toEqual(before);
  });

  it('needs the OTP sent for it: a wrong one changes nothing, the right one replaces the nominees once', async () => {
    const before = await profileNominees();
    const sent = await t.call(sendNomineeChangeOtp, { njAcNo }, token);
    expect(dataOf(sent).mobile).toMatch(/^X+\d{4}$/);
    const otp = await latestOtp();
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const body = {
      njAcNo,
      nominees: [
        nomineeEntry({ sharePercent: '60' }),
        nomineeEntry({ name: 'Kabir Sharma', relation: 'SON', sharePercent: '40' }),
      ],
    };
    const refused = await t.call(saveNominees, { ...body, otp: wrong }, token);
    expect(refused.json).toMatchObject({
      isSuccess: false,
      message: 'Please enter valid OTP.',
      otp_wrongcount: 1,
    });
    expect(await profileNominees()).toEqual(before);

    const saved = await t.call(saveNominees, { ...body, otp }, token);
    expect(saved.json.message).toBe('Your nominees have been updated.');
    expect(dataOf(saved).nominees.map((n) => [n.nomineeName, n.relation, n.sharePercent])).toEqual([
      ['Ravi Rao', 'Spouse', 60],
      ['Kabir Sharma', 'Son', 40],
    ]);
    // The form shows them as entered, identity proof included.
    const entries = dataOf(await t.call(getNomineeEntries, { njAcNo }, token)).answers?.nominees;
    expect(entries?.[0]).toMatchObject({ idType: 'PAN', idNumber: 'BCDPF2345G', sharePercent: '60' });

    // The same OTP again: single use, nothing changes twice.
    const replay = await t.call(saveNominees, { ...body, nominees: [nomineeEntry()], otp }, token);
    expect(replay.json.isSuccess).toBe(false);
    expect((await profileNominees()).length).toBe(2);
  });

  it("refuses another account's nominees and bad input", async () => {
    expect((await t.call(getNomineeEntries, { njAcNo: '50000002' }, token)).status).toBe(403);
    expect(
      (await t.call(saveNominees, { njAcNo: '50000002', otp: '123456', nominees: [nomineeEntry()] }, token))
        .status,
    ).toBe(403);
    const bad = await t.post(saveNominees.path, { njAcNo, otp: '12', nominees: [nomineeEntry()] }, token);
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('otp');
    const none = await t.post(saveNominees.path, { njAcNo, otp: '123456', nominees: [] }, token);
    expect(none.status).toBe(400);
  });
});
