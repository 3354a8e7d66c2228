import {
  getPrimaryMenu,
  NO_RESULT_TEXT,
  type RequestOf,
  type SearchResult,
  searchBoxWFMModuleList,
  shortAttachmentName,
} from '@ewa/api';
import fc from 'fast-check';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/area-test.ts';
import { dataOf } from '../../testing/test-app.ts';

const t = useTestApp({ investor: '50000001' });

const base = { projectId: 1, needSearchBoxData: 'Y', projectName: 'EWA' } as const;

async function search(
  body: RequestOf<typeof searchBoxWFMModuleList>,
  accessToken = t.token,
): Promise<SearchResult[]> {
  const res = await t.call(searchBoxWFMModuleList, body, accessToken);
  expect(res.status).toBe(200);
  expect(is(res.json, searchBoxWFMModuleList.reply)).toBe(true);
  return dataOf(res);
}

describe('searchBoxWFMModuleList', () => {
  it('answers every searchable entry with its menu path when asked for the box data', async () => {
    const results = await search(base);
    const purchase = results.find((r) => r.displayName === 'Purchase');
    expect(purchase?.moduleName).toBe('Main Menu>Mutual Funds>Invest>Purchase');
    expect(purchase?.url).toBe('/transact/mutual-funds/purchase');
    expect(results.some((r) => r.moduleName.startsWith('Main Menu>Reports>Portfolio'))).toBe(true);
  });

  it('finds entries by words of their help text, all words required, any case', async () => {
    const results = await search({ ...base, keyword: 'CUT-OFF nav' });
    expect(results.map((r) => r.displayName)).toContain('Purchase');
    expect(results.every((r) => `${r.helpContent} ${r.displayName}`.toLowerCase().includes('cut-off'))).toBe(
      true,
    );
    expect(await search({ ...base, keyword: 'cut-off zebra' })).toEqual([]);
  });

  it('carries help longer than 160 characters and up to three attachments with download paths', async () => {
    const results = await search({ ...base, keyword: 'capital gain' });
    const capitalGain = results.find((r) => r.displayName === 'Capital Gain') as SearchResult;
    expect(capitalGain.helpContent?.length).toBeGreaterThan(160);
    expect([capitalGain.file1, capitalGain.file2, capitalGain.file3]).toEqual([
      'Capital-Gain-Guide.pdf',
      'Grandfathering-Note.pdf',
      'Tax-Rates-FY.pdf',
    ]);
    expect(shortAttachmentName(capitalGain.file1 as string)).toBe('Capital-...');
    const file = await t.inject({ method: 'GET', url: capitalGain.path2 as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(file.rawPayload.subarray(-6).toString()).toBe('%%EOF\n');
  });

  it('searches only what the account may see: no S entry for others, no inactive entry', async () => {
    expect((await search({ ...base, keyword: 'family review' })).length).toBe(1);
    const other = await t.sessionToken('50000002');
    expect(await search({ ...base, keyword: 'family review' }, other)).toEqual([]);
    expect(await search({ ...base, keyword: 'digital gold' })).toEqual([]);
    expect(NO_RESULT_TEXT).toBe('No Result Found');
  });

  it('any keyword (any characters) answers a valid reply, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 100, unit: 'binary' }),
        fc.constantFrom('Y', 'N'),
        async (keyword, need) => {
          // A NUL character no text column can hold is refused for every call (http/calls.ts).
          if (keyword.includes('\0')) {
            const res = await t.post(
              searchBoxWFMModuleList.path,
              { ...base, needSearchBoxData: need, keyword },
              t.token,
            );
            expect(res).toMatchObject({ status: 400, json: { field: 'keyword' } });
            return;
          }
          const results = await search({ ...base, needSearchBoxData: need, keyword });
          expect(Array.isArray(results)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers nothing without a keyword when the box data is not wanted', async () => {
    expect(await search({ ...base, needSearchBoxData: 'N' })).toEqual([]);
  });

  it('unknown attachment or path-like names are 404, not 500', async () => {
    for (const url of [
      '/ewa/documents/help/Nope.pdf',
      '/ewa/documents/help/..%2F..%2Fpackage.json',
      '/ewa/documents/help/%00',
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });

  it('bad bodies are 400 naming the field', async () => {
    const res = await t.post(searchBoxWFMModuleList.path, { ...base, needSearchBoxData: 'maybe' }, t.token);
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('needSearchBoxData');
    const long = await t.call(searchBoxWFMModuleList, { ...base, keyword: 'x'.repeat(101) }, t.token);
    expect(long.status).toBe(400);
    expect((await t.post(getPrimaryMenu.path, null, t.token)).status).toBe(400);
  });
});
