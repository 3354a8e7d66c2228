import { html } from 'lit';
import './define.ts';
import type { DataTableColumn, DataTableRow } from './data-table.ts';
import { billColumns, demoBills, demoBillsTotal } from './demo-bills.ts';

interface DataTableArgs {
  caption: string;
  emptyText: string;
  columns: DataTableColumn[];
  rows: DataTableRow[];
  footer?: DataTableRow;
}

export default {
  title: 'Components/Data table',
  component: 'ewa-data-table',
  argTypes: {
    caption: { control: 'text' },
    emptyText: { control: 'text' },
    columns: { control: 'object' },
    rows: { control: 'object' },
    footer: { control: 'object' },
  },
  args: {
    caption: 'Outstanding DP charges',
    emptyText: 'No records found.',
    columns: billColumns,
    rows: demoBills,
    footer: demoBillsTotal,
  },
  render: (args: DataTableArgs) => html`<ewa-data-table
    caption=${args.caption}
    empty-text=${args.emptyText}
    .columns=${args.columns}
    .rows=${args.rows}
    .footer=${args.footer}
  ></ewa-data-table>`,
};

export const Bills = {};

export const BillsWithoutTotal = { args: { footer: undefined } };

export const Empty = { args: { rows: [] } };

export const BillsAtPhoneWidth = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Columns marked `sortable` sort the rows from their header button; `aria-sort` says the order. */
export const Sortable = {
  args: {
    caption: 'Holdings, sortable by the column headers',
    columns: [
      { key: 'scheme', label: 'Scheme', sortable: true },
      { key: 'units', label: 'Units', format: 'units', sortable: true },
      { key: 'value', label: 'Current value', format: 'amount', sortable: true },
    ],
    rows: [
      { scheme: 'Arjuna Large Cap Fund – Direct Growth', units: 152.345, value: 18807.67 },
      { scheme: 'Banyan Overnight Fund – Direct Growth', units: 480, value: 612345.5 },
      { scheme: 'Deccan Large & Mid Cap Fund – Regular Growth', units: 1234.567, value: 98765.43 },
    ],
    footer: undefined,
  },
};
