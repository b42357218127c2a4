import { openDatabase } from '../client.ts';
import { databaseOptionsFromEnv } from '../config.ts';
import { migrate } from '../migrate.ts';

const database = await openDatabase(databaseOptionsFromEnv());
try {
  await migrate(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
