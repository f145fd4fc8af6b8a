import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../core/db.ts';
import { readMigrations, runMigrations } from '../../db/migrate.ts';
import { createEmptyDatabase } from '../../test/db.ts';

/**
 * 0006_class_members on a school's existing rows: a student's class was free text. A text naming
 * an existing class by code or name is mapped to it, any other text becomes a class of its own,
 * blanks become no class, and each student's own class gets its link and its count.
 */
let database: Database | null = null;
afterAll(async () => {
  await database?.close();
});

describe('0006_class_members', () => {
  it('turns free-text classes into classes with links and counts', async () => {
    database = await createEmptyDatabase();
    const before = readMigrations().filter((m) => m.tag < '0006_class_members');
    await runMigrations(database, { only: before.map(({ when, hash }) => ({ when, hash })) });
    await database.db.execute(
      sql`insert into classes (id, code, name) values ('k1', 'BBA2301', 'BBA 2023 Class 1'), ('k2', 'MBA23', 'MBA 2023')`,
    );
    const students: [string, string | null][] = [
      ['s1', 'BBA2301'], // by code
      ['s2', 'mba 2023'], // by name, case aside
      ['s3', 'Finance 2022'], // no such class: created
      ['s4', ' Finance 2022 '], // the same text, spaces aside
      ['s5', '  '], // blank: no class
      ['s6', null],
      ['s7', 'k2'], // already a class id
    ];
    for (const [id, cls] of students)
      await database.db.execute(
        sql`insert into student (id, student_number, name, sex, class_id) values (${id}, ${id}, ${id}, '1', ${cls})`,
      );

    expect(await runMigrations(database)).toContain('0006_class_members');

    const rows = await database.rows<{ id: string; class_id: string | null }>(
      sql`select id, class_id from student order by id`,
    );
    const byStudent = Object.fromEntries(rows.map((r) => [r.id, r.class_id]));
    expect(byStudent.s1).toBe('k1');
    expect(byStudent.s2).toBe('k2');
    expect(byStudent.s7).toBe('k2');
    expect(byStudent.s5).toBeNull();
    expect(byStudent.s6).toBeNull();
    const created = byStudent.s3 as string;
    expect(byStudent.s4).toBe(created);
    const [made] = await database.rows<{ code: string; name: string }>(
      sql`select code, name from classes where id = ${created}`,
    );
    expect(made).toEqual({ code: 'Finance 2022', name: 'Finance 2022' });

    const links = await database.rows<{ class_id: string; student_id: string }>(
      sql`select class_id, student_id from class_student order by student_id`,
    );
    expect(links.map((l) => [l.student_id, l.class_id])).toEqual([
      ['s1', 'k1'],
      ['s2', 'k2'],
      ['s3', created],
      ['s4', created],
      ['s7', 'k2'],
    ]);
    const counts = await database.rows<{ id: string; member_count: number }>(
      sql`select id, member_count from classes order by id`,
    );
    expect(Object.fromEntries(counts.map((c) => [c.id, c.member_count]))).toEqual({
      k1: 1,
      k2: 2,
      [created]: 2,
    });
  }, 180_000);
});
