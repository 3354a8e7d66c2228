/** SEBI's six riskometer levels, lowest first. */
export const RISK_LEVELS = [
  'Low',
  'Low to Moderate',
  'Moderate',
  'Moderately High',
  'High',
  'Very High',
] as const;

export type RiskLabel = (typeof RISK_LEVELS)[number];

export interface RiskLevel {
  /** 1 (Low) to 6 (Very High). */
  index: 1 | 2 | 3 | 4 | 5 | 6;
  label: RiskLabel;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/**
 * Reads a level given as its label (any case, any spacing: 'moderately high', 'Low-to-Moderate')
 * or as 1–6 (number or numeric string). Anything else is not a level: null.
 */
export function riskLevel(value: unknown): RiskLevel | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return n >= 1 && n <= 6 ? { index: n as RiskLevel['index'], label: RISK_LEVELS[n - 1]! } : null;
  }
  const wanted = normalise(text);
  const at = RISK_LEVELS.findIndex((label) => normalise(label) === wanted);
  return at < 0 ? null : { index: (at + 1) as RiskLevel['index'], label: RISK_LEVELS[at]! };
}
