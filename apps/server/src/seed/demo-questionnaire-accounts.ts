import { RESOURCE } from '@accredit/shared';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { resourceTable } from '../crud/table.ts';
import { deliverAnnouncement } from '../modules/notification/deliver.ts';
import { sysAnnouncement } from '../modules/notification/schema.ts';
import { sysUser } from '../modules/system/schema.ts';
import { batches } from './base.ts';

/**
 * The people side of the demo questionnaires (demo-questionnaire.ts): an account for every demo
 * student, so that a questionnaire published to a class or a programme reaches its students (the
 * audience resolves classes to their students' accounts), and the notice a questionnaire's
 * audience received when collecting started.
 */

const HOUR = 3_600_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Accounts for the students who have none (all but the demo account `student`'s), linked to their
 * records: username the student number, the demo password, no role, no department (as `student`).
 */
export async function studentAccounts(db: Executor): Promise<number> {
  const st = resourceTable(RESOURCE.student);
  const [demo] = await db
    .select({ hash: sysUser.passwordHash })
    .from(sysUser)
    .where(eq(sysUser.username, 'student'));
  if (!demo) return 0;
  const students = await db
    .select({ id: st.id, number: st.studentNumber, nameEn: st.nameEn, name: st.name })
    .from(st)
    .where(isNull(st.userId))
    .orderBy(asc(st.studentNumber));
  const rows = students.map((s) => ({
    id: newId(),
    username: String(s.number),
    realname: String(s.nameEn || s.name),
    passwordHash: demo.hash,
    email: `${s.number}@stu.demo.accredit.example`,
    createBy: 'system',
  }));
  for (const batch of batches(rows)) await db.insert(sysUser).values(batch);
  await db.execute(sql`update ${st} set user_id = u.id from ${sysUser} u
    where u.username = ${st}.student_number and ${st}.user_id is null`);
  return rows.length;
}

/** The notice the audience of an anonymous questionnaire received when collecting started (as the start action sends it). */
export async function announce(
  db: Executor,
  to: { id: string; userIds: string[] },
  q: { name: string; nameEn: string; startTime: Date; endTime: Date },
  sender: string,
) {
  const id = newId();
  const link = `/my-questionnaires?open=${to.id}`;
  const closes = iso(q.endTime.getTime() + 8 * HOUR);
  await db.insert(sysAnnouncement).values({
    id,
    title: `新问卷：${q.name} / New questionnaire: ${q.nameEn}`,
    content:
      `<p>请在${closes}前填写<a href="${link}">${escapeHtml(q.name)}</a>。本问卷匿名填写。</p>` +
      `<p>Please answer <a href="${link}">${escapeHtml(q.nameEn)}</a> by ${closes}. It is anonymous.</p>`,
    priority: 'M',
    msgType: 'USER',
    category: 'notice',
    audienceIds: to.userIds,
    sendStatus: '1',
    sender,
    sendTime: q.startTime,
    createBy: sender,
    createTime: q.startTime,
  });
  await deliverAnnouncement(db, id, { msgType: 'USER', audienceIds: to.userIds });
}
