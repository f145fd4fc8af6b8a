import { RESOURCE } from '@accredit/shared';
import { asc } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { resourceTable } from '../crud/table.ts';
import { batches } from './base.ts';

/**
 * Teaching assignments of the demo school (issue 8: teaching productivity of Tables 3-1 and 3-2):
 * for every teacher's accreditation record, two to four courses that year at the degree levels a
 * business school teaches. Deterministic (a hash of the teacher and year), multi-row inserts only.
 * Part-time teachers teach less; doctoral courses go to doctorate holders.
 */
const COURSES = [
  { code: 'BUS101', name: 'Principles of Management', level: '1', credits: 3 },
  { code: 'ACC201', name: 'Financial Accounting', level: '1', credits: 4 },
  { code: 'FIN301', name: 'Corporate Finance', level: '1', credits: 3 },
  { code: 'MKT210', name: 'Marketing Management', level: '1', credits: 3 },
  { code: 'ECO110', name: 'Microeconomics', level: '1', credits: 4 },
  { code: 'MAF510', name: 'Financial Reporting Analysis', level: '2', credits: 3 },
  { code: 'MSF520', name: 'Investments', level: '2', credits: 3 },
  { code: 'MBA600', name: 'Strategic Management', level: '3', credits: 3 },
  { code: 'MBA610', name: 'Managerial Economics', level: '3', credits: 2 },
  { code: 'MBA620', name: 'Leadership', level: '3', credits: 2 },
  { code: 'PHD800', name: 'Research Methods', level: '4', credits: 3 },
  { code: 'EXE900', name: 'Executive Seminar', level: '5', credits: 1 },
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export async function seedDemoTeaching(db: Executor): Promise<number> {
  const a = resourceTable(RESOURCE.teacherAccreditation);
  const records = await db
    .select({
      teacherId: a.teacherId,
      year: a.year,
      degree: a.highestDegree,
      participating: a.participating,
      employment: a.employmentStatus,
    })
    .from(a)
    .orderBy(asc(a.year), asc(a.teacherId));
  const rows: Record<string, unknown>[] = [];
  for (const r of records) {
    const seed = hash(`${r.teacherId}:${r.year}`);
    const partTime = r.employment === '2' || r.participating === false;
    const count = partTime ? 1 + (seed % 2) : 2 + (seed % 3);
    for (let i = 0; i < count; i += 1) {
      let course = COURSES[(seed >>> (i * 3)) % COURSES.length];
      if (course.level === '4' && r.degree !== '3') course = COURSES[i % 5];
      const students = 15 + ((seed >>> (i * 5)) % 60);
      rows.push({
        teacherId: r.teacherId,
        courseCode: course.code,
        courseName: course.name,
        term: `${r.year}-${1 + (i % 2)}`,
        year: r.year,
        degreeLevel: course.level,
        creditHours: course.credits,
        contactHours: course.credits * 16,
        enrolledStudents: students,
        createBy: 'system',
      });
    }
  }
  const table = resourceTable(RESOURCE.teachingAssignment);
  for (const batch of batches(rows)) await db.insert(table).values(batch);
  return rows.length;
}
