import { type SearchResult, searchBoxWFMModuleList } from '@ewa/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiPort } from './api.ts';
import { NO_RESULT_TEXT, SEARCH_RESULT_DELAY_MS, SearchStore, toSearchHit } from './search.ts';

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
  const keywords: string[] = [];
  const api: ApiPort = {
    call: (async (call: { path: string }, body: { keyword?: string }) => {
      expect(call.path).toBe(searchBoxWFMModuleList.path);
      keywords.push(body.keyword ?? '');
      return { isSuccess: true, data: answer(body.keyword ?? '') };
    }) as ApiPort['call'],
  };
  return { api, keywords };
}

describe('search box store (spec 001 §2)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the server for the latest keyword once the result delay passed', async () => {
    const { api, keywords } = fakeApi((k) => (k === 'insta' ? [result({})] : []));
    const store = new SearchStore(api);
    store.type('ins');
    store.type('insta');
    expect(store.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(SEARCH_RESULT_DELAY_MS - 1);
    expect(keywords).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(keywords).toEqual(['insta']);
    expect(store.hits.map((h) => h.displayName)).toEqual(['Insta Cash']);
    expect(store.hits[0]?.target).toEqual({ kind: 'route', to: '/transact/insta-cash' });
    expect(store.emptyText).toBeNull();
  });

  it("says 'No Result Found' when nothing matches", async () => {
    const { api } = fakeApi(() => []);
    const store = new SearchStore(api);
    store.type('zzz');
    await store.submit();
    expect(store.emptyText).toBe(NO_RESULT_TEXT);
    expect(NO_RESULT_TEXT).toBe('No Result Found');
  });

  it('clearing the box drops a search still waiting', async () => {
    const { api, keywords } = fakeApi(() => [result({})]);
    const store = new SearchStore(api);
    store.type('insta');
    store.type('');
    await vi.advanceTimersByTimeAsync(SEARCH_RESULT_DELAY_MS * 2);
    expect(keywords).toEqual([]);
    expect(store.status).toBe('idle');
  });

  it('collapses help over 160 characters and cuts attachment names to 8 characters', () => {
    const long = 'x'.repeat(161);
    const hit = toSearchHit(
      result({
        helpContent: long,
        file1: 'Purchase-Guide.pdf',
        path1: '/ewa/documents/help/Purchase-Guide.pdf',
        file2: 'Tax.pdf',
        path2: '/t',
      }),
      0,
    );
    expect(hit.collapsible).toBe(true);
    expect(hit.attachments.map((a) => a.label)).toEqual(['Purchase...', 'Tax.pdf']);
    expect(toSearchHit(result({ helpContent: 'x'.repeat(160) }), 1).collapsible).toBe(false);
  });

  it("fills missing help from the menu's rule ('Kindly provide help content.')", async () => {
    const { api } = fakeApi(() => [
      result({ displayName: 'Switch', url: '/transact/mutual-funds/portfolio/switch' }),
    ]);
    const store = new SearchStore(api, (r) =>
      r.displayName === 'Switch' ? 'Kindly provide help content.' : null,
    );
    store.type('switch');
    await store.submit();
    expect(store.hits[0]?.helpContent).toBe('Kindly provide help content.');
    const plain = new SearchStore(fakeApi(() => [result({})]).api);
    plain.type('insta');
    await plain.submit();
    expect(plain.hits[0]?.helpContent).toBeNull();
  });

  it('shows the server message when the search fails', async () => {
    const api: ApiPort = {
      call: (async () => ({ isSuccess: false, displayMessage: 'Search is resting.' })) as never,
    };
    const store = new SearchStore(api);
    store.type('sip');
    await store.submit();
    expect(store.status).toBe('failed');
    expect(store.error).toBe('Search is resting.');
    expect(store.emptyText).toBeNull();
  });
});
