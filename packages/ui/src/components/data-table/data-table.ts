import { html, LitElement, nothing } from 'lit';
import { hostStyles } from '../../tokens/tokens.ts';
import { dataTableStyles } from './data-table.styles.ts';

export type ColumnFormat = 'amount' | 'units' | 'text';

export interface DataTableColumn {
  /** The row field shown in this column. */
  key: string;
  /** The column header. */
  label: string;
  /** Default: `end` for amounts and units, `start` for text. */
  align?: 'start' | 'center' | 'end';
  /** `amount` (₹, 2 decimals) and `units` (3 decimals) are shown through `ewa-amount`. */
  format?: ColumnFormat;
  /** The header becomes a button that sorts the rows by this column (numbers by value, text A–Z). */
  sortable?: boolean;
}

export type SortDirection = 'ascending' | 'descending';

/** Amounts and units: shown through `ewa-amount`, aligned to the end, sorted largest first. */
const isNumeric = (column: DataTableColumn) => column.format === 'amount' || column.format === 'units';

/** Rows ordered by one field: numbers by value, text in natural order; missing values last. */
export function sortRows(
  rows: readonly DataTableRow[],
  key: string,
  direction: SortDirection,
): DataTableRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const missing = (v: unknown) => v === null || v === undefined || v === '';
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (missing(x) || missing(y)) return missing(x) === missing(y) ? 0 : missing(x) ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * String(x).localeCompare(String(y), 'en-IN', { numeric: true, sensitivity: 'base' });
  });
}

export type DataTableRow = Record<string, unknown>;

/**
 * @summary An accessible data table (e.g. the DP-charges bills: Sr No., Transaction ID, Bill No.,
 * Charges Type, Amount). Amounts and units are shown through `ewa-amount` in Indian grouping. Below
 * 767 px each row becomes a card of labelled values. An optional total row (`footer`).
 *
 * @tag ewa-data-table
 *
 * @slot caption - Replaces the caption text (`caption`).
 *
 * @csspart table - The `<table>`.
 * @csspart caption - The caption.
 * @csspart header-cell - A column header.
 * @csspart row - A body row.
 * @csspart cell - A body cell.
 * @csspart footer-row - The total row.
 * @csspart empty - The cell shown when there are no rows.
 * @csspart sort-button - The button of a sortable column's header.
 *
 * @fires ewa-sort - The user sorted by a column; `detail` is `{ key, direction }`.
 *
 * @cssprop --ewa-data-table-border-color - Rules between rows and around cards.
 * @cssprop --ewa-data-table-header-background - Background of the header row.
 * @cssprop --ewa-data-table-card-background - Background of a row shown as a card.
 *
 * The table elements carry their roles explicitly: as cards they are display: block, and browsers
 * may otherwise stop announcing them as a table.
 */
export class EwaDataTable extends LitElement {
  static override styles = [hostStyles, dataTableStyles];
  static override properties = {
    columns: { attribute: false },
    rows: { attribute: false },
    caption: {},
    emptyText: { attribute: 'empty-text' },
    footer: { attribute: false },
    footerLabel: { attribute: 'footer-label' },
    sortKey: { attribute: 'sort-key', reflect: true },
    sortDirection: { attribute: 'sort-direction', reflect: true },
  };

  columns: DataTableColumn[] = [];

  rows: DataTableRow[] = [];

  /** The table's caption (its accessible name). */
  caption = '';

  /** Text shown when there are no rows. */
  emptyText = 'No records found.';

  /** A total row: values by column key, e.g. `{ Amount: 1250.5 }`. */
  footer?: DataTableRow;

  /** Label of the total row, shown in its first column when that column has no value. */
  footerLabel = 'Total';

  /** The column the rows are sorted by (a sortable column's key); unsorted when empty. */
  sortKey = '';

  sortDirection: SortDirection = 'ascending';

  /** The rows in the order shown. */
  get sortedRows(): DataTableRow[] {
    const column = this.columns.find((c) => c.key === this.sortKey && c.sortable);
    return column ? sortRows(this.rows, column.key, this.sortDirection) : this.rows;
  }

  /** Sorts by `key`: ascending first (amounts and units descending first), the other way on a repeat. */
  sortBy(key: string) {
    const column = this.columns.find((c) => c.key === key);
    if (!column?.sortable) return;
    this.sortDirection =
      this.sortKey === key
        ? this.sortDirection === 'ascending'
          ? 'descending'
          : 'ascending'
        : isNumeric(column)
          ? 'descending'
          : 'ascending';
    this.sortKey = key;
    this.dispatchEvent(
      new CustomEvent('ewa-sort', {
        detail: { key, direction: this.sortDirection },
        bubbles: true,
        composed: true,
      }),
    );
  }

  // The templates keep no indentation inside them: it would ship as text with every copy of the element.
  private header(column: DataTableColumn) {
    const active = this.sortKey === column.key;
    const sortable = column.sortable;
    return html`<th part="header-cell" scope="col" role="columnheader" class=${this.alignOf(column)} aria-sort=${
      sortable ? (active ? this.sortDirection : 'none') : nothing
    }>${
      sortable
        ? html`<button part="sort-button" type="button" class="sort" @click=${() => this.sortBy(column.key)}>${
            column.label
          }<span class="sort-mark" aria-hidden="true">${
            active ? (this.sortDirection === 'ascending' ? '▲' : '▼') : '↕'
          }</span></button>`
        : column.label
    }</th>`;
  }

  private alignOf(column: DataTableColumn): string {
    return `align-${column.align ?? (isNumeric(column) ? 'end' : 'start')}`;
  }

  /** A cell's column name, shown beside its value when rows are cards (screen readers have the header). */
  private label(column: DataTableColumn) {
    return html`<span class="cell-label" aria-hidden="true">${column.label}</span>`;
  }

  private value(column: DataTableColumn, value: unknown) {
    if (isNumeric(column)) {
      return html`<ewa-amount kind=${column.format as string} .value=${value as string | number}></ewa-amount>`;
    }
    return value === null || value === undefined || value === '' ? '–' : String(value);
  }

  private renderFooter() {
    const footer = this.footer;
    if (!footer || this.rows.length === 0) return nothing;
    return html`<tfoot role="rowgroup"><tr part="footer-row" role="row">${this.columns.map(
      (column, index) => {
        const given = footer[column.key];
        if (index === 0 && (given === undefined || given === null || given === ''))
          return html`<th scope="row" role="rowheader" class=${this.alignOf({ ...column, format: 'text' })}>${
            this.footerLabel
          }</th>`;
        if (given === undefined) return html`<td role="cell" class="blank">${this.label(column)}</td>`;
        return html`<td role="cell" class=${this.alignOf(column)}>${this.label(column)}${this.value(column, given)}</td>`;
      },
    )}</tr></tfoot>`;
  }

  override render() {
    const columns = this.columns;
    return html`<table part="table" role="table">${
      this.caption || this.querySelector('[slot="caption"]')
        ? html`<caption part="caption"><slot name="caption">${this.caption}</slot></caption>`
        : nothing
    }<thead role="rowgroup"><tr role="row">${columns.map((column) => this.header(column))}</tr></thead><tbody role="rowgroup">${
      this.rows.length === 0
        ? html`<tr role="row"><td part="empty" role="cell" class="empty" colspan=${Math.max(columns.length, 1)}>${
            this.emptyText
          }</td></tr>`
        : this.sortedRows.map(
            (row) =>
              html`<tr part="row" role="row">${columns.map(
                (column) =>
                  html`<td part="cell" role="cell" class=${this.alignOf(column)}>${this.label(column)}<span class="cell-value">${this.value(
                    column,
                    row[column.key],
                  )}</span></td>`,
              )}</tr>`,
          )
    }</tbody>${this.renderFooter()}</table>`;
  }
}
