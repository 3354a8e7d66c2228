import { getClientDocuments } from '@ewa/api';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../stores/api.ts';
import { ClientDocumentsStore } from './documents-store.ts';

const doc = (code: string) => ({
  title: 'Risk Disclosure Document',
  fileName: `risk-${code}.pdf`,
  url: `/ewa/documents/client/risk-${code}.pdf`,
});

describe('footer client documents', () => {
  it('lists the languages and switches the documents shown', async () => {
    const api: ApiPort = {
      call: (async (call: { path: string }) => {
        expect(call.path).toBe(getClientDocuments.path);
        return {
          isSuccess: true,
          data: [
            { language: 'English', nativeName: 'English', code: 'en', documents: [doc('en')] },
            { language: 'Tamil', nativeName: 'தமிழ்', code: 'ta', documents: [doc('ta')] },
          ],
        };
      }) as ApiPort['call'],
    };
    const store = new ClientDocumentsStore(api);
    await store.load();
    expect(store.chosen?.documents[0]?.fileName).toBe('risk-en.pdf');
    store.choose('ta');
    expect(store.chosen?.documents[0]?.fileName).toBe('risk-ta.pdf');
    store.choose('xx');
    expect(store.languageCode).toBe('ta');
  });

  it('marks the list failed when the server cannot answer', async () => {
    const store = new ClientDocumentsStore({
      call: (async () => Promise.reject(new Error('down'))) as never,
    });
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.chosen).toBeUndefined();
  });
});
