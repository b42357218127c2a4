import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface FetchLimits {
  /** The whole fetch, every redirect and the body included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Test servers on 127.0.0.1 / ::1 only; refused in production by the configuration. */
  allowLoopback: boolean;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = {
  timeoutMs: 5000,
  maxBytes: 10 * 1024 * 1024,
  maxRedirects: 3,
  allowLoopback: false,
};

/** A fetch the guard refused or that failed; the message is fit to show an admin. */
export class ImageFetchError extends Error {}

/**
 * Every range that is not the public internet: private, shared, link-local, reserved, multicast,
 * documentation. One list per family: a list holding `::ffff:0:0/96` would match every IPv4 address.
 */
const notPublic4 = new BlockList();
const notPublic6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  notPublic6.addSubnet(network, prefix, 'ipv6');
}
/** IPv6 forms that carry an IPv4 address and reach (or are translated to) that IPv4 host. */
const CARRIES_IPV4 = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052', '6to4', 'teredo']);

/** The IPv4 host an IPv6 address reaches through its embedded form, or null for a plain IPv6 one. */
function embeddedIPv4(address: ipaddr.IPv6): string | null {
  const range = address.range();
  if (!CARRIES_IPV4.has(range)) return null;
  const bytes = address.toByteArray();
  // Teredo hides its client's address; no such address is a fetch target we can vet.
  if (range === 'teredo') return '0.0.0.0';
  const at = range === '6to4' ? 2 : 12;
  return bytes.slice(at, at + 4).join('.');
}

/**
 * Whether an address may be fetched from: a global unicast address by ipaddr.js's ranges and by
 * the list above, the IPv4 host of an IPv4-compatible, mapped or translated IPv6 form judged as
 * that host; loopback only when tests allow it.
 */
export function isAllowedAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const embedded = embeddedIPv4(parsed as ipaddr.IPv6);
    if (embedded !== null) return isAllowedAddress(embedded, allowLoopback);
  }
  const range = parsed.range();
  if (range === 'loopback') return allowLoopback;
  if (range !== 'unicast') return false;
  const plain = parsed.toString();
  return parsed.kind() === 'ipv4' ? !notPublic4.check(plain, 'ipv4') : !notPublic6.check(plain, 'ipv6');
}

interface Target {
  address: string;
  family: 4 | 6;
}

function withDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ImageFetchError('The image address took too long to answer.'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Checks the address and resolves its host; every address it resolves to must be allowed. */
export async function resolveTarget(
  url: URL,
  limits: Pick<FetchLimits, 'allowLoopback'>,
  signal: AbortSignal,
): Promise<Target> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ImageFetchError('Only http and https image addresses can be fetched.');
  }
  if (url.username || url.password)
    throw new ImageFetchError('Image addresses with a user name or password are not fetched.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  let addresses: Target[];
  if (literal) {
    addresses = [{ address: host, family: literal as 4 | 6 }];
  } else {
    try {
      const found = await withDeadline(lookup(host, { all: true, verbatim: true }), signal);
      addresses = found.map((entry) => ({ address: entry.address, family: entry.family as 4 | 6 }));
    } catch (error) {
      if (error instanceof ImageFetchError) throw error;
      throw new ImageFetchError(`The image's host (${host}) could not be found.`);
    }
  }
  if (addresses.length === 0) throw new ImageFetchError(`The image's host (${host}) could not be found.`);
  // One non-public answer refuses the host: a name that mixes them is not to be trusted.
  if (!addresses.every((entry) => isAllowedAddress(entry.address, limits.allowLoopback))) {
    throw new ImageFetchError('The image address points to a private or local network, which is not fetched.');
  }
  return addresses[0]!;
}

interface Hop {
  status: number;
  location?: string;
  body?: Buffer;
}

/** One request to the address already checked: the connection goes to it, whatever DNS says later. */
function requestOnce(url: URL, target: Target, limits: FetchLimits, signal: AbortSignal): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request({
      host: target.address,
      family: target.family,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      agent: false,
      // The certificate is checked against the host name, not the pinned address.
      ...(secure && !isIP(url.hostname.replace(/^\[|\]$/g, '')) ? { servername: url.hostname } : {}),
      headers: {
        host: url.host,
        accept: 'image/avif,image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.1',
        'user-agent': 'CozyGamesCovers/1.0',
      },
      signal,
    });
    request.on('error', (error) => {
      if (error instanceof ImageFetchError) return reject(error);
      if (signal.aborted) return reject(new ImageFetchError('The image address took too long to answer.'));
      reject(
        new ImageFetchError(
          `The image could not be fetched (${(error as NodeJS.ErrnoException).code ?? 'connection failed'}).`,
        ),
      );
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        response.resume();
        request.destroy();
        return resolve({ status, location: response.headers.location });
      }
      if (status !== 200) {
        response.resume();
        request.destroy();
        return reject(new ImageFetchError(`The image address answered ${status} instead of an image.`));
      }
      const tooLarge = () =>
        new ImageFetchError(`The image is larger than ${Math.round(limits.maxBytes / (1024 * 1024))} MB.`);
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        request.destroy();
        return reject(tooLarge());
      }
      const chunks: Buffer[] = [];
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > limits.maxBytes) {
          // Stop reading at once: the rest of the stream is never downloaded.
          request.destroy(tooLarge());
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
      response.on('error', (error) => reject(error instanceof ImageFetchError ? error : tooLarge()));
      response.on('aborted', () => reject(new ImageFetchError('The image download was cut off.')));
    });
    request.end();
  });
}

/**
 * Fetches an image address under the server-side request forgery guard: http(s) only; each hop's
 * host resolved and every address checked to be public before connecting to exactly that address;
 * a few redirects, each checked again; a deadline over everything; and a size limit that stops
 * reading the moment it is passed.
 */
export async function fetchImage(address: string, limits: FetchLimits = DEFAULT_FETCH_LIMITS): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ImageFetchError('The image address is not a valid URL.');
  }
  const signal = AbortSignal.timeout(limits.timeoutMs);
  for (let redirects = 0; ; redirects++) {
    const target = await resolveTarget(url, limits, signal);
    const hop = await requestOnce(url, target, limits, signal);
    if (hop.body) return hop.body;
    if (!hop.location) throw new ImageFetchError(`The image address answered ${hop.status} without saying where to.`);
    if (redirects >= limits.maxRedirects) throw new ImageFetchError('The image address redirected too many times.');
    try {
      url = new URL(hop.location, url);
    } catch {
      throw new ImageFetchError('The image address redirected to an invalid URL.');
    }
  }
}
