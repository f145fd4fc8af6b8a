import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { add } from '../aol/plan-fixture.ts';
import { rateOfYear } from '../progression/rates-data.ts';
import { insertPaperSchool } from '../qualification/testing.ts';
import { degreeProgramsTable } from '../resources/schema.ts';

/**
 * Performance targets over HTTP (issue 19 item 3): a live KPI's actual equals the figure of the
 * module it comes from (the module's own route), changes when the record behind the figure
 * changes (a teacher's status), and every year carries the status the model gives it. The
 * faculty is the paper-worked school (qualification/testing.ts) so Table 3-1 and 8-1 of 2025 hold
 * known figures; KPIs are this file's own (unique codes).
 */
const t = useTestApp();
let admin = '';

type Ratio = { shown: number | null };
interface T31 {
  table: { total: { sa: Ratio; saPaSp: Ratio; sufficiency: Ratio } };
}
interface BoardYear {
  year: number;
  target: number | null;
  actual: number | null;
  typedActual: number | null;
  status: string;
}
interface BoardKpi {
  target: { id: string; code: string };
  live: boolean;
  liveError: boolean;
  years: BoardYear[];
  summary: { flagged: number; overall: string };
}

const board = async () => {
  const res = await t.api.get<{ currentYear: number; kpis: BoardKpi[] }>('/aacsb/performanceTarget/board', {
    token: admin,
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
};
const kpi = async (id: string) => {
  const k = (await board()).kpis.find((x) => x.target.id === id);
  if (!k) throw new Error(`KPI ${id} not on the board`);
  return k;
};
const table31 = async (year: number) => {
  const res = await t.api.get<T31>('/qualification/table31', { token: admin, query: { year } });
  expect(res.status).toBe(200);
  return res.body.result.table.total;
};
const newKpi = async (code: string, source: string, years: [number, number, number | null][], extra = {}) => {
  const id = await add(t, admin, 'performanceTarget', {
    code,
    nameZh: `测试指标 ${code}`,
    nameEn: `Test KPI ${code}`,
    unit: '1',
    direction: '1',
    source,
    ...extra,
  });
  for (const [year, target, actual] of years)
    await add(t, admin, 'performanceTargetYear', { targetId: id, year, target, actual });
  return id;
};

beforeAll(async () => {
  await insertPaperSchool(t.database.db);
  admin = await t.tokenFor('admin');
});

describe('live KPIs equal the figures of their module', () => {
  it('SA, SA+PA+SP and participating ratios are Table 3-1 school totals of the year; typed actuals are ignored', async () => {
    const sa = await newKpi('KPI-T-SA', 'saRatio', [
      [2025, 40, 99],
      [2024, 30, null],
    ]);
    const sapp = await newKpi('KPI-T-SAPP', 'sappRatio', [[2025, 60, null]]);
    const part = await newKpi('KPI-T-PART', 'participatingRatio', [[2025, 60, null]]);
    const total = await table31(2025);
    // The hand-worked paper school (qualification.test.ts): 66.3 participating, 37 SA, 70.4 SA+PA+SP.
    expect([total.sufficiency.shown, total.sa.shown, total.saPaSp.shown]).toEqual([66.3, 37, 70.4]);
    const k = await kpi(sa);
    const y2025 = k.years.find((y) => y.year === 2025);
    expect(k.live).toBe(true);
    expect([y2025?.actual, y2025?.typedActual]).toEqual([total.sa.shown, 99]);
    // 37.0 against a target of 40 in a closed year: missed; the 2024 figure comes from 2024's table.
    expect(y2025?.status).toBe('missed');
    expect(k.years.find((y) => y.year === 2024)?.actual).toBe((await table31(2024)).sa.shown);
    expect((await kpi(sapp)).years[0].actual).toBe(total.saPaSp.shown);
    expect((await kpi(part)).years[0].actual).toBe(total.sufficiency.shown);
    const preview = await t.api.get<{ value: number; numerator: number; denominator: number }>(
      '/aacsb/performanceTarget/liveValue',
      { token: admin, query: { source: 'saRatio', year: 2025 } },
    );
    expect(preview.status).toBe(200);
    expect([preview.body.result.value, preview.body.result.numerator]).toEqual([37, 400]);
  });

  it('peer-reviewed articles are the PRJ total of Table 8-1 for the window ending with the year', async () => {
    const id = await newKpi('KPI-T-PRJ', 'peerReviewedArticles', [[2025, 5, null]], { unit: '2' });
    const res = await t.api.get<{ table: { total: { columns: Record<string, number> } } }>(
      '/qualification/table81',
      { token: admin, query: { year: 2025 } },
    );
    const prj = res.body.result.table.total.columns.prj;
    expect(prj).toBe(7);
    const k = await kpi(id);
    expect([k.years[0].actual, k.years[0].status]).toEqual([prj, 'met']);
  });

  it("a teacher's status changes, and the SA ratio KPI changes with Table 3-1", async () => {
    const id = await newKpi('KPI-T-SA2', 'saRatio', [[2025, 40, null]]);
    const before = await kpi(id);
    expect(before.years[0].actual).toBe(37);
    const teachers = await t.api.get<{ teachers: { id: string; status: string }[] }>('/qualification/board', {
      token: admin,
      query: { year: 2025 },
    });
    const other = teachers.body.result.teachers.find((x) => x.status !== 'SA');
    if (!other) throw new Error('no teacher outside SA');
    const res = await t.api.post(
      '/qualification/identify',
      { year: 2025, teacherIds: [other.id], status: 'SA', reason: 'KPI test: doctorate confirmed' },
      { token: admin },
    );
    expect(res.status, res.body.message).toBe(200);
    const after = await kpi(id);
    const total = await table31(2025);
    expect(total.sa.shown).toBeGreaterThan(37);
    expect(after.years[0].actual).toBe(total.sa.shown);
  });

  it('progression rates are those of learner progression for the year, programme optional', async () => {
    const id = await newKpi('KPI-T-EMP', 'employmentRate', [
      [2023, 80, null],
      [2024, 80, null],
    ]);
    const k = await kpi(id);
    for (const y of k.years) expect(y.actual).toBe(await rateOfYear(t.database.db, 'employment', y.year));
  });
});

describe('typed KPIs, statuses and rules', () => {
  it('a typed KPI shows its typed actuals: met, missed, late, pending (lower is better)', async () => {
    const { currentYear } = await board();
    const id = await newKpi(
      'KPI-T-TYPED',
      'manual',
      [
        [currentYear - 3, 10, 8],
        [currentYear - 2, 10, 12],
        [currentYear - 1, 10, null],
        [currentYear + 1, 9, null],
      ],
      { direction: '2' },
    );
    const k = await kpi(id);
    expect(k.live).toBe(false);
    expect(k.years.map((y) => [y.actual, y.status])).toEqual([
      [8, 'met'],
      [12, 'missed'],
      [null, 'late'],
      [null, 'pending'],
    ]);
    expect([k.summary.flagged, k.summary.overall]).toEqual([2, 'attention']);
  });

  it('a programme on a school-wide source is refused in the caller language; an unknown source is a 400', async () => {
    const [programme] = await t.database.db
      .select({ id: degreeProgramsTable.id })
      .from(degreeProgramsTable)
      .limit(1);
    const res = await t.api.post(
      '/aacsb/performanceTarget/add',
      {
        code: 'KPI-T-BAD',
        nameZh: '错误',
        unit: '1',
        direction: '1',
        source: 'saRatio',
        sourceProgrammeId: programme.id,
      },
      { token: admin, lang: 'zh-CN' },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('专业');
    const bad = await t.api.get('/aacsb/performanceTarget/liveValue', {
      token: admin,
      query: { source: 'nothing', year: 2025 },
    });
    expect(bad.status).toBe(400);
  });

  it('deleting a KPI deletes its years; the expert reads the board but cannot add', async () => {
    const id = await newKpi('KPI-T-DEL', 'manual', [[2025, 1, 1]]);
    const del = await t.api.delete(`/aacsb/performanceTarget/delete`, { token: admin, query: { id } });
    expect(del.status, del.body.message).toBe(200);
    expect((await board()).kpis.some((k) => k.target.id === id)).toBe(false);
    const expert = await t.tokenFor('expert');
    const read = await t.api.get('/aacsb/performanceTarget/board', { token: expert });
    expect(read.status).toBe(200);
    const write = await t.api.post(
      '/aacsb/performanceTarget/add',
      { code: 'KPI-T-EXP', nameZh: '专家', unit: '1', direction: '1', source: 'manual' },
      { token: expert },
    );
    expect(write.status).toBe(403);
  });
});

describe('live KPIs from assurance of learning and questionnaires equal their routes', () => {
  it('objective attainment = objectives met / assessed over the evaluation years starting in Y', async () => {
    const list = await t.api.get<{ records: { id: string }[] }>('/aacsb/evaluationYear/list', {
      token: admin,
      query: { pageNo: 1, pageSize: 1000 },
    });
    expect(list.status).toBe(200);
    const byYear = new Map<number, { met: number; assessed: number }>();
    for (const { id } of list.body.result.records) {
      const res = await t.api.get<{ year: { startYear: number | null }; los: { met: boolean | null }[] }>(
        '/aacsb/evaluationYear/results',
        { token: admin, query: { evaluationYearId: id } },
      );
      expect(res.status).toBe(200);
      const start = res.body.result.year.startYear;
      if (start === null) continue;
      const acc = byYear.get(start) ?? { met: 0, assessed: 0 };
      for (const lo of res.body.result.los) {
        if (lo.met === null) continue;
        acc.assessed += 1;
        if (lo.met) acc.met += 1;
      }
      byYear.set(start, acc);
    }
    // The demo school holds evaluation years: the comparison is not vacuous.
    expect([...byYear.values()].some((x) => x.assessed > 0)).toBe(true);
    for (const [year, { met, assessed }] of byYear) {
      const live = await t.api.get<{ value: number | null; numerator: number; denominator: number }>(
        '/aacsb/performanceTarget/liveValue',
        { token: admin, query: { source: 'objectiveAttainment', year } },
      );
      expect([live.body.result.numerator, live.body.result.denominator]).toEqual([met, assessed]);
      expect(live.body.result.value).toBe(assessed ? Math.round((met / assessed) * 1000) / 10 : null);
    }
  });

  it('questionnaire response rate = answered / audience of the tracking route, pooled over the year', async () => {
    const list = await t.api.get<{ records: { id: string; startTime: string | null }[] }>(
      '/aacsb/questionnaire/list',
      { token: admin, query: { pageNo: 1, pageSize: 1000 } },
    );
    expect(list.status).toBe(200);
    const byYear = new Map<number, { answered: number; audience: number }>();
    for (const q of list.body.result.records) {
      if (!q.startTime) continue;
      const year = new Date(q.startTime).getUTCFullYear();
      const res = await t.api.get<{ total: { answered: number; audience: number } }>(
        '/aacsb/questionnaire/tracking',
        { token: admin, query: { id: q.id } },
      );
      expect(res.status).toBe(200);
      const acc = byYear.get(year) ?? { answered: 0, audience: 0 };
      acc.answered += res.body.result.total.answered;
      acc.audience += res.body.result.total.audience;
      byYear.set(year, acc);
    }
    expect([...byYear.values()].some((x) => x.audience > 0)).toBe(true);
    for (const [year, { answered, audience }] of byYear) {
      const live = await t.api.get<{ numerator: number; denominator: number }>(
        '/aacsb/performanceTarget/liveValue',
        { token: admin, query: { source: 'questionnaireResponseRate', year } },
      );
      expect([year, live.body.result.numerator, live.body.result.denominator]).toEqual([
        year,
        answered,
        audience,
      ]);
    }
  });
});
