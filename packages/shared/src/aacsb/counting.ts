import type { Activity, CountingSettings, Output, OutputAuthor, OutputTarget } from './model.ts';
import { dateInWindow, spanInWindow } from './numbers.ts';

/**
 * The counting rules of DOMAIN.md section 3, shared by Table 8-1 and the qualification rules
 * ("contribution" = an item Table 8-1 counts; "PRJ" = one in the peer-reviewed journal column).
 */

export function outputTarget(
  output: Pick<Output, 'type' | 'peerReviewed'>,
  settings: CountingSettings,
): OutputTarget {
  const entry = settings.mapping[output.type];
  if (!entry) return 'excluded';
  return output.peerReviewed ? entry.reviewed : entry.unreviewed;
}

/** An approved item of a counted type: what Table 8-1 and the rules call a contribution. */
export function isContribution(output: Output, settings: CountingSettings): boolean {
  return output.approved && outputTarget(output, settings) !== 'excluded';
}

/** An author's rate as a fraction: the lead scores 1, everyone else the configured rate. */
export function authorRate(author: Pick<OutputAuthor, 'isLead'>, settings: CountingSettings): number {
  return author.isLead ? 1 : settings.contributionRate / 100;
}

/** What one teacher's authorship adds to their own count: 1, or their rate when rate counting is on. */
export function teacherWeight(author: Pick<OutputAuthor, 'isLead'>, settings: CountingSettings): number {
  return settings.rateCounting ? authorRate(author, settings) : 1;
}

export interface TeacherOutput {
  output: Output;
  author: OutputAuthor;
}

/** Each teacher's authored outputs and activities, indexed once so rules for many teachers stay linear. */
export interface TeacherRecords {
  outputs: Map<string, TeacherOutput[]>;
  activities: Map<string, Activity[]>;
}

export function indexRecords(outputs: readonly Output[], activities: readonly Activity[]): TeacherRecords {
  const byTeacher = new Map<string, TeacherOutput[]>();
  for (const output of outputs) {
    const seen = new Set<string>();
    for (const author of output.authors) {
      // A teacher listed twice on one item still authored it once (the lead entry wins).
      if (!author.teacherId) continue;
      if (seen.has(author.teacherId)) {
        if (author.isLead) {
          const list = byTeacher.get(author.teacherId) ?? [];
          const mine = list.find((x) => x.output === output);
          if (mine) mine.author = author;
        }
        continue;
      }
      seen.add(author.teacherId);
      const list = byTeacher.get(author.teacherId) ?? [];
      list.push({ output, author });
      byTeacher.set(author.teacherId, list);
    }
  }
  const byTeacherActivities = new Map<string, Activity[]>();
  for (const a of activities) {
    const list = byTeacherActivities.get(a.teacherId) ?? [];
    list.push(a);
    byTeacherActivities.set(a.teacherId, list);
  }
  return { outputs: byTeacher, activities: byTeacherActivities };
}

export type Window = { from: number; to: number };

/** A teacher's contributions dated in the window. */
export function contributionsIn(
  records: TeacherOutput[],
  w: Window,
  settings: CountingSettings,
): TeacherOutput[] {
  return records.filter((r) => isContribution(r.output, settings) && dateInWindow(r.output.date, w));
}

export function activitiesIn(records: Activity[], w: Window): Activity[] {
  return records.filter((a) => a.approved && spanInWindow(a.start, a.end, w));
}
