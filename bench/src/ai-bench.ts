import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@accredit/server/src/app.ts';
import { loadConfig } from '@accredit/server/src/core/config.ts';
import { openDatabase } from '@accredit/server/src/core/db.ts';
import { runMigrations } from '@accredit/server/src/db/migrate.ts';
import { schoolInfo } from '@accredit/server/src/modules/school/schema.ts';
import { seed } from '@accredit/server/src/seed/index.ts';
import { sessionTokenFor } from '@accredit/server/src/test/session-token.ts';
import type { BenchEnv } from './env.ts';
import { printTable } from './lib.ts';
import { percentile } from './stats.ts';

/**
 * Issue 9: how soon the built-in AI consultant starts answering. Each question is sent over HTTP
 * to `POST /api/ai/aiChat` on the demo school (PGlite), one at a time; we time the first streamed
 * characters (what the person waits for before the answer starts to appear) and the whole answer
 * (which includes the provider's pacing, AI_BUILTIN_PACE_MS).
 */
export const AI_QUESTIONS = [
  { label: 'knowledge, English', question: 'How does Table 8-1 count contributions?' },
  { label: 'knowledge, Chinese', question: '审核流程是怎样的？' },
  { label: 'live figure (Table 3-1)', question: 'What is our SA ratio this year?' },
  {
    label: 'live figure (Table 8-1)',
    question: 'How many peer-reviewed articles did the Finance discipline publish in 2024?',
  },
];

export interface AiTiming {
  label: string;
  runs: number;
  firstP50: number;
  firstP95: number;
  wholeP50: number;
  chars: number;
}

async function once(
  env: BenchEnv,
  question: string,
): Promise<{ first: number; whole: number; chars: number }> {
  const started = performance.now();
  const res = await fetch(`${env.baseUrl}/api/ai/aiChat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': env.adminToken },
    body: JSON.stringify({ question }),
  });
  if (!res.ok || !res.body) throw new Error(`aiChat answered ${res.status}`);
  let first = 0;
  let chars = 0;
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    const text = decoder.decode(chunk as Uint8Array, { stream: true });
    if (!first && text.trim()) first = performance.now() - started;
    chars += text.length;
  }
  return { first, whole: performance.now() - started, chars };
}

export async function benchAi(env: BenchEnv, runs = 30): Promise<AiTiming[]> {
  await env.database.db.update(schoolInfo).set({ aiConsultant: '1' });
  const out: AiTiming[] = [];
  for (const { label, question } of AI_QUESTIONS) {
    await once(env, question); // warm-up: first computation, JIT
    const first: number[] = [];
    const whole: number[] = [];
    let chars = 0;
    for (let i = 0; i < runs; i += 1) {
      const r = await once(env, question);
      first.push(r.first);
      whole.push(r.whole);
      chars = r.chars;
    }
    first.sort((a, b) => a - b);
    whole.sort((a, b) => a - b);
    out.push({
      label,
      runs,
      firstP50: percentile(first, 50),
      firstP95: percentile(first, 95),
      wholeP50: percentile(whole, 50),
      chars,
    });
  }
  return out;
}

/**
 * Its own server (like env.ts's, with the chat's per-user limit lifted: the bench asks far more
 * often than a person would), on PGlite with the demo school.
 */
async function startAiEnv(): Promise<BenchEnv> {
  const dir = mkdtempSync(join(tmpdir(), 'accredit-ai-bench-'));
  const database = await openDatabase({ dataDir: dir });
  await runMigrations(database);
  await seed(database, { demo: true });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    AI_RATE_LIMIT: '1000000',
  });
  const app = await buildApp({ config, database }, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await sessionTokenFor(database.db);
  return {
    label: 'PGlite',
    database,
    app,
    baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    adminToken: token,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The lead's runner calls this. */
export async function runAiBench(options: { runs?: number } = {}): Promise<AiTiming[]> {
  const env = await startAiEnv();
  try {
    const rows = await benchAi(env, options.runs ?? 30);
    printTable(
      'AI consultant, built-in provider: time to the first streamed characters (demo school, PGlite, sequential)',
      ['question', 'runs', 'first chars p50 ms', 'first chars p95 ms', 'whole answer p50 ms', 'answer chars'],
      rows.map((r) => [r.label, r.runs, r.firstP50, r.firstP95, r.wholeP50, r.chars]),
    );
    return rows;
  } finally {
    await env.close();
  }
}
