import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../core/db.ts';
import { useTestApp } from '../../test/harness.ts';
import { notifyUsers } from './notify.ts';

interface Note {
  id: string;
  systemNotificationId: string;
  title: string;
  content: string;
  ifRead: number;
}
interface PageOf<T> {
  records: T[];
  total: number;
}

describe('announcements and notifications', () => {
  const t = useTestApp();
  const inbox = (token: string, query: Record<string, string | number> = {}) =>
    t.api.get<PageOf<Note>>('/aacsb/viewUserNotification/list', {
      token,
      query: { pageNo: 1, pageSize: -1, column: 'createTime', order: 'desc', ...query },
    });
  const unread = async (token: string) =>
    (await inbox(token, { ifRead: 1, pageSize: 1_000_000 })).body.result.records.length;

  async function roleId(token: string, code: string) {
    const roles = await t.api.get<{ id: string; roleCode: string }[]>('/sys/role/queryall', { token });
    return roles.body.result.find((r) => r.roleCode === code)?.id as string;
  }

  it('reaches exactly the audience on release, and the unread count follows reading', async () => {
    const admin = await t.tokenFor('admin');
    const teacher = await t.tokenFor('teacher');
    const expert = await t.tokenFor('expert');
    const teacherBefore = await unread(teacher);
    const expertBefore = await unread(expert);

    const added = await t.api.post<{ id: string; content: string }>(
      '/sys/annountCement/add',
      {
        title: 'Syllabus deadline',
        content:
          '<p>Upload by <b>Friday</b><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>',
        msgType: 'ROLE',
        audienceIds: [await roleId(admin, '4')],
        priority: 'H',
      },
      { token: admin },
    );
    expect(added.status).toBe(200);
    expect(added.body.result.content).toContain('<b>Friday</b>');
    expect(added.body.result.content).not.toMatch(/script|onerror|javascript:/);
    // A draft reaches nobody.
    expect(await unread(teacher)).toBe(teacherBefore);

    const released = await t.api.put<{ delivered: number }>('/sys/annountCement/doReleaseData', undefined, {
      token: admin,
      query: { id: added.body.result.id },
    });
    expect(released.status).toBe(200);
    expect(await unread(teacher)).toBe(teacherBefore + 1);
    expect(await unread(expert)).toBe(expertBefore);

    const note = (await inbox(teacher)).body.result.records.find(
      (n) => n.systemNotificationId === added.body.result.id,
    ) as Note;
    expect(note).toMatchObject({ title: 'Syllabus deadline', ifRead: 1 });
    const opened = await t.api.get<Note & { files: unknown[] }>('/aacsb/userSystemNotification/queryById', {
      token: teacher,
      query: { id: note.id },
    });
    expect(opened.body.code).toBe(0);
    const read = await t.api.put(
      '/aacsb/userSystemNotification/edit',
      { ...opened.body.result, ifRead: 0 },
      { token: teacher },
    );
    expect(read.body.code).toBe(200);
    expect(await unread(teacher)).toBe(teacherBefore);
    expect((await inbox(teacher, { ifRead: 0 })).body.result.records.map((n) => n.id)).toContain(note.id);

    // Nobody reads or marks someone else's notification, whatever userId they send.
    expect(
      (await t.api.get('/aacsb/userSystemNotification/queryById', { token: expert, query: { id: note.id } }))
        .status,
    ).toBe(404);
    expect(
      (await t.api.put('/aacsb/userSystemNotification/edit', { id: note.id, ifRead: 1 }, { token: expert }))
        .status,
    ).toBe(404);
    const teacherId = (
      await t.api.get<{ records: { id: string; username: string }[] }>('/sys/user/list', {
        token: admin,
        query: { username: 'teacher' },
      })
    ).body.result.records[0].id;
    const spying = await inbox(expert, { userId: teacherId });
    expect(spying.body.result.records.map((n) => n.id)).not.toContain(note.id);

    // Revoked: it leaves the list.
    await t.api.put('/sys/annountCement/doReovkeData', undefined, {
      token: admin,
      query: { id: added.body.result.id },
    });
    expect((await inbox(teacher)).body.result.records.map((n) => n.id)).not.toContain(note.id);
  });

  it('gives an "everyone" announcement to people added after its release', async () => {
    const admin = await t.tokenFor('admin');
    const added = await t.api.post<{ id: string }>(
      '/sys/annountCement/add',
      { title: 'Welcome to the new term', msgType: 'ALL' },
      { token: admin },
    );
    await t.api.put('/sys/annountCement/doReleaseData', undefined, {
      token: admin,
      query: { id: added.body.result.id },
    });
    const created = await t.api.post(
      '/sys/user/add',
      {
        username: 'latecomer',
        realname: 'Late Comer',
        password: 'Late#2026x',
        selectedroles: await roleId(admin, '4'),
      },
      { token: admin },
    );
    expect(created.status).toBe(200);
    const late = await t.tokenFor('latecomer');
    const titles = (await inbox(late)).body.result.records.map((n) => n.title);
    expect(titles).toContain('Welcome to the new term');
    expect(await unread(late)).toBe(1);
  });

  it('lets other modules notify named people (notifyUsers)', async () => {
    const secretary = await t.tokenFor('secretary');
    const before = await unread(secretary);
    const sent = await inTransaction(t.database.db, (tx) =>
      notifyUsers(tx, {
        usernames: ['secretary'],
        title: 'Your article was approved',
        content: '<p>ok</p><script>x</script>',
      }),
    );
    expect(sent).toBe(1);
    expect(await unread(secretary)).toBe(before + 1);
    const latest = (await inbox(secretary)).body.result.records[0];
    expect(latest).toMatchObject({ title: 'Your article was approved', content: '<p>ok</p>' });
    // It is a notice, not an announcement administrators manage.
    const admin = await t.tokenFor('admin');
    const list = await t.api.get<PageOf<{ title: string }>>('/sys/annountCement/list', {
      token: admin,
      query: { pageSize: -1 },
    });
    expect(list.body.result.records.map((r) => r.title)).not.toContain('Your article was approved');
  });

  it('refuses to edit a released announcement', async () => {
    const admin = await t.tokenFor('admin');
    const added = await t.api.post<{ id: string }>(
      '/sys/annountCement/add',
      { title: 'Fixed' },
      { token: admin },
    );
    await t.api.put('/sys/annountCement/doReleaseData', undefined, {
      token: admin,
      query: { id: added.body.result.id },
    });
    const edit = await t.api.put(
      '/sys/annountCement/edit',
      { id: added.body.result.id, title: 'Changed' },
      { token: admin },
    );
    expect(edit.status).toBe(400);
  });
});
