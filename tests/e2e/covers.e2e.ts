import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, closeContextAfterEach, useBrowser, visible } from './support/browser.ts';
import { addGameAsAdmin } from './support/admin-api.ts';
import { E2E_ADMIN } from './support/global-setup.ts';

const RUN = Date.now().toString(36);

/** A cover made for the test: a sunset gradient with a sun, as a PNG. */
function coverPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6c28b"/><stop offset="1" stop-color="#7a9cc6"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#sky)"/><circle cx="800" cy="520" r="190" fill="#fff1c9"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The address the browser chose for an image (from `<picture>`), once it has loaded. */
async function loadedSource(page: Page, selector: string): Promise<string> {
  const image = page.locator(selector).first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.currentSrc);
}

describe('cover art', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('an admin uploads a cover in the edit dialog; the card and the game page show it as AVIF from our server', async () => {
    const title = `Lighthouse Painter ${RUN}`;
    const game = await addGameAsAdmin(title, 'A gentle game about painting lighthouses along a misty coast.');
    const page = await browser.open('/admin');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
    await page.getByRole('tab', { name: /^Published/ }).click();
    await page.getByLabel('Search published games').fill(title);
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Published Game' });
    await visible(dialog);

    // A file that is not an image is refused with the reason, before anything is sent.
    await dialog.getByTestId('cover-file').setInputFiles({
      name: 'notes.png',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await visible(dialog.getByText(/not an image we can use/));

    // While the upload and its renditions are under way, Save waits and says why.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/games/*/cover', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByTestId('cover-file').setInputFiles({
      name: 'lighthouse.png',
      mimeType: 'image/png',
      buffer: await coverPng(),
    });
    const caption = dialog.getByTestId('cover-caption');
    await expect.poll(() => caption.textContent()).toContain('“lighthouse.png” becomes the cover');
    const save = dialog.getByRole('button', { name: 'Save Changes' });
    expect(await save.isDisabled()).toBe(true);
    await visible(dialog.getByText('Save waits until the picture is uploaded and its renditions are made.'));
    release();
    await visible(page.getByText('Cover uploaded', { exact: true }), 30_000);
    await page.unroute('**/api/games/*/cover');
    await expect.poll(() => caption.textContent()).toContain('“lighthouse.png” is the cover now.');
    expect(await save.isDisabled()).toBe(false);
    await visible(dialog.getByRole('button', { name: 'Remove cover' }));
    await page.keyboard.press('Escape');

    await page.goto(`/?search=${encodeURIComponent(title)}`);
    const card = page.getByTestId('game-card').filter({ hasText: title });
    await visible(card);
    const cardImage = card.locator('picture img');
    expect(await cardImage.getAttribute('width')).toBe('1600');
    expect(await cardImage.getAttribute('height')).toBe('900');
    expect(await card.locator('source[type="image/avif"]').getAttribute('srcset')).toMatch(
      /^\/covers\/[0-9a-f]{32}-400\.avif 400w, .*-1600\.avif 1600w$/,
    );
    const cardSource = await loadedSource(page, `[data-testid="game-card"]:has-text("${title}") picture img`);
    expect(new URL(cardSource).origin).toBe(baseUrl());
    expect(cardSource).toMatch(/\.avif$/);

    const gamePage = await page.goto(`/game/${game.slug}`);
    const html = (await gamePage!.text()) as string;
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(ogImage).toMatch(new RegExp(`^${baseUrl()}/covers/[0-9a-f]{32}-1200\\.jpg$`));
    const share = await fetch(ogImage!);
    expect(share.headers.get('content-type')).toBe('image/jpeg');
    const hero = await loadedSource(page, 'article picture img[fetchpriority="high"]');
    expect(new URL(hero).origin).toBe(baseUrl());
    expect(hero).toMatch(/\.avif$/);
  });
});
