import {
  type BlockCatalog,
  type BlockData,
  type BlockRef,
  blockCellText,
  blockMarker,
  type DriftItem,
} from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { T } from '../qualification/load.ts';
import { insertPaperSchool } from '../qualification/testing.ts';
import {
  accreditationProjectTable,
  certificationReportTable,
  reportSectionTable,
} from '../resources/schema.ts';
import { blocksForReport } from './blocks-resolve.ts';
import { reportBlockSnapshot } from './schema.ts';

/**
 * Live blocks over HTTP (issue 21 item 3): the catalog, blocks following the records they come
 * from (a teacher renamed shows renamed in Table 3-1), a frozen report that stops following them
 * while drift says what changed, unfreezing, who may do what, and bad parameters said in place of
 * the block. The paper-worked school (qualification/testing.ts) is the faculty; the other kinds
 * read the seeded demo school. Records are this file's own ("B21").
 */
const t = useTestApp();

let admin: string;
let expert: string;
let teacher: string;
let reportId: string;

const T31: BlockRef = { kind: 'table31', params: { year: 2025 } };
const T81: BlockRef = { kind: 'table81', params: { year: 2025 } };

const resolve = (refs: BlockRef[], opts: { token?: string; reportId?: string; lang?: string } = {}) =>
  t.api.post<(BlockData | null)[]>(
    '/aacsb/reportBlock/resolve',
    { refs, reportId: opts.reportId, lang: opts.lang },
    { token: opts.token ?? admin, lang: 'en-US' },
  );

const texts = (d: BlockData | null | undefined) =>
  (d?.table?.rows ?? []).map((r) => r.cells.map(blockCellText).join(' | '));

async function renameTeacher(id: string, name: string) {
  const res = await t.api.put('/aacsb/teacher/edit', { id, name }, { token: admin });
  expect(res.status, res.body.message).toBe(200);
}

async function setParticipating(teacherId: string, participating: boolean) {
  const [row] = await t.database.db
    .select({ id: T.accreditation.id })
    .from(T.accreditation)
    .where(and(eq(T.accreditation.teacherId, teacherId), eq(T.accreditation.year, 2025)));
  const res = await t.api.put(
    '/aacsb/teacherAccreditation/edit',
    { id: row.id, participating },
    { token: admin },
  );
  expect(res.status, res.body.message).toBe(200);
}

beforeAll(async () => {
  const db = t.database.db;
  await insertPaperSchool(db);
  admin = await t.tokenFor('admin');
  await buildUser(db, { username: 'b21_expert', realname: 'B21 Expert', roles: ['7'] });
  await buildUser(db, { username: 'b21_teacher', realname: 'B21 Teacher', roles: ['4'] });
  expert = await t.tokenFor('b21_expert');
  teacher = await t.tokenFor('b21_teacher');
  // The report and its sections written directly: this file tests blocks, not the report's making.
  const [project] = await db
    .insert(accreditationProjectTable)
    .values({ name: 'B21 project', scheme: 'AACSB-CIR', createBy: 'admin' } as never)
    .returning({ id: accreditationProjectTable.id });
  const [report] = await db
    .insert(certificationReportTable)
    .values({
      projectId: project.id,
      title: 'B21 report',
      scheme: 'AACSB-CIR',
      status: '0',
      year: 2025,
      createBy: 'admin',
    } as never)
    .returning({ id: certificationReportTable.id });
  reportId = String(report.id);
  await db.insert(reportSectionTable).values([
    {
      reportId,
      title: 'Standard 3',
      sortNo: 1,
      content: `<p>Our faculty.</p>${blockMarker(T31)}<p>Deployment.</p>${blockMarker({ kind: 'table32', params: { year: 2025 } })}`,
      createBy: 'admin',
    },
    {
      reportId,
      title: 'Standard 8',
      sortNo: 2,
      // Table 3-1 again: one snapshot serves both places.
      content: `${blockMarker(T81)}<p>And the faculty once more.</p>${blockMarker(T31)}`,
      createBy: 'admin',
    },
  ] as never);
});

describe('the catalog', () => {
  it('offers every kind with its parameters and the choices, in the caller’s language', async () => {
    const res = await t.api.get<BlockCatalog>('/aacsb/reportBlock/catalog', { token: admin, lang: 'zh-CN' });
    expect(res.status, res.body.message).toBe(200);
    const c = res.body.result;
    expect(c.kinds.map((k) => k.kind)).toEqual([
      'table31',
      'table32',
      'table81',
      'table51',
      'kpi',
      'cohort',
      'records',
      'equisKeyFigures',
      'ambaChecks',
    ]);
    expect(c.kinds[0].label).toBe('表 3-1 师资充足性与资格');
    expect(c.kinds.find((k) => k.kind === 'records')?.params.map((p) => p.name)).toContain('resource');
    expect(c.defaultYear).toBe(2025);
    expect(c.years).toContain(2025);
    expect(c.programmes.length).toBeGreaterThan(0);
    expect(c.kpis.length).toBeGreaterThan(0);
    expect(c.resources.map((r) => r.value)).toContain('researchOutput');
    expect(c.parts.map((p) => p.value)).toEqual(['admission', 'retention', 'employment']);
  });

  it('is refused to a user without the report permission', async () => {
    expect((await t.api.get('/aacsb/reportBlock/catalog', { token: teacher })).status).toBe(403);
    expect((await resolve([T31], { token: teacher })).status).toBe(403);
  });
});

describe('a live block', () => {
  it('is Table 3-1 in the AACSB layout, in the language asked for', async () => {
    const res = await resolve([T31, { kind: 'table32', params: { year: 2025 } }], { lang: 'zh-CN' });
    expect(res.status, res.body.message).toBe(200);
    const [t31, t32] = res.body.result;
    expect(t31?.title).toContain('表 3-1');
    expect(t31?.frozen).toBe(false);
    expect(t31?.error).toBeUndefined();
    expect(t31?.table?.groups.length).toBe(2);
    expect(texts(t31).some((r) => r.startsWith('Alice'))).toBe(true);
    expect(t31?.source?.href).toBe('/staff-resources/tables?table=31&year=2025');
    expect(t32?.table?.rows.length).toBeGreaterThan(0);
  });

  it('says so when a year has no faculty records', async () => {
    const [d] = (await resolve([{ kind: 'table31', params: { year: 2001 } }], { lang: 'en-US' })).body.result;
    expect(d?.error).toBeUndefined();
    expect(d?.empty).toBe('No figures for this period yet.');
  });

  it('changes when a teacher changes', async () => {
    await renameTeacher('T1', 'Alicia');
    const [t31] = (await resolve([T31], { lang: 'zh-CN' })).body.result;
    expect(texts(t31).some((r) => r.startsWith('Alicia'))).toBe(true);
    expect(texts(t31).some((r) => r.startsWith('Alice |'))).toBe(false);
  });

  it('says what is wrong in place of the block, never failing the whole call', async () => {
    const res = await resolve(
      [
        { kind: 'table31', params: { year: 'soon' } },
        { kind: 'records', params: { resource: 'sysUser' } },
        { kind: 'records', params: { resource: 'researchOutput', filter: 'password=1' } },
        { kind: 'kpi', params: { kpiIds: ['no-such-kpi'] } },
        T81,
      ],
      { lang: 'en-US' },
    );
    expect(res.status, res.body.message).toBe(200);
    const [year, resource, filter, kpi, ok] = res.body.result;
    expect(year?.error).toBe('The year must be a whole year between 1900 and 2200.');
    expect(resource?.error).toBe('Records of this kind cannot be listed in a report.');
    expect(filter?.error).toContain('filter');
    expect(kpi?.error).toBe('A KPI of this block no longer exists.');
    expect(ok?.error).toBeUndefined();
    expect(ok?.title).toContain('Table 8-1');
  });

  it('lists exemplary contributions: approved records only, filtered, newest first, with the columns chosen', async () => {
    const refs: BlockRef[] = [
      {
        kind: 'records',
        params: {
          resource: 'researchOutput',
          filter: 'category=1;peerReviewed=true',
          columns: ['title', 'publishDate'],
        },
      },
      {
        kind: 'records',
        params: { resource: 'researchOutput', filter: 'category=1;peerReviewed=true', year: 2023 },
      },
    ];
    const [all, of2023] = (await resolve(refs, { lang: 'en-US' })).body.result;
    expect(all?.table?.columns.map((c) => c.header)).toEqual(['Title', 'Date']);
    // O14 is category 1 and peer reviewed too, but not approved: never listed.
    expect(texts(all)).toEqual([
      'Output O19 | 2026-01-05',
      'Output O2 | 2023-05-01',
      'Output O10 | 2023-01-10',
      'Output O1 | 2022-03-01',
      'Output O16 | 2021-12-31',
      'Output O9 | 2021-07-01',
    ]);
    expect(all?.source?.href).toBe('/ImpactOfScholarship/contributions');
    expect(of2023?.table?.rows.map((r) => r.cells[0])).toEqual(['Output O2', 'Output O10']);
    // By default a contribution shows its authors in order (the school's teachers by name).
    const [of2022] = (
      await resolve(
        [{ kind: 'records', params: { resource: 'researchOutput', year: 2022, filter: 'category=1' } }],
        {
          lang: 'zh-CN',
        },
      )
    ).body.result;
    expect(of2022?.table?.columns.map((c) => c.header)).toContain('作者');
    expect(texts(of2022)).toEqual([
      expect.stringMatching(/^Output O1 \| Alic(e|ia), Bob \| {2}\| 期刊论文 \| 2022-03-01$/),
    ]);
  });

  it('refuses a kind that does not exist as a bad request', async () => {
    const res = await t.api.post(
      '/aacsb/reportBlock/resolve',
      { refs: [{ kind: 'table99', params: {} }] },
      { token: admin },
    );
    expect(res.status).toBe(400);
  });

  it('resolves every other kind from the demo school', async () => {
    const refs: BlockRef[] = [
      { kind: 'table51', params: {} },
      { kind: 'kpi', params: {} },
      { kind: 'cohort', params: { part: 'retention' } },
      { kind: 'cohort', params: { part: 'employment' } },
      { kind: 'records', params: { resource: 'researchOutput', year: 2025, limit: 5 } },
      { kind: 'equisKeyFigures', params: { year: 2025 } },
      { kind: 'ambaChecks', params: {} },
    ];
    const res = await resolve(refs, { lang: 'en-US' });
    expect(res.status, res.body.message).toBe(200);
    for (const [i, d] of res.body.result.entries()) {
      expect(d?.error, `${refs[i].kind}: ${d?.error}`).toBeUndefined();
      expect(d?.title, refs[i].kind).toBeTruthy();
      expect(d?.source?.href, refs[i].kind).toMatch(/^\//);
    }
    const [t51, kpi, retention, , records, equis] = res.body.result;
    expect(t51?.table?.rows.length).toBeGreaterThan(0);
    expect(kpi?.chart?.series.length).toBeGreaterThan(0);
    expect(kpi?.chart?.categories.length).toBeGreaterThan(0);
    expect(retention?.table?.columns.some((c) => c.kind === 'percent')).toBe(true);
    expect(records?.table?.rows.length).toBeLessThanOrEqual(5);
    // The paper school has 12 faculty members (Table 3-1's computation).
    expect(texts(equis).find((r) => r.startsWith('Faculty members'))).toBe('Faculty members | 12 | ');
  });
});

describe('freezing a report', () => {
  it('is refused to a reader (expert) and to a user without the permission', async () => {
    expect(
      (await t.api.post('/aacsb/certificationReport/freeze', { id: reportId }, { token: expert })).status,
    ).toBe(403);
    expect(
      (await t.api.post('/aacsb/certificationReport/freeze', { id: reportId }, { token: teacher })).status,
    ).toBe(403);
  });

  it('stores every block once per language and marks the report frozen', async () => {
    const res = await t.api.post<{ status: string; blocks: number }>(
      '/aacsb/certificationReport/freeze',
      { id: reportId },
      { token: admin },
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.blocks).toBe(3); // 3-1 (twice in the text), 3-2, 8-1
    const rows = await t.database.db
      .select()
      .from(reportBlockSnapshot)
      .where(eq(reportBlockSnapshot.reportId, reportId));
    expect(rows).toHaveLength(12);
    const [report] = await t.database.db
      .select()
      .from(certificationReportTable)
      .where(eq(certificationReportTable.id, reportId));
    expect(report.status).toBe('1');
    expect(report.frozenTime).toBeInstanceOf(Date);
    expect(report.frozenBy).toBeTruthy();
    const again = await t.api.post('/aacsb/certificationReport/freeze', { id: reportId }, { token: admin });
    expect(again.status).toBe(409);
  });

  it('then does not change when a teacher changes, while live data does, and drift says what changed', async () => {
    await renameTeacher('T1', 'Alexandra');
    await setParticipating('T2', false); // Bob: participating -> supporting
    const frozen = (await resolve([T31], { reportId, lang: 'zh-CN' })).body.result[0];
    expect(frozen?.frozen).toBe(true);
    expect(texts(frozen).some((r) => r.startsWith('Alicia'))).toBe(true);
    expect(texts(frozen).some((r) => r.startsWith('Alexandra'))).toBe(false);
    const live = (await resolve([T31], { lang: 'zh-CN' })).body.result[0];
    expect(live?.frozen).toBe(false);
    expect(texts(live).some((r) => r.startsWith('Alexandra'))).toBe(true);

    // The reader's other blocks come from the snapshot too (the function other parts call).
    const map = await blocksForReport(t.database.db, { id: reportId, status: '1' }, [T31, T81], 'en-US');
    expect([...map.values()].every((d) => d.frozen)).toBe(true);

    const drift = await t.api.get<DriftItem[]>('/aacsb/certificationReport/drift', {
      token: expert,
      query: { id: reportId },
      lang: 'en-US',
    });
    expect(drift.status, drift.body.message).toBe(200);
    const t31 = drift.body.result.find((d) => d.kind === 'table31');
    expect(t31?.sections.map((s) => s.title)).toEqual(['Standard 3', 'Standard 8']);
    // Bob moved from P to S: his row and the discipline's subtotal say so.
    const bob = t31?.cells.filter((c) => c.row.startsWith('Bob')) ?? [];
    expect(bob.length).toBeGreaterThan(0);
    expect(bob.some((c) => c.frozen !== '' && c.live === '')).toBe(true);
    // The rename shows as a row gone and a row come.
    expect(t31?.cells.some((c) => c.row.startsWith('Alicia') && c.live === '')).toBe(true);
    expect(t31?.cells.some((c) => c.row.startsWith('Alexandra') && c.frozen === '')).toBe(true);
    // Table 8-1's share of participating faculty producing moved too (Bob produces nothing), and
    // only that: the counts of contributions did not change.
    const t81 = drift.body.result.find((d) => d.kind === 'table81');
    expect(t81?.cells.map((c) => c.row)).toEqual(['Accounting', 'Grand total']);
    expect(t81?.cells.every((c) => /participating/i.test(c.column))).toBe(true);
    expect(t81?.cells[0]).toMatchObject({ frozen: '66.7%', live: '50%' });
    // Table 3-2 (teaching by qualification) did not change: no drift for it.
    expect(drift.body.result.find((d) => d.kind === 'table32')).toBeUndefined();
  });

  it('shows a block added after the freeze live, saying so', async () => {
    const added: BlockRef = { kind: 'table31', params: { year: 2024 } };
    const [d] = (await resolve([added], { reportId, lang: 'en-US' })).body.result;
    expect(d?.frozen).toBe(false);
    expect(d?.subtitle).toContain('Not in the frozen data: shown live');
  });

  it('unfreezes: the stored blocks go and the report follows live data again', async () => {
    expect(
      (await t.api.post('/aacsb/certificationReport/unfreeze', { id: reportId }, { token: expert })).status,
    ).toBe(403);
    const res = await t.api.post('/aacsb/certificationReport/unfreeze', { id: reportId }, { token: admin });
    expect(res.status, res.body.message).toBe(200);
    const rows = await t.database.db
      .select()
      .from(reportBlockSnapshot)
      .where(eq(reportBlockSnapshot.reportId, reportId));
    expect(rows).toHaveLength(0);
    const [d] = (await resolve([T31], { reportId, lang: 'zh-CN' })).body.result;
    expect(d?.frozen).toBe(false);
    expect(texts(d).some((r) => r.startsWith('Alexandra'))).toBe(true);
    const drift = await t.api.get<DriftItem[]>('/aacsb/certificationReport/drift', {
      token: admin,
      query: { id: reportId },
    });
    expect(drift.body.result).toEqual([]);
    expect(
      (await t.api.post('/aacsb/certificationReport/unfreeze', { id: reportId }, { token: admin })).status,
    ).toBe(409);
  });

  it('freezes once when two freezes arrive together', async () => {
    const both = await Promise.all(
      [1, 2].map(() => t.api.post('/aacsb/certificationReport/freeze', { id: reportId }, { token: admin })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(reportBlockSnapshot)
      .where(eq(reportBlockSnapshot.reportId, reportId));
    expect(rows).toHaveLength(12);
  });

  it('answers 404 for a report that does not exist', async () => {
    const res = await t.api.post(
      '/aacsb/certificationReport/freeze',
      { id: 'no-such-report' },
      { token: admin },
    );
    expect(res.status).toBe(404);
  });
});
