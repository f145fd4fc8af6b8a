import { type BlockData, blockKey, blocksIn, type ReportOutline, type RevisionItem } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

/**
 * What a visitor of the demo school finds in the accreditation workspace (issue 21 item 8), read
 * through the screens' own calls: an AACSB continuous-improvement project with its visit next
 * year, milestones and tasks in every state (one overdue); its report half written, with Tables
 * 3-1, 3-2, 8-1 and 5-1 and a KPI chart that resolve to real figures, one section approved and one
 * with a revision history.
 */
const t = useTestApp();

interface Project {
  id: string;
  scheme: string;
  visitDate: string;
  milestones: { name: string; date: string; done: boolean }[];
}
interface Task {
  status: string;
  dueDate: string;
  assigneeId: string | null;
}

async function demoReport() {
  const admin = await t.tokenFor('admin');
  const reports = await t.api.get<{ records: { id: string; projectId: string; scheme: string }[] }>(
    '/aacsb/certificationReport/list',
    { token: admin, query: { pageSize: -1 } },
  );
  expect(reports.status, reports.body.message).toBe(200);
  const report = reports.body.result.records.find((r) => r.scheme === 'AACSB-CIR');
  expect(report).toBeTruthy();
  const outline = await t.api.get<ReportOutline>('/aacsb/certificationReport/outline', {
    token: admin,
    query: { id: report?.id },
  });
  expect(outline.status, outline.body.message).toBe(200);
  return { admin, report: report as { id: string; projectId: string }, outline: outline.body.result };
}

describe('the demo accreditation workspace', () => {
  it('has an AACSB continuous-improvement project with the visit next year and tasks in every state', async () => {
    const admin = await t.tokenFor('admin');
    const projects = await t.api.get<{ records: Project[] }>('/aacsb/accreditationProject/list', {
      token: admin,
      query: { pageSize: -1 },
    });
    expect(projects.status, projects.body.message).toBe(200);
    const project = projects.body.result.records.find((p) => p.scheme === 'AACSB-CIR');
    expect(project).toBeTruthy();
    expect(Number(project?.visitDate.slice(0, 4))).toBe(new Date().getUTCFullYear() + 1);
    const milestones = project?.milestones ?? [];
    expect(milestones.some((m) => m.done)).toBe(true);
    expect(milestones.some((m) => !m.done)).toBe(true);

    const tasks = await t.api.get<{ records: Task[] }>('/aacsb/accreditationTask/list', {
      token: admin,
      query: { pageSize: -1, projectId: project?.id },
    });
    expect(tasks.status, tasks.body.message).toBe(200);
    const rows = tasks.body.result.records;
    expect(new Set(rows.map((r) => String(r.status)))).toEqual(new Set(['0', '1', '2']));
    const today = new Date().toISOString().slice(0, 10);
    const overdue = rows.filter((r) => String(r.status) !== '2' && r.dueDate.slice(0, 10) < today);
    expect(overdue).toHaveLength(1);
    expect(rows.every((r) => r.assigneeId)).toBe(true);
  });

  it('has a half-written report: prose and live blocks in about half the sections, one approved', async () => {
    const { outline } = await demoReport();
    const sections = outline.sections;
    expect(sections.length).toBe(11);
    const written = sections.filter((s) => s.words > 50);
    expect(written.length).toBeGreaterThanOrEqual(4);
    expect(written.length).toBeLessThanOrEqual(7);
    expect(sections.filter((s) => s.reviewStatus === 1)).toHaveLength(1);
    expect(sections.every((s) => s.editorId && s.approverId)).toBe(true);
    expect(outline.report.status).toBe('0');
  });

  it("draws its blocks from the school's records: Tables 3-1, 3-2, 8-1 and 5-1 and the KPI chart", async () => {
    const { admin, report, outline } = await demoReport();
    const contents = await Promise.all(
      outline.sections.map((s) =>
        t.api.get<{ content: string | null }>('/aacsb/reportSection/queryById', {
          token: admin,
          query: { id: s.id },
        }),
      ),
    );
    const refs = contents.flatMap((c) => blocksIn(c.body.result.content));
    const kinds = new Set(refs.map((r) => r.kind));
    for (const kind of ['table31', 'table32', 'table81', 'table51', 'kpi']) expect(kinds).toContain(kind);
    const wanted = refs.filter((r) => ['table31', 'table32', 'table81', 'table51', 'kpi'].includes(r.kind));
    const resolved = await t.api.post<BlockData[]>(
      '/aacsb/reportBlock/resolve',
      { refs: wanted, reportId: report.id },
      { token: admin },
    );
    expect(resolved.status, resolved.body.message).toBe(200);
    const byKey = new Map(resolved.body.result.map((b) => [b.key, b]));
    for (const ref of wanted) {
      const data = byKey.get(blockKey(ref));
      expect(data?.error, `${ref.kind}: ${data?.error}`).toBeUndefined();
      expect(data?.empty, `${ref.kind} is empty`).toBeUndefined();
    }
    const table31 = byKey.get(blockKey(wanted.find((r) => r.kind === 'table31') ?? wanted[0]));
    expect(table31?.table?.rows.length).toBeGreaterThan(5);
    const kpi = byKey.get(blockKey(wanted.find((r) => r.kind === 'kpi') ?? wanted[0]));
    expect(kpi?.chart?.series.length).toBe(3);
  });

  it('keeps the revision history of Standard 3: three versions, the last being the text', async () => {
    const { admin, outline } = await demoReport();
    const standard3 = outline.sections.find((s) => s.standard === 'AACSB-3');
    const revisions = await t.api.get<RevisionItem[]>('/aacsb/reportSection/revisions', {
      token: admin,
      query: { id: standard3?.id },
    });
    expect(revisions.status, revisions.body.message).toBe(200);
    expect(revisions.body.result.map((r) => r.version).sort()).toEqual([1, 2, 3]);
    expect(revisions.body.result.every((r) => r.note && r.authorName)).toBe(true);
  });
});
