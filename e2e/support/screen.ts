import { expect, type Browser, type Page } from '@playwright/test';
import { storeLogin, type Account } from './accounts';

/** A success toast (role status) with this text is on screen. */
export const toastSays = (page: Page, text: string | RegExp) =>
  expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

/** An error (a toast or a form's message, role alert) with this text is on screen. */
export const alertSays = (page: Page, text: string | RegExp) =>
  expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();

/** A PNG drawn by the browser in one colour, 320×240 (an image to upload). */
export async function png(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const c = document.createElement('canvas');
    c.width = 320;
    c.height = 240;
    const g = c.getContext('2d')!;
    g.fillStyle = fill;
    g.fillRect(0, 0, 320, 240);
    return c.toDataURL('image/png');
  }, colour);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Saves the timer page's inputs as a favorite named `name`, through the Save dialog. */
export async function saveFavorite(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Save Favorite' });
  await save.getByLabel('Name').fill(name);
  await save.getByRole('button', { name: 'Save' }).click();
  await toastSays(page, 'Favorite saved!');
}

/** A person in a browser of their own, on a phone (390×844): logged in as `account`, or a visitor. */
export async function personIn(browser: Browser, account?: Account): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (account) await storeLogin(page, account);
  return page;
}

/** Marks the page; `stillSamePage` is true only while no reload or full navigation happened. */
export const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { hqMark: number }).hqMark = 1));
export const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { hqMark?: number }).hqMark === 1);
