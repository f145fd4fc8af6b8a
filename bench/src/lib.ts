import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Figures, summarise } from './stats.ts';

export type { Figures } from './stats.ts';

/** Runs `work` from `concurrency` loops for `seconds`, recording each call's latency. */
export async function measureLoop(
  work: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
): Promise<Figures> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await work();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summarise(latencies, (performance.now() - started) / 1000);
}

/**
 * The load generator: wrk (Debian's package, written in C) when the machine has it, else
 * autocannon. The list's raw side pays no generator at all, while the HTTP side shares the two
 * cores with one; autocannon (JavaScript, parsing every answer) took about a quarter of a
 * millisecond of CPU per call at 50 clients, wrk a small part of that. BENCH_LOAD=autocannon
 * forces autocannon.
 */
export const LOAD_GENERATOR: 'wrk' | 'autocannon' =
  process.env.BENCH_LOAD !== 'autocannon' && hasWrk() ? 'wrk' : 'autocannon';

function hasWrk(): boolean {
  const dirs = (process.env.PATH ?? '').split(':');
  return dirs.some((dir) => dir && existsSync(`${dir}/wrk`));
}

/**
 * Drives an HTTP URL with `connections` clients for `seconds` in a child process (so the load
 * generator does not share the server's event loop): wrk, or autocannon recording every response
 * time for exact percentiles. Any answer outside 2xx fails the measure.
 */
export async function measureHttp(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Figures> {
  if (LOAD_GENERATOR === 'wrk') return measureWithWrk(url, headers, connections, seconds);
  const script = fileURLToPath(new URL('./load.ts', import.meta.url));
  const out = await run(process.execPath, [
    '--import',
    'tsx',
    script,
    JSON.stringify({ url, headers, connections, seconds }),
  ]);
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Figures;
}

async function measureWithWrk(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Figures> {
  const script = fileURLToPath(new URL('./wrk-figures.lua', import.meta.url));
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const out = await run('wrk', [...args, url]);
  const line = out.trim().split('\n').at(-1) ?? '{}';
  const r = JSON.parse(line) as {
    requests: number;
    seconds: number;
    p50: number;
    p95: number;
    p99: number;
    errors: number;
    failed: number;
  };
  if (r.errors > 0 || r.failed > 0) throw new Error(`wrk: ${r.failed} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests / r.seconds, p50: r.p50, p95: r.p95, p99: r.p99, requests: r.requests };
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    execFile(command, args, { maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) =>
      err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

/**
 * Runs each measure `rounds` times, the measures taking turns, and keeps each one's best round
 * (the most calls per second). Other work on a shared machine only ever slows a round down, so the
 * best of a few rounds is the closest to what the code itself costs; taking turns gives every
 * measure the same chance of a quiet moment.
 */
export async function bestOfRounds(rounds: number, measures: (() => Promise<Figures>)[]): Promise<Figures[]> {
  const best: Figures[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const [i, measure] of measures.entries()) {
      const figures = await measure();
      if (!best[i] || figures.rps > best[i].rps) best[i] = figures;
    }
  }
  return best;
}

/** Prints rows as a Markdown table, so the figures can go straight into a note. */
export function printTable(title: string, columns: string[], rows: (string | number)[][]): void {
  const fmt = (v: string | number) =>
    typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(1)) : v;
  const lines = [
    `\n### ${title}\n`,
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(fmt).join(' | ')} |`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

export function peakRssMb(): number {
  return process.memoryUsage().rss / 1024 / 1024;
}
