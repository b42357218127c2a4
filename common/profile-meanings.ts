import {
  COZY_DIMENSIONS,
  FAIL_STATE_LABELS,
  LENGTH_LABELS,
  PLAY_MODE_LABELS,
  PLAY_MODES,
  TIME_PRESSURE_LABELS,
  type CozyProfile,
  type FailState,
  type GameLength,
  type PlayMode,
  type TimePressure,
} from './cozy-profile.ts';
import { LIFE_FACT_KEYS, lifeFact, type LIFE_FACTS, type LifeFactKey, type LifeFacts } from './life-facts.ts';

/**
 * What each value of the cozy profile means, both parts, word for word: the help text wherever a
 * value is explained (the game page, the API's documentation) and the rule research follows. Kept
 * apart from the values and labels so that pages that only filter (the home page) do not load them.
 */
export const PROFILE_MEANINGS = {
  failState: {
    none: 'No game over, no failing a level or task, no lost progress, ever.',
    gentle:
      'The player can fail or be knocked out, but it costs little (an instant retry, or a few minutes of play or a little money or items).',
    yes: 'A game over, a lost run or a loss of substantial progress is possible.',
  } satisfies Record<FailState, string>,
  timePressure: {
    none: 'No clock, day cycle that matters, timers or deadlines; the world waits.',
    relaxed:
      'A clock, day cycle or seasons move on their own, but missing something costs little and comes round again.',
    yes: 'Timed challenges, deadlines or time limits with real consequences.',
  } satisfies Record<TimePressure, string>,
  length: {
    short: 'Under 5 hours to finish the main game.',
    medium: '5 to 20 hours to finish the main game.',
    long: 'Over 20 hours to finish the main game.',
    endless: 'There is no ending.',
  } satisfies Record<GameLength, string>,
  playModes: {
    solo: 'The whole main game can be played alone, with no one else needed.',
    'co-op': 'Play together with friends, local or online, or a shared world.',
    online: 'Play with strangers: MMO, public servers, matchmaking.',
  } satisfies Record<PlayMode, string>,
} as const;

export const LIFE_FACT_MEANINGS = {
  saves: {
    anytime: 'Save at any moment, or the game saves continuously, so quitting loses at most about a minute.',
    checkpoints:
      'Frequent automatic saves per area, task, level or puzzle, so quitting loses at most a few minutes, but no saving at will.',
    limited:
      'Saving only at particular places or times, such as the end of an in-game day, a bed or a save point, that can be many minutes apart.',
  },
  awayCost: {
    none: 'Nothing happens while the game is closed.',
    mild: 'It follows the real clock or has live events, and time away brings small, recoverable losses.',
    real: 'Time away loses something for good: progress, items, relationships, or limited-time content that does not return.',
  },
  pricing: {
    free: 'Nothing to buy.',
    once: 'One purchase, optional paid expansions allowed, no in-game store.',
    store: 'An in-game store sells items, currency, cosmetics, passes or energy for real money.',
    gacha: 'Real money buys randomised rewards.',
  },
  notes: {
    spiders: 'Spiders or spider-like creatures appear.',
    grief: 'Death, dying or grief is a central theme.',
    'jump-scares': 'Sudden frights made to startle.',
    'flashing-lights': 'Flashing or strobing light effects.',
    reflex: 'Mandatory sections that need quick reactions or precise timing.',
    'heavy-themes': 'Abuse, addiction, serious illness, discrimination or other heavy subjects.',
  },
  settings: {
    'clock-control': 'Slows, pauses or turns off the clock or deadlines.',
    'skip-combat': 'Turns off, skips or makes combat harmless.',
    assist: 'An assist or story mode removes most ways to fail.',
    'phobia-mode': 'Hides or changes spiders or other common phobia triggers.',
  },
} as const satisfies { [K in LifeFactKey]: Record<(typeof LIFE_FACTS)[K]['choices'][number], string> };

/** How an unknown value reads wherever a profile is shown. */
export const NOT_KNOWN_YET = 'Not known yet';

export interface ProfileLine {
  dimension: keyof CozyProfile;
  /** The dimension's name, e.g. 'Fail states'. */
  name: string;
  question: string;
  /** The value in plain words, or null when not known ('Not known yet'). */
  label: string | null;
  /**
   * What the value adds to its label: its definition word for word, or for a length only what the
   * hours measure; null when not known (the row then says only 'Not known yet').
   */
  definition: string | null;
}

/**
 * What a length adds to its label on a profile line: the definitions ('Under 5 hours to finish the
 * main game.') mostly repeat labels that already give the hours, so only what they measure is said.
 */
const LENGTH_EXPLANATIONS: Record<GameLength, string> = {
  short: 'Time to finish the main game.',
  medium: 'Time to finish the main game.',
  long: 'Time to finish the main game.',
  endless: PROFILE_MEANINGS.length.endless,
};

/** The play modes' meanings; with more than one mode, each says which it is ('Co-op: …'). */
function playModesExplained(modes: PlayMode[]): string | null {
  const meaning = (mode: PlayMode) => PROFILE_MEANINGS.playModes[mode];
  if (modes.length === 0) return null;
  if (modes.length === 1) return meaning(modes[0]!);
  return modes.map((mode) => `${PLAY_MODE_LABELS[mode]}: ${meaning(mode)}`).join(' ');
}

/** A profile in plain words, one line per dimension, in the usual order. */
export function describeProfile(profile: CozyProfile): ProfileLine[] {
  const line = <T extends string>(
    dimension: keyof CozyProfile,
    value: T | null,
    labels: Record<T, string>,
    definitions: Record<T, string>,
  ): ProfileLine => ({
    dimension,
    name: COZY_DIMENSIONS[dimension].name,
    question: COZY_DIMENSIONS[dimension].question,
    label: value === null ? null : labels[value],
    definition: value === null ? null : definitions[value],
  });
  const modes = PLAY_MODES.filter((mode) => profile.playModes.includes(mode));
  return [
    line('failState', profile.failState, FAIL_STATE_LABELS, PROFILE_MEANINGS.failState),
    line('timePressure', profile.timePressure, TIME_PRESSURE_LABELS, PROFILE_MEANINGS.timePressure),
    line('length', profile.length, LENGTH_LABELS, LENGTH_EXPLANATIONS),
    {
      dimension: 'playModes',
      name: COZY_DIMENSIONS.playModes.name,
      question: COZY_DIMENSIONS.playModes.question,
      label: modes.length === 0 ? null : modes.map((mode) => PLAY_MODE_LABELS[mode]).join(', '),
      definition: playModesExplained(modes),
    },
  ];
}

export interface LifeFactLine {
  fact: keyof LifeFacts;
  /** The row's name, e.g. 'Saving'. */
  name: string;
  question: string;
  /** The value in plain words, or null when not known ('Not known yet'). */
  label: string | null;
  /** What the value means, word for word (each listed value's, named); null when not known or empty. */
  definition: string | null;
}

/** The facts in plain words, one line each, in their declared order. */
export function describeLifeFacts(facts: LifeFacts): LifeFactLine[] {
  return LIFE_FACT_KEYS.map((fact) => {
    const { kind, none, name, question, choices, labels } = lifeFact(fact);
    const values: Record<string, string> = LIFE_FACT_MEANINGS[fact];
    const held = facts[fact];
    const line = { fact, name, question };
    if (held === null) return { ...line, label: null, definition: null };
    if (kind === 'one') return { ...line, label: labels[held as string]!, definition: values[held as string]! };
    const listed = choices.filter((value) => (held as string[]).includes(value));
    if (listed.length === 0) return { ...line, label: none ?? 'None', definition: null };
    return {
      ...line,
      label: listed.map((value) => labels[value]).join(', '),
      // One value: its meaning alone (the label is beside it); several: each named.
      definition:
        listed.length === 1
          ? values[listed[0]!]!
          : listed.map((value) => `${labels[value]}: ${values[value]}`).join(' '),
    };
  });
}
