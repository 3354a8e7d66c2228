import { holdersTexts } from '@ewa/api/registration/holders';
import {
  generateMobEmailOtp,
  loadMobEmail,
  MOBILE_EMAIL_TEXTS,
  type MobileEmailView,
  saveMobEmail,
  verifyMobEmailOtp,
} from '@ewa/api/registration/mobile-email-service';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../../stores/api.ts';
import { MobileEmailStore } from './mobile-email-store.ts';

type Reply = unknown | ((body: Record<string, unknown>) => unknown);

/** Answers each call by its path (a reply, or a function of the request), recording what was asked. */
function apiWith(replies: Record<string, Reply>) {
  const asked: { path: string; body: Record<string, unknown> }[] = [];
  const api: ApiPort = {
    call: (async (call: { path: string }, body: Record<string, unknown>) => {
      asked.push({ path: call.path, body });
      const reply = replies[call.path];
      if (reply === undefined) throw new Error(`unexpected ${call.path}`);
      return typeof reply === 'function' ? reply(body) : reply;
    }) as ApiPort['call'],
  };
  return { api, asked };
}

const view = (over: Partial<MobileEmailView> = {}): MobileEmailView => ({
  holder: 'F',
  mobile: '9811100010',
  email: '',
  familyDeclaration: 'N',
  mobileVerified: true,
  emailVerified: false,
  others: [],
  saved: 'N',
  ...over,
});

describe('mobile and e-mail screen store', () => {
  it('loads the prefill, proves the e-mail by OTP and saves', async () => {
    const { api, asked } = apiWith({
      [loadMobEmail.path]: { isSuccess: true, data: view() },
      [generateMobEmailOtp.path]: {
        isSuccess: true,
        message: MOBILE_EMAIL_TEXTS.otpSentEmail,
        data: { otpSeconds: 180, otp_regenrate: 'Y' },
      },
      [verifyMobEmailOtp.path]: (body: Record<string, unknown>) =>
        body.otp === '123456'
          ? { isSuccess: true, data: { channel: 'email', address: 'ravi@example.in' } }
          : { isSuccess: false, message: 'Please enter valid OTP.', otp_wrongcount: 1, otp_regenrate: 'Y' },
      [saveMobEmail.path]: { isSuccess: true, data: { refNo: 'R1' } },
    });
    const store = new MobileEmailStore(api, 'R2611270001', 'F', () => 0);
    await store.load();
    expect(store.mobile).toBe('9811100010');
    expect(store.mobileOtp.verified).toBe(true);
    expect(store.emailOtp.verified).toBe(false);

    store.setEmail('Ravi@Example.in');
    expect(await store.emailOtp.sendOtp()).toBe(true);
    expect(store.emailOtp.waiting).toBe(true);
    expect(store.emailOtp.notice).toBe(MOBILE_EMAIL_TEXTS.otpSentEmail);

    store.emailOtp.otp.setCode('000000');
    expect(await store.emailOtp.verify()).toBe(false);
    expect(store.emailOtp.error).toBe('Please enter valid OTP.');
    expect(store.emailOtp.otp.code).toBe('');

    store.emailOtp.otp.setCode('123456');
    expect(await store.emailOtp.verify()).toBe(true);
    expect(store.emailOtp.verified).toBe(true);
    // A changed e-mail is no longer the proved one.
    store.setEmail('other@example.in');
    expect(store.emailOtp.verified).toBe(false);
    store.setEmail('ravi@example.in');

    expect(await store.save()).toEqual({ refNo: 'R1' });
    expect(asked.at(-1)).toEqual({
      path: saveMobEmail.path,
      body: {
        refNo: 'R2611270001',
        holder: 'F',
        mobile: '9811100010',
        email: 'ravi@example.in',
        familyDeclaration: 'N',
      },
    });
  });

  it('shows the holders’ rules beside the fields, and sends no OTP to an invalid mobile', async () => {
    const { api, asked } = apiWith({ [loadMobEmail.path]: { isSuccess: true, data: view() } });
    const store = new MobileEmailStore(api, 'R2611270001', 'F', () => 0);
    await store.load();
    store.setMobile('1234567890');
    expect(store.message('mobile')).toBe(holdersTexts.mobileInvalid);
    expect(await store.mobileOtp.sendOtp()).toBe(false);
    expect(store.mobileOtp.error).toBe(holdersTexts.mobileInvalid);
    expect(asked.map((a) => a.path)).toEqual([loadMobEmail.path]);
    store.setEmail('nope');
    expect(store.message('email')).toBe(holdersTexts.emailInvalid);
  });

  it('asks the family declaration when another holder has the same contact', async () => {
    const { api } = apiWith({
      [loadMobEmail.path]: {
        isSuccess: true,
        data: view({
          holder: 'S',
          mobile: '',
          mobileVerified: false,
          others: [{ holder: 'F', mobile: '9811100010', email: 'f@example.in' }],
        }),
      },
    });
    const store = new MobileEmailStore(api, 'R2611270001', 'S', () => 0);
    await store.load();
    expect(store.declarationAsked).toBe(false);
    store.setEmail('F@example.in');
    expect(store.declarationAsked).toBe(true);
    expect(store.message('familyDeclaration')).toBe(holdersTexts.familyDeclarationNeeded);
    store.setFamilyDeclaration(true);
    expect(store.message('familyDeclaration')).toBe('');
  });

  it('shows the server’s refusal beside its field until the field changes', async () => {
    const { ApiError } = await import('@ewa/api/client');
    const refusal = new ApiError(saveMobEmail.path, 400, {
      isSuccess: false,
      message: MOBILE_EMAIL_TEXTS.emailNotVerified,
      field: 'email',
      errors: [{ field: 'email', message: MOBILE_EMAIL_TEXTS.emailNotVerified }],
    } as never);
    const { api } = apiWith({
      [loadMobEmail.path]: { isSuccess: true, data: view({ email: 'x@example.in' }) },
      [saveMobEmail.path]: () => {
        throw refusal;
      },
    });
    const store = new MobileEmailStore(api, 'R2611270001', 'F', () => 0);
    await store.load();
    expect(await store.save()).toBeUndefined();
    expect(store.message('email')).toBe(MOBILE_EMAIL_TEXTS.emailNotVerified);
    store.setEmail('y@example.in');
    expect(store.message('email')).toBe('');
  });
});
