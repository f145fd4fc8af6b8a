import { type Locale, RESOURCE } from '@accredit/shared';
import type { CaptureFormat } from '@accredit/shared/capture/index.ts';
import type { AuthContext } from '../../core/access.ts';
import { type Db, inTransaction, type Tx } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { ResourceContext } from '../../crud/context.ts';
import type { Row } from '../../crud/present.ts';
import { addBodySchema } from '../../crud/validation.ts';
import { checkSubmission, storeSubmission, type WriteTarget } from '../../crud/write.ts';
import { schoolSettings } from '../school/settings.ts';
import { loadTeacherIndex } from './capture-match.ts';
import { buildPreview, outputValues, type PreviewEntry } from './capture-preview.ts';

/**
 * Commit of a capture: the same file read again (so nothing the client says about an entry's
 * content is trusted), the person's choices applied (skip, category, a teacher per author), then
 * every chosen entry stored as an Unreviewed research output with its authors, through the
 * engine's checks and hooks, in ONE transaction: any problem anywhere and nothing is stored.
 */
export interface EntryChoice {
  index: number;
  skip?: boolean;
  category?: string | null;
  /** Per author position: a teacher id, or null for an external author. */
  authors?: (string | null)[];
}

export interface CommitInput {
  text: string;
  format?: CaptureFormat | null;
  fileName?: string;
  defaultCategory?: string | null;
  entries?: EntryChoice[];
}

export interface CommitProblem {
  index: number;
  line: number;
  title: string;
  message: string;
}

export class CommitRefused extends Error {
  constructor(readonly problems: CommitProblem[]) {
    super('capture commit refused');
  }
}

/** Skipped unless chosen: duplicates and entries that lack what their type requires. */
function skipped(entry: PreviewEntry, choice: EntryChoice | undefined): boolean {
  if (choice?.skip !== undefined) return choice.skip;
  return entry.duplicate !== null || entry.problems.length > 0;
}

const problemOf = (e: PreviewEntry, message: string): CommitProblem => ({
  index: e.index,
  line: e.line,
  title: e.titleZh ?? e.titleEn ?? '',
  message,
});

/** The teacher of each author position, or a problem when an ambiguous author was left unresolved. */
function authorTeachers(
  entry: PreviewEntry,
  choice: EntryChoice | undefined,
  known: (id: string) => boolean,
): (string | null)[] | string {
  const chosen = entry.authors.map((a, i) => {
    const pick = choice?.authors?.[i];
    if (pick !== undefined) return pick;
    if (a.status === 'ambiguous') return undefined;
    return a.teacherId;
  });
  if (chosen.some((c) => c === undefined)) return 'facultyio.capture.errors.unresolved';
  const ids = chosen.filter((c): c is string => c !== null);
  if (ids.some((id) => !known(id))) return 'facultyio.capture.errors.unknownTeacher';
  if (new Set(ids).size !== ids.length) return 'facultyio.capture.errors.sameTeacherTwice';
  return chosen as (string | null)[];
}

async function fieldProblems(
  target: WriteTarget,
  values: Row,
  label: (key: string) => string,
): Promise<{ checked?: Awaited<ReturnType<typeof checkSubmission>>['checked']; messages: string[] }> {
  const parsed = addBodySchema(target.def).safeParse(values);
  if (!parsed.success)
    return {
      messages: parsed.error.issues.map(
        (i) => `${label(String(i.path[0]))}: ${translate(target.locale, i.message)}`,
      ),
    };
  const { checked, problems } = await checkSubmission(target, { values: parsed.data as Row }, null);
  const messages = Object.entries(problems).map(([k, m]) => `${label(k)}: ${translate(target.locale, m)}`);
  return { checked, messages };
}

export async function commitCapture(
  db: Db,
  input: CommitInput,
  auth: AuthContext,
  locale: Locale,
): Promise<{ created: number; skipped: number; ids: string[] }> {
  const choices = new Map((input.entries ?? []).map((c) => [c.index, c]));
  return inTransaction(db, async (tx: Tx) => {
    const teachers = await loadTeacherIndex(tx, locale.startsWith('zh'));
    const preview = await buildPreview(tx, input, locale, teachers);
    const { contributionRate } = await schoolSettings(tx);
    const outputs = new ResourceContext(RESOURCE.researchOutput, db);
    const authors = new ResourceContext(RESOURCE.researchOutputAuthor, db);
    const outputTarget = await outputs.target(tx, auth, locale);
    const authorTarget = await authors.target(tx, auth, locale);
    const problems: CommitProblem[] = [];
    const ids: string[] = [];
    let skippedCount = 0;
    for (const entry of preview.entries) {
      const choice = choices.get(entry.index);
      if (skipped(entry, choice)) {
        skippedCount++;
        continue;
      }
      const teacherIds = authorTeachers(entry, choice, (id) => teachers.has(id));
      if (typeof teacherIds === 'string') {
        problems.push(problemOf(entry, translate(locale, teacherIds)));
        continue;
      }
      const category = choice?.category ?? input.defaultCategory ?? null;
      const output = await fieldProblems(outputTarget, outputValues(entry, category), (k) =>
        outputs.labelOf(locale, k),
      );
      if (!output.checked || output.messages.length) {
        problems.push(...output.messages.map((m) => problemOf(entry, m)));
        continue;
      }
      // Stored even when an earlier entry failed: the transaction is rolled back at the end
      // anyway, and checking on finds every problem of the file in one pass.
      const id = await storeSubmission(outputTarget, output.checked, null);
      ids.push(id);
      for (const [i, teacherId] of teacherIds.entries()) {
        const author = entry.authors[i];
        const values: Row = {
          outputId: id,
          authorOrder: i + 1,
          teacherId,
          externalName: teacherId ? null : author.name.slice(0, 100),
          isLead: i === 0,
          isCorresponding: false,
          rate: i === 0 ? 100 : contributionRate,
        };
        const checked = await fieldProblems(authorTarget, values, (k) => authors.labelOf(locale, k));
        if (!checked.checked || checked.messages.length) {
          problems.push(...checked.messages.map((m) => problemOf(entry, `${author.name}: ${m}`)));
          continue;
        }
        await storeSubmission(authorTarget, checked.checked, null);
      }
    }
    if (problems.length) throw new CommitRefused(problems);
    return { created: ids.length, skipped: skippedCount, ids };
  });
}
