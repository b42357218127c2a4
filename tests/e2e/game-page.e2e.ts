import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  closeContextAfterEach,
  seriousAxeViolations,
  useBrowser,
  visible,
  waitForHydration,
} from './support/browser.ts';

const PHONE = { width: 390, height: 844 };
/** One kind of phone: every visitor below has the very same browser. */
const SAME_PHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};
/** A second vote from one voter is refused (409), which Chromium reports in the console. */
const REFUSED_VOTE = [/Failed to load resource: the server responded with a status of 409/];

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  await visible(locator);
  const found = await locator.first().boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

const votePosted = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/cozy-rating'),
  );

/** Rates the game on the page with `cups` tea cups and answers the vote's status. */
async function rate(page: Page, cups: number): Promise<number> {
  const button = page.getByRole('button', { name: 'Rate This Game' });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'How cozy is this game?' });
  await visible(dialog);
  await dialog.getByRole('radio', { name: `${cups} tea ${cups === 1 ? 'cup' : 'cups'}` }).click();
  const posted = votePosted(page);
  await dialog.getByRole('button', { name: 'Submit Rating' }).click();
  return (await posted).status();
}

const voterId = (page: Page) => page.evaluate(() => localStorage.getItem('cozy-games:voter-id'));

describe('votes: each browser is a voter of its own', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session, REFUSED_VOTE);

  it('counts two people with the same kind of phone as two voters, and shows each the cups they gave', async () => {
    const first = await browser.open('/game/spiritfarer', PHONE, SAME_PHONE);
    expect(await rate(first, 5)).toBe(201);
    await visible(first.getByRole('button', { name: 'Already Rated' }));
    await visible(first.getByTestId('your-rating').getByText('You gave it 5 cups'));

    const second = await browser.open('/game/spiritfarer', PHONE, SAME_PHONE);
    expect(await second.evaluate(() => navigator.userAgent)).toBe(await first.evaluate(() => navigator.userAgent));
    expect(await rate(second, 3)).toBe(201);
    await visible(second.getByText('From 2 votes'));
    await visible(second.getByTestId('your-rating').getByText('You gave it 3 cups'));
    expect(await voterId(second)).not.toBe(await voterId(first));

    // The first person comes back: still a voter who has rated, with their own cups.
    await first.reload();
    await waitForHydration(first);
    await visible(first.getByRole('button', { name: 'Already Rated' }));
    await visible(first.getByTestId('your-rating').getByText('You gave it 5 cups'));
    expect(await first.getByRole('button', { name: 'Already Rated' }).isDisabled()).toBe(true);
  });

  it('refuses a second vote from the same browser (another tab) and shows Already Rated with the cups given', async () => {
    const page = await browser.open('/game/wylde-flowers', PHONE);
    // A second tab of the same browser, opened before the vote: it still offers to rate.
    const otherTab = await page.context().newPage();
    await otherTab.goto('/game/wylde-flowers');
    await waitForHydration(otherTab);

    expect(await rate(page, 4)).toBe(201);
    expect(await rate(otherTab, 1)).toBe(409);
    await visible(otherTab.getByText('You have already rated this game').first());
    await visible(otherTab.getByRole('button', { name: 'Already Rated' }));
    await visible(otherTab.getByTestId('your-rating').getByText('You gave it 4 cups'));
    await visible(otherTab.getByText('From 1 vote'));
  });
});

describe('the game page on a phone', () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('shows the cover, the title and badges, the description, the Cozy Profile, then the rating and the actions', async () => {
    const page = await browser.open('/game/stardew-valley', PHONE);
    const parts: [string, Locator][] = [
      ['cover', page.getByRole('img', { name: 'Stardew Valley cover art' })],
      ['title', page.getByRole('heading', { level: 1, name: 'Stardew Valley' })],
      ['badges', page.locator('h1 + div')],
      ['description', page.locator('#about-heading + p')],
      ['Cozy Profile', page.getByTestId('cozy-profile')],
      ['rating', page.getByRole('heading', { name: 'Cozy Rating' })],
      ['actions', page.getByRole('heading', { name: 'Actions' })],
    ];
    let previous: { name: string; bottom: number } | null = null;
    for (const [name, locator] of parts) {
      const found = await box(locator);
      if (previous) expect(found.y, `${name} below ${previous.name}`).toBeGreaterThanOrEqual(previous.bottom);
      previous = { name, bottom: found.y + found.height };
    }
    // The document reads in the same order (screen readers, and the page before its scripts run).
    const html = await (await fetch(`${baseUrl()}/game/stardew-valley`)).text();
    const at = (text: string) => html.indexOf(text);
    const order = [
      'Stardew Valley cover art',
      '<h1',
      'id="about-heading"',
      'data-testid="cozy-profile"',
      'Cozy Rating',
      'Actions</h2>',
    ].map(at);
    expect(order.every((index) => index > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('explains each known cozy value without repeating it, and says only "Not known yet" for an unknown one', async () => {
    // Kynseed's fail states and length are not settled by its sources.
    const page = await browser.open('/game/kynseed', PHONE);
    const rows = page.getByTestId('cozy-profile').locator('dl > div');
    const lines = await rows.evaluateAll((divs) =>
      divs.map((div) => [...div.querySelectorAll('dt, dd:not([data-report])')].map((cell) => cell.textContent ?? '')),
    );
    expect(lines.map(([name]) => name)).toEqual([
      'Fail states',
      'Time pressure',
      'Length',
      'Play',
      'Saving',
      'Time away',
      'Price',
      'Heads-up',
      'Cozy settings',
    ]);
    // Each row ends with a way to say it is wrong.
    const reports = await rows.evaluateAll((divs) =>
      divs.map((div) => div.querySelector('[data-report] a')?.textContent ?? ''),
    );
    expect(new Set(reports)).toEqual(new Set(lines.map(([name]) => `Doesn't match your experience? (${name})`)));
    for (const [name, value, explanation, ...rest] of lines) {
      expect(rest, name).toEqual([]);
      if (value === 'Not known yet') {
        // Not the question again ('Can the player fail?'): nothing to explain.
        expect(explanation, name).toBeUndefined();
      } else {
        expect(explanation, name).toBeDefined();
        // Not the label again ('Solo: Played alone.', 'Under 5 hours to finish…'): something it leaves out.
        const [said, label] = [explanation!.toLowerCase(), value!.toLowerCase()];
        const repeats = said.startsWith(`${label}:`) || (label.includes(' ') && said.startsWith(label));
        expect(repeats, `${name}: '${explanation}' repeats '${value}'`).toBe(false);
        expect(explanation, name).not.toContain('?');
      }
    }
    expect(lines.filter(([, value]) => value === 'Not known yet').map(([name]) => name)).toEqual([
      'Fail states',
      'Length',
      'Cozy settings',
    ]);
    expect(lines.flat().join(' ')).not.toContain('Played alone.');
  });
});

describe("'More Like This'", () => {
  const browser = useBrowser();
  closeContextAfterEach(browser.session);

  it('shows every card whole at 390, 800 and 1280 px', async () => {
    const page = await browser.open('/game/stardew-valley', PHONE);
    for (const width of [390, 800, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const section = page.getByRole('region', { name: 'More Like This' });
      await section.scrollIntoViewIfNeeded();
      const cards = await section.getByTestId('game-card').evaluateAll((articles) =>
        articles.map((card) => {
          const outer = card.getBoundingClientRect();
          const parts = [
            card.querySelector('h3'),
            card.querySelector('p'),
            card.querySelector('[data-testid=card-footer]'),
          ];
          return {
            height: outer.height,
            content: card.scrollHeight,
            parts: parts.map((part) => {
              const inner = part!.getBoundingClientRect();
              return { height: inner.height, inside: inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1 };
            }),
          };
        }),
      );
      expect(cards.length, `cards at ${width}`).toBeGreaterThan(0);
      for (const [index, card] of cards.entries()) {
        expect(card.height, `card ${index} at ${width}`).toBeGreaterThanOrEqual(card.content - 1);
        expect(card.height, `card ${index} at ${width}`).toBeGreaterThan(250);
        for (const part of card.parts) {
          expect(part.height, `card ${index} at ${width}`).toBeGreaterThan(0);
          expect(part.inside, `card ${index} at ${width}: title, description and platforms inside`).toBe(true);
        }
      }
    }
  });
});
