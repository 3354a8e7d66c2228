import { html } from 'lit';
import './define.ts';
import { demoValues } from './demo-values.ts';
import { VALUE_RANGES, type ValueRange } from './value-series.ts';

interface ValueChartArgs {
  range: ValueRange;
  label: string;
  busy: boolean;
}

const year = demoValues('2025-11-20', '2026-11-20');
const month = year.slice(-22);
const falling = demoValues('2026-05-20', '2026-11-20', 25_000, -0.3);

export default {
  title: 'Components/Value chart',
  component: 'ewa-value-chart',
  argTypes: { range: { control: 'select', options: VALUE_RANGES } },
  args: { range: '1Y', label: 'Portfolio', busy: false },
  render: (args: ValueChartArgs) =>
    html`<ewa-value-chart .points=${year} range=${args.range} label=${args.label} ?busy=${args.busy}></ewa-value-chart>`,
};

/** A year of monthly SIPs: the value above the dashed invested line. */
export const OneYear = {};

export const OneMonth = {
  args: { range: '1M' },
  render: (args: ValueChartArgs) =>
    html`<ewa-value-chart .points=${month} range=${args.range} label=${args.label}></ewa-value-chart>`,
};

/** One holding in a falling market: the gain shows in the danger colour, with its minus sign. */
export const HoldingAtALoss = {
  args: { range: '6M', label: 'Konark Small Cap Fund – Direct Growth' },
  render: (args: ValueChartArgs) =>
    html`<ewa-value-chart .points=${falling} range=${args.range} label=${args.label}></ewa-value-chart>`,
};

/** Nothing invested in the range yet. */
export const Empty = {
  render: (args: ValueChartArgs) =>
    html`<ewa-value-chart .points=${[]} range=${args.range} label=${args.label}></ewa-value-chart>`,
};

/** Fetching another range: the drawing dims. */
export const Busy = { args: { busy: true } };

/** Re-themed by the page: a sibling site sets the line colours and the height. */
export const Rethemed = {
  render: (args: ValueChartArgs) =>
    html`<ewa-value-chart
      style="--ewa-value-chart-value-color:#0f766e;--ewa-value-chart-fill-color:#ccfbf1;--ewa-value-chart-invested-color:#7c3aed;--ewa-value-chart-height:12rem"
      .points=${year}
      range=${args.range}
      label=${args.label}
    ></ewa-value-chart>`,
};
