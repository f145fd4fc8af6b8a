import { describe, expect, it } from 'vitest';
import { indexRecords } from './counting.ts';
import { DEFAULT_COUNTING } from './model.ts';
import { computePaperSchool, PAPER_ACTIVITIES, PAPER_OUTPUTS, PAPER_TEACHERS } from './paper-school.ts';
import { DEFAULT_RULES, evaluateTeacher, type RuleSet } from './rules.ts';
import { applyChanges, suggestChanges } from './whatif.ts';

const records = indexRecords(PAPER_OUTPUTS, PAPER_ACTIVITIES);
const teacher = (id: string) => {
  const t = PAPER_TEACHERS.find((x) => x.id === id);
  if (!t) throw new Error(id);
  return t;
};
const evaluate = (id: string, rules: RuleSet = DEFAULT_RULES, rateCounting = false) =>
  evaluateTeacher(teacher(id), records, rules, 2025, { ...DEFAULT_COUNTING, rateCounting });

describe('qualification rules', () => {
  it('gives the reason: the rule that held and the records that satisfied it', () => {
    const alice = evaluate('T1');
    expect(alice.status).toBe('SA');
    const held = alice.checks[alice.checks.length - 1];
    expect(held).toMatchObject({ status: 'SA', held: true, heldAlternative: 1 });
    const [prj, contributions] = held.alternatives[1];
    expect(prj).toMatchObject({ kind: 'prj', required: 2, actual: 2, held: true });
    expect(prj.records.map((r) => r.id)).toEqual(['O1', 'O2']);
    expect(contributions.records.map((r) => r.id)).toEqual(['O1', 'O2', 'O3']);
    // The recent-doctorate alternative was tried and did not hold.
    expect(held.alternatives[0][0]).toMatchObject({
      kind: 'recentDegree',
      held: false,
      actual: 2010,
      required: 2021,
    });
  });

  it('explains a failure for every rule tried before A', () => {
    const liam = evaluate('T12');
    expect(liam.status).toBe('A');
    expect(liam.checks.map((c) => c.status)).toEqual(['SA', 'PA', 'SP', 'IP']);
    const sp = liam.checks[2].alternatives[0];
    expect(sp.map((c) => [c.kind, c.actual, c.held])).toEqual([
      ['contributions', 2, true],
      ['activities', 0, false],
    ]);
  });

  it('flags who loses a status next year and which records leave the window', () => {
    expect(evaluate('T1').atRisk).toBeNull();
    expect(evaluate('T2').atRisk).toBeNull();
    const eve = evaluate('T5');
    expect(eve.atRisk).toMatchObject({ nextStatus: 'SP', degreeAgesOut: false });
    expect(eve.atRisk?.leaving.map((r) => r.id)).toEqual(['O4']);
    expect(evaluate('T7').atRisk?.leaving.map((r) => r.id)).toEqual(['O4', 'O16']);
    // An activity spanning 2021 leaves; one that ends in 2023 does not.
    expect(evaluate('T11').atRisk).toMatchObject({ nextStatus: 'A' });
    expect(evaluate('T11').atRisk?.leaving.map((r) => r.id)).toEqual(['A13']);
    expect(evaluate('T4').atRisk).toBeNull();
  });

  it('flags a recent doctorate that ages out', () => {
    const young = { ...teacher('T2'), degreeYear: 2021 };
    const e = evaluateTeacher(young, records, DEFAULT_RULES, 2025, DEFAULT_COUNTING);
    expect(e.status).toBe('SA');
    expect(e.atRisk).toMatchObject({ degreeAgesOut: true });
  });

  it('uses weighted counts when rate counting is on', () => {
    const ivan = evaluate('T9', DEFAULT_RULES, true);
    expect(ivan.status).toBe('A');
    expect(ivan.checks[0].alternatives[1][0]).toMatchObject({ kind: 'prj', actual: 1.5, held: false });
  });

  it('honours an edited rule set: journal levels and order', () => {
    const rules: RuleSet = {
      rules: [{ status: 'SA', minDegree: '3', anyOf: [{ minLevelJournals: 1, journalLevels: ['ABS 4'] }] }],
    };
    const withLevel = PAPER_OUTPUTS.map((o) => (o.id === 'O16' ? { ...o, venueLevel: 'abs 4' } : o));
    const e = evaluateTeacher(
      teacher('T7'),
      indexRecords(withLevel, PAPER_ACTIVITIES),
      rules,
      2025,
      DEFAULT_COUNTING,
    );
    expect(e.status).toBe('SA');
    expect(evaluate('T5', rules).status).toBe('A');
  });
});

describe('what-if', () => {
  const school = computePaperSchool();

  it('moves the ratios without touching the input', async () => {
    const { computeTable31 } = await import('./table31.ts');
    // Ken (MGT, 9 credit hours) becomes participating: school 66/86 = 76.7, MGT 24/24 = 100.
    const changed = computeTable31(
      applyChanges(school.table31Input, [{ teacherId: 'T11', participating: true }]),
    );
    expect(changed.total.sufficiency).toMatchObject({ shown: 76.7, pass: true });
    expect(school.table31Input.teachers.find((t) => t.id === 'T11')?.participating).toBe(false);
    // Heidi (A, 40) to IP and Liam (A, 100) to IP: 940 + 140 = 1080 -> 100.0.
    const lifted = computeTable31(
      applyChanges(school.table31Input, [
        { teacherId: 'T8', status: 'IP' },
        { teacherId: 'T12', status: 'IP' },
      ]),
    );
    expect(lifted.total.saPaSpIp.shown).toBe(100);
    // Time: Dan down to 40 in ACC -> ACC t 290, SA 200/290 = 68.97 -> 69.0.
    const time = computeTable31(
      applyChanges(school.table31Input, [{ teacherId: 'T4', percent: 40, disciplineId: 'ACC' }]),
    );
    expect(time.groups[0].totals.sa.shown).toBe(69);
  });

  it('lists changes that lift a failing ratio over its threshold', () => {
    const suggestions = suggestChanges(school.table31Input);
    const sufficiency = suggestions.find((s) => s.scope === 'total' && s.ratio === 'sufficiency');
    // Needs 75% of 86 = 64.5 participating: Heidi's 9 gives 66/86 = 76.7.
    expect(sufficiency).toMatchObject({ current: 66.3, reached: 76.7, reachable: true });
    expect(sufficiency?.changes).toEqual([{ teacherId: 'T8', participating: true }]);
    const sa = suggestions.find((s) => s.scope === 'total' && s.ratio === 'sa');
    // 37.0 -> needs 432 of 1080: a doctorate with 100 (Carol has 100 over two disciplines) is enough.
    expect(sa?.reachable).toBe(true);
    expect(sa?.changes).toHaveLength(1);
    expect(sa?.reached).toBeGreaterThanOrEqual(40);
    // Nothing is suggested for a ratio that passes.
    expect(suggestions.some((s) => s.scope === 'total' && s.ratio === 'saPaSp')).toBe(false);
  });
});
