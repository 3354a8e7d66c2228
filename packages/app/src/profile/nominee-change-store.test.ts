import { ApiError } from '@ewa/api/client';
import { getNomineeEntries, saveNominees, sendNomineeChangeOtp } from '@ewa/api/profile';
import { nomineeEntry } from '@ewa/api/registration/fixtures';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../stores/test-support.ts';
import { NomineeChangeStore } from './nominee-change-store.ts';

function setup(save: (body: Record<string, unknown>) => unknown) {
  const saved: unknown[] = [];
  const { api, calls } = fakeApi({
    [getNomineeEntries.path]: () => ({
      isSuccess: true,
      data: { answers: { nominees: [nomineeEntry()] }, firstHolderName: 'Rajesh Sharma' },
    }),
    [sendNomineeChangeOtp.path]: () => ({
      isSuccess: true,
      data: { mobile: 'XXXXXX4321', emailId: 'r***@example.in', otpSeconds: 180, otp_regenrate: 'Y' },
    }),
    [saveNominees.path]: save,
  });
  const store = new NomineeChangeStore(
    api,
    '50000001',
    (n) => saved.push(n),
    () => 0,
  );
  return { store, calls, saved };
}

describe('nominee change store', () => {
  it('sends no OTP while a nominee rule fails, and shows the rule', async () => {
    const { store, calls } = setup(() => ({ isSuccess: true }));
    await store.load();
    expect(store.nominees.nominees[0]?.name).toBe('Ravi Rao');
    store.nominees.set(0, 'sharePercent', '0');
    await store.sendOtp();
    expect(calls.map((c) => c.path)).not.toContain(sendNomineeChangeOtp.path);
    expect(store.nominees.form.shownMessage('nominees.0.sharePercent')).toBe('Share should be more than 0%.');
    expect(store.phase).toBe('edit');
  });

  it('confirms with the OTP; a wrong one clears the boxes, a refused field goes back to the form', async () => {
    let answer: () => unknown = () => ({
      isSuccess: false,
      message: 'Please enter valid OTP.',
      otp_wrongcount: 1,
    });
    const { store, calls, saved } = setup(() => answer());
    await store.load();
    await store.sendOtp();
    expect([store.phase, store.sentTo, store.otp.endsAt]).toEqual(['otp', 'XXXXXX4321', 180_000]);

    store.otp.setCode('111111');
    expect(await store.confirm()).toBe(false);
    expect(store.nominees.form.error).toBe('Please enter valid OTP.');
    expect([store.otp.code, store.phase]).toEqual(['', 'otp']);

    answer = () => {
      throw new ApiError(saveNominees.path, 400, {
        isSuccess: false,
        message: 'Share should be more than 0%.',
        field: 'nominees.0.sharePercent',
        errors: [{ field: 'nominees.0.sharePercent', message: 'Share should be more than 0%.' }],
      } as never);
    };
    store.otp.setCode('222222');
    expect(await store.confirm()).toBe(false);
    expect(store.phase).toBe('edit');
    expect(store.nominees.form.shownMessage('nominees.0.sharePercent')).toBe('Share should be more than 0%.');

    answer = () => ({ isSuccess: true, data: { nominees: [{ nomineeName: 'Sunita Sharma' }] } });
    await store.sendOtp();
    store.otp.setCode('333333');
    expect(await store.confirm()).toBe(true);
    expect(saved).toEqual([[{ nomineeName: 'Sunita Sharma' }]]);
    expect(calls.filter((c) => c.path === saveNominees.path).map((c) => c.body.otp)).toEqual([
      '111111',
      '222222',
      '333333',
    ]);
  });
});
