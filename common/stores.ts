import { z } from 'zod';
import { withScheme } from './web-address.ts';

/**
 * The stores a game can be bought from, each with its name as shown ('Where to get it') and the
 * hosts its store pages live on: a link must be https on one of them, so a listing never sends a
 * player anywhere but the store it names.
 */
export const STORES = {
  steam: { label: 'Steam', hosts: ['store.steampowered.com'] },
  nintendo: {
    label: 'Nintendo eShop',
    hosts: [
      'www.nintendo.com',
      'nintendo.com',
      'www.nintendo.co.uk',
      'store.nintendo.co.uk',
      'www.nintendo.co.jp',
      'www.nintendo.de',
      'www.nintendo.fr',
    ],
  },
  playstation: { label: 'PlayStation Store', hosts: ['store.playstation.com', 'www.playstation.com'] },
  xbox: { label: 'Xbox Store', hosts: ['www.xbox.com'] },
  apple: { label: 'App Store', hosts: ['apps.apple.com'] },
  'google-play': { label: 'Google Play', hosts: ['play.google.com'] },
  itch: { label: 'itch.io', hosts: ['itch.io'] },
  gog: { label: 'GOG', hosts: ['www.gog.com', 'gog.com'] },
  epic: { label: 'Epic Games Store', hosts: ['store.epicgames.com', 'www.epicgames.com'] },
} as const satisfies Record<string, { label: string; hosts: readonly string[] }>;

export type Store = keyof typeof STORES;
export const STORE_IDS = Object.keys(STORES) as [Store, ...Store[]];
export const STORES_MAX = STORE_IDS.length;

export function storeLabel(store: string): string {
  return (STORES as Record<string, { label: string }>)[store]?.label ?? store;
}

/** Whether a URL is an https page on the store's own domain (itch.io's makers have subdomains). */
export function isStoreUrl(store: Store, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) return false;
  const host = parsed.hostname.toLowerCase();
  return STORES[store].hosts.some((allowed) => host === allowed || (store === 'itch' && host.endsWith(`.${allowed}`)));
}

export const storeLinkSchema = z
  .object({
    store: z.enum(STORE_IDS, { error: `Store is one of ${STORE_IDS.join(', ')}` }),
    // A link typed without its scheme (`store.steampowered.com/app/…`) gets https://; a codec, so
    // answers that carry stored links are written as they are.
    url: z.codec(z.string().trim().max(500, 'The store link is at most 500 characters'), z.string(), {
      decode: withScheme,
      encode: (url) => url,
    }),
  })
  .superRefine((link, ctx) => {
    if (!isStoreUrl(link.store, link.url)) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: `Enter an https link on ${STORES[link.store].label}'s own site (${STORES[link.store].hosts[0]})`,
      });
    }
  })
  .meta({ id: 'StoreLink' });
export type StoreLink = z.infer<typeof storeLinkSchema>;

/** A game's store links: at most one per store. */
export const storeLinksSchema = z
  .array(storeLinkSchema)
  .max(STORES_MAX)
  .superRefine((links, ctx) => {
    const seen = new Set<string>();
    for (const [index, link] of links.entries()) {
      if (seen.has(link.store)) {
        ctx.addIssue({ code: 'custom', path: [index, 'store'], message: `${storeLabel(link.store)} is listed twice` });
      }
      seen.add(link.store);
    }
  });
