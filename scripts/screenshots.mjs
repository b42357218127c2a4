// Full-page screenshots at the narrowest phone, phone, tablet and desktop widths.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path …]
// With ADMIN_EMAIL and ADMIN_PASSWORD set, it also signs in and shows the admin's Published tab.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [baseUrl = 'http://localhost:3000', outDir = 'docs/screenshots', ...paths] = process.argv.slice(2);
const PAGES = paths.length > 0 ? paths : ['/', '/game/stardew-valley', '/submit-game', '/about', '/no-such-page'];
const ADMIN_PAGE = '/admin?tab=published';
const WIDTHS = [320, 390, 800, 1280];
const admin =
  process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD
    ? { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }
    : null;

const name = (path) =>
  path === '/'
    ? 'home'
    : path
        .replace(/^\//, '')
        .replace(/\?tab=/, '-')
        .replace(/[^a-z0-9]+/gi, '-');

/** Signs in through the login card, as a person would; the session cookie stays in the context. */
async function signIn(page) {
  await page.goto(`${baseUrl}/admin`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('tablist').waitFor({ timeout: 30_000 });
}

/**
 * Covers below the fold load lazily: scroll through the page, then wait for every image, each for
 * at most a few seconds (a lazy image in a closed or hidden part never loads).
 */
async function loadLazyImages(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? null
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
              setTimeout(resolve, 5000);
            }),
      ),
    );
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const pages = [...PAGES];
    if (admin && paths.length === 0) {
      await signIn(page);
      pages.push(ADMIN_PAGE);
    }
    for (const path of pages) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      if (path === ADMIN_PAGE)
        await page.getByRole('tabpanel').getByRole('article').first().waitFor({ timeout: 30_000 });
      await loadLazyImages(page);
      // A toast (e.g. 'Login successful') is not part of the page.
      await page.evaluate(() => document.querySelectorAll('[role="region"] li').forEach((toast) => toast.remove()));
      const file = `${outDir}/${name(path)}-${width}.png`;
      // The admin's list runs to every game: its first screens are enough to show the layout.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const clip = path === ADMIN_PAGE ? { x: 0, y: 0, width, height: Math.min(height, 2400) } : undefined;
      await page.screenshot({ path: file, fullPage: true, clip });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
