import { describe, expect, it } from 'vitest';
import { GENRE_LABELS, PLATFORM_LABELS } from './catalogue.ts';
import type { FailState, GameLength, PlayMode, TimePressure } from './cozy-profile.ts';
import { generateReview, PROPER_ADJECTIVES, type ReviewableGame } from './review.ts';

const QUICK_TAKE = 'A quick take until our full review is written.';

const game = (overrides: Partial<ReviewableGame> = {}): ReviewableGame => ({
  id: 1,
  title: 'Lantern Harbor',
  genre: 'farming',
  hasCombat: false,
  platforms: ['pc', 'switch'],
  developer: 'Tiny Kettle Studio',
  features: ['Tend a seaside garden', 'Befriend the villagers'],
  ...overrides,
});

/** A game with a full cozy profile, so every kind of point can come up. */
const profiled = (overrides: Partial<ReviewableGame> = {}): ReviewableGame =>
  game({
    hasCombat: true,
    platforms: ['pc', 'mac', 'switch', 'xbox'],
    features: ['Seasonal crops to look after', 'Tend a seaside garden', 'A fishing pier', 'Befriend the villagers'],
    failState: 'gentle',
    timePressure: 'relaxed',
    length: 'long',
    playModes: ['solo', 'co-op'],
    ...overrides,
  });

/** The text of each `<li>` in the list that follows the given heading (none when the list is left out). */
function listAfter(html: string, heading: string): string[] {
  const match = new RegExp(`<h3>${heading}</h3><ul>(.*?)</ul>`).exec(html);
  if (!match?.[1]) return [];
  return [...match[1].matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1] ?? '');
}

const strengthsOf = (html: string) => listAfter(html, 'What We Love');
const caveatsOf = (html: string) => listAfter(html, 'Things to Consider');

const SLOW_OR_LONG = /\blong\b|slow|twenty hours|take its time|getting going|repeat|no ending/i;
const COMBAT = /combat|fight/i;
const FAILING = /\bfail|knocked out|game over|\blose\b|lost run|setback/i;
const TIME_PRESSURE = /clock|timed|timer|deadline|time limit/i;

describe('generateReview', () => {
  it('gives the same game the same HTML every time', () => {
    expect(generateReview(game({ id: 42 }))).toBe(generateReview(game({ id: 42 })));
    expect(generateReview(profiled({ id: 42 }))).toBe(generateReview(profiled({ id: 42 })));
  });

  it('usually reads differently for different games', () => {
    const reviews = new Set(Array.from({ length: 50 }, (_, i) => generateReview(profiled({ id: i + 1 }))));
    expect(reviews.size).toBeGreaterThanOrEqual(45);
  });

  it('opens with the quick-take note, then an intro, up to three strengths and things to consider, and a verdict', () => {
    for (let id = 1; id <= 200; id++) {
      const html = generateReview(profiled({ id, hasCombat: id % 2 === 0 }));
      expect(html.startsWith(`<p>${QUICK_TAKE}</p><p>`)).toBe(true);
      for (const points of [strengthsOf(html), caveatsOf(html)]) {
        expect(points.length).toBeGreaterThanOrEqual(1);
        expect(points.length).toBeLessThanOrEqual(3);
        expect(new Set(points).size).toBe(points.length);
      }
      expect(html).toMatch(/<p><strong>Verdict:<\/strong>.*<\/p>$/);
    }
  });

  it('weaves features into sentences in lower case, without their trailing punctuation', () => {
    const html = generateReview(
      game({ features: ['Seasonal crops to look after.', 'Tend a seaside garden!', 'Cosy cottages to decorate'] }),
    );
    expect(html).toContain('seasonal crops to look after');
    expect(html).toContain('cosy cottages to decorate');
    expect(html).toMatch(/you can (also )?tend a seaside garden\./i);
    expect(html).not.toContain('<em>Seasonal');
    expect(html).not.toContain('after.,');
    expect(html).not.toContain('garden!');
  });

  it('keeps the capital of a feature that opens with a name', () => {
    const html = generateReview(
      game({
        title: 'Harbor Lights',
        developer: 'Kettle Studio',
        features: ['DIY recipes for furniture', 'Harbor festivals every season', 'I spy games with the children'],
      }),
    );
    expect(html).toContain('DIY recipes for furniture');
    expect(html).toContain('Harbor festivals every season');
    expect(html).toContain('I spy games');
  });

  it('adds only caveats the data supports, and a neutral one when it supports none', () => {
    const calm = game({
      hasCombat: false,
      platforms: ['pc', 'switch'],
      failState: 'none',
      timePressure: 'none',
      length: 'medium',
      playModes: ['solo'],
    });
    expect(caveatsOf(generateReview(calm))).toEqual([
      expect.stringContaining('This quick take rests only on the facts in the listing.'),
    ]);

    const unknown = game({ failState: null, timePressure: null, length: null, playModes: [] });
    expect(caveatsOf(generateReview(unknown))).toHaveLength(1);

    const short = caveatsOf(generateReview(game({ length: 'short' }))).join(' ');
    expect(short).toContain('Over quickly.');
    expect(short).not.toMatch(SLOW_OR_LONG);

    const tense = caveatsOf(
      generateReview(game({ hasCombat: true, failState: 'yes', timePressure: 'yes', platforms: ['switch'] })),
    ).join(' ');
    expect(tense).toMatch(COMBAT);
    expect(tense).toMatch(FAILING);
    expect(tense).toMatch(TIME_PRESSURE);

    const onlineOnly = caveatsOf(generateReview(game({ playModes: ['online'] }))).join(' ');
    expect(onlineOnly).toMatch(/online/);
    expect(caveatsOf(generateReview(game({ playModes: ['solo', 'online'] }))).join(' ')).not.toMatch(/online/);
  });

  it('says nothing it cannot know: no visuals, sound or interface, and nothing about an unknown profile', () => {
    for (let id = 1; id <= 100; id++) {
      const html = generateReview(game({ id, features: [] }));
      expect(html).not.toMatch(/visual|\bsound\b|music|interface|menu|controls/i);
      const points = [...strengthsOf(html), ...caveatsOf(html)].join(' ');
      expect(points).not.toMatch(SLOW_OR_LONG);
      expect(points).not.toMatch(/\bfail|game over/i);
      expect(points).not.toMatch(TIME_PRESSURE);
      expect(points).not.toMatch(/friends|online/);
    }
  });

  it('uses only the allowed tags', () => {
    const html = generateReview(game({ id: 7, genre: 'other', platforms: ['other'], developer: null, features: [] }));
    const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
    expect([...tags].every((tag) => ['h3', 'p', 'ul', 'li', 'strong', 'em'].includes(tag ?? ''))).toBe(true);
    expect(html).not.toContain('Other');
  });

  it('escapes every value it interpolates', () => {
    const html = generateReview(
      game({
        title: '<script>alert("x")</script>',
        developer: 'Kettle & <b>Co</b>',
        genre: '<img src=x>',
        features: ['<i onmouseover="x">hover</i>'],
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<i ');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Kettle &amp; &lt;b&gt;Co&lt;/b&gt;');
  });
});

interface SeedGame {
  title: string;
  description: string;
  platforms: string[];
  genre: string;
  developer: string | null;
  hasCombat: boolean;
  features: string[];
}

interface SeedProfile {
  failState: { value: FailState | null };
  timePressure: { value: TimePressure | null };
  length: { value: GameLength | null };
  playModes: { value: PlayMode[] };
}

/**
 * The shipped seed data, read as test fixtures through Vite (common/ code itself never imports db/, and
 * common/ may not use node: modules).
 */
const seedFiles = import.meta.glob<unknown>('../db/seed/catalogue/{games,profiles}.json', {
  eager: true,
  import: 'default',
});

function seed<T>(file: string): T {
  const data = seedFiles[`../db/seed/catalogue/${file}`];
  if (data === undefined) throw new Error(`No seed file ${file}`);
  return data as T;
}

/** Every shipped game as the game page passes it, with its researched profile. */
function shippedGames(): ReviewableGame[] {
  const games = seed<SeedGame[]>('games.json');
  const profiles = seed<Record<string, SeedProfile>>('profiles.json');
  return games.map((shipped, index) => {
    const profile = profiles[shipped.title];
    if (!profile) throw new Error(`No profile for ${shipped.title}`);
    return {
      ...shipped,
      id: index + 1,
      failState: profile.failState.value,
      timePressure: profile.timePressure.value,
      length: profile.length.value,
      playModes: profile.playModes.value,
    };
  });
}

/** A word without the punctuation around it or a possessive: `“Gris's,”` → `Gris`. */
const bare = (token: string) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').replace(/['’]s$/u, '');
const capitalised = (word: string) => /^\p{Lu}/u.test(word);
const words = (text: string) => text.split(/\s+/u).filter(Boolean);
const endsSentence = (word: string) => /[.!?:…]["'’”)]*$/u.test(word);

/** Words the game's own data capitalises where a sentence does not ask for it. */
function namesIn(text: string): string[] {
  return words(text).flatMap((word, i, all) => {
    const previous = all[i - 1];
    return previous !== undefined && !endsSentence(previous) && capitalised(bare(word)) ? [bare(word)] : [];
  });
}

/**
 * The words that may be capitalised mid-sentence in a game's review: its title, its developer's name,
 * platform and genre labels, and the names its own data shows: words capitalised mid-sentence in a
 * feature or the description, a feature's first word when the next is capitalised too ("Mouthful
 * Mode") or names it ("Flamey, a chatty campfire"), and nationalities and the like.
 */
function allowedCapitals(shipped: ReviewableGame): Set<string> {
  const fromFeatures = shipped.features.flatMap((feature) => {
    const [first = '', second = ''] = words(feature);
    const name = bare(first);
    const opensWithName =
      /^\p{Lu}{2,}$|^.+\p{Lu}/u.test(name) || // DIY, PlayStation
      capitalised(bare(second)) ||
      (first.endsWith(',') && /^(a|an|the)$/.test(second));
    return [...namesIn(feature), ...(opensWithName ? [name] : [])];
  });
  return new Set([
    ...words(shipped.title).map(bare),
    ...words(shipped.developer ?? '').map(bare),
    ...Object.values(PLATFORM_LABELS),
    ...Object.values(GENRE_LABELS).flatMap((label) => label.split(/[\s/]/u)),
    ...fromFeatures,
    ...namesIn(shipped.description ?? ''),
    ...PROPER_ADJECTIVES,
  ]);
}

/** Words of the review's prose (headings aside) capitalised mid-sentence without being allowed to be. */
function strayCapitals(html: string, allowed: ReadonlySet<string>): string[] {
  const text = html
    .replace(/<h3>.*?<\/h3>/g, '\n')
    .replace(/<\/?(p|ul|li)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return text.split('\n').flatMap((block) =>
    words(block).filter((word, i, all) => {
      const previous = all[i - 1];
      if (previous === undefined || endsSentence(previous)) return false;
      const name = bare(word);
      return capitalised(name) && !allowed.has(name) && !allowed.has(name.replace(/s$/u, '')); // "RPGs"
    }),
  );
}

describe('generated reviews of the shipped catalogue', () => {
  it.each(shippedGames().map((shipped) => [shipped.title, shipped] as const))('%s', (_title, shipped) => {
    const html = generateReview(shipped);
    expect(html.startsWith(`<p>${QUICK_TAKE}</p>`)).toBe(true);
    expect(strayCapitals(html, allowedCapitals(shipped))).toEqual([]);

    const caveats = caveatsOf(html).join(' ');
    expect(caveatsOf(html).length).toBeGreaterThanOrEqual(1);
    if (shipped.length !== 'long' && shipped.length !== 'endless') expect(caveats).not.toMatch(SLOW_OR_LONG);
    if (shipped.hasCombat) expect(caveats).toMatch(COMBAT);
    else expect(caveats).not.toMatch(COMBAT);
    if (shipped.failState !== 'yes' && shipped.failState !== 'gentle') expect(caveats).not.toMatch(FAILING);
    if (shipped.timePressure !== 'yes' && shipped.timePressure !== 'relaxed') {
      expect(caveats).not.toMatch(TIME_PRESSURE);
    }

    const strengths = strengthsOf(html).join(' ');
    if (shipped.hasCombat) expect(strengths).not.toContain('Nothing to fight');
    if (shipped.failState !== 'none') expect(strengths).not.toContain('No way to fail');
    if (shipped.timePressure !== 'none') expect(strengths).not.toContain('No clock to beat');
    if (shipped.length !== 'short') expect(strengths).not.toContain('under five hours');
  });
});
