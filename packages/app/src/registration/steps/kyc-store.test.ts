import { ApiError } from '@ewa/api/client';
import { fetchHelpNo, REG_TEXTS } from '@ewa/api/registration/entry';
import {
  ckycDownload,
  KYC_TEXTS,
  type KycFound,
  kraDownload,
  loadDigilocker,
  loadDigilockerVrfy,
  loadKyc,
  saveKyc,
} from '@ewa/api/registration/kyc-service';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../../stores/api.ts';
import { digilockerReturnOf, KycStore } from './kyc-store.ts';

type Reply = unknown | ((body: Record<string, unknown>) => unknown);

function apiWith(replies: Record<string, Reply>) {
  const asked: string[] = [];
  const api: ApiPort = {
    call: (async (call: { path: string }, body: Record<string, unknown>) => {
      asked.push(call.path);
      const reply = replies[call.path];
      if (reply === undefined) throw new Error(`unexpected ${call.path}`);
      return typeof reply === 'function' ? reply(body) : reply;
    }) as ApiPort['call'],
  };
  return { api, asked };
}

const refused = (path: string, status: number, message: string, field?: string) => () => {
  throw new ApiError(path, status, {
    isSuccess: false,
    message,
    ...(field ? { field, errors: [{ field, message }] } : {}),
  } as never);
};

const record = (source: KycFound['source']): KycFound => ({
  source,
  reference: 'CVL KRA',
  record: {
    name: 'Priya Ramesh Iyer',
    dob: '1988-03-14',
    gender: 'F',
    fatherName: 'Ramesh Subramanian Iyer',
    address: {
      line1: 'Flat 12B',
      line2: '',
      city: 'Mumbai',
      stateCode: 'MH',
      pincode: '400050',
      countryId: 'IN',
    },
  },
});

const nothingSaved = { isSuccess: true, data: { holder: 'F', pan: 'AKWPI4821K', found: null, saved: 'N' } };
const none = { isSuccess: true, data: { found: null } };
/** The KYC screen of the first holder, where a DigiLocker return settles. */
const KYC_SCREEN = '/tradereg/createaccount/kradownload/F';

describe('KYC screen store', () => {
  it('looks the PAN up at the KRA and saves once the holder confirms', async () => {
    const { api, asked } = apiWith({
      [loadKyc.path]: nothingSaved,
      [kraDownload.path]: { isSuccess: true, data: { found: record('KRA') } },
      [saveKyc.path]: { isSuccess: true, data: { refNo: 'R1' } },
    });
    const store = new KycStore(api, 'R2611270001', 'F', KYC_SCREEN);
    await store.open();
    expect(store.phase).toBe('found');
    expect(store.found?.record.name).toBe('Priya Ramesh Iyer');
    expect(asked).toEqual([loadKyc.path, kraDownload.path]);

    expect(store.confirmMessage).toBe(KYC_TEXTS.confirmNeeded);
    expect(await store.save()).toBeUndefined();
    store.setConfirmed(true);
    expect(store.confirmMessage).toBe('');
    expect(await store.save()).toEqual({ refNo: 'R1' });
  });

  it('tries CKYC next, then offers DigiLocker and sends the browser to its consent page', async () => {
    const { api, asked } = apiWith({
      [loadKyc.path]: nothingSaved,
      [kraDownload.path]: none,
      [ckycDownload.path]: none,
      [loadDigilocker.path]: { isSuccess: true, data: { url: '/sandbox/digilocker/consent?state=s' } },
    });
    const store = new KycStore(api, 'R2611270001', 'F', KYC_SCREEN);
    await store.open();
    expect(asked).toEqual([loadKyc.path, kraDownload.path, ckycDownload.path]);
    expect(store.phase).toBe('digilocker');
    expect(store.message).toBe(KYC_TEXTS.notFound);
    expect(await store.startDigilocker()).toEqual({ href: '/sandbox/digilocker/consent?state=s' });
  });

  it('stops on a KRA record on hold with the text and the helpline', async () => {
    const { api } = apiWith({
      [loadKyc.path]: nothingSaved,
      [kraDownload.path]: refused(kraDownload.path, 409, REG_TEXTS.cannotProceedOnline),
      [fetchHelpNo.path]: { isSuccess: true, data: { helpNo: '1800 000 000' } },
    });
    const store = new KycStore(api, 'R2611270001', 'F', KYC_SCREEN);
    await store.open();
    expect(store.phase).toBe('stopped');
    expect(store.message).toBe(`${REG_TEXTS.cannotProceedOnline} 1800 000 000`);
    expect(store.retryable).toBe(false);
  });

  it('finishes a DigiLocker return, and offers DigiLocker again when the return is refused', async () => {
    expect(digilockerReturnOf('?code=c1&state=R1.F.x')).toEqual({ code: 'c1', state: 'R1.F.x' });
    expect(digilockerReturnOf('?error=access_denied&state=R1.F.x')).toEqual({
      error: 'access_denied',
      state: 'R1.F.x',
    });
    expect(digilockerReturnOf('')).toBeUndefined();

    const { api } = apiWith({
      [loadDigilockerVrfy.path]: (body: Record<string, unknown>) => {
        if (body.code === 'good') return { isSuccess: true, data: { found: record('DIGILOCKER') } };
        return refused(loadDigilockerVrfy.path, 409, KYC_TEXTS.digilockerExpired)();
      },
    });
    const store = new KycStore(api, 'R2611270001', 'F', KYC_SCREEN);
    // Either way the screen settles on its own path: the code is used up, a reload must not send it again.
    expect(await store.open({ code: 'used', state: 'R1.F.x' })).toEqual({ to: KYC_SCREEN, replace: true });
    expect(store.phase).toBe('digilocker');
    expect(store.message).toBe(KYC_TEXTS.digilockerExpired);
    expect(await store.open({ code: 'good', state: 'R1.F.y' })).toEqual({ to: KYC_SCREEN, replace: true });
    expect(store.phase).toBe('found');
    expect(store.found?.source).toBe('DIGILOCKER');
  });

  it('stops with the message when the record’s date of birth is not the holder’s', async () => {
    const { api } = apiWith({
      [loadKyc.path]: nothingSaved,
      [kraDownload.path]: refused(kraDownload.path, 409, KYC_TEXTS.dobDiffers),
    });
    const store = new KycStore(api, 'R2611270001', 'F', KYC_SCREEN);
    await store.open();
    expect(store.phase).toBe('stopped');
    expect(store.message).toBe(KYC_TEXTS.dobDiffers);
    expect(store.retryable).toBe(false);
  });

  it('offers to try again when a registry does not answer', async () => {
    const down = 'KYC details cannot be fetched just now. Please try again later.';
    let kraUp = false;
    const { api } = apiWith({
      [loadKyc.path]: nothingSaved,
      [kraDownload.path]: () =>
        kraUp ? { isSuccess: true, data: { found: record('KRA') } } : { isSuccess: false, message: down },
    });
    const store = new KycStore(api, 'R2611270001', 'F', KYC_SCREEN);
    await store.open();
    expect(store).toMatchObject({ phase: 'stopped', message: down, retryable: true });
    kraUp = true;
    await store.lookup();
    expect(store.phase).toBe('found');
  });
});
