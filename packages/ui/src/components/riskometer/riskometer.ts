import { html, LitElement, nothing, svg } from 'lit';
import { hostStyles } from '../../tokens/tokens.ts';
import { RISK_LEVELS, riskLevel } from './risk-level.ts';
import { riskometerStyles } from './riskometer.styles.ts';

const CX = 100;
const CY = 100;
const OUTER = 92;
const INNER = 52;
const NOT_RATED = 'Not rated';

/** A point on the gauge: angle in degrees, 180 at the left end, 0 at the right end. */
function point(radius: number, degrees: number): string {
  const rad = (degrees * Math.PI) / 180;
  return `${(CX + radius * Math.cos(rad)).toFixed(2)} ${(CY - radius * Math.sin(rad)).toFixed(2)}`;
}

/** The ring segment of level n (1..6): six equal 30° slices from left to right. */
function segmentPath(n: number): string {
  const from = 180 - (n - 1) * 30;
  const to = from - 30;
  return `M ${point(OUTER, from)} A ${OUTER} ${OUTER} 0 0 1 ${point(OUTER, to)} L ${point(INNER, to)} A ${INNER} ${INNER} 0 0 0 ${point(INNER, from)} Z`;
}

/**
 * @summary SEBI's riskometer: a half-circle gauge of six levels (Low, Low to Moderate, Moderate,
 * Moderately High, High, Very High) with a needle on the scheme's level and the level named beneath.
 * An unknown level shows a neutral gauge and 'Not rated'.
 *
 * @tag ewa-riskometer
 *
 * @csspart base - The wrapper (role img, named "Riskometer: <label>").
 * @csspart gauge - The SVG.
 * @csspart needle - The needle.
 * @csspart label - The level's name beneath the gauge.
 *
 * @cssprop --ewa-riskometer-size - Width of the gauge.
 * @cssprop --ewa-risk-1 - Colour of Low (default #2e9d4f; the other five are --ewa-risk-2 to --ewa-risk-6, set on :root to re-theme every riskometer).
 * @cssprop --ewa-riskometer-neutral-color - Colour of the gauge when not rated.
 * @cssprop --ewa-riskometer-needle-color - Colour of the needle.
 * @cssprop --ewa-riskometer-gap-color - Colour of the gaps between segments.
 */
export class EwaRiskometer extends LitElement {
  static override styles = [hostStyles, riskometerStyles];
  static override properties = {
    level: {},
  };

  /** The level: its label in any case ('Moderately High') or 1–6. */
  level: string | number | null = null;

  /** The level as read, or null when it is not one of the six. */
  get riskLevel() {
    return riskLevel(this.level);
  }

  override render() {
    const level = this.riskLevel;
    const label = level?.label ?? NOT_RATED;
    const needleAngle = level ? 180 - (level.index - 0.5) * 30 : 90;
    return html`<div part="base" class=${level ? 'base' : 'base unrated'} role="img" aria-label=${`Riskometer: ${label}`}>
      <svg part="gauge" viewBox="0 0 200 112" aria-hidden="true" focusable="false">
        ${RISK_LEVELS.map((_, i) => svg`<path class=${`segment level-${i + 1}`} d=${segmentPath(i + 1)}></path>`)}
        ${
          level
            ? svg`<g part="needle" class="needle" transform=${`rotate(${90 - needleAngle} ${CX} ${CY})`}>
              <path d=${`M ${CX - 5} ${CY} L ${CX} ${CY - OUTER + 6} L ${CX + 5} ${CY} Z`}></path>
              <circle cx=${CX} cy=${CY} r="8"></circle>
            </g>`
            : nothing
        }
      </svg>
      <p part="label" class="label">${label}</p>
    </div>`;
  }
}
