import { fatcaTexts, getFatcaFormLinks, loadFatcaTrade, saveDataFatcaTrade } from '@ewa/api';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseDigest, type TestApp } from '../../testing/test-app.ts';
import { FATCA_LINK_SECONDS, signFatcaLink } from './link-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { areas: ['login', 'fatca'] });
  t.clock.freeze();
});
afterAll(() => t.close());

/** The ucc, holder and token of a link, as the sandbox hands it to a tester. */
async function linkOf(to: string, holder = 'F') {
  const res = await t.inject({ method: 'GET', url: `/sandbox/api/fatca/link?to=${to}&holder=${holder}` });
  expect(res.statusCode).toBe(200);
  const link = (res.json() as { data: { link: string } }).data.link;
  expect(link).toMatch(/^\/ewa\/fatca\?ucc=\d+&holder=[FSTG]&token=/);
  const query = new URL(link, 'http://x').searchParams;
  return { ucc: query.get('ucc') ?? '', holder: query.get('holder') ?? '', token: query.get('token') ?? '' };
}

const answers = {
  poboIndia: 'Y',
  cob: 'US',
  pob: 'new york',
  nationality: 'IN',
  cotoIndia: 'Y',
  taxDtl: [
    { cot: 'US', tpiNo: 'abc123456', tpiType: 'T' },
    { cot: 'GB', tpiNo: 'QQ123456C', tpiType: 'N' },
    { cot: 'SG', tpiNo: 'S1234567D', tpiType: 'A' },
  ],
  isfatcaConsentChk: 'Y',
  isDetailsChange: 'Y',
};

const activation = async (njAcNo: string) => {
  const token = await t.login(njAcNo);
  const res = await t.post('login/checkEwealthAccountActivation', { njAcNo, reqFrom: 'WEB' }, token);
  return (res.json.data as { fatcaDeclarationPending: string }).fatcaDeclarationPending;
};

describe('FATCA form on a signed link', () => {
  it('loads the holder, the lists and the consent text', async () => {
    const link = await linkOf('50000003');
    const res = await t.post('FatcaService/loadFatcaTrade', link);
    expect(res.status).toBe(200);
    expect(is(res.json, loadFatcaTrade.reply)).toBe(true);
    const data = res.json.data as {
      holderDtl: { holderName: string; poboIndia: string; fatcaConsent: string };
      fatcaCountry: { CNTRY_ID: string }[];
      nationality: { CNTRY_ID: string }[];
      taxDtl: unknown[];
    };
    expect(data.holderDtl).toMatchObject({ holderName: 'Amit Dinesh Patel', poboIndia: '' });
    expect(data.holderDtl.fatcaConsent).not.toBe('');
    expect(data.fatcaCountry.some((c) => c.CNTRY_ID === 'IN')).toBe(false);
    expect(data.nationality.some((c) => c.CNTRY_ID === 'IN')).toBe(true);
    expect(data.taxDtl).toEqual([]);
  });

  it('saves three tax residencies, in upper case, and the FATCA gate of 50000003 clears', async () => {
    expect(await activation('50000003')).toBe('Y');
    const link = await linkOf('50000003');
    const res = await t.post('FatcaService/saveDataFatcaTrade', { ...link, ...answers });
    expect(res.status).toBe(200);
    expect(is(res.json, saveDataFatcaTrade.reply)).toBe(true);
    expect(res.json).toMatchObject({
      isSuccess: true,
      displayMessage: 'FATCA declaration has been submitted successfully',
      data: { fatcaDeclarationPending: 'N' },
    });
    const loaded = await t.post('FatcaService/loadFatcaTrade', link);
    expect(loaded.json.data).toMatchObject({
      holderDtl: { poboIndia: 'Y', cob: 'US', pob: 'NEW YORK', nationality: 'IN', cotoIndia: 'Y' },
      taxDtl: [
        { cot: 'US', tpiNo: 'ABC123456', tpiType: 'T' },
        { cot: 'GB', tpiNo: 'QQ123456C', tpiType: 'N' },
        { cot: 'SG', tpiNo: 'S1234567D', tpiType: 'A' },
      ],
    });
    expect(await activation('50000003')).toBe('N');
  });

  it('the sandbox puts the gate back for a tester to start over', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/sandbox/api/fatca/pending',
      payload: { to: '50000003' },
    });
    expect(res.statusCode).toBe(200);
    expect(await activation('50000003')).toBe('Y');
    const link = await linkOf('50000003');
    expect((await t.post('FatcaService/loadFatcaTrade', link)).json.data).toMatchObject({
      holderDtl: { poboIndia: '' },
      taxDtl: [],
    });
    expect((await t.post('FatcaService/saveDataFatcaTrade', { ...link, ...answers })).json.isSuccess).toBe(
      true,
    );
  });

  it('No clears the tax details of an earlier declaration', async () => {
    const link = await linkOf('50000003');
    const res = await t.post('FatcaService/saveDataFatcaTrade', { ...link, ...answers, cotoIndia: 'N' });
    expect(res.json.isSuccess).toBe(true);
    const loaded = await t.post('FatcaService/loadFatcaTrade', link);
    expect(loaded.json.data).toMatchObject({ holderDtl: { cotoIndia: 'N' }, taxDtl: [] });
  });

  it('clears the gate only when every holder has declared', async () => {
    // 50000001 has a first holder (declared in the demo data) and a second one.
    await t.database.sql.exec(
      `update accounts set fatca_declaration_pending = true where nj_ac_no = '50000001'`,
    );
    const token = await t.login('50000001');
    const links = await t.post('FatcaService/getFatcaFormLinks', { njAcNo: '50000001' }, token);
    expect(is(links.json, getFatcaFormLinks.reply)).toBe(true);
    expect(links.json.data).toMatchObject({
      links: [
        { holder: 'F', declared: 'Y' },
        { holder: 'S', holderName: 'Meena Rajesh Sharma', declared: 'N' },
      ],
    });
    const second = await linkOf('50000001', 'S');
    const res = await t.post('FatcaService/saveDataFatcaTrade', {
      ...second,
      ...answers,
      poboIndia: 'N',
      cob: '',
      nationality: '',
      cotoIndia: 'N',
      taxDtl: [],
    });
    expect(res.json).toMatchObject({ isSuccess: true, data: { fatcaDeclarationPending: 'N' } });
    expect(await activation('50000001')).toBe('N');
  });

  it("refuses another account's links to the gate", async () => {
    const token = await t.login('50000003');
    const res = await t.post('FatcaService/getFatcaFormLinks', { njAcNo: '50000001' }, token);
    expect(res.status).toBe(403);
  });
});

describe('forged, expired and other holders’ tokens change nothing', () => {
  it.each([
    ['a forged signature', (l: { token: string }) => `${l.token.slice(0, -4)}AAAA`],
    ['a token of another scheme', () => 'v1.eyJzaWQiOiJ4In0.AAAA'],
    ['garbage', () => 'not-a-token'],
  ])('%s → 401', async (_name, forge) => {
    const link = await linkOf('50000003');
    const before = await databaseDigest(t.database);
    const res = await t.post('FatcaService/saveDataFatcaTrade', { ...link, ...answers, token: forge(link) });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ isSuccess: false, message: fatcaTexts.linkInvalid });
    expect(await databaseDigest(t.database)).toBe(before);
  });

  it('a token for another account or holder → 401', async () => {
    const link = await linkOf('50000003');
    const before = await databaseDigest(t.database);
    for (const body of [
      { ...link, ucc: '50000001' },
      { ...link, holder: 'S' },
    ]) {
      const res = await t.post('FatcaService/saveDataFatcaTrade', { ...body, ...answers });
      expect(res.status).toBe(401);
      expect((await t.post('FatcaService/loadFatcaTrade', body)).status).toBe(401);
    }
    expect(await databaseDigest(t.database)).toBe(before);
  });

  it('an expired link → 401', async () => {
    const link = await linkOf('50000003');
    t.clock.advance(FATCA_LINK_SECONDS + 1);
    try {
      const before = await databaseDigest(t.database);
      const res = await t.post('FatcaService/saveDataFatcaTrade', { ...link, ...answers });
      expect(res.status).toBe(401);
      expect(await databaseDigest(t.database)).toBe(before);
    } finally {
      t.clock.advance(-(FATCA_LINK_SECONDS + 1));
    }
  });

  it('a well-signed token cannot open a session', async () => {
    const token = signFatcaLink(t.deps.tokens, { ucc: '50000003', holder: 'F', exp: 4_000_000_000 });
    const res = await t.post(
      'login/checkEwealthAccountActivation',
      { njAcNo: '50000003', reqFrom: 'WEB' },
      token,
    );
    expect(res.status).toBe(401);
  });
});

describe('the server checks every rule again', () => {
  it.each([
    [{ poboIndia: '' }, 'poboIndia', 'Place of Birth other than India cannot be empty.'],
    [{ cob: '' }, 'cob', 'Please provide Nationality Country of Birth'],
    [{ cob: 'IN' }, 'cob', 'Country of Birth should be valid.'],
    [{ pob: '' }, 'pob', 'Please provide Place of Birth'],
    [{ pob: 'Pune-411001' }, 'pob', 'Place of Birth should be valid.'],
    [{ pob: 'A'.repeat(101) }, 'pob', 'Place of Birth should be valid.'],
    [{ nationality: '' }, 'nationality', 'Please provide Nationality'],
    [{ cotoIndia: '' }, 'cotoIndia', 'Tax Residency other than India cannot be empty.'],
    [{ taxDtl: [] }, 'taxDtl.0.cot', 'Country of Tax Residency cannot be empty.'],
    [
      { taxDtl: [{ cot: 'US', tpiNo: 'AB 12', tpiType: 'T' }] },
      'taxDtl.0.tpiNo',
      'Taxpayer ID Number should be valid.',
    ],
    [
      { taxDtl: [{ cot: 'US', tpiNo: 'A'.repeat(21), tpiType: 'T' }] },
      'taxDtl.0.tpiNo',
      'Taxpayer ID Number should be valid.',
    ],
    [
      { taxDtl: [{ cot: 'US', tpiNo: 'AB12', tpiType: 'Z' }] },
      'taxDtl.0.tpiType',
      'ID Type should be valid.',
    ],
    [
      {
        taxDtl: [
          { cot: 'US', tpiNo: 'AB12', tpiType: 'T' },
          { cot: 'GB', tpiNo: '', tpiType: 'N' },
        ],
      },
      'taxDtl.1.tpiNo',
      'Taxpayer ID Number cannot be empty.',
    ],
    [{ isfatcaConsentChk: 'N' }, 'isfatcaConsentChk', 'FATCA Consent should be checked.'],
  ])('%o → 400 naming %s', async (change, field, message) => {
    const link = await linkOf('50000003');
    const before = await databaseDigest(t.database);
    const res = await t.post('FatcaService/saveDataFatcaTrade', { ...link, ...answers, ...change });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ isSuccess: false, field, message });
    expect(await databaseDigest(t.database)).toBe(before);
  });

  it.each([
    [{ taxDtl: [...answers.taxDtl, answers.taxDtl[0]] }, 'taxDtl'],
    [{ poboIndia: 'maybe' }, 'poboIndia'],
    [{ holder: 'Z' }, 'holder'],
    [{ extra: 1 }, 'extra'],
  ])('a malformed body %o → 400 naming %s', async (change, field) => {
    const link = await linkOf('50000003');
    const res = await t.post('FatcaService/saveDataFatcaTrade', { ...link, ...answers, ...change });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe(field);
  });
});

describe('the sandbox link maker refuses bad input and changes nothing', () => {
  it.each([
    ['to=abc&holder=F', 404],
    ['to=50000003&holder=Z', 404],
    ['holder=F', 404],
    ['to=59999999&holder=F', 404],
    [`to=${encodeURIComponent("1' or 1=1")}`, 404],
  ])('GET /sandbox/api/fatca/link?%s → %i, no link', async (query, status) => {
    const res = await t.inject({ method: 'GET', url: `/sandbox/api/fatca/link?${query}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ isSuccess: false });
    expect(res.body).not.toContain('/ewa/fatca');
  });

  it.each([[{}], [{ to: 50000003 }], [{ to: 'abc' }], [{ to: ['50000003'] }]])(
    'POST /sandbox/api/fatca/pending %o → 400, nothing changes',
    async (body) => {
      const before = await databaseDigest(t.database);
      const res = await t.inject({
        method: 'POST',
        url: '/sandbox/api/fatca/pending',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(400);
      expect(await databaseDigest(t.database)).toBe(before);
    },
  );
});
