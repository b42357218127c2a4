import { describe, expect, it } from 'vitest';
import { baseUrl, closeContextAfterEach, useBrowser, visible } from './support/browser.ts';

interface ApiGame {
  title: string;
  slug: string;
  platforms: string[];
  hasCombat: boolean;
}

async function api(query: string): Promise<{ games: ApiGame[]; total: number }> {
  const response = await fetch(`${baseUrl()}/api/games${query}`);
  return { games: (await response.json()) as ApiGame[], total: Number(response.headers.get('x-total-count')) };
}

const cardTitles = (page: import('playwright-core').Page) =>
  page.getByTestId('game-card').getByRole('heading').allTextContents();

describe('browsing the catalogue', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('filters by each platform button and by combat, and combines them', async () => {
    const page = await browser.open('/');
    await expect.poll(() => page.getByRole('heading', { name: 'All Cozy Games' }).isVisible()).toBe(true);

    const platformNav = page.getByRole('navigation', { name: 'Platform' });
    for (const [label, id] of [
      ['PC', 'pc'],
      ['Mac', 'mac'],
      ['Switch', 'switch'],
      ['PlayStation', 'playstation'],
      ['Xbox', 'xbox'],
      ['iOS', 'ios'],
      ['Android', 'android'],
    ] as const) {
      await platformNav.getByRole('link', { name: new RegExp(`^${label} \\d+ games?$`) }).click();
      await page.waitForURL(`**/?platform=${id}`);
      const expected = await api(`?platform=${id}&limit=12`);
      await expect.poll(() => cardTitles(page)).toEqual(expected.games.map((g) => g.title));
      await expect
        .poll(() => page.getByTestId('pagination-summary').textContent())
        .toContain(`of ${expected.total} games`);
      await visible(page.getByRole('heading', { name: 'Filtered Cozy Games' }));
    }

    await page.getByRole('navigation', { name: 'Combat' }).getByRole('link', { name: 'No Combat' }).click();
    await page.waitForURL('**/?platform=android&combat=false');
    const combined = await api('?platform=android&combat=false&limit=12');
    await expect.poll(() => cardTitles(page)).toEqual(combined.games.map((g) => g.title));
    await visible(page.getByText('Android · No Combat'));

    await page.getByRole('navigation', { name: 'Combat' }).getByRole('link', { name: 'Has Combat' }).click();
    await page.waitForURL('**/?platform=android&combat=true');
    const withCombat = await api('?platform=android&combat=true&limit=12');
    await expect.poll(() => cardTitles(page)).toEqual(withCombat.games.map((g) => g.title));

    await page.getByRole('link', { name: 'Clear All Filters' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await visible(page.getByRole('heading', { name: 'All Cozy Games' }));
    expect(await page.getByRole('link', { name: 'Clear All Filters' }).count()).toBe(0);
  });

  it('searches from the home page, tolerating a typo', async () => {
    const page = await browser.open('/');
    await page.getByRole('searchbox', { name: 'Search games' }).first().fill('stardew valy');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await page.waitForURL('**/?search=stardew+valy');
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Stardew Valley');
  });

  it('sorts A-Z and Z-A, going back to page 1', async () => {
    const page = await browser.open('/?page=2');
    await page.getByLabel('Sort by:').selectOption('a-z');
    await page.waitForURL('**/?sort=a-z');
    const az = await api('?sort=a-z&limit=12');
    await expect.poll(() => cardTitles(page)).toEqual(az.games.map((g) => g.title));
    await page.getByLabel('Sort by:').selectOption('z-a');
    await page.waitForURL('**/?sort=z-a');
    const za = await api('?sort=z-a&limit=12');
    await expect.poll(() => cardTitles(page)).toEqual(za.games.map((g) => g.title));
  });

  it('pages through the catalogue on desktop with first, last, nearby pages and ellipses', async () => {
    const { total } = await api('?limit=1');
    const pages = Math.ceil(total / 12);
    expect(pages).toBeGreaterThan(10);
    const page = await browser.open('/');
    const pager = page.getByTestId('pagination-desktop');
    const labels = async () => (await pager.locator('ol > li').allTextContents()).map((t) => t.trim());
    await expect.poll(labels).toEqual(['1', '2', '3', '…', String(pages)]);

    await pager.getByRole('link', { name: 'Page 3' }).click();
    await page.waitForURL('**/?page=3');
    await expect.poll(labels).toEqual(['1', '2', '3', '4', '5', '…', String(pages)]);
    const third = await api('?limit=12&offset=24');
    await expect.poll(() => cardTitles(page)).toEqual(third.games.map((g) => g.title));
    expect(await pager.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');

    await pager.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL('**/?page=4');
    await expect.poll(labels).toEqual(['1', '2', '3', '4', '5', '6', '…', String(pages)]);
    await pager.getByRole('link', { name: `Page ${pages}` }).click();
    await page.waitForURL(`**/?page=${pages}`);
    await expect.poll(labels).toEqual(['1', '…', String(pages - 2), String(pages - 1), String(pages)]);
    expect(await pager.getByText('Next').getAttribute('aria-disabled')).toBe('true');
  });

  it('shows every page on desktop when there are 10 or fewer', async () => {
    const { total } = await api('?platform=switch&combat=false&limit=1');
    const pages = Math.ceil(total / 12);
    expect(pages).toBeLessThanOrEqual(10);
    const page = await browser.open('/?platform=switch&combat=false');
    const labels = (await page.getByTestId('pagination-desktop').locator('ol > li').allTextContents()).map((t) =>
      t.trim(),
    );
    expect(labels).toEqual(Array.from({ length: pages }, (_, i) => String(i + 1)));
  });

  it('keeps Show All and the paged view apart', async () => {
    const { total } = await api('?platform=pc&limit=1');
    const page = await browser.open('/?platform=pc');
    await page.getByRole('link', { name: 'Show All Games' }).click();
    await page.waitForURL('**/?platform=pc&all=1');
    await expect.poll(() => page.getByTestId('game-card').count()).toBe(total);
    expect(await page.getByTestId('pagination-desktop').count()).toBe(0);
    await page.getByRole('link', { name: 'Return to Paged View' }).click();
    await page.waitForURL('**/?platform=pc');
    await expect.poll(() => page.getByTestId('game-card').count()).toBe(12);
  });

  it('shows the empty state and resets the filters', async () => {
    const page = await browser.open('/?search=zzzqqqxxx');
    await visible(page.getByText('No games found matching your criteria'));
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.getByTestId('game-card').count()).toBe(12);
  });

  it('reproduces a shared filtered view from its URL', async () => {
    const page = await browser.open('/?platform=switch&combat=false&sort=a-z&page=2');
    const expected = await api('?platform=switch&combat=false&sort=a-z&limit=12&offset=12');
    await expect.poll(() => cardTitles(page)).toEqual(expected.games.map((g) => g.title));
    expect(await page.getByLabel('Sort by:').inputValue()).toBe('a-z');
    const platformNav = page.getByRole('navigation', { name: 'Platform' });
    expect(await platformNav.getByRole('link', { name: /^Switch \d/ }).getAttribute('aria-current')).toBe('true');
    expect(
      await page.getByTestId('pagination-desktop').getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('opens a game from its card with Enter and with Space', async () => {
    const page = await browser.open('/?search=stardew%20valley');
    await page.getByTestId('game-card').first().getByRole('link').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/game/stardew-valley');
    await page.goBack();
    await page.waitForURL('**/?search=stardew%20valley');
    // The game page's 'More Like This' cards are gone once the home page is back.
    await visible(page.getByRole('heading', { level: 1, name: 'Find Your Next Cozy Game' }));
    await page.getByTestId('game-card').first().getByRole('link').focus();
    await page.keyboard.press('Space');
    await page.waitForURL('**/game/stardew-valley');
    await visible(page.getByRole('heading', { level: 1, name: 'Stardew Valley' }));
  });
});

describe('pagination on a phone', () => {
  const browser = useBrowser({ width: 390, height: 844 });
  closeContextAfterEach(browser.session);

  it('shows first, last and pages within 1 of the current one', async () => {
    const { total } = await api('?limit=1');
    const pages = Math.ceil(total / 12);
    const page = await browser.open('/?page=5', { width: 390, height: 844 });
    expect(await page.getByTestId('pagination-desktop').isVisible()).toBe(false);
    const pager = page.getByTestId('pagination-mobile');
    await expect
      .poll(async () => (await pager.locator('ol > li').allTextContents()).map((t) => t.trim()))
      .toEqual(['1', '…', '4', '5', '6', '…', String(pages)]);
    await pager.getByRole('link', { name: 'Prev' }).click();
    await page.waitForURL('**/?page=4');
    await expect
      .poll(async () => (await pager.locator('ol > li').allTextContents()).map((t) => t.trim()))
      .toEqual(['1', '…', '3', '4', '5', '…', String(pages)]);
  });
});
