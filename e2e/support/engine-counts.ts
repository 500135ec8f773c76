import { stripVTControlCharacters } from 'node:util';
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * A reporter that ends a run with its tests counted per browser engine (a project's `engine`
 * option, else its browser: Chromium), passed, failed and skipped, why each skipped one was, and
 * each check a test left out in that engine (an annotation 'not checked in …'): what a run
 * leaves out, it says by name. Each failed test's error is repeated there in brief, so the
 * log's last lines say why a run failed.
 */
export default class EngineCounts implements Reporter {
  private readonly counts = new Map<string, { passed: number; failed: number; skipped: number }>();
  /** per engine: why a test skipped, or what it did not check */
  private readonly notes = new Map<string, Set<string>>();
  private engineOf = new Map<string, string>();
  /** each failed test's title and the first lines of its error, for the run's last lines */
  private readonly failures: string[] = [];

  onBegin(config: FullConfig, suite: Suite): void {
    for (const project of suite.suites) {
      const use = project.project()?.use as { engine?: string; browserName?: string } | undefined;
      this.engineOf.set(project.title, use?.engine ?? use?.browserName ?? 'chromium');
    }
    void config;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // counted once, by its last attempt
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    const engine = this.engineOf.get(test.parent.project()?.name ?? '') ?? 'chromium';
    const count = this.counts.get(engine) ?? { passed: 0, failed: 0, skipped: 0 };
    this.counts.set(engine, count);
    if (result.status === 'passed') count.passed++;
    else if (result.status === 'skipped') count.skipped++;
    else {
      count.failed++;
      const error = stripVTControlCharacters(result.error?.message ?? result.status);
      const lines = error
        .split('\n')
        .filter((l) => l.trim())
        .slice(0, 3);
      this.failures.push(
        `  [${engine}] ${test.titlePath().slice(2).join(' › ')}\n${lines.map((l) => `      ${l.slice(0, 300)}`).join('\n')}`,
      );
    }
    const notes = this.notes.get(engine) ?? this.notes.set(engine, new Set()).get(engine)!;
    if (result.status === 'skipped')
      notes.add(
        `skipped: ${result.annotations.find((a) => a.type === 'skip')?.description ?? 'no reason given'}`,
      );
    for (const a of result.annotations)
      if (a.type.startsWith('not checked in'))
        notes.add(`${a.type}: ${a.description?.replace(/ \(.*$/s, '')}`);
  }

  onEnd(): void {
    // what failed and why, again at the very end: a CI log is often read from its tail
    if (this.failures.length) console.log(`\nWhy each failed:\n${this.failures.join('\n')}`);
    console.log('\nTests per engine:');
    for (const [engine, c] of this.counts) {
      console.log(`  ${engine.padEnd(9)} ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
      for (const note of this.notes.get(engine) ?? []) console.log(`            ${note}`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
