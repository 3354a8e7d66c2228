import { ApiError } from '@ewa/api/client';
import { bankTexts } from '@ewa/api/registration/bank';
import { bankExtraTexts } from '@ewa/api/registration/bank-rules-extra';
import {
  fetchBankBranch,
  loadBankDetails,
  saveBankDetails,
  verifyBank,
} from '@ewa/api/registration/bank-service';
import type { RegApplication } from '@ewa/api/registration/entry';
import { describe, expect, it } from 'vitest';
import { BankStore } from './bank-store.ts';
import { fakeApi, testApplication } from './fake-api.ts';

const branch = {
  ifsc: 'HDFC0000408',
  micr: '400240061',
  bankName: 'HDFC Bank',
  branch: 'Vasai West',
  address: 'Ground Floor, Mangesh Bhuvan, Vasai (West) 401202',
  city: 'Vasai',
  emandateModes: ['NET', 'DEBIT'],
};
const empty = {
  answers: null,
  branch: null,
  verification: null,
  holderName: 'Priya Ramesh Iyer',
  holdingPrompt: '',
};

function setup(verifyAnswer?: (body: Record<string, unknown>) => unknown) {
  let release: () => void = () => {};
  const server = fakeApi({
    [loadBankDetails.path]: () => ({ isSuccess: true, data: empty }),
    [fetchBankBranch.path]: (body) => {
      if (body.ifsc === 'HDFC0000408') return { isSuccess: true, data: branch };
      throw new ApiError(fetchBankBranch.path, 400, {
        data: null,
        isSuccess: false,
        message: bankExtraTexts.ifscUnknown,
        field: 'ifsc',
        errors: [{ field: 'ifsc', message: bankExtraTexts.ifscUnknown }],
      } as ConstructorParameters<typeof ApiError>[2]);
    },
    [verifyBank.path]:
      verifyAnswer ??
      (() =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              isSuccess: true,
              data: {
                verified: 'Y',
                holderName: 'Priya Ramesh Iyer',
                namesMatch: true,
                message: bankExtraTexts.verified,
              },
            });
        })),
    [saveBankDetails.path]: () => ({ isSuccess: true, data: { ...testApplication, stepId: 44 } }),
  });
  const saved: RegApplication[] = [];
  const store = new BankStore(server.api, testApplication, (app) => saved.push(app));
  return { ...server, store, saved, release: () => release() };
}

async function typeAccount(store: BankStore) {
  store.set('accountType', 'SB');
  store.set('ifsc', 'hdfc0000408');
  store.set('accountNumber', '50100234567812');
  store.set('confirmAccountNumber', '50100234567812');
  await Promise.resolve();
  await new Promise((r) => setTimeout(r, 0));
}

describe('bank details store', () => {
  it('shows the branch as soon as a valid IFSC is typed, and fills the MICR', async () => {
    const { store, callsTo } = setup();
    store.set('ifsc', 'HDFC000040');
    expect(callsTo(fetchBankBranch.path)).toHaveLength(0);
    await typeAccount(store);
    expect(store.ifsc).toBe('HDFC0000408');
    expect(store.branch?.branch).toBe('Vasai West');
    expect(store.micr).toBe('400240061');
  });

  it('shows an unknown IFSC’s message beside the IFSC', async () => {
    const { store } = setup();
    store.set('ifsc', 'SBIN0999999');
    await new Promise((r) => setTimeout(r, 0));
    store.form.leave('ifsc');
    expect(store.form.shownMessage('ifsc')).toBe(bankExtraTexts.ifscUnknown);
    expect(store.branch).toBeNull();
  });

  it('refuses a confirmation that does not match, before and without asking the bank', async () => {
    const { store, callsTo } = setup();
    await typeAccount(store);
    store.set('confirmAccountNumber', '50100234567813');
    await store.verify();
    expect(store.form.shownMessage('confirmAccountNumber')).toBe(bankTexts.accountNumbersDiffer);
    expect(callsTo(verifyBank.path)).toHaveLength(0);
  });

  it('asks the bank once however often Verify Bank is clicked while it answers, then shows both names', async () => {
    const { store, callsTo, release } = setup();
    await typeAccount(store);
    const first = store.verify();
    expect(store.verifying).toBe(true);
    await store.verify();
    await store.verify();
    release();
    await first;
    expect(callsTo(verifyBank.path)).toHaveLength(1);
    expect(store.verified).toBe('Y');
    expect(store.verification).toMatchObject({ namesMatch: true, holderName: 'Priya Ramesh Iyer' });
  });

  it('refuses the save until verified, and asks to verify again after the account number changes', async () => {
    const { store, callsTo, release, saved } = setup();
    await typeAccount(store);
    expect(await store.save()).toBe(false);
    expect(store.form.shownMessage('verified')).toBe(bankTexts.verifyNeeded);
    expect(callsTo(saveBankDetails.path)).toHaveLength(0);

    const verifying = store.verify();
    release();
    await verifying;
    store.set('accountNumber', '50100234567899');
    store.set('confirmAccountNumber', '50100234567899');
    expect(store.verified).toBe('N');
    expect(store.reverifyMessage).toBe(bankTexts.reverifyPrompt);
    expect(await store.save()).toBe(false);

    store.set('accountNumber', '50100234567812');
    store.set('confirmAccountNumber', '50100234567812');
    expect(store.reverifyMessage).toBe('');
    expect(await store.save()).toBe(true);
    expect(callsTo(saveBankDetails.path)[0]?.body).toMatchObject({ verified: 'Y', ifsc: 'HDFC0000408' });
    expect(saved[0]?.stepId).toBe(44);
  });

  it('shows why the bank could not verify the account', async () => {
    const { store } = setup(() => ({
      isSuccess: true,
      data: {
        verified: 'N',
        holderName: 'Priya Ramesh Iyer',
        namesMatch: false,
        message: 'This bank account is closed. Please give an account that is in use.',
      },
    }));
    await typeAccount(store);
    await store.verify();
    expect(store.verified).toBe('N');
    expect(store.verifyError).toBe('This bank account is closed. Please give an account that is in use.');
  });
});
