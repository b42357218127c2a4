import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, closeContextAfterEach, useBrowser, visible } from './support/browser.ts';

interface Facets {
  total: number;
  pricing: Record<string, number>;
  avoid: Record<string, number>;
  saves: Record<string, number>;
}

interface ListedGame {
  title: string;
  slug: string;
  pricing: string | null;
  notes: string[] | null;
  saves: string | null;
}

async function api<T>(path: string): Promise<{ body: T; total: number }> {
  const response = await fetch(`${baseUrl()}/api${path}`);
  return { body: (await response.json()) as T, total: Number(response.headers.get('x-total-count')) };
}

const toggle = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} \\d+ games?$`) });
const cardTitles = (page: Page) => page.getByTestId('game-card').getByRole('heading').allTextContents();

async function countOf(locator: Locator): Promise<number> {
  const name = (await locator.textContent()) ?? '';
  return Number(/(\d+) games?$/.exec(name)?.[1]);
}

describe('finding a game that fits a life', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it("avoids spiders and asks for 'Pay once', sees only matching games and counts, and reports a row", async () => {
    const page = await browser.open('/');
    await page.getByText('More filters', { exact: true }).click();

    await toggle(page, 'No spiders').click();
    await page.waitForURL('**/?avoid=spiders');
    await expect.poll(() => toggle(page, 'No spiders').getAttribute('aria-pressed')).toBe('true');
    await toggle(page, 'Pay once').click();
    await page.waitForURL('**/?pricing=once&avoid=spiders');

    // Only games whose notes are known and spider-free, bought once; the counts follow the view.
    const { body: expected, total } = await api<ListedGame[]>('/games?pricing=once&avoid=spiders&limit=12');
    const facets = (await api<Facets>('/games/facets?pricing=once&avoid=spiders')).body;
    expect(total).toBeGreaterThan(0);
    for (const game of expected) {
      expect(game.pricing).toBe('once');
      expect(game.notes).not.toBeNull();
      expect(game.notes).not.toContain('spiders');
    }
    await expect.poll(() => cardTitles(page)).toEqual(expected.map((game) => game.title));
    await expect.poll(() => countOf(toggle(page, 'Pay once'))).toBe(facets.pricing.once);
    await expect.poll(() => countOf(toggle(page, 'No grief and loss'))).toBe(facets.avoid.grief);
    await visible(page.getByText('Pay once · No spiders'));

    // A game of the view: its new rows read in plain words.
    const game = expected[0]!;
    await page.getByTestId('game-card').getByRole('link', { name: game.title }).first().click();
    await page.waitForURL(`**/game/${game.slug}`);
    const profile = page.getByTestId('cozy-profile');
    await visible(profile);
    for (const row of ['Saving', 'Time away', 'Price', 'Heads-up', 'Cozy settings']) {
      await visible(profile.getByText(row, { exact: true }));
    }
    await visible(profile.getByText('Pay once', { exact: true }));

    // 'Doesn't match your experience?' opens the report form, filled in.
    await profile.getByRole('link', { name: "Doesn't match your experience? (Price)" }).click();
    await page.waitForURL('**/report-error?**');
    await expect.poll(() => page.getByLabel('Game Title').inputValue()).toBe(game.title);
    expect(await page.getByLabel('Error Type').inputValue()).toBe('incorrect-info');
    expect(await page.getByLabel('Description').inputValue()).toContain('Price');
  });
});
