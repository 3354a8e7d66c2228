import { ApiError } from '@ewa/api/client';
import { getDpChargesUrl, getWebUrl } from '@ewa/api/dpcharges';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../stores/test-support.ts';
import { appPathOf, DpChargesLinkStore } from './dpcharges-link-store.ts';

const ORIGIN = 'https://portal.example.in';

const answering = (dpChargesUrl: string, url: string) => ({
  [getDpChargesUrl.path]: () => ({ isSuccess: true, data: { dpChargesUrl } }),
  [getWebUrl.path]: () => ({ isSuccess: true, data: { url } }),
});

describe('the way in to DP charges (/dpcharges)', () => {
  it('asks the URL call with name and user id, then getUrl with projectId 5 and module dpcharges', async () => {
    const { api, calls: asked } = fakeApi(answering('/ewa/dpcharges/pay', '/ewa/dpcharges/pay?from=mweb'));
    const store = new DpChargesLinkStore(api, ORIGIN);
    await store.locate({ name: 'Kavita Rao', userId: '50000004', webview: false });
    expect(asked).toEqual([
      { path: 'DPChargesCollection/getDpChargesUrl', body: { name: 'Kavita Rao', userId: '50000004' } },
      { path: 'mewa/weburlgen/getUrl', body: { projectId: 5, module: 'dpcharges' } },
    ]);
    expect(store.target).toBe('/dpcharges/pay');
  });

  it('a webview (token in the query) goes to the mobile-web address', async () => {
    const { api } = fakeApi(answering('/ewa/dpcharges/pay', `${ORIGIN}/ewa/dpcharges/pay?from=mweb`));
    const store = new DpChargesLinkStore(api, ORIGIN);
    await store.locate({ name: '', userId: '', webview: true });
    expect(store.target).toBe('/dpcharges/pay?from=mweb');
  });

  it('a failed URL call shows the returned message and asks nothing more', async () => {
    const { api, calls: asked } = fakeApi({
      [getDpChargesUrl.path]: () => ({ isSuccess: false, displayMessage: 'No DP charges are due.' }),
    });
    const store = new DpChargesLinkStore(api, ORIGIN);
    await store.locate({ name: 'X', userId: '50000004', webview: false });
    expect(store.error).toBe('No DP charges are due.');
    expect(store.target).toBe('');
    expect(asked).toHaveLength(1);
  });

  it('a failed getUrl shows its displayMessage', async () => {
    const { api } = fakeApi({
      ...answering('/ewa/dpcharges/pay', ''),
      [getWebUrl.path]: () => ({ isSuccess: false, displayMessage: 'Mobile web is down.', errCode: 'E1' }),
    });
    const store = new DpChargesLinkStore(api, ORIGIN);
    await store.locate({ name: 'X', userId: '50000004', webview: false });
    expect(store.error).toBe('Mobile web is down.');
    expect(store.target).toBe('');
  });

  it('never leaves the portal, whatever address a reply names', async () => {
    for (const address of [
      'https://evil.example/ewa/dpcharges/pay',
      '//evil.example/x',
      '/other/app',
      'javascript:alert(1)',
    ]) {
      const { api } = fakeApi(answering(address, address));
      const store = new DpChargesLinkStore(api, ORIGIN);
      await store.locate({ name: 'X', userId: '50000004', webview: false });
      expect(store.target, address).toBe('');
      expect(store.error, address).toBe('Oops! Something went wrong. Please try again!!');
    }
    expect(appPathOf('/ewa', ORIGIN)).toBe('/');
    expect(appPathOf('/ewax/dpcharges', ORIGIN)).toBeNull();
  });

  it('a 401 sets the auth-failure flag with the session-expired text', async () => {
    const { api } = fakeApi({
      [getDpChargesUrl.path]: () => {
        throw new ApiError(getDpChargesUrl.path, 401, { isSuccess: false, message: 'x', data: null });
      },
    });
    const store = new DpChargesLinkStore(api, ORIGIN);
    await store.locate({ name: 'X', userId: '50000004', webview: false });
    expect(store.authFailed).toBe(true);
    expect(store.error).toBe('YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.');
  });
});
