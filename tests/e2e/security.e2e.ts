import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeContextAfterEach, useBrowser, visible, waitForHydration } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';
import { totpCode } from '../helpers/totp.ts';

const PUBLIC_PAGES = [
  '/',
  '/game/stardew-valley',
  '/about',
  '/submit-game',
  '/report-error',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/no-such-page-here',
];

/** Collects every Content-Security-Policy violation the page reports, from its first byte. */
async function watchViolations(page: Page) {
  await page.context().addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);

/** Inline scripts that would run (not JSON data) and carry no nonce. */
const scriptsWithoutNonce = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script')]
      .filter((s) => !s.src && s.type !== 'application/ld+json' && !s.nonce)
      .map((s) => s.outerHTML.slice(0, 80)),
  );

async function signInWithPassword(page: Page) {
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('the Content-Security-Policy', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('lets every public page and the dashboard run with no violation, every script carrying the nonce', async () => {
    const page = await browser.open('/about');
    await watchViolations(page);
    for (const path of PUBLIC_PAGES) {
      const response = await page.goto(path);
      expect(response, path).not.toBeNull();
      // The policy the server sends with the page (asked directly, past the browser's own cache).
      const policy = (await page.request.get(path)).headers()['content-security-policy'];
      expect(policy, path).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      await waitForHydration(page);
      expect(await violations(page), path).toEqual([]);
      expect(await scriptsWithoutNonce(page), path).toEqual([]);
      // Scroll restoration and hydration both ran: the router is live.
      expect(
        await page.evaluate(() => Boolean((window as { __reactRouterContext?: unknown }).__reactRouterContext)),
      ).toBe(true);
    }

    // The missing page answers 404 on purpose; the browser logs that status as an error.
    browser.session.problems = browser.session.problems.filter((p) => !/status of 404/.test(p));

    await page.goto('/admin');
    await waitForHydration(page);
    await signInWithPassword(page);
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
    await page.reload();
    await waitForHydration(page);
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
    expect(await violations(page)).toEqual([]);
    expect(await scriptsWithoutNonce(page)).toEqual([]);
  });

  it('refuses script the page did not bring: an injected event handler never runs', async () => {
    const page = await browser.open('/about');
    await watchViolations(page);
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.innerHTML = '<img src="/no-such-image.png" onerror="window.__injected = true" alt="">';
      document.body.append(box);
    });
    await expect.poll(async () => (await violations(page)).join()).toContain('script-src-attr');
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    browser.session.problems = browser.session.problems.filter(
      (p) => !/Content Security Policy|no-such-image|404/i.test(p),
    );
  });

  it('keeps the API reference working under its own policy', async () => {
    const page = await browser.open('/about');
    await watchViolations(page);
    await page.goto('/api/docs');
    await visible(page.getByRole('heading', { name: /Cozy Games API/ }));
    await visible(page.getByText('/api/auth/login/2fa').first());
    expect(await violations(page)).toEqual([]);
    browser.session.problems = browser.session.problems.filter((p) => !/favicon/i.test(p));
  });
});

describe('a second factor for the admin', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);
  let recoveryCodes: string[] = [];
  let page: Page;

  it('is turned on in the dashboard, asked for at sign-in, and turned off with a recovery code', async () => {
    page = await browser.open('/admin');
    await signInWithPassword(page);
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));

    await page.getByRole('button', { name: 'Two-Factor Authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
    await dialog.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
    await visible(dialog.getByRole('img', { name: 'QR code for your authenticator app' }));
    const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
    await dialog.getByLabel('Code from the app').fill('000000');
    await dialog.getByRole('button', { name: 'Turn On' }).click();
    await visible(dialog.getByText('That code is not right. Please try again.'));
    await dialog.getByLabel('Code from the app').fill(totpCode(secret));
    await dialog.getByRole('button', { name: 'Turn On' }).click();
    await visible(dialog.getByRole('list', { name: 'Recovery codes' }));
    recoveryCodes = await dialog.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await dialog.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await visible(page.getByRole('button', { name: 'Two-Factor: On' }));

    // Other journeys sign the same admin in with a password only: turn it off again at the end.
    try {
      await page.getByRole('button', { name: 'Logout' }).click();
      await visible(page.getByRole('heading', { name: 'Admin Login' }));
      await signInWithPassword(page);
      await visible(page.getByRole('heading', { name: 'Two-Factor Authentication' }));
      await page.getByLabel('Authentication code').fill('123456');
      await page.getByRole('button', { name: 'Verify' }).click();
      await visible(page.getByText('That code is not right. Please try again.'));
      await page.getByLabel('Authentication code').fill(totpCode(secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
    } finally {
      await page.getByRole('button', { name: 'Two-Factor: On' }).click();
      const settings = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
      await settings.getByLabel('Current code').fill(recoveryCodes[0]!);
      await settings.getByRole('button', { name: 'Turn Off' }).click();
      await visible(page.getByRole('button', { name: 'Two-Factor Authentication' }));
    }
    browser.session.problems = browser.session.problems.filter((p) => !/status of 400/.test(p));
  });
});
