import { z } from 'zod';
import type { CozyProfile } from '../../../common/cozy-profile.ts';
import { LIFE_FACT_KEYS, type LifeFacts } from '../../../common/life-facts.ts';
import { lifeFactsResearchSchema, profileResearchSchema } from './check.ts';
import lifeFactsData from './life-facts.json' with { type: 'json' };
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

/** Every shipped game's researched life facts, by title, with basis and sources (data in life-facts.json). */
export const shippedLifeFacts: Record<string, z.output<typeof lifeFactsResearchSchema>> = checked(
  'life-facts.json',
  z.record(z.string(), lifeFactsResearchSchema),
  lifeFactsData,
);

/** The life facts of a shipped game (without their basis), or undefined when not researched. */
export function lifeFactsFor(title: string): LifeFacts | undefined {
  const research = shippedLifeFacts[title];
  if (!research) return undefined;
  return Object.fromEntries(LIFE_FACT_KEYS.map((key) => [key, research[key].value])) as LifeFacts;
}
