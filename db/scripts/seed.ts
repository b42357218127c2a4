import { databaseOptionsFromConfig, openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { seedCatalogue } from '../seed/index.ts';
import { loadConfig } from '../../server/config.ts';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
try {
  await migrate(database);
  const added = await seedCatalogue(database.db);
  console.log(added > 0 ? `Added ${added} shipped games.` : 'Every shipped game is already in the catalogue.');
} finally {
  await database.close();
}
