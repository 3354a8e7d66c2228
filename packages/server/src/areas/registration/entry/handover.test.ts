import {
  eonboardPITGenerateTokenKey,
  generateOtp,
  getRefNoDataWithToken,
  HANDOVER_TEXTS,
  REG_TEXTS,
  redeemTokenKey,
  searchLogin,
  verifyOtp,
} from '@ewa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantToken,
  freshPan,
  latestSmsOtp,
  openTestApplication,
  singleHolder,
  staffTestToken,
} from '../../../testing/registration.ts';
import { createTestApp, dataOf, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { areas: ['login', 'registration'] });
});
afterAll(() => t.close());

const GENERATE = eonboardPITGenerateTokenKey.path;
const REDEEM = redeemTokenKey.path;

/** An application partner P10311's staff opened for a client's mobile, and that staff's token. */
async function staffApplication(clientMobile: string) {
  const staff = await staffTestToken(t, 'P10311', '9823012311');
  const app = await openTestApplication(t, staff, {
    ...singleHolder(freshPan()),
    holderMobile: clientMobile,
  });
  return { staff, refNo: app.refNo };
}

const keyFor = async (staff: string, refNo: string) => {
  const res = await t.post(GENERATE, { refNo }, staff);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json.data as { key: string; link: string; expiresAt: string }).key;
};

describe('handing an application to its client', () => {
  it('gives the owning partner’s staff a 24-hour link; other staff and a direct client are refused', async () => {
    const { staff, refNo } = await staffApplication('9811300001');
    const res = await t.post(GENERATE, { refNo }, staff);
    expect(res.status).toBe(200);
    const data = res.json.data as { key: string; link: string; expiresAt: string };
    expect(data.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.link).toBe(`/ewa/tradereg/client/continue?key=${data.key}`);
    const validFor = new Date(data.expiresAt).getTime() - t.clock.now().getTime();
    expect(validFor).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(validFor).toBeLessThanOrEqual(24 * 3600_000);

    const other = await staffTestToken(t, 'P20117', '9823020117', 'AHD01');
    const refused = await t.post(GENERATE, { refNo }, other);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: REG_TEXTS.notYours });

    const client = await applicantToken(t, '9811300002');
    const own = await openTestApplication(t, client, singleHolder(freshPan()));
    expect((await t.post(GENERATE, { refNo: own.refNo }, client)).status).toBe(403);
    expect((await t.post(GENERATE, { refNo }, client)).status).toBe(403);
  });

  it('lets the client see the application only after redeeming, by the OTP to the contact mobile', async () => {
    const mobile = '9811300003';
    const { staff, refNo } = await staffApplication(mobile);
    const before = await applicantToken(t, mobile);
    expect(dataOf(await t.call(searchLogin, {}, before)).applications.map((a) => a.refNo)).not.toContain(
      refNo,
    );
    expect((await t.post(getRefNoDataWithToken.path, { refNo }, before)).status).toBe(403);

    const key = await keyFor(staff, refNo);
    t.clock.advance(t.deps.config.otp.sendWindowSeconds + 1);
    const redeemed = await t.post(REDEEM, { key });
    expect(redeemed.status, JSON.stringify(redeemed.json)).toBe(200);
    const sent = redeemed.json.data as { refNo: string; mobile: string; otpVrfyrefId: string };
    expect(sent.refNo).toBe(refNo);
    expect(sent.mobile).toMatch(/0003$/);
    expect(sent.mobile).not.toContain('98113');
    const otp = await latestSmsOtp(t, mobile);
    const token = dataOf(await t.call(verifyOtp, { otpVrfyrefId: sent.otpVrfyrefId, otp })).token;

    expect(dataOf(await t.call(searchLogin, {}, token)).applications.map((a) => a.refNo)).toContain(refNo);
    expect(dataOf(await t.call(getRefNoDataWithToken, { refNo }, token)).refNo).toBe(refNo);
    // Staff still see it; another mobile does not.
    expect((await t.post(getRefNoDataWithToken.path, { refNo }, staff)).status).toBe(200);
    const stranger = await applicantToken(t, '9811300004');
    expect((await t.post(getRefNoDataWithToken.path, { refNo }, stranger)).status).toBe(403);
  });

  it('uses a key once; a new key ends the old one; an expired or unknown key is refused', async () => {
    const { staff, refNo } = await staffApplication('9811300005');
    const first = await keyFor(staff, refNo);
    const second = await keyFor(staff, refNo);
    const ended = await t.post(REDEEM, { key: first });
    expect(ended.status).toBe(409);
    expect(ended.json).toMatchObject({ message: HANDOVER_TEXTS.keyExpired });

    expect((await t.post(REDEEM, { key: second })).status).toBe(200);
    const again = await t.post(REDEEM, { key: second });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: HANDOVER_TEXTS.keyUsed });

    const late = await keyFor(staff, refNo);
    t.clock.advance(24 * 3600 + 1);
    const expired = await t.post(REDEEM, { key: late });
    expect(expired.status).toBe(409);
    expect(expired.json).toMatchObject({ message: HANDOVER_TEXTS.keyExpired });

    const unknown = await t.post(REDEEM, { key: 'A'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ message: HANDOVER_TEXTS.keyUnknown });
    expect((await t.post(REDEEM, { key: 'short' })).status).toBe(400);
  });

  it('keeps the key when the OTP cannot be sent yet, so the client can try it again', async () => {
    const mobile = '9811300006';
    const { staff, refNo } = await staffApplication(mobile);
    const key = await keyFor(staff, refNo);
    // The mobile has had every OTP its send window allows.
    for (let i = 0; i < t.deps.config.otp.maxSends; i += 1)
      expect((await t.post(generateOtp.path, { mobileNo: mobile })).status).toBe(200);
    const early = await t.post(REDEEM, { key });
    expect(early.status, JSON.stringify(early.json)).toBe(200);
    expect(early.json).toMatchObject({ isSuccess: false, otp_regenrate: 'N' });
    t.clock.advance(t.deps.config.otp.sendWindowSeconds + 1);
    const later = await t.post(REDEEM, { key });
    expect(later.status, JSON.stringify(later.json)).toBe(200);
  });
});
