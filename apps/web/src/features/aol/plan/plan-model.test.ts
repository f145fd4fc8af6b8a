import { describe, expect, it } from 'vitest';
import {
  addCourse,
  draftFrom,
  openCandidates,
  type PlanGoalLike,
  patchCourse,
  planCounts,
  planPayload,
  planProblems,
  removeCourse,
  samePlan,
  setAssessed,
} from './plan-model.ts';

const goals: PlanGoalLike[] = [
  {
    id: 'g1',
    los: [
      {
        id: 'lo11',
        code: 'LO1.1',
        assessed: true,
        courses: [{ courseId: 'c1', method: '1', teacherId: 't1', classIds: ['k2', 'k1'] }],
        candidates: [{ courseId: 'c1' }, { courseId: 'c2' }],
      },
      { id: 'lo12', code: 'LO1.2', assessed: false, courses: [], candidates: [{ courseId: 'c3' }] },
    ],
  },
  {
    id: 'g2',
    los: [{ id: 'lo21', code: 'LO2.1', assessed: false, courses: [], candidates: [] }],
  },
];
const order = ['lo11', 'lo12', 'lo21'];

describe('the plan of an evaluation year', () => {
  const base = draftFrom(goals);

  it('starts from the stored plan', () => {
    expect(base.lo11).toEqual({
      assessed: true,
      courses: [{ courseId: 'c1', method: '1', teacherId: 't1', classIds: ['k2', 'k1'] }],
    });
    expect(base.lo12).toEqual({ assessed: false, courses: [] });
    expect(planPayload(base, order)).toEqual([
      {
        loId: 'lo11',
        courses: [{ courseId: 'c1', method: '1', teacherId: 't1', classIds: ['k1', 'k2'] }],
      },
    ]);
  });

  it('ticks an objective by adding a course, with the quantitative method by default', () => {
    const next = addCourse(base, 'lo12', { courseId: 'c3', teacherId: 't9' });
    expect(next.lo12).toEqual({
      assessed: true,
      courses: [{ courseId: 'c3', method: '1', teacherId: 't9', classIds: [] }],
    });
    // The stored draft is left as it was.
    expect(base.lo12.assessed).toBe(false);
    // A course already there is not added twice.
    expect(addCourse(next, 'lo12', { courseId: 'c3' }).lo12.courses).toHaveLength(1);
  });

  it('changes a course and removes it', () => {
    const changed = patchCourse(base, 'lo11', 'c1', { method: '2', classIds: ['k1'] });
    expect(changed.lo11.courses[0]).toMatchObject({ method: '2', classIds: ['k1'], teacherId: 't1' });
    expect(removeCourse(changed, 'lo11', 'c1').lo11.courses).toEqual([]);
  });

  it('keeps an unticked objective’s courses, but does not save them', () => {
    const off = setAssessed(base, 'lo11', false);
    expect(off.lo11.courses).toHaveLength(1);
    expect(planPayload(off, order)).toEqual([]);
    expect(setAssessed(off, 'lo11', true)).toEqual(base);
  });

  it('knows when the plan changed (the order of classes does not count)', () => {
    expect(samePlan(base, base, order)).toBe(true);
    expect(samePlan(base, patchCourse(base, 'lo11', 'c1', { classIds: ['k1', 'k2'] }), order)).toBe(true);
    expect(samePlan(base, patchCourse(base, 'lo11', 'c1', { teacherId: null }), order)).toBe(false);
    // Ticking an objective with no course changes what is saved.
    expect(samePlan(base, setAssessed(base, 'lo21', true), order)).toBe(false);
    // Unticking one that was not ticked does not.
    expect(samePlan(base, setAssessed(base, 'lo12', false), order)).toBe(true);
  });

  it('warns of a ticked objective without a course and of a course off the map', () => {
    let draft = setAssessed(base, 'lo21', true);
    draft = addCourse(draft, 'lo11', { courseId: 'c9' });
    expect(planProblems(draft, goals)).toEqual([
      { kind: 'notMapped', loId: 'lo11', code: 'LO1.1', courseId: 'c9' },
      { kind: 'noCourse', loId: 'lo21', code: 'LO2.1' },
    ]);
    expect(planProblems(base, goals)).toEqual([]);
  });

  it('counts objectives, pairs and distinct courses', () => {
    let draft = addCourse(base, 'lo12', { courseId: 'c1' });
    draft = addCourse(draft, 'lo12', { courseId: 'c3' });
    expect(planCounts(draft)).toEqual({ objectives: 2, pairs: 3, courses: 2 });
    expect(planCounts(setAssessed(draft, 'lo12', false))).toEqual({ objectives: 1, pairs: 1, courses: 1 });
  });

  it('offers the candidates not yet picked, strongest level first', () => {
    const candidates = [
      { courseId: 'a', level: 'L', code: 'C10' },
      { courseId: 'b', level: 'H', code: 'C2' },
      { courseId: 'c', level: 'M', code: 'C3' },
      { courseId: 'd', level: 'H', code: 'C1' },
    ];
    expect(openCandidates(candidates, [{ courseId: 'c' }]).map((c) => c.courseId)).toEqual(['d', 'b', 'a']);
  });
});
