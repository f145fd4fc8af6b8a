import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DEFAULT_LIMITS, type TextKind } from '@accredit/server/src/modules/files/extract/limits.ts';
import { TextExtractor } from '@accredit/server/src/modules/files/extract/runner.ts';
import { makeCmapPdf } from '@accredit/server/src/modules/files/extract/test-pdf.ts';
import { Document, Packer, Paragraph } from 'docx';
import { printTable } from './lib.ts';
import { percentile } from './stats.ts';

/**
 * Issue 20: how long the text of a shared file takes to extract, and how long the server's event
 * loop is held meanwhile (the longest delay of a 10 ms timer), in the server's thread and in the
 * extraction thread. Files: the Chinese fixture PDF (2 pages), a 500-page PDF set with Adobe's
 * CMaps, a Word file of 2,000 paragraphs. No database: extraction alone.
 */
const FIXTURE = new URL(
  '../../apps/server/src/modules/files/extract/fixtures/closing-the-loop-zh.pdf',
  import.meta.url,
);

interface Sample {
  label: string;
  kind: TextKind;
  bytes: Buffer;
  runs: number;
}

async function samples(): Promise<Sample[]> {
  const pages = Array.from({ length: 500 }, (_, i) => ({
    zh: `第${i + 1}页：学习目标达成度评估与闭环改进`,
    en: `Page ${i + 1}: assurance of learning results and actions taken`,
  }));
  const paragraphs = Array.from(
    { length: 2000 },
    (_, i) => new Paragraph(`第${i + 1}段 Paragraph ${i + 1}: 课程评估 course review and improvement plan`),
  );
  const docx = await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
  return [
    { label: 'fixture PDF, 2 pages, 22 KB', kind: 'pdf', bytes: readFileSync(FIXTURE), runs: 30 },
    { label: 'PDF, 500 pages (CMaps)', kind: 'pdf', bytes: makeCmapPdf(pages), runs: 3 },
    { label: 'Word, 2,000 paragraphs', kind: 'docx', bytes: docx, runs: 10 },
  ];
}

async function measure(extractor: TextExtractor, sample: Sample) {
  const times: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let chars = 0;
  for (let i = 0; i < sample.runs; i++) {
    const t0 = performance.now();
    chars = (await extractor.run(sample.kind, sample.bytes, DEFAULT_LIMITS)).length;
    times.push(performance.now() - t0);
    // Lets the delay monitor's timer run: a loop held by the last file is recorded now.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  loop.disable();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), loopMax: loop.max / 1e6, chars };
}

export async function runExtractBench(): Promise<void> {
  const files = await samples();
  const rows: (string | number)[][] = [];
  const threaded = new TextExtractor({ threads: true });
  const local = new TextExtractor({ threads: false });
  try {
    const t0 = performance.now();
    await threaded.run('pdf', files[0]!.bytes, DEFAULT_LIMITS);
    const cold = performance.now() - t0;
    rows.push(['thread start + first fixture PDF', 'thread', 1, cold, cold, '', '']);
    await local.run('pdf', files[0]!.bytes, DEFAULT_LIMITS); // pdf.js loaded in this thread too
    for (const sample of files) {
      for (const [where, extractor] of [
        ['server thread', local],
        ['extraction thread', threaded],
      ] as const) {
        const r = await measure(extractor, sample);
        rows.push([sample.label, where, sample.runs, r.p50, r.p95, r.loopMax, r.chars]);
      }
    }
  } finally {
    await threaded.close();
    await local.close();
  }
  printTable(
    'Text extraction of shared files (issue 20)',
    ['file', 'where', 'runs', 'p50 ms', 'p95 ms', 'event loop held, max ms', 'characters'],
    rows,
  );
}
