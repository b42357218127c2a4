import { data, isRouteErrorResponse, Link, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/game';
import { genreLabel, platformLabel } from '../../common/catalogue';
import { pageMeta, siteUrlFrom } from '~/lib/meta';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { GameCover } from '~/components/cover-image';
import { HeadedSection } from '~/components/headed-section';
import { cn } from '~/lib/cn';
import { SearchBox } from '~/features/games/search-box';
import { TeaCups, formatRating } from '~/components/tea-cup-rating';
import { videoGameJsonLd } from '~/features/game/structured-data';
import { RatingBox } from '~/features/rating/rating-box';
import { ReviewSection } from '~/features/game/review-section';
import { CozyProfileBox } from '~/features/game/cozy-profile-box';
import { reportHref } from '~/features/game/report-href';
import { MoreLikeThis } from '~/features/game/more-like-this';
import { toCardGame } from '~/features/games/game-card';
import { toPageGame } from '~/features/game/page-game';
import { NotFoundError } from '../../common/http-errors';
import { storeLabel } from '../../common/stores';
import { HoursToFinish } from '~/components/hours-to-finish';
import { ScreenshotGallery } from '~/features/game/screenshot-gallery';
import { WhereToGetIt } from '~/features/game/where-to-get-it';
import { BackToListLink } from '~/components/back-to-list-link';
import { ShelfControl } from '~/features/shelf/shelf-control';
import { UpcomingBadge } from '~/components/upcoming-badge';
import { formatReleaseDate, isUpcoming } from '../../common/upcoming';

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const page = await context.services.games.page(params.slug);
    if (page.game.slug !== params.slug) throw redirect(`/game/${page.game.slug}`, 301);
    return {
      game: toPageGame(page.game),
      reviewHtml: page.reviewHtml,
      ratingCount: page.ratingCount,
      similar: page.similar.map(toCardGame),
      // Named here, on the server: the store list's module carries its schemas.
      storeLinks: page.game.stores.map(({ store, url }) => ({ label: storeLabel(store), url })),
    };
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data: page, matches, params }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!page) {
    return pageMeta({ title: 'Game review not found', path: `/game/${params.slug}`, siteUrl, noindex: true });
  }
  const { game, ratingCount } = page;
  return pageMeta({
    title: `${game.title} Review`,
    description: game.description.length > 160 ? `${game.description.slice(0, 157)}…` : game.description,
    path: `/game/${game.slug}`,
    siteUrl,
    type: 'article',
    // The share preview is the cover's 1200x630 rendition; a game without one keeps the site's picture.
    image: game.cover?.social,
    jsonLd: [videoGameJsonLd(siteUrl, game, ratingCount)],
  });
};

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-sage-100 py-2 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium text-ink">{value}</dd>
    </div>
  );
}

/** The search card: beside the text on a wide screen, after the review on a narrow one (only one shows). */
function FindAnother({ className }: { className: string }) {
  return (
    <Card className={cn('p-5', className)}>
      <h2 className="text-lg font-semibold">Find another game</h2>
      <SearchBox className="mt-3" />
    </Card>
  );
}

/** The hero fills the left three fifths of a 1280 px page on a wide screen, the whole width below. */
const HERO_COVER_SIZES = '(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw';

export default function GamePage({ loaderData }: Route.ComponentProps) {
  const { game, reviewHtml, ratingCount, similar, storeLinks } = loaderData;
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm">
        <BackToListLink className="text-sage-700 underline-offset-4 hover:underline">← All games</BackToListLink>
      </nav>

      {/*
        One grid, in reading order: the hero, what the game is about, the cards (the cozy profile
        first, then the rating and the actions), then the rest of the text. On a wide screen the
        hero and the text fill the left column while the cards sit beside them, the rating on top
        (the last row takes whatever height the cards need, so the text never waits for them).
      */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <div className="overflow-hidden rounded-3xl border border-sage-200 bg-sage-100 shadow-sm">
            <GameCover
              game={game}
              alt={`${game.title} cover art`}
              sizes={HERO_COVER_SIZES}
              priority
              preloadInHead
              className="aspect-video w-full object-cover"
              fallback={
                <div className="flex aspect-video w-full items-center justify-center text-lg text-muted">
                  No image available
                </div>
              }
            />
          </div>
          <ScreenshotGallery key={game.id} title={game.title} screenshots={game.screenshots} credit={game.artCredit} />
          <h1 className="mt-6 text-3xl font-bold text-sage-900 sm:text-4xl">{game.title}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {game.featured ? <Badge variant="peach">Featured</Badge> : null}
            <UpcomingBadge releaseDate={game.releaseDate} />
            <Badge variant={game.hasCombat ? 'berry' : 'sage'}>{game.hasCombat ? 'Has Combat' : 'No Combat'}</Badge>
            <Badge variant="outline">{genreLabel(game.genre)}</Badge>
            <HoursToFinish hours={game.hoursToFinish} className="text-sm" />
            <ShelfControl
              key={game.id}
              game={game}
              className="inline-flex h-10 items-center gap-2 rounded-full border border-sage-300 bg-white px-4 font-medium whitespace-nowrap text-sage-900 hover:bg-sage-50"
            >
              {(label) =>
                label ? (
                  <span>
                    <span className="sr-only">Shelf: </span>
                    {label}
                  </span>
                ) : (
                  'Add to shelf'
                )
              }
            </ShelfControl>
          </div>
        </div>

        <HeadedSection
          headingId="about-heading"
          title="About the Game"
          className="min-w-0 lg:col-start-1 lg:row-start-2"
        >
          <p className="mt-3 text-lg leading-relaxed">{game.description}</p>
        </HeadedSection>

        <aside
          aria-label="Rating and details"
          className="grid min-w-0 content-start items-start gap-6 sm:grid-cols-2 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:grid-cols-1"
        >
          {/* First to read; on a wide screen it sits below the stores, after the rating and the actions. */}
          <CozyProfileBox game={game} className="sm:col-span-2 lg:order-1 lg:col-span-1" />

          <Card className="p-5">
            <h2 className="text-lg font-semibold">Cozy Rating</h2>
            <RatingBox key={game.id} gameId={game.id} rating={game.rating} count={ratingCount}>
              {(rating, count) => (
                <>
                  <div className="mt-3 flex flex-wrap items-center gap-3">
                    <TeaCups rating={rating} />
                    <p className="font-semibold text-sage-900" data-testid="cozy-rating">
                      {formatRating(rating)}
                    </p>
                  </div>
                  {count > 0 ? (
                    <p className="mt-1 text-sm text-muted">
                      From {count} {count === 1 ? 'vote' : 'votes'}
                    </p>
                  ) : null}
                </>
              )}
            </RatingBox>
          </Card>

          <Card className="space-y-3 p-5">
            <h2 className="text-lg font-semibold">Actions</h2>
            {game.websiteUrl ? (
              <Button asChild className="w-full">
                <a href={game.websiteUrl} target="_blank" rel="noopener noreferrer">
                  Visit Official Website
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            ) : null}
            <Button asChild variant="outline" className="w-full">
              <BackToListLink>Back to All Games</BackToListLink>
            </Button>
            <Button asChild variant="ghost" className="w-full">
              <Link to={reportHref(game.title)}>Report Error</Link>
            </Button>
          </Card>

          <Card className="p-5">
            <h2 className="text-lg font-semibold">Available on</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {game.platforms.map((platform) => (
                <li key={platform}>
                  <Badge variant="sage" size="md">
                    {platformLabel(platform)}
                  </Badge>
                </li>
              ))}
            </ul>
          </Card>

          <WhereToGetIt stores={storeLinks} />

          <Card className="p-5 lg:order-1">
            <h2 className="text-lg font-semibold">Game Info</h2>
            <dl className="mt-2 text-sm">
              <InfoRow label="Developer" value={game.developer || 'Unknown'} />
              <InfoRow
                label={isUpcoming(game.releaseDate) ? 'Release date' : 'Released'}
                value={
                  game.releaseDate
                    ? formatReleaseDate(game.releaseDate)
                    : game.releaseYear
                      ? String(game.releaseYear)
                      : 'Unknown'
                }
              />
              <InfoRow label="Genre" value={genreLabel(game.genre)} />
              <InfoRow label="Combat" value={game.hasCombat ? 'Has Combat' : 'No Combat'} />
            </dl>
          </Card>

          <FindAnother className="hidden lg:order-1 lg:block" />
        </aside>

        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-3 lg:pt-2">
          {game.features.length > 0 ? (
            <HeadedSection headingId="features-heading" title="Key Features">
              <ul className="mt-3 space-y-2">
                {game.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-sage-500" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </HeadedSection>
          ) : null}

          <ReviewSection gameId={game.id} html={reviewHtml} />

          <FindAnother className="lg:hidden" />
        </div>
      </div>

      <MoreLikeThis games={similar} />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const navigate = useNavigate();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-sage-900">Game review not found</h1>
      <p className="mt-4 text-lg text-muted">We couldn't find the game review you're looking for.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Button
          onClick={() => {
            if (window.history.length > 1) navigate(-1);
            else navigate('/');
          }}
        >
          Go Back
        </Button>
        <Button asChild variant="outline">
          <BackToListLink>Back to All Games</BackToListLink>
        </Button>
      </div>
    </div>
  );
}
