import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A whole server started as a process of its own (node main.ts on a free port), for the tests
 * that need real processes: two servers on one database, a server killed mid-job and started
 * again. Resolves once /api/health answers.
 */
const MAIN = join(dirname(fileURLToPath(import.meta.url)), '../main.ts');

export interface ServerProcess {
  /** http://127.0.0.1:<port>/api */
  base: string;
  child: ChildProcess;
  /** Settles when the process has exited. */
  exited: Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts main.ts with `env` over the test defaults; waits up to `tries` × `intervalMs` for it to answer. */
export async function startServerProcess(
  env: Record<string, string>,
  wait: { tries: number; intervalMs: number },
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CAPTCHA_FIXED_CODE: 'TEST',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < wait.tries; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child, exited };
    await new Promise((r) => setTimeout(r, wait.intervalMs));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}
