/**
 * The catalogue's words (`search_words`: every word of every game's search text), held in this
 * process for correcting searches without a round trip: whether a word starts any catalogue word,
 * and the closest words to one that does not, by trigram similarity as PostgreSQL's pg_trgm
 * defines it (the text cut into words of letters and digits, each padded with two spaces before and
 * one after and cut into its distinct runs of three characters; similarity is the trigrams both
 * share over all the trigrams of either).
 */

/** pg_trgm's default `similarity_threshold`: closer than this, or not a correction at all. */
const SIMILARITY_THRESHOLD = 0.3;

export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const characters = [...`  ${word} `];
    for (let i = 0; i + 3 <= characters.length; i++) found.add(characters.slice(i, i + 3).join(''));
  }
  return found;
}

export interface SearchDictionary {
  /** Some catalogue word starts with `word`. */
  starts(word: string): boolean;
  /** The catalogue words that start with `prefix`, in order; null when there are more than `most`. */
  startingWith(prefix: string, most: number): string[] | null;
  /** Up to `limit` catalogue words most like `word`, best first (ties in word order). */
  closest(word: string, limit: number): string[];
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function createSearchDictionary(words: readonly string[]): SearchDictionary {
  const sorted = [...words].sort(byCodePoint);
  const gramsOf = sorted.map(trigrams);
  // Which words hold each trigram: only words that share one can be similar at all.
  const holders = new Map<string, number[]>();
  gramsOf.forEach((grams, at) => {
    for (const gram of grams) {
      const list = holders.get(gram);
      if (list) list.push(at);
      else holders.set(gram, [at]);
    }
  });

  /** Where `word` is, or would be, in the sorted words. */
  const firstFrom = (word: string) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < word) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  return {
    starts(word) {
      const at = firstFrom(word);
      return at < sorted.length && sorted[at]!.startsWith(word);
    },

    startingWith(prefix, most) {
      const found: string[] = [];
      for (let at = firstFrom(prefix); at < sorted.length && sorted[at]!.startsWith(prefix); at++) {
        if (found.length === most) return null;
        found.push(sorted[at]!);
      }
      return found;
    },

    closest(word, limit) {
      const grams = trigrams(word);
      const shared = new Map<number, number>();
      for (const gram of grams) for (const at of holders.get(gram) ?? []) shared.set(at, (shared.get(at) ?? 0) + 1);
      const candidates: { word: string; similarity: number }[] = [];
      for (const [at, count] of shared) {
        const similarity = count / (grams.size + gramsOf[at]!.size - count);
        if (similarity >= SIMILARITY_THRESHOLD) candidates.push({ word: sorted[at]!, similarity });
      }
      candidates.sort((a, b) => b.similarity - a.similarity || byCodePoint(a.word, b.word));
      return candidates.slice(0, limit).map((candidate) => candidate.word);
    },
  };
}
