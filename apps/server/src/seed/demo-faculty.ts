import { DUTY_CODES } from '@accredit/shared';
import { newId } from '../core/ids.ts';
import { FOREIGN, GIVEN, JOB_TITLES, type Rng, SURNAMES, TOPICS } from './demo-school-data.ts';

/**
 * The demo school's teachers and their yearly accreditation records (demo-school.ts stores them).
 * Pure: given the disciplines, the accounts to link and a seeded PRNG, the same faculty every time.
 */
export const DEMO_YEARS = [2019, 2020, 2021, 2022, 2023, 2024, 2025] as const;
export const TEACHERS_PER_DISCIPLINE = 13;

export interface Discipline {
  id: string;
  orgCode: string;
}

export interface DemoTeacher {
  id: string;
  staffId: string;
  nameZh: string;
  nameEn: string;
  sex: '1' | '2';
  foreign: boolean;
  discipline: Discipline;
  /** A second discipline and the share of time in the first (the rest goes to the second). */
  split: { other: Discipline; firstPercent: number } | null;
  partTime: boolean;
  doctorate: boolean;
  hiredYear: number;
  degreeYear: number;
  jobTitle: string;
  topic: [string, string];
  /** The account linked to this teacher (demo accounts `teacher` and `multirole`). */
  username: string | null;
  userId: string | null;
}

/** Demo accounts that are teachers: (username, discipline org code, Chinese name, English name, sex). */
const LINKED: readonly [string, string, string, string, '1' | '2'][] = [
  ['teacher', 'A01A03', '陈静', 'Chen Jing', '2'],
  ['multirole', 'A01A01', '黄磊', 'Huang Lei', '1'],
];

function uniqueName(rng: Rng, used: Set<string>): [string, string, '1' | '2'] {
  for (;;) {
    const [sz, se] = rng.pick(SURNAMES);
    const [gz, ge] = rng.pick(GIVEN);
    if (used.has(sz + gz)) continue;
    used.add(sz + gz);
    const female = ['芳', '静', '艳', '娟', '秀英', '海燕', '雪梅', '嘉怡', '敏'].includes(gz);
    return [sz + gz, `${se} ${ge}`, female ? '2' : '1'];
  }
}

export function buildTeachers(
  rng: Rng,
  disciplines: readonly Discipline[],
  accounts: ReadonlyMap<string, string>,
): DemoTeacher[] {
  const used = new Set(LINKED.map((l) => l[2]));
  const out: DemoTeacher[] = [];
  let serial = 1;
  let foreign = 0;
  for (const [d, discipline] of disciplines.entries()) {
    for (let k = 0; k < TEACHERS_PER_DISCIPLINE; k++) {
      const linked = k === 0 ? LINKED.find((l) => l[1] === discipline.orgCode) : undefined;
      let nameZh: string;
      let nameEn: string;
      let sex: '1' | '2';
      const isForeign = !linked && k === 7 && foreign < FOREIGN.length;
      if (linked) [, , nameZh, nameEn, sex] = linked;
      else if (isForeign) [nameZh, nameEn, sex] = FOREIGN[foreign++];
      else [nameZh, nameEn, sex] = uniqueName(rng, used);
      // Every ninth teacher is part-time (a practitioner); a few teach in a neighbouring discipline.
      const partTime = !linked && k % 9 === 8;
      const split =
        !linked && (k === 3 || k === 10)
          ? { other: disciplines[(d + 1) % disciplines.length], firstPercent: k === 3 ? 60 : 70 }
          : null;
      const hiredYear = k === 11 || k === 12 ? 2021 + (k - 11) * 2 : rng.int(1998, 2018);
      const doctorate = partTime ? rng.chance(0.3) : rng.chance(0.9);
      out.push({
        id: newId(),
        staffId: `T${String(2000 + serial++)}`,
        nameZh,
        nameEn,
        sex,
        foreign: isForeign,
        discipline,
        split,
        partTime,
        doctorate,
        hiredYear,
        degreeYear: Math.min(hiredYear, 2024) - rng.int(0, 4),
        jobTitle: linked ? JOB_TITLES[1] : rng.pick(JOB_TITLES),
        topic: rng.pick(TOPICS[discipline.orgCode] ?? TOPICS.A01A03),
        username: linked ? linked[0] : null,
        userId: linked ? (accounts.get(linked[0]) ?? null) : null,
      });
    }
  }
  return out;
}

export function activeYears(t: DemoTeacher): number[] {
  return DEMO_YEARS.filter((y) => y >= t.hiredYear);
}

/** The teacher's research topic in English, capitalised as a specialty is written. */
const topicEn = (t: DemoTeacher) => `${t.topic[1][0].toUpperCase()}${t.topic[1].slice(1)}`;

const basisText = (t: DemoTeacher) =>
  t.doctorate
    ? `博士学位，近五年持续发表同行评审论文 / Doctorate with a continuing record of peer-reviewed research`
    : `硕士学位及${t.partTime ? '行业高管' : '专业'}经验 / Master's degree and ${t.partTime ? 'senior industry' : 'professional'} experience`;

function duties(rng: Rng, t: DemoTeacher): string {
  if (t.partTime) return rng.pick(['ECT', 'MT', 'UT,ECT']);
  const picked = new Set<string>(['UT', 'RES']);
  if (rng.chance(0.6)) picked.add('MT');
  if (t.doctorate && rng.chance(0.3)) picked.add('DT');
  if (rng.chance(0.25)) picked.add('SER');
  if (rng.chance(0.1)) picked.add('ADM');
  return DUTY_CODES.filter((c) => picked.has(c)).join(',');
}

/** teacher_accreditation and teacher_discipline rows (without the standard columns). */
export function accreditationRows(rng: Rng, teachers: readonly DemoTeacher[]) {
  const records: Record<string, unknown>[] = [];
  const splits: Record<string, unknown>[] = [];
  for (const t of teachers) {
    for (const year of activeYears(t)) {
      const mission = t.partTime ? rng.pick([20, 25, 30, 40]) : 100;
      records.push({
        teacherId: t.id,
        year,
        // A few full-time teachers with little involvement beyond teaching count as supporting.
        participating: !t.partTime && !(t.staffId.endsWith('6') && year < 2022),
        specialty: t.topic[0],
        specialtyEn: topicEn(t),
        highestDegree: t.doctorate ? '3' : '2',
        degreeYear: t.degreeYear,
        responsibilities: duties(rng, t),
        missionPercent: mission,
        employmentStatus: t.partTime ? '2' : '1',
        basis: basisText(t),
      });
      const first = t.split ? Math.round((mission * t.split.firstPercent) / 100) : mission;
      splits.push({ teacherId: t.id, year, disciplineId: t.discipline.id, percent: first });
      if (t.split)
        splits.push({ teacherId: t.id, year, disciplineId: t.split.other.id, percent: mission - first });
    }
  }
  return { records, splits };
}

/** teacher rows (resource `teacher`), keyed by field. */
export function teacherRows(teachers: readonly DemoTeacher[]) {
  return teachers.map((t) => ({
    id: t.id,
    staffId: t.staffId,
    name: t.nameZh,
    nameEn: t.nameEn,
    sex: t.sex,
    countryId: t.foreign ? '2' : '1',
    collegeId: t.discipline.id,
    workDay: `${t.hiredYear}-09-01`,
    education: t.doctorate ? '3' : '2',
    subject: t.topic[0],
    subjectEn: topicEn(t),
    duty: t.jobTitle,
    status: '1',
    userId: t.userId,
    createBy: 'system',
    sysOrgCode: t.discipline.orgCode,
  }));
}
