import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';

interface Ev {
  id: string;
  title: string;
  startTime: string;
  endTime: string | null;
}
interface PageOf<T> {
  records: T[];
  total: number;
}

describe('personal calendar and workplace summary', () => {
  const t = useTestApp();
  const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  it('keeps each user to their own events', async () => {
    const teacher = await t.tokenFor('teacher');
    const other = await t.tokenFor('secretary');
    const added = await t.api.post<Ev>(
      '/aacsb/calendarEvent/add',
      { title: 'Syllabus review', startTime: soon(1), endTime: soon(1.1) },
      { token: teacher },
    );
    expect(added.status).toBe(200);
    const id = added.body.result.id;

    const mine = await t.api.get<PageOf<Ev>>('/aacsb/calendarEvent/list', { token: teacher });
    expect(mine.body.result.records.map((e) => e.title)).toContain('Syllabus review');
    const theirs = await t.api.get<PageOf<Ev>>('/aacsb/calendarEvent/list', { token: other });
    expect(theirs.body.result.records.map((e) => e.id)).not.toContain(id);

    // Another user can neither read, change nor delete it.
    expect((await t.api.get('/aacsb/calendarEvent/queryById', { token: other, query: { id } })).status).toBe(
      404,
    );
    const edit = await t.api.put(
      '/aacsb/calendarEvent/edit',
      { id, title: 'Hijacked', startTime: soon(1) },
      { token: other },
    );
    expect(edit.status).toBe(404);
    expect((await t.api.delete('/aacsb/calendarEvent/delete', { token: other, query: { id } })).status).toBe(
      404,
    );

    const renamed = await t.api.put<Ev>(
      '/aacsb/calendarEvent/edit',
      { id, title: 'Syllabus review (room 204)', startTime: soon(1) },
      { token: teacher },
    );
    expect(renamed.body.result.title).toBe('Syllabus review (room 204)');
    expect(
      (await t.api.delete('/aacsb/calendarEvent/delete', { token: teacher, query: { id } })).status,
    ).toBe(200);
    const after = await t.api.get<PageOf<Ev>>('/aacsb/calendarEvent/list', { token: teacher });
    expect(after.body.result.records.map((e) => e.id)).not.toContain(id);
  });

  it('refuses an event that ends before it starts, in the caller language', async () => {
    const token = await t.tokenFor('teacher');
    const res = await t.api.post(
      '/aacsb/calendarEvent/add',
      { title: 'Backwards', startTime: soon(2), endTime: soon(1) },
      { token, lang: 'zh-CN' },
    );
    expect(res.status).toBe(400);
    expect(res.raw).toContain('结束时间不能早于开始时间');
  });

  it('needs a session', async () => {
    expect((await t.api.get('/aacsb/calendarEvent/list')).status).toBe(401);
    expect((await t.api.get('/aacsb/workplace/summary')).status).toBe(401);
  });

  it('summarises upcoming events on the workplace', async () => {
    const token = await t.tokenFor('unitadmin');
    await t.api.post('/aacsb/calendarEvent/add', { title: 'Site visit', startTime: soon(3) }, { token });
    await t.api.post('/aacsb/calendarEvent/add', { title: 'Far away', startTime: soon(40) }, { token });
    const res = await t.api.get<{ upcomingEvents: Ev[]; eventsNext7Days: number }>(
      '/aacsb/workplace/summary',
      {
        token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.upcomingEvents.map((e) => e.title)).toEqual(['Site visit', 'Far away']);
    expect(res.body.result.eventsNext7Days).toBe(1);
  });

  it('counts unread notifications on the workplace, and the count falls when one is read', async () => {
    const admin = await t.tokenFor('admin');
    const token = await t.tokenFor('progadmin');
    const summary = async () =>
      (await t.api.get<{ unreadNotifications: number }>('/aacsb/workplace/summary', { token })).body.result
        .unreadNotifications;
    const before = await summary();
    const added = await t.api.post<{ id: string }>(
      '/sys/annountCement/add',
      { title: 'Site visit next week', content: '<p>Please prepare.</p>', msgType: 'ALL' },
      { token: admin },
    );
    expect(added.status).toBe(200);
    const released = await t.api.put('/sys/annountCement/doReleaseData', undefined, {
      token: admin,
      query: { id: added.body.result.id },
    });
    expect(released.status).toBe(200);
    expect(await summary()).toBe(before + 1);

    const list = await t.api.get<PageOf<{ id: string; title: string }>>('/aacsb/viewUserNotification/list', {
      token,
      query: { ifRead: 1, pageNo: 1, pageSize: 1000000 },
    });
    const mine = list.body.result.records.find((n) => n.title === 'Site visit next week');
    expect(mine).toBeDefined();
    await t.api.put('/aacsb/userSystemNotification/edit', { id: mine?.id, ifRead: 0 }, { token });
    expect(await summary()).toBe(before);
  });
});
