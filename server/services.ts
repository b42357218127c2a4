import type { Database } from '../db/client.ts';
import { silentLogger, type Logger } from './lib/logger.ts';
import { createGamesService } from './modules/games/service.ts';
import { createUpcomingGames } from './modules/games/upcoming.ts';
import { createCaptchaService } from './modules/captcha/service.ts';
import { createContributionsService } from './modules/contributions/service.ts';
import { createRatingsService } from './modules/ratings/service.ts';
import { createUsersService } from './modules/auth/users.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createTwoFactorService } from './modules/auth/two-factor.ts';
import { createAuditService } from './modules/audit/service.ts';
import { createReviewQueueService } from './modules/review-queue/service.ts';
import { createGamesAdminService } from './modules/games/admin-service.ts';
import type { PasswordPolicy } from '../common/password-policy.ts';
import { createCoversService } from './modules/covers/service.ts';
import { createArtImport } from './modules/art/import.ts';
import { createArtImportAgain } from './modules/art/import-again.ts';
import { createScreenshotsService } from './modules/covers/screenshots-service.ts';
import { createDatabaseCoverStore, type CoverStore } from './modules/covers/store.ts';
import type { FetchLimits } from './modules/covers/safe-fetch.ts';
import { createSilentCatalogueChanges, type CatalogueChanges } from './lib/catalogue-changes.ts';

export interface ServiceOptions {
  /** Fixes every captcha's answer (tests and local runs; refused in production). */
  captchaFixedAnswer?: string;
  log?: Logger;
  passwordPolicy?: PasswordPolicy;
  /** Canonical origin, for links in emails. */
  siteUrl?: string;
  /** How long catalogue lists are reused (0: not at all). */
  catalogueCacheSeconds?: number;
  /** The catalogue's change feed every cache of it listens to (none when omitted: nothing is kept then). */
  catalogueChanges?: CatalogueChanges;
  /** Where cover renditions are kept (the database when omitted). */
  coverStore?: CoverStore;
  /** Limits of fetching cover images from addresses. */
  imageFetchLimits?: FetchLimits;
  /** The Steam store's origin for the art import (a loopback stand-in in tests). */
  steamStoreUrl?: string;
  /** Told when a change queued an email, so it goes out without waiting for the next poll. */
  onEmailQueued?: () => void;
}

/** Every service the JSON API and the page loaders share: the two doors into one layer. */
export function createServices(db: Database, options: ServiceOptions = {}) {
  const log = options.log ?? silentLogger;
  const captcha = createCaptchaService(db, { fixedAnswer: options.captchaFixedAnswer });
  const users = createUsersService(db, options.passwordPolicy);
  const twoFactor = createTwoFactorService(db);
  const audit = createAuditService(db);
  // The database tells every process of every change to the games (one feed, whoever wrote); a
  // writer waits until its own process has heard its change before it answers.
  const catalogueChanges = options.catalogueChanges ?? createSilentCatalogueChanges();
  // The upcoming games sit beside the games' own reads (services.games.upcoming), with their own
  // query, and are forgotten on the same changes.
  const upcoming = createUpcomingGames(db, { cacheSeconds: options.catalogueCacheSeconds });
  const games = { ...createGamesService(db, { cacheSeconds: options.catalogueCacheSeconds }), upcoming };
  catalogueChanges.subscribe((change) => {
    games.invalidate(change);
    upcoming.invalidate();
  });
  const onCatalogueChange = () => catalogueChanges.caughtUp();
  const coverStore = options.coverStore ?? createDatabaseCoverStore(db);
  const covers = createCoversService(db, {
    store: coverStore,
    audit,
    fetchLimits: options.imageFetchLimits,
    onCatalogueChange,
    log,
  });
  const art = createArtImport(db, {
    store: coverStore,
    fetchLimits: options.imageFetchLimits,
    steamStoreUrl: options.steamStoreUrl,
    log,
    onArtChange: onCatalogueChange,
  });
  return {
    games,
    covers,
    screenshots: createScreenshotsService(db, { covers, audit, onCatalogueChange }),
    art,
    artImportAgain: createArtImportAgain(db, { art, covers, audit, onCatalogueChange }),
    captcha,
    contributions: createContributionsService(db, { captcha, log, audit }),
    ratings: createRatingsService(db, {
      onRatingsChange: onCatalogueChange,
    }),
    users,
    twoFactor,
    auth: createAuthService(db, users, twoFactor),
    audit,
    reviewQueue: createReviewQueueService(db, {
      audit,
      covers,
      siteUrl: options.siteUrl,
      onEmailQueued: options.onEmailQueued,
      onCatalogueChange,
    }),
    gamesAdmin: createGamesAdminService(db, audit, onCatalogueChange, covers),
  };
}

export type Services = ReturnType<typeof createServices>;
