import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../stores/test-support.ts';
import { ListingStore } from './listing-store.ts';

describe('listing', () => {
  it('sends the spec filters, pages on the server and drops a stale answer', async () => {
    let release: (value: unknown) => void = () => {};
    const { api, calls } = fakeApi({
      'purchase/getSchemeList': (body) =>
        body.selectedAmc === 'SLOW'
          ? new Promise((resolve) => {
              release = resolve;
            })
          : { isSuccess: true, data: { totalCount: 2100, pageNo: body.pageNo, pageSize: 25, schemes: [] } },
    });
    const listing = new ListingStore(api);
    listing.setFilter('selectedAmc', 'SLOW');
    listing.setFilter('selectedAmc', 'ARJ');
    await vi.waitFor(() => expect(listing.status).toBe('ready'));
    release({ isSuccess: true, data: { totalCount: 1, pageNo: 1, pageSize: 25, schemes: [] } });
    await Promise.resolve();
    expect(listing.totalCount).toBe(2100);
    expect(listing.pageCount).toBe(84);
    listing.goToPage(3);
    listing.sort('return1y');
    await vi.waitFor(() =>
      expect(calls.at(-1)?.body).toMatchObject({ sortBy: 'return1y', sortOrder: 'desc', pageNo: 1 }),
    );
    expect(calls[1]?.body).toMatchObject({ selectedAmc: 'ARJ', pageSize: 25, isDirectPlan: '' });
  });

  it('sorts in a chosen direction from page one, and counts the filters chosen besides the keyword', async () => {
    const { api, calls } = fakeApi({
      'purchase/getSchemeList': (body) => ({
        isSuccess: true,
        data: { totalCount: 100, pageNo: body.pageNo, pageSize: 25, schemes: [] },
      }),
    });
    const listing = new ListingStore(api);
    listing.setFilter('searchKeyword', 'hybrid');
    listing.setFilter('isDirectPlan', 'Y');
    listing.setFilter('selectedRisk', 'High');
    expect(listing.activeFilterCount).toBe(2);
    await vi.waitFor(() => expect(listing.status).toBe('ready'));
    listing.goToPage(2);
    listing.setSort('latestNav', 'desc');
    await vi.waitFor(() =>
      expect(calls.at(-1)?.body).toMatchObject({ sortBy: 'latestNav', sortOrder: 'desc', pageNo: 1 }),
    );
    const sent = calls.length;
    listing.setSort('latestNav', 'desc');
    expect(calls.length).toBe(sent);
    listing.resetFilters();
    expect(listing.activeFilterCount).toBe(0);
  });
});
