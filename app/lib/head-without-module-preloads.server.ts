import { Transform, type TransformCallback } from 'node:stream';

const HEAD_END = '</head>';
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Passes a rendered document through with the module preloads taken out of its head.
 *
 * React Router names every script a page needs as `<link rel="modulepreload">`, which React moves
 * into the head. A browser then fetches all of them at once with the stylesheet and the cover
 * images above the fold, and on a slow connection the page's first paint waits while they share
 * the bandwidth (about 120 KB of scripts against an 8 KB stylesheet). Without them, the scripts
 * are fetched when the parser reaches the module script at the end of the body, after the text
 * and styles that make the first paint. The head is held back until it is complete (it is the
 * first few KB); the rest streams through untouched.
 */
export function headWithoutModulePreloads(onFinal?: () => void): Transform {
  let pending: Buffer[] | null = [];
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (pending === null) return callback(null, chunk);
      pending.push(chunk);
      const buffered = Buffer.concat(pending);
      const end = buffered.indexOf(HEAD_END);
      if (end === -1) {
        pending = [buffered];
        return callback();
      }
      pending = null;
      const head = buffered.subarray(0, end).toString('utf8').replace(MODULE_PRELOAD, '');
      callback(null, Buffer.concat([Buffer.from(head), buffered.subarray(end)]));
    },
    flush(callback: TransformCallback) {
      // A document without a head end: as it came.
      if (pending !== null && pending.length > 0) this.push(Buffer.concat(pending));
      onFinal?.();
      callback();
    },
  });
}
