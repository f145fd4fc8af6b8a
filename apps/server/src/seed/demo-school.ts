import { RESOURCE } from '@accredit/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { resourceTable } from '../crud/table.ts';
import { sysDepart, sysUser } from '../modules/system/schema.ts';
import { insertAll } from './base.ts';
import { outputRows, recordRows } from './demo-contributions.ts';
import { accreditationRows, buildTeachers, type DemoTeacher, teacherRows } from './demo-faculty.ts';
import { CONFERENCES, FUNDERS, JOURNALS, type Journal, prng } from './demo-school-data.ts';
import { seedDemoStaff } from './demo-staff.ts';

/**
 * The demo school's faculty and seven years of what they contribute (issue 7): 65 teachers in the
 * five disciplines of the department tree (some part-time, some split over two disciplines), their
 * accreditation records, eight professional staff and theirs (demo-staff.ts), the journal,
 * conference and project lists, about 900 research outputs of every type with internal and
 * external co-authors, teaching and engagement records. The demo account `teacher` is Chen
 * Jing of Management; `multirole` is Huang Lei of Accounting; `secretary` reviews Management.
 * Deterministic (seeded PRNG) and fast: multi-row inserts only, inside the demo seed transaction.
 */

export interface DemoSchoolSummary {
  teachers: number;
  staff: number;
  outputs: number;
  authors: number;
  teaching: number;
  engagement: number;
}

async function seedJournals(db: Executor): Promise<Map<string, { journal: Journal; refId: string }[]>> {
  const byDiscipline = new Map<string, { journal: Journal; refId: string }[]>();
  const rows: Record<string, unknown>[] = [];
  for (const [org, journals] of Object.entries(JOURNALS)) {
    byDiscipline.set(
      org,
      journals.map((journal) => {
        const refId = newId();
        rows.push({
          id: refId,
          nameZh: journal.zh,
          nameEn: journal.en,
          issn: journal.issn,
          rankingList: journal.list,
          ranking: journal.levelText,
          level: journal.level,
          // Every listed journal referees its articles (FT50, ABS, CSSCI alike).
          peerReviewed: true,
          reviewStatus: 1,
          reviewBy: 'secretary',
          reviewTime: new Date('2019-01-10T08:00:00Z'),
          createBy: 'secretary',
          sysOrgCode: 'A01',
        });
        return { journal, refId };
      }),
    );
  }
  await insertAll(db, resourceTable(RESOURCE.periodicalStandard), rows);
  return byDiscipline;
}

/** The conference and funded-project lists beside the journals (the venues outputs pick from). */
async function seedVenueLists(db: Executor): Promise<void> {
  const reviewed = {
    reviewStatus: 1,
    reviewBy: 'secretary',
    reviewTime: new Date('2019-01-10T08:00:00Z'),
    createBy: 'secretary',
    sysOrgCode: 'A01',
  };
  await insertAll(
    db,
    resourceTable(RESOURCE.conferenceStandard),
    // The first four are the international societies' meetings; the last two are national. All
    // referee the papers they accept.
    CONFERENCES.map(([zh, en], i) => ({
      nameZh: zh,
      nameEn: en,
      level: i < 4 ? '4' : '3',
      peerReviewed: true,
      ...reviewed,
    })),
  );
  await insertAll(
    db,
    resourceTable(RESOURCE.projectStandard),
    FUNDERS.map(([zh, en, level]) => ({ nameZh: zh, nameEn: en, level, ...reviewed })),
  );
}

export async function seedDemoSchool(db: Executor): Promise<DemoSchoolSummary> {
  const rng = prng(2026);
  const disciplines = await db
    .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(and(eq(sysDepart.isDiscipline, true), eq(sysDepart.delFlag, false)))
    .orderBy(asc(sysDepart.orgCode));
  const accounts = await db
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(inArray(sysUser.username, ['teacher', 'multirole']));
  const teachers = buildTeachers(rng, disciplines, new Map(accounts.map((a) => [a.username, a.id])));

  await insertAll(db, resourceTable(RESOURCE.teacher), teacherRows(teachers));
  const { records, splits } = accreditationRows(rng, teachers);
  const stamp = (rows: Record<string, unknown>[]) =>
    rows.map((r) => ({ createBy: 'unitadmin', sysOrgCode: 'A01', ...r }));
  await insertAll(db, resourceTable(RESOURCE.teacherAccreditation), stamp(records));
  await insertAll(db, resourceTable(RESOURCE.teacherDiscipline), stamp(splits));
  const staff = await seedDemoStaff(db);

  const byDiscipline = new Map<string, DemoTeacher[]>();
  for (const t of teachers)
    byDiscipline.set(t.discipline.id, [...(byDiscipline.get(t.discipline.id) ?? []), t]);
  const journals = await seedJournals(db);
  await seedVenueLists(db);
  const { outputs, authors } = outputRows(rng, teachers, { journals, byDiscipline });
  await insertAll(db, resourceTable(RESOURCE.researchOutput), outputs);
  await insertAll(db, resourceTable(RESOURCE.researchOutputAuthor), authors);
  const { teaching, engagement } = recordRows(rng, teachers);
  await insertAll(db, resourceTable(RESOURCE.teachingContribution), teaching);
  await insertAll(db, resourceTable(RESOURCE.professionalEngagement), engagement);
  return {
    teachers: teachers.length,
    staff,
    outputs: outputs.length,
    authors: authors.length,
    teaching: teaching.length,
    engagement: engagement.length,
  };
}
