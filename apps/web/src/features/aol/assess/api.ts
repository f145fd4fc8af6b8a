import type { AolAim, AolBand, AolComponent, AolRubricLevel } from '@accredit/shared';
import { api } from '../../../api/client.ts';
import { download, uploadSheet } from '../../../api/files.ts';
import { currentLocale } from '../../../i18n/index.ts';
import type { RatingChange, ScoreChange } from './grid-model.ts';

/**
 * The assessment wizards' calls (apps/server/src/modules/aol: scores-*.ts and results-*.ts; the
 * configuration steps save through the engine's /aacsb/<resource>/edit).
 */
export type AssessKind = 'quantitative' | 'qualitative';
export const RESOURCE_OF: Record<AssessKind, 'evaluation' | 'qualitativeEvaluation'> = {
  quantitative: 'evaluation',
  qualitative: 'qualitativeEvaluation',
};
const base = (kind: AssessKind) => `/aacsb/${RESOURCE_OF[kind]}`;

export interface Named {
  id: string;
  name: string;
  nameEn: string | null;
}
export interface SheetLo extends Named {
  code: string;
  target: number | null;
}
export interface SheetClass extends Named {
  code?: string;
}
export interface SheetStudent extends Named {
  studentNumber: string;
  classId: string | null;
}
export interface SheetScore {
  studentId: string;
  loId: string;
  componentKey: string;
  score: number | null;
}
export interface SheetRating {
  studentId: string;
  loId: string;
  level: string | null;
}

/** `aolStatus`: in progress, submitted (locked), unlocked. */
export type AssessStatus = '0' | '1' | '2';

export interface SheetHead {
  id: string;
  evaluationYearId: string;
  yearName: string | null;
  degreeProgramsId: string | null;
  programmeName: string | null;
  programmeNameEn: string | null;
  courseId: string;
  courseCode: string;
  courseName: string;
  courseNameEn: string | null;
  teacherId: string | null;
  teacherName: string | null;
  teacherNameEn: string | null;
  classIds: string[];
  loIds: string[];
  status: AssessStatus;
  step: number;
}

/** One assessment loaded for the wizard (GET B/sheet), in one shape for both kinds. */
export interface Sheet {
  head: SheetHead;
  los: SheetLo[];
  classes: SheetClass[];
  components: AolComponent[];
  aims: AolAim[];
  bands: AolBand[];
  rubric: AolRubricLevel[];
  students: SheetStudent[];
  scores: SheetScore[];
  ratings: SheetRating[];
  locked: boolean;
  /** Whether the caller may unlock (a programme head of the programme), when the server says. */
  canUnlock?: boolean;
  /** Objectives the plan lets this course assess (step 1 may pick among them), when given. */
  candidateLos?: SheetLo[];
  /** Classes the course may be assessed in (step 1 may pick among them), when given. */
  candidateClasses?: SheetClass[];
}

type Raw = Record<string, unknown>;
const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const num = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};
const list = (v: unknown): Raw[] =>
  Array.isArray(v) ? v.filter((x): x is Raw => !!x && typeof x === 'object') : [];
const ids = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const named = (r: Raw): Named => ({
  id: String(r.id ?? ''),
  name: String(r.name ?? r.realname ?? ''),
  nameEn: str(r.nameEn),
});
const lo = (r: Raw): SheetLo => ({ ...named(r), code: String(r.code ?? ''), target: num(r.target) });
const cls = (r: Raw): SheetClass => ({ ...named(r), code: str(r.code) ?? undefined });

/**
 * The sheet as the server answers it, read defensively: the head may come as `assessment` or at
 * the top, names under a few spellings; every list may be absent.
 */
export function readSheet(raw: Raw): Sheet {
  const a = (raw.assessment as Raw | undefined) ?? (raw.head as Raw | undefined) ?? raw;
  const course = (a.course as Raw | undefined) ?? {};
  const year = (a.year as Raw | undefined) ?? (a.evaluationYear as Raw | undefined) ?? {};
  const programme = (a.programme as Raw | undefined) ?? (a.degreeProgram as Raw | undefined) ?? {};
  const teacher = (a.teacher as Raw | undefined) ?? {};
  const config = (key: string) => (raw[key] ?? a[key]) as unknown;
  const status = String(a.status ?? '0');
  const head: SheetHead = {
    id: String(a.id ?? raw.id ?? ''),
    evaluationYearId: String(a.evaluationYearId ?? year.id ?? ''),
    yearName: str(a.yearName ?? year.name ?? a.evaluationYearId_dictText),
    degreeProgramsId: str(a.degreeProgramsId ?? programme.id),
    programmeName: str(a.programmeName ?? programme.name ?? a.degreeProgramsId_dictText),
    programmeNameEn: str(a.programmeNameEn ?? programme.nameEn),
    courseId: String(a.courseId ?? course.id ?? ''),
    courseCode: String(a.courseCode ?? course.code ?? ''),
    courseName: String(a.courseName ?? course.name ?? a.courseId_dictText ?? ''),
    courseNameEn: str(a.courseNameEn ?? course.nameEn),
    teacherId: str(a.teacherId ?? teacher.id),
    teacherName: str(a.teacherName ?? teacher.name ?? a.teacherId_dictText),
    teacherNameEn: str(a.teacherNameEn ?? teacher.nameEn),
    classIds: ids(a.classIds),
    loIds: ids(a.loIds),
    status: (['0', '1', '2'].includes(status) ? status : '0') as AssessStatus,
    step: num(a.step) ?? 1,
  };
  const los = list(raw.los ?? raw.objectives).map(lo);
  const classes = list(raw.classes).map(cls);
  return {
    head: {
      ...head,
      loIds: head.loIds.length ? head.loIds : los.map((o) => o.id),
      classIds: head.classIds.length ? head.classIds : classes.map((c) => c.id),
    },
    los,
    classes,
    components: list(config('components')).map((c) => ({
      key: String(c.key ?? ''),
      kind: (String(c.kind ?? 'other') || 'other') as AolComponent['kind'],
      name: String(c.name ?? ''),
      ...(str(c.nameEn) ? { nameEn: String(c.nameEn) } : {}),
      fullMarks: num(c.fullMarks) ?? 0,
    })),
    aims: list(config('aims')).map((x) => ({
      loId: String(x.loId ?? ''),
      componentKey: String(x.componentKey ?? ''),
      marks: num(x.marks) ?? 0,
      weight: num(x.weight) ?? 0,
    })),
    bands: list(config('bands')).map((b) => ({
      name: String(b.name ?? ''),
      ...(str(b.nameEn) ? { nameEn: String(b.nameEn) } : {}),
      min: num(b.min) ?? 0,
    })),
    rubric: list(config('rubric')).map((l) => ({
      name: String(l.name ?? ''),
      ...(str(l.nameEn) ? { nameEn: String(l.nameEn) } : {}),
      score: num(l.score) ?? 0,
    })),
    students: list(raw.students).map((s) => ({
      ...named(s),
      studentNumber: String(s.studentNumber ?? s.code ?? ''),
      classId: str(s.classId),
    })),
    scores: list(raw.scores)
      .filter((s) => s.score !== undefined)
      .map((s) => ({
        studentId: String(s.studentId),
        loId: String(s.loId),
        componentKey: String(s.componentKey ?? ''),
        score: num(s.score),
      })),
    ratings: list(raw.ratings ?? (raw.scores && !raw.components ? [] : []))
      .concat(list(raw.scores).filter((s) => typeof s.level === 'string' && s.level !== ''))
      .map((s) => ({ studentId: String(s.studentId), loId: String(s.loId), level: str(s.level) })),
    locked: Boolean(raw.locked ?? a.locked ?? status === '1'),
    canUnlock:
      typeof (raw.canUnlock ?? a.canUnlock) === 'boolean' ? Boolean(raw.canUnlock ?? a.canUnlock) : undefined,
    candidateLos: Array.isArray(raw.candidateLos) ? list(raw.candidateLos).map(lo) : undefined,
    candidateClasses: Array.isArray(raw.candidateClasses) ? list(raw.candidateClasses).map(cls) : undefined,
  };
}

export const sheetKey = (kind: AssessKind, id: string, classId?: string) => [
  'aolSheet',
  kind,
  id,
  classId ?? '',
];

export const fetchSheet = async (kind: AssessKind, id: string, classId?: string) =>
  readSheet(await api.get<Raw>(`${base(kind)}/sheet`, { id, classId }));

/** The configuration steps: the assessment itself through the engine (partial edit). */
export const saveAssessment = (kind: AssessKind, body: { id: string } & Record<string, unknown>) =>
  api.put<{ id: string }>(`${base(kind)}/edit`, body);

export const saveScores = (id: string, changes: ScoreChange[]) =>
  api.put<unknown>('/aacsb/evaluation/scores', { id, changes });

export const saveRatings = (id: string, changes: RatingChange[]) =>
  api.put<unknown>('/aacsb/qualitativeEvaluation/ratings', { id, changes });

export const downloadTemplate = (
  kind: AssessKind,
  id: string,
  classId: string | undefined,
  fileName: string,
) => download(`${base(kind)}/importTemplate`, { id, classId, lang: currentLocale() }, fileName);

export const importScores = (kind: AssessKind, id: string, file: File) =>
  uploadSheet<unknown>(`${base(kind)}/importExcel?id=${encodeURIComponent(id)}`, file);

export const submitAssessment = (kind: AssessKind, id: string) =>
  api.post<unknown>(`${base(kind)}/submit`, { id });

export const unlockAssessment = (kind: AssessKind, id: string, reason: string) =>
  api.post<unknown>(`${base(kind)}/unlock`, { id, reason });

export interface HistoryRow {
  id: string;
  action: string;
  actionText: string;
  reason: string | null;
  time: string | null;
  by: string | null;
}

export async function fetchHistory(kind: AssessKind, id: string): Promise<HistoryRow[]> {
  const raw = await api.get<unknown>(`${base(kind)}/history`, { id });
  const rows = Array.isArray(raw) ? raw : list((raw as Raw | null)?.records);
  return list(rows).map((r, i) => ({
    id: String(r.id ?? i),
    action: String(r.action ?? ''),
    actionText: String(r.action_dictText ?? r.actionText ?? r.action ?? ''),
    reason: str(r.reason),
    time: str(r.actionTime ?? r.time ?? r.createTime),
    by: str(r.realname ?? r.operatorName ?? r.username ?? r.createBy),
  }));
}

/** The results call's cache key (features/aol/results shows them; a save here refreshes them). */
export const resultsKey = (kind: AssessKind, id: string) => ['aolResults', kind, id];
