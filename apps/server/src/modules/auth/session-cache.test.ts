import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { sysRole } from '../system/schema.ts';

/**
 * Issue 22 item 4: a session is read once for a burst of calls and kept a few seconds
 * (auth/sessions.ts). Whatever changes it through the API is seen by the very next call: each case
 * first makes a call, so the session is kept, then changes it and calls again at once.
 */
const t = useTestApp();

describe('kept sessions', () => {
  it('end at once when the account is frozen', async () => {
    const admin = await t.tokenFor('admin');
    const person = await buildUser(t.database.db, { roles: ['4'] });
    const token = await t.tokenFor(person.username, '4');
    expect((await t.api.get('/sys/checkToken', { token })).status).toBe(200);
    const frozen = await t.api.put('/sys/user/frozenBatch', { ids: person.id, status: 2 }, { token: admin });
    expect(frozen.status).toBe(200);
    expect((await t.api.get('/sys/checkToken', { token })).status).toBe(401);
  });

  it('lose a deleted role at once', async () => {
    const admin = await t.tokenFor('admin');
    const code = `k${Date.now() % 1_000_000}`;
    const added = await t.api.post<{ id: string }>(
      '/sys/role/add',
      { roleCode: code, roleName: 'Kept session role' },
      { token: admin },
    );
    expect(added.status, added.raw.slice(0, 200)).toBe(200);
    const [role] = await t.database.db.select().from(sysRole).where(eq(sysRole.roleCode, code));
    const person = await buildUser(t.database.db, { roles: ['4', code] });
    const token = await t.tokenFor(person.username, code);
    const before = await t.api.get<{ currentRoleId: string | null }>(
      '/sys/permission/getUserPermissionByToken',
      { token },
    );
    expect(before.body.result.currentRoleId).toBe(role.id);
    expect((await t.api.delete('/sys/role/delete', { token: admin, query: { id: role.id } })).status).toBe(
      200,
    );
    const after = await t.api.get<{ currentRoleId: string | null }>(
      '/sys/permission/getUserPermissionByToken',
      { token },
    );
    expect(after.body.result.currentRoleId).not.toBe(role.id);
  });

  it('work as a newly chosen role at once', async () => {
    const person = await buildUser(t.database.db, { roles: ['1', '4'] });
    const token = await t.tokenFor(person.username, '4');
    expect((await t.api.get('/sys/user/list', { token })).status).toBe(403);
    const [adminRole] = await t.database.db.select().from(sysRole).where(eq(sysRole.roleCode, '1'));
    const switched = await t.api.get('/sys/permission/getUserPermissionByToken', {
      token,
      query: { roleId: adminRole.id },
    });
    expect(switched.status).toBe(200);
    expect((await t.api.get('/sys/user/list', { token })).status).toBe(200);
  });
});
