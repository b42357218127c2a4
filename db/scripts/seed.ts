import { openDatabase } from '../client.ts';
import { databaseOptionsFromEnv } from '../config.ts';
import { migrate } from '../migrate.ts';
import { seedCatalogue } from '../seed/index.ts';

const database = await openDatabase(databaseOptionsFromEnv());
try {
  await migrate(database);
  const added = await seedCatalogue(database.db);
  console.log(added > 0 ? `Added ${added} shipped games.` : 'Every shipped game is already in the catalogue.');
} finally {
  await database.close();
}
