import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseUrl, closeContextAfterEach, seriousAxeViolations, useBrowser, visible } from './support/browser.ts';

const PUBLIC_PAGES = ['/', '/game/stardew-valley', '/about', '/privacy-policy', '/terms-of-service', '/no-such-page'];

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
}

describe('the game page', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session, [/Failed to load resource: the server responded with a status of 404/]);

  it('shows every part of a game: hero, rating, platforms, info, about, features, review, actions', async () => {
    const game = await (await fetch(`${baseUrl()}/api/games/by-slug/stardew-valley`)).json();
    const page = await browser.open('/game/stardew-valley');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Stardew Valley');
    await visible(page.getByRole('img', { name: 'Stardew Valley cover art' }));
    await visible(page.getByRole('heading', { name: 'Cozy Rating' }));
    // Other browser tests may have voted on this game before this one runs.
    const rating = game.rating === null ? 'No ratings yet' : `${(game.rating as number).toFixed(1)} / 5`;
    expect(await page.getByTestId('cozy-rating').textContent()).toBe(rating);
    const available = page.getByRole('heading', { name: 'Available on' }).locator('..');
    for (const label of ['PC', 'Mac', 'Switch']) await visible(available.getByText(label, { exact: true }));
    const info = page.getByRole('heading', { name: 'Game Info' }).locator('..');
    expect(await info.textContent()).toContain('ConcernedApe');
    expect(await info.textContent()).toContain(String(game.releaseYear));
    expect(await info.textContent()).toContain('Has Combat');
    await visible(page.getByRole('heading', { name: 'About the Game' }));
    await visible(page.getByText(game.description));
    for (const feature of game.features) await visible(page.getByText(feature, { exact: true }));
    // The shipped games carry a review written for the catalogue, not the generated quick take.
    const review = page.getByTestId('review');
    await visible(review.getByText(/freedom is the heart of its comfort/));
    expect(await review.textContent()).not.toContain('A quick take until our full review is written.');
    expect(await page.getByRole('link', { name: 'Visit Official Website' }).getAttribute('href')).toBe(game.websiteUrl);
    await page.getByRole('link', { name: 'Back to All Games' }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });

  it('renders the same review on every visit', async () => {
    const first = await (await fetch(`${baseUrl()}/game/a-short-hike`)).text();
    const second = await (await fetch(`${baseUrl()}/game/a-short-hike`)).text();
    const review = (html: string) => html.match(/data-testid="review"[^>]*>(.*?)<\/div>/s)?.[1];
    expect(review(first)).toBeTruthy();
    expect(review(first)).toBe(review(second));
  });

  it('searches from the game page', async () => {
    const page = await browser.open('/game/unpacking');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('farm');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/?search=farm');
    await expect.poll(() => page.getByTestId('game-card').count()).toBeGreaterThan(0);
  });

  it('shows the not-found state for an unknown game, with status 404', async () => {
    const response = await fetch(`${baseUrl()}/game/no-such-game`);
    expect(response.status).toBe(404);
    const page = await browser.open('/game/no-such-game');
    await visible(page.getByRole('heading', { name: 'Game review not found' }));
    await visible(page.getByText("We couldn't find the game review you're looking for."));
    await visible(page.getByRole('button', { name: 'Go Back' }));
  }, 60_000);

  it('says the review is loading while a slow game page is on its way, and when a cover is missing', async () => {
    const page = await browser.open('/');
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.route('**/covers/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.locator('a[href="/game/stardew-valley"]').first().click();
    await visible(page.getByRole('status').filter({ hasText: 'Loading review...' }));
    await page.waitForURL('**/game/stardew-valley');
    await visible(page.getByText('No image available'));
    expect(await page.getByRole('status').filter({ hasText: 'Loading review...' }).count()).toBe(0);
  });

  it('sends /games/{id} on to the game page with a permanent redirect', async () => {
    const game = await (await fetch(`${baseUrl()}/api/games/by-slug/unpacking`)).json();
    const response = await fetch(`${baseUrl()}/games/${game.id}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/game/unpacking');
  });
});

describe('the 404 page', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session, [/Failed to load resource: the server responded with a status of 404/]);

  it('answers unknown paths with 404, noindex and a way home', async () => {
    const response = await fetch(`${baseUrl()}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    const page = await browser.open('/no-such-page');
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });
});

describe('server-rendered HTML', () => {
  it('holds the home page content and metadata before any script runs', async () => {
    const html = await (await fetch(`${baseUrl()}/?platform=switch&combat=false`)).text();
    expect(html).toContain('<title>Cozy Games</title>');
    expect(html).toContain('Filtered Cozy Games');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/\?platform=switch&amp;combat=false"/);
    expect(html).toContain('<meta name="theme-color" content="#8fa781"');
    expect(html).toContain('property="og:image"');
    expect(html).toContain('name="twitter:card"');
    expect(html).toContain('content="index, follow"');
    const blocks = jsonLdBlocks(html);
    const site = blocks.find((b) => b['@type'] === 'WebSite') as { potentialAction: { '@type': string } };
    expect(site.potentialAction['@type']).toBe('SearchAction');
    const list = blocks.find((b) => b['@type'] === 'ItemList') as { itemListElement: unknown[] };
    expect(list.itemListElement.length).toBeGreaterThan(0);
    expect(list.itemListElement.length).toBeLessThanOrEqual(20);
  });

  it('writes every part of a page in place, so that nothing waits for a script to show it', async () => {
    for (const path of PUBLIC_PAGES) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      // React's out-of-place parts: a hidden segment and the script that moves it into a marker.
      expect(html, path).not.toMatch(/<div hidden id="S:|<template id="B:|\$RC\(/);
    }
    const home = await (await fetch(`${baseUrl()}/`)).text();
    for (const heading of ['Why Choose Cozy Gaming?', 'Frequently Asked Questions']) {
      const at = home.indexOf(heading);
      expect(at, heading).toBeGreaterThan(-1);
      // Before the page's closing scripts, not in a part appended after them.
      expect(at, heading).toBeLessThan(home.indexOf('window.__reactRouterContext'));
    }
  });

  it('hands hydration its data in one script, with no part of the page left to the browser', async () => {
    for (const path of PUBLIC_PAGES) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html.startsWith('<!DOCTYPE html>'), path).toBe(true);
      expect(html.split('window.__reactRouterContext.streamController.enqueue(').length, path).toBe(2);
      expect(html.split('window.__reactRouterContext.streamController.close()').length, path).toBe(2);
      // React's mark of a part it could not render on the server.
      expect(html, path).not.toContain('<!--$!-->');
    }
  });

  it('names at most 125,000 bytes of script on the home page, as the browser gets them (brotli)', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const scripts = new Set(html.match(/\/assets\/[^"']+\.js/g));
    const bytes = [...scripts].reduce((sum, script) => sum + statSync(`build/client${script}.br`).size, 0);
    expect(scripts.size).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(125_000);
  });

  it('holds a game page with its VideoGame structured data', async () => {
    const html = await (await fetch(`${baseUrl()}/game/stardew-valley`)).text();
    expect(html).toContain('<title>Stardew Valley Review | Cozy Games</title>');
    expect(html).toContain('Our Review');
    const game = jsonLdBlocks(html).find((b) => b['@type'] === 'VideoGame') as Record<string, unknown>;
    expect(game).toMatchObject({
      name: 'Stardew Valley',
      inLanguage: 'en-US',
      offers: { '@type': 'Offer', price: '0.00', priceCurrency: 'USD' },
    });
    expect(game.gamePlatform).toEqual(expect.arrayContaining(['PC', 'MacOS', 'Nintendo Switch']));
    expect((game.description as string).length).toBeLessThanOrEqual(100);
  });

  it('serves the sitemap, robots.txt and the RSS feed', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain('/game/stardew-valley</loc>');
    expect(sitemap).toContain('/about</loc>');
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: ');
    const feed = await fetch(`${baseUrl()}/feed.xml`);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    // The newest 50, as any view's feed.
    expect(((await feed.text()).match(/<item>/g) ?? []).length).toBe(50);
  });
});

describe('accessibility', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session, [/Failed to load resource: the server responded with a status of 404/]);

  it.each(PUBLIC_PAGES)('%s has no serious or critical axe violations', async (path) => {
    const page = await browser.open(path);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it.each([
    ['/about', 'About Cozy Games'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
  ])('%s renders its heading', async (path, heading) => {
    const page = await browser.open(path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(heading);
  });
});

describe('the game-not-found page head', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session, [/Failed to load resource: the server responded with a status of 404/]);

  it('sends one title and one robots tag, and keeps one title after hydration', async () => {
    const html = await (await fetch(`${baseUrl()}/game/no-such-game`)).text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="robots"/g)).toHaveLength(1);
    expect(html).toContain('<title>Game review not found | Cozy Games</title>');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);

    const page = await browser.open('/game/no-such-game');
    await visible(page.getByRole('heading', { name: 'Game review not found' }));
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').count()).toBe(1);
    expect(await page.title()).toBe('Game review not found | Cozy Games');
  });
});
