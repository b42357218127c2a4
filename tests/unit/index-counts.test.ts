import { describe, expect, it } from 'vitest';
import { FILTER_PLATFORMS, GENRES, PLATFORMS } from '../../common/catalogue.ts';
import { FAIL_STATES, LENGTHS, PLAY_MODES, TIME_PRESSURES } from '../../common/cozy-profile.ts';
import { AWAY_COSTS, NOTES, PRICINGS, SAVES, SETTINGS } from '../../common/life-facts.ts';
import { countFacets } from '../../server/modules/catalogue/counts.ts';
import { UNKNOWN, type Snapshot } from '../../server/modules/catalogue/snapshot.ts';
import type { GameFilter } from '../../server/modules/catalogue/filter.ts';
import { countOf, pageOf } from '../../server/modules/catalogue/pages.ts';
import type { SearchMatches } from '../../server/modules/catalogue/search-index.ts';
import { facetIndexOf, seeded, type IndexedGame } from '../helpers/facet-index.ts';

/**
 * The counts and pages the index gives, against the rules written out plainly: every game tested
 * against every filter, one facet at a time. Enough games that deep pages start from marks.
 */
const GAMES = 3_000;
const random = seeded(20261123);
const code = (values: readonly string[]) => (random() < 0.15 ? UNKNOWN : Math.floor(random() * values.length));
const bits = (width: number) => Math.floor(random() * (1 << width));
const games: IndexedGame[] = Array.from({ length: GAMES }, () => ({
  titleLength: 5 + Math.floor(random() * 20),
  genre: code(GENRES),
  failState: code(FAIL_STATES),
  timePressure: code(TIME_PRESSURES),
  length: code(LENGTHS),
  combat: random() < 0.3 ? 1 : 0,
  platforms: bits(PLATFORMS.length) || 1,
  modes: bits(PLAY_MODES.length),
  rating: random() < 0.3 ? Number.NaN : 1 + Math.floor(random() * 5),
  saves: code(SAVES),
  awayCost: code(AWAY_COSTS),
  pricing: code(PRICINGS),
  settings: bits(SETTINGS.length),
  // Notes not known (the bit after the six) for about one game in five.
  notes: random() < 0.2 ? 1 << NOTES.length : bits(NOTES.length) & bits(NOTES.length),
}));
const index = facetIndexOf(games, 5);

type Facet = keyof typeof FACET_NAMES_BY;
const FACET_NAMES_BY = {
  platform: 1,
  combat: 1,
  genre: 1,
  failState: 1,
  timePressure: 1,
  length: 1,
  mode: 1,
  saves: 1,
  awayCost: 1,
  pricing: 1,
  setting: 1,
  avoid: 1,
};
const FACETS = Object.keys(FACET_NAMES_BY) as Facet[];
/** Notes known and holding none of the avoided ones. */
const avoids = (chosen: string[] | undefined, notes: number) =>
  !chosen?.length ||
  (notes !== 1 << NOTES.length && NOTES.every((note, bit) => !chosen.includes(note) || (notes & (1 << bit)) === 0));

const has = (values: readonly string[], chosen: string[] | undefined, code: number) =>
  !chosen?.length || (code !== UNKNOWN && chosen.includes(values[code]!));
const hasAny = (values: readonly string[], chosen: string[] | undefined, mask: number) =>
  !chosen?.length || values.some((value, bit) => chosen.includes(value) && (mask & (1 << bit)) !== 0);

function meets(game: IndexedGame, filter: GameFilter, except?: Facet): boolean {
  const tests: Record<Facet, () => boolean> = {
    platform: () => hasAny(PLATFORMS, filter.platform, game.platforms),
    combat: () => filter.combat === undefined || (game.combat === 1) === filter.combat,
    genre: () => has(GENRES, filter.genre, game.genre),
    failState: () => has(FAIL_STATES, filter.failState, game.failState),
    timePressure: () => has(TIME_PRESSURES, filter.timePressure, game.timePressure),
    length: () => has(LENGTHS, filter.length, game.length),
    mode: () => hasAny(PLAY_MODES, filter.mode, game.modes),
    saves: () => has(SAVES, filter.saves, game.saves!),
    awayCost: () => has(AWAY_COSTS, filter.awayCost, game.awayCost!),
    pricing: () => has(PRICINGS, filter.pricing, game.pricing!),
    setting: () => hasAny(SETTINGS, filter.setting, game.settings!),
    avoid: () => avoids(filter.avoid, game.notes!),
  };
  return FACETS.every((facet) => facet === except || tests[facet]());
}

function expectedCounts(filter: GameFilter, among: IndexedGame[] = games) {
  const counting = (facet: Facet) => among.filter((game) => meets(game, filter, facet));
  const bySingle = (
    facet: Facet,
    values: readonly string[],
    key: 'genre' | 'failState' | 'timePressure' | 'length' | 'saves' | 'awayCost' | 'pricing',
  ) => Object.fromEntries(values.map((value, code) => [value, counting(facet).filter((g) => g[key] === code).length]));
  const byBit = (facet: Facet, values: readonly string[], key: 'platforms' | 'modes' | 'settings') =>
    Object.fromEntries(values.map((value, bit) => [value, counting(facet).filter((g) => g[key]! & (1 << bit)).length]));
  // 'Avoid' counts the games that would match were each note avoided too.
  const avoided = Object.fromEntries(
    NOTES.map((note) => [
      note,
      among.filter((game) => meets(game, { ...filter, avoid: [...(filter.avoid ?? []), note] })).length,
    ]),
  );
  const platforms = byBit('platform', PLATFORMS, 'platforms');
  return {
    total: among.filter((game) => meets(game, filter)).length,
    anyPlatform: counting('platform').length,
    platform: Object.fromEntries(FILTER_PLATFORMS.map((value) => [value, platforms[value]])),
    combat: {
      true: counting('combat').filter((g) => g.combat === 1).length,
      false: counting('combat').filter((g) => g.combat === 0).length,
    },
    genre: bySingle('genre', GENRES, 'genre'),
    failState: bySingle('failState', FAIL_STATES, 'failState'),
    timePressure: bySingle('timePressure', TIME_PRESSURES, 'timePressure'),
    length: bySingle('length', LENGTHS, 'length'),
    mode: byBit('mode', PLAY_MODES, 'modes'),
    saves: bySingle('saves', SAVES, 'saves'),
    awayCost: bySingle('awayCost', AWAY_COSTS, 'awayCost'),
    pricing: bySingle('pricing', PRICINGS, 'pricing'),
    setting: byBit('setting', SETTINGS, 'settings'),
    avoid: avoided,
  };
}

const FILTERS: GameFilter[] = [
  {},
  { platform: ['switch'] },
  { platform: ['pc', 'ios'], combat: false },
  { combat: true, genre: [GENRES[2]!, GENRES[5]!] },
  { failState: ['none', 'gentle'], length: ['short'] },
  { platform: ['android'], timePressure: ['none'], mode: ['co-op'] },
  { platform: ['mac'], combat: false, genre: [GENRES[0]!], failState: ['yes'], timePressure: ['relaxed'] },
  { length: ['endless', 'long'], mode: ['solo', 'online'], combat: true },
  { avoid: ['spiders'] },
  { avoid: ['spiders', 'grief'], pricing: ['once', 'free'] },
  { saves: ['anytime'], awayCost: ['none'], setting: ['clock-control', 'assist'] },
  { platform: ['switch'], combat: false, genre: [GENRES[7]!], saves: ['limited', 'checkpoints'], avoid: ['reflex'] },
  { setting: ['phobia-mode'], mode: ['solo'], failState: ['gentle'], pricing: ['gacha', 'store'] },
];

function walk(index: Snapshot, filter: GameFilter, sort: 'newest' | 'a-z' | 'z-a' | 'rating'): number[] {
  const order = sort === 'rating' ? index.orders.rating : sort === 'newest' ? index.orders.newest : index.orders.title;
  const positions = sort === 'z-a' ? [...order].reverse() : [...order];
  return positions.filter((i) => meets(games[i]!, filter)).map((i) => index.ids[i]!);
}

describe('the facet index', () => {
  it('counts every facet as testing each game against each filter would', async () => {
    for (const filter of FILTERS) {
      expect(countFacets(index, filter), JSON.stringify(filter)).toEqual(expectedCounts(filter));
    }
  });

  it('pages and counts a filtered list, deep pages included, as walking the whole order would', () => {
    for (const filter of FILTERS) {
      for (const sort of ['newest', 'a-z', 'z-a', 'rating'] as const) {
        const matches = walk(index, filter, sort);
        expect(countOf(index, filter)).toBe(matches.length);
        for (const offset of [0, 11, 255, 256, 257, 511, 512, 700, 1_024, 1_500, 2_990, GAMES]) {
          const label = `${JSON.stringify(filter)} ${sort} @${offset}`;
          expect(pageOf(index, filter, sort, 12, offset), label).toEqual(matches.slice(offset, offset + 12));
        }
      }
    }
  });
});

/** A search's matches: about a third of the games, a quarter of those by title. */
const search: SearchMatches = (() => {
  const positions = games.flatMap((_, i) => (random() < 0.35 ? [i] : []));
  return {
    positions: Int32Array.from(positions),
    inTitle: Uint8Array.from(positions, () => (random() < 0.25 ? 1 : 0)),
  };
})();
const searched = Array.from(search.positions, (position) => games[position]!);

describe('the facet index with a search', () => {
  it('counts only the games the search matches', () => {
    for (const filter of FILTERS) {
      expect(countFacets(index, filter, search), JSON.stringify(filter)).toEqual(expectedCounts(filter, searched));
    }
  });

  it('orders matches by title, then title length, then the rating order, at every depth', () => {
    const ratingPlace = new Map(Array.from(index.orders.rating, (position, place) => [position, place]));
    for (const filter of FILTERS) {
      const expected = Array.from(search.positions, (position, i) => ({ position, inTitle: search.inTitle[i]! }))
        .filter(({ position }) => meets(games[position]!, filter))
        .sort(
          (a, b) =>
            b.inTitle - a.inTitle ||
            index.titleLength[a.position]! - index.titleLength[b.position]! ||
            ratingPlace.get(a.position)! - ratingPlace.get(b.position)!,
        )
        .map(({ position }) => index.ids[position]!);
      expect(countOf(index, { ...filter, search: "'any'" }, search)).toBe(expected.length);
      for (const offset of [0, 5, 228, 229, 240, 300, 777]) {
        const label = `${JSON.stringify(filter)} @${offset}`;
        const page = pageOf(index, { ...filter, search: "'any'" }, undefined, 12, offset, search);
        expect(page, label).toEqual(expected.slice(offset, offset + 12));
      }
      const newest = walk(index, filter, 'newest').filter((id) => searched.includes(games[(id - 7) / 3]!));
      expect(pageOf(index, { ...filter, search: "'any'" }, 'newest', 12, 300, search)).toEqual(newest.slice(300, 312));
    }
  });
});
