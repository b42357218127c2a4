import { request as httpRequest } from 'node:http';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, closeContextAfterEach, seriousAxeViolations, useBrowser, visible } from './support/browser.ts';
import { addGameAsAdmin, adminGet, adminSend, emptyPendingQueue } from './support/admin-api.ts';
import { E2E_ADMIN, E2E_CAPTCHA } from './support/global-setup.ts';

/** Makes titles unique to this run, so no test depends on rows another one left. */
const RUN = Date.now().toString(36);

/** Chromium logs the 401 of a refused sign-in as a failed resource; that one is expected. */
const REFUSED_SIGN_IN = [/Failed to load resource: the server responded with a status of 401/];

/**
 * Visitor writes for the fixtures come from their own loopback address: the per-client write limit
 * (5 submissions per 10 minutes) is shared with the other journeys that run against this server.
 */
const VISITOR_ADDRESS = '127.0.0.77';

interface Answer<T> {
  status: number;
  body: T;
  /** The cookies the answer set, as a Cookie header value. */
  cookies: string;
}

function visitorCall<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  csrf?: { token: string; cookies: string },
): Promise<Answer<T>> {
  const url = new URL(path, baseUrl());
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (payload) headers['Content-Type'] = 'application/json';
  if (csrf) Object.assign(headers, { Cookie: csrf.cookies, 'X-CSRF-Token': csrf.token });
  const send = (localAddress?: string) =>
    new Promise<Answer<T>>((resolve, reject) => {
      const request = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: text ? JSON.parse(text) : null,
              cookies: (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  // Systems that configure only 127.0.0.1 fall back to the shared address.
  return send(VISITOR_ADDRESS).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRNOTAVAIL') return send();
    throw error;
  });
}

/** A visitor's write through the public API, with the anti-forgery token and a solved captcha. */
async function visitorPost<T = { id: number }>(path: string, body: Record<string, unknown>): Promise<T> {
  const { body: token, cookies } = await visitorCall<{ csrfToken: string }>('GET', '/api/csrf-token');
  const { body: captcha } = await visitorCall<{ id: string }>('GET', '/api/captcha');
  const created = await visitorCall<T>(
    'POST',
    path,
    { ...body, captchaId: captcha.id, captcha: E2E_CAPTCHA },
    { token: token.csrfToken, cookies },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

function submitGame(title: string, overrides: Record<string, unknown> = {}) {
  return visitorPost('/api/submissions', {
    title,
    description: 'A gentle game about brewing tea for travellers in a lantern-lit harbour town.',
    features: ['Brew tea for visiting travellers', 'Decorate a harbour tea house'],
    platforms: ['switch', 'pc'],
    genre: 'life-sim',
    releaseYear: 2024,
    developer: 'Kettle Works',
    imageUrl: 'https://example.com/covers/lantern.png',
    websiteUrl: 'https://example.com/lantern',
    submitterEmail: 'player@example.com',
    hasCombat: false,
    ...overrides,
  });
}

async function signIn(page: Page) {
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

async function openTab(page: Page, name: string) {
  await tab(page, name).click();
  await expect.poll(() => tab(page, name).getAttribute('aria-selected')).toBe('true');
}

async function expectToast(page: Page, title: string, description?: string) {
  await visible(page.getByText(title, { exact: true }));
  if (description) await visible(page.getByText(description, { exact: true }));
}

const pendingReviews = (count: number) => `${count} ${count === 1 ? 'Pending Review' : 'Pending Reviews'}`;

const tabCount = async (locator: Locator) => Number((await locator.textContent())?.match(/\d+$/)?.[0] ?? NaN);

describe('signing in to the dashboard', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session, REFUSED_SIGN_IN);

  it('is marked noindex and shows the login card to a visitor', async () => {
    const response = await fetch(`${baseUrl()}/admin`);
    const html = await response.text();
    expect(html).toContain('<title>Admin | Cozy Games</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('Admin Login');
    expect(response.headers.get('cache-control')).toContain('no-store');

    const page = await browser.open('/admin');
    await visible(page.getByRole('heading', { name: 'Admin Login' }));
    expect(await page.getByRole('link', { name: 'Return to Homepage' }).getAttribute('href')).toBe('/');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('validates, refuses a wrong password, signs in, stays signed in on reload, and signs out', async () => {
    const page = await browser.open('/admin');
    const login = page.getByRole('button', { name: 'Login' });

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await login.click();
    await visible(page.getByText('Please enter a valid email address.'));
    await visible(page.getByText('Password must be at least 6 characters.'));
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await login.click();
    await expect.poll(() => page.getByRole('alert').allTextContents()).toContain('Invalid email or password.');
    expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);

    // Between the accepted password and the dashboard, the page data reloads with the session.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/admin.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await login.click();
    await visible(page.getByRole('status').filter({ hasText: 'Loading admin dashboard...' }));
    release();
    await visible(page.getByRole('heading', { name: 'Admin Dashboard' }));
    await page.unroute('**/admin.data*');
    await expectToast(page, 'Login successful', 'Welcome to the admin dashboard!');
    await visible(page.getByTestId('pending-reviews'));
    expect(await page.getByTestId('pending-reviews').textContent()).toMatch(/^(1 Pending Review|\d+ Pending Reviews)$/);
    expect(await page.getByRole('link', { name: 'Back to Site' }).getAttribute('href')).toBe('/');

    // The server renders the dashboard for a signed-in admin: no login card first.
    const cookie = (await browser.session.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const html = await (await fetch(`${baseUrl()}/admin`, { headers: { cookie } })).text();
    expect(html).toContain('Admin Dashboard');
    expect(html).not.toContain('Admin Login');

    await page.getByRole('button', { name: 'Logout' }).click();
    await visible(page.getByRole('heading', { name: 'Admin Login' }));
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    const me = await fetch(`${baseUrl()}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(401);
  });
});

describe('reviewing submissions', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session, [/Failed to load resource: the server responded with a status of 404/]);

  it('edits a pending submission, approves it with notes; the game joins the catalogue', async () => {
    const submitted = `Lantern Tea Hut ${RUN}`;
    const title = `Lantern Tea House ${RUN}`;
    await submitGame(submitted);
    const page = await browser.open('/admin');
    await signIn(page);

    let pending = card(page, submitted);
    await visible(pending);
    // The card stays short: the facts beyond the first line are behind 'Show details'.
    expect(await pending.getByText('player@example.com').isVisible()).toBe(false);
    await pending.getByRole('button', { name: 'Show details' }).click();
    expect(await pending.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    for (const text of ['Kettle Works', 'Life Simulation', '2024', 'No combat', 'Switch', 'PC', 'player@example.com']) {
      await visible(pending.getByText(text, { exact: true }));
    }
    await visible(pending.getByText('Brew tea for visiting travellers'));
    expect(await pending.getByRole('link', { name: /example\.com\/lantern/ }).getAttribute('href')).toBe(
      'https://example.com/lantern',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Fix the title and drop the off-site cover (the catalogue then draws one) before approving.
    await pending.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Submission' });
    await visible(dialog);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Image URL').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Submission Updated');
    await expect.poll(() => dialog.count()).toBe(0);
    pending = card(page, title);
    await visible(pending);
    // Focus returns to the Edit button that opened the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(`Edit ${title}`);

    const pendingBefore = await tabCount(tab(page, 'Pending'));
    await pending.getByLabel('Review Notes').fill('Lovely and calm.');
    await visible(pending.getByText('16/500 characters'));
    await pending.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Submission approved', 'The game submission has been approved successfully.');
    await expect.poll(() => card(page, title).count()).toBe(0);
    await expect.poll(() => tabCount(tab(page, 'Pending'))).toBe(pendingBefore - 1);
    expect(await page.getByTestId('pending-reviews').textContent()).toBe(pendingReviews(pendingBefore - 1));

    await openTab(page, 'Approved');
    const approved = card(page, title);
    await visible(approved.getByText('Lovely and calm.'));
    await visible(approved.getByText('Approved', { exact: true }).first());
    await visible(approved.getByRole('button', { name: 'Edit' }));
    await visible(approved.getByRole('button', { name: 'Delete' }));
    expect(await approved.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    await page.goto(`/?search=${encodeURIComponent(title)}`);
    await expect.poll(() => page.getByTestId('game-card').getByRole('heading').allTextContents()).toContain(title);
  });

  it('rejects a submission with a reason, shown under Rejected, and flags possible duplicates', async () => {
    const title = `Stardew Valley Fan Remake ${RUN}`;
    await submitGame(title, { submitterEmail: '', hasCombat: true, imageUrl: 'https://example.com/missing.png' });
    const page = await browser.open('/admin');
    await signIn(page);

    const pending = card(page, title);
    await pending.getByRole('button', { name: 'Show details' }).click();
    await visible(pending.getByText('No email provided'));
    // A submission shows our placeholder: its image address is never loaded by the browser.
    await expect
      .poll(() => pending.getByRole('img', { name: `${title} cover` }).getAttribute('src'))
      .toBe('/images/cover-fallback.svg');
    await visible(pending.getByText('Has combat', { exact: true }));
    const duplicates = pending.getByRole('heading', { name: 'Possible duplicates' }).locator('..');
    expect(await duplicates.getByRole('link', { name: 'Stardew Valley', exact: true }).getAttribute('href')).toBe(
      '/game/stardew-valley',
    );

    await pending.getByLabel('Review Notes').fill('Already in the catalogue.');
    await pending.getByRole('button', { name: 'Reject' }).click();
    await expectToast(page, 'Submission rejected', 'The game submission has been rejected successfully.');
    await expect.poll(() => card(page, title).count()).toBe(0);

    // The tabs follow the keyboard: from Pending, two steps right is Rejected.
    await tab(page, 'Pending').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab(page, 'Approved').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab(page, 'Rejected').getAttribute('aria-selected')).toBe('true');
    const rejected = card(page, title);
    const reason = rejected.getByRole('heading', { name: 'Rejection Reason' }).locator('..');
    expect(await reason.textContent()).toContain('Already in the catalogue.');
    await visible(rejected.getByRole('button', { name: 'Approve' }));
    await visible(rejected.getByRole('button', { name: 'Edit' }));
    await visible(rejected.getByRole('button', { name: 'Delete' }));
    await expect.poll(() => page.url()).toContain('tab=rejected');
  });
});

describe('the review queue, quick to scan and act on', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session, [/Failed to load resource: the server responded with a status of 404/]);

  type Pending = Record<string, unknown> & { id: number; title: string };
  const coverReason = 'The image address answered 400 instead of an image.';

  /**
   * Submits the titles in order (the queue shows the newest first) into an otherwise empty queue,
   * each with an image URL on this server that answers 400: an approval succeeds at once, and the
   * game keeps its generated cover.
   */
  async function queueOf(titles: string[]) {
    await emptyPendingQueue();
    for (const title of titles) await submitGame(title);
    const queued = await adminGet<Pending[]>('/api/submissions?status=pending&limit=100');
    for (const { id, title, description, platforms, genre, developer, releaseYear, features, websiteUrl } of queued) {
      const imageUrl = `${baseUrl()}/covers/not-there-${id}.png`;
      const body = { title, description, platforms, genre, developer, releaseYear, features, websiteUrl, imageUrl };
      expect((await adminSend('PATCH', `/api/submissions/${id}/content`, body)).status).toBe(200);
    }
    return new Map(queued.map((submission) => [submission.title, submission.id]));
  }

  const focusedCard = (page: Page) =>
    page.evaluate(() => document.activeElement?.closest('article')?.querySelector('h3')?.textContent ?? null);

  it('keeps pending cards short, and after an approval keeps the page still and moves focus to the next card', async () => {
    const titles = [1, 2, 3, 4, 5].map((n) => `Quiet Queue ${n} ${RUN}`);
    // A cover address that answers 404: the approval succeeds, and the game keeps its generated cover.
    await queueOf(titles);
    const page = await browser.open('/admin');
    await signIn(page);
    const list = page.getByRole('list', { name: 'Pending submissions' });
    await expect.poll(() => list.getByRole('article').count()).toBe(5);
    for (const box of await list.getByRole('article').evaluateAll((cards) => cards.map((c) => c.clientHeight))) {
      expect(box).toBeLessThanOrEqual(360);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Newest first: the third card is the third submitted, and the fourth takes its place.
    const third = card(page, titles[2]!);
    await page.evaluate(() => window.scrollTo(0, 400));
    await third.getByRole('button', { name: 'Approve' }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await third.getByRole('button', { name: 'Approve' }).click();

    const toast = page
      .locator('[role="region"][aria-label^="Notifications"] li')
      .filter({ hasText: 'Submission approved' });
    await visible(toast);
    expect(await toast.textContent()).toContain('The game is published with its generated cover.');
    expect(await toast.getAttribute('class')).not.toContain('bg-berry-700');
    await expect.poll(() => card(page, titles[2]!).count()).toBe(0);
    await expect.poll(() => focusedCard(page)).toBe(titles[1]);
    await expect.poll(() => tabCount(tab(page, 'Pending'))).toBe(4);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);

    // The last card: focus goes to the one before it.
    await card(page, titles[0]!).getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => focusedCard(page)).toBe(titles[1]);
  });

  it('rejects two selected cards with one note; the badge then counts the one left', async () => {
    const titles = [1, 2, 3].map((n) => `Shared Verdict ${n} ${RUN}`);
    await queueOf(titles);
    const page = await browser.open('/admin');
    await signIn(page);
    await visible(card(page, titles[0]!));

    await page.getByRole('checkbox', { name: `Select ${titles[2]}` }).check();
    await page.getByRole('checkbox', { name: `Select ${titles[1]}` }).check();
    const bar = page.getByRole('region', { name: 'Decide on the selected submissions' });
    await visible(bar);
    expect(await page.getByRole('checkbox', { name: 'Select all on this page' }).isChecked()).toBe(false);
    await bar.getByLabel('Review Notes for the 2 submissions selected').fill('Not cozy enough for the catalogue.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await bar.getByRole('button', { name: 'Reject 2 selected' }).click();

    await visible(bar.getByText('Rejected 2 submissions.', { exact: true }));
    const results = bar.getByRole('list', { name: 'Result for each submission' });
    expect(await results.getByRole('listitem').allTextContents()).toEqual([
      `Rejected: ${titles[2]}`,
      `Rejected: ${titles[1]}`,
    ]);
    await expect
      .poll(() => page.getByRole('list', { name: 'Pending submissions' }).getByRole('article').count())
      .toBe(1);
    await expect.poll(() => page.getByTestId('pending-reviews').textContent()).toBe('1 Pending Review');

    await openTab(page, 'Rejected');
    for (const title of titles.slice(1)) {
      const reason = card(page, title).getByRole('heading', { name: 'Rejection Reason' }).locator('..');
      await expect.poll(() => reason.textContent()).toContain('Not cozy enough for the catalogue.');
    }

    // The activity log speaks in sentences, each naming what it changed.
    await openTab(page, 'Activity');
    const log = page.getByRole('list', { name: 'Admin activity' });
    await visible(log.getByText(`Rejected the submission ${titles[2]}.`, { exact: true }));
    await visible(log.getByText(`Rejected the submission ${titles[1]}.`, { exact: true }));
    const lines = await log
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(line).toMatch(/^[A-Z].*\.$/s);
      expect(line).not.toMatch(/\b[a-z-]+\.[a-z-]+(\.[a-z-]+)?\b on /);
    }
  });

  it('explains a partial failure: the one deleted meanwhile stays selected with the reason', async () => {
    const titles = [1, 2].map((n) => `Split Decision ${n} ${RUN}`);
    const ids = await queueOf(titles);
    const page = await browser.open('/admin');
    await signIn(page);
    await visible(card(page, titles[0]!));
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();

    // Another admin deletes one before this one decides.
    expect((await adminSend('DELETE', `/api/submissions/${ids.get(titles[0]!)}`)).status).toBe(204);

    const bar = page.getByRole('region', { name: 'Decide on the selected submissions' });
    await bar.getByRole('button', { name: 'Approve 2 selected' }).click();
    await visible(bar.getByText('Approved 1 of 2 submissions; 1 could not be approved.', { exact: true }));
    expect(
      await bar.getByRole('list', { name: 'Result for each submission' }).getByRole('listitem').allTextContents(),
    ).toEqual([
      `Approved: ${titles[1]}. The game is published with its generated cover. The cover could not be taken from the image URL: ${coverReason}`,
      `Could not approve ${titles[0]}: It was deleted in the meantime.`,
    ]);
    await visible(page.getByText('1 of 2 submissions not approved', { exact: true }));
    await expect.poll(() => card(page, titles[1]!).count()).toBe(0);
  });

  it('takes an approved submission off the Approved tab once its game is deleted', async () => {
    const title = `Fleeting Orchard ${RUN}`;
    const ids = await queueOf([title]);
    expect((await adminSend('PATCH', `/api/submissions/${ids.get(title)}/status`, { status: 'approved' })).status).toBe(
      200,
    );
    const page = await browser.open('/admin?tab=approved');
    await signIn(page);
    await visible(card(page, title));
    const approvedBefore = await tabCount(tab(page, 'Approved'));

    await openTab(page, 'Published');
    await page.getByLabel('Search published games').fill(title);
    await card(page, title).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Game' }).click();
    await expectToast(page, 'Game deleted');

    await openTab(page, 'Approved');
    await expect.poll(() => card(page, title).count()).toBe(0);
    await expect.poll(() => tabCount(tab(page, 'Approved'))).toBe(approvedBefore - 1);
  });
});

describe('managing published games', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it("adds a game, then edits its title in the dialog; the game's page shows the new title", async () => {
    const title = `Paper Lantern Bay ${RUN}`;
    const renamed = `Paper Lantern Harbour ${RUN}`;
    const page = await browser.open('/admin?tab=published');
    await signIn(page);

    await page.getByRole('button', { name: 'Add Game' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Game' });
    await visible(dialog);
    await dialog.getByLabel('Release Year').fill('1970');
    await dialog.getByLabel('Website URL').fill('not a link');
    await dialog.getByLabel('Image URL').fill('cover.png');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    // The spec's dashboard messages, with their full stops.
    await visible(dialog.getByText('Title is required.', { exact: true }));
    await visible(dialog.getByText('Description is required.', { exact: true }));
    await visible(dialog.getByText('Genre is required.', { exact: true }));
    await visible(dialog.getByText('At least one platform must be selected.', { exact: true }));
    await visible(dialog.getByText('Please enter a valid URL.', { exact: true }));
    await visible(dialog.getByText('Please enter a valid image URL.', { exact: true }));
    await visible(dialog.getByText('Release year must be between 1980 and 2030.', { exact: true }));
    await visible(dialog.getByText('At least one feature is required'));
    await dialog.getByLabel('Release Year').fill('2031');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await visible(dialog.getByText('Release year must be between 1980 and 2030.', { exact: true }));
    await dialog.getByLabel('Image URL').fill('');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Description')
      .fill('Light paper lanterns along a sleepy bay and watch the boats drift home.');
    await dialog.getByRole('textbox', { name: 'Feature 1', exact: true }).fill('Fold and light paper lanterns');
    await dialog.getByRole('button', { name: 'Add Feature (1/4)' }).click();
    await dialog.getByRole('textbox', { name: 'Feature 2', exact: true }).fill('Chat with the harbour keeper');
    await dialog.getByLabel('Genre').selectOption('casual');
    await dialog.getByLabel('Release Year').fill('2023');
    await dialog.getByLabel('Website URL').fill('https://example.com/lantern-bay');
    await dialog.getByRole('checkbox', { name: 'Switch', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Mac', exact: true }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Game added');
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByLabel('Search published games').fill(title);
    const added = card(page, title);
    await visible(added.getByText('Casual', { exact: true }));
    await added.getByRole('button', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Published Game' });
    await visible(dialog);
    expect(await dialog.getByLabel('Release Year').inputValue()).toBe('2023');
    expect(await dialog.getByRole('checkbox', { name: 'Mac', exact: true }).isChecked()).toBe(true);
    await dialog.getByLabel('Title').fill(renamed);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Game updated', 'The game has been updated successfully.');
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByLabel('Search published games').fill(renamed);
    await card(page, renamed).getByRole('link', { name: 'View page' }).click();
    await page.waitForURL('**/game/paper-lantern-harbour-*');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(renamed);
  });

  it('pages and searches the catalogue on the server, and counts all of it in the tab', async () => {
    const answer = await fetch(`${baseUrl()}/api/games?limit=1`);
    const total = Number(answer.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(24);
    const pages = Math.ceil(total / 24);
    const [oldest] = (await (await fetch(`${baseUrl()}/api/games?limit=1&offset=${total - 1}`)).json()) as {
      title: string;
    }[];
    const page = await browser.open('/admin?tab=published');
    await signIn(page);

    await expect.poll(() => tabCount(tab(page, 'Published'))).toBe(total);
    await visible(page.getByText(`Page 1 of ${pages}`));
    const shown = page.getByRole('list', { name: 'Published games' }).getByRole('article');
    await expect.poll(() => shown.count()).toBe(24);
    await visible(page.getByText(`Showing 1–24 of ${total} games`));
    const firstPage = await shown.getByRole('heading').allTextContents();
    expect(await page.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const nextRequest = page.waitForRequest((r) => /\/api\/games\?.*offset=24/.test(r.url()));
    await page.getByRole('button', { name: 'Next page' }).click();
    await nextRequest;
    await visible(page.getByText(`Page 2 of ${pages}`));
    await expect.poll(() => shown.getByRole('heading').allTextContents()).not.toEqual(firstPage);
    expect(await shown.count()).toBeLessThanOrEqual(24);

    // The oldest game is on the last page; the server finds it, and the search starts from page 1.
    const searchRequest = page.waitForRequest((r) => r.url().includes('/api/games?') && r.url().includes('search='));
    await page.getByLabel('Search published games').fill(oldest!.title);
    expect(new URL((await searchRequest).url()).searchParams.get('offset')).toBe('0');
    await visible(card(page, oldest!.title));
    await visible(page.getByText(/^Showing 1–\d+ of \d+ games matching/));
    expect(await tabCount(tab(page, 'Published'))).toBe(total);
  });

  it('deletes a game after confirming; its page is gone', async () => {
    const title = `River Paper Boats ${RUN}`;
    const game = await addGameAsAdmin(title);
    const page = await browser.open('/admin?tab=published');
    await signIn(page);
    await page.getByLabel('Search published games').fill(title);
    // As a person would: the search's answer first, then the game's Delete.
    await visible(page.getByText(`Showing 1–1 of 1 games matching “${title}”`));
    const gameCard = card(page, title);

    await gameCard.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this game?' });
    await visible(confirm);
    expect(await confirm.textContent()).toContain('This action cannot be undone.');
    expect(await confirm.textContent()).toContain('players will no longer find it in the catalog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    // Focus returns to the button that opened the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(`Delete ${title}`);

    await gameCard.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete Game' }).click();
    await expectToast(page, 'Game deleted');
    await expect.poll(() => card(page, title).count()).toBe(0);
    expect((await fetch(`${baseUrl()}/game/${game.slug}`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/api/games/${game.id}`)).status).toBe(404);
  });
});

describe('the inbox and the activity log', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('lists error reports and messages from visitors and marks them resolved and handled', async () => {
    const gameTitle = `Lantern Lake ${RUN}`;
    const subject = `Newsletter idea ${RUN}`;
    await visitorPost('/api/report-error', {
      gameTitle,
      reportType: 'broken-link',
      description: 'The official website link now points to a parked domain.',
    });
    await visitorPost('/api/contact', {
      name: 'Robin Moss',
      email: 'robin@example.com',
      subject,
      message: 'We would love to feature the catalogue in our newsletter.',
    });
    const page = await browser.open('/admin?tab=reports');
    await signIn(page);

    const report = card(page, gameTitle);
    await visible(report.getByText('Broken Link', { exact: true }));
    await visible(report.getByText('The official website link now points to a parked domain.'));
    await visible(report.getByText('Unreviewed', { exact: true }));
    const unreviewed = await tabCount(tab(page, 'Error Reports'));
    await report.getByLabel('Notes').fill('Updated the link.');
    await report.getByRole('button', { name: 'Mark Resolved' }).click();
    await expectToast(page, 'Report updated', 'The error report has been marked resolved.');
    await visible(report.getByText('Resolved', { exact: true }));
    await visible(report.getByRole('button', { name: 'Reopen' }));
    await expect.poll(() => tabCount(tab(page, 'Error Reports'))).toBe(unreviewed - 1);

    await openTab(page, 'Messages');
    const message = card(page, subject);
    await visible(message.getByText('Robin Moss'));
    await visible(message.getByText('We would love to feature the catalogue in our newsletter.'));
    expect(await message.getByRole('link', { name: 'robin@example.com' }).getAttribute('href')).toMatch(
      /^mailto:robin@example\.com/,
    );
    const unhandled = await tabCount(tab(page, 'Messages'));
    await message.getByRole('button', { name: 'Mark Handled' }).click();
    await visible(message.getByRole('button', { name: 'Mark Unhandled' }));
    await visible(message.getByText('Handled', { exact: true }));
    await expect.poll(() => tabCount(tab(page, 'Messages'))).toBe(unhandled - 1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await openTab(page, 'Activity');
    const log = page.getByRole('list', { name: 'Admin activity' });
    await visible(log.getByText(`Resolved the error report on ${gameTitle}.`, { exact: true }));
    await visible(log.getByText(`Marked the message “${subject}” as handled.`, { exact: true }));
    expect(await log.getByText(E2E_ADMIN.email).count()).toBeGreaterThan(1);
  });

  it('fits a phone: the tabs wrap so every one is in sight, and the page does not scroll sideways', async () => {
    const page = await browser.open('/admin', { width: 390, height: 844 });
    await signIn(page);
    await visible(page.getByRole('tab', { name: /^Pending \d+/ }));
    const layout = await page.evaluate(() => {
      const list = document.querySelector('[role="tablist"]')!;
      const box = list.getBoundingClientRect();
      const tabs = [...list.querySelectorAll('[role="tab"]')].map((t) => t.getBoundingClientRect());
      return {
        page: document.documentElement.scrollWidth,
        list: list.scrollWidth,
        shown: list.clientWidth,
        allInside: tabs.every((t) => t.left >= box.left && t.right <= box.right),
        count: tabs.length,
      };
    });
    expect(layout.page).toBeLessThanOrEqual(390);
    expect(layout.list).toBeLessThanOrEqual(layout.shown);
    expect(layout.allInside).toBe(true);
    expect(layout.count).toBe(7);
    await openTab(page, 'Activity');
    expect(await tab(page, 'Activity').isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
