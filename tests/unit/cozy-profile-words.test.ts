import { describe, expect, it } from 'vitest';
import { describeProfile } from '../../common/profile-meanings.ts';

describe('the cozy profile in words', () => {
  it('explains a known value with something its label leaves out, and an unknown one not at all', () => {
    const lines = describeProfile({ failState: null, timePressure: 'none', length: 'short', playModes: ['solo'] });
    expect(lines.map((line) => [line.label, line.definition])).toEqual([
      [null, null],
      ['No time pressure', 'No clock, day cycle that matters, timers or deadlines; the world waits.'],
      ['Under 5 hours', 'Time to finish the main game.'],
      ['Solo', 'The whole main game can be played alone, with no one else needed.'],
    ]);
    const both = describeProfile({
      failState: 'none',
      timePressure: null,
      length: 'endless',
      playModes: ['solo', 'co-op'],
    });
    expect(both[2]!.definition).toBe('There is no ending.');
    expect(both[3]!.definition).toMatch(/^Solo: The whole main game .* Co-op: Play together/);
  });
});
