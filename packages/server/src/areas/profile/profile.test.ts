import {
  DISPLAY_PHOTO_MAX_BYTES,
  DISPLAY_PHOTO_TEXTS,
  EMF_UNAVAILABLE_TEXTS,
  getHeaderByUCC,
  getProfileDetail,
  profileRestrictionsFor,
  saveDisplayPhoto,
} from '@ewa/api';
import sharp from 'sharp';
import { validate } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';
import { isMinorOn, mandateStatusOn, maskPan } from './domain.ts';
import { PHOTO_UPLOADS_PER_MINUTE, photoTypeOf, preparedPhoto, STORED_PHOTO_SIDE } from './photo.ts';

const t = useTestApp({ areas: ['profile', 'evoting', 'purchase'], investor: '50000001' });

/** A real 16×16 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGOQi1pAEmIY1TCqYfhqAABaJBgQW+XgqwAAAABJRU5ErkJggg==',
  'base64',
);
/** JPEG markers (SOI, APP0 "JFIF") and filler: it starts like a JPEG but is not one. */
const FAKE_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.alloc(300, 7),
  Buffer.from([0xff, 0xd9]),
]);
/** A real photo from a phone: 1600×1200 with EXIF saying who took it. */
let JPEG: Buffer;
beforeAll(async () => {
  JPEG = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c83c28' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Rajesh on holiday', Copyright: 'GPS 21.17N 72.83E' } })
    .toBuffer();
});

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = '----ewaProfileTest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(file: Buffer, filename: string, type: string, token: string = t.token) {
  const { payload, contentType } = multipart(file, filename, type);
  const res = await t.inject({
    method: 'POST',
    url: `/api/${saveDisplayPhoto.path}`,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
  return { status: res.statusCode, json: res.json() as Record<string, unknown> };
}

async function headerPath(token = t.token, ucc = '50000001') {
  return dataOf(await t.call(getHeaderByUCC, { ucc }, token)).dpPath;
}

describe('profileoperations/getProfileDetail', () => {
  it("answers 50000001's personal details, banks, mandates and nominees", async () => {
    const data = dataOf(await t.call(getProfileDetail, { ucc: '50000001' }, t.token));
    expect(data.name).toBe('Rajesh Kumar Sharma');
    expect(data.accType).toBe('TAC');
    expect(data.taxStatusText).toBe('Individual');
    expect(data.holders.map((h) => [h.holderCode, h.name, h.panMasked, h.dob])).toEqual([
      ['F', 'Rajesh Kumar Sharma', 'ABXXXXXX4K', '15/08/1980'],
      ['S', 'Meena Rajesh Sharma', 'BCXXXXXX5L', expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/)],
    ]);
    // The PAN never travels whole.
    expect(JSON.stringify(data)).not.toContain('ABCPS1234K');
    expect(data.address.city).not.toBe('');
    expect(data.dematAccounts.map((d) => d.depository)).toEqual(['CDSL', 'NSDL']);
    expect(data.banks).toHaveLength(2);
    expect(data.banks.filter((b) => b.isDefault === 'Y')).toHaveLength(1);
    for (const bank of data.banks) {
      expect(bank.bankAccMask).toMatch(/^X+\d{4}$/);
      expect(bank.bankIfscCode).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
    }
    expect(data.mandates.map((m) => [m.upperLimit, m.status])).toEqual([
      [25_000, 'ACTIVE'],
      [100_000, 'ACTIVE'],
    ]);
    expect(data.nominees).toEqual([
      expect.objectContaining({
        nomineeName: 'Meena Rajesh Sharma',
        sharePercent: 60,
        isMinor: 'N',
        guardianName: null,
      }),
      expect.objectContaining({
        nomineeName: 'Kabir Rajesh Sharma',
        sharePercent: 40,
        isMinor: 'Y',
        guardianName: 'Meena Rajesh Sharma',
        guardianRelation: 'Mother',
      }),
    ]);
    expect(data.nominees.reduce((sum, n) => sum + n.sharePercent, 0)).toBe(100);
  });

  it.each([
    ['50000002', 'TAC', 2],
    ['50000005', 'TAC', 2],
    ['50000009', 'EMF', 0],
  ] as const)('answers each demo investor their own profile (%s)', async (njAcNo, accType, demat) => {
    const token = await t.sessionToken(njAcNo, accType);
    const data = dataOf(await t.call(getProfileDetail, { ucc: njAcNo }, token));
    expect(data.ucc_no).toBe(njAcNo);
    expect(data.accType).toBe(accType);
    expect(data.dematAccounts).toHaveLength(demat);
    expect(data.holders[0]?.holderCode).toBe('F');
    expect(data.banks.length).toBeGreaterThan(0);
  });

  it("tells 50000002 its pending mandate and the expired one, and its minor daughter's guardian", async () => {
    const token = await t.sessionToken('50000002');
    const data = dataOf(await t.call(getProfileDetail, { ucc: '50000002' }, token));
    expect(data.mandates.map((m) => m.status).sort()).toEqual(['ACTIVE', 'EXPIRED', 'PENDING']);
    const minor = data.nominees.find((n) => n.isMinor === 'Y');
    expect(minor).toMatchObject({ nomineeName: 'Diya Mehta', guardianName: 'Priya Venkataraman' });
  });

  it('gives an E-Wealth MF account no demat accounts; the contract names the spec texts for them', async () => {
    const token = await t.sessionToken('50000009', 'EMF');
    const data = dataOf(await t.call(getProfileDetail, { ucc: '50000009' }, token));
    expect(data.dematAccounts).toEqual([]);
    expect(profileRestrictionsFor(data.accType)).toEqual({
      demat: EMF_UNAVAILABLE_TEXTS.product,
      otherSegmentMandate: EMF_UNAVAILABLE_TEXTS.option,
    });
    expect(profileRestrictionsFor('TAC')).toBeNull();
  });

  it("refuses another investor's profile, and answers 401 without a session", async () => {
    const other = await t.call(getProfileDetail, { ucc: '50000002' }, t.token);
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.json)).not.toContain('Priya');
    const anonymous = await t.call(getProfileDetail, { ucc: '50000001' });
    expect(anonymous.status).toBe(401);
  });
});

describe('profileoperations/saveDisplayPhoto', () => {
  it('stores a PNG, points the header at it and serves it under an unguessable name', async () => {
    const before = await headerPath();
    const res = await upload(PNG, 'me.png', 'image/png');
    expect(res.status).toBe(200);
    const [mismatch, reply] = validate(res.json, saveDisplayPhoto.reply);
    expect(mismatch).toBeUndefined();
    const dpPath = reply?.data?.dpPath ?? '';
    expect(reply?.message).toBe(DISPLAY_PHOTO_TEXTS.saved);
    expect(dpPath).toMatch(/^dp-[A-Za-z0-9_-]{43}\.png$/);
    expect(dpPath).not.toBe(before);
    expect(await headerPath()).toBe(dpPath);

    const image = await t.inject({ method: 'GET', url: `/api/profileoperations/displayPhoto/${dpPath}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const served = await sharp(image.rawPayload).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', 16, 16]);

    // A name that was never handed out answers nothing.
    const guessed = await t.inject({
      method: 'GET',
      url: `/api/profileoperations/displayPhoto/dp-${'A'.repeat(43)}.png`,
    });
    expect(guessed.statusCode).toBe(404);
  });

  it('takes a JPEG whatever its file name says, and the earlier photo is gone', async () => {
    const earlier = await headerPath();
    const res = await upload(JPEG, 'photo.txt', 'application/octet-stream');
    expect(res.status).toBe(200);
    const dpPath = await headerPath();
    expect(dpPath).toMatch(/\.jpg$/);
    const image = await t.inject({ method: 'GET', url: `/api/profileoperations/displayPhoto/${dpPath}` });
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Kept small and without the camera's metadata.
    const served = await sharp(image.rawPayload).metadata();
    expect([served.format, served.width, served.height]).toEqual(['jpeg', STORED_PHOTO_SIDE, 384]);
    expect(served.exif).toBeUndefined();
    expect(image.rawPayload.includes('Rajesh on holiday')).toBe(false);
    const old = await t.inject({ method: 'GET', url: `/api/profileoperations/displayPhoto/${earlier}` });
    expect(old.statusCode).toBe(404);
  });

  it.each([
    [
      'a GIF',
      Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(200)]),
      'me.gif',
      'image/gif',
      DISPLAY_PHOTO_TEXTS.notAnImage,
    ],
    [
      'a PDF named .png',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200)]),
      'me.png',
      'image/png',
      DISPLAY_PHOTO_TEXTS.notAnImage,
    ],
    [
      'text named .jpg',
      Buffer.from('<script>alert(1)</script>'.repeat(10)),
      'me.jpg',
      'image/jpeg',
      DISPLAY_PHOTO_TEXTS.notAnImage,
    ],
    ['an empty file', Buffer.alloc(0), 'me.jpg', 'image/jpeg', DISPLAY_PHOTO_TEXTS.missing],
    ['bytes that only start like a JPEG', FAKE_JPEG, 'me.jpg', 'image/jpeg', DISPLAY_PHOTO_TEXTS.unreadable],
    ['a PNG cut short', PNG.subarray(0, 66), 'me.png', 'image/png', DISPLAY_PHOTO_TEXTS.unreadable],
    [
      'a JPEG header with nothing after it',
      FAKE_JPEG.subarray(0, 12),
      'me.jpg',
      'image/jpeg',
      DISPLAY_PHOTO_TEXTS.tooSmall,
    ],
    [
      'a JPEG over 2 MB',
      Buffer.concat([FAKE_JPEG.subarray(0, 11), Buffer.alloc(DISPLAY_PHOTO_MAX_BYTES)]),
      'big.jpg',
      'image/jpeg',
      DISPLAY_PHOTO_TEXTS.tooLarge,
    ],
  ])('refuses %s with a clear message and changes nothing', async (_case, bytes, name, type, text) => {
    const before = await headerPath();
    const res = await upload(bytes, name, type);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ isSuccess: false, message: text, field: 'file' });
    expect(await headerPath()).toBe(before);
  });

  it('refuses a request that is not a multipart form, and one without a session', async () => {
    const before = await headerPath();
    const json = await t.post(saveDisplayPhoto.path, { file: PNG.toString('base64') }, t.token);
    expect(json.status).toBe(400);
    expect(json.json.message).toBe(DISPLAY_PHOTO_TEXTS.missing);
    const anonymous = await upload(PNG, 'me.png', 'image/png', '');
    expect(anonymous.status).toBe(401);
    expect(await headerPath()).toBe(before);
  });

  it("changes only the uploader's own photo", async () => {
    const token = await t.sessionToken('50000002');
    const mine = await headerPath();
    const res = await upload(PNG, 'p.png', 'image/png', token);
    expect(res.status).toBe(200);
    expect(await headerPath(token, '50000002')).not.toBe(mine);
    expect(await headerPath()).toBe(mine);
  });
});

describe('display photo upload limit', () => {
  it('refuses more than the uploads of a minute with 429, and takes them again the next minute', async () => {
    // Frozen: the uploads must fall in one fixed window.
    t.clock.freeze();
    const token = await t.sessionToken('50000003');
    const statuses: number[] = [];
    for (let i = 0; i <= PHOTO_UPLOADS_PER_MINUTE; i++)
      statuses.push((await upload(PNG, 'p.png', 'image/png', token)).status);
    expect(statuses.slice(0, PHOTO_UPLOADS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    t.clock.advance(61);
    expect((await upload(PNG, 'p.png', 'image/png', token)).status).toBe(200);
  });
});

describe('profile rules', () => {
  it.each([
    ['ABCPS1234K', 'ABXXXXXX4K'],
    ['AB', 'XX'],
  ])('masks the PAN %s as %s', (pan, masked) => expect(maskPan(pan)).toBe(masked));

  it.each([
    ['2008-11-27', '2026-11-26', true],
    ['2008-11-26', '2026-11-26', false],
    ['1980-08-15', '2026-11-26', false],
  ])('born %s is a minor on %s: %s', (dob, today, minor) => expect(isMinorOn(dob, today)).toBe(minor));

  it.each([
    ['APPROVED', '2030-03-31', 'ACTIVE'],
    ['APPROVED', '2026-03-31', 'EXPIRED'],
    ['PENDING', '2030-03-31', 'PENDING'],
    ['REJECTED', '2030-03-31', 'REJECTED'],
  ] as const)('a mandate %s ending %s reads %s', (status, end, shown) =>
    expect(mandateStatusOn(status, end, '2026-11-26')).toBe(shown),
  );

  it('judges a photo by its bytes', () => {
    expect(photoTypeOf(PNG)).toBe('image/png');
    expect(photoTypeOf(FAKE_JPEG)).toBe('image/jpeg');
    expect(() =>
      photoTypeOf(Buffer.from('not an image at all, just words and more words to pass the size')),
    ).toThrow(DISPLAY_PHOTO_TEXTS.notAnImage);
  });
});

describe('the stored photo', () => {
  it('keeps a small photo at its size and type', async () => {
    const kept = await preparedPhoto(PNG);
    expect(kept.contentType).toBe('image/png');
    expect((await sharp(kept.bytes).metadata()).width).toBe(16);
  });
});
