// What Lighthouse measured, as the bench prints and judges it. A figure Lighthouse could not measure
// (no LCP on a loaded machine) stays undefined and reads "not measured"; it is never a crash.

export const FIGURES = ['performance', 'lcpMs', 'tbtMs', 'cls'];
export const GOAL = { performance: 90, cls: 0.05, lcpMs: 2500 };
export const NOT_MEASURED = 'not measured';

/** A figure of one audit, or undefined when Lighthouse has none. */
function numeric(audit) {
  const value = audit?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The four figures of a Lighthouse result (its `lhr`), each a number or undefined. */
export function figuresOf(lhr) {
  const audits = lhr?.audits ?? {};
  const score = lhr?.categories?.performance?.score;
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : undefined,
    lcpMs: numeric(audits['largest-contentful-paint']),
    tbtMs: numeric(audits['total-blocking-time']),
    cls: numeric(audits['cumulative-layout-shift']),
  };
}

/** The figures a run did not measure. */
export function unmeasured(figures) {
  return FIGURES.filter((key) => figures[key] === undefined);
}

/** The first run's figures, each one it missed taken from the retry. */
export function withRetry(first, second) {
  return Object.fromEntries(FIGURES.map((key) => [key, first[key] ?? second[key]]));
}

/** The median of each figure over several runs, of the runs that measured it. */
export function medianOf(results) {
  const median = (key) => {
    const measured = results
      .map((r) => r[key])
      .filter((v) => v !== undefined)
      .sort((a, b) => a - b);
    return measured[Math.floor(measured.length / 2)];
  };
  return Object.fromEntries(FIGURES.map((key) => [key, median(key)]));
}

const shown = (value, format) => (value === undefined ? NOT_MEASURED : format(value));

/**
 * A page's table row and whether it fails. The smoke run judges only a layout shift it measured
 * (scores on a loaded two-core machine are not figures); the full run fails a page below the goal or
 * one whose figures could not all be measured.
 */
export function judgeRow(page, figures, { smoke }) {
  const measured = unmeasured(figures).length === 0;
  const pass =
    measured &&
    figures.performance >= GOAL.performance &&
    figures.cls <= GOAL.cls &&
    figures.lcpMs <= GOAL.lcpMs;
  const failed = smoke ? figures.cls !== undefined && figures.cls > GOAL.cls : !pass;
  const verdict =
    smoke || pass ? '' : measured ? ' below the goal' : ' not judged: a figure was not measured';
  const line = `| ${page} | ${shown(figures.performance, String)} | ${shown(figures.lcpMs, (v) => `${(v / 1000).toFixed(1)} s`)} | ${shown(figures.tbtMs, (v) => `${Math.round(v)} ms`)} | ${shown(figures.cls, (v) => v.toFixed(2))} |${verdict}`;
  return { line, failed };
}
