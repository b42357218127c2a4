import { describe, expect, it } from 'vitest';
import { sharedShelf, shelfQuery } from './shelf-link';

describe('a shelf as a link', () => {
  it('lists each state that holds games, in the order of the states', () => {
    expect(
      shelfQuery([
        [4, 'played'],
        [1, 'want'],
        [3, 'playing'],
        [2, 'want'],
        [5, 'not'],
      ]),
    ).toBe('want=1,2&playing=3&played=4&not=5');
    expect(shelfQuery([])).toBe('');
  });

  it('reads back what it wrote', () => {
    const params = new URLSearchParams('want=1,2&playing=3&played=4&not=5');
    expect(sharedShelf(params)).toEqual([
      [1, 'want'],
      [2, 'want'],
      [3, 'playing'],
      [4, 'played'],
      [5, 'not'],
    ]);
  });

  it('is no shared shelf without a state, and skips what is not a game id', () => {
    expect(sharedShelf(new URLSearchParams(''))).toBeNull();
    expect(sharedShelf(new URLSearchParams('sort=a-z'))).toBeNull();
    expect(sharedShelf(new URLSearchParams('want=1,x,,-2,3.5,0,99999999999&played=1,7'))).toEqual([
      [1, 'want'],
      [7, 'played'],
    ]);
  });
});
