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
 * and their labels. What each value means is in `profile-meanings.ts`, which pages load only where
 * they explain a value.
 */
export const COZY_DIMENSIONS = {
  failState: {
    name: 'Fail states',
    question: 'Can the player fail?',
    choices: FAIL_STATES,
    labels: FAIL_STATE_LABELS,
  },
  timePressure: {
    name: 'Time pressure',
    question: 'Does time push the player?',
    choices: TIME_PRESSURES,
    labels: TIME_PRESSURE_LABELS,
  },
  length: {
    name: 'Length',
    question: 'How long does the main game take?',
    choices: LENGTHS,
    labels: LENGTH_LABELS,
  },
  playModes: {
    name: 'Play',
    question: 'Who can the player play with?',
    choices: PLAY_MODES,
    labels: PLAY_MODE_LABELS,
  },
} as const;
