/**
 * The plan of an evaluation year as the screen edits it (pure, no I/O): for each learning
 * objective of the programme, whether it is assessed this year and, if so, the courses that assess
 * it with their method, teacher and classes. An objective unticked keeps its courses in the draft
 * (ticking it again brings them back), but only ticked objectives are saved. The screen and its
 * test feed it the server's plan.
 */
export type PlanMethod = '1' | '2';

export interface DraftCourse {
  courseId: string;
  method: PlanMethod;
  teacherId: string | null;
  classIds: string[];
}

export interface DraftLo {
  assessed: boolean;
  courses: DraftCourse[];
}

/** The draft by objective id. */
export type PlanDraft = Readonly<Record<string, DraftLo>>;

/** What the plan's objectives look like coming from the server (the parts the model reads). */
export interface PlanLoLike {
  id: string;
  code: string;
  assessed: boolean;
  courses: readonly {
    courseId: string;
    method?: string | null;
    teacherId?: string | null;
    classIds?: readonly string[] | null;
  }[];
  candidates: readonly { courseId: string }[];
}

export interface PlanGoalLike {
  id: string;
  los: readonly PlanLoLike[];
}

/** The body of PUT /aacsb/evaluationYear/plan (without the year's id). */
export interface PlanPayloadLo {
  loId: string;
  courses: DraftCourse[];
}

export const QUANTITATIVE: PlanMethod = '1';
export const QUALITATIVE: PlanMethod = '2';

const asMethod = (m: unknown): PlanMethod => (m === QUALITATIVE ? QUALITATIVE : QUANTITATIVE);

export function objectivesOf(goals: readonly PlanGoalLike[]): PlanLoLike[] {
  return goals.flatMap((g) => g.los);
}

export function draftFrom(goals: readonly PlanGoalLike[]): PlanDraft {
  const draft: Record<string, DraftLo> = {};
  for (const lo of objectivesOf(goals))
    draft[lo.id] = {
      assessed: lo.assessed,
      courses: lo.courses.map((c) => ({
        courseId: c.courseId,
        method: asMethod(c.method),
        teacherId: c.teacherId ?? null,
        classIds: [...(c.classIds ?? [])],
      })),
    };
  return draft;
}

const loOf = (draft: PlanDraft, loId: string): DraftLo => draft[loId] ?? { assessed: false, courses: [] };

export function setAssessed(draft: PlanDraft, loId: string, assessed: boolean): PlanDraft {
  return { ...draft, [loId]: { ...loOf(draft, loId), assessed } };
}

/** Adds a course to an objective (ticking it); a course already there is left as it is. */
export function addCourse(
  draft: PlanDraft,
  loId: string,
  course: Pick<DraftCourse, 'courseId'> & Partial<DraftCourse>,
): PlanDraft {
  const lo = loOf(draft, loId);
  if (lo.courses.some((c) => c.courseId === course.courseId)) return setAssessed(draft, loId, true);
  const added: DraftCourse = {
    courseId: course.courseId,
    method: course.method ?? QUANTITATIVE,
    teacherId: course.teacherId ?? null,
    classIds: [...(course.classIds ?? [])],
  };
  return { ...draft, [loId]: { assessed: true, courses: [...lo.courses, added] } };
}

export function removeCourse(draft: PlanDraft, loId: string, courseId: string): PlanDraft {
  const lo = loOf(draft, loId);
  return { ...draft, [loId]: { ...lo, courses: lo.courses.filter((c) => c.courseId !== courseId) } };
}

export function patchCourse(
  draft: PlanDraft,
  loId: string,
  courseId: string,
  patch: Partial<Omit<DraftCourse, 'courseId'>>,
): PlanDraft {
  const lo = loOf(draft, loId);
  return {
    ...draft,
    [loId]: { ...lo, courses: lo.courses.map((c) => (c.courseId === courseId ? { ...c, ...patch } : c)) },
  };
}

/** What is saved: the ticked objectives in the programme's order, each with its courses. */
export function planPayload(draft: PlanDraft, order: readonly string[]): PlanPayloadLo[] {
  return order
    .filter((id) => draft[id]?.assessed)
    .map((loId) => ({
      loId,
      courses: draft[loId].courses.map((c) => ({
        courseId: c.courseId,
        method: c.method,
        teacherId: c.teacherId,
        classIds: [...c.classIds].sort(),
      })),
    }));
}

/** Whether two drafts save the same plan (the order of classes does not count). */
export function samePlan(a: PlanDraft, b: PlanDraft, order: readonly string[]): boolean {
  return JSON.stringify(planPayload(a, order)) === JSON.stringify(planPayload(b, order));
}

export type PlanProblem =
  /** An objective ticked with no course to assess it. */
  | { kind: 'noCourse'; loId: string; code: string }
  /** A course the curriculum map does not link to the objective (no level, no weight). */
  | { kind: 'notMapped'; loId: string; code: string; courseId: string };

/** What the screen warns about before saving (the server names the same after it). */
export function planProblems(draft: PlanDraft, goals: readonly PlanGoalLike[]): PlanProblem[] {
  const out: PlanProblem[] = [];
  for (const lo of objectivesOf(goals)) {
    const d = draft[lo.id];
    if (!d?.assessed) continue;
    if (d.courses.length === 0) out.push({ kind: 'noCourse', loId: lo.id, code: lo.code });
    const mapped = new Set(lo.candidates.map((c) => c.courseId));
    for (const c of d.courses)
      if (!mapped.has(c.courseId))
        out.push({ kind: 'notMapped', loId: lo.id, code: lo.code, courseId: c.courseId });
  }
  return out;
}

export interface PlanCounts {
  /** Objectives ticked. */
  objectives: number;
  /** (objective, course) pairs. */
  pairs: number;
  /** Distinct courses (one assessment each when generated). */
  courses: number;
}

export function planCounts(draft: PlanDraft): PlanCounts {
  const ticked = Object.values(draft).filter((d) => d.assessed);
  const pairs = ticked.flatMap((d) => d.courses);
  return {
    objectives: ticked.length,
    pairs: pairs.length,
    courses: new Set(pairs.map((c) => c.courseId)).size,
  };
}

/** The candidates of an objective not yet picked for it, strongest map level first (H, M, L). */
export function openCandidates<C extends { courseId: string; level?: string | null; code?: string | null }>(
  candidates: readonly C[],
  picked: readonly { courseId: string }[],
): C[] {
  const rank = (l: string | null | undefined) => ({ H: 0, M: 1, L: 2 })[l ?? ''] ?? 3;
  const taken = new Set(picked.map((p) => p.courseId));
  return candidates
    .filter((c) => !taken.has(c.courseId))
    .sort(
      (a, b) =>
        rank(a.level) - rank(b.level) || (a.code ?? '').localeCompare(b.code ?? '', 'en', { numeric: true }),
    );
}
