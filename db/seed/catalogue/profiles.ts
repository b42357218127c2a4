import { z } from 'zod';
import type { CozyProfile } from '../../../common/cozy-profile.ts';
import { profileResearchSchema } from './check.ts';
import data from './profiles.json' with { type: 'json' };
import { checked } from './load.ts';

/** A shipped game's cozy profile with the basis of each value: the source and the reasoning, in our own words. */
export type ProfileResearch = z.output<typeof profileResearchSchema>;

/** Every shipped game's researched cozy profile, by title (data in profiles.json, checked when loaded). */
export const shippedProfiles: Record<string, ProfileResearch> = checked(
  'profiles.json',
  z.record(z.string(), profileResearchSchema),
  data,
);

/** The profile values of a shipped game (without their basis), or undefined when not researched. */
export function profileFor(title: string): CozyProfile | undefined {
  const research = shippedProfiles[title];
  if (!research) return undefined;
  return {
    failState: research.failState.value,
    timePressure: research.timePressure.value,
    length: research.length.value,
    playModes: research.playModes.value,
  };
}
