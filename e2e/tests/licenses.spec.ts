import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { noticesText } from '../../scripts/lib/notices.mjs';

const ROOT = path.resolve(__dirname, '../..');

// Each build lists the third-party packages it ships (shared/build/third-party.cjs; the build
// fails on one with no license or a copyleft one outside the on-device voice). The repo's
// THIRD_PARTY_NOTICES and the /licenses page both come from those lists.

test('THIRD_PARTY_NOTICES lists what the builds ship (npm run notices writes it)', () => {
  const text = fs.readFileSync(path.join(ROOT, 'THIRD_PARTY_NOTICES'), 'utf8');
  expect(text, 'THIRD_PARTY_NOTICES is out of date: run npm run build && npm run notices').toBe(
    noticesText(ROOT),
  );
  expect(text).toContain('@echogarden/espeak-ng-emscripten');
  expect(text).toContain('License: GPL-3.0');
  expect(text).toContain('GNU GENERAL PUBLIC LICENSE');
});

test("/licenses, linked from Home and About, shows HandyQ's license and every shipped package with its own", async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'Licenses' }).click();
  await expect(page).toHaveURL(/\/licenses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
  await expect(page.getByText('HandyQ is free software under the MIT License.')).toBeVisible();

  const own = page.locator('details').filter({ hasText: "HandyQ's license (MIT)" });
  await own.getByText("HandyQ's license (MIT)").click();
  await expect(own.getByText(/Copyright \(c\) 2026 HandyQ/)).toBeVisible();

  const voice = page.getByRole('region', { name: 'The on-device voice' });
  await expect(voice.getByRole('heading', { name: /@echogarden\/espeak-ng-emscripten/ })).toBeVisible();
  await expect(voice).toContainText('GPL-3.0');
  await expect(voice).toContainText('Its corresponding source');
  await voice.getByText('GPL-3.0 text').click();
  await expect(voice.getByText('GNU GENERAL PUBLIC LICENSE')).toBeVisible();

  const packages = page.getByRole('region', { name: /Open-source packages \(\d+\)/ });
  const react = packages
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^react \d/ }) });
  await expect(react).toContainText('MIT');
  await react.getByText('MIT text').click();
  await expect(react.getByText(/Copyright \(c\) Meta Platforms/)).toBeVisible();
  // A package a kit ships, read from that kit's own list.
  const icons = packages
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^lucide-react / }) });
  await expect(icons).toContainText(/HandyQ, Coach Kit, Library Kit, Line Kit, Profile/);
  await expect(page.getByText(/Not listed/)).toHaveCount(0);

  await page.goto('/about');
  await page.getByRole('link', { name: 'licenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
});
