import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, closeContextAfterEach, seriousAxeViolations, useBrowser, visible } from './support/browser.ts';
import { E2E_CAPTCHA } from './support/global-setup.ts';
import { adminGet } from './support/admin-api.ts';

/** The server refusing a wrong captcha (400) or a forged token (403) shows in Chromium's console. */
const EXPECTED_REFUSALS = [/Failed to load resource: the server responded with a status of (400|403)/];

/** Asserts that a control (or group) is invalid and that its description carries the message. */
async function expectFieldError(control: Locator, message: string) {
  await expect.poll(() => control.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
  const descriptions = await Promise.all(
    describedBy
      .split(' ')
      .filter(Boolean)
      .map((id) => control.page().locator(`[id="${id}"]`).textContent()),
  );
  expect(descriptions.join(' | ')).toContain(message);
}

/** Records POSTs to an endpoint, to prove that invalid input sends nothing. */
function recordPosts(page: Page, path: string): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) posts.push(request.url());
  });
  return posts;
}

const postTo = (page: Page, path: string, status?: number) =>
  page.waitForResponse(
    (response: Response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === path &&
      (status === undefined || response.status() === status),
  );

async function gameId(slug: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/games/by-slug/${slug}`);
  return ((await response.json()) as { id: number }).id;
}

/** A text box by its accessible name (a required field's asterisk is not part of it). */
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function waitForCaptcha(page: Page) {
  await visible(page.getByRole('img', { name: 'Security check: type the characters shown' }));
}

async function solveCaptcha(page: Page) {
  await waitForCaptcha(page);
  await box(page, 'Enter the characters shown').fill(E2E_CAPTCHA);
  await visible(page.getByText('✓ Characters match'));
}

async function fillSubmission(page: Page, title: string) {
  await box(page, 'Game Title').fill(title);
  await box(page, 'Description').fill('A gentle game about tending a seaside tea garden.');
  await box(page, 'Feature 1').fill('  Brew tea for visiting spirits  ');
  await page.getByRole('button', { name: 'Add Feature (1/4)' }).click();
  await box(page, 'Feature 2').fill('   ');
  await page.getByRole('button', { name: 'Add Feature (2/4)' }).click();
  await box(page, 'Feature 3').fill('Decorate a cliffside cottage');
  await page.getByRole('checkbox', { name: 'Switch', exact: true }).check();
  await page.getByRole('checkbox', { name: 'PC', exact: true }).check();
  await page.getByRole('combobox', { name: 'Genre' }).selectOption('life-sim');
  await page.getByRole('spinbutton', { name: 'Release Year' }).fill('2024');
  await box(page, 'Developer').fill('Kettle Works');
  await box(page, 'Game Image URL').fill('https://example.com/tea-garden.png');
  await box(page, 'Official Website').fill('https://example.com/tea-garden');
  await box(page, 'Your Email (Optional)').fill('player@example.com');
}

describe('the visitor forms: content and validation', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('renders each page with its content in the first HTML', async () => {
    const pages: [string, string, string[]][] = [
      ['/submit-game', 'Submit a Game | Cozy Games', ['Submission Guidelines', 'within 2-3 business days']],
      ['/report-error', 'Report an Error | Cozy Games', ['Types of Errors', 'How We Respond', 'Before You Report']],
      ['/contact', 'Contact Us | Cozy Games', ['How We Can Help', '2-3 business days', 'same day when possible']],
    ];
    for (const [path, title, texts] of pages) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${baseUrl()}${path}"/>`);
      for (const text of texts) expect(html).toContain(text);
    }
  });

  it('gives one review time for submissions on every page that states one', async () => {
    for (const path of ['/submit-game', '/contact', '/about', '/']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      // Messages are answered in 1-2 business days; submissions are reviewed in 2-3, everywhere.
      const times = (html.match(/\d+-\d+ business days/g) ?? []).filter((time) => time !== '1-2 business days');
      expect(new Set(times), path).toEqual(new Set(['2-3 business days']));
    }
  });

  it('lists as report types only what a game page shows: no prices', async () => {
    const page = await browser.open('/report-error');
    const types = page.getByRole('heading', { name: 'Types of Errors' }).locator('xpath=..');
    const items = await types.getByRole('listitem').allTextContents();
    expect(items.map((item) => item.slice(0, item.indexOf(':')))).toEqual([
      'Incorrect Information',
      'Missing Information',
      'Broken Link',
      'Other Issue',
    ]);
    expect(items.join(' ')).toMatch(/Cozy Profile/);
    expect(items.join(' ')).toMatch(/store link/);
    expect(await page.locator('main').textContent()).not.toMatch(/pric/i);
  });

  it('shows every message of the submit form under its field and sends nothing', async () => {
    const page = await browser.open('/submit-game');
    const posts = recordPosts(page, '/api/submissions');
    await waitForCaptcha(page);
    await page.getByRole('button', { name: 'Submit Game' }).click();

    const title = box(page, 'Game Title');
    await expectFieldError(title, 'Title must be at least 2 characters');
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectFieldError(box(page, 'Description'), 'Description must be at least 10 characters');
    await expectFieldError(page.getByRole('group', { name: 'Game Features' }), 'At least one feature is required');
    await expectFieldError(page.getByRole('group', { name: 'Platforms' }), 'At least one platform is required');
    await expectFieldError(page.getByRole('combobox', { name: 'Genre' }), 'Please select a genre');
    await expectFieldError(page.getByRole('spinbutton', { name: 'Release Year' }), 'Release year is required');
    await expectFieldError(box(page, 'Developer'), 'Developer is required');
    await expectFieldError(box(page, 'Game Image URL'), 'Please enter a valid image URL');
    await expectFieldError(box(page, 'Official Website'), 'Please enter a valid URL');
    await expectFieldError(box(page, 'Enter the characters shown'), 'Captcha verification is required');
    expect(await page.getByRole('alert').filter({ hasText: 'Title must be' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Fill everything, then break one rule at a time.
    await fillSubmission(page, 'Validation Tea Garden');
    await box(page, 'Enter the characters shown').fill(E2E_CAPTCHA);
    const submit = page.getByRole('button', { name: 'Submit Game' });

    await box(page, 'Game Image URL').fill('not a url');
    await submit.click();
    await expectFieldError(box(page, 'Game Image URL'), 'Please enter a valid image URL');
    await box(page, 'Game Image URL').fill('https://example.com/tea-garden.png');

    await page.getByRole('spinbutton', { name: 'Release Year' }).fill('1979');
    await submit.click();
    await expectFieldError(page.getByRole('spinbutton', { name: 'Release Year' }), 'Year must be 1980 or later');
    await page.getByRole('spinbutton', { name: 'Release Year' }).fill('2024');

    await page.getByRole('checkbox', { name: 'Switch', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'PC', exact: true }).uncheck();
    await submit.click();
    await expectFieldError(page.getByRole('group', { name: 'Platforms' }), 'At least one platform is required');
    await page.getByRole('checkbox', { name: 'Mac', exact: true }).check();
    expect(await page.getByRole('group', { name: 'Platforms' }).getAttribute('aria-invalid')).toBeNull();

    await page.getByRole('button', { name: 'Remove feature 3' }).click();
    await page.getByRole('button', { name: 'Remove feature 2' }).click();
    expect(await page.getByRole('button', { name: 'Remove feature 1' }).count()).toBe(0);
    await box(page, 'Feature 1').fill('   ');
    await submit.click();
    await expectFieldError(page.getByRole('group', { name: 'Game Features' }), 'At least one feature is required');

    expect(posts).toEqual([]);
  });

  it('shows the report form messages, prefills the title from a game page and sends nothing when invalid', async () => {
    const page = await browser.open('/report-error');
    const posts = recordPosts(page, '/api/report-error');
    await waitForCaptcha(page);
    await page.getByRole('button', { name: 'Submit Error Report' }).click();
    await expectFieldError(box(page, 'Game Title'), 'Game title is required');
    await expectFieldError(page.getByRole('combobox', { name: 'Error Type' }), 'Please select a report type');
    await expectFieldError(box(page, 'Description'), 'Please provide a detailed description (minimum 10 characters)');
    await expectFieldError(box(page, 'Enter the characters shown'), 'Please complete the captcha verification');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(posts).toEqual([]);

    await page.goto('/game/stardew-valley');
    // The contact page names this button: both say 'Report Error'.
    await page.getByRole('main').getByRole('link', { name: 'Report Error', exact: true }).click();
    await page.waitForURL('**/report-error?game=Stardew%20Valley');
    expect(await box(page, 'Game Title').inputValue()).toBe('Stardew Valley');
    expect(await page.title()).toBe('Report an Error | Cozy Games');
    const labels = await page
      .getByRole('combobox', { name: 'Error Type' })
      .locator('option:not([disabled])')
      .allTextContents();
    expect(labels).toEqual(['Incorrect Information', 'Missing Information', 'Broken Link', 'Other Issue']);
  });

  it('shows the contact form messages and sends nothing when invalid', async () => {
    const page = await browser.open('/contact');
    const posts = recordPosts(page, '/api/contact');
    await waitForCaptcha(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectFieldError(box(page, 'Name'), 'Name is required');
    await expectFieldError(box(page, 'Email'), 'Valid email is required');
    await expectFieldError(box(page, 'Subject'), 'Subject is required');
    await expectFieldError(box(page, 'Message'), 'Message must be at least 10 characters');
    await expectFieldError(box(page, 'Enter the characters shown'), 'Please complete the captcha verification');

    await box(page, 'Email').fill('not-an-email');
    await box(page, 'Message').fill('Too short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectFieldError(box(page, 'Email'), 'Valid email is required');
    await expectFieldError(box(page, 'Message'), 'Message must be at least 10 characters');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(posts).toEqual([]);
    expect(await page.getByRole('link', { name: 'Report an Error' }).getAttribute('href')).toBe('/report-error');
  });

  it('turns the captcha red with a message for a wrong answer, green for the right one, and blocks the send', async () => {
    const page = await browser.open('/contact');
    const posts = recordPosts(page, '/api/contact');
    await waitForCaptcha(page);
    const answer = box(page, 'Enter the characters shown');
    // Only an empty box is neutral: one typed character that cannot be the code is already wrong.
    await answer.fill('C');
    await visible(page.getByText('Captcha does not match. Please try again.'));
    expect(await answer.getAttribute('aria-invalid')).toBe('true');
    await answer.fill('Cozy4');
    await visible(page.getByText('Captcha does not match. Please try again.'));
    expect(await answer.getAttribute('class')).toContain('border-berry-700');
    await answer.fill('');
    await expect.poll(() => page.getByText('Captcha does not match. Please try again.').count()).toBe(0);
    await answer.fill('Wrong9');
    await visible(page.getByText('Captcha does not match. Please try again.'));
    expect(await answer.getAttribute('aria-invalid')).toBe('true');
    expect(await answer.getAttribute('class')).toContain('border-berry-700');

    await box(page, 'Name').fill('Robin');
    await box(page, 'Email').fill('robin@example.com');
    await box(page, 'Subject').fill('Hello');
    await box(page, 'Message').fill('Just saying hello to the team.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await visible(page.getByText('Captcha Verification Failed'));
    expect(posts).toEqual([]);

    const image = page.getByRole('img', { name: 'Security check: type the characters shown' });
    const before = await image.getAttribute('src');
    await page.getByRole('button', { name: 'New captcha' }).click();
    await expect.poll(() => image.getAttribute('src')).not.toBe(before);
    expect(await answer.inputValue()).toBe('');
    expect(await page.getByText('Captcha does not match. Please try again.').count()).toBe(0);

    await answer.fill(E2E_CAPTCHA);
    await visible(page.getByText('✓ Characters match'));
    // A clearly green border, not the sage of the focus ring.
    await answer.blur();
    const border = await answer.evaluate((element) => getComputedStyle(element).borderTopColor);
    const [red = 0, green = 0, blue = 0] = border.match(/\d+/g)!.map(Number);
    expect(green).toBeGreaterThan(red + 50);
    expect(green).toBeGreaterThan(blue + 40);
  });
});

describe('the visitor forms: sending', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('submits a game and shows the Submission Received dialog, whose button goes home', async () => {
    const page = await browser.open('/submit-game');
    await fillSubmission(page, 'The Tea Garden by the Sea');
    await page.getByRole('checkbox', { name: 'This game includes combat' }).check();
    // An address typed without its scheme is completed on leaving the box, and sent so.
    const website = box(page, 'Official Website');
    await website.fill('kamaeru.com');
    await website.press('Tab');
    await expect.poll(() => website.inputValue()).toBe('https://kamaeru.com');
    expect(await website.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Add a store' }).click();
    await page.getByRole('combobox', { name: 'Store 1' }).selectOption('steam');
    const storeLink = page.getByRole('textbox', { name: 'Store page link 1' });
    await storeLink.fill('store.steampowered.com/app/2111170/Kamaeru/');
    await storeLink.press('Tab');
    await expect.poll(() => storeLink.inputValue()).toBe('https://store.steampowered.com/app/2111170/Kamaeru/');
    await solveCaptcha(page);
    const created = postTo(page, '/api/submissions');
    await page.getByRole('button', { name: 'Submit Game' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'The Tea Garden by the Sea',
      status: 'pending',
      features: ['Brew tea for visiting spirits', 'Decorate a cliffside cottage'],
      platforms: ['switch', 'pc'],
      genre: 'life-sim',
      releaseYear: 2024,
      hasCombat: true,
      submitterEmail: 'player@example.com',
      websiteUrl: 'https://kamaeru.com',
      stores: [{ store: 'steam', url: 'https://store.steampowered.com/app/2111170/Kamaeru/' }],
    });

    const dialog = page.getByRole('dialog', { name: 'Submission Received!' });
    await visible(dialog);
    expect(await dialog.textContent()).toMatch(/review.*notify/i);
    // The dialog says it once: no toast beside it. The open dialog hides the rest of the page from
    // the accessibility tree: look for a toast by markup.
    expect(await page.locator('[role="region"][aria-label^="Notifications"] li').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Back to Games' }).click();
    await page.waitForURL(`${baseUrl()}/`);

    const pending = await adminGet<{ id: number; title: string; status: string }[]>('/api/submissions?status=pending');
    expect(pending.find((s) => s.id === body.id)).toMatchObject({
      title: 'The Tea Garden by the Sea',
      status: 'pending',
    });
  });

  it('shows games already in the catalogue with a similar title while the title is typed', async () => {
    const page = await browser.open('/submit-game');
    const title = box(page, 'Game Title');
    const description = box(page, 'Description');
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/games') searches.push(url.searchParams.get('search') ?? '');
    });
    const descriptionTop = (await description.boundingBox())!.y;

    await title.pressSequentially('St', { delay: 20 });
    await page.waitForTimeout(600);
    expect(searches).toEqual([]);
    expect(await page.getByText('Already in the catalogue:').count()).toBe(0);

    await title.pressSequentially('ardew Valley', { delay: 20 });
    const note = page.getByText('Already in the catalogue:');
    await visible(note);
    // Asked once typing paused, not at every key.
    expect(searches.length).toBeLessThanOrEqual(2);
    expect(searches.at(-1)).toBe('Stardew Valley');
    const list = page.getByRole('list', { name: 'Already in the catalogue:' });
    const link = list.getByRole('link', { name: /^Stardew Valley/ });
    expect(await link.getAttribute('href')).toBe('/game/stardew-valley');
    expect(await link.getAttribute('target')).toBe('_blank');
    // Announced politely, and the form below does not move.
    expect(await note.evaluate((element) => element.closest('[aria-live]')?.getAttribute('aria-live'))).toBe('polite');
    expect((await description.boundingBox())!.y).toBe(descriptionTop);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A typo still finds it; a title nothing looks like clears the list.
    await title.fill('stardew valy');
    await visible(list.getByRole('link', { name: /^Stardew Valley/ }));
    await title.fill('A Lighthouse Nobody Has Made Yet');
    await expect.poll(() => page.getByText('Already in the catalogue:').count()).toBe(0);
    await title.fill('Stardew Valley');
    await visible(note);
    await title.fill('St');
    await expect.poll(() => page.getByText('Already in the catalogue:').count()).toBe(0);
  });

  it('sends an error report, then clears the form', async () => {
    const page = await browser.open('/report-error?game=Unpacking');
    await page.getByRole('combobox', { name: 'Error Type' }).selectOption('broken-link');
    await box(page, 'Description').fill('The official website link points to an old page.');
    await solveCaptcha(page);
    const created = postTo(page, '/api/report-error');
    await page.getByRole('button', { name: 'Submit Error Report' }).click();
    expect((await created).status()).toBe(201);
    await visible(page.getByText('Report Submitted!'));
    await visible(page.getByText("Thank you for reporting this issue. We'll review it shortly.").first());
    await expect.poll(() => box(page, 'Game Title').inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Error Type' }).inputValue()).toBe('');
    expect(await box(page, 'Description').inputValue()).toBe('');
    expect(await box(page, 'Enter the characters shown').inputValue()).toBe('');

    const reports = await adminGet<Record<string, unknown>[]>('/api/error-reports');
    expect(reports).toContainEqual(
      expect.objectContaining({
        gameTitle: 'Unpacking',
        reportType: 'broken-link',
        description: 'The official website link points to an old page.',
        status: 'unreviewed',
      }),
    );
  });

  it('sends a contact message, then clears the form', async () => {
    const page = await browser.open('/contact');
    await box(page, 'Name').fill('Robin Meadows');
    await box(page, 'Email').fill('robin@example.com');
    await box(page, 'Subject').fill('A partnership idea');
    await box(page, 'Message').fill('We run a cozy games newsletter and would love to work together.');
    await solveCaptcha(page);
    const created = postTo(page, '/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await created).status()).toBe(201);
    await visible(page.getByText('Message Sent!'));
    await expect.poll(() => box(page, 'Name').inputValue()).toBe('');
    expect(await box(page, 'Message').inputValue()).toBe('');

    const messages = await adminGet<Record<string, unknown>[]>('/api/contact-messages');
    expect(messages).toContainEqual(
      expect.objectContaining({ name: 'Robin Meadows', email: 'robin@example.com', subject: 'A partnership idea' }),
    );
  });
});

describe('the visitor forms: refusals and retries', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session, EXPECTED_REFUSALS);

  it('retries once with a fresh security token when the token no longer matches its secret', async () => {
    const page = await browser.open('/submit-game');
    await fillSubmission(page, 'A Retried Tea Garden');
    await solveCaptcha(page);
    await browser.session.context.clearCookies({ name: 'csrf-secret' });
    await browser.session.context.addCookies([{ name: 'csrf-secret', value: 'bogus.secret', url: baseUrl() }]);

    const refused = postTo(page, '/api/submissions', 403);
    const created = postTo(page, '/api/submissions', 201);
    await page.getByRole('button', { name: 'Submit Game' }).click();
    expect((await (await refused).json()).message).toMatch(/invalid csrf token/i);
    await created;
    await visible(page.getByRole('dialog', { name: 'Submission Received!' }));
    const cookies = await browser.session.context.cookies(baseUrl());
    expect(cookies.find((c) => c.name === 'csrf-secret')?.value).not.toBe('bogus.secret');
  });

  it('shows the server refusing a wrong captcha with a toast and a new challenge', async () => {
    const page = await browser.open('/report-error?game=Townscaper');
    await page.getByRole('combobox', { name: 'Error Type' }).selectOption('missing-info');
    await box(page, 'Description').fill('The Android version is missing from the list.');
    await waitForCaptcha(page);
    const image = page.getByRole('img', { name: 'Security check: type the characters shown' });
    const before = await image.getAttribute('src');
    // The live check is told the answer matches, so only the server can refuse it.
    await page.route('**/api/captcha/check', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
    );
    await box(page, 'Enter the characters shown').fill('Wrong9');
    await visible(page.getByText('✓ Characters match'));
    const refused = postTo(page, '/api/report-error');
    await page.getByRole('button', { name: 'Submit Error Report' }).click();
    expect((await refused).status()).toBe(400);
    await visible(page.getByText('Captcha Verification Failed'));
    await visible(page.getByText('Please complete the captcha verification correctly.').first());
    await expect.poll(() => image.getAttribute('src')).not.toBe(before);
    expect(await box(page, 'Enter the characters shown').inputValue()).toBe('');
    // The report itself is kept for a second try.
    expect(await box(page, 'Game Title').inputValue()).toBe('Townscaper');
  });

  it('refreshes the security token on request', async () => {
    const page = await browser.open('/submit-game');
    const token = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/csrf-token');
    await page.getByRole('button', { name: 'Refresh Security Token' }).click();
    expect((await token).status()).toBe(200);
    await visible(page.getByText('Your form is ready to submit.'));
  });
});

describe('rating a game', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('rates with tea cups, then shows Already Rated and the new rating, also after a reload', async () => {
    const page = await browser.open('/game/townscaper');
    expect(await page.getByTestId('cozy-rating').textContent()).toBe('No ratings yet');
    const rate = page.getByRole('button', { name: 'Rate This Game' });
    await expect.poll(() => rate.isEnabled()).toBe(true);
    await rate.click();

    const dialog = page.getByRole('dialog', { name: 'How cozy is this game?' });
    await visible(dialog);
    // Closed without a vote, the dialog gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => rate.evaluate((button) => button === document.activeElement)).toBe(true);
    await rate.click();
    await visible(dialog);
    await visible(dialog.getByText('Rate with tea cups - 5 cups is maximum coziness!'));
    const submit = dialog.getByRole('button', { name: 'Submit Rating' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await dialog.getByRole('radio').count()).toBe(5);

    await dialog.getByRole('radio', { name: '2 tea cups' }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '4 tea cups' }).isChecked()).toBe(true);
    expect(await submit.isEnabled()).toBe(true);

    const voted = postTo(page, `/api/games/${await gameId('townscaper')}/cozy-rating`);
    await submit.click();
    expect((await voted).status()).toBe(201);
    await visible(page.getByText('Rating submitted! Thank you for sharing your cozy rating.').first());
    await visible(page.getByRole('button', { name: 'Already Rated' }));
    expect(await page.getByRole('button', { name: 'Already Rated' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('cozy-rating').textContent()).toBe('4.0 / 5');
    await visible(page.getByText('From 1 vote'));

    await page.reload();
    await visible(page.getByRole('button', { name: 'Already Rated' }));
    expect(await page.getByTestId('cozy-rating').textContent()).toBe('4.0 / 5');
  });
});
