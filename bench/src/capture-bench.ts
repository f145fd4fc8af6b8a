import { parseCapture } from '@accredit/shared/capture/index.ts';
import type { BenchEnv } from './env.ts';
import { startEnv } from './env.ts';
import { printTable } from './lib.ts';

/**
 * Issue 7's benchmark: a 5,000-entry BibTeX file (generated here: articles, conference papers,
 * books and patents, English and Chinese titles, LaTeX accents, two to four authors of whom one
 * in three is a demo teacher) read by the pure parser, previewed over HTTP (duplicates and author
 * matching against the demo school) and committed in one transaction. Time and the process's peak
 * memory for each step.
 */
export const CAPTURE_ENTRIES = 5000;

const EXTERNAL = [
  'M{\\"u}ller, Hans',
  "Garc{\\'\\i}a, Mar{\\'i}a",
  'Smith, John A.',
  '{\\O}rsted, Lars',
  "O'Brien, Siobh{\\'a}n",
];
const TOPICS = [
  'Digital Transformation',
  'Green Credit',
  'Platform Governance',
  'Board Diversity',
  'Supply Chain Finance',
];
const ZH = ['数字化转型', '绿色信贷', '平台治理', '董事会多元化', '供应链金融'];

export function generateBibtex(n: number): string {
  const out: string[] = ['@string{jbr = "Journal of Business Research"}'];
  for (let i = 0; i < n; i++) {
    const topic = TOPICS[i % TOPICS.length];
    const year = 2019 + (i % 7);
    const authors = [
      i % 3 === 0 ? 'Chen, Jing' : EXTERNAL[i % EXTERNAL.length],
      EXTERNAL[(i + 1) % EXTERNAL.length],
    ];
    if (i % 2) authors.push(`Author${i}, Given`);
    const kind = i % 10;
    if (kind < 6)
      out.push(`@article{a${i},
  author = {${authors.join(' and ')}},
  title = {${topic} and {SME} Performance: Evidence ${i}},
  journal = jbr, year = {${year}}, month = ${['jan', 'apr', 'jul', 'oct'][i % 4]},
  volume = {${100 + (i % 50)}}, pages = {${i % 90}--${(i % 90) + 20}},
  doi = {10.1016/bench.${i}},
  keywords = {${topic}; performance},
  abstract = {We study ${topic.toLowerCase()} in ${i} firms with panel data and find robust effects on performance.}
}`);
    else if (kind < 8)
      out.push(`@inproceedings{c${i},
  author = {${authors.join(' and ')}},
  title = {${topic} in Emerging Markets ${i}},
  booktitle = {Proceedings of the Academy of Management},
  year = {${year}}
}`);
    else if (kind === 8)
      out.push(`@book{b${i},
  author = {陈静},
  title = {${ZH[i % ZH.length]}研究 第${i}卷},
  titleen = {Studies of ${topic}, Volume ${i}},
  publisher = {北京大学出版社}, year = {${year}}, isbn = {978-7-301-${String(10000 + (i % 89999)).padStart(5, '0')}-1}
}`);
    else
      out.push(`@patent{p${i},
  author = {${authors.join(' and ')}},
  title = {一种${ZH[i % ZH.length]}风险评估方法 ${i}},
  number = {CN${114000000 + i}A}, year = {${year}}
}`);
  }
  return out.join('\n\n');
}

interface Step {
  name: string;
  seconds: number;
  peakMb: number;
  note: string;
}

async function measure(name: string, work: () => Promise<string>): Promise<Step> {
  global.gc?.();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const note = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { name, seconds, peakMb: peak / 1024 / 1024, note };
}

async function post(env: BenchEnv, path: string, body: unknown) {
  const res = await fetch(`${env.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Access-Token': env.adminToken },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; message: string; result: Record<string, unknown> };
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${json.message}`);
  return json.result;
}

export async function runCaptureBench(
  options: { drivers?: ('pglite' | 'postgres')[]; url?: string } = {},
): Promise<void> {
  const text = generateBibtex(CAPTURE_ENTRIES);
  const rows: (string | number)[][] = [];
  for (const driver of options.drivers ?? ['pglite']) {
    const env = await startEnv(driver, options.url);
    try {
      const steps = [
        await measure('parse (pure)', async () => `${parseCapture(text).entries.length} entries`),
        await measure('preview over HTTP', async () => {
          const r = (await post(env, '/aacsb/researchOutput/capture/preview', { text })) as {
            summary: { total: number; duplicates: number; ambiguousAuthors: number };
          };
          return `${r.summary.total} entries, ${r.summary.duplicates} duplicates, ${r.summary.ambiguousAuthors} ambiguous`;
        }),
        await measure('commit over HTTP (one transaction)', async () => {
          const r = (await post(env, '/aacsb/researchOutput/capture/commit', {
            text,
            defaultCategory: '1',
          })) as {
            created: number;
            skipped: number;
          };
          return `${r.created} created, ${r.skipped} skipped`;
        }),
      ];
      for (const s of steps)
        rows.push([
          env.label,
          s.name,
          CAPTURE_ENTRIES,
          s.seconds,
          CAPTURE_ENTRIES / s.seconds,
          s.peakMb,
          s.note,
        ]);
    } finally {
      await env.close();
    }
  }
  printTable(
    `Publication capture: ${CAPTURE_ENTRIES.toLocaleString('en-US')}-entry BibTeX file (${(text.length / 1024 / 1024).toFixed(1)} MB)`,
    ['database', 'step', 'entries', 'seconds', 'entries/s', 'peak RSS MB', 'outcome'],
    rows,
  );
}
