import type { AolAimRow } from './demo-aol-data.ts';
import { DEMO_RUBRIC } from './demo-aol-data.ts';
import { prng, type Rng } from './demo-school-data.ts';

/**
 * The demo's scores and ratings, drawn deterministically: each student has a steady ability (from
 * their place in the school, so the same student is strong in every course), each score is the marks
 * aimed at the objective times a share drawn around the objective's aimed attainment, rounded to
 * whole marks. A few scores are left missing and a few students were absent from a test (a typed
 * 0), so the two are seen apart. Ratings go to about a third of each class. Pure.
 */

export interface AolStudent {
  id: string;
  classId: string;
  /** Stable whatever the calendar: the student number with the intake counted back from this year. */
  key: string;
}

export interface ScoreRow {
  studentId: string;
  classId: string;
  loId: string;
  componentKey: string;
  score: number;
}

export interface RatingRow {
  studentId: string;
  classId: string;
  loId: string;
  level: string;
}

function gaussian(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** A student's ability, a standard normal deviate fixed by the student's key. */
function ability(student: AolStudent): number {
  let h = 7;
  for (const ch of student.key) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return gaussian(prng(h));
}

const clamp = (x: number) => Math.min(1, Math.max(0, x));

/**
 * Scores of every student on every aim. `aimFor(loId)` is the attainment the objective's scores
 * are drawn around. Some scores missing (no row) and one absentee typed 0 on the second component,
 * unless `complete`.
 */
export function drawScores(
  seed: number,
  students: readonly AolStudent[],
  aims: readonly AolAimRow[],
  aimFor: (loId: string) => number,
  complete = false,
): ScoreRow[] {
  const rng = prng(seed);
  const out: ScoreRow[] = [];
  for (const s of students) {
    const a = ability(s);
    for (const aim of aims) {
      const share = clamp(aimFor(aim.loId) + 0.1 * a + 0.08 * gaussian(rng));
      out.push({
        studentId: s.id,
        classId: s.classId,
        loId: aim.loId,
        componentKey: aim.componentKey,
        score: Math.round(share * aim.marks),
      });
    }
  }
  if (complete || !out.length) return out;
  // A student absent from the second component's sitting: a 0 typed on each of its aims.
  const absent = students[rng.int(0, students.length - 1)];
  const second = aims.find((x) => x.componentKey !== 'ordinary' && x.componentKey !== 'final')?.componentKey;
  if (second && rng.chance(0.6))
    for (const row of out) if (row.studentId === absent.id && row.componentKey === second) row.score = 0;
  // One or two scores never entered.
  const missing = new Set<number>();
  for (let n = rng.int(1, 2); n > 0; n -= 1) missing.add(rng.int(0, out.length - 1));
  return out.filter((_, i) => !missing.has(i));
}

/** The sampled students' rubric levels (a level's Chinese name), about a third of each class. */
export function drawRatings(
  seed: number,
  students: readonly AolStudent[],
  loIds: readonly string[],
  aimFor: (loId: string) => number,
): RatingRow[] {
  const rng = prng(seed);
  const byClass = new Map<string, AolStudent[]>();
  for (const s of students) byClass.set(s.classId, [...(byClass.get(s.classId) ?? []), s]);
  const out: RatingRow[] = [];
  for (const members of byClass.values()) {
    const sample = members.filter(() => rng.chance(0.35));
    for (const s of sample.length >= 6 ? sample : members.slice(0, 6)) {
      const a = ability(s);
      for (const loId of loIds) {
        const share = aimFor(loId) + 0.1 * a + 0.08 * gaussian(rng);
        const level =
          share >= 0.88
            ? DEMO_RUBRIC[0]
            : share >= 0.78
              ? DEMO_RUBRIC[1]
              : share >= 0.66
                ? DEMO_RUBRIC[2]
                : DEMO_RUBRIC[3];
        out.push({ studentId: s.id, classId: s.classId, loId, level: level.name });
      }
    }
  }
  return out;
}
