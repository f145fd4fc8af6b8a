import { RESOURCE } from '@accredit/shared';
import { yearOf } from '@accredit/shared/aacsb/index.ts';
import { PAPER_TEACHERS } from '@accredit/shared/aacsb/paper-school.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceTable } from '../../crud/table.ts';
import { useTestApp } from '../../test/harness.ts';
import { computeYear } from '../qualification/service.ts';
import { insertPaperSchool } from '../qualification/testing.ts';
import { setAi } from './testing.ts';

/**
 * The built-in consultant's figures against the qualification module's own (the paper-worked
 * school of packages/shared/src/aacsb), and what a teacher may not learn: school tables their
 * role cannot open, or another discipline's unpublished records.
 */
const t = useTestApp({ AI_BUILTIN_PACE_MS: '0' });
let admin = '';
let teacher = '';
const output = resourceTable(RESOURCE.researchOutput);

const ask = async (token: string, question: string, lang = 'en-US') => {
  const res = await t.api.post('/ai/aiChat', { question }, { token, lang });
  expect(res.status).toBe(200);
  return res.raw;
};

beforeAll(async () => {
  const db = t.database.db;
  await insertPaperSchool(db);
  await setAi(db, { on: true });
  // Another teacher's unpublished work in Accounting, and the asking teacher's own draft.
  await db.insert(output).values([
    {
      outputType: '1',
      titleEn: 'Secret draft on audit fees',
      publishDate: '2025-03-01',
      peerReviewed: true,
      category: '1',
      reviewStatus: 0,
      createBy: 'someone-else',
      sysOrgCode: 'A01A01',
    },
    {
      outputType: '1',
      titleEn: 'My own working paper',
      publishDate: '2025-05-01',
      peerReviewed: true,
      category: '1',
      reviewStatus: 0,
      createBy: 'teacher',
      sysOrgCode: 'A01A03',
    },
  ]);
  admin = await t.tokenFor('admin');
  teacher = await t.tokenFor('teacher');
});

describe('figures equal the qualification tables', () => {
  it('Table 3-1 ratios, for the school and a discipline, "this year" falling back to the latest year', async () => {
    const c = await computeYear(t.database.db, 2025);
    const total = c.tables.table31.total;
    const fin = c.tables.table31.groups.find((g) => g.disciplineId === 'FIN')?.totals;
    const sa = await ask(admin, 'What is our SA ratio this year?');
    expect(sa).toContain(`SA ratio for the whole school in 2025: ${total.sa.shown?.toFixed(1)}%`);
    expect(sa).toContain('the latest year with records');
    expect(sa).toMatch(/Sources: Tables 3-1 and 3-2 \(\/staff-resources\/tables\)/);
    expect(await ask(admin, 'What is the SA ratio of Finance in 2025?')).toContain(
      `for Finance in 2025: ${fin?.sa.shown?.toFixed(1)}%`,
    );
    expect(await ask(admin, 'What is our SA+PA+SP ratio in 2025?')).toContain(
      `${total.saPaSp.shown?.toFixed(1)}%`,
    );
    const zh = await ask(admin, '2025 年金融系的师资充足性是多少？', 'zh-CN');
    expect(zh).toContain(`${fin?.sufficiency.shown?.toFixed(1)}%`);
  });

  it('Table 8-1 counts, over the window and for one year', async () => {
    const c = await computeYear(t.database.db, 2025, { baseYear: 2025 });
    const fin = c.tables.table81.rows.find((r) => r.disciplineId === 'FIN');
    const window = await ask(admin, 'How many peer-reviewed articles did the Finance discipline publish?');
    expect(window).toContain(
      `Table 8-1 for 2021-2025, Finance: ${fin?.columns.prj} peer-reviewed journal articles`,
    );

    const c24 = await computeYear(t.database.db, 2024, { baseYear: 2024 });
    const byId = new Map(c24.loaded.school.outputs.map((o) => [o.id, o]));
    const expected = (c24.tables.table81.cells.get('81:FIN:prj')?.refs ?? [])
      .filter((r) => yearOf(byId.get(r.id)?.date) === 2024)
      .reduce((s, r) => s + r.amount, 0);
    expect(
      await ask(admin, 'How many peer-reviewed articles did the Finance discipline publish in 2024?'),
    ).toContain(`Finance, items dated 2024: ${expected} peer-reviewed journal articles`);
    expect(await ask(admin, 'How many intellectual contributions does the school have in total?')).toContain(
      `the whole school: ${c.tables.table81.total.total} intellectual contributions`,
    );
  });

  it('the teachers who will lose SA status next year are the board’s', async () => {
    const c = await computeYear(t.database.db, 2025);
    const names = new Map(PAPER_TEACHERS.map((x) => [x.id, x.name]));
    const leaving = c.tables.evaluations
      .filter((e) => c.tables.statuses[e.teacherId] === 'SA' && e.atRisk && e.atRisk.nextStatus !== 'SA')
      .map((e) => names.get(e.teacherId) as string);
    const answer = await ask(admin, 'Which teachers will lose SA status next year? (2025)');
    if (leaving.length === 0) expect(answer).toContain('no teacher holding SA in 2025 will lose it in 2026');
    else {
      expect(answer).toContain(`${leaving.length} teacher(s) holding SA in 2025 will lose it in 2026`);
      for (const n of leaving) expect(answer).toContain(n);
    }
  });
});

describe('a teacher learns nothing they could not open', () => {
  it('gets no school tables and no one else’s records, only their own', async () => {
    const sa = await ask(teacher, 'What is our SA ratio this year?');
    expect(sa).toContain('which your role cannot open');
    expect(sa).not.toMatch(/\d+\.\d%/);
    expect(await ask(teacher, 'Which teachers will lose SA status next year?')).not.toMatch(/\(SA → /);

    const acc = await ask(
      teacher,
      'How many peer-reviewed articles did Accounting publish in 2025? List the unreviewed ones.',
    );
    expect(acc).not.toContain('Secret draft');
    expect(acc).toContain('I can only count your own records');
    expect(acc).toContain(
      'Your own records dated 2025: 1 peer-reviewed journal articles (0 approved, 1 not yet approved)',
    );
    expect(acc).toContain('My own working paper');
    const zh = await ask(teacher, '会计系 2025 年发表了多少篇同行评审论文？', 'zh-CN');
    expect(zh).not.toContain('Secret draft');
    expect(zh).toContain('您本人 2025 年的记录：1 篇同行评审期刊论文');
  });
});
