import type { CozyProfile } from '../../../common/cozy-profile.ts';
import type { ProfileResearch } from './profile-types.ts';
import { profilesA } from './profiles-a.ts';
import { profilesB } from './profiles-b.ts';

/** Every shipped game's researched cozy profile, by title. */
export const shippedProfiles: Record<string, ProfileResearch> = { ...profilesA, ...profilesB };

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
