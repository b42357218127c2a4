import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { closeContextAfterEach, useBrowser, visible } from './support/browser.ts';
import { E2E_ADMIN } from './support/global-setup.ts';

/** Signs the browser context in through the API, as the admin page would. */
async function signIn(context: BrowserContext) {
  const token = (await (await context.request.get('/api/csrf-token')).json()).csrfToken as string;
  const response = await context.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': token },
    data: E2E_ADMIN,
  });
  expect(response.status()).toBe(200);
}

describe('editing a review on the game page', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('is not offered to visitors', async () => {
    const page = await browser.open('/game/unpacking');
    await visible(page.getByRole('heading', { name: 'Our Review' }));
    expect(await page.getByRole('button', { name: 'Edit Review' }).count()).toBe(0);
  });

  it('lets an admin replace the review; scripts, handlers and javascript: links never reach the page', async () => {
    const page = await browser.open('/');
    await signIn(browser.session.context);
    await page.goto('/game/unpacking');
    await page.getByRole('button', { name: 'Edit Review' }).click();
    const editor = page.getByRole('textbox', { name: 'Review' });
    await visible(editor);
    // The stored review, as HTML.
    expect(await editor.inputValue()).toMatch(/^<p>/);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await visible(page.getByTestId('review'));

    await page.getByRole('button', { name: 'Edit Review' }).click();
    await page
      .getByRole('textbox', { name: 'Review' })
      .fill(
        '<h3>A calm unpacking</h3><p>Every box tells a <strong>story</strong>.</p>' +
          '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">click</a>',
      );
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Review updated'));
    const review = page.getByTestId('review');
    await visible(review.getByRole('heading', { name: 'A calm unpacking' }));
    const html = await review.innerHTML();
    expect(html).not.toMatch(/<script|onerror|javascript:|<img/i);

    await page.reload();
    await visible(page.getByTestId('review').getByRole('heading', { name: 'A calm unpacking' }));
    await page.getByTestId('review').getByText('click').click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});
