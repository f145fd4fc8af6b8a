import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './core/config.ts';
import { DataDirLockedError } from './core/lock.ts';
import { MigrationError } from './db/migrate.ts';
import { seed } from './seed/index.ts';
import { closeGracefully, migrate, openConfiguredDatabase } from './server.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const { database, release } = await openConfiguredDatabase(config);
  await migrate(database);
  const report = await seed(database, { demo: config.SEED_DEMO, adminPassword: config.ADMIN_PASSWORD });
  const app = await buildApp({ config, database });
  if (report.demoSeeded) app.log.info('Seeded the demo school (accounts in the README, password Demo@2026).');
  if (report.admin?.password) {
    // Printed once, on the first start only; it is not kept anywhere in clear.
    process.stdout.write(
      `\nFirst start: created administrator "${report.admin.username}" with password: ${report.admin.password}\n` +
        'Sign in and change it. It will not be shown again.\n\n',
    );
  }
  const shutdown = closeGracefully(app, database, release);
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
  app.log.info(
    `Serving on http://localhost:${(app.server.address() as { port: number }).port} (${database.driver})`,
  );
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
