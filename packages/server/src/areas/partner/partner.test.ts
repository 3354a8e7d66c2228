import { getPartnerCompanyDetail, getPartnerProfile, type PartnerProfile, profileImageUrl } from '@ewa/api';
import fc from 'fast-check';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';

const t = useTestApp({ investor: '50000001' });

describe('getPartnerProfile', () => {
  it("answers the account's partner in the contract shape", async () => {
    const res = await t.call(getPartnerProfile, { accode: '50000001' }, t.token);
    expect(res.status).toBe(200);
    expect(is(res.json, getPartnerProfile.reply)).toBe(true);
    const profile = dataOf(res);
    expect(profile.relationshipHandlerName).toBe('Neha Kulkarni');
    expect(profile.arn).toBe('ARN-104523');
    expect(profile.njCode).toBe('P10234');
    expect(profile.productBasket.split(',')).toContain('Mutual Funds');
    expect(profile.contactList.length).toBeGreaterThan(0);
    expect(profile.mediaList[0]?.mediaIconLink).toMatch(/downloadPdfMob\?filename=/);
  });

  it("answers for a family member (the head's partner) but refuses a stranger's account", async () => {
    expect((await t.call(getPartnerProfile, { accode: '50000102' }, t.token)).status).toBe(200);
    const refused = await t.call(getPartnerProfile, { accode: '50000002' }, t.token);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.json)).not.toContain('Neha');
  });

  it('any well-formed account code that is not the family is refused, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 20, unit: 'binary' }), async (accode) => {
        fc.pre(!['50000001', '50000101', '50000102', '50000103'].includes(accode));
        const res = await t.call(getPartnerProfile, { accode }, t.token);
        // Up to 20 UTF-16 units is well-formed; an astral character counts two. A NUL character no text
        // column can hold is refused for every call (http/calls.ts).
        expect(res.status).toBe(accode.length <= 20 && !accode.includes('\0') ? 403 : 400);
      }),
      { numRuns: 40 },
    );
  });

  it('bad input is 400', async () => {
    expect((await t.call(getPartnerProfile, { accode: '' }, t.token)).status).toBe(400);
    expect((await t.post(getPartnerProfile.path, { accode: 50000001 }, t.token)).status).toBe(400);
    expect((await t.post(getPartnerProfile.path, {}, t.token)).status).toBe(400);
  });
});

describe('getPartnerCompanyDetail', () => {
  it('answers the office with expertise and social links', async () => {
    const res = await t.call(getPartnerCompanyDetail, { accode: '50000001' }, t.token);
    expect(res.status).toBe(200);
    expect(is(res.json, getPartnerCompanyDetail.reply)).toBe(true);
    const detail = dataOf(res);
    expect(detail.city).toBe('Surat');
    expect(detail.licenses).toMatch(/ARN-104523/);
    expect(detail.socialLinks).toHaveLength(3);
    expect((await t.call(getPartnerCompanyDetail, { accode: '50000003' }, t.token)).status).toBe(403);
  });
});

describe('downloadPdfMob (profile images)', () => {
  const get = (url: string) => t.inject({ method: 'GET', url });

  it('serves the photo and logo named in the profile, without a session', async () => {
    const profile = (await t.call(getPartnerProfile, { accode: '50000001' }, t.token)).json
      .data as PartnerProfile;
    const photo = await get(profileImageUrl('/api', profile.partnerProfilePicture));
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
    expect(photo.body).toContain('<svg');
    const logo = await get(profile.partnerCompLogoURL);
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('Wealthwise');
  });

  it('missing files are 404 and path tricks are 400 or 404, never 500', async () => {
    const base = '/api/ewatraderegws/api/dpholding/downloadPdfMob';
    expect((await get(`${base}?filename=nobody.svg&imgOrPdf=image`)).statusCode).toBe(404);
    for (const name of [
      '../../package.json',
      '..%2F..%2Fpackage.json',
      '.env',
      'a/b.svg',
      '%00.svg',
      'x'.repeat(300),
    ]) {
      const res = await get(`${base}?filename=${name}&imgOrPdf=image`);
      expect([400, 404]).toContain(res.statusCode);
    }
    expect((await get(`${base}?imgOrPdf=image`)).statusCode).toBe(400);
    expect((await get(`${base}?filename=facebook.svg&imgOrPdf=pdf`)).statusCode).toBe(400);
    expect((await get(`${base}?filename=facebook.svg&filename=x.svg&imgOrPdf=image`)).statusCode).toBe(400);
    expect((await get(`${base}?filename=facebook.svg&imgOrPdf=image`)).statusCode).toBe(200);
  });
});
