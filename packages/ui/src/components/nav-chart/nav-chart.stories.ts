import { html } from 'lit';
import './define.ts';
import { demoSeries } from './demo-series.ts';
import { NAV_RANGES, type NavRange } from './ranges.ts';

interface NavChartArgs {
  range: NavRange;
  label: string;
}

const sinceLaunch = demoSeries('2019-04-01', '2026-11-20', 10);
const young = demoSeries('2024-06-03', '2026-11-20', 10, 0.09);

export default {
  title: 'Components/NAV chart',
  component: 'ewa-nav-chart',
  argTypes: { range: { control: 'select', options: NAV_RANGES } },
  args: { range: '1Y', label: 'NAV of Arjuna Large Cap Fund - Direct Growth' },
  render: (args: NavChartArgs) =>
    html`<ewa-nav-chart .points=${sinceLaunch} range=${args.range} label=${args.label}></ewa-nav-chart>`,
};

export const OneYear = {};
export const FiveYears = { args: { range: '5Y' } };
export const SinceLaunch = { args: { range: 'ALL' } };

/** A fund launched two and a half years ago: 3Y and 5Y are disabled. */
export const YoungFund = {
  render: (args: NavChartArgs) =>
    html`<ewa-nav-chart .points=${young} range=${args.range} label=${args.label}></ewa-nav-chart>`,
};

/** Re-themed by the page: a sibling site sets the line and fill colours. */
export const Rethemed = {
  render: (args: NavChartArgs) =>
    html`<ewa-nav-chart
      style="--ewa-nav-chart-line-color:#0f766e;--ewa-nav-chart-fill-color:#ccfbf1;--ewa-nav-chart-height:12rem"
      .points=${sinceLaunch}
      range=${args.range}
      label=${args.label}
    ></ewa-nav-chart>`,
};
