import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, closeContextAfterEach, useBrowser, visible } from './support/browser.ts';
import { csrfHeaders } from './support/admin-api.ts';

interface ApiGame {
  id: number;
  title: string;
  slug: string;
  rating: number | null;
}

async function apiGames(query: string): Promise<ApiGame[]> {
  return (await (await fetch(`${baseUrl()}/api/games${query}`)).json()) as ApiGame[];
}

/** A visitor's vote through the API: each call without a voter cookie is a new visitor. */
async function vote(gameId: number, rating: number, voter: string) {
  const response = await fetch(`${baseUrl()}/api/games/${gameId}/cozy-rating`, {
    method: 'POST',
    headers: await csrfHeaders(),
    body: JSON.stringify({ rating, voterFingerprint: `e2e-voter-${voter}` }),
  });
  expect(response.status).toBeLessThan(300);
}

function itemList(html: string): { numberOfItems: number; itemListElement: { url: string; name: string }[] } {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]!),
  ) as { '@type': string }[];
  return blocks.find((b) => b['@type'] === 'ItemList') as never;
}

const heading = (page: Page) => page.locator('#all-games-heading');

describe('the home page: sorting, structured data and ratings', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it("offers 'Highest Rated' after the three sorts; /?sort=rating keeps it and lists the best-rated first, with cups on the card", async () => {
    const first = (await apiGames('?search=stardew%20valley&limit=1'))[0]!;
    const second = (await apiGames('?search=unpacking&limit=1'))[0]!;
    await vote(first.id, 5, `${Date.now()}-a`);
    await vote(second.id, 4, `${Date.now()}-b`);

    const page = await browser.open('/');
    const options = await page.getByRole('combobox', { name: 'Sort by:' }).locator('option').allTextContents();
    expect(options).toEqual(['Newest First', 'A-Z', 'Z-A', 'Highest Rated']);

    await page.getByRole('combobox', { name: 'Sort by:' }).selectOption('rating');
    await page.waitForURL('**/?sort=rating');
    await page.goto('/?sort=rating');
    expect(await page.getByRole('combobox', { name: 'Sort by:' }).inputValue()).toBe('rating');
    const expected = await apiGames('?sort=rating&limit=12');
    const titles = await page.getByTestId('game-card').getByRole('heading').allTextContents();
    expect(titles).toEqual(expected.map((g) => g.title));

    // A game with votes shows its cups and number; one without shows none.
    const rated = page.getByTestId('game-card').filter({ hasText: first.title });
    const shown = await rated.getByTestId('card-rating').textContent();
    expect(shown).toContain(`${expected.find((g) => g.id === first.id)!.rating!.toFixed(1)}`);
    expect(shown).toMatch(/Cozy rating .* out of 5/);
    expect(await rated.getByTestId('card-rating').getByTestId('tea-cups').count()).toBe(1);
    const unrated = expected.findIndex((g) => g.rating === null);
    if (unrated >= 0)
      expect(await page.getByTestId('game-card').nth(unrated).getByTestId('card-rating').count()).toBe(0);
  });

  it('names the first 20 games of the current view in the ItemList, whatever the page', async () => {
    for (const query of ['?page=2', '?platform=switch&sort=a-z&page=2', '?all=1', '?search=farm']) {
      const html = await (await fetch(`${baseUrl()}/${query}`)).text();
      const list = itemList(html);
      const view = query.replace(/[?&](page|all)=\d+/g, '').replace(/^&/, '?');
      const expected = await apiGames(`${view || '?'}${view ? '&' : ''}limit=20`);
      expect(list.numberOfItems, query).toBe(expected.length);
      expect(
        list.itemListElement.map((item) => item.name),
        query,
      ).toEqual(expected.map((g) => g.title));
      expect(list.itemListElement[0]!.url).toBe(`${baseUrl()}/game/${expected[0]!.slug}`);
    }
  });
});

describe('the home page: search', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it("calls a search alone 'Filtered Cozy Games', shows it as a removable badge, and leaves no search= for an empty one", async () => {
    const page = await browser.open('/?search=farm&platform=pc');
    await visible(page.getByRole('heading', { name: 'Filtered Cozy Games' }));
    await page.getByRole('link', { name: 'Remove search “farm”' }).click();
    await page.waitForURL((url) => url.search === '?platform=pc');
    await expect.poll(() => page.getByRole('link', { name: /Remove search/ }).count()).toBe(0);

    await page.goto('/?search=farm');
    await visible(page.getByRole('heading', { name: 'Filtered Cozy Games' }));
    expect(await heading(page).textContent()).toBe('Filtered Cozy Games');

    const search = page.getByRole('searchbox', { name: 'Search games' }).first();
    await search.fill('');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await visible(page.getByRole('heading', { name: 'All Cozy Games' }));

    // Before the script runs, the form sends `search=`: the server answers with the clean URL.
    const response = await fetch(`${baseUrl()}/?search=&sort=a-z`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/?sort=a-z');
  });
});

describe('the home page: keyboard and motion', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('opens a featured game with Space, as Enter and a click do', async () => {
    const page = await browser.open('/');
    const featured = page.getByRole('region', { name: 'Featured Cozy Games' }).getByRole('link').first();
    const href = await featured.getAttribute('href');
    await featured.focus();
    await page.keyboard.press('Space');
    await page.waitForURL(`**${href}`);
    await visible(page.getByRole('heading', { level: 1 }));
  });

  it("'Return to Paged View' lands at the list, and page changes jump instead of gliding with reduced motion", async () => {
    const page = await browser.open('/?all=1');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => {
      const calls: unknown[] = [];
      (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
        calls.push(options);
        return original.call(this, options);
      };
    });
    const back = page.getByRole('link', { name: 'Return to Paged View' });
    await back.scrollIntoViewIfNeeded();
    await back.click();
    await page.waitForURL((url) => url.search === '');
    // The list's top comes to rest just under the sticky header (not in the FAQ far below).
    const listTop = () =>
      page.evaluate(() => Math.round(document.getElementById('all-games')!.getBoundingClientRect().top));
    await expect
      .poll(async () => {
        const top = await listTop();
        return top >= 0 && top < 200;
      })
      .toBe(true);

    const next = page.getByTestId('pagination-desktop').getByRole('link', { name: /Next/ });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await page.waitForURL('**/?page=2');
    const calls = await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => (c as ScrollIntoViewOptions).behavior !== 'smooth')).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });

  it('links the FAQ answers that mention suggesting a game to the submit form', async () => {
    const page = await browser.open('/');
    for (const question of ['Can I suggest a game?', 'Do you list upcoming games?']) {
      await page.locator('summary', { hasText: question }).click();
      const answer = page.locator('details[open]', { hasText: question }).getByRole('link').first();
      await visible(answer);
      expect(await answer.getAttribute('href'), question).toBe('/submit-game');
    }
    // One answer at a time: opening the second closed the first.
    expect(await page.locator('details[name="faq"][open]').count()).toBe(1);
  });
});

describe('the home page: the parts far below the list', () => {
  const browser = useBrowser({ width: 390, height: 844 });
  closeContextAfterEach(browser.session);

  it('load their code only when scrolled near, then hydrate: their links navigate in the page', async () => {
    const page = await browser.open('/');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // Their HTML is there from the start.
    await visible(page.getByRole('heading', { name: 'Frequently Asked Questions' }));
    expect(await page.locator('details[name="faq"]').count()).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(scripts.filter((path) => /\/(faq|why-cozy|platform-guides)-/.test(path))).toEqual([]);

    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((path) => /\/faq-/.test(path)), { timeout: 10_000 }).toBe(true);
    await page.waitForLoadState('networkidle');

    // Hydrated: the link changes the list without loading a new document.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await page.locator('summary', { hasText: 'How do you label games that have combat?' }).click();
    await page.locator('details[open]').getByRole('link', { name: 'No Combat' }).click();
    await page.waitForURL('**/?combat=false');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });
});
