import { bilingualValue, dictLabel, type Locale, RESOURCE, REVIEW_STATUS } from '@accredit/shared';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { resourceTable } from '../../crud/table.ts';
import { sysDepart } from '../system/schema.ts';
import type { ReportFilter, ReportRow } from './report-faculty.ts';

/**
 * The `researchOutputs` report: approved research outputs in a year range, optionally of one type
 * and of one discipline (an internal author who worked in it that year), with their authors and
 * those authors' disciplines. Paged in SQL; authors are read for the page only.
 */
const outputs = resourceTable(RESOURCE.researchOutput);
const authors = resourceTable(RESOURCE.researchOutputAuthor);
const teachers = resourceTable(RESOURCE.teacher);
const dis = resourceTable(RESOURCE.teacherDiscipline);

export const OUTPUT_RULE_COLUMNS = {
  createBy: outputs.createBy,
  create_by: outputs.createBy,
  sysOrgCode: outputs.sysOrgCode,
  sys_org_code: outputs.sysOrgCode,
  outputType: outputs.outputType,
  output_type: outputs.outputType,
};

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const yearOf = sql<number>`extract(year from ${outputs.publishDate})::int`;

function where(filter: ReportFilter, scope: SQL[]): SQL | undefined {
  const w: SQL[] = [...scope, eq(outputs.reviewStatus, REVIEW_STATUS.reviewed)];
  if (filter.yearFrom) w.push(gte(outputs.publishDate, `${filter.yearFrom}-01-01`));
  if (filter.yearTo) w.push(lte(outputs.publishDate, `${filter.yearTo}-12-31`));
  if (filter.type) w.push(eq(outputs.outputType, filter.type));
  if (filter.disciplineId)
    w.push(sql`exists (select 1 from ${authors} join ${dis} on ${dis.teacherId} = ${authors.teacherId}
      and ${dis.year} = ${yearOf} where ${authors.outputId} = ${outputs.id} and ${dis.disciplineId} = ${filter.disciplineId})`);
  return and(...w);
}

export async function researchOutputRows(
  db: Executor,
  filter: ReportFilter,
  scope: SQL[],
  locale: Locale,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const condition = where(filter, scope);
  const [{ total }] = await db.select({ total: count() }).from(outputs).where(condition);
  const query = db
    .select()
    .from(outputs)
    .where(condition)
    .orderBy(desc(outputs.publishDate), asc(outputs.id));
  const list =
    page.pageSize === -1
      ? await query
      : await query.limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize);
  const ids = list.map((o) => String(o.id));
  const people = ids.length
    ? await db
        .select({
          outputId: authors.outputId,
          order: authors.authorOrder,
          teacherId: authors.teacherId,
          teacherName: teachers.name,
          teacherNameEn: teachers.nameEn,
          externalName: authors.externalName,
        })
        .from(authors)
        .leftJoin(teachers, eq(teachers.id, authors.teacherId))
        .where(inArray(authors.outputId, ids))
        .orderBy(asc(authors.authorOrder))
    : [];
  const teacherIds = [
    ...new Set(
      people
        .map((p) => p.teacherId)
        .filter(Boolean)
        .map(String),
    ),
  ];
  const splits = teacherIds.length
    ? await db.select().from(dis).where(inArray(dis.teacherId, teacherIds))
    : [];
  // Names in the report's language; a missing English value is marked (bilingual.ts).
  const inLang = (record: object, zhKey: string, enKey: string) =>
    bilingualValue(record, zhKey, enKey, locale, (key) => translate(locale, key));
  const authorName = (p: (typeof people)[number]) =>
    p.teacherName !== null ? inLang(p, 'teacherName', 'teacherNameEn') : (p.externalName ?? '');
  const departs = new Map(
    (
      await db
        .select({ id: sysDepart.id, zh: sysDepart.departName, en: sysDepart.departNameEn })
        .from(sysDepart)
    ).map((d) => [d.id, inLang({ departName: d.zh, departNameEn: d.en }, 'departName', 'departNameEn')]),
  );
  const zh = locale.startsWith('zh');
  const rows = list.map((o): ReportRow => {
    const year = o.publishDate ? Number(String(o.publishDate).slice(0, 4)) : null;
    const mine = people.filter((p) => p.outputId === o.id);
    const disciplines = new Set(
      splits
        .filter((s) => mine.some((p) => p.teacherId === s.teacherId) && Number(s.year) === year)
        .map((s) => departs.get(String(s.disciplineId)) ?? String(s.disciplineId)),
    );
    return {
      year,
      outputType: dictLabel('researchOutputType', String(o.outputType), locale),
      title: String((zh ? (o.titleZh ?? o.titleEn) : (o.titleEn ?? o.titleZh)) ?? ''),
      venueName: text(o.venueName),
      venueLevel: text(o.venueLevel),
      category: o.category ? dictLabel('scholarshipCategory', String(o.category), locale) : null,
      peerReviewed: translate(locale, o.peerReviewed ? 'crud.boolean.yes' : 'crud.boolean.no'),
      authors: mine.map(authorName).join(zh ? '，' : '; '),
      disciplines: [...disciplines].join(', '),
      doi: text(o.doi),
    };
  });
  return { rows, total: Number(total) };
}
