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
