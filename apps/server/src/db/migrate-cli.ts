import { loadConfig } from '../core/config.ts';
import { migrate, openConfiguredDatabase } from '../server.ts';
import { MigrationError } from './migrate.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
const config = loadConfig();
const { database, release } = await openConfiguredDatabase(config);
try {
  const applied = await migrate(database);
  process.stdout.write(
    applied.length
      ? `Applied ${applied.join(', ')} (${database.driver}).\n`
      : `The database is up to date (${database.driver}).\n`,
  );
} catch (e) {
  if (!(e instanceof MigrationError)) throw e;
  process.stderr.write(`${e.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
  release();
}
