/**
 * cyrb53: a fast, well-mixed 53-bit string hash. Not cryptographic, and needs no secure context
 * (crypto.subtle is missing on plain-http hosts).
 */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The voter fingerprint the spec asks for: the browser's user agent and today's date (UTC), hashed.
 * It changes daily; the server's long-lived voter cookie is what stops a second vote. Call it in
 * the browser only (an effect or an event handler).
 */
export function voterFingerprint(userAgent: string = navigator.userAgent, today: Date = new Date()): string {
  const day = today.toISOString().slice(0, 10);
  return `v1-${hash53(`${userAgent}|${day}`).toString(16).padStart(14, '0')}`;
}
