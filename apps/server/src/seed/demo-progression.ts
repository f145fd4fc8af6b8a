import { RESOURCE } from '@accredit/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { resourceTable } from '../crud/table.ts';
import { insertAll } from './base.ts';

/**
 * Five entry cohorts (2019-2023) of learner progression for the BBA (4 years), the MBA and the
 * MSc Finance (2 years each): admission, retention and graduation, and the employment of those who
 * have graduated by 2025, with their employer sectors. The MBA's 2021 cohort admitted someone with
 * two and a half years of work experience, so the AMBA work-experience check fails there.
 * Figures are plausible, not random: each cohort grows a little and keeps its own rates.
 */
interface Programme {
  code: string;
  normalYears: number;
  applications: number;
  offerRate: number;
  yieldRate: number;
  entryScore: [number, number] | null;
  experience: [number, number] | null;
  retention: number;
  graduation: number;
  extra: number;
  employment: number;
  furtherStudy: number;
  salary: number;
  sectors: Record<string, number>;
}

const PROGRAMMES: Programme[] = [
  {
    code: 'BBA',
    normalYears: 4,
    applications: 2400,
    offerRate: 0.2,
    yieldRate: 0.82,
    entryScore: [612, 598],
    experience: null,
    retention: 0.96,
    graduation: 0.9,
    extra: 0.04,
    employment: 0.94,
    furtherStudy: 0.3,
    salary: 96000,
    sectors: { '1': 0.3, '2': 0.15, '3': 0.2, '5': 0.15, '6': 0.1, '9': 0.1 },
  },
  {
    code: 'MBA',
    normalYears: 2,
    applications: 620,
    offerRate: 0.35,
    yieldRate: 0.86,
    entryScore: null,
    experience: [7.5, 3],
    retention: 0.97,
    graduation: 0.92,
    extra: 0.05,
    employment: 0.97,
    furtherStudy: 0.02,
    salary: 320000,
    sectors: { '1': 0.25, '2': 0.2, '3': 0.2, '4': 0.2, '8': 0.1, '9': 0.05 },
  },
  {
    code: 'MSF',
    normalYears: 2,
    applications: 900,
    offerRate: 0.18,
    yieldRate: 0.75,
    entryScore: [395, 372],
    experience: null,
    retention: 0.98,
    graduation: 0.94,
    extra: 0.03,
    employment: 0.95,
    furtherStudy: 0.12,
    salary: 210000,
    sectors: { '1': 0.6, '2': 0.15, '3': 0.1, '6': 0.1, '9': 0.05 },
  },
];

const COHORTS = [2019, 2020, 2021, 2022, 2023];
/** Graduations counted up to this year (the last full year of the demo story). */
const LAST_GRADUATION = 2025;

export async function seedDemoProgression(db: Executor): Promise<number> {
  const p = resourceTable(RESOURCE.degreePrograms);
  const rows = await db
    .select({ id: p.id, code: p.code })
    .from(p)
    .where(
      inArray(
        p.code,
        PROGRAMMES.map((x) => x.code),
      ),
    );
  const ids = new Map(rows.map((r) => [String(r.code), String(r.id)]));
  const admission: Record<string, unknown>[] = [];
  const retention: Record<string, unknown>[] = [];
  const employment: Record<string, unknown>[] = [];
  const sectors: Record<string, unknown>[] = [];
  for (const prog of PROGRAMMES) {
    const programmeId = ids.get(prog.code);
    if (!programmeId) continue;
    COHORTS.forEach((cohortYear, i) => {
      const applications = Math.round(prog.applications * (1 + 0.05 * i));
      const offers = Math.round(applications * prog.offerRate);
      const enrolled = Math.round(offers * prog.yieldRate);
      const experienceMin = prog.experience ? (cohortYear === 2021 ? 2.5 : prog.experience[1]) : null;
      admission.push({
        degreeProgramsId: programmeId,
        cohortYear,
        applications,
        offers,
        enrolled,
        entryScoreMean: prog.entryScore ? prog.entryScore[0] + i : null,
        entryScoreMin: prog.entryScore ? prog.entryScore[1] + i : null,
        workExperienceMean: prog.experience ? prog.experience[0] : null,
        workExperienceMin: experienceMin,
        internationalEnrolled: Math.round(enrolled * (0.03 + 0.005 * i)),
        femaleEnrolled: Math.round(enrolled * 0.52),
        createBy: 'staff',
      });
      const graduationYear = cohortYear + prog.normalYears;
      const graduated = graduationYear <= LAST_GRADUATION;
      const graduatedNormal = graduated ? Math.round(enrolled * prog.graduation) : null;
      retention.push({
        degreeProgramsId: programmeId,
        cohortYear,
        cohortSize: enrolled,
        normalYears: prog.normalYears,
        retainedFirstYear: cohortYear + 1 <= LAST_GRADUATION ? Math.round(enrolled * prog.retention) : null,
        graduatedNormalTime: graduatedNormal,
        graduatedExtraYear: graduationYear + 1 <= LAST_GRADUATION ? Math.round(enrolled * prog.extra) : null,
        createBy: 'staff',
      });
      if (!graduated || graduatedNormal === null) return;
      const furtherStudy = Math.round(graduatedNormal * prog.furtherStudy);
      const employed = Math.round((graduatedNormal - furtherStudy) * (prog.employment - 0.005 * (4 - i)));
      const employmentId = newId();
      employment.push({
        id: employmentId,
        degreeProgramsId: programmeId,
        cohortYear,
        graduationYear,
        graduates: graduatedNormal,
        employed,
        furtherStudy,
        medianSalary: Math.round(prog.salary * (1 + 0.04 * i)),
        createBy: 'staff',
      });
      let left = employed;
      const entries = Object.entries(prog.sectors);
      entries.forEach(([sector, share], j) => {
        const n = j === entries.length - 1 ? left : Math.round(employed * share);
        left -= n;
        if (n > 0)
          sectors.push({
            employmentId,
            degreeProgramsId: programmeId,
            sector,
            employed: n,
            createBy: 'staff',
          });
      });
    });
  }
  await insertAll(db, resourceTable(RESOURCE.admission), admission);
  await insertAll(db, resourceTable(RESOURCE.retention), retention);
  await insertAll(db, resourceTable(RESOURCE.employment), employment);
  await insertAll(db, resourceTable(RESOURCE.employmentSector), sectors);
  return admission.length;
}
