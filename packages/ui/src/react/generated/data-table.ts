// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaDataTable as EwaDataTableElement } from '../../components/data-table/data-table.ts';
import '../../components/data-table/define.ts';

/** `<ewa-data-table>` for React: An accessible data table (e.g. the DP-charges bills: Sr No., Transaction ID, Bill No., Charges Type, Amount). Amounts and units are shown through `ewa-amount` in Indian grouping. Below 767 px each row becomes a card of labelled values. An optional total row (`footer`). */
export const EwaDataTable = createComponent({
  react: React,
  tagName: 'ewa-data-table',
  elementClass: EwaDataTableElement,
  events: {
    onEwaSort: 'ewa-sort' as EventName<CustomEvent>,
  },
  displayName: 'EwaDataTable',
});
