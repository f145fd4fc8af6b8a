import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { schoolInfo } from './schema.ts';

/** The login page shows the school's logo and background before anyone signs in: those two files are public. */
export async function isPublicFile(db: Executor, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schoolInfo.id })
    .from(schoolInfo)
    .where(or(eq(schoolInfo.logo, url), eq(schoolInfo.loginBackground, url)))
    .limit(1);
  return Boolean(row);
}
