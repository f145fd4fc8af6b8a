// `npm run build`: builds the web app (always; `--if-needed` only when its sources changed).
import { buildWeb, ensureWebBuild } from './web-build.mjs';

try {
  if (process.argv.includes('--if-needed')) ensureWebBuild();
  else buildWeb();
} catch (e) {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}
