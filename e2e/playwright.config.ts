import { defineConfig } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser). The global setup starts the
 * built server, one per worker, each on its own port with a fresh embedded database; tests read
 * their worker's address from baseURL (fixtures.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3950 + 2 * Math.floor(Math.random() * 20));
process.env.E2E_PORT = String(port);
/** Two workers on the machine's two cores, each with a server of its own (fixtures.ts). */
const workers = Number(process.env.E2E_WORKERS ?? 2);
process.env.E2E_SERVERS = String(workers);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
