import { FILTER_PLATFORMS, GENRE_LABELS, GENRES, PLATFORM_LABELS, PLATFORMS } from './catalogue.ts';
import {
  COZY_DIMENSIONS,
  FAIL_STATE_LABELS,
  FAIL_STATES,
  LENGTH_LABELS,
  LENGTHS,
  PLAY_MODE_LABELS,
  PLAY_MODES,
  TIME_PRESSURE_LABELS,
  TIME_PRESSURES,
} from './cozy-profile.ts';
import { AVOID_LABELS, LIFE_FACTS } from './life-facts.ts';

/**
 * Every dimension the catalogue can be narrowed by, declared once. The list query's parameters and
 * their OpenAPI text, the facet counts' shape, the in-memory index's codes, the one matcher, the
 * counts and 'More Like This' all follow from this table: adding a dimension is a line here, its
 * column on `games` and its data.
 *
 * - `one`: a game holds one value or none (null); a filter chooses some, any of which matches.
 * - `any`: a game holds a set of values; a filter chooses some, and a game holding any of them matches.
 * - `flag`: a game holds true or false; a filter chooses one.
 * - `none`: a game holds a set of values or none (null: not known); a filter chooses some to avoid,
 *   and a game matches when its set is known and holds none of them.
 *
 * `values` are what a game may hold (their order is their code), `offered` what a filter may choose
 * and the counts report (all of `values` unless given). `similarity` is what sharing a value adds
 * to a game's likeness in 'More Like This' (for `any`, sharing at least one value; 0: not weighed).
 */
export interface FacetDeclaration {
  kind: 'one' | 'any' | 'flag' | 'none';
  /** The game's field (and `games` column) holding it. */
  field:
    | 'platforms'
    | 'hasCombat'
    | 'genre'
    | 'failState'
    | 'timePressure'
    | 'length'
    | 'playModes'
    | 'saves'
    | 'awayCost'
    | 'pricing'
    | 'notes'
    | 'settings';
  values: readonly string[];
  offered?: readonly string[];
  labels?: Readonly<Record<string, string>>;
  /** The noun in an error message: "Unknown fail state 'x'". */
  noun: string;
  /** Where the home page offers it: its own control in the filter bar, or a group under 'More filters'. */
  home: 'bar' | 'more';
  /** Under 'More filters': the group's title, and the question under it. */
  title?: string;
  hint?: string;
  /** What the parameter asks, for the API's documentation (the question under its group when not given). */
  description?: string;
  similarity: number;
}

const declare = <T extends Record<string, FacetDeclaration>>(facets: T) => facets;

export const FACETS = declare({
  platform: {
    kind: 'any',
    field: 'platforms',
    values: PLATFORMS,
    offered: FILTER_PLATFORMS,
    labels: PLATFORM_LABELS,
    noun: 'platform',
    description: 'Games on any of these platforms.',
    home: 'bar',
    similarity: 1,
  },
  combat: {
    kind: 'flag',
    field: 'hasCombat',
    values: ['false', 'true'],
    offered: ['true', 'false'],
    noun: 'combat setting',
    home: 'bar',
    similarity: 2,
  },
  genre: {
    kind: 'one',
    field: 'genre',
    values: GENRES,
    labels: GENRE_LABELS,
    noun: 'genre',
    description: 'Games of any of these genres.',
    home: 'more',
    title: 'Genre',
    similarity: 4,
  },
  failState: {
    kind: 'one',
    field: 'failState',
    values: FAIL_STATES,
    labels: FAIL_STATE_LABELS,
    noun: 'fail state',
    home: 'more',
    title: COZY_DIMENSIONS.failState.name,
    hint: COZY_DIMENSIONS.failState.question,
    similarity: 3,
  },
  timePressure: {
    kind: 'one',
    field: 'timePressure',
    values: TIME_PRESSURES,
    labels: TIME_PRESSURE_LABELS,
    noun: 'time pressure',
    home: 'more',
    title: COZY_DIMENSIONS.timePressure.name,
    hint: COZY_DIMENSIONS.timePressure.question,
    similarity: 3,
  },
  length: {
    kind: 'one',
    field: 'length',
    values: LENGTHS,
    labels: LENGTH_LABELS,
    noun: 'length',
    home: 'more',
    title: COZY_DIMENSIONS.length.name,
    hint: COZY_DIMENSIONS.length.question,
    similarity: 2,
  },
  mode: {
    kind: 'any',
    field: 'playModes',
    values: PLAY_MODES,
    labels: PLAY_MODE_LABELS,
    noun: 'play mode',
    description: 'Games playable in any of these modes.',
    home: 'more',
    title: COZY_DIMENSIONS.playModes.name,
    hint: COZY_DIMENSIONS.playModes.question,
    similarity: 2,
  },
  saves: {
    kind: 'one',
    field: 'saves',
    values: LIFE_FACTS.saves.choices,
    labels: LIFE_FACTS.saves.labels,
    noun: 'saving',
    home: 'more',
    title: LIFE_FACTS.saves.name,
    hint: LIFE_FACTS.saves.question,
    similarity: 1,
  },
  awayCost: {
    kind: 'one',
    field: 'awayCost',
    values: LIFE_FACTS.awayCost.choices,
    labels: LIFE_FACTS.awayCost.labels,
    noun: 'time away',
    home: 'more',
    title: LIFE_FACTS.awayCost.name,
    hint: LIFE_FACTS.awayCost.question,
    similarity: 2,
  },
  pricing: {
    kind: 'one',
    field: 'pricing',
    values: LIFE_FACTS.pricing.choices,
    labels: LIFE_FACTS.pricing.labels,
    noun: 'price',
    home: 'more',
    title: LIFE_FACTS.pricing.name,
    hint: LIFE_FACTS.pricing.question,
    similarity: 2,
  },
  setting: {
    kind: 'any',
    field: 'settings',
    values: LIFE_FACTS.settings.choices,
    labels: LIFE_FACTS.settings.labels,
    noun: 'cozy setting',
    description: 'Games offering any of these cozy settings.',
    home: 'more',
    title: LIFE_FACTS.settings.name,
    hint: LIFE_FACTS.settings.question,
    similarity: 1,
  },
  avoid: {
    kind: 'none',
    field: 'notes',
    values: LIFE_FACTS.notes.choices,
    labels: AVOID_LABELS,
    noun: 'heads-up note',
    description:
      'Games whose heads-up notes are known and hold none of these (a game whose notes are not known does not match).',
    home: 'more',
    title: 'Avoid',
    hint: 'Leave out games with any of these.',
    similarity: 0,
  },
});

export type FacetName = keyof typeof FACETS;
export const FACET_NAMES = Object.keys(FACETS) as FacetName[];

/** What a filter may choose, and what the counts report, of one facet. */
export const offeredValues = (name: FacetName): readonly string[] => {
  const facet: FacetDeclaration = FACETS[name];
  return facet.offered ?? facet.values;
};

/** The values a filter of the facet holds once parsed: a flag's one choice, or the chosen values. */
export type FacetChoice<N extends FacetName> = (typeof FACETS)[N]['kind'] extends 'flag'
  ? boolean
  : (typeof FACETS)[N] extends { offered: readonly (infer V)[] }
    ? V[]
    : (typeof FACETS)[N] extends { values: readonly (infer V)[] }
      ? V[]
      : never;

/** A view's filters: each facet's choice, when it has one. */
export type FacetFilter = { [N in FacetName]?: FacetChoice<N> };
