import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  closeContextAfterEach,
  seriousAxeViolations,
  useBrowser,
  visible,
  waitForHydration,
} from './support/browser.ts';
import { adminToken, csrfHeaders } from './support/admin-api.ts';
import { E2E_CAPTCHA } from './support/global-setup.ts';
import { shippedCatalogue } from '../../db/seed/catalogue/index.ts';

/** A shared link may name a game the catalogue does not have: the browser logs the API's 404 for it. */
const UNKNOWN_GAME_404 = /Failed to load resource: the server responded with a status of 404/;

const SHIPPED_TITLES = new Set(shippedCatalogue.map((game) => game.title));
const card = (page: Page, title: string) => page.getByTestId('game-card').filter({ hasText: title }).first();
const shelfLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^My Shelf/ });

async function firstCardTitle(page: Page): Promise<string> {
  return (await page.getByTestId('game-card').first().getByRole('heading').textContent())!.trim();
}

/** Opens a card's shelf menu with its button and waits for the menu. */
async function openMenu(page: Page, button: Locator, title: string): Promise<Locator> {
  await button.click();
  const menu = page.getByRole('menu', { name: `Shelf for ${title}` });
  await visible(menu);
  return menu;
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

describe('the shelf', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session, [UNKNOWN_GAME_404]);

  it("puts a game on 'Want to play' from a card and keeps it across a reload, with no request and no cookie", async () => {
    const page = await browser.open('/');
    const title = await firstCardTitle(page);
    const button = card(page, title).getByRole('button', { name: `Add ${title} to shelf` });
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    const menu = await openMenu(page, button, title);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const want = menu.getByRole('menuitemradio', { name: 'Want to play' });
    expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual([
      'Want to play',
      'Playing',
      'Played',
      'Not for me',
    ]);
    expect(await want.getAttribute('aria-checked')).toBe('false');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const requests = recordRequests(page);
    await want.click();
    const shelved = card(page, title).getByRole('button', { name: `Shelf: Want to play, ${title}` });
    await visible(shelved);
    // Focus is back on the button, which now names the state.
    expect(await shelved.evaluate((element) => element === document.activeElement)).toBe(true);
    await visible(card(page, title).getByTestId('visitor-badges').getByText('Want to play', { exact: true }));
    await expect.poll(() => shelfLink(page).textContent()).toMatch(/My Shelf\s*1/);
    await page.waitForTimeout(300);
    expect(requests, 'requests after changing the shelf').toEqual([]);
    expect(await browser.session.context.cookies()).toEqual([]);

    await page.reload();
    await waitForHydration(page);
    await visible(card(page, title).getByRole('button', { name: `Shelf: Want to play, ${title}` }));
    await visible(card(page, title).getByTestId('visitor-badges').getByText('Want to play', { exact: true }));
    expect(await shelfLink(page).textContent()).toMatch(/My Shelf\s*1/);
    expect(await browser.session.context.cookies()).toEqual([]);
  });

  it('works from the keyboard: arrows choose, Escape closes, and a choice can be taken back', async () => {
    const page = await browser.open('/');
    const title = (await page.getByTestId('game-card').nth(1).getByRole('heading').textContent())!.trim();
    const button = card(page, title).getByRole('button', { name: `Add ${title} to shelf` });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Shelf for ${title}` });
    await visible(menu);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Want to play');
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('ArrowDown');
    await visible(menu);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const played = card(page, title).getByRole('button', { name: `Shelf: Played, ${title}` });
    await visible(played);
    expect(await played.evaluate((element) => element === document.activeElement)).toBe(true);

    // Reopened, the checked state has focus; 'Remove from shelf' takes the game off again.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Played');
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Remove from shelf');
    await page.keyboard.press('Enter');
    await visible(card(page, title).getByRole('button', { name: `Add ${title} to shelf` }));
    expect(await card(page, title).getByTestId('visitor-badges').count()).toBe(0);
  });

  it('lists the shelf by state, copies it as a link, and another browser adds it to its own', async () => {
    const page = await browser.open('/');
    const [first, second] = await Promise.all(
      [0, 1].map(async (n) => (await page.getByTestId('game-card').nth(n).getByRole('heading').textContent())!.trim()),
    );
    const menu = await openMenu(page, card(page, first!).getByRole('button', { name: /shelf/ }), first!);
    await menu.getByRole('menuitemradio', { name: 'Not for me' }).click();
    await expect.poll(() => card(page, first!).getAttribute('data-shelf')).toBe('not');

    // The game page has the same control, with words.
    await card(page, second!).getByRole('link', { name: second }).click();
    await visible(page.getByRole('heading', { level: 1, name: second }));
    const onPage = page.getByRole('button', { name: 'Add to shelf' });
    await onPage.click();
    await page.getByRole('menuitemradio', { name: 'Playing' }).click();
    await visible(page.getByRole('button', { name: 'Shelf: Playing' }));

    await shelfLink(page).click();
    await visible(page.getByRole('heading', { level: 1, name: 'My Shelf' }));
    const playing = page.getByRole('region', { name: /^Playing/ });
    const notForMe = page.getByRole('region', { name: /^Not for me/ });
    await visible(playing.getByTestId('game-card'));
    expect(await playing.getByRole('heading', { level: 2 }).textContent()).toBe('Playing1 game');
    expect(await notForMe.getByRole('heading', { level: 2 }).textContent()).toBe('Not for me1 game');
    expect(await page.getByRole('region', { name: /^Want to play/ }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await browser.session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.getByRole('button', { name: 'Copy shelf link' }).click();
    await visible(page.getByText('Link copied.', { exact: false }));
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(await page.getByLabel('Your shelf as a link').inputValue()).toBe(link);
    const url = new URL(link);
    expect(url.pathname).toBe('/shelf');
    expect([...url.searchParams.keys()]).toEqual(['playing', 'not']);

    // Another browser, with a link that also names a game the catalogue does not have.
    const other = await browser.open(`${url.pathname}${url.search}&want=99999999`);
    await visible(other.getByRole('heading', { level: 1, name: 'A Shared Shelf' }));
    await visible(other.getByRole('region', { name: /^Playing/ }).getByText(second!));
    await visible(other.getByRole('region', { name: /^Not for me/ }).getByText(first!));
    expect(await other.getByRole('region', { name: /^Want to play/ }).count()).toBe(0);
    expect(await shelfLink(other).textContent()).toBe('My Shelf');
    await other.getByRole('button', { name: 'Add to my shelf' }).click();
    await visible(other.getByText('Added 2 games to your shelf.'));
    await visible(other.getByRole('heading', { level: 1, name: 'My Shelf' }));
    await expect.poll(() => shelfLink(other).textContent()).toMatch(/My Shelf\s*2/);
    await visible(other.getByRole('region', { name: /^Playing/ }).getByText(second!));
    expect(
      await other
        .getByRole('region', { name: /^Not for me/ })
        .getByTestId('game-card')
        .count(),
    ).toBe(1);
    expect(await seriousAxeViolations(other)).toEqual([]);
  });
});

/** A visitor's submission, approved by the admin: the game enters the catalogue now. */
async function approveNewGame(title: string): Promise<void> {
  const visitor = await csrfHeaders();
  const captcha = (await (await fetch(`${baseUrl()}/api/captcha`)).json()) as { id: string };
  const submitted = await fetch(`${baseUrl()}/api/submissions`, {
    method: 'POST',
    headers: visitor,
    body: JSON.stringify({
      title,
      description: 'A small, unhurried game about mending lanterns for a seaside village at dusk.',
      features: ['Mend lanterns', 'Meet the villagers'],
      platforms: ['pc'],
      genre: 'casual',
      releaseYear: 2025,
      developer: 'Harbour Lights',
      imageUrl: 'https://example.com/covers/lantern-mender.png',
      websiteUrl: 'https://example.com/lantern-mender',
      submitterEmail: 'player@example.com',
      hasCombat: false,
      captchaId: captcha.id,
      captcha: E2E_CAPTCHA,
    }),
  });
  expect(submitted.status, await submitted.clone().text()).toBe(201);
  const { id } = (await submitted.json()) as { id: number };
  const token = await adminToken();
  const approved = await fetch(`${baseUrl()}/api/submissions/${id}/status`, {
    method: 'PATCH',
    headers: await csrfHeaders(token),
    body: JSON.stringify({ status: 'approved' }),
  });
  expect(approved.status, await approved.clone().text()).toBe(200);
}

describe("'New' since the last visit", () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('marks a game approved after the previous visit on the next one, and nothing on a first visit', async () => {
    const page = await browser.open('/about');
    // The browser's clock starts an hour back, so its visits can end before the approval below.
    await page.clock.install({ time: new Date(Date.now() - 60 * 60_000) });
    await page.goto('/');
    await waitForHydration(page);
    // A first visit: nothing is new.
    expect(await page.getByTestId('visitor-badges').count()).toBe(0);

    // Ten minutes on, the same visit.
    await page.clock.fastForward('10:00');
    await page.goto('/?sort=a-z');
    await waitForHydration(page);

    const title = `Lantern Mender ${Date.now()}`;
    await approveNewGame(title);

    // 50 minutes later (now) the previous visit has ended: the next page view starts a new one.
    await page.clock.setSystemTime(new Date(Date.now() + 60_000));
    await page.goto('/');
    await waitForHydration(page);
    await visible(card(page, title).getByTestId('visitor-badges').getByText('New', { exact: true }));
    // Only games that entered the catalogue since (other journeys add some too): no shipped game.
    const marked = page.getByTestId('game-card').filter({ has: page.getByTestId('visitor-badges').getByText('New') });
    const markedTitles = (await marked.getByRole('heading').allTextContents()).map((text) => text.trim());
    expect(markedTitles).toContain(title);
    expect(markedTitles.filter((marked) => SHIPPED_TITLES.has(marked))).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Later page views of this visit keep the mark.
    await page.goto('/?sort=newest');
    await waitForHydration(page);
    await visible(card(page, title).getByTestId('visitor-badges').getByText('New', { exact: true }));
  });
});
