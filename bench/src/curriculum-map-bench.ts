import { existsSync } from 'node:fs';
import { DEFAULT_WEB_DIST } from '@accredit/server/src/app.ts';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { type BenchEnv, startEnv } from './env.ts';
import { printTable } from './lib.ts';
import { percentile } from './stats.ts';

/**
 * Issue 16's map benchmark: a programme of 60 courses and 40 objectives (8 goals of 5), fully
 * mapped (2,400 cells), generated in SQL in a fresh database. Measured: the grid route's time
 * over HTTP on loopback (median and p95 of RUNS calls, with the answer's size), and in Chromium
 * the time from navigation to the map screen showing all 2,400 cells (first visit, then the median
 * of reloads with the app's files cached). The browser part needs the built web app
 * (`node scripts/build.mjs`).
 */
export const COURSES = 60;
export const OBJECTIVES = 40;
const GOALS = 8;
const YEAR = 2025;
const RUNS = 30;
const PAGE_RUNS = 5;
const PROGRAMME = 'BENCH-MAP';

export async function generateMap(env: BenchEnv): Promise<void> {
  const run = (q: ReturnType<typeof sql>) => env.database.db.execute(q);
  await run(sql`
    insert into degree_programs (id, create_by, code, name, name_en, degree_level, map_scale, sort)
    values (${PROGRAMME}, 'bench', ${PROGRAMME}, '基准项目', 'Bench programme', '1', 'HML', 999)`);
  await run(sql`
    insert into degree_programs_lg (id, create_by, degree_programs_id, code, name, name_en, sort)
    select 'BMG' || g, 'bench', ${PROGRAMME}, 'LG' || g, '学习目标' || g, 'Goal ' || g, g
    from generate_series(1, ${GOALS}) g`);
  const per = OBJECTIVES / GOALS;
  await run(sql`
    insert into degree_programs_lo (id, create_by, degree_programs_id, lg_id, code, name, name_en, target, sort)
    select 'BMO' || o, 'bench', ${PROGRAMME}, 'BMG' || ((o - 1) / ${per} + 1),
           'LO' || ((o - 1) / ${per} + 1) || '.' || ((o - 1) % ${per} + 1), '指标点' || o, 'Objective ' || o, 0.7, o
    from generate_series(1, ${OBJECTIVES}) o`);
  await run(sql`
    insert into course (id, create_by, code, name, name_en, credits, course_type)
    select 'BMC' || c, 'bench', 'BM' || lpad(c::text, 3, '0'), '基准课程' || c, 'Bench course ' || c, 3, '1'
    from generate_series(1, ${COURSES}) c`);
  await run(sql`
    insert into teaching_program (id, create_by, degree_programs_id, course_id, effective_year, study_year, term, credits)
    select 'BMP' || c, 'bench', ${PROGRAMME}, 'BMC' || c, ${YEAR}, (c - 1) / 15 + 1, (c - 1) % 2 + 1, 3
    from generate_series(1, ${COURSES}) c`);
  await run(sql`
    insert into curriculum_map (id, create_by, degree_programs_id, effective_year, course_id, lo_id, level)
    select 'BMM' || c || '-' || o, 'bench', ${PROGRAMME}, ${YEAR}, 'BMC' || c, 'BMO' || o,
           (array['H', 'M', 'L'])[(c + o) % 3 + 1]
    from generate_series(1, ${COURSES}) c cross join generate_series(1, ${OBJECTIVES}) o`);
  await run(sql.raw('analyze curriculum_map'));
}

async function serverTimes(env: BenchEnv): Promise<{ p50: number; p95: number; kb: number }> {
  const url = `${env.baseUrl}/api/aacsb/curriculumMap/grid?degreeProgramsId=${PROGRAMME}&effectiveYear=${YEAR}`;
  const headers = { 'X-Access-Token': env.adminToken };
  let kb = 0;
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const text = await res.text();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`grid answered ${res.status}: ${text.slice(0, 200)}`);
    const cells = (JSON.parse(text) as { result: { cells: unknown[] } }).result.cells.length;
    if (cells !== COURSES * OBJECTIVES) throw new Error(`grid gave ${cells} cells`);
    kb = text.length / 1024;
    if (i >= 3) times.push(ms); // the first calls warm the caches
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), kb };
}

async function browserTimes(env: BenchEnv): Promise<{ first: number; warm: number; render: number } | null> {
  if (!existsSync(`${DEFAULT_WEB_DIST}/index.html`)) return null;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${env.baseUrl}/404`);
    // The app's storage format (as the login page writes it). Bench has no DOM types: the page's
    // globals are reached through globalThis.
    const entry = (value: unknown) => JSON.stringify({ value, expire: Date.now() + 3_600_000 });
    await page.evaluate(
      (items) => {
        const store = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
          .localStorage;
        for (const [k, v] of items) store.setItem(k, v);
      },
      [
        ['pro__Access-Token', entry(env.adminToken)],
        ['pro__Tip_Status', entry(true)],
        ['pro__CURRENT_LANGUAGE', 'English'],
      ],
    );
    // Navigation to all cells shown, and the part after the grid's answer arrived (parse and render).
    const open = async () => {
      const t0 = performance.now();
      let answered = 0;
      const answer = page
        .waitForResponse((r) => r.url().includes('/curriculumMap/grid'), { timeout: 120_000 })
        .then(async (r) => {
          await r.finished();
          answered = performance.now();
        });
      await page.goto(`${env.baseUrl}/curriculum/map?programme=${PROGRAMME}`);
      await page.waitForFunction(
        (n) =>
          (
            globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }
          ).document.querySelectorAll('td.cmap-lv-H, td.cmap-lv-M, td.cmap-lv-L').length === n,
        COURSES * OBJECTIVES,
        { timeout: 120_000, polling: 'raf' },
      );
      const done = performance.now();
      await answer;
      return { total: done - t0, render: done - answered };
    };
    const first = (await open()).total;
    const warm: number[] = [];
    const render: number[] = [];
    for (let i = 0; i < PAGE_RUNS; i++) {
      const run = await open();
      warm.push(run.total);
      render.push(run.render);
    }
    const median = (xs: number[]) =>
      percentile(
        [...xs].sort((a, b) => a - b),
        50,
      );
    return { first, warm: median(warm), render: median(render) };
  } finally {
    await browser.close();
  }
}

export async function runCurriculumMapBench(opts: {
  drivers: ('pglite' | 'postgres')[];
  url?: string;
}): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const driver of opts.drivers) {
    const env = await startEnv(driver, opts.url);
    try {
      await generateMap(env);
      const server = await serverTimes(env);
      const page = await browserTimes(env);
      rows.push([
        env.label,
        server.p50,
        server.p95,
        server.kb,
        page ? page.first : 'no web build',
        page ? page.warm : 'no web build',
        page ? page.render : 'no web build',
      ]);
    } finally {
      await env.close();
    }
  }
  printTable(
    `Curriculum map: ${COURSES} courses x ${OBJECTIVES} objectives, fully mapped (${COURSES * OBJECTIVES} cells)`,
    [
      'database',
      `grid route p50 ms (of ${RUNS})`,
      'grid route p95 ms',
      'answer KB',
      'browser: navigation to all cells, first visit ms',
      `browser: same, median of ${PAGE_RUNS} reloads ms`,
      'browser: grid answer to all cells shown, median ms',
    ],
    rows,
  );
}
