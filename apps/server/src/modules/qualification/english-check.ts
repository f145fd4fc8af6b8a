import { bilingual, type Locale, RESOURCE, type ResourceDef, zEnvelope } from '@accredit/shared';
import { UNASSIGNED, ZTableCode } from '@accredit/shared/aacsb/index.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db, Executor } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { forbidden } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { labelIn } from '../../crud/labels.ts';
import { resourceTable } from '../../crud/table.ts';
import { computeFor, type TableCode } from './snapshots.ts';

/**
 * The missing-English check: before an English export, the records it would name (teachers,
 * their specialties, disciplines, departments, co-authors) that have no English value, so the
 * person exporting can fill them in first or export anyway (the file then marks them, see
 * packages/shared/src/bilingual.ts). Table 3-1 names teachers, specialties and disciplines;
 * Table 8-1 names disciplines; Table 3-2 names degree levels only. The CV's list is in
 * faculty-io/cv-english.ts and uses the same shape.
 */
export const MISSING_KINDS = [
  'teacher',
  'teacherAccreditation',
  'discipline',
  'department',
  'coAuthor',
] as const;
export type MissingKind = (typeof MISSING_KINDS)[number];

export const ZMissingEnglish = z.object({
  kind: z.enum(MISSING_KINDS),
  id: z.string(),
  /** The field without an English value (nameEn, subjectEn, specialtyEn, departNameEn). */
  field: z.string(),
  kindLabel: z.string(),
  fieldLabel: z.string(),
  /** The record as it is named now (its Chinese value). */
  record: z.string(),
  /** The screen of the web app where the value is filled in. */
  path: z.string(),
});
export type MissingEnglish = z.infer<typeof ZMissingEnglish>;
export const ZEnglishCheck = z.object({ complete: z.boolean(), missing: z.array(ZMissingEnglish) });

const PATHS: Record<MissingKind, string> = {
  teacher: '/staff-resources/teacher',
  coAuthor: '/staff-resources/teacher',
  teacherAccreditation: '/staff-resources/accreditation-records',
  discipline: '/system/depart',
  department: '/system/depart',
};

function fieldLabelOf(locale: Locale, kind: MissingKind, field: string): string {
  if (kind === 'discipline' || kind === 'department') return translate(locale, 'sysadmin.departs.nameEn');
  const def: ResourceDef = kind === 'teacherAccreditation' ? RESOURCE.teacherAccreditation : RESOURCE.teacher;
  const f = def.fields.find((x) => x.key === field);
  return f ? labelIn(def, f, locale) : field;
}

/** Collects missing English values once each (a teacher named in two disciplines is listed once). */
export class MissingEnglishList {
  private readonly items = new Map<string, MissingEnglish>();
  constructor(private readonly locale: Locale) {}

  /** Adds the record when `record[enKey]` is empty and `record[zhKey]` is not (nothing to name otherwise). */
  check(kind: MissingKind, id: string, record: object, zhKey: string, enKey: string, label?: string): void {
    const v = bilingual(record, zhKey, enKey, 'en-US');
    if (!v.missing) return;
    const key = `${kind}:${id}:${enKey}`;
    if (this.items.has(key)) return;
    this.items.set(key, {
      kind,
      id,
      field: kind === 'discipline' || kind === 'department' ? 'departNameEn' : enKey,
      kindLabel: translate(this.locale, `qualification.englishCheck.kinds.${kind}`),
      fieldLabel: fieldLabelOf(this.locale, kind, enKey),
      record: label ?? v.text,
      path: PATHS[kind],
    });
  }

  result(): z.infer<typeof ZEnglishCheck> {
    const missing = [...this.items.values()];
    return { complete: missing.length === 0, missing };
  }
}

/** What an English export of a table for a year would name without an English value. */
export async function tableMissingEnglish(db: Executor, table: TableCode, year: number, locale: Locale) {
  const list = new MissingEnglishList(locale);
  if (table === '32') return list.result();
  const c = await computeFor(db, table, year);
  if (table === '81') {
    for (const r of c.tables.table81.rows)
      if (r.disciplineId !== UNASSIGNED) list.check('discipline', r.disciplineId, r, 'name', 'nameEn');
    return list.result();
  }
  const groups = c.tables.table31.groups;
  for (const g of groups)
    if (g.disciplineId !== UNASSIGNED) list.check('discipline', g.disciplineId, g, 'name', 'nameEn');
  const rows = groups.flatMap((g) => g.rows);
  for (const r of rows) list.check('teacher', r.teacherId, r, 'name', 'nameEn');
  const lacking = rows.filter((r) => bilingual(r, 'specialty', 'specialtyEn', 'en-US').missing);
  if (lacking.length > 0) {
    // The specialty is the accreditation record's: find those records to point at.
    const acc = resourceTable(RESOURCE.teacherAccreditation);
    const ids = await db
      .select({ id: acc.id, teacherId: acc.teacherId })
      .from(acc)
      .where(
        and(
          eq(acc.year, year),
          inArray(
            acc.teacherId,
            lacking.map((r) => r.teacherId),
          ),
        ),
      );
    const byTeacher = new Map(ids.map((r) => [String(r.teacherId), String(r.id)]));
    for (const r of lacking)
      list.check(
        'teacherAccreditation',
        byTeacher.get(r.teacherId) ?? r.teacherId,
        r,
        'specialty',
        'specialtyEn',
        `${r.name} · ${year} · ${r.specialty}`,
      );
  }
  return list.result();
}

const PERM: Record<TableCode, string> = {
  '31': 'facultyReport',
  '32': 'facultyReport',
  '81': 'researchOutputs',
};

export function registerEnglishCheckRoute(app: App, db: Db): void {
  app.get(
    '/qualification/englishCheck',
    {
      // The same right as exporting the table (checked per table inside).
      config: { access: { permission: ['facultyReport:export', 'researchOutputs:export'] } },
      schema: {
        tags: ['qualification'],
        summary: 'Records an English export of the table would name without an English value',
        querystring: z.object({
          table: ZTableCode,
          year: z.coerce.number().int().min(1900).max(2200),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(ZEnglishCheck) },
      },
    },
    async (request) => {
      const { table, year } = request.query;
      if (!request.auth?.permissions.has(`${PERM[table]}:export`)) throw forbidden();
      return ok(await tableMissingEnglish(db, table, year, request.locale));
    },
  );
}
