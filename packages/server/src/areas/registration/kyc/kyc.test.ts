import {
  ckycDownload,
  KYC_TEXTS,
  kraDownload,
  loadDigilocker,
  loadDigilockerVrfy,
  loadKyc,
  REG_TEXTS,
  saveKyc,
  stepIdOf,
} from '@ewa/api';
import { describe, expect, it } from 'vitest';
import { DEMO_KYC_PANS } from '../../../sandbox/registration/kyc-sources.ts';
import { useTestApp } from '../../../testing/area-test.ts';
import {
  applicantToken,
  markScreensDone,
  openTestApplication,
  singleHolder,
} from '../../../testing/registration.ts';
import { databaseDigest, dataOf } from '../../../testing/test-app.ts';
import { DIGILOCKER_STATE_MINUTES, kycRecordOf } from './kyc.ts';

const t = useTestApp({ areas: ['login', 'registration'], env: { EWA_SANDBOX_KYC_LATENCY_MS: '0' } });

let mobiles = 0;
const freshMobile = () => {
  mobiles += 1;
  return `98333${String(mobiles).padStart(5, '0')}`;
};

/** An application of one holder (PAN and date of birth dd/mm/yyyy) standing at the KYC screen. */
async function atKyc(pan: string, dob: string) {
  const token = await applicantToken(t, freshMobile());
  const app = await openTestApplication(t, token, singleHolder(pan, dob));
  await markScreensDone(t, app.refNo, [{ screen: 'loadmobemail', holder: 'F' }]);
  return { token, refNo: app.refNo };
}

/** The applicant at the sandbox DigiLocker: allows (as `person`) or denies; answers where it sends the browser. */
async function consent(url: string, decision: 'allow' | 'deny', person: string = DEMO_KYC_PANS.notFound) {
  const state = new URL(url, 'http://portal.test').searchParams.get('state') ?? '';
  const answer = await t.inject({
    method: 'POST',
    url: '/sandbox/digilocker/consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state, holder: person, decision }).toString(),
  });
  expect(answer.statusCode).toBe(303);
  return new URL(String(answer.headers.location), 'http://portal.test');
}

describe('KYC of a holder', () => {
  it('shows the KRA record, and saving makes its name the holder’s and keeps the record', async () => {
    const { token, refNo } = await atKyc(DEMO_KYC_PANS.compliant, '14/03/1988');
    const before = dataOf(await t.call(loadKyc, { refNo, holder: 'F' }, token));
    expect(before).toMatchObject({ found: null, saved: 'N', pan: DEMO_KYC_PANS.compliant });

    const kra = dataOf(await t.call(kraDownload, { refNo, holder: 'F' }, token));
    expect(kra.found).toMatchObject({
      source: 'KRA',
      reference: 'CVL KRA',
      record: { name: 'Priya Ramesh Iyer', dob: '1988-03-14', address: { city: 'Mumbai' } },
    });
    const notConfirmed = await t.post(saveKyc.path, { refNo, holder: 'F', confirmed: 'N' }, token);
    expect(notConfirmed.json).toMatchObject({ field: 'confirmed', message: KYC_TEXTS.confirmNeeded });

    const saved = dataOf(await t.call(saveKyc, { refNo, holder: 'F', confirmed: 'Y' }, token));
    expect(saved.holders[0]?.name).toBe('Priya Ramesh Iyer');
    expect(saved.stepId).toBe(stepIdOf('personaldetails', 'F'));
    expect(await kycRecordOf(t.deps.db, refNo, 'F')).toMatchObject({
      source: 'KRA',
      record: { name: 'Priya Ramesh Iyer', fatherName: 'Ramesh Subramanian Iyer' },
    });
    const again = dataOf(await t.call(loadKyc, { refNo, holder: 'F' }, token));
    expect(again).toMatchObject({ saved: 'Y', found: { source: 'KRA' } });
  });

  it('falls back to CKYC by PAN and date of birth', async () => {
    const { token, refNo } = await atKyc(DEMO_KYC_PANS.ckycOnly, '21/06/1979');
    expect(dataOf(await t.call(kraDownload, { refNo, holder: 'F' }, token)).found).toBeNull();
    const ckyc = dataOf(await t.call(ckycDownload, { refNo, holder: 'F' }, token));
    expect(ckyc.found).toMatchObject({ source: 'CKYC', reference: '50098765432101' });
    dataOf(await t.call(saveKyc, { refNo, holder: 'F', confirmed: 'Y' }, token));
    expect((await kycRecordOf(t.deps.db, refNo, 'F'))?.source).toBe('CKYC');
  });

  it('refuses a KRA record on hold with the cannot-proceed text, on every way on', async () => {
    const { token, refNo } = await atKyc(DEMO_KYC_PANS.kraOnHold, '30/01/1992');
    for (const call of [kraDownload, ckycDownload, loadDigilocker]) {
      const res = await t.post(call.path, { refNo, holder: 'F' }, token);
      expect(res.status, call.path).toBe(409);
      expect(res.json.message).toBe(REG_TEXTS.cannotProceedOnline);
    }
    const save = await t.post(saveKyc.path, { refNo, holder: 'F', confirmed: 'Y' }, token);
    expect(save.json).toMatchObject({ field: 'confirmed', message: KYC_TEXTS.fetchFirst });
  });

  it('refuses a record whose date of birth is not the holder’s, writing nothing', async () => {
    const { token, refNo } = await atKyc(DEMO_KYC_PANS.kraOnly, '02/11/1986');
    const before = await databaseDigest(t.database);
    const res = await t.post(kraDownload.path, { refNo, holder: 'F' }, token);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(KYC_TEXTS.dobDiffers);
    expect(await databaseDigest(t.database)).toBe(before);
  });

  it('offers DigiLocker when neither KRA nor CKYC knows the PAN, and saves the e-Aadhaar record', async () => {
    const { token, refNo } = await atKyc(DEMO_KYC_PANS.notFound, '09/08/1996');
    expect(dataOf(await t.call(kraDownload, { refNo, holder: 'F' }, token)).found).toBeNull();
    expect(dataOf(await t.call(ckycDownload, { refNo, holder: 'F' }, token)).found).toBeNull();

    const { url } = dataOf(await t.call(loadDigilocker, { refNo, holder: 'F' }, token));
    expect(url).toMatch(/^\/sandbox\/digilocker\/consent\?state=/);
    const back = await consent(url, 'allow');
    expect(back.pathname).toBe('/ewa/tradereg/createaccount/loaddigilockervrfy/F');
    const code = back.searchParams.get('code') ?? '';
    const state = back.searchParams.get('state') ?? '';
    expect(state.startsWith(`${refNo}.F.`)).toBe(true);

    const finished = dataOf(await t.call(loadDigilockerVrfy, { refNo, holder: 'F', code, state }, token));
    expect(finished.found).toMatchObject({
      source: 'DIGILOCKER',
      reference: 'XXXX XXXX 9052',
      record: { name: 'Arjun Vikram Mehta', dob: '1996-08-09' },
    });
    // The same return again (a reload, a replayed link): the state is used up.
    const replay = await t.post(loadDigilockerVrfy.path, { refNo, holder: 'F', code, state }, token);
    expect(replay.status).toBe(409);
    expect(replay.json.message).toBe(KYC_TEXTS.digilockerExpired);

    const saved = dataOf(await t.call(saveKyc, { refNo, holder: 'F', confirmed: 'Y' }, token));
    expect(saved.holders[0]?.name).toBe('Arjun Vikram Mehta');
    expect((await kycRecordOf(t.deps.db, refNo, 'F'))?.source).toBe('DIGILOCKER');
  });

  it('refuses a DigiLocker code used twice, an expired request, a forged state and a denial', async () => {
    const { token, refNo } = await atKyc(DEMO_KYC_PANS.notFound, '09/08/1996');
    // A code already exchanged, brought back with a fresh state.
    const first = await consent(
      dataOf(await t.call(loadDigilocker, { refNo, holder: 'F' }, token)).url,
      'allow',
    );
    const usedCode = first.searchParams.get('code') ?? '';
    dataOf(
      await t.call(
        loadDigilockerVrfy,
        { refNo, holder: 'F', code: usedCode, state: first.searchParams.get('state') ?? '' },
        token,
      ),
    );
    const { url } = dataOf(await t.call(loadDigilocker, { refNo, holder: 'F' }, token));
    const freshState = new URL(url, 'http://portal.test').searchParams.get('state') ?? '';
    const reused = await t.post(
      loadDigilockerVrfy.path,
      { refNo, holder: 'F', code: usedCode, state: freshState },
      token,
    );
    expect(reused.status).toBe(409);
    expect(reused.json.message).toBe(KYC_TEXTS.digilockerExpired);

    // Forged: a state never issued, or another application's.
    for (const state of [`${refNo}.F.madeup-${'x'.repeat(30)}`, `R0000000001.F.${'y'.repeat(32)}`]) {
      const forged = await t.post(loadDigilockerVrfy.path, { refNo, holder: 'F', code: 'abc', state }, token);
      expect(forged.status, state).toBe(400);
      expect(forged.json).toMatchObject({ field: 'state', message: KYC_TEXTS.digilockerForged });
    }

    // Expired: the applicant came back after the request's time.
    const late = await consent(
      dataOf(await t.call(loadDigilocker, { refNo, holder: 'F' }, token)).url,
      'allow',
    );
    t.clock.advance(DIGILOCKER_STATE_MINUTES * 60 + 1);
    const expired = await t.post(
      loadDigilockerVrfy.path,
      { refNo, holder: 'F', code: late.searchParams.get('code'), state: late.searchParams.get('state') },
      token,
    );
    expect(expired.status).toBe(409);
    expect(expired.json.message).toBe(KYC_TEXTS.digilockerExpired);

    const denied = await consent(
      dataOf(await t.call(loadDigilocker, { refNo, holder: 'F' }, token)).url,
      'deny',
    );
    const deniedReply = await t.post(
      loadDigilockerVrfy.path,
      {
        refNo,
        holder: 'F',
        state: denied.searchParams.get('state'),
        error: denied.searchParams.get('error'),
      },
      token,
    );
    expect(deniedReply.json.message).toBe(KYC_TEXTS.digilockerDenied);
  });

  it('refuses an e-Aadhaar of someone else (another date of birth)', async () => {
    const { token, refNo } = await atKyc(DEMO_KYC_PANS.notFound, '09/08/1996');
    const back = await consent(
      dataOf(await t.call(loadDigilocker, { refNo, holder: 'F' }, token)).url,
      'allow',
      DEMO_KYC_PANS.compliant,
    );
    const res = await t.post(
      loadDigilockerVrfy.path,
      { refNo, holder: 'F', code: back.searchParams.get('code'), state: back.searchParams.get('state') },
      token,
    );
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(KYC_TEXTS.dobDiffers);
    expect(await kycRecordOf(t.deps.db, refNo, 'F')).toBeUndefined();
  });

  it('answers bad input with 400, another applicant with 403, a screen not open with 409', async () => {
    const token = await applicantToken(t, freshMobile());
    const { refNo } = await openTestApplication(
      t,
      token,
      singleHolder(DEMO_KYC_PANS.compliant, '14/03/1988'),
    );
    const early = await t.post(kraDownload.path, { refNo, holder: 'F' }, token);
    expect(early.status).toBe(409);
    await markScreensDone(t, refNo, [{ screen: 'loadmobemail', holder: 'F' }]);
    for (const body of [{ refNo }, { refNo, holder: 'S' }, { refNo, holder: 7 }, { refNo: 5, holder: 'F' }]) {
      const res = await t.post(kraDownload.path, body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { refNo, holder: 'F' },
      { refNo, holder: 'F', confirmed: 'maybe' },
    ]) {
      const res = await t.post(saveKyc.path, body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const other = await applicantToken(t, freshMobile());
    const foreign = await t.post(kraDownload.path, { refNo, holder: 'F' }, other);
    expect(foreign.status).toBe(403);
  });
});
