import assert from 'node:assert/strict';
import { test } from 'node:test';
import { slowestJourneys } from './journey-timings/slowest.mjs';

test('the slowest journeys come first, with their file and describe block', () => {
  const report = {
    stats: { duration: 61_000 },
    suites: [
      {
        title: 'a.spec.ts',
        file: 'a.spec.ts',
        specs: [
          { title: 'quick', file: 'a.spec.ts', tests: [{ results: [{ duration: 900, status: 'passed' }] }] },
        ],
        suites: [
          {
            title: 'UPI',
            file: 'a.spec.ts',
            specs: [
              {
                title: 'expires',
                file: 'a.spec.ts',
                tests: [
                  {
                    results: [
                      { duration: 40_000, status: 'failed' },
                      { duration: 5_000, status: 'passed' },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        title: 'b.spec.ts',
        file: 'b.spec.ts',
        specs: [
          {
            title: 'slow',
            file: 'b.spec.ts',
            tests: [{ results: [{ duration: 20_000, status: 'passed' }] }],
          },
        ],
      },
    ],
  };
  const { journeys, wallMs } = slowestJourneys(report, 2);
  assert.equal(wallMs, 61_000);
  assert.deepEqual(
    journeys.map((j) => [j.file, j.title, j.ms, j.status]),
    [
      ['a.spec.ts', 'UPI › expires', 45_000, 'passed'],
      ['b.spec.ts', 'slow', 20_000, 'passed'],
    ],
  );
});
