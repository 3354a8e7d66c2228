// The Lighthouse bench's figures: a figure Lighthouse could not measure is "not measured", never a crash.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { figuresOf, judgeRow, medianOf, unmeasured, withRetry } from '../bench/lighthouse/figures.mjs';

const lhr = (lcp, cls = 0.01) => ({
  categories: { performance: { score: 0.93 } },
  audits: {
    'largest-contentful-paint': lcp === undefined ? { score: null } : { numericValue: lcp },
    'total-blocking-time': { numericValue: 120 },
    'cumulative-layout-shift': { numericValue: cls },
  },
});

test('a page without an LCP reads "not measured" and the smoke run does not fail on it', () => {
  const figures = figuresOf(lhr(undefined));
  assert.deepEqual(unmeasured(figures), ['lcpMs']);
  const { line, failed } = judgeRow('/ewa/login', figures, { smoke: true });
  assert.match(line, /\| 93 \| not measured \| 120 ms \| 0\.01 \|/);
  assert.equal(failed, false);
});

test('the full run does not judge a page it could not measure as passing', () => {
  const { line, failed } = judgeRow('/ewa/login', figuresOf(lhr(undefined)), { smoke: false });
  assert.equal(failed, true);
  assert.match(line, /not judged/);
});

test('the smoke run fails on a layout shift', () => {
  assert.equal(judgeRow('/ewa/login', figuresOf(lhr(1200, 0.2)), { smoke: true }).failed, true);
  assert.equal(judgeRow('/ewa/login', figuresOf(lhr(1200, 0.01)), { smoke: true }).failed, false);
});

test('a failed run has no figures, and the retry fills in what the first run missed', () => {
  const none = figuresOf(undefined);
  assert.equal(unmeasured(none).length, 4);
  assert.deepEqual(withRetry(figuresOf(lhr(undefined)), figuresOf(lhr(1800))), figuresOf(lhr(1800)));
});

test('the median is taken over the runs that measured the figure', () => {
  const median = medianOf([figuresOf(lhr(undefined)), figuresOf(lhr(2000)), figuresOf(lhr(1000))]);
  assert.equal(median.lcpMs, 2000);
  assert.equal(medianOf([figuresOf(lhr(undefined))]).lcpMs, undefined);
});

test('a page without a CLS figure reads "not measured" (the crash of the smoke run under load)', () => {
  const figures = figuresOf({ audits: { 'largest-contentful-paint': { numericValue: 900 } } });
  const { line, failed } = judgeRow('/ewa/login', figures, { smoke: true });
  assert.match(line, /\| not measured \| 0\.9 s \| not measured \| not measured \|$/);
  assert.equal(failed, false);
});
