import type { Locale } from '@accredit/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { schoolRow } from '../school/settings.ts';
import { sysDepart } from '../system/schema.ts';

/**
 * The school's name for the title row of an exported table: the root of the department tree (the
 * school itself, e.g. "Business School"), else the system's name from the school settings, in the
 * file's language (English falls back to Chinese only when no English name was entered).
 */
export async function schoolName(db: Executor, locale: Locale): Promise<string> {
  const zh = locale.startsWith('zh');
  const [root] = await db
    .select({ zh: sysDepart.departName, en: sysDepart.departNameEn })
    .from(sysDepart)
    .where(and(isNull(sysDepart.parentId), eq(sysDepart.delFlag, false)))
    .orderBy(asc(sysDepart.departOrder), asc(sysDepart.orgCode))
    .limit(1);
  if (root) return (zh ? root.zh : root.en || root.zh) ?? '';
  const school = await schoolRow(db);
  return zh ? school.systemName : school.systemNameEn || school.systemName;
}
