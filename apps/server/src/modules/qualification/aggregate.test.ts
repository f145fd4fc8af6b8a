import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  type ActivityTally,
  activityTallies,
  type ContributionTally,
  computeSchool,
  contributionTallies,
  DEFAULT_RULES,
  type RuleSet,
  spanInWindow,
  statusWindow,
  tallyTable81,
  usesVenueLevels,
  windowYears,
} from '@accredit/shared/aacsb/index.ts';
import { randomSchool } from '@accredit/shared/aacsb/random-school.ts';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../core/db.ts';
import { useTestApp } from '../../test/harness.ts';
import { activityTalliesOf, contributionTalliesOf, table81TalliesOf } from './aggregate.ts';
import { facultyFigures, table81Figures } from './figures.ts';
import { markTablesStale } from './freshness.ts';
import { loadSchool } from './load.ts';
import { presentTable31, presentTable32, presentTable81 } from './service.ts';
import { computeFor } from './snapshots.ts';
import { saveRules } from './store.ts';
import { clearFaculty, insertPaperSchool, insertSchool, setCounting } from './testing.ts';

/**
 * Issue 22: the table pages are computed from sums the database groups (aggregate.ts through
 * figures.ts), the drill-down, snapshots and exports from the records (service.ts). On the demo
 * school, the hand-worked school and generated schools, under the counting settings that change
 * figures, the database's tallies must be the pure model's tallies of the same records, and every
 * figure the same to the last decimal (the same JSON). Then the kept answer: ETag, 304, encodings,
 * permissions before any of it.
 */
const t = useTestApp();
const YEAR = 2025;

const LEVEL_RULES: RuleSet = {
  rules: [
    { status: 'SA', minDegree: '3', anyOf: [{ minLevelJournals: 1, journalLevels: ['ABS 4', 'FT50'] }] },
    ...DEFAULT_RULES.rules.slice(1),
  ],
};

const byKey = <T>(list: T[]) => [...list].map((x) => JSON.stringify(x)).sort();

/** Everything both ways, inside a transaction (nothing kept: each side computes afresh). */
async function expectSameFigures(): Promise<void> {
  await inTransaction(t.database.db, async (tx) => {
    const loaded = await loadSchool(tx, YEAR);
    const full = computeSchool(loaded.school);
    const { counting, rules } = loaded.school;
    const w = statusWindow(YEAR, counting);
    const levels = usesVenueLevels(rules);

    // The tallies the database groups are the pure model's tallies of the loaded records.
    const sqlContrib = await contributionTalliesOf(tx, w, counting, levels);
    expect(byKey<ContributionTally>(sqlContrib)).toEqual(
      byKey(contributionTallies(loaded.school.outputs, w, counting, levels)),
    );
    const inWindow = (a: ActivityTally) =>
      spanInWindow(String(a.startYear), a.endYear === null ? null : String(a.endYear), w);
    expect(byKey((await activityTalliesOf(tx, w)).filter(inWindow))).toEqual(
      byKey(activityTallies(loaded.school.activities).filter(inWindow)),
    );
    const loaded81 = await loadSchool(tx, YEAR, { baseYear: YEAR, table81Only: true });
    const base = loaded81.school.baseTeachers ?? [];
    const sql81 = await table81TalliesOf(tx, windowYears(YEAR, counting.retroactiveYears), counting, base);
    const js81 = tallyTable81({
      baseYear: YEAR,
      counting,
      disciplines: loaded81.school.disciplines,
      teachers: base,
      outputs: loaded81.school.outputs,
    });
    expect(byKey(sql81.items)).toEqual(byKey(js81.items));
    expect([...sql81.producing].sort()).toEqual([...js81.producing].sort());
    expect([...sql81.uncategorised].sort()).toEqual([...js81.uncategorised].sort());

    // And the figures: the same JSON as the computation over the records.
    const fast = await facultyFigures(tx, YEAR);
    expect(fast.table31Input.statuses).toEqual(full.statuses);
    expect(JSON.stringify(fast.table31Input)).toBe(JSON.stringify(full.table31Input));
    expect(JSON.stringify(presentTable31(fast.table31))).toBe(JSON.stringify(presentTable31(full.table31)));
    expect(JSON.stringify(presentTable32(fast.table32))).toBe(JSON.stringify(presentTable32(full.table32)));
    const fast81 = await table81Figures(tx, YEAR);
    const full81 = await computeFor(tx, '81', YEAR);
    expect(JSON.stringify(presentTable81(fast81.table81))).toBe(
      JSON.stringify(presentTable81(full81.tables.table81)),
    );
  });
  // The pages (HTTP, kept) say the same.
  const admin = await t.tokenFor('admin');
  const page = await t.api.get<{ table: unknown }>('/qualification/table31', {
    token: admin,
    query: { year: YEAR },
  });
  const full = await inTransaction(t.database.db, async (tx) => computeFor(tx, '31', YEAR));
  expect(JSON.stringify(page.body.result.table)).toBe(JSON.stringify(presentTable31(full.tables.table31)));
}

async function underEverySetting(): Promise<void> {
  const db = t.database.db;
  await setCounting(db, { rateCounting: false, contributionRate: 50, retroactiveYears: 5 });
  await expectSameFigures();
  await setCounting(db, { rateCounting: true, contributionRate: 30, retroactiveYears: 3 });
  await expectSameFigures();
  await saveRules(db, LEVEL_RULES, null, 'test');
  await markTablesStale(db);
  await expectSameFigures();
  await saveRules(db, DEFAULT_RULES, null, 'test');
  await setCounting(db, { rateCounting: false, contributionRate: 50, retroactiveYears: 5 });
}

describe('the database sums give the figures of the records', () => {
  it('on the demo school', async () => {
    await underEverySetting();
  });

  it('on the hand-worked school', async () => {
    await insertPaperSchool(t.database.db);
    await underEverySetting();
  });

  it.each([42, 7])('on generated school %i', async (seed) => {
    await clearFaculty(t.database.db);
    const s = randomSchool(seed, { teachers: 120, outputs: 900, activities: 400 });
    await insertSchool(t.database.db, s);
    await setCounting(t.database.db, { baseTime: '2025-12-31' });
    await underEverySetting();
  });
});

describe('a kept table answer', () => {
  const get = (token: string, headers: Record<string, string> = {}, path = '/qualification/table31') =>
    t.app.inject({
      method: 'GET',
      url: `/api${path}`,
      query: { year: String(YEAR) },
      headers: { 'x-access-token': token, ...headers },
    });

  it('carries an ETag, answers 304 while nothing changed and the new figures after a write', async () => {
    // The school is the last generated one above. A first read on a fresh database writes the
    // default settings rows, which is a change: ask once before.
    const admin = await t.tokenFor('admin');
    await get(admin);
    const first = await get(admin);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.json().result.table.total.sa.shown).not.toBeNull();

    const again = await get(admin, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The same stored answer, byte for byte, without the header.
    expect((await get(admin)).body).toBe(first.body);

    await setCounting(t.database.db, { rateCounting: true });
    const after = await get(admin, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    await setCounting(t.database.db, { rateCounting: false });
  });

  it('is sent compressed in the encoding asked for, the same bytes once decoded', async () => {
    const admin = await t.tokenFor('admin');
    const plain = await get(admin, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(admin, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(admin, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
  });

  it('is refused before anything is kept or compared: no 304 for a caller without the permission', async () => {
    const admin = await t.tokenFor('admin');
    const etag = String((await get(admin)).headers.etag);
    const teacher = await t.tokenFor('teacher', '4');
    const refused = await get(teacher, { 'if-none-match': etag });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.etag).toBeUndefined();
    expect((await get('', { 'if-none-match': etag })).statusCode).toBe(401);
    // The research secretary reads Table 8-1 but not Table 3-1.
    const secretary = await t.tokenFor('secretary', '5');
    expect((await get(secretary, {}, '/qualification/table81')).statusCode).toBe(200);
    expect((await get(secretary, { 'if-none-match': etag })).statusCode).toBe(403);
  });

  it('of Table 8-1 moves with its Parts B and C (not part of the data version), and differs per year', async () => {
    const admin = await t.tokenFor('admin');
    const before = await get(admin, {}, '/qualification/table81');
    const etag = String(before.headers.etag);
    const saved = await t.api.put(
      '/qualification/narrative',
      { year: YEAR, B: '<p>Aligned</p>' },
      { token: admin },
    );
    expect(saved.status).toBe(200);
    const after = await get(admin, { 'if-none-match': etag }, '/qualification/table81');
    expect(after.statusCode).toBe(200);
    expect(after.json().result.narrative.B).toContain('Aligned');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/qualification/table81',
      query: { year: String(YEAR - 1) },
      headers: { 'x-access-token': admin },
    });
    expect(other.headers.etag).not.toBe(after.headers.etag);
    expect(other.json().result.table.window.to).toBe(YEAR - 1);
  });
});
