import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function waitForHealth(
  url: string,
  child: ChildProcess,
  ms = Number(process.env.E2E_START_TIMEOUT_MS ?? 180_000),
): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
}

/** Starts one server (web app already built) with a fresh embedded database on a port. */
async function startServer(port: number): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'accredit-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      // Every address, so a journey can open it as a colleague on the school network would.
      HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      CAPTCHA_FIXED_CODE: 'E2E1',
      LOGIN_RATE_LIMIT: '1000',
      // An export job pauses after each batch of rows, so that a journey sees its bar at each step
      // (a busy machine otherwise writes the last batches between two of the page's polls).
      JOB_EXPORT_PACE_MS: process.env.JOB_EXPORT_PACE_MS ?? '1200',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child);
  } catch (e) {
    // Not left behind holding the port: the next run would find it answering and test against it.
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** One server per worker, on consecutive ports from E2E_PORT (fixtures.ts picks a worker's). */
export default async function globalSetup() {
  const first = Number(process.env.E2E_PORT);
  const servers = Number(process.env.E2E_SERVERS ?? 1);
  const stops = await Promise.all(Array.from({ length: servers }, (_, i) => startServer(first + i)));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
