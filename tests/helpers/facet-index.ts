import type { Snapshot } from '../../server/modules/catalogue/snapshot.ts';

/** One game's codes in the facet index (UNKNOWN for a value it does not have). */
export interface IndexedGame {
  genre: number;
  failState: number;
  timePressure: number;
  length: number;
  combat: number;
  platforms: number;
  modes: number;
  rating: number;
  titleLength?: number;
  /** The life facts' codes; not known when left out. */
  saves?: number;
  awayCost?: number;
  pricing?: number;
  settings?: number;
  notes?: number;
}

/** The codes of life facts left out: a value not known, no settings, notes not known (the bit after the six notes). */
const NOT_KNOWN = { saves: 255, awayCost: 255, pricing: 255, settings: 0, notes: 1 << 6 };

/** A deterministic stream of numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function shuffled(size: number, random: () => number): Int32Array {
  const order = Int32Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * A snapshot of the given games, built as the server builds it from rows: ids ascend with
 * gaps (as after deletions), and each main order is a shuffle drawn from `seed`.
 */
export function facetIndexOf(games: IndexedGame[], seed = 1): Snapshot {
  const column = <T extends Uint32Array | Float32Array>(
    make: new (n: number) => T,
    key: Exclude<keyof IndexedGame, 'titleLength'>,
  ) => {
    const values = new make(games.length);
    games.forEach((game, i) => (values[i] = game[key] ?? NOT_KNOWN[key as keyof typeof NOT_KNOWN]));
    return values;
  };
  const random = seeded(seed);
  return {
    version: 0,
    wordsVersion: 0,
    ratingsVersion: 0,
    size: games.length,
    ids: Int32Array.from(games, (_, i) => i * 3 + 7),
    codes: {
      platform: column(Uint32Array, 'platforms'),
      combat: column(Uint32Array, 'combat'),
      genre: column(Uint32Array, 'genre'),
      failState: column(Uint32Array, 'failState'),
      timePressure: column(Uint32Array, 'timePressure'),
      length: column(Uint32Array, 'length'),
      mode: column(Uint32Array, 'modes'),
      saves: column(Uint32Array, 'saves'),
      awayCost: column(Uint32Array, 'awayCost'),
      pricing: column(Uint32Array, 'pricing'),
      setting: column(Uint32Array, 'settings'),
      avoid: column(Uint32Array, 'notes'),
    },
    rating: column(Float32Array, 'rating'),
    titleLength: Uint16Array.from(games, (game) => game.titleLength ?? 10),
    orders: {
      newest: shuffled(games.length, random),
      title: shuffled(games.length, random),
      rating: shuffled(games.length, random),
    },
    derived: {},
  };
}
