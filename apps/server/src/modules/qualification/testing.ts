import type { Activity, Assignment, Discipline, Output, Teacher } from '@accredit/shared/aacsb/index.ts';
import {
  PAPER_ACTIVITIES,
  PAPER_ASSIGNMENTS,
  PAPER_DISCIPLINES,
  PAPER_OUTPUTS,
  PAPER_TEACHERS,
} from '@accredit/shared/aacsb/paper-school.ts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { schoolInfo } from '../school/schema.ts';
import { sysDepart } from '../system/schema.ts';
import { markTablesStale } from './freshness.ts';
import { T } from './load.ts';

/**
 * Writes an in-memory school (the pure model) into the database, for the API test of the
 * paper-worked school and for the bench. Ids are kept, so tables computed from the database can
 * be compared with the pure computation figure by figure. Inserts go in chunks (no row at a time).
 */
export interface SchoolRows {
  year: number;
  disciplines: Discipline[];
  teachers: Teacher[];
  outputs: Output[];
  activities: Activity[];
  assignments: Assignment[];
}

async function chunked<R>(rows: R[], size: number, write: (part: R[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** Empties the faculty records and makes these disciplines the school's only ones. */
export async function clearFaculty(db: Executor): Promise<void> {
  for (const t of [T.author, T.output, T.engagement, T.assignment, T.discipline, T.accreditation])
    await db.execute(sql`delete from ${t}`);
  await db.update(sysDepart).set({ isDiscipline: false });
  await markTablesStale(db);
}

export async function insertSchool(db: Executor, s: SchoolRows): Promise<void> {
  const parent =
    (await db.select({ id: sysDepart.id }).from(sysDepart).where(eq(sysDepart.orgCode, 'A01')))[0]?.id ??
    null;
  await chunked(s.disciplines, 500, (part) =>
    db.insert(sysDepart).values(
      part.map((d, i) => ({
        id: d.id,
        parentId: parent,
        departName: d.name,
        departNameEn: d.nameEn,
        orgCode: `Z${String(i).padStart(4, '0')}${d.id}`.slice(0, 60),
        isDiscipline: true,
        departOrder: i,
        fte: d.fte,
        createBy: 'test',
      })),
    ),
  );
  await chunked(s.teachers, 1000, (part) =>
    db
      .insert(T.teacher)
      .values(
        part.map((t) => ({ id: t.id, staffId: `S-${t.id}`, name: t.name, sex: '1', createBy: 'test' })),
      ),
  );
  await chunked(s.teachers, 1000, (part) =>
    db.insert(T.accreditation).values(
      part.map((t) => ({
        teacherId: t.id,
        year: s.year,
        participating: t.participating,
        specialty: t.specialty ?? null,
        highestDegree: t.degree,
        degreeYear: t.degreeYear,
        responsibilities: (t.responsibilities ?? []).join(','),
        missionPercent: t.missionPercent,
        basis: t.basis ?? null,
        createBy: 'test',
      })),
    ),
  );
  const shares = s.teachers.flatMap((t) =>
    t.disciplines.map((d) => ({ teacherId: t.id, year: s.year, ...d, createBy: 'test' })),
  );
  await chunked(shares, 1000, (part) => db.insert(T.discipline).values(part));
  await chunked(s.outputs, 1000, (part) =>
    db.insert(T.output).values(
      part.map((o) => ({
        id: o.id,
        outputType: o.type,
        titleEn: o.title,
        category: o.category,
        peerReviewed: o.peerReviewed,
        publishDate: o.date,
        venueLevel: o.venueLevel ?? null,
        reviewStatus: o.approved ? 1 : 0,
        createBy: 'test',
      })),
    ),
  );
  const authors = s.outputs.flatMap((o) =>
    o.authors.map((a, i) => ({
      outputId: o.id,
      authorOrder: i + 1,
      teacherId: a.teacherId && s.teachers.some((t) => t.id === a.teacherId) ? a.teacherId : null,
      externalName: a.teacherId ? null : 'External Author',
      isLead: a.isLead,
      createBy: 'test',
    })),
  );
  await chunked(authors, 1000, (part) => db.insert(T.author).values(part));
  await chunked(s.activities, 1000, (part) =>
    db.insert(T.engagement).values(
      part.map((a) => ({
        id: a.id,
        type: a.type,
        teacherId: a.teacherId,
        title: a.title,
        startTime: a.start,
        endTime: a.end,
        reviewStatus: a.approved ? 1 : 0,
        createBy: 'test',
      })),
    ),
  );
  await chunked(s.assignments, 1000, (part) =>
    db.insert(T.assignment).values(
      part.map((a) => ({
        id: a.id,
        teacherId: a.teacherId,
        courseCode: a.courseCode,
        courseName: a.courseName ?? null,
        year: a.year,
        degreeLevel: a.degreeLevel ?? '5',
        creditHours: a.creditHours,
        contactHours: a.contactHours,
        enrolledStudents: a.enrolledStudents,
        disciplineId: a.disciplineId ?? null,
        createBy: 'test',
      })),
    ),
  ); // Written behind the engine's back: the kept tables must not answer from before.
  await markTablesStale(db);
}

export async function setCounting(
  db: Executor,
  p: { baseTime?: string; retroactiveYears?: number; contributionRate?: number; rateCounting?: boolean },
): Promise<void> {
  await db.update(schoolInfo).set({
    ...(p.baseTime ? { table81BaseTime: p.baseTime } : {}),
    ...(p.retroactiveYears ? { retroactiveYears: p.retroactiveYears } : {}),
    ...(p.contributionRate !== undefined ? { contributionRate: p.contributionRate } : {}),
    ...(p.rateCounting !== undefined ? { contributionRateEnabled: p.rateCounting ? '1' : '0' } : {}),
  });
  await markTablesStale(db);
}

/**
 * The paper-worked school of packages/shared/src/aacsb/paper-school.ts, alone in the database,
 * counted as its hand-worked figures assume (base time end of 2025, 5 years back, 50% co-author
 * rate, no rate counting).
 */
export async function insertPaperSchool(db: Executor): Promise<void> {
  await clearFaculty(db);
  await insertSchool(db, {
    year: 2025,
    disciplines: PAPER_DISCIPLINES,
    teachers: PAPER_TEACHERS,
    outputs: PAPER_OUTPUTS,
    activities: PAPER_ACTIVITIES,
    assignments: PAPER_ASSIGNMENTS,
  });
  await setCounting(db, {
    baseTime: '2025-12-31',
    retroactiveYears: 5,
    contributionRate: 50,
    rateCounting: false,
  });
}
