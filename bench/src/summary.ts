import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { printTable } from './lib.ts';
import { recordTarget, targetRows } from './targets.ts';

/**
 * Issue 22's summary, printed last by main.ts: every row the benches recorded, product beside raw,
 * the target and whether it holds.
 */
export function printTargets(): void {
  const rows = targetRows();
  if (rows.length === 0) return;
  printTable(
    'Issue 22 targets',
    ['measure', 'database', 'product', 'raw', 'target', 'holds'],
    rows.map((r) => [
      r.measure,
      r.database === 'pglite' ? 'PGlite' : 'PostgreSQL',
      r.product,
      r.raw || '—',
      r.target,
      r.holds ? 'yes' : 'NO',
    ]),
  );
}

const WEB_DIST = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../apps/web/dist');

/**
 * The charts row, read from the built web app when there is one (`npm run build -w apps/web`):
 * the size of the chunks holding echarts, and whether the first page loads them (a script or
 * modulepreload of index.html) or they wait until a chart is shown.
 */
export function recordChartsBundle(dist = WEB_DIST): void {
  let files: string[];
  try {
    files = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  } catch {
    process.stderr.write(`(no built web app in ${dist}: the charts row is skipped)\n`);
    return;
  }
  // echarts itself and the component that loads it (not icons such as BarChartOutlined).
  const charts = files.filter((f) => /^echart/i.test(f));
  if (charts.length === 0) {
    process.stderr.write('(no chart chunk in the built web app: the charts row is skipped)\n');
    return;
  }
  let bytes = 0;
  let gzipped = 0;
  for (const f of charts) {
    const path = join(dist, 'assets', f);
    bytes += statSync(path).size;
    gzipped += gzipSync(readFileSync(path)).length;
  }
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const eager = charts.filter((f) => index.includes(f));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
  recordTarget({
    measure: `Charts code in the web bundle (${charts.length} chunk${charts.length > 1 ? 's' : ''}; the web app, whatever the database)`,
    database: 'pglite',
    product: `${kb(bytes)} (${kb(gzipped)} gzip)${eager.length ? `, loaded by the first page: ${eager.join(', ')}` : ', loaded only where a chart is shown'}`,
    raw: '',
    target: 'not loaded by the first page',
    holds: eager.length === 0,
  });
}
