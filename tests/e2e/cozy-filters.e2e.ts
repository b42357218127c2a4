import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GENRE_LABELS, type Genre } from '../../common/catalogue.ts';
import { baseUrl, closeContextAfterEach, useBrowser, visible } from './support/browser.ts';

interface Facets {
  total: number;
  platform: Record<string, number>;
  combat: Record<string, number>;
  genre: Record<string, number>;
}

async function api<T>(path: string): Promise<{ body: T; total: number }> {
  const response = await fetch(`${baseUrl()}/api${path}`);
  return { body: (await response.json()) as T, total: Number(response.headers.get('x-total-count')) };
}

const toggle = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} \\d+ games?$`) });
const cardTitles = (page: Page) => page.getByTestId('game-card').getByRole('heading').allTextContents();
const platformLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: new RegExp(`^${label} \\d`) });

/** The count a filter shows in its accessible name. */
async function countOf(locator: import('playwright-core').Locator): Promise<number> {
  const name = (await locator.textContent()) ?? '';
  return Number(/(\d+) games?$/.exec(name)?.[1]);
}

describe('finding a game by how it feels', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('combines cozy filters with counts, keeps them in the URL, and clears them', async () => {
    const page = await browser.open('/');
    const before = (await api<Facets>('/games/facets')).body;
    expect(await countOf(platformLink(page, 'PC'))).toBe(before.platform.pc);

    await page.getByText('More filters', { exact: true }).click();
    const noFail = toggle(page, 'No fail states');
    await visible(noFail);
    expect(await noFail.getAttribute('aria-pressed')).toBe('false');
    await noFail.click();
    await page.waitForURL('**/?failState=none');
    await expect.poll(() => toggle(page, 'No fail states').getAttribute('aria-pressed')).toBe('true');

    await toggle(page, 'No time pressure').click();
    await page.waitForURL('**/?failState=none&timePressure=none');
    const filtered = await api<Facets>('/games/facets?failState=none&timePressure=none');
    const expected = await api<{ title: string }[]>('/games?failState=none&timePressure=none&limit=12');

    // Counts on other buttons follow the choice, and the list matches it.
    await expect.poll(() => countOf(platformLink(page, 'PC'))).toBe(filtered.body.platform.pc);
    expect(filtered.body.platform.pc).toBeLessThan(before.platform.pc!);
    await expect.poll(() => cardTitles(page)).toEqual(expected.body.map((g) => g.title));
    await visible(page.getByText('No fail states · No time pressure'));

    // The same URL in a fresh browser shows the same view, the disclosure open.
    const url = page.url();
    const fresh = await browser.open(url);
    await expect.poll(() => cardTitles(fresh)).toEqual(expected.body.map((g) => g.title));
    expect(await toggle(fresh, 'No fail states').getAttribute('aria-pressed')).toBe('true');
    expect(await toggle(fresh, 'No time pressure').getAttribute('aria-pressed')).toBe('true');
    expect(await countOf(platformLink(fresh, 'PC'))).toBe(filtered.body.platform.pc);

    await fresh.getByRole('link', { name: 'Clear All Filters' }).click();
    await fresh.waitForURL(`${baseUrl()}/`);
    await visible(fresh.getByRole('heading', { name: 'All Cozy Games' }));
    expect(await countOf(platformLink(fresh, 'PC'))).toBe(before.platform.pc);
  });

  it('presses a toggle with the keyboard, and a value with no games shows 0 and stays reachable', async () => {
    const page = await browser.open('/?genre=educational&failState=yes');
    const facets = (await api<Facets>('/games/facets?genre=educational&failState=yes')).body;
    const [emptyGenre] = Object.entries(facets.genre).find(([, count]) => count === 0)!;
    const empty = page.getByRole('button', { name: `${GENRE_LABELS[emptyGenre as Genre]} 0 games` });
    await visible(empty);
    expect(await empty.getAttribute('href')).toContain(emptyGenre);
    const solo = toggle(page, 'Solo');
    await solo.focus();
    await page.keyboard.press('Space');
    await page.waitForURL('**/?genre=educational&failState=yes&mode=solo');
    await expect.poll(() => toggle(page, 'Solo').getAttribute('aria-pressed')).toBe('true');
  });
});
