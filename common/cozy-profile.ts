/**
 * The cozy profile: four dimensions beyond combat, each `null` on a game when sources do not settle
 * it. Values, labels and definitions are fixed product-wide (filters, game page, forms, API docs).
 */

export const FAIL_STATES = ['none', 'gentle', 'yes'] as const;
export type FailState = (typeof FAIL_STATES)[number];

export const TIME_PRESSURES = ['none', 'relaxed', 'yes'] as const;
export type TimePressure = (typeof TIME_PRESSURES)[number];

export const LENGTHS = ['short', 'medium', 'long', 'endless'] as const;
export type GameLength = (typeof LENGTHS)[number];

export const PLAY_MODES = ['solo', 'co-op', 'online'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

export interface CozyProfile {
  failState: FailState | null;
  timePressure: TimePressure | null;
  length: GameLength | null;
  playModes: PlayMode[];
}

export const FAIL_STATE_LABELS: Record<FailState, string> = {
  none: 'No fail states',
  gentle: 'Gentle setbacks',
  yes: 'Can fail',
};

export const TIME_PRESSURE_LABELS: Record<TimePressure, string> = {
  none: 'No time pressure',
  relaxed: 'Relaxed clock',
  yes: 'Timed',
};

export const LENGTH_LABELS: Record<GameLength, string> = {
  short: 'Under 5 hours',
  medium: '5-20 hours',
  long: 'Over 20 hours',
  endless: 'Endless',
};

export const PLAY_MODE_LABELS: Record<PlayMode, string> = {
  solo: 'Solo',
  'co-op': 'Co-op',
  online: 'Online',
};

/**
 * Each dimension in one place: its name, what it asks, its values in the order they are offered,
 * their labels, and what each value means (the help text wherever a value is shown).
 */
export const COZY_DIMENSIONS = {
  failState: {
    name: 'Fail states',
    question: 'Can the player fail?',
    choices: FAIL_STATES,
    labels: FAIL_STATE_LABELS,
    values: {
      none: 'No game over, no failing a level or task, no lost progress, ever.',
      gentle:
        'The player can fail or be knocked out, but it costs little (an instant retry, or a few minutes of play or a little money or items).',
      yes: 'A game over, a lost run or a loss of substantial progress is possible.',
    } satisfies Record<FailState, string>,
  },
  timePressure: {
    name: 'Time pressure',
    question: 'Does time push the player?',
    choices: TIME_PRESSURES,
    labels: TIME_PRESSURE_LABELS,
    values: {
      none: 'No clock, day cycle that matters, timers or deadlines; the world waits.',
      relaxed:
        'A clock, day cycle or seasons move on their own, but missing something costs little and comes round again.',
      yes: 'Timed challenges, deadlines or time limits with real consequences.',
    } satisfies Record<TimePressure, string>,
  },
  length: {
    name: 'Length',
    question: 'How long does the main game take?',
    choices: LENGTHS,
    labels: LENGTH_LABELS,
    values: {
      short: 'Under 5 hours to finish the main game.',
      medium: '5 to 20 hours to finish the main game.',
      long: 'Over 20 hours to finish the main game.',
      endless: 'There is no ending.',
    } satisfies Record<GameLength, string>,
  },
  playModes: {
    name: 'Play',
    question: 'Who can the player play with?',
    choices: PLAY_MODES,
    labels: PLAY_MODE_LABELS,
    values: {
      solo: 'The whole main game can be played alone, with no one else needed.',
      'co-op': 'Play together with friends, local or online, or a shared world.',
      online: 'Play with strangers: MMO, public servers, matchmaking.',
    } satisfies Record<PlayMode, string>,
  },
} as const;

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
  endless: COZY_DIMENSIONS.length.values.endless,
};

/** The play modes' meanings; with more than one mode, each says which it is ('Co-op: …'). */
function playModesExplained(modes: PlayMode[]): string | null {
  const meaning = (mode: PlayMode) => COZY_DIMENSIONS.playModes.values[mode];
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
    line('failState', profile.failState, FAIL_STATE_LABELS, COZY_DIMENSIONS.failState.values),
    line('timePressure', profile.timePressure, TIME_PRESSURE_LABELS, COZY_DIMENSIONS.timePressure.values),
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
