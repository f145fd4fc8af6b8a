import { RESOURCE, resourcePermission } from '@accredit/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actorWith } from '../../crud/testing.ts';
import { useTestApp } from '../../test/harness.ts';
import { sysPermission, sysRolePermission } from './schema.ts';

/**
 * Issue 22 item 4: a role's data rules are read once and kept (system/permission-cache.ts
 * keptForRole). Each change an administrator makes to them through the API binds the very next
 * call: the case lists first, so the rules are kept, then changes them and lists again at once.
 */
const t = useTestApp();
let admin: string;
let actor: Actor;
let screenId: string;

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  actor = await actorWith(t, [resourcePermission(RESOURCE.student, 'query')]);
  const [button] = await t.database.db
    .select({ parentId: sysPermission.parentId })
    .from(sysPermission)
    .where(and(eq(sysPermission.perms, 'student:query'), isNotNull(sysPermission.parentId)));
  screenId = button.parentId as string;
  // The role holds the screen too, which is where a rule binding every button goes.
  await t.database.db
    .insert(sysRolePermission)
    .values({ roleId: actor.roleId, permissionId: screenId })
    .onConflictDoNothing();
  await t.database.db.execute(sql`
    insert into student (id, create_by, student_number, name, sex)
    values ('kr1', 'alice', 'KR0001', 'Kept rule one', '1'), ('kr2', 'alice', 'KR0002', 'Kept rule two', '1'),
           ('kr3', 'bob', 'KR0003', 'Kept rule three', '2')`);
});

const listed = async () => {
  const res = await t.api.get<{ records: { id: string }[] }>('/aacsb/student/list', {
    token: actor.token,
    query: { name: '*Kept rule*', pageSize: 10 },
  });
  expect(res.status, res.raw.slice(0, 200)).toBe(200);
  return res.body.result.records.map((r) => r.id).sort();
};

describe('kept data rules', () => {
  it('follow every change of a rule and of the role’s choice of rules at once', async () => {
    expect(await listed()).toEqual(['kr1', 'kr2', 'kr3']);

    const added = await t.api.post<{ id: string }>(
      '/sys/permission/addPermissionRule',
      {
        permissionId: screenId,
        ruleName: 'by bob',
        ruleColumn: 'create_by',
        ruleConditions: '=',
        ruleValue: 'bob',
      },
      { token: admin },
    );
    expect(added.status, added.raw.slice(0, 200)).toBe(200);
    // Defined but not chosen for the role yet: nothing changes.
    expect(await listed()).toEqual(['kr1', 'kr2', 'kr3']);

    const chosen = await t.api.post(
      '/sys/role/datarule',
      { permissionId: screenId, roleId: actor.roleId, dataRuleIds: added.body.result.id },
      { token: admin },
    );
    expect(chosen.status, chosen.raw.slice(0, 200)).toBe(200);
    expect(await listed()).toEqual(['kr3']);

    const edited = await t.api.put(
      '/sys/permission/editPermissionRule',
      {
        id: added.body.result.id,
        ruleName: 'by alice',
        ruleColumn: 'create_by',
        ruleConditions: '=',
        ruleValue: 'alice',
      },
      { token: admin },
    );
    expect(edited.status, edited.raw.slice(0, 200)).toBe(200);
    expect(await listed()).toEqual(['kr1', 'kr2']);

    const removed = await t.api.delete('/sys/permission/deletePermissionRule', {
      token: admin,
      query: { id: added.body.result.id },
    });
    expect(removed.status, removed.raw.slice(0, 200)).toBe(200);
    expect(await listed()).toEqual(['kr1', 'kr2', 'kr3']);
  });
});
