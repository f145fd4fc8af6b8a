import { RESOURCE } from '@accredit/shared';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../core/db.ts';
import { sysDepart } from '../modules/system/schema.ts';
import { useTestApp } from '../test/harness.ts';
import { lookupAll } from './lookups.ts';
import { presentRows } from './present.ts';
import { refTitlesPart } from './refs.ts';
import { actorWith, allCodes } from './testing.ts';

/**
 * Presenting records reads every referenced name and custom value in one statement (issue 22's
 * load: each round trip waits its turn on the event loop and on a pooled connection), with the
 * same names and values as one query each gave; and a lookup takes any number of ids.
 */
const t = useTestApp();

/** The database, counting the statements sent through `execute`. */
function counting(db: Executor): { db: Executor; statements: () => number } {
  let n = 0;
  const wrapped = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute')
        return (query: SQLWrapper) => {
          n += 1;
          return target.execute(query);
        };
      return Reflect.get(target, key, receiver);
    },
  });
  return { db: wrapped, statements: () => n };
}

describe('presenting records', () => {
  it('names every reference and reads custom values in one statement, in either language', async () => {
    const admin = await actorWith(t, [
      ...allCodes(RESOURCE.moduleFieldCustomization),
      ...allCodes(RESOURCE.teacher),
    ]);
    const field = await t.api.post<{ id: string }>(
      '/aacsb/moduleFieldCustomization/add',
      { module: 'teacher', labelZh: '方向', labelEn: 'Area', fieldType: 'text', sortOrder: 1 },
      { token: admin.token },
    );
    expect(field.status, field.body.message).toBe(200);
    const fid = field.body.result.id;
    const departs = await t.database.db.select().from(sysDepart);
    const [college, major] = departs.filter((d) => d.departNameEn && d.departName !== d.departNameEn);
    for (const [staffId, area] of [
      ['LK01', 'Marketing'],
      ['LK02', null],
    ] as const) {
      const added = await t.api.post(
        '/aacsb/teacher/add',
        {
          staffId,
          name: `教师${staffId}`,
          sex: '1',
          collegeId: college.id,
          majorId: major.id,
          ...(area ? { customFields: { [fid]: area } } : {}),
        },
        { token: admin.token },
      );
      expect(added.status, added.body.message).toBe(200);
    }
    const rows = await t.database.rows<Record<string, unknown>>(
      // The engine's rows by key, as the list reads them.
      sql`select id, staff_id as "staffId", college_id as "collegeId",
        major_id as "majorId", create_by as "createBy" from teacher where staff_id in ('LK01', 'LK02')
        order by staff_id`,
    );
    for (const [locale, collegeName, majorName] of [
      ['en-US', college.departNameEn, major.departNameEn],
      ['zh-CN', college.departName, major.departName],
    ] as const) {
      const { db, statements } = counting(t.database.db);
      const records = await presentRows(db, RESOURCE.teacher, rows, locale);
      expect(statements()).toBe(1);
      expect(
        records.map((r) => [r.staffId, r.collegeId_dictText, r.majorId_dictText, r.customFields]),
      ).toEqual([
        ['LK01', collegeName, majorName, { [fid]: 'Marketing' }],
        // An add stores every custom field, unset ones as null.
        ['LK02', collegeName, majorName, { [fid]: null }],
      ]);
    }
  });

  it('sends nothing for nothing to look up, and takes more ids than a statement has parameters', async () => {
    const { db, statements } = counting(t.database.db);
    expect(await lookupAll(db, [])).toEqual([]);
    expect(await presentRows(db, RESOURCE.student, [], 'en-US')).toEqual([]);
    expect(statements()).toBe(0);
    const [depart] = await t.database.db.select().from(sysDepart).limit(1);
    const ids = [...Array.from({ length: 70_000 }, (_, i) => `missing-${i}`), depart.id];
    const [names] = await lookupAll(t.database.db, [refTitlesPart('department', ids, 'zh-CN')!]);
    expect([...names]).toEqual([[depart.id, depart.departName]]);
  });
});
