// `npm run art:import`: imports the art every game with art sources is missing (a cover when it has
// none, screenshots when it has none), through the guarded fetcher, into our own renditions. With
// the embedded database the server must be stopped first; on PostgreSQL it may run beside it.
import { databaseOptionsFromConfig, openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { seedCatalogueIfEmpty } from '../../db/seed/index.ts';
import { loadConfig } from '../config.ts';
import { createArtImport } from '../modules/art/import.ts';
import { DEFAULT_FETCH_LIMITS } from '../modules/covers/safe-fetch.ts';
import { createDatabaseCoverStore } from '../modules/covers/store.ts';
import { createS3CoverStore } from '../modules/covers/s3-store.ts';
import type { Logger } from '../lib/logger.ts';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
const log: Logger = {
  info: (fields, message) => console.log(`${message} ${JSON.stringify(fields)}`),
  warn: (fields, message) => console.warn(`${message} ${JSON.stringify(fields)}`),
};
try {
  await migrate(database);
  await seedCatalogueIfEmpty(database.db);
  // Servers on the same database hear of the new art from the database itself, as of any change.
  const art = createArtImport(database.db, {
    store: config.s3 ? createS3CoverStore(config.s3) : createDatabaseCoverStore(database.db),
    fetchLimits: { ...DEFAULT_FETCH_LIMITS, allowLoopback: config.imageFetchAllowLoopback },
    steamStoreUrl: config.steamStoreUrl,
    log,
  });
  const result = await art.run();
  console.log(
    result.tried === 0
      ? 'Every game with art sources has its art already.'
      : `Imported art for ${result.imported} of ${result.tried} games; ${result.failed} failed${result.unreachable ? ' (no image host could be reached)' : ''}.`,
  );
} finally {
  await database.close();
}
