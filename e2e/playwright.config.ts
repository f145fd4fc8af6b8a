import { defineConfig } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser). The global setup starts the
 * built server, one per worker, each on its own port with a fresh embedded database; tests read
 * their worker's address from baseURL (fixtures.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3950 + 2 * Math.floor(Math.random() * 20));
process.env.E2E_PORT = String(port);
/**
 * One worker by default (a developer's machine is busy with other things). E2E_WORKERS=n gives
 * each of n workers a server of its own; CI (.ci/run) runs two on its two cores: a journey spends
 * most of its time waiting (page loads, polls, paced jobs), and the other fills that time.
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);
process.env.E2E_SERVERS = String(workers);
/**
 * Two workers on two cores (CI) share the machine: each journey's steps take longer than alone,
 * though the whole run ends sooner. Their waits are doubled, so that a step that is only slower is
 * not taken for a broken one (a journey that passes takes no longer for it).
 */
const share = workers > 1 ? 2 : 1;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000 * share,
  expect: { timeout: 10_000 * share },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every attempt costs each journey screenshots and DOM snapshots at every
    // step; in CI (one retry) the retry of a failed journey is recorded instead.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The system's "reduce motion" setting, which the app follows (theme.ts): menus, drawers and
    // dialogs open at once. Under load an animation stalls between frames, looks settled to the
    // click's stability check, then moves on: a submenu item or a dialog's button was clicked
    // mid-animation and the click lost (two journeys needed their retry on two workers).
    reducedMotion: 'reduce',
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
