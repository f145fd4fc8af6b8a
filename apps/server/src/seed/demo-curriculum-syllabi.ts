import type { Bilingual } from './demo-curriculum-programmes.ts';
import { BBA_SYLLABI } from './demo-curriculum-syllabi-bba.ts';
import { MASTERS_SYLLABI } from './demo-curriculum-syllabi-masters.ts';

/**
 * Syllabi of the demo school (issue 16 item 8): ten approved, three waiting for review (one by the
 * demo account `teacher`, one by `multirole`) and one sent back. Course objectives link programme
 * objectives as "PROGRAMME:LO"; the Ethics draft links one objective that the MBA map lacks, so
 * the editor has a flag to show. Pure data (demo-curriculum-syllabi-bba.ts and -masters.ts);
 * demo-curriculum-teaching.ts stores them.
 */

export type SyllabusState = 'approved' | 'waiting' | 'rejected';
type Template = 'exam' | 'case' | 'lab' | 'project' | 'finalHeavy';

export interface DemoSyllabus {
  course: string;
  state: SyllabusState;
  /** The demo account whose teacher record is in charge (otherwise a teacher of the department). */
  account?: 'teacher' | 'multirole';
  /** Approved after being sent back once (the history shows reject, resubmit, approve). */
  resubmitted?: boolean;
  template: Template;
  summary: Bilingual;
  /** [Chinese, English, "BBA:LO5.1 MSF:LO1.2"]. */
  objectives: readonly (readonly [string, string, string])[];
  /** Seven topics, two weeks each. */
  topics: readonly Bilingual[];
  /** [title, author, publisher, year, required]. */
  books: readonly (readonly [string, string, string, number, boolean])[];
}

export const REJECT_REASON =
  '期末考试权重过高，请增加过程性考核 / The final exam weighs too much: please add coursework to the assessment plan';
/** Why the resubmitted syllabus was sent back the first time. */
export const FIRST_REJECT_REASON =
  '请为每个课程目标注明所支撑的项目学习目标 / Please link each course objective to the programme objectives it supports';
export const RESUBMIT_REASON =
  '已为课程目标补充支撑关系 / Course objectives now linked to programme objectives';

export const DEMO_SYLLABI: readonly DemoSyllabus[] = [...BBA_SYLLABI, ...MASTERS_SYLLABI];
