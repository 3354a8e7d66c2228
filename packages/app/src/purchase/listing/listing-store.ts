import type { DataOf } from '@ewa/api/core';
import { getSchemeList, getSchemeListFilters, type SchemeType } from '@ewa/api/purchase';
import { replyText } from '@ewa/api/reply';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';

export type SchemeRow = DataOf<typeof getSchemeList>['schemes'][number];
type FilterOptions = DataOf<typeof getSchemeListFilters>;

export type SortBy = 'schName' | 'amcName' | 'return1y' | 'latestNav' | 'riskLevel';

/** The listing filters of spec 000 §3; '' means any. */
export interface ListingFilters {
  isDirectPlan: '' | 'Y' | 'N';
  selectedSchemeType: '' | SchemeType;
  selectedSubType: string;
  selectedAmc: string;
  selectedRisk: string;
  searchKeyword: string;
}

export const NO_FILTERS: ListingFilters = {
  isDirectPlan: '',
  selectedSchemeType: '',
  selectedSubType: '',
  selectedAmc: '',
  selectedRisk: '',
  searchKeyword: '',
};

export const PAGE_SIZE = 25;
const KEYWORD_DELAY_MS = 300;

/**
 * The fund listing (spec 000 §3 listing filters). The server filters, sorts and pages, so 2,000+
 * schemes cost one page of rows. Never persisted (spec 000 §4); a stale answer is dropped.
 */
export class ListingStore {
  filters: ListingFilters = { ...NO_FILTERS };
  sortBy: SortBy = 'schName';
  sortOrder: 'asc' | 'desc' = 'asc';
  pageNo = 1;
  rows: SchemeRow[] = [];
  totalCount = 0;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  error = '';
  options: FilterOptions | null = null;
  private request = 0;
  private keywordTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly api: ApiPort,
    readonly nfoOnly = false,
  ) {
    makeAutoObservable<ListingStore, 'api' | 'request' | 'keywordTimer'>(
      this,
      { api: false, nfoOnly: false, request: false, keywordTimer: false },
      { autoBind: true },
    );
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.totalCount / PAGE_SIZE));
  }

  /** Sub types offered for the chosen scheme type (all when none is chosen). */
  get subTypes(): string[] {
    const list = this.options?.subTypes ?? [];
    const type = this.filters.selectedSchemeType;
    return [...new Set(list.filter((s) => !type || s.schemeType === type).map((s) => s.subType))].sort();
  }

  readonly loadOptions = flow(function* (this: ListingStore) {
    if (this.options) return;
    try {
      const reply = yield* awaited(this.api.call(getSchemeListFilters, {}));
      if (reply.isSuccess && reply.data) this.options = reply.data;
    } catch {
      // The listing still works without the option lists (keyword and plan filters).
    }
  });

  setFilter<K extends keyof ListingFilters>(key: K, value: ListingFilters[K]): void {
    this.filters = { ...this.filters, [key]: value };
    // A sub type belongs to one scheme type.
    if (
      key === 'selectedSchemeType' &&
      this.filters.selectedSubType &&
      !this.subTypes.includes(this.filters.selectedSubType)
    ) {
      this.filters = { ...this.filters, selectedSubType: '' };
    }
    this.pageNo = 1;
    if (key === 'searchKeyword') {
      clearTimeout(this.keywordTimer);
      this.keywordTimer = setTimeout(() => void this.load(), KEYWORD_DELAY_MS);
    } else void this.load();
  }

  resetFilters(): void {
    this.filters = { ...NO_FILTERS };
    this.pageNo = 1;
    void this.load();
  }

  sort(by: SortBy): void {
    if (this.sortBy === by) this.sortOrder = this.sortOrder === 'asc' ? 'desc' : 'asc';
    else {
      this.sortBy = by;
      this.sortOrder = by === 'return1y' ? 'desc' : 'asc';
    }
    this.pageNo = 1;
    void this.load();
  }

  /** Sorts by one column in one direction (the phone's sort control, where no column headers show). */
  setSort(by: SortBy, order: 'asc' | 'desc'): void {
    if (this.sortBy === by && this.sortOrder === order) return;
    this.sortBy = by;
    this.sortOrder = order;
    this.pageNo = 1;
    void this.load();
  }

  /** How many filters besides the keyword narrow the list (the phone's Filters button counts them). */
  get activeFilterCount(): number {
    const { searchKeyword: _, ...chosen } = this.filters;
    return Object.values(chosen).filter((value) => value !== '').length;
  }

  goToPage(page: number): void {
    const next = Math.min(Math.max(1, page), this.pageCount);
    if (next === this.pageNo) return;
    this.pageNo = next;
    void this.load();
  }

  /** The page of rows for the filters, sort and page number; an answer overtaken by a newer one is dropped. */
  readonly load = flow(function* (this: ListingStore) {
    const request = ++this.request;
    this.status = 'loading';
    this.error = '';
    const f = this.filters;
    try {
      const reply = yield* awaited(
        this.api.call(getSchemeList, {
          isDirectPlan: f.isDirectPlan,
          selectedSchemeType: f.selectedSchemeType,
          selectedSubType: f.selectedSubType,
          selectedAmc: f.selectedAmc,
          selectedRisk: f.selectedRisk,
          searchKeyword: f.searchKeyword.trim().slice(0, 100),
          ...(this.nfoOnly ? { nfoOnly: 'Y' as const } : {}),
          sortBy: this.sortBy,
          sortOrder: this.sortOrder,
          pageNo: this.pageNo,
          pageSize: PAGE_SIZE,
        }),
      );
      if (request !== this.request) return;
      if (reply.isSuccess && reply.data) {
        this.rows = reply.data.schemes;
        this.totalCount = reply.data.totalCount;
        this.status = 'ready';
      } else {
        this.rows = [];
        this.totalCount = 0;
        this.status = 'failed';
        this.error = replyText(reply, '');
      }
    } catch (error) {
      if (request !== this.request) return;
      this.status = 'failed';
      this.error = failureText(error);
    }
  });

  dispose(): void {
    clearTimeout(this.keywordTimer);
    this.request++;
  }
}
