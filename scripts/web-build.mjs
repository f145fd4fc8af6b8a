// The built web app and whether it is current. `npm start` builds only when a source of the web
// app changed since the last build (a content hash of its inputs, kept beside the build), so a
// restart takes seconds; a production install without development tools serves the build it got.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'apps/web/dist');
const STAMP = join(DIST, '.build-stamp');
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) =>
      name.endsWith('.test.ts') || name.endsWith('.test.tsx') ? [] : files(join(path, name)),
    );
}

/** A hash of everything the web build reads. */
export function webInputsHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(join(ROOT, input))) {
      hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

export function webBuildIsCurrent() {
  return (
    existsSync(join(DIST, 'index.html')) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8').trim() === webInputsHash()
  );
}

export function buildToolsInstalled() {
  return existsSync(join(ROOT, 'node_modules/vite/package.json'));
}

/** Builds the web app and records what it was built from. */
export function buildWeb() {
  const hash = webInputsHash();
  const run = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('The web app did not build (see above).');
  writeFileSync(STAMP, `${hash}\n`);
}

/**
 * Builds when needed and possible. Without the build tools (an install without development
 * dependencies) an existing build is served as it is, and a missing one is an error that says
 * what to do.
 */
export function ensureWebBuild(log = (line) => process.stdout.write(`${line}\n`)) {
  if (webBuildIsCurrent()) return;
  if (!buildToolsInstalled()) {
    if (existsSync(join(DIST, 'index.html'))) {
      log(
        'The web app sources differ from its build, but the build tools are not installed: serving the build as it is.',
      );
      return;
    }
    throw new Error(
      'The web app is not built and the build tools are not installed (an install without development dependencies). ' +
        'Run `npm ci && npm run build` on a build machine and copy apps/web/dist here, or run `npm install` and start again.',
    );
  }
  log(
    existsSync(join(DIST, 'index.html'))
      ? 'The web app changed: building it.'
      : 'Building the web app (first start).',
  );
  buildWeb();
}
