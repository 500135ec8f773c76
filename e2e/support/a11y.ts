import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious or critical axe violations, each named with `what`. Judged at rest: a toast
 * still fading in (opacity below 1) would read as too little contrast, so animations that end
 * (not a loader's endless spin) are let finish first.
 */
export async function seriousViolations(page: Page, what: string): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${what}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
}
