import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, databaseDigest, type TestApp } from '../testing/test-app.ts';
import { configuredKycProvider, REKYC_RETURN_PATH } from './provider.ts';

const flagsOf = async (t: TestApp, njAcNo: string) => {
  const token = await t.login(njAcNo);
  const res = await t.post('login/checkEwealthAccountActivation', { njAcNo, reqFrom: 'WEB' }, token);
  return res.json.data as { isReKyc: string; isRekycMandatory: string; reKycLink: string };
};

describe('re-KYC through the sandbox KYC agency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { areas: ['login'] });
  });
  afterAll(() => t.close());

  it('links to the agency, which completes re-KYC and sends the investor back; the gate clears', async () => {
    const before = await flagsOf(t, '50000010');
    expect(before).toMatchObject({
      isReKyc: 'Y',
      isRekycMandatory: 'Y',
      reKycLink: '/sandbox/rekyc?njAcNo=50000010',
    });
    const page = await t.inject({ method: 'GET', url: before.reKycLink });
    expect(page.body).toContain('Complete re-KYC');
    const done = await t.inject({
      method: 'POST',
      url: '/sandbox/rekyc/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'njAcNo=50000010',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(REKYC_RETURN_PATH);
    expect(await flagsOf(t, '50000010')).toMatchObject({
      isReKyc: 'N',
      isRekycMandatory: 'N',
      reKycLink: '',
    });
  });
});

describe('the sandbox KYC agency refuses bad input and changes nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { areas: ['login'] });
  });
  afterAll(() => t.close());

  const complete = (payload: string) =>
    t.inject({
      method: 'POST',
      url: '/sandbox/rekyc/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  it('a malformed account number → 400; an unknown one completes nothing', async () => {
    const before = await databaseDigest(t.database);
    for (const payload of [
      '',
      'njAcNo=',
      'njAcNo=abc',
      `njAcNo=${encodeURIComponent('<b>1</b>')}`,
      'njAcNo=1%27%20or%201%3D1',
    ]) {
      const res = await complete(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.body).not.toContain('<b>1</b>');
    }
    const unknown = await complete('njAcNo=59999999');
    expect(unknown.statusCode).toBeLessThan(500);
    expect(await databaseDigest(t.database)).toBe(before);
    expect(await flagsOf(t, '50000010')).toMatchObject({ isReKyc: 'Y', isRekycMandatory: 'Y' });
  });

  it("the agency's page escapes what it is given and never fails", async () => {
    for (const njAcNo of ['<script>alert(1)</script>', '', '1'.repeat(200)]) {
      const res = await t.inject({
        method: 'GET',
        url: `/sandbox/rekyc?njAcNo=${encodeURIComponent(njAcNo)}`,
      });
      expect(res.statusCode, njAcNo).toBe(200);
      expect(res.body).toContain('No investor with this account number.');
      expect(res.body).not.toContain('<script>alert(1)</script>');
    }
  });
});

describe('re-KYC without the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { sandbox: false, reKycUrl: 'https://kra.example.in/rekyc' },
      { areas: ['login'] },
    );
  });
  afterAll(() => t.close());

  it('links to the configured agency, naming the account and the way back', async () => {
    const link = new URL((await flagsOf(t, '50000010')).reKycLink);
    expect(link.origin + link.pathname).toBe('https://kra.example.in/rekyc');
    expect(link.searchParams.get('ucc')).toBe('50000010');
    expect(link.searchParams.get('returnPath')).toBe(REKYC_RETURN_PATH);
    expect((await t.inject({ method: 'GET', url: '/sandbox/rekyc?njAcNo=50000010' })).statusCode).toBe(404);
  });

  it('reads EWA_REKYC_URL, refusing anything but an http(s) address', () => {
    expect(loadConfig({ EWA_REKYC_URL: 'https://kra.example.in/rekyc' } as NodeJS.ProcessEnv).reKycUrl).toBe(
      'https://kra.example.in/rekyc',
    );
    expect(() => loadConfig({ EWA_REKYC_URL: 'javascript:alert(1)' } as NodeJS.ProcessEnv)).toThrow();
    expect(configuredKycProvider(undefined).reKycLink({ njAcNo: '1' })).toBe('');
  });
});
