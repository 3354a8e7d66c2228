import { getClientDocuments } from '@ewa/api';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';

const t = useTestApp();

describe('client documents', () => {
  it('lists three documents in each of 19 languages, without a session', async () => {
    const res = await t.call(getClientDocuments, {});
    expect(res.status).toBe(200);
    expect(is(res.json, getClientDocuments.reply)).toBe(true);
    const languages = dataOf(res);
    expect(languages).toHaveLength(19);
    expect(new Set(languages.map((l) => l.language)).size).toBe(19);
    expect(languages.map((l) => l.language)).toEqual(
      expect.arrayContaining(['Hindi', 'Tamil', 'Bengali', 'Urdu']),
    );
    expect(languages.every((l) => l.documents.length === 3)).toBe(true);
  });

  it('serves each listed document as a PDF', async () => {
    const languages = dataOf(await t.call(getClientDocuments, {}));
    const url = languages[16]?.documents[1]?.url as string;
    const res = await t.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.body).toContain('Risk Disclosure Document - Tamil');
  });

  it('unknown or path-like names are 404', async () => {
    for (const name of ['risk-disclosure-xx.pdf', '..%2F..%2Fpackage.json', 'risk-disclosure-ta.pdf%00']) {
      expect((await t.inject({ method: 'GET', url: `/ewa/documents/client/${name}` })).statusCode).toBe(404);
    }
  });
});
