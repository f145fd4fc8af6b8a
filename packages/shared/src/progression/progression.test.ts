import { describe, expect, it } from 'vitest';
import { contactHoursCheck, workExperienceCheck } from './amba.ts';
import { type AdmissionFigures, cohortSizeOf, pooledRate, progressionRates } from './rates.ts';
import { fillAdmission } from './students.ts';

const adm = (over: Partial<AdmissionFigures>): AdmissionFigures => ({
  applications: null,
  offers: null,
  enrolled: null,
  entryScoreMean: null,
  entryScoreMin: null,
  workExperienceMean: null,
  workExperienceMin: null,
  ...over,
});

describe('progression rates of a cohort (worked by hand)', () => {
  const r = progressionRates({
    admission: adm({ applications: 480, offers: 150, enrolled: 120 }),
    retention: {
      cohortSize: 120,
      normalYears: 4,
      retainedFirstYear: 111,
      graduatedNormalTime: 101,
      graduatedExtraYear: 8,
    },
    employment: { graduates: 109, employed: 85, furtherStudy: 17, medianSalary: 98000 },
  });
  it('admission: offer rate 150/480 = 31.25 -> 31.3, yield 120/150 = 80.0', () => {
    expect(r.offerRate.shown).toBe(31.3);
    expect(r.yieldRate.shown).toBe(80);
  });
  it('retention 111/120 = 92.5; graduation 101/120 = 84.17 -> 84.2; within one more year 109/120 = 90.83 -> 90.8', () => {
    expect(r.retentionRate).toMatchObject({ numerator: 111, denominator: 120, shown: 92.5 });
    expect(r.graduationNormalRate.shown).toBe(84.2);
    expect(r.graduationExtraRate).toMatchObject({ numerator: 109, denominator: 120, shown: 90.8 });
  });
  it('employment 85/(109-17) = 92.39 -> 92.4; further study 17/109 = 15.60 -> 15.6; positive 102/109 = 93.58 -> 93.6', () => {
    expect(r.employmentRate).toMatchObject({ numerator: 85, denominator: 92, shown: 92.4 });
    expect(r.furtherStudyRate.shown).toBe(15.6);
    expect(r.positiveDestinationRate.shown).toBe(93.6);
  });
  it('rounds half up from the unrounded quotient: 1/8 = 12.5, 1/16 = 6.25 -> 6.3', () => {
    expect(progressionRates({ admission: adm({ applications: 8, offers: 1 }) }).offerRate.shown).toBe(12.5);
    expect(progressionRates({ admission: adm({ applications: 16, offers: 1 }) }).offerRate.shown).toBe(6.3);
  });
});

describe('blanks and zeros', () => {
  it('a missing count gives no rate, a zero denominator gives no rate (never 0)', () => {
    const r = progressionRates({
      admission: adm({ applications: 0, offers: 0 }),
      employment: { graduates: 40, employed: 30, furtherStudy: null, medianSalary: null },
    });
    expect(r.offerRate.shown).toBeNull();
    expect(r.offerRate.denominator).toBe(0);
    expect(r.yieldRate.shown).toBeNull();
    expect(r.employmentRate.shown).toBeNull();
    expect(r.furtherStudyRate.shown).toBeNull();
    expect(r.retentionRate.shown).toBeNull();
  });
  it('a blank cohort size takes the enrolled count: 45/50 = 90.0', () => {
    const f = {
      admission: adm({ enrolled: 50 }),
      retention: {
        cohortSize: null,
        normalYears: 2,
        retainedFirstYear: 45,
        graduatedNormalTime: null,
        graduatedExtraYear: 3,
      },
    };
    expect(cohortSizeOf(f)).toBe(50);
    const r = progressionRates(f);
    expect(r.retentionRate.shown).toBe(90);
    expect(r.graduationExtraRate.shown).toBeNull();
  });
});

describe('pooled rates weigh cohorts by size', () => {
  it('(9 + 1) / (10 + 10) = 50.0, not the mean of rates; cohorts without figures are left out', () => {
    const a = progressionRates({ admission: adm({ applications: 10, offers: 9 }) }).offerRate;
    const b = progressionRates({ admission: adm({ applications: 10, offers: 1 }) }).offerRate;
    const c = progressionRates({ admission: adm({ applications: 10 }) }).offerRate;
    expect(pooledRate([a, b, c])).toMatchObject({ numerator: 10, denominator: 20, shown: 50 });
    expect(pooledRate([c]).shown).toBeNull();
    // 2/3 + 1/4 pooled: 3/7 = 42.857 -> 42.9
    const d = progressionRates({ admission: adm({ applications: 3, offers: 2 }) }).offerRate;
    const e = progressionRates({ admission: adm({ applications: 4, offers: 1 }) }).offerRate;
    expect(pooledRate([d, e]).shown).toBe(42.9);
  });
});

describe('figures counted from student records', () => {
  it('fills blanks only and names what it filled: mean (81 + 90 + 76.5) / 3 = 82.5, lowest 76.5', () => {
    const out = fillAdmission(adm({ applications: 20, offers: 10 }), { count: 4, scores: [81, 90, 76.5] });
    expect(out.figures).toMatchObject({
      applications: 20,
      offers: 10,
      enrolled: 4,
      entryScoreMean: 82.5,
      entryScoreMin: 76.5,
    });
    expect(out.computed).toEqual(['enrolled', 'entryScoreMean', 'entryScoreMin']);
    const typed = fillAdmission(adm({ enrolled: 7 }), { count: 4, scores: [] });
    expect(typed.figures?.enrolled).toBe(7);
    expect(typed.computed).toEqual([]);
    expect(fillAdmission(null, { count: 0, scores: [] }).figures).toBeNull();
  });
});

describe('AMBA checks', () => {
  it('work experience: every cohort with a figure at least 3 years', () => {
    const ok = workExperienceCheck([
      { cohortYear: 2023, workExperienceMin: 3 },
      { cohortYear: 2022, workExperienceMin: 4.5 },
      { cohortYear: 2024, workExperienceMin: null },
    ]);
    expect(ok.pass).toBe(true);
    expect(ok.cohorts.map((c) => c.pass)).toEqual([true, true, null]);
    expect(
      workExperienceCheck([
        { cohortYear: 2024, workExperienceMin: 2.5 },
        { cohortYear: 2023, workExperienceMin: 5 },
      ]).pass,
    ).toBe(false);
    expect(workExperienceCheck([]).pass).toBeNull();
  });
  it('contact hours: 32+16 + 400+52 = 500 passes, 499 fails, no course is no verdict', () => {
    expect(
      contactHoursCheck([
        { theoryHours: 32, practiceHours: 16 },
        { theoryHours: 400, practiceHours: 52 },
      ]),
    ).toEqual({ courses: 2, hours: 500, pass: true });
    expect(contactHoursCheck([{ theoryHours: 499, practiceHours: null }]).pass).toBe(false);
    expect(contactHoursCheck([]).pass).toBeNull();
  });
});
