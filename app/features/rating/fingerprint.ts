import { newVoterId, VOTER_ID_PATTERN } from '../../../common/voter-id';

const STORAGE_KEY = 'cozy-games:voter-id';

/** The id for this page's life when the browser keeps nothing (storage blocked or full). */
let unkept: string | undefined;

/**
 * This browser's voter fingerprint: a random id made on its first vote or visit to a game and kept
 * in local storage, so two people with the same kind of phone are two voters. The server's voter
 * cookie carries the same id. Call it in the browser only (an effect or an event handler).
 */
export function voterFingerprint(storage: Pick<Storage, 'getItem' | 'setItem'> | null = localStorageOrNull()): string {
  const kept = readKept(storage);
  if (kept) return kept;
  unkept ??= newVoterId();
  try {
    storage?.setItem(STORAGE_KEY, unkept);
  } catch {
    // Storage refused (a private window, a full quota): the id lasts as long as the page.
  }
  return unkept;
}

function readKept(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    const value = storage?.getItem(STORAGE_KEY) ?? null;
    return value !== null && VOTER_ID_PATTERN.test(value) ? value : null;
  } catch {
    return null;
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Reading localStorage itself throws where the browser blocks site data.
    return null;
  }
}
