/**
 * A voter's id: a random id the browser makes once and keeps, sent with each vote as the voter
 * fingerprint and carried by the voter cookie, so two people with the same kind of browser are two
 * voters. The site makes 22 URL-safe base64 characters (128 random bits); the server takes 8 to 64
 * letters, digits, '-' or '_' from other clients too, and refuses anything else.
 */
export const VOTER_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A new voter id from the platform's random source (the browser's or Node's Web Crypto). */
export function newVoterId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}
