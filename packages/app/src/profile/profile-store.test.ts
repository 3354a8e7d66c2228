import { EMF_UNAVAILABLE_TEXTS } from '@ewa/api/portfolio';
import {
  DISPLAY_PHOTO_MAX_BYTES,
  DISPLAY_PHOTO_TEXTS,
  getProfileDetail,
  type ProfileDetail,
  profileSectionOf,
  saveDisplayPhoto,
} from '@ewa/api/profile';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../stores/test-support.ts';
import { ProfileStore } from './profile-store.ts';

const detail: ProfileDetail = {
  ucc_no: '50000001',
  name: 'Rajesh Kumar Sharma',
  accType: 'TAC',
  taxStatus: '1',
  taxStatusText: 'Individual',
  mfMode: 'Demat',
  email: 'rajesh.sharma@example.in',
  phone: '9876543210',
  address: { line1: '12, Shanti Kunj', line2: '', city: 'Surat', state: 'Gujarat', pincode: '395007' },
  holders: [
    {
      holderCode: 'F',
      name: 'Rajesh Kumar Sharma',
      panMasked: 'ABXXXXXX4K',
      dob: '15/08/1980',
      gender: 'M',
      kycStatus: 'KYC Verified',
    },
  ],
  dematAccounts: [{ depository: 'CDSL', boId: '1208160050000001' }],
  banks: [],
  mandates: [],
  nominees: [],
  dpPath: 'investor-50000001.jpg',
};

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

function storeWith(replies: Record<string, (body: unknown) => unknown>) {
  const { api, calls: asked } = fakeApi(replies);
  const told: string[] = [];
  const store = new ProfileStore(
    api,
    () => '50000001',
    (dpPath) => told.push(dpPath),
  );
  return { store, asked, told };
}

describe('profile sections', () => {
  it.each([
    [undefined, 'personal'],
    ['banks-Mandate', 'banks-Mandate'],
    ['banks-mandate', 'banks-Mandate'],
    ['nominees', 'nominees'],
    ['photo', 'photo'],
    ['no-such-section', 'personal'],
  ])('/profile/%s opens %s', (key, section) => expect(profileSectionOf(key)).toBe(section));
});

describe('profile store', () => {
  it("loads the session's own profile", async () => {
    const { store, asked } = storeWith({
      [getProfileDetail.path]: () => ({ isSuccess: true, data: detail }),
    });
    await store.load();
    expect(store.status).toBe('ready');
    expect(asked).toEqual([{ path: getProfileDetail.path, body: { ucc: '50000001' } }]);
    expect(store.restrictions).toBeNull();
  });

  it("shows the server's message when the profile cannot be read", async () => {
    const { store } = storeWith({
      [getProfileDetail.path]: () => ({ isSuccess: false, displayMessage: 'UNAUTHORIZED ACCESS' }),
    });
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.loadError).toBe('UNAUTHORIZED ACCESS');
  });

  it('names the spec texts for what an E-Wealth MF account cannot use', async () => {
    const { store } = storeWith({
      [getProfileDetail.path]: () => ({
        isSuccess: true,
        data: { ...detail, accType: 'EMF', dematAccounts: [] },
      }),
    });
    await store.load();
    expect(store.restrictions).toEqual({
      demat: EMF_UNAVAILABLE_TEXTS.product,
      otherSegmentMandate: EMF_UNAVAILABLE_TEXTS.option,
    });
  });

  it('uploads a PNG as a multipart form and tells the header the new path at once', async () => {
    const { store, asked, told } = storeWith({
      [getProfileDetail.path]: () => ({ isSuccess: true, data: detail }),
      [saveDisplayPhoto.path]: () => ({
        isSuccess: true,
        displayMessage: DISPLAY_PHOTO_TEXTS.saved,
        data: { dpPath: 'dp-new.png' },
      }),
    });
    await store.load();
    await store.uploadPhoto(
      new File([new Uint8Array([...PNG_HEAD, 1, 2, 3])], 'me.png', { type: 'image/png' }),
    );
    expect(store.photoError).toBe('');
    expect(store.photoSaved).toBe(DISPLAY_PHOTO_TEXTS.saved);
    expect(told).toEqual(['dp-new.png']);
    expect(store.detail?.dpPath).toBe('dp-new.png');
    const sent: unknown = asked.at(-1)?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('file')).toBeInstanceOf(File);
  });

  it.each([
    ['no file', null, DISPLAY_PHOTO_TEXTS.missing],
    ['an empty file', new File([], 'me.png'), DISPLAY_PHOTO_TEXTS.missing],
    [
      'a file over 2 MB',
      new File([new Uint8Array(DISPLAY_PHOTO_MAX_BYTES + 1)], 'big.jpg'),
      DISPLAY_PHOTO_TEXTS.tooLarge,
    ],
    [
      'a PDF named .jpg',
      new File(['%PDF-1.7 and more bytes here'], 'me.jpg', { type: 'image/jpeg' }),
      DISPLAY_PHOTO_TEXTS.notAnImage,
    ],
  ])('refuses %s before sending anything', async (_case, file, text) => {
    const { store, asked, told } = storeWith({});
    await store.uploadPhoto(file);
    expect(store.photoError).toBe(text);
    expect(asked).toEqual([]);
    expect(told).toEqual([]);
  });

  it("shows the server's refusal and leaves the header alone", async () => {
    const { store, told } = storeWith({
      [saveDisplayPhoto.path]: () => ({ isSuccess: false, displayMessage: DISPLAY_PHOTO_TEXTS.tooSmall }),
    });
    await store.uploadPhoto(new File([new Uint8Array(PNG_HEAD)], 'me.png'));
    expect(store.photoError).toBe(DISPLAY_PHOTO_TEXTS.tooSmall);
    expect(store.uploading).toBe(false);
    expect(told).toEqual([]);
  });
});
