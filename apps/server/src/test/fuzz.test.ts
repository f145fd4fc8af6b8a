import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';

/**
 * Schema-derived bad requests to every route (issue 14, "keep it found"): wrong types, huge
 * strings, NUL bytes, nested JSON, missing and extra fields, bodies of the wrong kind, files that
 * are not what an import expects. Whatever the route, the answer is never a 5xx; and requests
 * that cannot be valid (a NUL byte, JSON nested too deep, a body of the wrong JSON type) change
 * nothing in the database.
 */
const t = useTestApp({ LOGIN_RATE_LIMIT: '100000', AI_RATE_LIMIT: '100000' });

interface Probe {
  method: string;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** Cannot be valid for any route: must leave the database as it was. */
  invalid: boolean;
}

const HUGE = 'x'.repeat(70_000);
const NUL = 'a\u0000b';
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

function shapeKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

function fillPath(url: string, value: string): string {
  return url.replace(/:(\w+)/g, () => encodeURIComponent(value));
}

function withQuery(url: string, query: Record<string, string>): string {
  const q = new URLSearchParams(query).toString();
  return q ? `${url}?${q}` : url;
}

function multipart(name: string, content: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----fuzz';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The bad requests for one route. */
function probesFor(route: RouteOptions): Probe[] {
  const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
  const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
  const queryKeys = shapeKeys(schema.querystring);
  const bodyKeys = shapeKeys(schema.body);
  const base = fillPath(route.url, 'x0000000000000000000');
  const json = { 'content-type': 'application/json' };
  const probes: Probe[] = [
    { method, url: base, invalid: false },
    { method, url: fillPath(route.url, NUL), invalid: route.url.includes(':') },
    { method, url: fillPath(route.url, HUGE.slice(0, 600)), invalid: false },
    { method, url: withQuery(base, { id: NUL }), invalid: true },
  ];
  for (const wrong of ['-1', 'x', HUGE, '[object Object]', '1e309']) {
    probes.push({
      method,
      url: withQuery(base, Object.fromEntries(queryKeys.map((k) => [k, wrong]))),
      invalid: false,
    });
  }
  probes.push({
    method,
    url: withQuery(base, Object.fromEntries(queryKeys.map((k) => [k, NUL]))),
    invalid: queryKeys.length > 0,
  });
  if (method !== 'GET' && method !== 'DELETE') {
    const body = (value: unknown) => JSON.stringify(Object.fromEntries(bodyKeys.map((k) => [k, value])));
    probes.push(
      { method, url: base, payload: '', headers: json, invalid: false },
      { method, url: base, payload: '{', headers: json, invalid: true },
      { method, url: base, payload: '[]', headers: json, invalid: false },
      { method, url: base, payload: '"text"', headers: json, invalid: false },
      { method, url: base, payload: '{}', headers: json, invalid: false },
      { method, url: base, payload: body(12345), headers: json, invalid: false },
      { method, url: base, payload: body(null), headers: json, invalid: false },
      { method, url: base, payload: body([1, { a: 2 }]), headers: json, invalid: false },
      { method, url: base, payload: body(HUGE), headers: json, invalid: false },
      { method, url: base, payload: body(NUL), headers: json, invalid: bodyKeys.length > 0 },
      { method, url: base, payload: JSON.stringify({ unexpected: NUL }), headers: json, invalid: true },
      { method, url: base, payload: deepJson(5000), headers: json, invalid: true },
      {
        method,
        url: base,
        payload: 'a=1&b=2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        invalid: false,
      },
    );
    const notXlsx = multipart('import.xlsx', Buffer.from('name,year\nnot,a workbook\n'));
    probes.push({ method, url: base, ...notXlsx, invalid: false });
  }
  return probes;
}

/**
 * The probes that differ: a route without query keys gets the same URL for every wrong query value,
 * one without body keys the same `{}` for every wrong body value; sending it again tells nothing new.
 * A request listed both ways counts as impossible.
 */
function distinct(probes: Probe[]): Probe[] {
  const byRequest = new Map<string, Probe>();
  for (const probe of probes) {
    const key = JSON.stringify([probe.method, probe.url, probe.headers ?? {}, String(probe.payload ?? '')]);
    const same = byRequest.get(key);
    if (same) same.invalid ||= probe.invalid;
    else byRequest.set(key, { ...probe });
  }
  return [...byRequest.values()];
}

const IGNORED_TABLES = new Set([
  'sys_log',
  'sys_session',
  'sys_rate_limit',
  'sys_login_throttle',
  'sys_auth_code',
]);

async function counts(): Promise<Record<string, number>> {
  const tables = await t.database.rows<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    if (IGNORED_TABLES.has(name)) continue;
    const [row] = await t.database.rows<{ n: string | number }>(
      sql.raw(`select count(*) as n from "${name}"`),
    );
    out[name] = Number(row.n);
  }
  return out;
}

describe('bad requests to every route', () => {
  it('never answer 5xx, and the impossible ones change nothing', { timeout: 600_000 }, async () => {
    const routes = t.routes.filter(
      (r) =>
        r.method !== 'HEAD' &&
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/docs') &&
        !r.url.includes('/sys/test/'),
    );
    const seen = new Set<string>();
    const failures: string[] = [];
    let sent = 0;
    let invalidSent = 0;
    const before = await counts();
    const probes = routes.flatMap((route) => {
      const key = `${[route.method].flat().join(',')} ${route.url}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return distinct(probesFor(route));
    });
    // The impossible requests first, all of them, then a check that nothing changed.
    const token = await t.tokenFor('admin');
    for (const probe of [...probes.filter((p) => p.invalid), ...probes.filter((p) => !p.invalid)]) {
      if (!probe.invalid && invalidSent === probes.filter((p) => p.invalid).length && sent === invalidSent) {
        expect(await counts(), 'an impossible request changed the database').toEqual(before);
      }
      // A fresh session now and then: a probe may end the session it came with (sign-out, password change).
      const res = await t.app.inject({
        method: probe.method as 'GET',
        url: probe.url,
        payload: probe.payload,
        headers: { 'x-access-token': sent % 25 === 0 ? await t.tokenFor('admin') : token, ...probe.headers },
      });
      sent++;
      if (probe.invalid) invalidSent++;
      if (res.statusCode >= 500)
        failures.push(
          `${res.statusCode} ${probe.method} ${probe.url.slice(0, 120)} [${String(probe.payload ?? '').slice(0, 80)}]: ${res.body.slice(0, 200)}`,
        );
    }
    console.log(
      `fuzz: ${seen.size} routes, ${sent} bad requests (${invalidSent} impossible ones), ${failures.length} answered 5xx`,
    );
    expect(failures).toEqual([]);
  });
});
