/**
 * The cozy profile's second part: five facts on whether a game fits a life (can I stop at any
 * moment, does a week away cost me, what does it want to sell me, what should I be warned of, can
 * its pressure be switched off). Each is `null` on a game when sources do not settle it; `notes`
 * and `settings` are `[]` when sources were read and none apply. Values, labels and definitions
 * are fixed product-wide (filters, game page, forms, API docs), the definitions word for word.
 */

export const SAVES = ['anytime', 'checkpoints', 'limited'] as const;
export type Saves = (typeof SAVES)[number];

export const AWAY_COSTS = ['none', 'mild', 'real'] as const;
export type AwayCost = (typeof AWAY_COSTS)[number];

export const PRICINGS = ['free', 'once', 'store', 'gacha'] as const;
export type Pricing = (typeof PRICINGS)[number];

export const NOTES = ['spiders', 'grief', 'jump-scares', 'flashing-lights', 'reflex', 'heavy-themes'] as const;
export type Note = (typeof NOTES)[number];

export const SETTINGS = ['clock-control', 'skip-combat', 'assist', 'phobia-mode'] as const;
export type Setting = (typeof SETTINGS)[number];

/**
 * Each fact in one place: the name of its row on the game page, what it asks, its values in the
 * order they are offered, and their labels. What each value means (word for word: the help text
 * wherever a value is shown, and the rule research follows) is in `profile-meanings.ts`.
 */
export const LIFE_FACTS = {
  saves: {
    kind: 'one',
    name: 'Saving',
    question: 'Can the player stop at any moment?',
    choices: SAVES,
    labels: { anytime: 'Save anytime', checkpoints: 'Frequent autosaves', limited: 'Saves at set points' },
  },
  awayCost: {
    kind: 'one',
    name: 'Time away',
    question: 'What does a week away cost?',
    choices: AWAY_COSTS,
    labels: { none: 'Waits for you', mild: 'Small losses when away', real: 'Time away costs you' },
  },
  pricing: {
    kind: 'one',
    name: 'Price',
    question: 'What does it take to play the whole main game?',
    choices: PRICINGS,
    labels: { free: 'Free', once: 'Pay once', store: 'In-game store', gacha: 'Gacha' },
  },
  notes: {
    kind: 'list',
    /** How the row reads when sources were read and none apply. */
    none: 'Nothing to flag',
    name: 'Heads-up',
    question: 'What does a player meet on the main path in default settings?',
    choices: NOTES,
    labels: {
      spiders: 'Spiders',
      grief: 'Grief and loss',
      'jump-scares': 'Jump scares',
      'flashing-lights': 'Flashing lights',
      reflex: 'Reflex challenges',
      'heavy-themes': 'Heavy themes',
    },
  },
  settings: {
    kind: 'list',
    none: 'None',
    name: 'Cozy settings',
    question: 'Which cozy switches does the game offer?',
    choices: SETTINGS,
    labels: {
      'clock-control': 'Adjustable clock',
      'skip-combat': 'Skippable combat',
      assist: 'Assist mode',
      'phobia-mode': 'Phobia mode',
    },
  },
} as const satisfies Record<string, LifeFactDeclaration>;

/**
 * A fact's declaration. `one`: a game holds one of `choices` or null (not known). `list`: a game
 * holds some of them, `[]` when none apply (the row then reads `none`), or null.
 */
export interface LifeFactDeclaration {
  kind: 'one' | 'list';
  none?: string;
  name: string;
  question: string;
  choices: readonly [string, ...string[]];
  labels: Record<string, string>;
}

export type LifeFactKey = keyof typeof LIFE_FACTS;
type Choice<K extends LifeFactKey> = (typeof LIFE_FACTS)[K]['choices'][number];

/** A game's facts: each one value, or some values, or null when not known. */
export type LifeFacts = {
  [K in LifeFactKey]: (typeof LIFE_FACTS)[K]['kind'] extends 'one' ? Choice<K> | null : Choice<K>[] | null;
};

export const LIFE_FACT_KEYS = Object.keys(LIFE_FACTS) as LifeFactKey[];

/** A fact's declaration, as the general shape. */
export const lifeFact = (key: LifeFactKey): LifeFactDeclaration => LIFE_FACTS[key];

const each = <T>(value: (key: LifeFactKey) => T) =>
  Object.fromEntries(LIFE_FACT_KEYS.map((key) => [key, value(key)])) as Record<LifeFactKey, T>;

/** The facts of anything that carries them (a row, a game, a submission), and nothing else. */
export const lifeFactsOf = (from: LifeFacts): LifeFacts => each((key) => from[key]) as LifeFacts;

/** The facts a write gives, each left out as not known. */
export const lifeFactsOrUnknown = (from: Partial<LifeFacts>): LifeFacts =>
  each((key) => from[key] ?? null) as LifeFacts;

/** The facts an edit gives (a fact left out keeps what is held). */
export const definedLifeFacts = (from: Partial<LifeFacts>): Partial<LifeFacts> =>
  Object.fromEntries(LIFE_FACT_KEYS.filter((key) => from[key] !== undefined).map((key) => [key, from[key]]));

/** The 'Avoid' filter's toggles: 'No spiders', 'No grief and loss', … */
export const AVOID_LABELS = Object.fromEntries(
  NOTES.map((note) => [note, `No ${LIFE_FACTS.notes.labels[note].toLowerCase()}`]),
) as Record<Note, string>;
