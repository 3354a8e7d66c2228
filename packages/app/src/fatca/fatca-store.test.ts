import { ApiError } from '@ewa/api/client';
import { loadFatcaTrade, saveDataFatcaTrade } from '@ewa/api/fatca';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../stores/api.ts';
import { FatcaFormStore, fatcaLinkOf, isMobileWebview, WEBVIEW_CLOSE_PATH } from './fatca-store.ts';
import { blankFatcaForm } from './test-support.ts';

const link = { ucc: '50000003', holder: 'F' as const, token: 'f1.x.y' };

const loaded = {
  isSuccess: true,
  data: blankFatcaForm('Amit Dinesh Patel', [
    { CNTRY_ID: 'US', CNTRY_NAME: 'United States' },
    { CNTRY_ID: 'GB', CNTRY_NAME: 'United Kingdom' },
    { CNTRY_ID: 'SG', CNTRY_NAME: 'Singapore' },
  ]),
};

/** A scripted server: the load answers `loaded`; saves are recorded and answered by `onSave`. */
function serverWith(
  onSave: (body: unknown) => unknown = () => ({
    isSuccess: true,
    displayMessage: 'FATCA declaration has been submitted successfully',
    data: { fatcaDeclarationPending: 'N' },
  }),
) {
  const saved: Record<string, unknown>[] = [];
  const api: ApiPort = {
    call: (async (call: { path: string }, body: Record<string, unknown>) => {
      if (call.path === loadFatcaTrade.path) return loaded;
      if (call.path === saveDataFatcaTrade.path) {
        saved.push(body);
        return onSave(body);
      }
      throw new Error(`unexpected ${call.path}`);
    }) as ApiPort['call'],
  };
  return { api, saved };
}

async function openForm(onSave?: (body: unknown) => unknown) {
  const server = serverWith(onSave);
  const store = new FatcaFormStore(server.api, link);
  await store.load();
  return { store, saved: server.saved };
}

function fillBornAbroadWithTax(store: FatcaFormStore) {
  store.setPoboIndia('Y');
  store.setCountryText('cob', 'united states');
  store.setPob('new york');
  store.setCountryText('nationality', 'India');
  store.setCotoIndia('Y');
  store.setRowCountry(0, 'United States');
  store.setRowNumber(0, 'ab123');
  store.setRowType(0, 'T');
  store.setConsent(true);
}

describe('FATCA form store', () => {
  it('reads the link from the query and refuses an incomplete one', () => {
    expect(fatcaLinkOf('?ucc=50000003&holder=F&token=abc')).toEqual({
      ucc: '50000003',
      holder: 'F',
      token: 'abc',
    });
    expect(fatcaLinkOf('?ucc=50000003&holder=F')).toBeUndefined();
    expect(fatcaLinkOf('?ucc=x&holder=F&token=abc')).toBeUndefined();
    expect(fatcaLinkOf('?ucc=1&holder=Q&token=abc')).toBeUndefined();
  });

  it('heads the form with the holder’s name', async () => {
    const { store } = await openForm();
    expect(store.status).toBe('ready');
    expect(store.heading).toBe('FATCA Details for Amit Dinesh Patel');
  });

  it('shows a message only once the field was left or a submit was tried', async () => {
    const { store } = await openForm();
    expect(store.shownMessage('pob')).toBe('');
    store.touch('pob');
    expect(store.shownMessage('pob')).toBe('Please provide Place of Birth');
    expect(await store.submit()).toBe(false);
    expect(store.shownMessage('poboIndia')).toBe('Place of Birth other than India cannot be empty.');
    expect(store.shownMessage('isfatcaConsentChk')).toBe('FATCA Consent should be checked.');
  });

  it('asks country of birth and nationality only after Yes, and No clears them', async () => {
    const { store } = await openForm();
    store.setPoboIndia('Y');
    expect(store.ruleMessage('cob')).toBe('Please provide Nationality Country of Birth');
    store.setCountryText('cob', 'Atlantis');
    expect(store.ruleMessage('cob')).toBe('Country of Birth should be valid.');
    store.setPoboIndia('N');
    expect(store.countryText.cob).toBe('');
    expect(store.ruleMessage('cob')).toBe('');
  });

  it('keeps place of birth and id numbers in upper case', async () => {
    const { store } = await openForm();
    store.setPob('pune');
    expect(store.pob).toBe('PUNE');
    store.setCotoIndia('Y');
    store.setRowNumber(0, 'ab12');
    expect(store.rows[0]?.tpiNo).toBe('AB12');
  });

  it('opens one residency row on Yes, adds up to three, removes any but the first; No clears them', async () => {
    const { store } = await openForm();
    store.setCotoIndia('Y');
    expect(store.rows).toHaveLength(1);
    store.addRow();
    store.addRow();
    expect(store.rows).toHaveLength(3);
    expect(store.canAddRow).toBe(false);
    store.addRow();
    expect(store.rows).toHaveLength(3);
    store.removeRow(0);
    expect(store.rows).toHaveLength(3);
    const third = store.rows[2]?.key;
    store.removeRow(1);
    expect(store.rows.map((r) => r.key)).toEqual([store.rows[0]?.key, third]);
    store.setCotoIndia('N');
    expect(store.rows).toEqual([]);
  });

  it('checks a touched row, leaves an untouched empty one out of the save', async () => {
    const { store, saved } = await openForm();
    fillBornAbroadWithTax(store);
    store.addRow();
    expect(store.errors).toEqual([]);
    store.touch('taxDtl.1.cot');
    expect(store.shownMessage('taxDtl.1.cot')).toBe('Country of Tax Residency cannot be empty.');
    expect(store.ruleMessage('taxDtl.1.tpiNo')).toBe('Taxpayer ID Number cannot be empty.');
    store.removeRow(1);
    store.addRow();
    expect(await store.submit()).toBe(true);
    expect(saved[0]).toMatchObject({
      ...link,
      poboIndia: 'Y',
      cob: 'US',
      pob: 'NEW YORK',
      nationality: 'IN',
      cotoIndia: 'Y',
      taxDtl: [{ cot: 'US', tpiNo: 'AB123', tpiType: 'T' }],
      isfatcaConsentChk: 'Y',
      isDetailsChange: 'Y',
    });
    expect(store.savedMessage).toBe('FATCA declaration has been submitted successfully');
  });

  it('moves a row’s messages with it when an earlier row is removed', async () => {
    const { store } = await openForm();
    fillBornAbroadWithTax(store);
    store.addRow();
    store.addRow();
    store.touch('taxDtl.2.cot');
    store.removeRow(1);
    expect(store.shownMessage('taxDtl.1.cot')).toBe('Country of Tax Residency cannot be empty.');
  });

  it('shows the server’s refusal beside its field until the field changes', async () => {
    const { store } = await openForm(() => {
      throw new ApiError(saveDataFatcaTrade.path, 400, {
        isSuccess: false,
        message: 'Place of Birth should be valid.',
        field: 'pob',
        data: null,
      });
    });
    fillBornAbroadWithTax(store);
    expect(await store.submit()).toBe(false);
    expect(store.shownMessage('pob')).toBe('Place of Birth should be valid.');
    store.setPob('Boston');
    expect(store.shownMessage('pob')).toBe('');
  });

  it('an expired link on save says so instead of the form', async () => {
    const { store } = await openForm(() => {
      throw new ApiError(saveDataFatcaTrade.path, 401, { isSuccess: false, message: 'expired', data: null });
    });
    fillBornAbroadWithTax(store);
    await store.submit();
    expect(store.status).toBe('linkInvalid');
  });

  it('OK closes the window, or in the mobile webview goes to its closing address', async () => {
    const { store } = await openForm();
    let closed = 0;
    const went: string[] = [];
    const host = (isWebview: boolean) => ({
      isWebview,
      close: () => {
        closed++;
      },
      go: (url: string) => {
        went.push(url);
      },
    });
    store.finish(host(false));
    expect([closed, went]).toEqual([1, []]);
    expect(store.done).toBe(true);
    store.finish(host(true));
    expect([closed, went]).toEqual([1, [WEBVIEW_CLOSE_PATH]]);
  });

  it('knows an Android or iOS webview from a browser', () => {
    expect(
      isMobileWebview(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe(true);
    expect(
      isMobileWebview(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      ),
    ).toBe(true);
    expect(
      isMobileWebview(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    expect(
      isMobileWebview('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'),
    ).toBe(false);
  });
});
