import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, closeContextAfterEach, seriousAxeViolations, useBrowser, visible } from './support/browser.ts';
import { adminToken, csrfHeaders } from './support/admin-api.ts';
import { inFullRows } from '../../app/features/games/full-rows.ts';

const listHeading = (page: Page) => page.locator('#all-games-heading');
const featuredStrip = (page: Page) => page.getByRole('region', { name: 'Featured Cozy Games' });
const headerSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search the catalogue' });

/** Whether the element's top sits on screen, below the sticky header. */
async function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    const header = document.querySelector('body > header')!.getBoundingClientRect().bottom;
    return top >= header && top < window.innerHeight - 40;
  });
}

async function total(query: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/games${query}${query ? '&' : '?'}limit=1`);
  return Number(response.headers.get('x-total-count'));
}

describe('a search lands at the list', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it.each([800, 1280])('from the hero box at %i px, the Featured strip gone', async (width) => {
    const page = await browser.open('/', { width, height: 900 });
    await visible(featuredStrip(page));
    const search = page.getByRole('searchbox', { name: 'Search games' });
    await search.fill('farm');
    await search.press('Enter');
    await page.waitForURL('**/?search=farm');
    await expect.poll(() => inView(listHeading(page))).toBe(true);
    expect(await listHeading(page).textContent()).toBe('Filtered Cozy Games');
    expect(await featuredStrip(page).count()).toBe(0);
    // The results begin on the same screen.
    await expect.poll(() => inView(page.getByTestId('game-card').first())).toBe(true);
  });

  it("from a game page's header search", async () => {
    const page = await browser.open('/game/stardew-valley');
    await headerSearch(page).fill('cat');
    await headerSearch(page).press('Enter');
    await page.waitForURL('**/?search=cat');
    await expect.poll(() => inView(listHeading(page))).toBe(true);
    expect(await featuredStrip(page).count()).toBe(0);
    await expect.poll(() => page.getByTestId('game-card').count()).toBeGreaterThan(0);
  });

  it('keeps the Featured strip away while a filter is on, and brings the list into view after a page change', async () => {
    const page = await browser.open('/?combat=false');
    expect(await featuredStrip(page).count()).toBe(0);
    const next = page.getByTestId('pagination-desktop').getByRole('link', { name: /Next/ });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await page.waitForURL('**/?combat=false&page=2');
    await expect.poll(() => inView(listHeading(page))).toBe(true);
  });
});

describe('the header search on every page', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('searches the catalogue from the about page at 1280 px', async () => {
    const page = await browser.open('/about', { width: 1280, height: 900 });
    await headerSearch(page).fill('stardew');
    await page.getByRole('button', { name: 'Find games' }).click();
    await page.waitForURL('**/?search=stardew');
    await expect
      .poll(async () => (await page.getByTestId('game-card').first().textContent()) ?? '')
      .toContain('Stardew');
    await expect.poll(() => inView(listHeading(page))).toBe(true);
  });

  it('opens from an icon below 640 px, closes with Escape, and searches from the about page', async () => {
    const page = await browser.open('/about', { width: 390, height: 844 });
    expect(await headerSearch(page).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Search the catalogue' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => headerSearch(page).evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await headerSearch(page).isVisible()).toBe(false);

    await toggle.click();
    await headerSearch(page).fill('cat');
    await page.getByRole('button', { name: 'Find games' }).click();
    await page.waitForURL('**/?search=cat');
    await expect.poll(() => inView(listHeading(page))).toBe(true);
    // The strip closes once the search is made.
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('opens from its icon before any script runs, and searches', async () => {
    const page = await browser.open('/about', { width: 390, height: 844 }, { javaScriptEnabled: false });
    expect(await headerSearch(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Search the catalogue' }).click();
    await visible(headerSearch(page));
    await headerSearch(page).fill('stardew');
    await page.getByRole('button', { name: 'Find games' }).click();
    await page.waitForURL('**/?search=stardew');
    expect(await page.getByTestId('game-card').first().textContent()).toContain('Stardew');
  });

  it('stays open when the script arrives after its icon was followed, and closes with Escape', async () => {
    const page = await browser.open('/about#site-search', { width: 390, height: 844 });
    const toggle = page.getByRole('button', { name: 'Search the catalogue' });
    await visible(headerSearch(page));
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await headerSearch(page).focus();
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await headerSearch(page).isVisible()).toBe(false);
  });

  it('works before the script loads: a plain form to the home list', async () => {
    const html = await (await fetch(`${baseUrl()}/about`)).text();
    expect(html).toMatch(/<form[^>]*action="\/"[^>]*role="search"|<form[^>]*role="search"[^>]*action="\/"/);
  });
});

describe("the 'Filters' dialog below 640 px", () => {
  const browser = useBrowser({ width: 390, height: 844 });
  closeContextAfterEach(browser.session);

  it("applies a choice, shows 'Show N games' with the live count, and returns to the list", async () => {
    const page = await browser.open('/?platform=switch');
    expect(await page.getByRole('navigation', { name: 'Platform' }).isVisible()).toBe(false);
    const open = page.getByRole('button', { name: /^Filters/ });
    expect(await open.textContent()).toContain('(1 on)');
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await visible(dialog);
    const show = dialog.getByRole('button', { name: /^Show \d+ games?$/ });
    expect(await show.textContent()).toBe(`Show ${await total('?platform=switch')} games`);

    await dialog.getByText('More filters', { exact: true }).click();
    await dialog.getByRole('button', { name: /^No fail states \d+ games?$/ }).click();
    await page.waitForURL('**/?platform=switch&failState=none');
    const count = await total('?platform=switch&failState=none');
    await expect.poll(() => show.textContent()).toBe(`Show ${count} ${count === 1 ? 'game' : 'games'}`);
    // The dialog stays open while choices are made.
    expect(await dialog.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await show.click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => inView(listHeading(page))).toBe(true);
    expect(await listHeading(page).evaluate((heading) => heading === document.activeElement)).toBe(true);
    await expect.poll(() => page.getByTestId('game-card').count()).toBe(Math.min(count, 12));
    expect(await page.getByRole('button', { name: /^Filters/ }).textContent()).toContain('(2 on)');
  });

  it('closes with Escape and gives the focus back to the button', async () => {
    const page = await browser.open('/');
    const open = page.getByRole('button', { name: /^Filters/ });
    await open.click();
    await visible(page.getByRole('dialog', { name: 'Filters' }));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Filters' }).count()).toBe(0);
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});

describe('the way back to the list', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  const LIST = '/?platform=switch&page=2';

  it.each(['Back to All Games', '← All games'])('%s returns to the filtered page 2', async (name) => {
    const page = await browser.open(LIST);
    const card = page.getByTestId('game-card').first().getByRole('link');
    await card.click();
    await page.waitForURL('**/game/**');
    const back = page.getByRole('link', { name, exact: true });
    await expect.poll(() => back.getAttribute('href')).toBe(LIST);
    await back.click();
    await page.waitForURL(`**${LIST}`);
    await expect.poll(() => inView(listHeading(page))).toBe(true);
    expect(
      await page.getByTestId('pagination-desktop').getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it("keeps the list through a game's 'More Like This' and a reload", async () => {
    const page = await browser.open(LIST);
    await page.getByTestId('game-card').first().getByRole('link').click();
    await page.waitForURL('**/game/**');
    const first = page.url();
    await page.getByRole('region', { name: 'More Like This' }).getByRole('link').first().click();
    await page.waitForURL((url) => url.href !== first && url.pathname.startsWith('/game/'));
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: 'Back to All Games' }).getAttribute('href')).toBe(LIST);
  });

  it('leads to the home page without a list behind it, as the server renders it', async () => {
    const html = await (await fetch(`${baseUrl()}/game/stardew-valley`)).text();
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>← All games<\/a>/);
    const page = await browser.open('/game/stardew-valley');
    expect(await page.getByRole('link', { name: 'Back to All Games' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: '← All games' }).getAttribute('href')).toBe('/');
  });
});

describe('the not-found page', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session, [/Failed to load resource: the server responded with a status of 404/]);

  it('offers a search box and the featured games', async () => {
    const featured = (await (await fetch(`${baseUrl()}/api/games/featured`)).json()) as unknown[];
    const page = await browser.open('/no-such-page');
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
    const strip = featuredStrip(page);
    await visible(strip);
    expect(await strip.getByRole('link').count()).toBe(inFullRows(featured).length);
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search games' });
    await search.fill('farm');
    await search.press('Enter');
    await page.waitForURL('**/?search=farm');
    await expect.poll(() => inView(listHeading(page))).toBe(true);
  });
});

describe('the featured strip in whole rows', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('leaves a ninth featured game off rather than alone on a row, at 390, 800 and 1280 px', async () => {
    const token = await adminToken();
    const featured = (await (await fetch(`${baseUrl()}/api/games/featured`)).json()) as unknown[];
    expect(featured.length % 4, 'the shipped catalogue fills its rows').toBe(0);
    const created = await fetch(`${baseUrl()}/api/games`, {
      method: 'POST',
      headers: await csrfHeaders(token),
      body: JSON.stringify({
        title: 'Paper Lantern Evenings',
        description: 'Fold paper lanterns by a quiet river and send them off at dusk.',
        platforms: ['pc'],
        genre: 'casual',
        features: ['Folding lanterns'],
        featured: true,
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      const page = await browser.open('/', { width: 1280, height: 900 });
      for (const width of [1280, 800, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/', { waitUntil: 'networkidle' });
        const tops = await page
          .getByTestId('featured-list')
          .locator('li')
          .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
        expect(tops.length, `tiles at ${width}`).toBe(featured.length);
        const rows = new Map<number, number>();
        for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
        const perRow = width < 640 ? featured.length : 4;
        for (const [top, count] of rows) expect(count, `row at ${top} px, ${width} px wide`).toBe(perRow);
      }
    } finally {
      // No body, so no JSON content type.
      const { 'Content-Type': _json, ...headers } = await csrfHeaders(token);
      const removed = await fetch(`${baseUrl()}/api/games/${id}`, { method: 'DELETE', headers });
      expect(removed.status).toBe(204);
    }
  });
});
