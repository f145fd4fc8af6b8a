import {
  activitiesIn,
  contributionsIn,
  outputTarget,
  type TeacherOutput,
  type TeacherRecords,
  teacherWeight,
  type Window,
} from './counting.ts';
import {
  type CountingSettings,
  DEGREE,
  type DegreeCode,
  type RuleStatus,
  STATUSES,
  type Status,
  type Teacher,
} from './model.ts';
import { windowYears, yearOf } from './numbers.ts';

/**
 * Qualification rules (DOMAIN.md section 2): versioned sets of rules tried in the order SA, PA,
 * SP, IP; the first that holds gives the status, otherwise A. A rule needs a minimum degree and
 * then any one of its alternatives (each a set of minimum counts within the window). Every
 * evaluation keeps the checks it made and the records that satisfied them (the reason).
 */

export interface RuleCondition {
  /** The degree was earned within the window (reporting year - retroactive years + 1 or later). */
  recentDegree?: boolean;
  /** Peer-reviewed journal articles (the PRJ column of Table 8-1). */
  minPrj?: number;
  /** Contributions of any counted type. */
  minContributions?: number;
  /** Professional-engagement activities. */
  minActivities?: number;
  /** Journal articles in a venue of one of these levels (e.g. ABS 4, FT50). */
  minLevelJournals?: number;
  journalLevels?: string[];
}

export interface QualificationRule {
  status: RuleStatus;
  /** Lowest degree that qualifies: doctor ('3') or master ('2'). */
  minDegree: DegreeCode;
  /** Any one must hold; an empty list means the degree alone suffices. */
  anyOf: RuleCondition[];
}

export interface RuleSet {
  rules: QualificationRule[];
}

export const DEFAULT_RULES: RuleSet = {
  rules: [
    {
      status: 'SA',
      minDegree: DEGREE.doctor,
      anyOf: [{ recentDegree: true }, { minPrj: 2, minContributions: 3 }],
    },
    { status: 'PA', minDegree: DEGREE.doctor, anyOf: [{ minContributions: 1, minActivities: 2 }] },
    { status: 'SP', minDegree: DEGREE.master, anyOf: [{ minContributions: 1, minActivities: 1 }] },
    { status: 'IP', minDegree: DEGREE.master, anyOf: [{ minActivities: 3 }] },
  ],
};

const DEGREE_RANK: Record<string, number> = { [DEGREE.doctor]: 3, [DEGREE.master]: 2, [DEGREE.bachelor]: 1 };
export function degreeRank(degree: string | null | undefined): number {
  return degree ? (DEGREE_RANK[degree] ?? 0) : 0;
}

export interface EvidenceRef {
  kind: 'output' | 'activity' | 'degree';
  id: string;
  title: string;
  date: string | null;
  /** Last date of an activity that spans time (it stays in the window until then). */
  end?: string | null;
  /** What the record adds to the count (its rate when rate counting is on). */
  amount: number;
}

export type CheckKind = 'degree' | 'recentDegree' | 'prj' | 'contributions' | 'activities' | 'levelJournals';

export interface ConditionCheck {
  kind: CheckKind;
  required: number;
  actual: number;
  held: boolean;
  records: EvidenceRef[];
}

export interface RuleCheck {
  status: RuleStatus;
  held: boolean;
  degree: ConditionCheck;
  /** One list of checks per alternative. */
  alternatives: ConditionCheck[][];
  /** Index of the first alternative that held. */
  heldAlternative: number | null;
}

export interface Evaluation {
  teacherId: string;
  year: number;
  status: Status;
  /** The rules tried, up to and including the one that held. */
  checks: RuleCheck[];
  atRisk: AtRisk | null;
}

export interface AtRisk {
  /** Status the teacher would have next year with the records known today. */
  nextStatus: Status;
  /** Records of the held rule that age out of the window next year. */
  leaving: EvidenceRef[];
  /** The recent-doctorate alternative stops holding next year. */
  degreeAgesOut: boolean;
}

function outputRef(r: TeacherOutput, settings: CountingSettings): EvidenceRef {
  return {
    kind: 'output',
    id: r.output.id,
    title: r.output.title,
    date: r.output.date,
    amount: teacherWeight(r.author, settings),
  };
}

function countCheck(kind: CheckKind, required: number, records: EvidenceRef[]): ConditionCheck {
  const actual = records.reduce((s, r) => s + r.amount, 0);
  // Rates are whole percents, so a tiny tolerance only absorbs binary error in the sum.
  return { kind, required, actual, held: actual + 1e-9 >= required, records };
}

/**
 * What the rules count for one teacher in one window: records with their amounts (from the
 * records, so the reason lists them), or sums the database grouped (tally.ts; amounts only).
 */
export interface Facts {
  contributions: EvidenceRef[];
  prj: EvidenceRef[];
  activities: EvidenceRef[];
  /** Journal articles (type 1) among the contributions, with their venue level. */
  journals: { ref: EvidenceRef; venueLevel: string | null | undefined }[];
}

function factsFor(teacher: Teacher, records: TeacherRecords, w: Window, settings: CountingSettings): Facts {
  const mine = contributionsIn(records.outputs.get(teacher.id) ?? [], w, settings);
  return {
    contributions: mine.map((r) => outputRef(r, settings)),
    prj: mine.filter((r) => outputTarget(r.output, settings) === 'prj').map((r) => outputRef(r, settings)),
    activities: activitiesIn(records.activities.get(teacher.id) ?? [], w).map((a) => ({
      kind: 'activity' as const,
      id: a.id,
      title: a.title,
      date: a.start,
      end: a.end,
      amount: 1,
    })),
    journals: mine
      .filter((r) => r.output.type === '1')
      .map((r) => ({ ref: outputRef(r, settings), venueLevel: r.output.venueLevel })),
  };
}

/** Venue levels compare trimmed and case-blind ("FT50" = " ft50"). */
export function normalLevel(level: string | null | undefined): string {
  return (level ?? '').trim().toLowerCase();
}

function conditionChecks(c: RuleCondition, teacher: Teacher, facts: Facts, w: Window): ConditionCheck[] {
  const checks: ConditionCheck[] = [];
  if (c.recentDegree) {
    const held = teacher.degreeYear !== null && teacher.degreeYear >= w.from;
    const records: EvidenceRef[] = held
      ? [
          {
            kind: 'degree',
            id: teacher.id,
            title: String(teacher.degree ?? ''),
            date: `${teacher.degreeYear}`,
            amount: 1,
          },
        ]
      : [];
    checks.push({ kind: 'recentDegree', required: w.from, actual: teacher.degreeYear ?? 0, held, records });
  }
  if (c.minPrj) checks.push(countCheck('prj', c.minPrj, facts.prj));
  if (c.minContributions) checks.push(countCheck('contributions', c.minContributions, facts.contributions));
  if (c.minActivities) checks.push(countCheck('activities', c.minActivities, facts.activities));
  if (c.minLevelJournals) {
    const levels = new Set((c.journalLevels ?? []).map(normalLevel));
    const hits = facts.journals.filter((j) => levels.has(normalLevel(j.venueLevel))).map((j) => j.ref);
    checks.push(countCheck('levelJournals', c.minLevelJournals, hits));
  }
  return checks;
}

function checkRule(rule: QualificationRule, teacher: Teacher, facts: Facts, w: Window): RuleCheck {
  const need = degreeRank(rule.minDegree);
  const have = degreeRank(teacher.degree);
  const degree: ConditionCheck = {
    kind: 'degree',
    required: need,
    actual: have,
    held: have >= need,
    records:
      have >= need
        ? [{ kind: 'degree', id: teacher.id, title: String(teacher.degree), date: null, amount: 1 }]
        : [],
  };
  const alternatives = rule.anyOf.map((c) => conditionChecks(c, teacher, facts, w));
  const idx = alternatives.findIndex((checks) => checks.every((c) => c.held));
  const heldAlternative = rule.anyOf.length === 0 ? null : idx >= 0 ? idx : null;
  const held = degree.held && (rule.anyOf.length === 0 || heldAlternative !== null);
  return { status: rule.status, held, degree, alternatives, heldAlternative };
}

/** The status for year `year` and the checks that led to it (no at-risk look-ahead). */
export function classify(
  teacher: Teacher,
  records: TeacherRecords,
  ruleSet: RuleSet,
  year: number,
  settings: CountingSettings,
): { status: Status; checks: RuleCheck[] } {
  const w = windowYears(year, settings.retroactiveYears);
  return classifyFacts(teacher, factsFor(teacher, records, w, settings), ruleSet, w);
}

/** The rules tried in order over a teacher's facts of window `w`. */
export function classifyFacts(
  teacher: Teacher,
  facts: Facts,
  ruleSet: RuleSet,
  w: Window,
): { status: Status; checks: RuleCheck[] } {
  const checks: RuleCheck[] = [];
  for (const rule of ruleSet.rules) {
    const check = checkRule(rule, teacher, facts, w);
    checks.push(check);
    if (check.held) return { status: rule.status, checks };
  }
  return { status: 'A', checks };
}

export function statusIndex(s: Status): number {
  return STATUSES.indexOf(s);
}

/** Status for `year` with its reason, and whether the records known today keep it next year. */
export function evaluateTeacher(
  teacher: Teacher,
  records: TeacherRecords,
  ruleSet: RuleSet,
  year: number,
  settings: CountingSettings,
): Evaluation {
  const now = classify(teacher, records, ruleSet, year, settings);
  const next = classify(teacher, records, ruleSet, year + 1, settings);
  let atRisk: AtRisk | null = null;
  if (now.status !== 'A' && statusIndex(next.status) > statusIndex(now.status)) {
    const held = now.checks[now.checks.length - 1];
    const firstYear = windowYears(year, settings.retroactiveYears).from;
    const used = held.heldAlternative === null ? [] : held.alternatives[held.heldAlternative];
    const leaving = new Map<string, EvidenceRef>();
    for (const c of used)
      for (const r of c.records)
        if (r.kind !== 'degree' && (yearOf(r.end ?? r.date) ?? firstYear) <= firstYear) leaving.set(r.id, r);
    const degreeAgesOut = used.some((c) => c.kind === 'recentDegree');
    atRisk = { nextStatus: next.status, leaving: [...leaving.values()], degreeAgesOut };
  }
  return { teacherId: teacher.id, year, status: now.status, checks: now.checks, atRisk };
}

export function evaluateAll(
  teachers: readonly Teacher[],
  records: TeacherRecords,
  ruleSet: RuleSet,
  year: number,
  settings: CountingSettings,
): Evaluation[] {
  return teachers.map((t) => evaluateTeacher(t, records, ruleSet, year, settings));
}
