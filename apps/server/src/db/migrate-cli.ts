import { loadConfig } from '../core/config.ts';
import { migrate, openConfiguredDatabase } from '../server.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
const config = loadConfig();
const { database, release } = await openConfiguredDatabase(config);
try {
  await migrate(database);
  process.stdout.write(`Migrations applied (${database.driver}).\n`);
} finally {
  await database.close();
  release();
}
