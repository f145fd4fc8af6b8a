import type { Locale } from '@accredit/shared';
import { MissingEnglishList } from '../qualification/english-check.ts';
import type { CvData } from './cv-data.ts';

/**
 * What an English CV (cv-model.ts) would name without an English value: the teacher's name and
 * subject, the specialty of the latest accreditation year, the college and the disciplines of
 * the years shown, and the internal co-authors of the outputs listed.
 */
export function cvMissingEnglish(data: CvData, locale: Locale) {
  const list = new MissingEnglishList(locale);
  const t = data.teacher;
  const id = String(t.id);
  list.check('teacher', id, t, 'name', 'nameEn');
  list.check('teacher', id, t, 'subject', 'subjectEn', `${String(t.name)} · ${String(t.subject ?? '')}`);
  const latest = data.accreditation.at(-1);
  if (latest?.highestDegree)
    list.check(
      'teacherAccreditation',
      String(latest.id),
      latest,
      'specialty',
      'specialtyEn',
      `${String(t.name)} · ${String(latest.year)} · ${String(latest.specialty ?? '')}`,
    );
  const department = (kind: 'department' | 'discipline', departId: unknown) => {
    const d = departId ? data.departments.get(String(departId)) : undefined;
    if (d) list.check(kind, String(departId), d, 'departName', 'departNameEn');
  };
  department('department', t.collegeId);
  for (const d of data.disciplines) department('discipline', d.disciplineId);
  for (const o of data.outputs)
    for (const a of o.authors)
      if (a.internal && a.teacherId && !a.own) list.check('coAuthor', a.teacherId, a, 'name', 'nameEn');
  return list.result();
}
