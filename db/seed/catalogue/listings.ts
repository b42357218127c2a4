import { z } from 'zod';
import type { ArtSource } from '../../../common/schemas/covers.ts';
import { hoursToFinish } from '../../../common/game-fields.ts';
import { isStoreUrl, STORE_IDS, type StoreLink } from '../../../common/stores.ts';
import { checked } from './load.ts';
import listingData from './listings.json' with { type: 'json' };
import reviewData from './reviews.json' with { type: 'json' };

/**
 * Where each shipped game is sold, how long it takes and where its art comes from, each fact with
 * the page it was confirmed on (`source`) or the reasoning behind it (`basis`); and its review,
 * written for this catalogue. Data in listings.json and reviews.json, checked when loaded.
 */

const https = (hosts: (host: string) => boolean, message: string) =>
  z.url({ protocol: /^https$/, error: message }).refine((url) => hosts(new URL(url).hostname), message);

const confirmedStore = z
  .object({
    store: z.enum(STORE_IDS),
    url: z.string(),
    /** Where the store page's address (or the Steam app id) was seen. */
    source: z.string().min(1),
  })
  .refine((link) => isStoreUrl(link.store, link.url), { message: "The URL is not https on the store's own domain" });

const steamSource = z.object({
  kind: z.literal('steam'),
  appId: z.number().int().positive(),
  label: z.literal('Steam store page'),
  url: z.string(),
  source: z.string().min(1),
});

const pageSource = z.object({
  kind: z.literal('page'),
  label: z.enum(['Press kit', 'Official site']),
  url: https(() => true, 'An art page must be an https URL'),
  images: z.array(https(() => true, 'Image URLs must be https')).optional(),
  source: z.string().min(1),
});

export const listingSchema = z
  .object({
    stores: z.array(confirmedStore),
    hoursToFinish: z
      .object({ value: z.number().positive(), basis: z.string().min(1) })
      .nullable()
      .refine((hours) => hours === null || hoursToFinish.safeParse(hours.value).success),
    artSources: z.array(z.discriminatedUnion('kind', [steamSource, pageSource])),
    /** Why a game has no art source: what was searched without finding one. */
    artNote: z.string().min(1).optional(),
    /** The page that announced a not yet released game's release day (the game's `releaseDate`). */
    releaseDateSource: https(() => true, 'A release date source must be an https URL').optional(),
  })
  .superRefine((listing, ctx) => {
    if (listing.artSources.length === 0 && !listing.artNote) {
      ctx.addIssue({ code: 'custom', message: 'A game without an art source says why (artNote)' });
    }
    for (const source of listing.artSources) {
      if (source.kind === 'steam' && source.url !== `https://store.steampowered.com/app/${source.appId}/`) {
        ctx.addIssue({ code: 'custom', message: 'A Steam source links its store page' });
      }
    }
  });
export type Listing = z.output<typeof listingSchema>;

export const shippedListings: Record<string, Listing> = checked(
  'listings.json',
  z.record(z.string(), listingSchema),
  listingData,
);

export const shippedReviews: Record<string, string> = checked(
  'reviews.json',
  z.record(z.string(), z.string().min(1)),
  reviewData,
);

/** What a shipped game's row holds of its listing (without the sources beside each fact). */
export function listingFor(title: string): {
  stores: StoreLink[];
  hoursToFinish: number | null;
  artSources: ArtSource[];
  review: string | null;
} {
  const listing = shippedListings[title];
  return {
    stores: listing?.stores.map(({ store, url }) => ({ store, url })) ?? [],
    hoursToFinish: listing?.hoursToFinish?.value ?? null,
    artSources: (listing?.artSources ?? []).map(({ source: _source, ...art }) => art),
    review: shippedReviews[title] ?? null,
  };
}
