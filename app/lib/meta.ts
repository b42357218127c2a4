import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Cozy Games';
export const DEFAULT_DESCRIPTION =
  'Find cozy, relaxing video games for PC, Mac, Switch, PlayStation, Xbox, iOS and Android. Filter by platform and combat, read our reviews, and rate how cozy each game feels.';

interface PageMetaInput {
  /** The page's own title; the site name is appended. */
  title: string;
  description?: string;
  /** Path of the canonical URL, e.g. `/about`. */
  path: string;
  siteUrl: string;
  /** Absolute or site-relative URL of the social preview image. */
  image?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  jsonLd?: unknown[];
}

/** Title, description, canonical URL, social preview tags and robots for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.title === SITE_NAME ? SITE_NAME : `${input.title} | ${SITE_NAME}`;
  const description = input.description ?? DEFAULT_DESCRIPTION;
  const url = `${input.siteUrl}${input.path}`;
  const image = new URL(input.image ?? '/og-image.png', `${input.siteUrl}/`).toString();
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { name: 'robots', content: input.noindex ? 'noindex, nofollow' : 'index, follow' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...(input.jsonLd ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
}

/** The canonical origin, from the root loader's data. */
export function siteUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? '';
}
