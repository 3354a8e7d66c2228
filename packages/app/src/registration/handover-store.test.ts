import { ApiError } from '@ewa/api/client';
import type { RegApplication } from '@ewa/api/registration/entry';
import { HANDOVER_TEXTS } from '@ewa/api/registration/handover';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../stores/storage.ts';
import { fakeApi } from '../stores/test-support.ts';
import { ENTRY_KEY, RegistrationStore, TOKEN_KEY } from './registration-store.ts';

const API = 'ewatraderegws/api';
const REF = 'R26112701009';

const application = (): RegApplication => ({
  refNo: REF,
  accessBy: 'CP',
  entrySource: 'partner',
  accountType: 'EW',
  holdingMode: 'SI',
  taxStatus: '1',
  holders: [{ holder: 'F', pan: 'ABCPX1234Q', dob: '1990-08-15', name: '' }],
  stepId: 10,
  route: 'createaccount/loadmobemail/F',
  walk: [{ screen: 'loadmobemail', holder: 'F', stepId: 10, label: 'Mobile & E-mail', done: false }],
  submitfinal: 'N',
  distributorCode: 'P10311',
  updatedAt: '2026-11-27T00:00:00.000Z',
});

describe('handing an application to its client', () => {
  it('gives staff the client’s link for the application', async () => {
    const { api, calls } = fakeApi({
      [`${API}/JwtTokenUtility/eonboardPITGenerateTokenKey`]: () => ({
        isSuccess: true,
        data: {
          key: 'k',
          link: '/ewa/tradereg/client/continue?key=k',
          expiresAt: '2026-11-28T00:00:00.000Z',
        },
      }),
    });
    const storage = new MemoryStore();
    const store = new RegistrationStore(api, storage, '/tradereg');
    store.signIn('reg.staff', 'CP', 'P10311');
    expect(await store.sendToClient(REF)).toBe(true);
    expect(calls.at(-1)?.body).toEqual({ refNo: REF });
    expect(store.handover).toEqual({
      refNo: REF,
      link: '/ewa/tradereg/client/continue?key=k',
      expiresAt: '2026-11-28T00:00:00.000Z',
    });
  });

  it('redeems the key, verifies the OTP as a direct client and opens the application', async () => {
    const { api, calls } = fakeApi({
      [`${API}/JwtTokenUtility/redeemTokenKey`]: () => ({
        isSuccess: true,
        data: {
          refNo: REF,
          mobile: 'XXXXXX1234',
          otpVrfyrefId: 'ref-9',
          otpSeconds: 180,
          otp_regenrate: 'Y',
        },
      }),
      [`${API}/LoginService/verifyOtp`]: () => ({
        isSuccess: true,
        data: { token: 'reg.client', mobile: 'XXXXXX1234' },
      }),
      [`${API}/LoginService/searchLogin`]: () => ({ isSuccess: true, data: { applications: [] } }),
      [`${API}/JwtTokenUtility/getRefNoDataWithToken`]: () => ({ isSuccess: true, data: application() }),
    });
    const storage = new MemoryStore();
    const store = new RegistrationStore(api, storage, '/tradereg', () => 5_000);
    expect(await store.redeemKey('A'.repeat(43))).toBe(true);
    expect([store.maskedMobile, store.otpVrfyrefId, store.otp.endsAt]).toEqual([
      'XXXXXX1234',
      'ref-9',
      185_000,
    ]);
    expect(storage.getItem(ENTRY_KEY)).toBe('DC:');
    store.otp.setCode('123456');
    expect(await store.verifyHandover()).toEqual({
      to: '/tradereg/createaccount/loadmobemail/F',
      replace: true,
    });
    expect(storage.getItem(TOKEN_KEY)).toBe('reg.client');
    expect(calls.find((c) => c.path.endsWith('verifyOtp'))?.body).toEqual({
      otpVrfyrefId: 'ref-9',
      otp: '123456',
    });
    expect(calls.find((c) => c.path.endsWith('getRefNoDataWithToken'))?.body).toEqual({ refNo: REF });
    expect(store.currentPath).toBe('/tradereg/createaccount/loadmobemail/F');
  });

  it('shows a used key’s refusal and sends no OTP', async () => {
    const { api } = fakeApi({
      [`${API}/JwtTokenUtility/redeemTokenKey`]: () => {
        throw new ApiError(`${API}/JwtTokenUtility/redeemTokenKey`, 409, {
          isSuccess: false,
          message: HANDOVER_TEXTS.keyUsed,
        } as never);
      },
    });
    const store = new RegistrationStore(api, new MemoryStore(), '/tradereg');
    expect(await store.redeemKey('A'.repeat(43))).toBe(false);
    expect(store.error).toBe(HANDOVER_TEXTS.keyUsed);
    expect(store.otpVrfyrefId).toBe('');
    expect(await store.verifyHandover()).toBeNull();
  });
});
