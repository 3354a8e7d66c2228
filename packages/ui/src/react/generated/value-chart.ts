// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaValueChart as EwaValueChartElement } from '../../components/value-chart/value-chart.ts';
import type { ValueRange } from '../../components/value-chart/value-series.ts';
import '../../components/value-chart/define.ts';

/** `<ewa-value-chart>` for React: A portfolio's (or one holding's) value over time against the net amount invested, over 1M / 6M / 1Y / 3Y / All. The page supplies the points of the range shown and fetches another range when the investor picks it (`ewa-range-change`). Above the drawing: the latest value, invested and gain; the value is an area, the amount invested a dashed step line, named in a legend (not told by colour alone). The drawing (TradingView's lightweight-charts) is fetched when the element first has points. Screen readers get the figures and a table of the range (at most 12 days spread over it); the canvas is hidden from them. */
export const EwaValueChart = createComponent({
  react: React,
  tagName: 'ewa-value-chart',
  elementClass: EwaValueChartElement,
  events: {
    onEwaRangeChange: 'ewa-range-change' as EventName<CustomEvent<{ range: ValueRange }>>,
  },
  displayName: 'EwaValueChart',
});
