import { describe, expect, it } from 'vitest';
import { inFullRows } from './full-rows';

const games = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('the featured strip in whole rows', () => {
  it('leaves no game alone on a row of four', () => {
    expect(inFullRows(games(9))).toEqual(games(8));
    expect(inFullRows(games(5))).toEqual(games(4));
    expect(inFullRows(games(11))).toEqual(games(8));
    expect(inFullRows(games(12))).toEqual(games(12));
  });

  it('keeps a single row as it is, however short', () => {
    expect(inFullRows(games(3))).toEqual(games(3));
    expect(inFullRows(games(4))).toEqual(games(4));
    expect(inFullRows([])).toEqual([]);
  });
});
