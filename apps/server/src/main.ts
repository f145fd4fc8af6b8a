import { resolve } from 'node:path';
import { APP_VERSION } from '@accredit/shared';
import { buildApp, describeServing } from './app.ts';
import { ConfigError, loadConfig } from './core/config.ts';
import { DataDirLockedError } from './core/lock.ts';
import { checkStorage, storageFor } from './core/storage.ts';
import { MigrationError } from './db/migrate.ts';
import { startTaskReminders } from './modules/accreditation/progress-remind.ts';
import { startDailyReminders } from './modules/aol/loop-remind.ts';
import { startJobCleanup } from './modules/jobs/module.ts';
import { serveBackupRequests } from './ops/backup-requests.ts';
import { seed } from './seed/index.ts';
import { closeGracefully, migrate, openConfiguredDatabase } from './server.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  await checkStorage(config);
  const { database, release } = await openConfiguredDatabase(config);
  const applied = await migrate(database);
  const report = await seed(database, {
    demo: config.SEED_DEMO,
    adminPassword: config.ADMIN_PASSWORD,
    storage: storageFor(config),
  });
  const app = await buildApp({ config, database });
  if (applied.length)
    app.log.info({ migrations: applied }, `Applied ${applied.length} migration(s): ${applied.join(', ')}`);
  if (report.demoSeeded) app.log.info('Seeded the demo school (accounts in the README, password Demo@2026).');
  if (report.admin?.password) {
    // Printed once, on the first start only; it is not kept anywhere in clear.
    process.stdout.write(
      `\nFirst start: created administrator "${report.admin.username}" with password: ${report.admin.password}\n` +
        'Sign in and change it. It will not be shown again.\n\n',
    );
  }
  // The embedded database belongs to this process: it writes the backups `npm run backup` asks for.
  const stopBackups =
    database.driver === 'pglite'
      ? serveBackupRequests(database, config, resolve(config.DATA_DIR), (m) => app.log.info(m))
      : () => {};
  // Improvement action reminders, once a day (each action at most once a day, whichever server sends it).
  const stopReminders = startDailyReminders(database.db, (m) => app.log.info(m));
  // Accreditation task reminders, once a day (each task's reminder once per state).
  const stopTaskReminders = startTaskReminders(database.db, (m) => app.log.info(m));
  // Background jobs that ended a week ago, and their files, once a day.
  const stopJobCleanup = startJobCleanup(database.db, storageFor(config), (m) => app.log.info(m));
  const shutdown = closeGracefully(app, database, () => {
    stopReminders();
    stopTaskReminders();
    stopJobCleanup();
    stopBackups();
    release();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, shutting down`);
      shutdown().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  const serving = describeServing(config, port);
  app.log.info(serving, `Accredit ${APP_VERSION} serving ${serving.url} on ${serving.database}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof MigrationError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Could not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
