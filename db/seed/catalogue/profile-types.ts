import type { CozyProfile } from '../../../common/cozy-profile.ts';

/** One researched value and why: the source it rests on and the reasoning, in our own words. */
export interface ProfileValue<T> {
  value: T;
  basis: string;
}

/** A shipped game's cozy profile with the basis of each value, keyed by the game's title. */
export interface ProfileResearch {
  failState: ProfileValue<CozyProfile['failState']>;
  timePressure: ProfileValue<CozyProfile['timePressure']>;
  length: ProfileValue<CozyProfile['length']>;
  playModes: ProfileValue<CozyProfile['playModes']>;
}
