import { installTokens } from '../../tokens/tokens.ts';
import { EwaNavChart } from './nav-chart.ts';

installTokens();
if (!customElements.get('ewa-nav-chart')) customElements.define('ewa-nav-chart', EwaNavChart);

declare global {
  interface HTMLElementTagNameMap {
    'ewa-nav-chart': EwaNavChart;
  }
}

export {
  NAV_RANGES,
  type NavRange,
  pointsInRange,
  rangeReturn,
  rangeStart,
  type SeriesPoint,
} from './ranges.ts';
export { EwaNavChart };
