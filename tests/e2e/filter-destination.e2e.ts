import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, closeContextAfterEach, useBrowser, visible } from './support/browser.ts';

const platformLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: new RegExp(`^${label} \\d`) });
const combatLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Combat' }).getByRole('link', { name: new RegExp(`^${label} \\d`) });

describe('filter links follow where the visitor is going', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('keeps both of two filters chosen in quick succession, and shows the first as chosen at once', async () => {
    const page = await browser.open('/');
    // The list's data arrives slowly, so the second choice is made while the first is on its way.
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });

    await platformLink(page, 'Switch').click();
    await expect.poll(() => platformLink(page, 'Switch').getAttribute('aria-current')).toBe('true');
    expect(page.url()).toBe(`${baseUrl()}/`);
    await combatLink(page, 'No Combat').click();
    await expect.poll(() => combatLink(page, 'No Combat').getAttribute('aria-current')).toBe('true');

    await page.waitForURL(`${baseUrl()}/?platform=switch&combat=false`);
    await visible(page.getByText('Switch · No Combat', { exact: true }));
    expect(await platformLink(page, 'Switch').getAttribute('aria-current')).toBe('true');
    const expected = (await (await fetch(`${baseUrl()}/api/games?platform=switch&combat=false&limit=12`)).json()) as {
      title: string;
    }[];
    await expect
      .poll(() => page.getByTestId('game-card').getByRole('heading').allTextContents())
      .toEqual(expected.map((game) => game.title));
  });
});
