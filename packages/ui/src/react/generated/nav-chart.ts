// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaNavChart as EwaNavChartElement } from '../../components/nav-chart/nav-chart.ts';
import type { NavRange } from '../../components/nav-chart/ranges.ts';
import '../../components/nav-chart/define.ts';

/** `<ewa-nav-chart>` for React: A fund's NAV (or any daily value) over 1M / 6M / 1Y / 3Y / 5Y / All, with the return over the chosen range. The periods are a radio group (arrow keys move between them); periods the series does not reach back to are disabled. The drawing (TradingView's lightweight-charts) is fetched when the element first has points, so a page's first paint does not wait for it. For screen readers a table gives the range's first and last value, its highest and lowest and the return; the canvas is hidden from them. */
export const EwaNavChart = createComponent({
  react: React,
  tagName: 'ewa-nav-chart',
  elementClass: EwaNavChartElement,
  events: {
    onEwaRangeChange: 'ewa-range-change' as EventName<CustomEvent<{ range: NavRange }>>,
  },
  displayName: 'EwaNavChart',
});
