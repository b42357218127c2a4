import { describe, expect, it } from 'vitest';
import { newVoterId, VOTER_ID_PATTERN } from '../../common/voter-id.ts';
import { voterFingerprint } from '../../app/features/rating/fingerprint.ts';

/** A browser's local storage, as far as the fingerprint uses it. */
function storage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the voter id', () => {
  it('is 22 URL-safe characters, different every time', () => {
    const ids = Array.from({ length: 200 }, newVoterId);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(VOTER_ID_PATTERN.test(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(['short', 'a'.repeat(65), 'has spaces in it', 'café-voter', '<script>', 'v1-00abc\u0000'])(
    'refuses %j',
    (junk) => expect(VOTER_ID_PATTERN.test(junk)).toBe(false),
  );
});

describe('the voter fingerprint', () => {
  it('is made once and kept: the same browser sends the same id, another browser another', () => {
    const phone = storage();
    const first = voterFingerprint(phone);
    expect(voterFingerprint(phone)).toBe(first);
    expect([...phone.items.values()]).toEqual([first]);
    expect(voterFingerprint(storage({ [[...phone.items.keys()][0]!]: 'kept-voter-id-0000000' }))).toBe(
      'kept-voter-id-0000000',
    );
  });

  it('replaces a kept value that is not an id, and copes with storage that refuses', () => {
    const key = 'cozy-games:voter-id';
    const broken = storage({ [key]: 'not an id' });
    expect(voterFingerprint(broken)).toMatch(VOTER_ID_PATTERN);
    expect(broken.items.get(key)).toMatch(VOTER_ID_PATTERN);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const id = voterFingerprint(refusing);
    expect(id).toMatch(VOTER_ID_PATTERN);
    expect(voterFingerprint(refusing)).toBe(id);
    expect(voterFingerprint(null)).toBe(id);
  });
});
