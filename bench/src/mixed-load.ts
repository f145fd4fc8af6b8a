import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import http from 'node:http';
import { type Figures, summarise } from './stats.ts';

/**
 * Child process of the mixed-load bench (its own process, so the load does not share the server's
 * event loop): `clients` people at once for `warmupSeconds` then `seconds`, each making one call, waiting a moment
 * (`thinkMs`, 0.5 to 1.5 times, as a person reading the answer; 0: none), and making the next,
 * picked by weight from the mix. Prints one JSON line: the figures per call type and overall,
 * with the errors (a failed connection, a non-2xx answer or an envelope without success) counted
 * apart.
 */
export interface MixedPlan {
  baseUrl: string;
  clients: number;
  seconds: number;
  /** Seconds of the same load before the measured ones (the server warming up), counted apart. */
  warmupSeconds: number;
  thinkMs: number;
  /** Sessions to share among the clients (the signed-in people). */
  tokens: string[];
  username: string;
  password: string;
  /** Record ids to open and edit. */
  outputIds: string[];
  studentIds: string[];
  year: number;
}

export interface MixedResult {
  byCall: Record<string, Figures & { errors: number }>;
  overall: Figures & { errors: number };
  /** The warm-up's calls, every type together (not in the figures above). */
  warmup: Figures & { errors: number };
  /** The first few error descriptions, to tell what failed. */
  samples: string[];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });

interface Answer {
  status: number;
  body: string;
  encoded: boolean;
}

function call(base: string, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  // As a browser asks: compressed answers (the kept table pages are kept compressed too).
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  if (token) headers['x-access-token'] = token;
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          encoded: Boolean(res.headers['content-encoding']),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A 2xx answer whose envelope says success (read where the answer came uncompressed; the product's
 * refusals carry a 4xx or 5xx status anyway), else an Error naming the call.
 */
function expectOk(name: string, a: Answer): Answer {
  if (a.status < 200 || a.status >= 300) throw new Error(`${name}: ${a.status} ${a.body.slice(0, 200)}`);
  if (!a.encoded && !a.body.includes('"success":true')) throw new Error(`${name}: ${a.body.slice(0, 200)}`);
  return a;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

type Work = (plan: MixedPlan, token: string) => Promise<void>;

let publicKey = '';
async function signIn(plan: MixedPlan): Promise<void> {
  const checkKey = randomBytes(12).toString('hex');
  expectOk('code image', await call(plan.baseUrl, 'GET', `/api/sys/randomImage/${checkKey}`));
  const password = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plan.password, 'utf8'),
  ).toString('base64');
  expectOk(
    'sign-in',
    await call(plan.baseUrl, 'POST', '/api/sys/login', undefined, {
      username: plan.username,
      password,
      captcha: process.env.MIXED_CAPTCHA ?? 'BNCH',
      checkKey,
    }),
  );
}

let added = 0;
/** The mix: [name, weight, work]. Writes go to students, which do not feed the AACSB tables. */
const MIX: [string, number, Work][] = [
  ['sign-in', 2, (plan) => signIn(plan)],
  [
    'list',
    40,
    async (plan, token) => {
      const page = 1 + Math.floor(Math.random() * 5);
      const path = pick([
        `/api/aacsb/researchOutput/list?outputType=1&column=publishDate&order=desc&pageNo=${page}&pageSize=20`,
        `/api/aacsb/researchOutput/list?category=2&column=publishDate&order=desc&pageNo=${page}&pageSize=20`,
        `/api/aacsb/student/list?sex=2&column=enrolScore&order=desc&pageNo=${page}&pageSize=20`,
        `/api/aacsb/teacher/list?pageNo=${page}&pageSize=20`,
      ]);
      expectOk('list', await call(plan.baseUrl, 'GET', path, token));
    },
  ],
  [
    'open',
    35,
    async (plan, token) => {
      const path =
        Math.random() < 0.6
          ? `/api/aacsb/researchOutput/queryById?id=${pick(plan.outputIds)}`
          : `/api/aacsb/student/queryById?id=${pick(plan.studentIds)}`;
      expectOk('open', await call(plan.baseUrl, 'GET', path, token));
    },
  ],
  [
    'write',
    15,
    async (plan, token) => {
      if (Math.random() < 0.5) {
        added += 1;
        const n = `${process.pid}-${added}`;
        expectOk(
          'add',
          await call(plan.baseUrl, 'POST', '/api/aacsb/student/add', token, {
            studentNumber: `M${n}`,
            name: `Mixed load student ${n}`,
            sex: '1',
          }),
        );
      } else {
        expectOk(
          'edit',
          await call(plan.baseUrl, 'PUT', '/api/aacsb/student/edit', token, {
            id: pick(plan.studentIds),
            name: `Edited ${Math.floor(Math.random() * 1e6)}`,
          }),
        );
      }
    },
  ],
  [
    'AACSB table',
    8,
    async (plan, token) => {
      const table = Math.random() < 0.5 ? 'table31' : 'table81';
      expectOk(
        'table',
        await call(plan.baseUrl, 'GET', `/api/qualification/${table}?year=${plan.year}`, token),
      );
    },
  ],
];
const TOTAL_WEIGHT = MIX.reduce((s, [, w]) => s + w, 0);

function draw(): [string, Work] {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [name, weight, work] of MIX) {
    r -= weight;
    if (r < 0) return [name, work];
  }
  return [MIX[0][0], MIX[0][2]];
}

async function run(plan: MixedPlan): Promise<MixedResult> {
  const key = JSON.parse((await call(plan.baseUrl, 'GET', '/api/sys/getPublicKey')).body) as {
    result: { publicKey: string };
  };
  publicKey = key.result.publicKey;
  const times = new Map<string, number[]>(MIX.map(([name]) => [name, []]));
  const errors = new Map<string, number>(MIX.map(([name]) => [name, 0]));
  const warmup = { times: [] as number[], errors: 0 };
  const samples: string[] = [];
  const started = performance.now();
  const measured = started + plan.warmupSeconds * 1000;
  const until = measured + plan.seconds * 1000;
  await Promise.all(
    Array.from({ length: plan.clients }, async (_, i) => {
      const token = plan.tokens[i % plan.tokens.length];
      // People do not all start on the same millisecond.
      if (plan.thinkMs > 0) await sleep(Math.random() * plan.thinkMs);
      while (performance.now() < until) {
        const [name, work] = draw();
        const t0 = performance.now();
        const warming = t0 < measured;
        try {
          await work(plan, token);
          (warming ? warmup.times : times.get(name))?.push(performance.now() - t0);
        } catch (e) {
          if (warming) warmup.errors += 1;
          else errors.set(name, (errors.get(name) ?? 0) + 1);
          if (samples.length < 5) samples.push((e as Error).message);
        }
        if (plan.thinkMs > 0) await sleep(plan.thinkMs * (0.5 + Math.random()));
      }
    }),
  );
  const elapsed = (performance.now() - measured) / 1000;
  const byCall: MixedResult['byCall'] = {};
  for (const [name] of MIX)
    byCall[name] = { ...summarise(times.get(name) ?? [], elapsed), errors: errors.get(name) ?? 0 };
  const all = [...times.values()].flat();
  const errorCount = [...errors.values()].reduce((s, n) => s + n, 0);
  return {
    byCall,
    overall: { ...summarise(all, elapsed), errors: errorCount },
    warmup: { ...summarise(warmup.times, plan.warmupSeconds || 1), errors: warmup.errors },
    samples,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (process.argv[2]) {
  const result = await run(JSON.parse(process.argv[2]) as MixedPlan);
  agent.destroy();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
