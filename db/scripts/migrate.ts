import { databaseOptionsFromConfig, openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { loadConfig } from '../../server/config.ts';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFromConfig(config));
try {
  await migrate(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
