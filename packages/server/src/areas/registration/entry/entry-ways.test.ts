import {
  fetchCenter,
  fetchPartner,
  generateOtp,
  generateStaffOtp,
  getRefNoDataWithToken,
  getTokenDetails,
  getTokenOfOutsideDesk,
  REG_TEXTS,
  resetTokenStatus,
  searchLogin,
  terminateSession,
  verifyOtp,
} from '@ewa/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../db/schema/core.ts';
import { istParts } from '../../../kernel/schemes/calendar.ts';
import {
  applicantToken,
  freshPan,
  latestSmsOtp,
  openTestApplication,
  singleHolder,
  staffTestToken,
} from '../../../testing/registration.ts';
import { createTestApp, databaseDigest, dataOf, type TestApp } from '../../../testing/test-app.ts';
import { regApplications } from '../schema.ts';

const TERMINATED = 'Selected Partner is in Terminated Status. He/She cannot open New E-Wealth Account.';
const GENERATE_REFNO = 'ewatraderegws/api/EwaRegService/generateRefno';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { areas: ['login', 'registration'] });
});
afterAll(() => t.close());

/** A staff token through the staff sign-in (the OTP goes to the partner's registered mobile). */
const staffToken = (partnerCode: string, partnerMobile: string, centerId?: string) =>
  staffTestToken(t, partnerCode, partnerMobile, centerId);

/** dd/mm/yyyy of someone `years` old today (India's date). */
function bornYearsAgo(years: number): string {
  const [y, m, d] = istParts(t.deps.clock.now()).date.split('-');
  return `${d}/${m}/${Number(y) - years}`;
}

describe('centres and partners', () => {
  it('lists the centres, a centre’s partners with their status, and the partner of a code', async () => {
    const centers = dataOf(await t.call(fetchCenter, {}));
    expect(centers.map((c) => c.centerId).sort()).toEqual(['AHD01', 'SRT01']);
    const surat = dataOf(await t.call(fetchPartner, { centerId: 'SRT01' }));
    expect(surat.map((p) => [p.partnerCode, p.status]).sort()).toEqual([
      ['P10234', 'Active'],
      ['P10311', 'Active'],
      ['P10999', 'Terminated'],
    ]);
    expect(dataOf(await t.call(fetchPartner, { partnerCode: 'P20117' }))).toEqual([
      { partnerCode: 'P20117', name: 'Sabarmati Wealth Partners', centerId: 'AHD01', status: 'Active' },
    ]);
  });

  it('answers bad input with 400, never 500', async () => {
    for (const body of [{}, { centerId: 12 }, { centerId: 'srt 01' }, { partnerCode: '' }]) {
      const res = await t.post(fetchPartner.path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('staff sign-in', () => {
  it('sends the OTP to the partner’s registered mobile and answers a staff token, once', async () => {
    const sent = await t.call(generateStaffOtp, { partnerCode: 'P10311', entrySource: 'partner' });
    expect(dataOf(sent)).toMatchObject({ mobile: 'XXXXXX2311', partnerName: 'Growmore Investments' });
    const otp = await latestSmsOtp(t, '9823012311');
    const body = { otpVrfyrefId: dataOf(sent).otpVrfyrefId, otp };
    // The staff OTP does not sign in a direct client.
    expect((await t.call(verifyOtp, body)).json.isSuccess).toBe(false);
    const token = await t.call(getTokenOfOutsideDesk, body);
    expect(dataOf(token).details).toEqual({
      accessBy: 'CP',
      entrySource: 'partner',
      mobile: 'XXXXXX2311',
      partnerCode: 'P10311',
      centerId: 'SRT01',
    });
    expect(dataOf(await t.call(getTokenDetails, {}, dataOf(token).token)).accessBy).toBe('CP');
    // Replayed: refused, no second token.
    const replay = await t.call(getTokenOfOutsideDesk, body);
    expect(replay.json.isSuccess).toBe(false);
    expect(replay.json.data ?? null).toBeNull();
  });

  it('stops sending after the OTP regeneration limit, saying so', async () => {
    t.clock.advance(t.deps.config.otp.sendWindowSeconds + 1);
    const send = () => t.call(generateStaffOtp, { partnerCode: 'P10311', entrySource: 'partner' });
    for (let i = 0; i < t.deps.config.otp.maxSends; i++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.json).toMatchObject({
      isSuccess: false,
      message: 'You have reached the limit for generating OTP. Please try again after some time.',
      otp_regenrate: 'N',
    });
  });

  it('does not give a staff token for a direct client’s OTP', async () => {
    const sent = dataOf(await t.call(generateOtp, { mobileNo: '9811200001' }));
    const otp = await latestSmsOtp(t, '9811200001');
    const res = await t.call(getTokenOfOutsideDesk, { otpVrfyrefId: sent.otpVrfyrefId, otp });
    expect(res.json.isSuccess).toBe(false);
    // The OTP is still good for its own way in.
    expect(dataOf(await t.call(verifyOtp, { otpVrfyrefId: sent.otpVrfyrefId, otp })).token).toMatch(/^reg\./);
  });

  it('gives a centre’s employee a token for a partner of that centre only', async () => {
    const elsewhere = await t.call(generateStaffOtp, {
      partnerCode: 'P10311',
      entrySource: 'employee',
      centerId: 'AHD01',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.field).toBe('centerId');
    const token = await staffToken('P20117', '9823020117', 'AHD01');
    expect(dataOf(await t.call(getTokenDetails, {}, token))).toMatchObject({
      accessBy: 'CP',
      entrySource: 'employee',
      partnerCode: 'P20117',
      centerId: 'AHD01',
    });
  });

  it('refuses a terminated partner with the spec’s text, sending nothing', async () => {
    const before = await databaseDigest(t.database);
    const res = await t.call(generateStaffOtp, { partnerCode: 'P10999', entrySource: 'partner' });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ isSuccess: false, message: TERMINATED, field: 'partnerCode' });
    const outbox = await t.inject({ method: 'GET', url: '/sandbox/api/outbox?to=9823012999' });
    expect(outbox.json().data).toEqual([]);
    expect(await databaseDigest(t.database)).toBe(before);
  });

  it('answers bad input with 400 and the field', async () => {
    const cases: [unknown, string][] = [
      [{ partnerCode: 10311, entrySource: 'partner' }, 'partnerCode'],
      [{ partnerCode: 'P10311', entrySource: 'trainee' }, 'entrySource'],
      [{ partnerCode: 'P10311' }, 'entrySource'],
      [{ partnerCode: 'P77777', entrySource: 'partner' }, 'partnerCode'],
    ];
    for (const [body, field] of cases) {
      const res = await t.post(generateStaffOtp.path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.field).toBe(field);
    }
    const unknown = await t.post(generateStaffOtp.path, { partnerCode: 'P77777', entrySource: 'partner' });
    expect(unknown.json.message).toBe('Partner Code should be valid.');
    const token = await t.post(getTokenOfOutsideDesk.path, { otpVrfyrefId: 'x', otp: '12' });
    expect(token.status).toBe(400);
  });
});

describe('applications entered by staff', () => {
  it('need the first holder’s mobile, and are the partner’s', async () => {
    const token = await staffToken('P10311', '9823012311');
    const pan = freshPan();
    const without = await t.post(GENERATE_REFNO, singleHolder(pan), token);
    expect(without.status).toBe(400);
    expect(without.json).toMatchObject({ field: 'holderMobile', message: 'Mobile Number cannot be empty.' });
    const app = await openTestApplication(t, token, { ...singleHolder(pan), holderMobile: '9811200010' });
    expect(app).toMatchObject({ accessBy: 'CP', entrySource: 'partner', distributorCode: 'P10311' });
    const [row] = await t.deps.db.select().from(regApplications).where(eq(regApplications.refNo, app.refNo));
    expect(row?.contactMobile).toBe('9811200010');
    expect(row?.centerId).toBe('SRT01');

    // Another sign-in of the same partner finds it; the holder's own mobile login does not.
    const again = await staffToken('P10311', '9823012311');
    const found = dataOf(await t.call(searchLogin, {}, again)).applications.map((a) => a.refNo);
    expect(found).toContain(app.refNo);
    const client = await applicantToken(t, '9811200010');
    expect(dataOf(await t.call(searchLogin, {}, client)).applications).toEqual([]);
  });

  it('are refused to staff of another partner, by refNo', async () => {
    const mine = await staffToken('P10311', '9823012311');
    const app = await openTestApplication(t, mine, {
      ...singleHolder(freshPan()),
      holderMobile: '9811200011',
    });
    const other = await staffToken('P20117', '9823020117', 'AHD01');
    const res = await t.call(getRefNoDataWithToken, { refNo: app.refNo }, other);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(REG_TEXTS.notYours);
    const theirs = dataOf(await t.call(searchLogin, {}, other)).applications.map((a) => a.refNo);
    expect(theirs).not.toContain(app.refNo);
  });

  it('give staff the “equal to or greater than 18 years” text, the client the other', async () => {
    const young = (pan: string) => singleHolder(pan, bornYearsAgo(17));
    const staff = await staffToken('P10311', '9823012311');
    const byStaff = await t.post(GENERATE_REFNO, { ...young(freshPan()), holderMobile: '9811200012' }, staff);
    expect(byStaff.status).toBe(400);
    expect(byStaff.json).toMatchObject({
      field: 'holders.0.dob',
      message: 'Date of birth should be equal to or greater than 18 years.',
    });
    const client = await applicantToken(t, '9811200012');
    const byClient = await t.post(GENERATE_REFNO, young(freshPan()), client);
    expect(byClient.json).toMatchObject({
      field: 'holders.0.dob',
      message: 'Date of birth should be greater than 18 years.',
    });
  });

  it('stop once the partner is terminated, with the spec’s text', async () => {
    const token = await staffToken('P20117', '9823020117', 'AHD01');
    await t.deps.db.update(partners).set({ terminated: true }).where(eq(partners.partnerCode, 'P20117'));
    try {
      const res = await t.post(
        GENERATE_REFNO,
        { ...singleHolder(freshPan()), holderMobile: '9811200013' },
        token,
      );
      expect(res.status).toBe(403);
      expect(res.json.message).toBe(TERMINATED);
    } finally {
      await t.deps.db.update(partners).set({ terminated: false }).where(eq(partners.partnerCode, 'P20117'));
    }
  });
});

describe('client desk and a partner’s link', () => {
  it('the client desk signs in by the client’s mobile as DK, entry source client', async () => {
    const sent = dataOf(await t.call(generateOtp, { mobileNo: '9811200020', accessBy: 'DK' }));
    const otp = await latestSmsOtp(t, '9811200020');
    const token = dataOf(await t.call(verifyOtp, { otpVrfyrefId: sent.otpVrfyrefId, otp })).token;
    const app = await openTestApplication(t, token, singleHolder(freshPan()));
    expect(app).toMatchObject({ accessBy: 'DK', entrySource: 'client', distributorCode: '' });
  });

  it('a partner’s link carries the partner’s code to the application', async () => {
    const sent = dataOf(
      await t.call(generateOtp, { mobileNo: '9811200021', accessBy: 'PL', partnerCode: 'P10234' }),
    );
    const otp = await latestSmsOtp(t, '9811200021');
    const token = dataOf(await t.call(verifyOtp, { otpVrfyrefId: sent.otpVrfyrefId, otp })).token;
    expect(dataOf(await t.call(getTokenDetails, {}, token))).toMatchObject({
      accessBy: 'PL',
      entrySource: 'partner link',
      partnerCode: 'P10234',
    });
    const app = await openTestApplication(t, token, singleHolder(freshPan()));
    expect(app).toMatchObject({ accessBy: 'PL', entrySource: 'partner link', distributorCode: 'P10234' });
    // The client finds it by the mobile; the partner's staff see it too.
    expect(dataOf(await t.call(searchLogin, {}, token)).applications.map((a) => a.refNo)).toEqual([
      app.refNo,
    ]);
    const staff = await staffToken('P10234', '9823012345');
    expect((await t.call(getRefNoDataWithToken, { refNo: app.refNo }, staff)).status).toBe(200);
  });

  it('a terminated partner’s link is refused with the spec’s text; a code needs the link', async () => {
    const res = await t.call(generateOtp, { mobileNo: '9811200022', accessBy: 'PL', partnerCode: 'P10999' });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(TERMINATED);
    const noCode = await t.post(generateOtp.path, { mobileNo: '9811200022', accessBy: 'PL' });
    expect(noCode.status).toBe(400);
    expect(noCode.json.field).toBe('partnerCode');
    const codeOnly = await t.post(generateOtp.path, { mobileNo: '9811200022', partnerCode: 'P10234' });
    expect(codeOnly.status).toBe(400);
    const badMode = await t.post(generateOtp.path, { mobileNo: '9811200022', accessBy: 'CP' });
    expect(badMode.status).toBe(400);
    const outbox = await t.inject({ method: 'GET', url: '/sandbox/api/outbox?to=9811200022' });
    expect(outbox.json().data).toEqual([]);
  });
});

describe('resetTokenStatus', () => {
  it('exchanges a live token for a fresh one; an ended token needs a new OTP', async () => {
    const token = await applicantToken(t, '9811200030');
    const fresh = dataOf(await t.call(resetTokenStatus, {}, token)).token;
    expect(fresh).not.toBe(token);
    expect((await t.post(searchLogin.path, {}, token)).status).toBe(401);
    expect((await t.call(searchLogin, {}, fresh)).status).toBe(200);
    expect((await t.call(terminateSession, {}, fresh)).status).toBe(200);
    const revived = await t.post(resetTokenStatus.path, {}, fresh);
    expect(revived.status).toBe(401);
    expect(revived.json.message).toBe(REG_TEXTS.sessionExpired);
  });
});
