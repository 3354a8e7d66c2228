import { ApiError } from '@ewa/api/client';
import type { RegApplication } from '@ewa/api/registration/entry';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../stores/storage.ts';
import { fakeApi } from '../stores/test-support.ts';
import { RegistrationStore, TOKEN_KEY } from './registration-store.ts';

const API = 'ewatraderegws/api';

const application = (refNo: string, route = 'createaccount/loadmobemail/F'): RegApplication => ({
  refNo,
  accessBy: 'DC',
  entrySource: 'direct client',
  accountType: 'EW',
  holdingMode: 'SI',
  taxStatus: '1',
  holders: [{ holder: 'F', pan: 'ABCPX1234Q', dob: '1990-08-15', name: '' }],
  stepId: 10,
  route,
  walk: [{ screen: 'loadmobemail', holder: 'F', stepId: 10, label: 'Mobile & E-mail', done: false }],
  submitfinal: 'N',
  distributorCode: '',
  updatedAt: '2026-11-27T00:00:00.000Z',
});

const sentOtp = () => ({
  isSuccess: true,
  data: { otpVrfyrefId: 'ref-1', mobile: 'XXXXXX1234', otpSeconds: 180, otp_regenrate: 'Y' },
});

describe('registration store', () => {
  it('shows a wrong OTP refused, clears the boxes, and keeps the token of the right one', async () => {
    let right = false;
    const { api, calls: sent } = fakeApi({
      [`${API}/LoginService/generateOtp`]: sentOtp,
      [`${API}/LoginService/verifyOtp`]: () =>
        right
          ? { isSuccess: true, data: { token: 'reg.abc', mobile: 'XXXXXX1234' } }
          : { isSuccess: false, message: 'Please enter valid OTP.', otp_wrongcount: 1, otp_regenrate: 'Y' },
      [`${API}/LoginService/searchLogin`]: () => ({
        isSuccess: true,
        data: { applications: [application('R26112701001')] },
      }),
    });
    const storage = new MemoryStore();
    const store = new RegistrationStore(api, storage, '/tradereg', () => 1_000);
    store.setMobile('98 1234-1234x');
    expect(store.mobileNo).toBe('9812341234');
    expect(await store.sendOtp()).toEqual({ to: '/tradereg/createlogin/verify-otp' });
    expect([store.maskedMobile, store.otp.endsAt]).toEqual(['XXXXXX1234', 181_000]);

    store.otp.setCode('111111');
    const issue = store.otp.issue;
    expect(await store.verify()).toBeNull();
    expect(store.error).toBe('Please enter valid OTP.');
    expect([store.otp.code, store.otp.issue]).toEqual(['', issue + 1]);
    expect(store.signedIn).toBe(false);

    right = true;
    store.otp.setCode('222222');
    expect(await store.verify()).toEqual({ to: '/tradereg/createlogin/search-login', replace: true });
    expect(storage.getItem(TOKEN_KEY)).toBe('reg.abc');
    expect(store.applications.map((a) => a.refNo)).toEqual(['R26112701001']);
    expect(sent.find((s) => s.path.endsWith('verifyOtp'))?.body).toEqual({
      otpVrfyrefId: 'ref-1',
      otp: '111111',
    });
  });

  it('answers a refused first screen with its field errors and opens an accepted one', async () => {
    let refuse = true;
    const { api } = fakeApi({
      [`${API}/EwaRegService/generateRefno`]: () => {
        if (refuse)
          throw new ApiError(`${API}/EwaRegService/generateRefno`, 400, {
            isSuccess: false,
            message: 'Same PAN cannot be allowed on multiple holders',
            field: 'holders.1.pan',
            errors: [{ field: 'holders.1.pan', message: 'Same PAN cannot be allowed on multiple holders' }],
          } as never);
        return { isSuccess: true, data: application('R26112701002', 'createaccount/loadmobemail/F') };
      },
    });
    const storage = new MemoryStore();
    storage.setItem(TOKEN_KEY, 'reg.abc');
    const store = new RegistrationStore(api, storage, '/emftradereg');
    expect(store.accountType).toBe('EMF');
    const { refusal, next } = await store.open(store.holdersForm.request('EW'));
    expect(refusal?.errors).toEqual([
      { field: 'holders.1.pan', message: 'Same PAN cannot be allowed on multiple holders' },
    ]);
    // The holders' refusal goes back to the holders, beside the field it names.
    expect(next).toEqual({ to: '/emftradereg/createlogin/holdersPanDob' });
    expect(store.holdersForm.messageFor('holders.1.pan')).toBe(
      'Same PAN cannot be allowed on multiple holders',
    );
    expect(store.application).toBeNull();
    refuse = false;
    expect(await store.open(store.holdersForm.request('EW'))).toEqual({
      next: { to: '/tradereg/createaccount/loadmobemail/F' },
    });
    // The application is an E-Wealth account: its screens are under /tradereg whatever the root.
    expect(store.currentPath).toBe('/tradereg/createaccount/loadmobemail/F');
  });

  it('forgets the token when the server answers 401', async () => {
    const { api } = fakeApi({
      [`${API}/JwtTokenUtility/getRefNoDataWithToken`]: () => {
        throw new ApiError(`${API}/JwtTokenUtility/getRefNoDataWithToken`, 401, {
          isSuccess: false,
          message: 'YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.',
        } as never);
      },
    });
    const storage = new MemoryStore();
    storage.setItem(TOKEN_KEY, 'reg.old');
    const store = new RegistrationStore(api, storage, '/tradereg');
    expect(await store.resume('R26112701003')).toBeNull();
    expect(store.signedIn).toBe(false);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.error).toBe('YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.');
  });
});
