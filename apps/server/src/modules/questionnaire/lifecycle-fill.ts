import { zAudience } from '@accredit/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { badRequest } from '../../core/errors.ts';
import type { Row } from '../../crud/present.ts';
import { type Recipient, resolveAudience } from './audience.ts';
import { questionnaireRecipient as r } from './schema.ts';

/**
 * The people a questionnaire reaches, (re)filled from its audience when collecting starts or
 * restarts: people new to the audience are added; people who left it and have not answered are
 * dropped (with any draft); people who answered stay whatever happens to the audience, since the
 * fact of their answer is part of the response rate. A person still in it whose group changed
 * (a student moved to another class) is counted in the new group until they answer.
 */
const BATCH = 1000;

export interface Filled {
  /** Accounts added by this fill (they are told of the questionnaire). */
  added: string[];
  /** People the questionnaire reaches now (recipient rows). */
  audienceCount: number;
}

/** The audience of a stored questionnaire, resolved; a value that does not parse reaches nobody. */
export async function audienceOf(tx: Executor, q: Row): Promise<Recipient[]> {
  const parsed = zAudience.safeParse(q.audience ?? {});
  if (!parsed.success) throw badRequest('qnrServer.errors.badAudience');
  return resolveAudience(tx, parsed.data);
}

export async function fillRecipients(
  tx: Executor,
  questionnaireId: string,
  target: Recipient[],
): Promise<Filled> {
  const stored = await tx
    .select({ userId: r.userId, groupKey: r.groupKey, answered: r.answered })
    .from(r)
    .where(eq(r.questionnaireId, questionnaireId));
  const before = new Map(stored.map((s) => [s.userId, s]));
  const wanted = new Map(target.map((t) => [t.userId, t.groupKey]));

  const gone = stored.filter((s) => !s.answered && !wanted.has(s.userId)).map((s) => s.userId);
  for (let i = 0; i < gone.length; i += BATCH)
    await tx
      .delete(r)
      .where(
        and(
          eq(r.questionnaireId, questionnaireId),
          eq(r.answered, false),
          inArray(r.userId, gone.slice(i, i + BATCH)),
        ),
      );

  const moved = target.filter((t) => {
    const was = before.get(t.userId);
    return was && !was.answered && was.groupKey !== t.groupKey;
  });
  // One update per new group (not per person): a class moved between runs is one statement.
  const byGroup = new Map<string, string[]>();
  for (const m of moved) byGroup.set(m.groupKey, [...(byGroup.get(m.groupKey) ?? []), m.userId]);
  for (const [groupKey, userIds] of byGroup)
    for (let i = 0; i < userIds.length; i += BATCH)
      await tx
        .update(r)
        .set({ groupKey })
        .where(
          and(
            eq(r.questionnaireId, questionnaireId),
            inArray(r.userId, userIds.slice(i, i + BATCH)),
            eq(r.answered, false),
          ),
        );

  const fresh = target.filter((t) => !before.has(t.userId));
  const added: string[] = [];
  for (let i = 0; i < fresh.length; i += BATCH) {
    const rows = await tx
      .insert(r)
      .values(
        fresh.slice(i, i + BATCH).map((t) => ({ questionnaireId, userId: t.userId, groupKey: t.groupKey })),
      )
      .onConflictDoNothing()
      .returning({ userId: r.userId });
    added.push(...rows.map((x) => x.userId));
  }

  const [{ n }] = await tx.select({ n: count() }).from(r).where(eq(r.questionnaireId, questionnaireId));
  return { added, audienceCount: Number(n) };
}
