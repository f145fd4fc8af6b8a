import { sysSession } from '@accredit/server/src/modules/auth/schema.ts';
import { hashToken, newToken } from '@accredit/server/src/modules/auth/sessions.ts';
import type { Answers, GroupList, Question } from '@accredit/shared';
import { sql } from 'drizzle-orm';
import { type BenchEnv, startEnv } from './env.ts';
import { printTable } from './lib.ts';
import { percentile } from './stats.ts';

/**
 * Issue 18's questionnaire benchmark: RESPONDENTS people (accounts made for it, each signed in)
 * answer a QUESTIONS-question anonymous survey over HTTP (POST /aacsb/myQuestionnaire/submit,
 * CONCURRENCY at a time, loopback): responses and answers per second, latency percentiles; then
 * the results of those RESPONDENTS answers (GET /aacsb/questionnaire/results, first call and the
 * median of RUNS), the tracking call and the Word report.
 */
const RESPONDENTS = 5_000;
const QUESTIONS = 30;
const CONCURRENCY = 16;
const RUNS = 5;

const bi = (en: string) => ({ zh: en, en });

/** 30 questions: 20 ratings (5 points), 4 single, 2 multiple, 2 matrix (3 rows), 2 text. */
function survey(): GroupList {
  const questions: Question[] = [];
  const scale = { points: 5 as const, low: bi('Strongly disagree'), high: bi('Strongly agree') };
  const options = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `o${i + 1}`, text: bi(`Option ${i + 1}`) }));
  for (let i = 1; i <= QUESTIONS; i++) {
    const base = { id: `q${i}`, title: bi(`Question ${i}`), required: i % 3 === 0 };
    if (i <= 20) questions.push({ ...base, kind: 'rating', scale });
    else if (i <= 24) questions.push({ ...base, kind: 'single', options: options(4) });
    else if (i <= 26) questions.push({ ...base, kind: 'multiple', options: options(6) });
    else if (i <= 28)
      questions.push({
        ...base,
        kind: 'matrix',
        scale,
        rows: [1, 2, 3].map((r) => ({ id: `r${r}`, text: bi(`Row ${r}`) })),
      });
    else questions.push({ ...base, kind: 'text', required: false });
  }
  return [
    { id: 'g1', title: bi('Part one'), questions: questions.slice(0, 15) },
    { id: 'g2', title: bi('Part two'), questions: questions.slice(15) },
  ];
}

function answersOf(n: number): Answers {
  const a: Answers = {};
  for (let i = 1; i <= QUESTIONS; i++) {
    const v = (n * 7 + i * 13) % 97;
    if (i <= 20) a[`q${i}`] = 1 + (v % 5);
    else if (i <= 24) a[`q${i}`] = `o${1 + (v % 4)}`;
    else if (i <= 26) a[`q${i}`] = [`o${1 + (v % 6)}`, `o${1 + ((v + 2) % 6)}`];
    else if (i <= 28) a[`q${i}`] = { r1: 1 + (v % 5), r2: 1 + ((v + 1) % 5), r3: 1 + ((v + 3) % 5) };
    else a[`q${i}`] = v % 4 === 0 ? `Comment ${n} on question ${i}` : '';
  }
  return a;
}

async function call<T>(
  env: BenchEnv,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${env.baseUrl}/api${path}`, {
    method,
    headers: { 'X-Access-Token': token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { success: boolean; message: string; result: T };
  if (!res.ok || !json.success) throw new Error(`${method} ${path} answered ${res.status}: ${json.message}`);
  return json.result;
}

/** RESPONDENTS accounts without a role (as students are) and a session for each. */
async function makeRespondents(env: BenchEnv): Promise<{ ids: string[]; tokens: string[] }> {
  const db = env.database.db;
  await db.execute(sql`
    insert into sys_user (id, username, realname, password_hash, create_by)
    select 'qb' || g, 'qbench' || g, 'Respondent ' || g, 'x', 'admin' from generate_series(1, ${RESPONDENTS}) as g`);
  const ids = Array.from({ length: RESPONDENTS }, (_, i) => `qb${i + 1}`);
  const tokens = ids.map(() => newToken());
  const expiresAt = new Date(Date.now() + 24 * 3_600_000);
  for (let i = 0; i < ids.length; i += 1000)
    await db.insert(sysSession).values(
      ids.slice(i, i + 1000).map((userId, k) => ({
        id: `qbs${i + k}`,
        tokenHash: hashToken(tokens[i + k]),
        userId,
        roleId: null,
        expiresAt,
      })),
    );
  return { ids, tokens };
}

async function timeGet(env: BenchEnv, path: string) {
  const t0 = performance.now();
  await call(env, 'GET', path, env.adminToken);
  const first = performance.now() - t0;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await call(env, 'GET', path, env.adminToken);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { first, p50: percentile(times, 50) };
}

async function timeDownload(env: BenchEnv, path: string): Promise<{ ms: number; kb: number }> {
  const t0 = performance.now();
  const res = await fetch(`${env.baseUrl}/api${path}`, { headers: { 'X-Access-Token': env.adminToken } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  const size = (await res.arrayBuffer()).byteLength;
  return { ms: performance.now() - t0, kb: size / 1024 };
}

export async function runQuestionnaireBench(opts: {
  drivers: ('pglite' | 'postgres')[];
  url?: string;
}): Promise<void> {
  const answering: (string | number)[][] = [];
  const reading: (string | number)[][] = [];
  for (const driver of opts.drivers) {
    const env = await startEnv(driver, opts.url);
    try {
      const { ids, tokens } = await makeRespondents(env);
      const now = Date.now();
      const added = await call<{ id: string } | string>(
        env,
        'POST',
        '/aacsb/questionnaire/add',
        env.adminToken,
        {
          name: '基准问卷',
          nameEn: 'Benchmark survey',
          anonymous: true,
          startTime: new Date(now - 3_600_000).toISOString(),
          endTime: new Date(now + 7 * 86_400_000).toISOString(),
          groupList: survey(),
          audience: { roles: [], classIds: [], programmeIds: [], departIds: [], userIds: ids },
        },
      );
      const id = typeof added === 'string' ? added : added.id;
      const t0 = performance.now();
      await call(env, 'POST', '/aacsb/questionnaire/start', env.adminToken, { id });
      const startMs = performance.now() - t0;

      const latencies: number[] = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let i = next++; i < RESPONDENTS; i = next++) {
            const t = performance.now();
            await call(env, 'POST', '/aacsb/myQuestionnaire/submit', tokens[i], {
              id,
              answers: answersOf(i),
            });
            latencies.push(performance.now() - t);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      answering.push([
        env.label,
        RESPONDENTS,
        QUESTIONS,
        startMs,
        seconds,
        RESPONDENTS / seconds,
        (RESPONDENTS * QUESTIONS) / seconds,
        percentile(latencies, 50),
        percentile(latencies, 95),
      ]);

      const results = await timeGet(env, `/aacsb/questionnaire/results?id=${id}`);
      const tracking = await timeGet(env, `/aacsb/questionnaire/tracking?id=${id}`);
      const word = await timeDownload(env, `/aacsb/questionnaire/exportWord?id=${id}&lang=en-US`);
      const excel = await timeDownload(env, `/aacsb/questionnaire/answersXls?id=${id}&lang=en-US`);
      reading.push([env.label, 'results (30 questions)', results.first, results.p50]);
      reading.push([env.label, 'tracking (5,000 people)', tracking.first, tracking.p50]);
      reading.push([env.label, `Word report (${Math.round(word.kb)} KB)`, word.ms, word.ms]);
      reading.push([env.label, `Excel answers (${Math.round(excel.kb)} KB)`, excel.ms, excel.ms]);
    } finally {
      await env.close();
    }
  }
  printTable(
    `Questionnaire answering: ${RESPONDENTS.toLocaleString('en')} respondents, ${QUESTIONS} questions, ${CONCURRENCY} at a time over HTTP`,
    [
      'database',
      'respondents',
      'questions',
      'start (audience) ms',
      'seconds',
      'responses/s',
      'answers/s',
      'p50 ms',
      'p95 ms',
    ],
    answering,
  );
  printTable(
    `Questionnaire results of ${RESPONDENTS.toLocaleString('en')} responses`,
    ['database', 'call', 'first ms', `median ms (of ${RUNS})`],
    reading,
  );
}
