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
 * Drives an HTTP URL with autocannon in a child process (so the load generator does not share the
 * server's event loop), recording every response time for exact percentiles.
 */
export async function measureHttp(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Figures> {
  const { execFile } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const script = fileURLToPath(new URL('./load.ts', import.meta.url));
  const out = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, JSON.stringify({ url, headers, connections, seconds })],
      { maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Figures;
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
