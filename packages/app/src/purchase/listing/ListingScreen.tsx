import { SCHEME_TYPES } from '@ewa/api/purchase';
import { isYes } from '@ewa/api/reply';
import { formatDate } from '@ewa/ui/format';
import { EwaButton } from '@ewa/ui/react/button';
import { observer } from 'mobx-react-lite';
import { memo, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/context.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ShelfCartAside } from '../cart/ShelfCartAside.tsx';
import { type Shelf, shelfPaths } from '../paths.ts';
import { shelfStores } from '../purchase-stores.ts';
import type { ListingFilters, SchemeRow, SortBy } from './listing-store.ts';
import '../purchase.css';

const COLUMNS: { key: SortBy; label: string }[] = [
  { key: 'schName', label: 'Scheme' },
  { key: 'riskLevel', label: 'Risk' },
  { key: 'latestNav', label: 'NAV' },
  { key: 'return1y', label: '1Y Return' },
];

const nav = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

function schemeHref(shelf: Shelf, row: SchemeRow): string {
  const query = new URLSearchParams({ plan: row.isDirect, opt: row.schOpt });
  return `${shelfPaths[shelf].scheme(row.schCode)}?${query}`;
}

/** The phone's sort control: each column in the direction an investor asks for first, and the other way. */
const SORT_CHOICES: { value: `${SortBy}:${'asc' | 'desc'}`; label: string }[] = [
  { value: 'schName:asc', label: 'Scheme name (A to Z)' },
  { value: 'schName:desc', label: 'Scheme name (Z to A)' },
  { value: 'return1y:desc', label: '1Y return (highest first)' },
  { value: 'return1y:asc', label: '1Y return (lowest first)' },
  { value: 'latestNav:desc', label: 'NAV (highest first)' },
  { value: 'latestNav:asc', label: 'NAV (lowest first)' },
  { value: 'riskLevel:asc', label: 'Risk (lowest first)' },
  { value: 'riskLevel:desc', label: 'Risk (highest first)' },
];

/** Rows painted in the first task; the rest of the page follows in the next, so no task holds the phone long. */
const FIRST_ROWS = 6;

/**
 * The rows to show: a new page's first few at once, all of them a moment later. A page of rows with
 * their buttons is one long task on a mid-range phone; in two pieces the first screen paints sooner.
 */
function useRowsInPieces(rows: readonly SchemeRow[]): readonly SchemeRow[] {
  const [shown, setShown] = useState({ rows, count: FIRST_ROWS });
  const current = shown.rows === rows ? shown : { rows, count: FIRST_ROWS };
  useEffect(() => {
    if (rows.length <= FIRST_ROWS) return;
    const timer = setTimeout(() => setShown({ rows, count: rows.length }), 0);
    return () => clearTimeout(timer);
  }, [rows]);
  return current.count >= rows.length ? rows : rows.slice(0, current.count);
}

/** One scheme's row; memoised, so typing in the search field or opening the filters repaints no row. */
const SchemeRowView = memo(function SchemeRowView({ shelf, row }: { shelf: Shelf; row: SchemeRow }) {
  const navigate = useNavigate();
  const href = schemeHref(shelf, row);
  return (
    <tr>
      <th scope="row" className="scheme-cell">
        <Link to={href} state={{ schName: row.schName }}>
          {row.schName}
        </Link>
        <span className="scheme-meta">
          {row.amcName} · {row.subType} · {isYes(row.isDirect) ? 'Direct' : 'Regular'}
        </span>
      </th>
      <td data-label="Risk">{row.riskometerVal}</td>
      <td data-label="NAV" className="num">
        {nav.format(row.latestNav)}
        <span className="scheme-meta">{formatDate(row.navDate)}</span>
      </td>
      <td data-label="1Y Return" className="num">
        {row.return1y === null ? '–' : `${row.return1y.toFixed(2)}%`}
      </td>
      <td>
        <EwaButton size="small" onClick={() => navigate(href, { state: { schName: row.schName } })}>
          Invest<span className="visually-hidden"> in {row.schName}</span>
        </EwaButton>
      </td>
    </tr>
  );
});

/** The fund listing with the spec's filters and sorting, paged by the server; the shelf's cart beside it. */
export const ListingScreen = observer(function ListingScreen({
  shelf,
  title,
}: {
  shelf: Shelf;
  title: string;
}) {
  const root = useStores();
  const { listing, cart } = shelfStores(root, shelf);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const shownRows = useRowsInPieces(listing.rows);
  useDocumentTitle(title);

  useEffect(() => {
    void listing.loadOptions();
    void listing.load();
    return () => listing.dispose();
  }, [listing]);

  const f = listing.filters;
  const select = <K extends keyof ListingFilters>(key: K) => ({
    value: f[key],
    onChange: (event: { target: { value: string } }) =>
      listing.setFilter(key, event.target.value as ListingFilters[K]),
  });

  const moreFilters = listing.activeFilterCount;

  return (
    <div className="purchase-layout">
      <section className="purchase-main" aria-labelledby="listing-heading">
        <h1 id="listing-heading">{title}</h1>
        <form
          className="listing-filters"
          aria-label="Filter schemes"
          noValidate
          onSubmit={(e) => e.preventDefault()}
        >
          <label className="listing-search">
            <span>Search schemes</span>
            <input
              type="search"
              placeholder="Scheme or AMC name"
              value={f.searchKeyword}
              maxLength={100}
              onChange={(e) => listing.setFilter('searchKeyword', e.target.value)}
            />
          </label>
          <div className="listing-tools">
            <button
              type="button"
              className="filters-toggle"
              aria-expanded={filtersOpen}
              aria-controls="listing-more-filters"
              onClick={() => setFiltersOpen(!filtersOpen)}
            >
              Filters{moreFilters > 0 ? ` (${moreFilters})` : ''}
            </button>
            <label className="listing-sort">
              <span>Sort by</span>
              <select
                value={`${listing.sortBy}:${listing.sortOrder}`}
                onChange={(e) => {
                  const [by, order] = e.target.value.split(':') as [SortBy, 'asc' | 'desc'];
                  listing.setSort(by, order);
                }}
              >
                {SORT_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div id="listing-more-filters" className="listing-more-filters" data-open={filtersOpen}>
            <label>
              <span>Plan</span>
              <select {...select('isDirectPlan')}>
                <option value="">All plans</option>
                <option value="Y">Direct</option>
                <option value="N">Regular</option>
              </select>
            </label>
            <label>
              <span>Scheme type</span>
              <select {...select('selectedSchemeType')}>
                <option value="">All types</option>
                {(listing.options?.schemeTypes ?? SCHEME_TYPES).map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>Sub type</span>
              <select {...select('selectedSubType')}>
                <option value="">All sub types</option>
                {listing.subTypes.map((subType) => (
                  <option key={subType} value={subType}>
                    {subType}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>AMC</span>
              <select {...select('selectedAmc')}>
                <option value="">All AMCs</option>
                {(listing.options?.amcList ?? []).map((amc) => (
                  <option key={amc.amcCode} value={amc.amcCode}>
                    {amc.amcName}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>Risk</span>
              <select {...select('selectedRisk')}>
                <option value="">All risk levels</option>
                {(listing.options?.riskList ?? []).map((risk) => (
                  <option key={risk.riskLevel} value={risk.riskometerVal}>
                    {risk.riskometerVal}
                  </option>
                ))}
              </select>
            </label>
            <EwaButton variant="secondary" onClick={() => listing.resetFilters()}>
              Clear filters
            </EwaButton>
          </div>
        </form>

        <p className="listing-count" role="status" aria-live="polite">
          {listing.status === 'loading'
            ? 'Loading schemes…'
            : listing.status === 'failed'
              ? listing.error
              : `${listing.totalCount} schemes`}
        </p>

        <div className="table-scroll" aria-busy={listing.status === 'loading' || listing.status === 'idle'}>
          <table className="scheme-table" aria-describedby="listing-heading">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={
                      listing.sortBy === column.key
                        ? listing.sortOrder === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : 'none'
                    }
                  >
                    <button type="button" className="sort-button" onClick={() => listing.sort(column.key)}>
                      {column.label}
                      <span aria-hidden="true">
                        {listing.sortBy === column.key ? (listing.sortOrder === 'asc' ? ' ▲' : ' ▼') : ''}
                      </span>
                    </button>
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shownRows.map((row) => (
                <SchemeRowView key={`${row.schCode}-${row.isDirect}`} shelf={shelf} row={row} />
              ))}
            </tbody>
          </table>
        </div>
        <nav className="pager" aria-label="Scheme pages">
          <EwaButton
            variant="secondary"
            size="small"
            disabled={listing.pageNo <= 1}
            onClick={() => listing.goToPage(listing.pageNo - 1)}
          >
            Previous
          </EwaButton>
          <span>
            Page {listing.pageNo} of {listing.pageCount}
          </span>
          <EwaButton
            variant="secondary"
            size="small"
            disabled={listing.pageNo >= listing.pageCount}
            onClick={() => listing.goToPage(listing.pageNo + 1)}
          >
            Next
          </EwaButton>
        </nav>
      </section>
      <ShelfCartAside shelf={shelf} cart={cart} />
    </div>
  );
});

export default function MutualFunds() {
  return <ListingScreen shelf="funds" title="Mutual Funds" />;
}
