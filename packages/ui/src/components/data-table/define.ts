import '../amount/define.ts';
import { installTokens } from '../../tokens/tokens.ts';
import { EwaDataTable } from './data-table.ts';

installTokens();
if (!customElements.get('ewa-data-table')) customElements.define('ewa-data-table', EwaDataTable);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-data-table': EwaDataTable;
  }
}

export type { ColumnFormat, DataTableColumn, DataTableRow } from './data-table.ts';
export { EwaDataTable };
