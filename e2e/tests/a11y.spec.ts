import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Accessibility: no serious or critical axe violations on the screens built so far,
// in the light and the dark theme.
const PAGES = [
  '/',
  '/about',
  '/getting-started',
  '/cueCoach/holdOn',
  '/linePerfector',
  '/libraryKit',
  '/login',
  '/nowhere',
];

for (const scheme of ['light', 'dark'] as const) {
  test(`no serious accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
      expect(serious, serious.join('\n')).toEqual([]);
    }
  });
}
