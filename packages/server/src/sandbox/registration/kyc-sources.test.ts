import { describe, expect, it } from 'vitest';
import { kycSourcesOf } from '../../areas/registration/kyc/kyc-sources.ts';
import { useTestApp } from '../../testing/area-test.ts';
import { DEMO_KYC_PANS, DIGILOCKER_CODE_SECONDS } from './kyc-sources.ts';
import { latencyFrom } from './latency.ts';

const t = useTestApp({ areas: ['login'], env: { EWA_SANDBOX_KYC_LATENCY_MS: '0' } });
const sources = () => kycSourcesOf(t.deps);

/** Starts a DigiLocker consent and answers it on the sandbox page as a browser would; returns where it was sent. */
async function consent(state: string, decision: 'allow' | 'deny', holder: string = DEMO_KYC_PANS.notFound) {
  const link = await sources().digilocker.start({ state, returnUrl: '/ewa/tradereg/digilocker?step=back' });
  const page = await t.inject({ method: 'GET', url: link });
  expect(page.statusCode).toBe(200);
  const answer = await t.inject({
    method: 'POST',
    url: '/sandbox/digilocker/consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state, holder, decision }).toString(),
  });
  expect(answer.statusCode).toBe(303);
  return new URL(String(answer.headers.location), 'http://portal.test');
}

describe('KRA', () => {
  it('answers the KYC record of a registered PAN, typed in any case', async () => {
    const answer = await sources().kra(` ${DEMO_KYC_PANS.compliant.toLowerCase()} `);
    expect(answer).toMatchObject({
      status: 'REGISTERED',
      agency: 'CVL KRA',
      record: {
        name: 'Priya Ramesh Iyer',
        dob: '1988-03-14',
        gender: 'F',
        fatherName: 'Ramesh Subramanian Iyer',
        address: { city: 'Mumbai', stateCode: 'MH', pincode: '400050' },
      },
    });
    if (answer.status === 'NOT_FOUND') throw new Error('registered');
    expect(answer.record.mobileMasked).toMatch(/^X{6}\d{4}$/);
    expect(answer.record.emailMasked).toContain('****@');
  });

  it('tells registered, on hold and not found apart', async () => {
    expect((await sources().kra(DEMO_KYC_PANS.kraOnly)).status).toBe('REGISTERED');
    expect((await sources().kra(DEMO_KYC_PANS.kraOnHold)).status).toBe('ON_HOLD');
    expect(await sources().kra(DEMO_KYC_PANS.ckycOnly)).toEqual({ status: 'NOT_FOUND' });
    expect(await sources().kra(DEMO_KYC_PANS.notFound)).toEqual({ status: 'NOT_FOUND' });
  });
});

describe('CKYC', () => {
  it('downloads the record when PAN and date of birth match', async () => {
    const answer = await sources().ckyc(DEMO_KYC_PANS.ckycOnly, '1979-06-21');
    expect(answer).toMatchObject({ status: 'FOUND', record: { name: 'Lakshmi Narayanan' } });
    if (answer.status !== 'FOUND') throw new Error('found');
    expect(answer.ckycNo).toMatch(/^\d{14}$/);
    expect((await sources().ckyc(DEMO_KYC_PANS.compliant, '1988-03-14')).status).toBe('FOUND');
  });

  it('finds nothing for another date of birth, or a PAN only a KRA knows', async () => {
    expect(await sources().ckyc(DEMO_KYC_PANS.ckycOnly, '1979-06-22')).toEqual({ status: 'NOT_FOUND' });
    expect(await sources().ckyc(DEMO_KYC_PANS.kraOnly, '1985-11-02')).toEqual({ status: 'NOT_FOUND' });
    expect(await sources().ckyc(DEMO_KYC_PANS.notFound, '1996-08-09')).toEqual({ status: 'NOT_FOUND' });
  });
});

describe('DigiLocker', () => {
  it('shows a consent page with Allow and Deny, and sends the applicant back with a code that gives the e-Aadhaar once', async () => {
    const link = await sources().digilocker.start({ state: 'state-allow-1', returnUrl: '/ewa/back' });
    const page = await t.inject({ method: 'GET', url: link });
    expect(page.body).toContain('value="allow"');
    expect(page.body).toContain('value="deny"');
    expect(page.body).toContain('<label for="holder">');

    const back = await consent('state-allow-2', 'allow', DEMO_KYC_PANS.notFound);
    expect(back.pathname).toBe('/ewa/tradereg/digilocker');
    expect(back.searchParams.get('step')).toBe('back');
    expect(back.searchParams.get('state')).toBe('state-allow-2');
    const code = back.searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThan(20);

    const first = await sources().digilocker.finish(code);
    expect(first).toEqual({
      status: 'OK',
      record: {
        name: 'Arjun Vikram Mehta',
        dob: '1996-08-09',
        gender: 'M',
        address: expect.objectContaining({ city: 'Gurugram', stateCode: 'HR' }),
        aadhaarLast4: '9052',
      },
    });
    // Single use: the same code again gives nothing.
    expect(await sources().digilocker.finish(code)).toEqual({ status: 'INVALID_CODE' });
    expect(await sources().digilocker.finish('made-up-code')).toEqual({ status: 'INVALID_CODE' });
  });

  it('sends the applicant back with access_denied on Deny', async () => {
    const back = await consent('state-deny-1', 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-deny-1');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('lets a code expire after ten minutes', async () => {
    const fresh = (await consent('state-expiry-1', 'allow')).searchParams.get('code') ?? '';
    const stale = (await consent('state-expiry-2', 'allow')).searchParams.get('code') ?? '';
    t.clock.advance(DIGILOCKER_CODE_SECONDS - 5);
    expect((await sources().digilocker.finish(fresh)).status).toBe('OK');
    t.clock.advance(10);
    expect(await sources().digilocker.finish(stale)).toEqual({ status: 'INVALID_CODE' });
  });

  it('refuses an unknown consent request and a return address off the site', async () => {
    const page = await t.inject({ method: 'GET', url: '/sandbox/digilocker/consent?state=never-started' });
    expect(page.statusCode).toBe(404);
    await expect(
      sources().digilocker.start({ state: 'state-evil-1', returnUrl: '//evil.example/steal' }),
    ).rejects.toThrow(/return URL/);
    await expect(
      sources().digilocker.start({ state: 'state-evil-2', returnUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow(/return URL/);
  });
});

describe('sandbox pages', () => {
  it('lists the demo PANs on the sandbox index and their page', async () => {
    const index = await t.inject({ method: 'GET', url: '/sandbox' });
    const page = await t.inject({ method: 'GET', url: '/sandbox/kyc-sources' });
    for (const pan of Object.values(DEMO_KYC_PANS)) {
      expect(index.body).toContain(pan);
      expect(page.body).toContain(pan);
    }
  });

  it('reads the lookup latency from the environment', () => {
    const fallback = { minMs: 300, maxMs: 1200 };
    expect(latencyFrom(undefined, fallback)).toEqual(fallback);
    expect(latencyFrom('0', fallback)).toEqual({ minMs: 0, maxMs: 0 });
    expect(latencyFrom('100-250', fallback)).toEqual({ minMs: 100, maxMs: 250 });
    expect(latencyFrom('250-100', fallback)).toEqual(fallback);
    expect(latencyFrom('soon', fallback)).toEqual(fallback);
  });
});
