const HEAD_END = '</head>';
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * A rendered document with the module preloads taken out of its head.
 *
 * React Router names every script a page needs as `<link rel="modulepreload">`, which React moves
 * into the head. A browser then fetches all of them at once with the stylesheet and the cover
 * images above the fold, and on a slow connection the page's first paint waits while they share
 * the bandwidth (about 120 KB of scripts against an 8 KB stylesheet). Without them, the scripts
 * are fetched when the parser reaches the module script at the end of the body, after the text
 * and styles that make the first paint. Only the head (the first few KB) is read as text; the body
 * is left as it came, and a document without a head end is returned as it is.
 */
export function headWithoutModulePreloads(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const end = page.indexOf(HEAD_END);
  if (end === -1) return page;
  const head = page.subarray(0, end).toString('utf8').replace(MODULE_PRELOAD, '');
  return Buffer.concat([Buffer.from(head), page.subarray(end)]);
}
