import { type SearchResult, searchBoxWFMModuleList } from '@ewa/api/search';
import { describe, expect, it } from 'vitest';
import type { ApiPort } from '../stores/api.ts';
import { NO_RESULT_TEXT, SEARCH_PROJECT, SearchStore, toBoxResult } from './search-store.ts';

function result(more: Partial<SearchResult>): SearchResult {
  return {
    displayName: 'Insta Cash',
    helpContent: null,
    url: '/transact/insta-cash',
    moduleName: 'Main Menu>Mutual Funds>Invest>Insta Cash',
    file1: null,
    file2: null,
    file3: null,
    path1: null,
    path2: null,
    path3: null,
    ...more,
  };
}

function fakeApi(answer: (keyword: string) => SearchResult[]) {
  const requests: unknown[] = [];
  const signals: (AbortSignal | undefined)[] = [];
  const api: ApiPort = {
    call: (async (call: { path: string }, body: { keyword?: string }, options?: { signal?: AbortSignal }) => {
      expect(call.path).toBe(searchBoxWFMModuleList.path);
      requests.push(body);
      signals.push(options?.signal);
      return { isSuccess: true, data: answer(body.keyword ?? '') };
    }) as ApiPort['call'],
  };
  return { api, requests, signals };
}

describe('search box store (spec 001 §2)', () => {
  it('asks the server for the trimmed keyword, at most 100 characters, passing the abort signal on', async () => {
    const { api, requests, signals } = fakeApi((k) => (k === 'insta' ? [result({})] : []));
    const store = new SearchStore(api);
    const signal = new AbortController().signal;
    const found = await store.find('  insta ', signal);
    expect(requests).toEqual([{ ...SEARCH_PROJECT, needSearchBoxData: 'N', keyword: 'insta' }]);
    expect(signals).toEqual([signal]);
    expect(found.map((r) => r.displayName)).toEqual(['Insta Cash']);
    await store.find('x'.repeat(150));
    expect((requests[1] as { keyword: string }).keyword).toHaveLength(100);
  });

  it('answers no results without a call for a blank keyword, and none when nothing matches', async () => {
    const { api, requests } = fakeApi(() => []);
    const store = new SearchStore(api);
    expect(await store.find('   ')).toEqual([]);
    expect(requests).toEqual([]);
    expect(await store.find('zzz')).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(NO_RESULT_TEXT).toBe('No Result Found');
  });

  it('remaps links by the spec rules and gives them the base path; a result without url has no link', () => {
    expect(toBoxResult(result({})).url).toBe('/ewa/transact/insta-cash');
    expect(toBoxResult(result({ displayName: 'NFO Switch', url: '/transact/nfo/switch' })).url).toBe(
      '/ewa/transact/nfo/search',
    );
    expect(toBoxResult(result({ url: 'https://example.in/x' })).url).toBe('https://example.in/x');
    expect(toBoxResult(result({ url: null })).url).toBeUndefined();
  });

  it('passes attachments in their slots and drops empty ones; help is left for the box to collapse', () => {
    const long = 'x'.repeat(161);
    const box = toBoxResult(
      result({
        helpContent: long,
        file1: 'Purchase-Guide.pdf',
        path1: '/ewa/documents/help/Purchase-Guide.pdf',
        file2: 'Tax.pdf',
        path2: null,
        file3: 'Tax.pdf',
        path3: '/t',
      }),
    );
    expect(box.helpContent).toBe(long);
    expect(box).toMatchObject({
      file1: 'Purchase-Guide.pdf',
      path1: '/ewa/documents/help/Purchase-Guide.pdf',
      file3: 'Tax.pdf',
      path3: '/t',
    });
    expect('file2' in box).toBe(false);
  });

  it("fills missing help from the menu's rule ('Kindly provide help content.')", async () => {
    const { api } = fakeApi(() => [
      result({ displayName: 'Switch', url: '/transact/mutual-funds/portfolio/switch' }),
      result({ displayName: 'SIP', helpContent: '  ' }),
    ]);
    const store = new SearchStore(api, (r) =>
      r.displayName === 'Switch' ? 'Kindly provide help content.' : null,
    );
    const found = await store.find('switch');
    expect(found[0]?.helpContent).toBe('Kindly provide help content.');
    expect(found[1]?.helpContent).toBeUndefined();
  });

  it('fails with the server message when the search answers a failure', async () => {
    const api: ApiPort = {
      call: (async () => ({ isSuccess: false, displayMessage: 'Search is resting.' })) as never,
    };
    await expect(new SearchStore(api).find('sip')).rejects.toThrow('Search is resting.');
  });
});
