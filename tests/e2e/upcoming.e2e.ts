import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeContextAfterEach, seriousAxeViolations, useBrowser, visible } from './support/browser.ts';
import { adminSend, adminToken, csrfHeaders } from './support/admin-api.ts';
import { E2E_ADMIN } from './support/global-setup.ts';

/** The day `days` after today (UTC), as `YYYY-MM-DD`. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Adds a game with a release day as the admin; returns its id and slug. */
async function addDatedGame(title: string, releaseDate: string): Promise<{ id: number; slug: string }> {
  const response = await fetch(`${baseUrl()}/api/games`, {
    method: 'POST',
    headers: await csrfHeaders(await adminToken()),
    body: JSON.stringify({
      title,
      description: 'A gentle game about waiting for the first snow and baking bread for the neighbours.',
      platforms: ['pc', 'switch'],
      genre: 'life-sim',
      features: ['Bread baking', 'Snowy village'],
      releaseDate,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; slug: string };
}

describe('upcoming games', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);
  const added: { id: number; slug: string }[] = [];
  const later = { title: 'Snowfall Bakery', date: inDays(60) };
  const sooner = { title: 'First Frost Café', date: inDays(20) };

  beforeAll(async () => {
    // Added latest first: the page orders them by their day, not by when they were added.
    added.push(await addDatedGame(later.title, later.date));
    added.push(await addDatedGame(sooner.title, sooner.date));
    added.push(await addDatedGame('Last Year Lanterns', '2025-01-10'));
  });
  afterAll(async () => {
    for (const game of added) await adminSend('DELETE', `/api/games/${game.id}`);
  });

  it('lists the upcoming games soonest first, each with its day and the Upcoming badge', async () => {
    const page = await browser.open('/upcoming');
    await visible(page.getByRole('heading', { level: 1, name: 'Upcoming Cozy Games' }));
    const list = page.getByTestId('upcoming-list');
    const titles = await list.getByTestId('game-card').getByRole('heading').allTextContents();
    expect(titles.indexOf(sooner.title)).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf(sooner.title)).toBeLessThan(titles.indexOf(later.title));
    expect(titles).not.toContain('Last Year Lanterns');

    const card = list.getByTestId('game-card').filter({ hasText: sooner.title });
    expect(await card.getByText('Upcoming', { exact: true }).isVisible()).toBe(true);
    const day = list.locator('li').filter({ hasText: sooner.title }).locator('time');
    expect(await day.getAttribute('datetime')).toBe(sooner.date);
    expect(await page.getByRole('link', { name: 'Add to your calendar (.ics)' }).getAttribute('href')).toBe(
      '/upcoming.ics',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('is reached from the home page, and the game page carries the badge and the day', async () => {
    const page = await browser.open('/');
    await page.getByRole('link', { name: 'upcoming cozy games' }).click();
    await page.waitForURL('**/upcoming');
    await visible(page.getByRole('heading', { level: 1, name: 'Upcoming Cozy Games' }));

    await page.getByRole('link', { name: sooner.title }).click();
    await page.waitForURL(`**/game/${added[1]!.slug}`);
    await visible(page.getByRole('heading', { level: 1, name: sooner.title }));
    expect(await page.getByTestId('upcoming-badge').textContent()).toBe('Upcoming');
    const info = page.locator('dl').filter({ hasText: 'Release date' });
    expect(await info.textContent()).toContain(String(Number(sooner.date.slice(8))));
  });

  it('marks no past game as upcoming', async () => {
    const page = await browser.open(`/game/${added[2]!.slug}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Last Year Lanterns' }));
    expect(await page.getByTestId('upcoming-badge').count()).toBe(0);
    expect(await page.locator('dl').filter({ hasText: 'Released' }).textContent()).toContain('10 January 2025');
  });

  it("is given by an admin in the game's edit dialog, which takes the release year from it", async () => {
    const day = inDays(200);
    const page = await browser.open('/admin?tab=published');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
    await page.getByLabel('Search published games').fill('Last Year Lanterns');
    await page.getByRole('article', { name: 'Last Year Lanterns' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Published Game' });
    await visible(dialog);
    expect(await dialog.getByLabel('Release Date').inputValue()).toBe('2025-01-10');
    await dialog.getByLabel('Release Date').fill(day);
    expect(await dialog.getByLabel('Release Year').inputValue()).toBe(day.slice(0, 4));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.goto('/upcoming');
    const list = page.getByTestId('upcoming-list');
    await visible(list.getByRole('heading', { name: 'Last Year Lanterns' }));
    const titles = await list.getByTestId('game-card').getByRole('heading').allTextContents();
    expect(titles.at(-1)).toBe('Last Year Lanterns');
  });
});
