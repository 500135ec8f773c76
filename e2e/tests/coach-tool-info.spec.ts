import { expect, test } from '@playwright/test';
import { TOOL_LIBRARY_LINKS, TOOL_NAMES, paths, type ToolKey } from '@handyq/domain';

// Each tool's info page links its seeded drills and tutorials; each link opens that item.
for (const tool of Object.keys(TOOL_LIBRARY_LINKS) as ToolKey[]) {
  test(`${TOOL_NAMES[tool]} Info links its drills and tutorials`, async ({ page }) => {
    await page.goto(`/cueCoach/${tool}/info`);
    await expect(page.getByRole('heading', { level: 1, name: `${TOOL_NAMES[tool]} Info` })).toBeVisible();
    const list = page
      .getByRole('heading', { name: 'Drills and tutorials' })
      .locator('xpath=following-sibling::ul[1]');
    const links = TOOL_LIBRARY_LINKS[tool];
    await expect(list.getByRole('listitem')).toHaveText(links.map((l) => `${l.title} (${l.type})`));
    await expect(list.getByRole('link').filter({ hasText: /./ })).toHaveCount(links.length);
    const first = links[0];
    await list.getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.item(first.id)}$`));
    await expect(page.getByRole('heading', { name: first.title }).first()).toBeVisible();
  });
}

// Each tool's info page names the icons of its page's header, in their order: none missing, none
// that is not there.
for (const tool of ['holdOn', 'cueCraft']) {
  test(`${tool} Info names every icon its header has`, async ({ page }) => {
    await page.goto(paths.tool(tool));
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    // the header's actions: every button and link but Back
    const icons = (
      await header
        .locator('a[aria-label], button[aria-label]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))
    ).filter((label) => label !== 'Back');
    await page.goto(paths.toolInfo(tool));
    await expect(page.getByRole('heading', { name: 'The icons at the top' })).toBeVisible();
    const named = await page.locator('dt').allTextContents();
    // Record's button is named for what it does ('Record', or 'Stop recording')
    expect(named).toEqual(icons.map((label) => (label.startsWith('Record') ? 'Record' : label)));
  });
}
