import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeContextAfterEach, seriousAxeViolations, useBrowser, visible } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';

const WIDTHS = [320, 390, 800, 1280] as const;
const PAGES = [
  '/',
  '/game/stardew-valley',
  '/submit-game',
  '/report-error',
  '/contact',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/admin',
  '/no-such-page',
];

type Box = { x: number; y: number; width: number; height: number };
const bottom = (box: Box) => box.y + box.height;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: import('playwright-core').Locator): Promise<Box> {
  await visible(locator);
  const found = await locator.first().boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('every page at 320, 390, 800 and 1280 px', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session, [/Failed to load resource: the server responded with a status of 404/]);

  it.each(WIDTHS)('nothing scrolls sideways at %i px, and the header keeps to one line', async (width) => {
    const page = await browser.open('/', { width, height: 900 });
    for (const path of PAGES) {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await sidewaysScroll(page), `${path} at ${width}`).toBe(0);
      const logo = await box(page.getByRole('link', { name: 'Cozy Games home' }));
      const pill = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Submit Game' });
      const pillBox = await box(pill);
      expect(logo.height, `logo on one line at ${width}`).toBeLessThanOrEqual(40);
      const fits = await pill.evaluate((link) => link.scrollWidth <= link.clientWidth);
      expect(fits, `'Submit Game' inside its pill at ${width}`).toBe(true);
      expect(pillBox.x + pillBox.width).toBeLessThanOrEqual(width);
      const header = page.getByRole('banner');
      const search = header.getByRole('button', { name: 'Search the catalogue' });
      if (await search.isVisible()) {
        expect(overlaps(logo, await box(search)), `logo clear of the search button at ${width}`).toBe(false);
      }
    }
  });

  it('lines inner pages up with the header at 1280 px', async () => {
    const page = await browser.open('/', { width: 1280, height: 900 });
    const logoX = (await box(page.getByRole('link', { name: 'Cozy Games home' }))).x;
    for (const path of ['/game/stardew-valley', '/submit-game', '/contact', '/about', '/privacy-policy']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const left = (await box(page.getByRole('heading', { level: 1 }))).x;
      expect(Math.round(left), path).toBe(Math.round(logoX));
    }
  });
});

describe('accessibility at four widths', () => {
  const browser = useBrowser();
  // The dashboard previews image addresses visitors submitted (other test files add some); with no
  // network here, those fail to load, which is not the page's fault.
  closeContextAfterEach(browser.session, [/ERR_NAME_NOT_RESOLVED/]);

  it.each(WIDTHS)(
    'home, a game, submit and the signed-in admin have no serious axe violations at %i px',
    async (width) => {
      const page = await browser.open('/admin', { width, height: 900 });
      await signIn(page);
      for (const path of ['/', '/game/stardew-valley', '/submit-game', '/admin?tab=published']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        if (path.startsWith('/admin')) await visible(page.getByRole('tabpanel').getByRole('article'));
        expect(await seriousAxeViolations(page), `${path} at ${width}`).toEqual([]);
      }
    },
  );
});

describe('the game page layout', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('follows the title with the text at every width; when narrow, the profile, the rating and the website link come next', async () => {
    const page = await browser.open('/game/stardew-valley', { width: 1280, height: 900 });
    const badges = await box(page.locator('h1 + div'));
    const about = await box(page.getByRole('heading', { name: 'About the Game' }));
    expect(about.y - bottom(badges)).toBeLessThan(64);

    for (const width of [800, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const badgesNow = await box(page.locator('h1 + div'));
      const aboutNow = await box(page.getByRole('heading', { name: 'About the Game' }));
      const profile = await box(page.getByTestId('cozy-profile'));
      const rating = await box(page.getByRole('heading', { name: 'Cozy Rating' }));
      const website = await box(page.getByRole('link', { name: /Visit Official Website/ }));
      const review = await box(page.getByRole('heading', { name: 'Our Review' }));
      expect(aboutNow.y - bottom(badgesNow), `the text right after the title at ${width}`).toBeLessThan(64);
      expect(profile.y, `the profile after the text at ${width}`).toBeGreaterThan(aboutNow.y);
      expect(rating.y, `the rating after the profile at ${width}`).toBeGreaterThan(bottom(profile));
      expect(website.y, `the website link before the review at ${width}`).toBeLessThan(review.y);
      const gap = await page
        .getByRole('term')
        .filter({ hasText: 'Developer' })
        .evaluate((term) => {
          const value = term.nextElementSibling!.getBoundingClientRect();
          return value.right - term.getBoundingClientRect().left;
        });
      expect(gap, `Game Info label and value at ${width}`).toBeLessThan(400);
    }
  });
});

describe('the home page on a phone', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it("keeps the featured games to one sideways row so the 'Filters' button starts on the first screen", async () => {
    const page = await browser.open('/', { width: 390, height: 844 });
    // The filters open from a 'Filters' button on a phone, which starts on the first screen.
    const filters = await box(page.getByRole('button', { name: /^Filters/ }));
    expect(filters.y + filters.height).toBeLessThan(844);
    const strip = page.getByTestId('featured-list');
    const tiles = await strip.locator('li').evaluateAll((items) => items.map((i) => i.getBoundingClientRect().top));
    expect(new Set(tiles.map(Math.round)).size).toBe(1);
    expect(await strip.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    expect(await strip.evaluate((list) => getComputedStyle(list).scrollSnapType)).toContain('x');

    // Keyboard: tabbing through the tiles (each one's link, then its shelf button) brings each one into view.
    const links = strip.getByRole('link');
    const last = links.last();
    await links.first().focus();
    const count = await links.count();
    for (let i = 1; i < 2 * count - 1; i += 1) await page.keyboard.press('Tab');
    expect(await last.evaluate((link) => link === document.activeElement)).toBe(true);
    const lastBox = await box(last);
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(391);
  });

  it('lines the card footers up within a row and uses the same title font in both lists', async () => {
    const page = await browser.open('/', { width: 1280, height: 900 });
    const footers = await page
      .getByTestId('card-footer')
      .evaluateAll((list) =>
        list.map((f) => [f.getBoundingClientRect().top, f.closest('li')!.getBoundingClientRect().top]),
      );
    const rows = new Map<number, number[]>();
    for (const [footerTop, rowTop] of footers)
      rows.set(Math.round(rowTop!), [...(rows.get(Math.round(rowTop!)) ?? []), footerTop!]);
    for (const tops of rows.values()) expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);

    const font = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(await font('[data-testid="featured-list"] h3')).toBe(await font('[data-testid="game-card"] h3'));
  });
});

describe('toasts keep clear of what they would cover', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session, [/status of 500/]);

  it("shows toasts clear of the edit dialog and its buttons at 1280 px ('Login successful', 'Update failed')", async () => {
    const page = await browser.open('/admin?tab=published', { width: 1280, height: 900 });
    // A modal dialog hides the rest of the page from the accessibility tree: find toasts by markup.
    const toasts = page.locator('[role="region"][aria-label^="Notifications"] li');
    await signIn(page);
    const dialog = page.getByRole('dialog');
    const save = dialog.getByRole('button', { name: 'Save Changes' });
    await page.getByRole('tabpanel').getByRole('button', { name: /^Edit/ }).first().click();
    await visible(dialog);
    const loginToast = await toasts.first().boundingBox();
    if (loginToast) expect(overlaps(loginToast, await box(dialog))).toBe(false);

    // A failed save keeps the dialog open and shows its toast: the dialog's buttons stay uncovered.
    await page.route('**/api/games/*', (route) =>
      route.request().method() === 'GET'
        ? route.continue()
        : route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await save.click();
    const failed = toasts.filter({ hasText: 'Update failed' });
    await visible(failed);
    const toastBox = await box(failed);
    expect(overlaps(toastBox, await box(dialog))).toBe(false);
    expect(overlaps(toastBox, await box(save))).toBe(false);
  });

  it('shows the captcha toast clear of the Submit button at 390 px', async () => {
    const page = await browser.open('/submit-game', { width: 390, height: 844 });
    await visible(page.getByRole('img', { name: 'Security check: type the characters shown' }));
    const text = (name: string) => page.getByRole('textbox', { name, exact: true });
    await text('Game Title').fill('A Quiet Lighthouse');
    await text('Description').fill('Keep a lighthouse lit and chat with passing sailors.');
    await text('Feature 1').fill('Polish the great lamp');
    await page.getByRole('checkbox', { name: 'PC', exact: true }).check();
    await page.getByRole('combobox', { name: 'Genre' }).selectOption('life-sim');
    await page.getByRole('spinbutton', { name: 'Release Year' }).fill('2024');
    await text('Developer').fill('Harbour Lights');
    await text('Game Image URL').fill('https://example.com/lighthouse.png');
    await text('Official Website').fill('https://example.com/lighthouse');
    await text('Enter the characters shown').fill('Wrong9');
    await visible(page.getByText('Captcha does not match. Please try again.'));
    const submit = page.getByRole('button', { name: 'Submit Game' });
    await submit.click();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByText('Captcha Verification Failed');
    await visible(toast);
    expect(overlaps(await box(toast), await box(submit))).toBe(false);
  });
});
