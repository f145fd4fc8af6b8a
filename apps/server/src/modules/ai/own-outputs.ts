import { type Locale, REVIEW_STATUS } from '@accredit/shared';
import { and, asc, eq, gte, lte, or, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { col } from '../../crud/scope.ts';
import { authoredOutputs, outputs } from '../faculty/scope.ts';
import type { Intent } from './intent.ts';
import { screenCitation } from './sources.ts';
import type { Fact } from './types.ts';

/**
 * The asker's own research outputs: those they entered or are an author of (what "My
 * contributions" shows them), whatever their review state. This is what a teacher may open, so
 * it is all a teacher's question about counts is answered from.
 */
const LISTED = 10;

export async function ownOutputFacts(
  db: Executor,
  auth: AuthContext,
  intent: Extract<Intent, { kind: 'outputs' }>,
  locale: Locale,
): Promise<Fact[]> {
  const where: SQL[] = [
    or(eq(col(outputs, 'createBy'), auth.user.username), authoredOutputs(db, auth)) as SQL,
  ];
  if (intent.column === 'prj')
    where.push(eq(col(outputs, 'outputType'), '1'), eq(col(outputs, 'peerReviewed'), true));
  else if (intent.outputType) where.push(eq(col(outputs, 'outputType'), intent.outputType));
  if (intent.year !== null)
    where.push(
      gte(col(outputs, 'publishDate'), `${intent.year}-01-01`),
      lte(col(outputs, 'publishDate'), `${intent.year}-12-31`),
    );
  const rows = (await db
    .select({
      titleZh: col(outputs, 'titleZh'),
      titleEn: col(outputs, 'titleEn'),
      reviewStatus: col(outputs, 'reviewStatus'),
    })
    .from(outputs)
    .where(and(...where))
    .orderBy(asc(col(outputs, 'publishDate')))) as {
    titleZh: string | null;
    titleEn: string | null;
    reviewStatus: number;
  }[];
  const approved = rows.filter((r) => r.reviewStatus === REVIEW_STATUS.reviewed).length;
  const what = translate(
    locale,
    `ai.figures.what.${intent.column ?? (intent.outputType === '1' ? 'type1' : 'total')}`,
  );
  const source = screenCitation('researchOutput', locale);
  const values = { count: rows.length, what, approved, pending: rows.length - approved, year: intent.year };
  const facts: Fact[] = [
    {
      text: translate(locale, intent.year === null ? 'ai.figures.mineAll' : 'ai.figures.mineYear', values),
      source,
    },
  ];
  if (rows.length) {
    const zh = locale.startsWith('zh');
    const titles = rows
      .slice(0, LISTED)
      .map((r) => `«${(zh ? r.titleZh || r.titleEn : r.titleEn || r.titleZh) ?? ''}»`);
    facts.push({
      text: translate(locale, 'ai.figures.mineList', { titles: titles.join(zh ? '、' : '; ') }),
      source,
      personal: false,
    });
  }
  return facts;
}
