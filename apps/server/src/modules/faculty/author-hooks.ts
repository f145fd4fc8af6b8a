import { RESOURCE, REVIEW_STATUS } from '@accredit/shared';
import { and, eq, inArray, max, ne, or, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import type { ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { col, rowScope } from '../../crud/scope.ts';
import { schoolSettings } from '../school/settings.ts';
import { authoredOutputs, authors, outputs, outputsAuthoredBy } from './scope.ts';
import { actsAsTeacher, teacherIdOfUser } from './teachers.ts';

/**
 * Author maintenance (spec 001 section 4, DOMAIN.md section 3): internal or external authors of an
 * output; one lead author who scores 100, others the school's configured rate unless given; while
 * the output is not yet approved the adder and the author may delete an entry, after approval no
 * one may change it. A caller may attach authors only to an output they may edit or co-author.
 */
const blank = (v: unknown) => v === null || v === undefined || v === '';

async function outputOf(db: Executor, id: string): Promise<Row | undefined> {
  const [row] = (await db
    .select()
    .from(outputs)
    .where(eq(col(outputs, 'id'), id))) as Row[];
  return row;
}

function assertOpen(output: Row | undefined): void {
  if (output?.reviewStatus === REVIEW_STATUS.reviewed) throw new AppError(400, 'faculty.errors.authorLocked');
}

/** True when the output is within the caller's edit scope of outputs, or they author it. */
async function mayAttachTo(db: Executor, auth: AuthContext, outputId: string): Promise<boolean> {
  const scope = await rowScope(db, RESOURCE.researchOutput, outputs, auth, 'researchOutput:edit');
  const reach: SQL | undefined = scope.length ? or(and(...scope), authoredOutputs(db, auth)) : undefined;
  const [hit] = await db
    .select({ id: col(outputs, 'id') })
    .from(outputs)
    .where(and(eq(col(outputs, 'id'), outputId), reach))
    .limit(1);
  return Boolean(hit);
}

async function otherAuthorWhere(
  db: Executor,
  outputId: string,
  exceptId: string | null,
  condition: SQL,
): Promise<boolean> {
  const conditions = [eq(col(authors, 'outputId'), outputId), condition];
  if (exceptId) conditions.push(ne(col(authors, 'id'), exceptId));
  const [hit] = await db
    .select({ id: col(authors, 'id') })
    .from(authors)
    .where(and(...conditions))
    .limit(1);
  return Boolean(hit);
}

async function nextOrder(db: Executor, outputId: string): Promise<number> {
  const [row] = await db
    .select({ top: max(col(authors, 'authorOrder')) })
    .from(authors)
    .where(eq(col(authors, 'outputId'), outputId));
  return Number(row?.top ?? 0) + 1;
}

export const researchOutputAuthorHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    const merged = { ...(existing ?? {}), ...values };
    const outputId = String(merged.outputId ?? '');
    const output = await outputOf(ctx.tx, outputId);
    const attaching = !existing || existing.outputId !== outputId;
    // Beyond the caller's reach an output is "not found" whether or not it exists (no oracle),
    // and its review state is not told either: the scope is checked before anything else.
    if (!output || (attaching && !(await mayAttachTo(ctx.tx, ctx.auth, outputId))))
      return { outputId: 'crud.import.refNotFound' };
    assertOpen(output);
    if (existing && existing.outputId !== outputId)
      assertOpen(await outputOf(ctx.tx, String(existing.outputId)));
    const problems: Record<string, string> = {};
    const exceptId = existing ? String(existing.id) : null;
    if (blank(merged.teacherId) && blank(merged.externalName))
      problems.externalName = 'faculty.errors.authorNeeded';
    if (
      !blank(merged.teacherId) &&
      (await otherAuthorWhere(
        ctx.tx,
        outputId,
        exceptId,
        eq(col(authors, 'teacherId'), String(merged.teacherId)),
      ))
    )
      problems.teacherId = 'faculty.errors.authorTwice';
    if (
      merged.isLead &&
      (await otherAuthorWhere(ctx.tx, outputId, exceptId, eq(col(authors, 'isLead'), true)))
    )
      problems.isLead = 'faculty.errors.oneLead';
    if (Object.keys(problems).length > 0) return problems;
    // Rates: the lead scores 100; a co-author gets the configured rate unless one is given.
    if (merged.isLead) values.rate = 100;
    else if (blank(values.rate) && (blank(existing?.rate) || existing?.isLead))
      values.rate = (await schoolSettings(ctx.tx)).contributionRate;
    if (blank(merged.authorOrder)) values.authorOrder = await nextOrder(ctx.tx, outputId);
    return {};
  },
  async beforeDelete(ctx, rows) {
    const mine = await teacherIdOfUser(ctx.tx, ctx.auth.user.id);
    for (const row of rows) {
      assertOpen(await outputOf(ctx.tx, String(row.outputId)));
      const adder = row.createBy === ctx.auth.user.username;
      const author = mine !== null && row.teacherId === mine;
      if (!adder && !author) throw forbidden('faculty.errors.authorDeleteDenied');
    }
  },
  /** A teacher sees the whole author list of outputs they created or author, and may remove themself. */
  async widenScope({ db, auth, action }) {
    if (!actsAsTeacher(auth)) return undefined;
    if (action === 'delete') {
      const mine = await teacherIdOfUser(db, auth.user.id);
      return mine ? eq(col(authors, 'teacherId'), mine) : undefined;
    }
    if (!['query', 'get', 'export'].includes(action)) return undefined;
    const created = db
      .select({ id: col(outputs, 'id') })
      .from(outputs)
      .where(eq(col(outputs, 'createBy'), auth.user.username));
    return or(
      inArray(col(authors, 'outputId'), outputsAuthoredBy(db, auth.user.id)),
      inArray(col(authors, 'outputId'), created),
    );
  },
};
