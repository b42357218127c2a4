import type { ProfileResearch } from './profile-types.ts';

/** Researched cozy profiles, part B (titles of games-b.ts). */
export const profilesB: Record<string, ProfileResearch> = {
  "Alto's Adventure": {
    failState: {
      value: 'yes',
      basis: 'A crash ends the run, which is scored; the next run starts from the beginning.',
    },
    timePressure: {
      value: 'none',
      basis: 'No timers or deadlines; the day and weather cycle is only scenery.',
    },
    length: { value: 'endless', basis: 'An endless runner with no ending.' },
    playModes: { value: ['solo'], basis: 'A single-player game; leaderboards only compare scores.' },
  },
  Florence: {
    failState: { value: 'none', basis: 'Each vignette is a small interaction that cannot be failed.' },
    timePressure: { value: 'none', basis: 'No timers; every scene waits for the player.' },
    length: { value: 'short', basis: "HowLongToBeat's main-story figure is under an hour." },
    playModes: { value: ['solo'], basis: 'A single-player game.' },
  },
  'Assemble with Care': {
    failState: { value: 'none', basis: 'Repairs can be tried again and again with nothing lost.' },
    timePressure: { value: 'none', basis: 'No timers or deadlines.' },
    length: { value: 'short', basis: "HowLongToBeat's main-story figure is about 2 hours." },
    playModes: { value: ['solo'], basis: 'A single-player game.' },
  },
};
