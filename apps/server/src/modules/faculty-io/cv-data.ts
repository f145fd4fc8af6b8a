import { RESOURCE, REVIEW_STATUS } from '@accredit/shared';
import { and, asc, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import type { Row } from '../../crud/present.ts';
import { resourceTable } from '../../crud/table.ts';
import { sysDepart, sysUser } from '../system/schema.ts';

/**
 * Everything a CV shows about one teacher, read in a handful of queries (no query per record):
 * the profile, accreditation years with disciplines, research outputs they author (whoever added
 * them), teaching contributions, engagement and teaching assignments, within a date range.
 * Rejected records are left out; Unreviewed ones are kept and marked, so a CV made right after an
 * import already lists the new items.
 */
export interface CvRange {
  from: string | null;
  to: string | null;
}

export interface CvAuthor {
  order: number;
  /** An internal co-author's Chinese and English names (bilingual.ts picks), or an external author's name as given. */
  name: string;
  nameEn: string | null;
  teacherId: string | null;
  internal: boolean;
  own: boolean;
}

export interface CvData {
  teacher: Row;
  account: { email: string | null; phone: string | null } | null;
  departments: Map<string, { departName: string; departNameEn: string }>;
  accreditation: Row[];
  disciplines: Row[];
  outputs: (Row & { authors: CvAuthor[] })[];
  teaching: Row[];
  engagement: Row[];
  assignments: Row[];
}

const dateWithin = (column: SQL | Parameters<typeof gte>[0], range: CvRange): SQL[] => [
  ...(range.from ? [gte(column, range.from)] : []),
  ...(range.to ? [lte(column, range.to)] : []),
];

const yearWithin = (column: Parameters<typeof gte>[0], range: CvRange): SQL[] => [
  ...(range.from ? [gte(column, Number(range.from.slice(0, 4)))] : []),
  ...(range.to ? [lte(column, Number(range.to.slice(0, 4)))] : []),
];

async function outputsOf(db: Executor, teacherId: string, range: CvRange) {
  const o = resourceTable(RESOURCE.researchOutput);
  const a = resourceTable(RESOURCE.researchOutputAuthor);
  const t = resourceTable(RESOURCE.teacher);
  const mine = db.select({ id: a.outputId }).from(a).where(eq(a.teacherId, teacherId));
  const outputs = (await db
    .select()
    .from(o)
    .where(
      and(
        inArray(o.id, mine),
        ne(o.reviewStatus, REVIEW_STATUS.rejected),
        ...dateWithin(o.publishDate, range),
      ),
    )
    .orderBy(asc(o.publishDate))) as Row[];
  if (outputs.length === 0) return [];
  const authors = await db
    .select({
      outputId: a.outputId,
      order: a.authorOrder,
      teacherId: a.teacherId,
      externalName: a.externalName,
      teacherName: t.name,
      teacherNameEn: t.nameEn,
    })
    .from(a)
    .leftJoin(t, eq(t.id, a.teacherId))
    .where(
      inArray(
        a.outputId,
        outputs.map((r) => String(r.id)),
      ),
    )
    .orderBy(asc(a.authorOrder));
  const byOutput = new Map<string, CvAuthor[]>();
  for (const au of authors) {
    const list = byOutput.get(String(au.outputId)) ?? [];
    list.push({
      order: Number(au.order ?? list.length + 1),
      name: String(au.teacherName ?? au.externalName ?? ''),
      nameEn: au.teacherId ? ((au.teacherNameEn as string | null) ?? null) : null,
      teacherId: au.teacherId ? String(au.teacherId) : null,
      internal: Boolean(au.teacherId && au.teacherName !== null),
      own: au.teacherId === teacherId,
    });
    byOutput.set(String(au.outputId), list);
  }
  return outputs.map((r) => ({ ...r, authors: byOutput.get(String(r.id)) ?? [] }));
}

export async function loadCvData(db: Executor, teacherId: string, range: CvRange): Promise<CvData | null> {
  const t = resourceTable(RESOURCE.teacher);
  const [teacher] = (await db.select().from(t).where(eq(t.id, teacherId))) as Row[];
  if (!teacher) return null;
  const acc = resourceTable(RESOURCE.teacherAccreditation);
  const dis = resourceTable(RESOURCE.teacherDiscipline);
  const tc = resourceTable(RESOURCE.teachingContribution);
  const pe = resourceTable(RESOURCE.professionalEngagement);
  const ta = resourceTable(RESOURCE.teachingAssignment);
  const notRejected = (c: typeof tc | typeof pe) => ne(c.reviewStatus, REVIEW_STATUS.rejected);
  const [accreditation, disciplines, outputs, teaching, engagement, assignments, departs] = await Promise.all(
    [
      db
        .select()
        .from(acc)
        .where(and(eq(acc.teacherId, teacherId), ...yearWithin(acc.year, range)))
        .orderBy(asc(acc.year)),
      db
        .select()
        .from(dis)
        .where(and(eq(dis.teacherId, teacherId), ...yearWithin(dis.year, range)))
        .orderBy(asc(dis.year)),
      outputsOf(db, teacherId, range),
      db
        .select()
        .from(tc)
        .where(and(eq(tc.teacherId, teacherId), notRejected(tc), ...dateWithin(tc.startTime, range)))
        .orderBy(asc(tc.startTime)),
      db
        .select()
        .from(pe)
        .where(and(eq(pe.teacherId, teacherId), notRejected(pe), ...dateWithin(pe.startTime, range)))
        .orderBy(asc(pe.startTime)),
      db
        .select()
        .from(ta)
        .where(and(eq(ta.teacherId, teacherId), ...yearWithin(ta.year, range)))
        .orderBy(asc(ta.year), asc(ta.term)),
      db.select({ id: sysDepart.id, zh: sysDepart.departName, en: sysDepart.departNameEn }).from(sysDepart),
    ],
  );
  let account: CvData['account'] = null;
  if (teacher.userId) {
    const [u] = await db
      .select({ email: sysUser.email, phone: sysUser.phone })
      .from(sysUser)
      .where(eq(sysUser.id, String(teacher.userId)));
    account = u ? { email: u.email ?? null, phone: u.phone ?? null } : null;
  }
  return {
    teacher,
    account,
    departments: new Map(departs.map((d) => [d.id, { departName: d.zh, departNameEn: d.en }])),
    accreditation: accreditation as Row[],
    disciplines: disciplines as Row[],
    outputs,
    teaching: teaching as Row[],
    engagement: engagement as Row[],
    assignments: assignments as Row[],
  };
}
