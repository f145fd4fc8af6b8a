import { eq } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { schoolInfo } from '../school/schema.ts';

/** Test set-up: switch the AI consultant (and external access) on or off for the whole school. */
export async function setAi(
  db: Executor,
  p: { on?: boolean; external?: boolean; aiSelf?: 'yes' | 'no' },
): Promise<void> {
  await db
    .update(schoolInfo)
    .set({
      ...(p.on !== undefined ? { aiConsultant: p.on ? '1' : '0' } : {}),
      ...(p.external !== undefined ? { openExternalAccess: p.external ? '1' : '0' } : {}),
      ...(p.aiSelf ? { aiSelf: p.aiSelf } : {}),
    })
    .where(eq(schoolInfo.createBy, schoolInfo.createBy));
}

export async function askTimes(db: Executor): Promise<number> {
  const [row] = await db.select({ n: schoolInfo.aiAskTimes }).from(schoolInfo).limit(1);
  return row?.n ?? 0;
}
