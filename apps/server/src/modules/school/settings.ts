import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { schoolInfo } from './schema.ts';

/** The one school-settings row (seeded at first start; created here if someone removed it). */
export async function schoolRow(db: Executor) {
  const [row] = await db.select().from(schoolInfo).orderBy(asc(schoolInfo.createTime)).limit(1);
  if (row) return row;
  const [created] = await db.insert(schoolInfo).values({ createBy: 'system' }).returning();
  return created;
}

/** Settings other modules read (Table 8-1 window, contribution rates, feature switches). */
export async function schoolSettings(db: Executor) {
  const row = await schoolRow(db);
  return {
    table81BaseTime: row.table81BaseTime,
    retroactiveYears: row.retroactiveYears,
    contributionRate: row.contributionRate,
    contributionRateEnabled: row.contributionRateEnabled === '1',
    aiConsultant: row.aiConsultant === '1',
    aiSelf: row.aiSelf,
    switches: {
      teachingAchievements: row.teachingAchievements === '1',
      professionalEngagement: row.professionalEngagement === '1',
      alignmentTable31: row.alignmentTable31 === '1',
      openEquis: row.openEquis === '1',
      openAmba: row.openAmba === '1',
      openExternalAccess: row.openExternalAccess === '1',
    },
  };
}

/**
 * Counts one AI question (spec 000 section 7: only while below 10000). The AI module calls this
 * on the server, so people who may ask questions need no right to edit the school settings.
 */
export async function countAiAsk(db: Executor): Promise<void> {
  const row = await schoolRow(db);
  await db
    .update(schoolInfo)
    .set({ aiAskTimes: sql`${schoolInfo.aiAskTimes} + 1` })
    .where(and(eq(schoolInfo.id, row.id), lt(schoolInfo.aiAskTimes, 10_000)));
}
