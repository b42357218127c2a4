/**
 * Whether a catalogue title looks like the title a visitor is typing. The catalogue's search also
 * matches descriptions and features; only games whose own title is close count as possibly the same
 * game: the typed words begin the title's words ('stardew val'), or the two share most of their
 * three-letter pieces (a typo, a word more or less).
 */

/** Lower case, accents folded, anything but letters and digits a space. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The three-letter pieces of each word, padded at its ends so short words and word starts count. */
function trigrams(list: string[]): Set<string> {
  const pieces = new Set<string>();
  for (const word of list) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) pieces.add(padded.slice(i, i + 3));
  }
  return pieces;
}

/** Share of both sets' pieces they have in common. */
const SIMILAR = 0.3;
/** Share of the typed title's pieces found in the catalogue title. */
const CONTAINED = 0.6;

export function titleLooksLike(typed: string, title: string): boolean {
  const typedWords = words(typed);
  const titleWords = words(title);
  if (typedWords.length === 0 || titleWords.length === 0) return false;
  if (typedWords.every((word) => titleWords.some((candidate) => candidate.startsWith(word)))) return true;

  const typedPieces = trigrams(typedWords);
  const titlePieces = trigrams(titleWords);
  let shared = 0;
  for (const piece of typedPieces) if (titlePieces.has(piece)) shared++;
  const union = typedPieces.size + titlePieces.size - shared;
  return shared / union >= SIMILAR || shared / typedPieces.size >= CONTAINED;
}
