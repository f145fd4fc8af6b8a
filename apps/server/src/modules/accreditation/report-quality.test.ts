import { type BlockData, type BlockRef, blockMarker, type DriftItem } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import {
  accreditationProjectTable,
  certificationReportTable,
  reportSectionTable,
} from '../resources/schema.ts';

/**
 * The report and block calls against bad input (issue 21 quality check): wrong ids and types,
 * huge texts, a revision or section of a report the caller cannot open, a frozen report, and
 * block parameters the database would refuse (a date filter that is no date, a year filter that
 * is no whole number) in a report being frozen. Every refusal is a 4xx with a message in the
 * caller's language, never a 500. Records are this file's own ("Q21").
 */
const t = useTestApp();

let admin: string;
let head: string;
let outsider: string;
let reportId: string;
let sectionId: string;
let badReportId: string;

const BAD_DATE: BlockRef = {
  kind: 'records',
  params: { resource: 'researchOutput', filter: 'publishDate=soon' },
};
const BAD_YEAR: BlockRef = {
  kind: 'records',
  params: { resource: 'continuousImprovement', filter: 'year=2024.5' },
};
const HUGE_YEAR: BlockRef = {
  kind: 'records',
  params: { resource: 'continuousImprovement', filter: 'year=99999999999' },
};
const GOOD: BlockRef = {
  kind: 'records',
  params: { resource: 'researchOutput', filter: 'publishDate=2023-05-01' },
};

async function newReport(title: string, content: string): Promise<{ reportId: string; sectionId: string }> {
  const db = t.database.db;
  const [project] = await db
    .insert(accreditationProjectTable)
    .values({ name: `${title} project`, scheme: 'AACSB-CIR', createBy: 'admin' } as never)
    .returning({ id: accreditationProjectTable.id });
  const [report] = await db
    .insert(certificationReportTable)
    .values({ projectId: project.id, title, scheme: 'AACSB-CIR', status: '0', createBy: 'admin' } as never)
    .returning({ id: certificationReportTable.id });
  const [section] = await db
    .insert(reportSectionTable)
    .values({
      reportId: report.id,
      title: `${title} section`,
      sortNo: 1,
      content,
      createBy: 'admin',
    } as never)
    .returning({ id: reportSectionTable.id });
  return { reportId: String(report.id), sectionId: String(section.id) };
}

beforeAll(async () => {
  const db = t.database.db;
  admin = await t.tokenFor('admin');
  await buildUser(db, { username: 'q21_head', realname: 'Q21 Head', roles: ['3'] });
  await buildUser(db, { username: 'q21_teacher', realname: 'Q21 Teacher', roles: ['4'] });
  head = await t.tokenFor('q21_head');
  outsider = await t.tokenFor('q21_teacher');
  ({ reportId, sectionId } = await newReport('Q21 report', '<p>Text.</p>'));
  ({ reportId: badReportId } = await newReport(
    'Q21 bad filters',
    `<p>Filters.</p>${blockMarker(BAD_DATE)}${blockMarker(BAD_YEAR)}${blockMarker(HUGE_YEAR)}${blockMarker(GOOD)}`,
  ));
});

describe('block parameters the database would refuse', () => {
  it('are said in place of the block when resolved live, in the caller’s language', async () => {
    const res = await t.api.post<BlockData[]>(
      '/aacsb/reportBlock/resolve',
      { refs: [BAD_DATE, BAD_YEAR, HUGE_YEAR, GOOD] },
      { token: admin, lang: 'zh-CN' },
    );
    expect(res.status, res.body.message).toBe(200);
    const [date, year, huge, good] = res.body.result;
    for (const d of [date, year, huge]) expect(d?.error).toMatch(/[\u4e00-\u9fff]/);
    expect(date?.error).not.toBe(good?.error);
    expect(good?.error).toBeUndefined();
  });

  it('do not stop a report from freezing: the frozen block keeps the problem, the others their figures', async () => {
    const res = await t.api.post('/aacsb/certificationReport/freeze', { id: badReportId }, { token: admin });
    expect(res.status, res.body.message).toBe(200);
    const [row] = await t.database.db
      .select({ status: certificationReportTable.status })
      .from(certificationReportTable)
      .where(eq(certificationReportTable.id, badReportId));
    expect(String(row.status)).toBe('1');
    const frozen = await t.api.post<BlockData[]>(
      '/aacsb/reportBlock/resolve',
      { refs: [BAD_DATE, GOOD], reportId: badReportId, lang: 'en-US' },
      { token: admin },
    );
    expect(frozen.status).toBe(200);
    expect(frozen.body.result[0]?.frozen).toBe(true);
    expect(frozen.body.result[0]?.error).toMatch(/filter/i);
    expect(frozen.body.result[1]?.error).toBeUndefined();
    const drift = await t.api.get<DriftItem[]>(`/aacsb/certificationReport/drift?id=${badReportId}`, {
      token: admin,
    });
    expect(drift.status).toBe(200);
    expect(drift.body.result).toEqual([]);
  });
});

describe('bad requests to the report calls', () => {
  it('answer 4xx, never 500, with a message in the caller’s language', async () => {
    const huge = 'x'.repeat(2_100_000);
    const probes: [string, string, unknown][] = [
      ['get', '/aacsb/certificationReport/outline?id=', null],
      ['get', `/aacsb/certificationReport/outline?id=${'x'.repeat(5000)}`, null],
      ['get', "/aacsb/certificationReport/outline?id=' or 1=1 --", null],
      ['get', '/aacsb/certificationReport/drift?id=nope&lang=xx', null],
      ['get', '/aacsb/reportSection/revisions?id=nope', null],
      ['get', '/aacsb/reportSection/revision?id=nope', null],
      ['get', '/aacsb/certificationReport/exportWord?id=nope&lang=fr-FR', null],
      ['get', '/aacsb/certificationReport/exportWord?id=nope', null],
      ['post', '/aacsb/reportSection/saveContent', { id: 42, content: '<p>x</p>' }],
      ['post', '/aacsb/reportSection/saveContent', { id: 'nope', content: '<p>x</p>' }],
      ['post', '/aacsb/reportSection/saveContent', { id: sectionId, content: { html: 'x' } }],
      ['post', '/aacsb/reportSection/saveContent', { id: sectionId, content: huge }],
      ['post', '/aacsb/reportSection/saveContent', { id: sectionId, content: 'x', note: 'n'.repeat(600) }],
      ['post', '/aacsb/reportSection/restore', { revisionId: 'nope' }],
      ['post', '/aacsb/reportSection/restore', { revisionId: ['a'] }],
      ['post', '/aacsb/reportSection/review', { id: sectionId, action: 'explode' }],
      ['post', '/aacsb/reportSection/review', { id: 'nope', action: 'approve' }],
      ['post', '/aacsb/reportBlock/resolve', { refs: 'all' }],
      ['post', '/aacsb/reportBlock/resolve', { refs: [{ kind: 'kpi', params: { kpiIds: { a: 1 } } }] }],
      ['post', '/aacsb/reportBlock/resolve', { refs: [], reportId: 'nope' }],
      ['post', '/aacsb/reportBlock/resolve', { refs: Array.from({ length: 101 }, () => GOOD) }],
      ['post', '/aacsb/certificationReport/freeze', { id: null }],
      ['post', '/aacsb/certificationReport/unfreeze', { id: reportId }],
    ];
    for (const [method, url, body] of probes) {
      const res =
        method === 'get'
          ? await t.api.get(url, { token: admin, lang: 'zh-CN' })
          : await t.api.post(url, body, { token: admin, lang: 'zh-CN' });
      expect(res.status, `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(res.status, `${method} ${url}: ${res.body?.message}`).toBeLessThan(500);
      expect(res.body?.message, `${method} ${url}`).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('refuse a user without the report permission before looking at the input', async () => {
    const calls: [string, string, unknown][] = [
      ['get', '/aacsb/certificationReport/outline?id=', null],
      ['get', `/aacsb/certificationReport/outline?id=${reportId}`, null],
      ['get', '/aacsb/reportBlock/catalog', null],
      ['post', '/aacsb/reportBlock/resolve', { refs: 'all' }],
      ['post', '/aacsb/reportSection/saveContent', { id: 42 }],
      ['post', '/aacsb/certificationReport/freeze', {}],
      ['get', '/aacsb/certificationReport/drift', null],
      ['get', `/aacsb/certificationReport/exportWord?id=${reportId}`, null],
    ];
    for (const [method, url, body] of calls) {
      const res =
        method === 'get'
          ? await t.api.get(url, { token: outsider })
          : await t.api.post(url, body, { token: outsider });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
  });

  it('refuse a programme head (query, export) writing, freezing or restoring', async () => {
    const save = await t.api.post(
      '/aacsb/reportSection/saveContent',
      { id: sectionId, content: '<p>Mine.</p>' },
      { token: head, lang: 'en-US' },
    );
    expect(save.status).toBe(403);
    expect(save.body.message).toMatch(/editor/i);
    const freeze = await t.api.post('/aacsb/certificationReport/freeze', { id: reportId }, { token: head });
    expect(freeze.status).toBe(403);
  });
});

describe('a section’s parent', () => {
  it('is a section of the same report, never the section itself nor one under it', async () => {
    const other = await newReport('Q21 other', '<p>Elsewhere.</p>');
    const add = (body: Record<string, unknown>) =>
      t.api.post<{ id: string }>('/aacsb/reportSection/add', body, { token: admin, lang: 'en-US' });
    const foreign = await add({ reportId, title: 'Q21 foreign child', parentId: other.sectionId });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body)).toContain('parent section of the same report');

    const child = await add({ reportId, title: 'Q21 child', parentId: sectionId });
    expect(child.status, child.body.message).toBe(200);
    const childId = child.body.result.id;
    const edit = (id: string, parentId: string) =>
      t.api.put('/aacsb/reportSection/edit', { id, parentId }, { token: admin, lang: 'zh-CN' });
    const self = await edit(sectionId, sectionId);
    expect(self.status).toBe(400);
    expect(JSON.stringify(self.body)).toContain('上级章节');
    // The parent under its own child: a loop.
    expect((await edit(sectionId, childId)).status).toBe(400);
    const [row] = await t.database.db
      .select({ parentId: reportSectionTable.parentId })
      .from(reportSectionTable)
      .where(eq(reportSectionTable.id, sectionId));
    expect(row.parentId).toBeNull();
  });
});

describe('the engine’s own review call', () => {
  it('does not approve a section of a frozen report', async () => {
    const frozen = await newReport('Q21 frozen', '<p>Done.</p>');
    await t.database.db
      .update(certificationReportTable)
      .set({ status: '1' } as never)
      .where(eq(certificationReportTable.id, frozen.reportId));
    const res = await t.api.post(
      '/aacsb/reportSection/processBatch',
      { ids: [frozen.sectionId], action: 'approve' },
      { token: admin, lang: 'en-US' },
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const [row] = await t.database.db
      .select({ reviewStatus: reportSectionTable.reviewStatus })
      .from(reportSectionTable)
      .where(eq(reportSectionTable.id, frozen.sectionId));
    expect(Number(row.reviewStatus)).toBe(0);
    // A live report's section is approved as before.
    const live = await t.api.post(
      '/aacsb/reportSection/processBatch',
      { ids: [sectionId], action: 'approve' },
      { token: admin, lang: 'en-US' },
    );
    expect(live.status, live.body.message).toBe(200);
  });
});
