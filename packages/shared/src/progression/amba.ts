/**
 * The AMBA checks of an MBA programme (issue 19 item 6): every MBA entrant has at least three
 * years of work experience (the cohort's least work experience, as entered on its admission
 * record), and the teaching programme gives at least 500 contact hours (theory + practice hours
 * of its courses). `pass` is null when there is nothing to judge (no figure entered, no course).
 */

export const AMBA_MIN_WORK_YEARS = 3;
export const AMBA_MIN_CONTACT_HOURS = 500;

export interface WorkExperienceCohort {
  cohortYear: number;
  workExperienceMin: number | null;
  pass: boolean | null;
}

export interface WorkExperienceCheck {
  cohorts: WorkExperienceCohort[];
  /** False when any cohort fails; true when every cohort with a figure passes; null when none has one. */
  pass: boolean | null;
}

export function workExperienceCheck(
  cohorts: { cohortYear: number; workExperienceMin: number | null }[],
): WorkExperienceCheck {
  const rows = [...cohorts]
    .sort((a, b) => a.cohortYear - b.cohortYear)
    .map((c) => ({
      cohortYear: c.cohortYear,
      workExperienceMin: c.workExperienceMin,
      pass: c.workExperienceMin === null ? null : c.workExperienceMin >= AMBA_MIN_WORK_YEARS,
    }));
  const judged = rows.filter((r) => r.pass !== null);
  const pass = judged.length === 0 ? null : judged.every((r) => r.pass);
  return { cohorts: rows, pass };
}

export interface ContactHoursCheck {
  courses: number;
  hours: number;
  pass: boolean | null;
}

export function contactHoursCheck(
  courses: { theoryHours: number | null; practiceHours: number | null }[],
): ContactHoursCheck {
  const hours = courses.reduce((s, c) => s + (c.theoryHours ?? 0) + (c.practiceHours ?? 0), 0);
  return {
    courses: courses.length,
    hours,
    pass: courses.length === 0 ? null : hours >= AMBA_MIN_CONTACT_HOURS,
  };
}
