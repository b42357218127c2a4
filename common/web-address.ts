/**
 * A web address as people type it: often without its scheme ('kamaeru.com', 'www.kamaeru.com/press').
 * Such an address gets `https://`; anything that does not start with a host name (words, a file
 * name, `javascript:`) is left as typed, so the URL check still refuses it.
 */

/** A host name with at least one dot and a top-level domain of letters, then an optional port and path. */
const BARE_ADDRESS = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(\p{L}{2,63})(?::\d{1,5})?([/?#]\S*)?$/u;

/** Endings of file names that would otherwise pass for a host name ('cover.png'). */
const FILE_ENDINGS = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'svg',
  'bmp',
  'ico',
  'tif',
  'tiff',
  'heic',
  'htm',
  'html',
  'php',
  'pdf',
  'txt',
  'exe',
]);

/** `kamaeru.com` → `https://kamaeru.com`; anything else (with a scheme, or not an address) unchanged. */
export function withScheme(value: string): string {
  const text = value.trim();
  const match = BARE_ADDRESS.exec(text);
  if (!match) return value;
  const [, ending = '', path] = match;
  if (path === undefined && FILE_ENDINGS.has(ending.toLowerCase())) return value;
  return `https://${text}`;
}

/** The same for a value of unknown type (a schema's raw input): only strings are completed. */
export const withSchemeIfText = (value: unknown): unknown => (typeof value === 'string' ? withScheme(value) : value);
