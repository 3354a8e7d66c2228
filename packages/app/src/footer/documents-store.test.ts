import { describe, expect, it } from 'vitest';
import { ClientDocumentsStore } from './documents-store.ts';

describe('footer client documents', () => {
  it('offers 19 languages, English first, and switches the documents shown', () => {
    const store = new ClientDocumentsStore();
    expect(store.languages).toHaveLength(19);
    expect(store.chosen?.code).toBe('en');
    expect(store.chosen?.documents.map((doc) => doc.fileName)).toEqual([
      'rights-and-obligations-en.pdf',
      'risk-disclosure-en.pdf',
      'dos-and-donts-en.pdf',
    ]);
    store.choose('ta');
    expect(store.chosen?.language).toBe('Tamil');
    expect(store.chosen?.documents[1]?.url).toBe('/ewa/documents/client/risk-disclosure-ta.pdf');
  });

  it('keeps the current language when asked for one it does not have', () => {
    const store = new ClientDocumentsStore();
    store.choose('ta');
    store.choose('xx');
    expect(store.languageCode).toBe('ta');
  });
});
