// `npm test`: the checks (TypeScript and Biome) beside the unit and API tests, then the browser
// journeys. TypeScript checks on one core for about a minute; on a two-core machine the tests use
// the other core meanwhile instead of waiting for it. The checks' output is shown when they end; if
// they fail, the tests are stopped and the run fails at once.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script, { quiet = false } = {}) {
  const child = spawn(npm, quiet ? ['run', '--silent', script] : ['run', script], {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: process.platform !== 'win32',
  });
  let output = '';
  if (quiet) {
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
  }
  const done = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  const stop = () => {
    try {
      // The whole group: npm, vitest and its workers.
      process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
    } catch {
      /* already ended */
    }
  };
  running.add(stop);
  done.then(() => running.delete(stop));
  return { done, stop, output: () => output };
}

// The children run in groups of their own (so that a failed check stops vitest's workers too): an
// interrupt reaches them from here.
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const stop of running) stop();
    process.exit(130);
  });

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const check = run('check', { quiet: true });
const unit = run('test:unit');

const checkReported = check.done.then((code) => {
  process.stdout.write(
    `\n── npm run check (${code === 0 ? 'passed' : 'FAILED'}, ${seconds()}) ──\n${check.output()}\n`,
  );
  if (code !== 0) unit.stop();
});
const [checkCode, unitCode] = await Promise.all([check.done, unit.done]);
await checkReported;
if (checkCode !== 0 || unitCode !== 0) {
  process.stderr.write(
    `npm test: ${checkCode !== 0 ? 'the checks failed' : 'the unit and API tests failed'}\n`,
  );
  process.exit(1);
}
const e2e = run('test:e2e');
process.exit(await e2e.done);
