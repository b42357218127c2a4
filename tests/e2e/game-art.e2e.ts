import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeContextAfterEach, seriousAxeViolations, useBrowser, visible } from './support/browser.ts';
import { addGameAsAdmin } from './support/admin-api.ts';
import { E2E_ART_APP, waitForImportedArt } from './support/imported-art.ts';

interface ApiGame {
  title: string;
  slug: string;
  cover: { social: string; avif: string } | null;
  screenshots: { id: string; width: number; height: number }[];
  artCredit: { label: string; url: string } | null;
  stores: { store: string; url: string }[];
  hoursToFinish: number | null;
}

async function apiGame(slug: string): Promise<ApiGame> {
  return (await (await fetch(`${baseUrl()}/api/games/by-slug/${slug}`)).json()) as ApiGame;
}

/** The address the browser chose for an image (from its `<picture>`), once it has loaded. */
async function loadedSource(image: Locator): Promise<string> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.currentSrc);
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

async function expectNewTab(link: Locator, href: string) {
  expect(await link.getAttribute('href')).toBe(href);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  // The visible mark beside the words that screen readers hear.
  await visible(link.locator('svg'));
}

const hoursOf = (scope: Page | Locator) => scope.getByTestId('hours-to-finish');
/** The line under the game page's title: its badges and its hours ('More Like This' cards have theirs). */
const underTitle = (page: Page) => page.locator('h1 + div');

describe('a game with imported art, store pages and hours', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);
  let game: ApiGame;

  beforeAll(async () => {
    await waitForImportedArt(baseUrl());
    game = await apiGame(E2E_ART_APP.slug);
  }, 70_000);

  it('opens a screenshot large from the gallery, steps with the buttons and arrow keys, and closes back to the thumbnail', async () => {
    const page = await browser.open(`/game/${game.slug}`);
    const gallery = page.getByRole('list', { name: 'Screenshots' });
    expect(await gallery.getByRole('button').count()).toBe(4);
    const first = gallery.getByRole('button', { name: 'Screenshot 1 of Stardew Valley', exact: true });
    const thumbnail = first.locator('img');
    expect(await thumbnail.getAttribute('loading')).toBe('lazy');
    expect(await thumbnail.getAttribute('decoding')).toBe('async');
    expect(await thumbnail.getAttribute('width')).toBe(String(game.screenshots[0]!.width));
    expect(await thumbnail.getAttribute('height')).toBe(String(game.screenshots[0]!.height));
    expect(await first.locator('source[type="image/avif"]').getAttribute('srcset')).toContain(game.screenshots[0]!.id);
    const thumbnailSource = await loadedSource(thumbnail);
    expect(new URL(thumbnailSource).origin).toBe(baseUrl());
    expect(thumbnailSource).toContain(game.screenshots[0]!.id);

    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Screenshots of Stardew Valley' });
    await visible(dialog);
    const position = dialog.getByTestId('screenshot-position');
    await visible(dialog.getByRole('img', { name: 'Screenshot 1 of Stardew Valley', exact: true }));
    expect(await position.textContent()).toBe('1 of 4');
    expect(await position.getAttribute('aria-live')).toBe('polite');
    expect(await seriousAxeViolations(page), 'the dialog').toEqual([]);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position.textContent()).toBe('2 of 4');
    const second = dialog.getByRole('img', { name: 'Screenshot 2 of Stardew Valley', exact: true });
    await visible(second);
    expect(await loadedSource(second)).toContain(game.screenshots[1]!.id);

    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position.textContent()).toBe('1 of 4');
    await visible(dialog.getByRole('img', { name: 'Screenshot 1 of Stardew Valley', exact: true }));

    // The buttons do the same, and go round from the first to the last.
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => position.textContent()).toBe('4 of 4');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => position.textContent()).toBe('1 of 4');

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(first)).toBe(true);
  });

  it('credits the images, lists where to get it, says how long it takes, and shares the real cover', async () => {
    const page = await browser.open(`/game/${game.slug}`);
    expect(game.artCredit).toEqual({
      label: 'Steam store page',
      url: expect.stringContaining('store.steampowered.com'),
    });
    expect(await page.getByTestId('art-credit').textContent()).toBe('Images: Steam store page (opens in a new tab)');
    await expectNewTab(
      page.getByRole('link', { name: 'Steam store page (opens in a new tab)', exact: true }),
      game.artCredit!.url,
    );

    const stores = page.getByRole('region', { name: 'Where to get it' });
    await visible(stores.getByRole('heading', { name: 'Where to get it' }));
    expect(await stores.getByRole('link').count()).toBe(game.stores.length);
    await expectNewTab(
      stores.getByRole('link', { name: 'Steam (opens in a new tab)', exact: true }),
      `https://store.steampowered.com/app/${E2E_ART_APP.appId}/`,
    );

    const hours = game.hoursToFinish!;
    const shown = await hoursOf(underTitle(page)).textContent();
    expect(shown).toBe(`About ${hours} hours to finish`);
    expect(shown).toMatch(/^About \d+(\.\d)? hours to finish$/);
    expect(await seriousAxeViolations(page), 'the game page').toEqual([]);

    // The share preview and the card show the imported cover, not the generated one.
    const html = await (await fetch(`${baseUrl()}/game/${game.slug}`)).text();
    expect(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]).toBe(`${baseUrl()}${game.cover!.social}`);
    await page.goto(`/?search=${encodeURIComponent(game.title)}`);
    const card = page.getByTestId('game-card').filter({ hasText: game.title }).first();
    await visible(card);
    expect(await card.locator('source[type="image/avif"]').getAttribute('srcset')).toBe(game.cover!.avif);
    expect(await hoursOf(card).textContent()).toBe(`About ${hours} hours to finish`);
  });

  it('shows no gallery, credit, stores or hours for a game without them', async () => {
    const added = await addGameAsAdmin(`Paper Boats ${Date.now().toString(36)}`);
    const page = await browser.open(`/game/${added.slug}`);
    await visible(page.getByRole('heading', { level: 1 }));
    expect(await page.getByRole('list', { name: 'Screenshots' }).count()).toBe(0);
    expect(await page.getByText('Images:').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Where to get it' }).count()).toBe(0);
    expect(await hoursOf(underTitle(page)).count()).toBe(0);
  });
});
