// Reads Playwright's JSON report: every journey with the time its runs took, slowest first.

/** Walks the report's nested suites (files, then describe blocks) and yields each journey. */
function* journeysOf(suites, file = '', blocks = []) {
  for (const suite of suites ?? []) {
    const here = suite.file ?? file;
    // The top level is the files; below it, describe blocks whose titles lead the journey's.
    const path = file ? [...blocks, suite.title] : [];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        yield {
          file: spec.file ?? here,
          title: [...path, spec.title].join(' › '),
          ms: results.reduce((sum, r) => sum + (r.duration ?? 0), 0),
          status: results.at(-1)?.status ?? 'skipped',
        };
      }
    }
    yield* journeysOf(suite.suites, here, path);
  }
}

/** The `count` slowest journeys of a report, and the run's wall time. */
export function slowestJourneys(report, count = 10) {
  const journeys = [...journeysOf(report.suites)].sort((a, b) => b.ms - a.ms).slice(0, count);
  return { journeys, wallMs: report.stats?.duration ?? 0 };
}
