import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious or critical axe violations, each named with `what`. Judged at rest: a toast
 * still fading in (opacity below 1) would read as too little contrast, so animations that end
 * (not a loader's endless spin) are let finish first; and one that starts while axe reads the
 * page (a live notice's toast arriving over the socket: CI once read its label mid-rise as a
 * contrast violation) has the page read again once it has ended.
 */
export async function seriousViolations(
  page: Page,
  what: string,
  rules?: readonly string[],
): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  if (rules) axe.withRules([...rules]);
  for (let reading = 1; ; reading++) {
    await page.evaluate(async () => {
      const w = window as unknown as { __axeMoved?: boolean };
      if (w.__axeMoved === undefined)
        for (const type of ['animationstart', 'transitionstart'])
          document.addEventListener(type, () => (w.__axeMoved = true), { capture: true });
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      );
      w.__axeMoved = false;
    });
    const { violations } = await axe.analyze();
    const movedSince = await page.evaluate(() => (window as unknown as { __axeMoved?: boolean }).__axeMoved);
    if (movedSince && reading < 3) continue;
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${what}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
  }
}

/**
 * The rules whose answer depends on the theme: what a theme changes is colours. The rest (names,
 * roles, landmarks, structure) read the same page in either.
 */
const THEME_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * The page's serious or critical violations in the light theme (every rule) and then the dark
 * one (the colour rules), as it is on screen now (the theme follows the system's, so one page
 * load serves both). The colour rules alone take 55-75 % of a whole run, so the dark pass costs
 * about a third less than a second whole run.
 */
export async function seriousInBothThemes(page: Page, what: string): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  const found = await seriousViolations(page, `${what} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  found.push(...(await seriousViolations(page, `${what} (dark)`, THEME_RULES)));
  return found;
}
