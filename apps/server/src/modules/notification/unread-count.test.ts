import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../core/db.ts';
import { useTestApp } from '../../test/harness.ts';
import { notifyUsers } from './notify.ts';

/** The header badge's count call: one number, the caller's own unread notifications only. */
describe('unread count', () => {
  const t = useTestApp();
  const count = async (token: string) => {
    const res = await t.api.get<{ count: number }>('/aacsb/viewUserNotification/unreadCount', { token });
    expect(res.status).toBe(200);
    return res.body.result.count;
  };
  const unreadList = async (token: string) =>
    (
      await t.api.get<{ records: { id: string }[] }>('/aacsb/viewUserNotification/list', {
        token,
        query: { pageNo: 1, ifRead: 1, pageSize: 1_000_000 },
      })
    ).body.result.records;

  it('matches the unread list, follows a new notification and a read one, and counts only the caller’s', async () => {
    const teacher = await t.tokenFor('teacher');
    const secretary = await t.tokenFor('secretary');
    const before = await count(teacher);
    expect(before).toBe((await unreadList(teacher)).length);
    const secretaryBefore = await count(secretary);

    await inTransaction(t.database.db, (tx) =>
      notifyUsers(tx, { usernames: ['teacher'], title: 'Your article was approved', content: 'ok' }),
    );
    expect(await count(teacher)).toBe(before + 1);
    expect(await count(secretary)).toBe(secretaryBefore);

    const [newest] = await unreadList(teacher);
    await t.api.put('/aacsb/userSystemNotification/edit', { id: newest.id, ifRead: 0 }, { token: teacher });
    expect(await count(teacher)).toBe(before);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.api.get('/aacsb/viewUserNotification/unreadCount')).status).toBe(401);
  });
});
