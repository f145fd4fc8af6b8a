// `npm start`: builds what is missing or out of date, then runs the server in this process
// (TypeScript through tsx, a run-time dependency of the server).
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

try {
  ensureWebBuild();
} catch (e) {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}
register();
await import('../apps/server/src/main.ts');
