// Prints, at the end of a run, the journeys' wall time and, for each journey that failed, the trace and
// screenshot it kept under test-results/ (open a trace with `npx playwright show-trace <file>`).
import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class JourneyReporter implements Reporter {
  private readonly kept: { title: string; files: string[] }[] = [];
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') this.skipped += 1;
    // A retried journey counts once, by its last run.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status !== 'skipped') {
      this.failed += 1;
      const files = result.attachments
        .filter((a) => a.path && (a.name === 'trace' || a.name === 'screenshot'))
        .map((a) => `${a.name}: ${relative(process.cwd(), a.path ?? '')}`);
      this.kept.push({ title: test.titlePath().filter(Boolean).join(' › '), files });
    }
  }

  onEnd(result: FullResult): void {
    const lines = ['', `Journeys' wall time: ${(result.duration / 1000).toFixed(1)} s (${result.status})`];
    for (const { title, files } of this.kept) {
      lines.push(`  failed: ${title}`);
      for (const file of files) lines.push(`    ${file}`);
    }
    lines.push('  the ten slowest: pnpm test:timings');
    lines.push(
      `${this.passed} passed, ${this.failed} failed${this.skipped ? `, ${this.skipped} skipped` : ''}`,
    );
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
