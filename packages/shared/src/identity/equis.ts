import { roundHalfUp } from '../aacsb/numbers.ts';

/** One teacher's categories of a year, as kept on teacherAccreditation (identity management). */
export interface IdentityRow {
  participating: boolean | null;
  /** Dictionary employmentStatus: '1' full-time, '2' part-time. */
  employmentStatus: string | null;
  /** Dictionary facultyCategory: '1' core, '2' adjunct, '3' visiting. */
  facultyCategory: string | null;
  /** Percent of time devoted to the school's mission (0-100). */
  missionPercent: number | null;
}

export interface HeadFte {
  headcount: number;
  /** Full-time equivalent: sum of missionPercent / 100, one decimal rounded half up from the unrounded sum. */
  fte: number;
}

export interface EquisFigures {
  total: HeadFte;
  core: HeadFte;
  adjunct: HeadFte;
  visiting: HeadFte;
  uncategorised: HeadFte;
  fullTime: HeadFte;
  partTime: HeadFte;
  participating: HeadFte;
  supporting: HeadFte;
  /** Teachers whose missionPercent is blank (their FTE is assumed, see fteOf). */
  missingPercent: number;
}

/**
 * FTE of one teacher. A blank percent counts a full-time teacher as 1 and a part-time or unknown
 * one as 0: a school that has not entered the share must not inflate its part-time FTE.
 */
export function fteOf(row: IdentityRow): number {
  if (row.missionPercent !== null && Number.isFinite(row.missionPercent))
    return Math.min(100, Math.max(0, row.missionPercent)) / 100;
  return row.employmentStatus === '1' ? 1 : 0;
}

const KEYS = [
  'total',
  'core',
  'adjunct',
  'visiting',
  'uncategorised',
  'fullTime',
  'partTime',
  'participating',
  'supporting',
] as const;
type Key = (typeof KEYS)[number];

/** EQUIS faculty figures of one year: headcount and FTE per category. */
export function equisFigures(rows: readonly IdentityRow[]): EquisFigures {
  const sums = Object.fromEntries(KEYS.map((k) => [k, { headcount: 0, fte: 0 }])) as Record<Key, HeadFte>;
  let missingPercent = 0;
  for (const row of rows) {
    const fte = fteOf(row);
    if (row.missionPercent === null) missingPercent++;
    const hit: Key[] = ['total'];
    hit.push(
      row.facultyCategory === '1'
        ? 'core'
        : row.facultyCategory === '2'
          ? 'adjunct'
          : row.facultyCategory === '3'
            ? 'visiting'
            : 'uncategorised',
    );
    if (row.employmentStatus === '1') hit.push('fullTime');
    else if (row.employmentStatus === '2') hit.push('partTime');
    // Participating unset counts as supporting, as Table 3-1 reads it.
    hit.push(row.participating ? 'participating' : 'supporting');
    for (const k of hit) {
      sums[k].headcount++;
      sums[k].fte += fte;
    }
  }
  for (const k of KEYS) sums[k].fte = roundHalfUp(sums[k].fte, 1);
  return { ...sums, missingPercent };
}
