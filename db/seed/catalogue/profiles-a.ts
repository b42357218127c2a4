import type { ProfileResearch } from './profile-types.ts';

/** Researched cozy profiles, part A (titles of games-a.ts). */
export const profilesA: Record<string, ProfileResearch> = {
  'Stardew Valley': {
    failState: {
      value: 'gentle',
      basis:
        'Fainting in the mines or staying up past 2 am costs some gold and a few items and ends the day; the farm and progress stay.',
    },
    timePressure: {
      value: 'relaxed',
      basis:
        'A day clock and seasons run on their own and crops wither when the season turns, but festivals and seasons come round every year.',
    },
    length: { value: 'long', basis: "HowLongToBeat's main-story figure is around 50 hours." },
    playModes: {
      value: ['solo', 'co-op'],
      basis: 'Single player, or a shared farm with up to three friends online or in split screen; no matchmaking.',
    },
  },
  Unpacking: {
    failState: {
      value: 'none',
      basis: 'An item in the wrong place is only highlighted until it is moved; nothing can be lost.',
    },
    timePressure: { value: 'none', basis: 'No clock or timer; each room waits until it is finished.' },
    length: { value: 'short', basis: "HowLongToBeat's main-story figure is about 3.5 hours." },
    playModes: { value: ['solo'], basis: 'A single-player game.' },
  },
  'A Short Hike': {
    failState: {
      value: 'none',
      basis: 'Falling or landing in water only puts Claire back on the path; there is no damage or game over.',
    },
    timePressure: { value: 'none', basis: 'No timers; time of day does not change what the player can do.' },
    length: { value: 'short', basis: "HowLongToBeat's main-story figure is about 1.5 hours." },
    playModes: { value: ['solo'], basis: 'A single-player game.' },
  },
};
