import { getClientDocuments, getTotalNonMarsCount } from '@ewa/api';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';

const t = useTestApp({ investor: '50000001' });

async function count(authType: string, accessToken = t.token): Promise<number> {
  const res = await t.call(getTotalNonMarsCount, { reqFrom: 'web', authType }, accessToken);
  expect(res.status).toBe(200);
  expect(is(res.json, getTotalNonMarsCount.reply)).toBe(true);
  return dataOf(res).count;
}

describe('getTotalNonMarsCount', () => {
  it('counts pending transactions of the account, MARS and settled ones excluded', async () => {
    expect(await count('ALL')).toBe(4);
    expect(await count('')).toBe(4);
    expect(await count('PIP')).toBe(2);
    expect(await count('sip')).toBe(1);
    expect(await count('SWI')).toBe(0);
    expect(await count('NOT-A-TYPE')).toBe(0);
  });

  it("never counts another account's transactions", async () => {
    expect(await count('ALL', await t.sessionToken('50000002'))).toBe(0);
    expect(await count('ALL', await t.sessionToken('50000009', 'EMF'))).toBe(1);
  });

  it('needs a session; a bad body is 400', async () => {
    expect((await t.call(getTotalNonMarsCount, { reqFrom: 'web', authType: 'ALL' })).status).toBe(401);
    const res = await t.post(getTotalNonMarsCount.path, { reqFrom: 'web' }, t.token);
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('authType');
  });
});

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
