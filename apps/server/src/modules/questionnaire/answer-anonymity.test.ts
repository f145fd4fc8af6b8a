import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { questionnaireTable } from '../resources/schema.ts';
import { sysLog } from '../system/schema.ts';
import { adminToken, COMPLETE, publish, respondent } from './answer-fixture.ts';

/**
 * Anonymous answers are never linked to a person (DOMAIN.md section 6, issue 18 "Done when"),
 * checked in the database itself: the response row holds no column equal to the respondent's id
 * or username and no time finer than the day; no table but the responses holds the answers once
 * submitted (no operation-log row, no leftover draft); nothing else written by the submission
 * names the person beside the questionnaire, except the recipient row's "answered" flag (the
 * fact of having answered, which tracking needs; not the day, which the response keeps). A named
 * questionnaire keeps the person and logs the submission without the answers.
 */
const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = await adminToken(t);
});

/** Every table of the database whose rows, as text, contain `needle`, with how many rows. */
async function tablesHolding(needle: string): Promise<Record<string, number>> {
  const tables = await t.database.rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const [{ n }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)} x where x::text like ${`%${needle}%`}`,
    );
    if (n > 0) found[name] = n;
  }
  return found;
}

async function responseRows(id: string) {
  return t.database.rows<Record<string, unknown>>(
    sql`select * from questionnaire_response where questionnaire_id = ${id}`,
  );
}

async function logRowsOf(userId: string) {
  return t.database.db.select().from(sysLog).where(eq(sysLog.userid, userId));
}

const submit = (token: string, id: string, answers: unknown) =>
  t.api.post('/aacsb/myQuestionnaire/submit', { id, answers }, { token });
const save = (token: string, id: string, answers: unknown) =>
  t.api.post('/aacsb/myQuestionnaire/save', { id, answers }, { token });

describe('an anonymous answer', () => {
  it('is stored with no link to the person: no id, no username, no time, no log row', async () => {
    const student = await respondent(t, 'Anonymous Annie');
    const other = await respondent(t);
    const id = await publish(t, admin, [student.id, other.id], { anonymous: true });
    const secret = `secret-${student.id.slice(0, 6)}`;

    expect((await save(student.token, id, { q6: secret })).status).toBe(200);
    // While it is a draft it is the person's own, kept on their recipient row only.
    expect(await tablesHolding(secret)).toEqual({ questionnaire_recipient: 1 });

    const res = await submit(student.token, id, { ...COMPLETE, q6: secret });
    expect(res.status, res.body.message).toBe(200);

    const rows = await responseRows(id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row.respondent_id).toBeNull();
    expect(row.submit_time).toBeNull();
    const [day] = await t.database.rows<{ day: string }>(
      sql`select submitted_on::text as day from questionnaire_response where id = ${String(row.id)}`,
    );
    expect(day.day).toBe(new Date().toISOString().slice(0, 10));
    const values = Object.entries(row).map(([column, v]) => [column, JSON.stringify(v)]);
    const naming = values.filter(
      ([, v]) => v.includes(student.id) || v.includes(student.username) || v.includes('Anonymous Annie'),
    );
    expect(naming).toEqual([]);
    expect(Object.keys(row).sort()).toEqual(
      [
        'answers',
        'group_key',
        'id',
        'questionnaire_id',
        'respondent_id',
        'submit_time',
        'submitted_on',
      ].sort(),
    );

    // The answers are in the responses only: no operation log, no leftover draft.
    expect(await tablesHolding(secret)).toEqual({ questionnaire_response: 1 });
    // Nothing logs the submission with the person (the log would give its time).
    const logged = await logRowsOf(student.id);
    expect(logged.filter((l) => l.target === id || (l.requestParam ?? '').includes(id))).toEqual([]);
    // The questionnaire's last-change columns do not name the latest respondent.
    const [q] = await t.database.db
      .select({ updateBy: questionnaireTable.updateBy, responseCount: questionnaireTable.responseCount })
      .from(questionnaireTable)
      .where(eq(questionnaireTable.id, id));
    expect(q.updateBy).not.toBe(student.id);
    expect(q.updateBy).not.toBe(student.username);
    expect(q.responseCount).toBe(1);
  });

  it('keeps only the fact of having answered on the recipient row (not even the day)', async () => {
    const student = await respondent(t);
    const id = await publish(t, admin, [student.id], { anonymous: true });
    expect((await submit(student.token, id, COMPLETE)).status).toBe(200);
    const [recipient] = await t.database.rows<Record<string, unknown>>(
      sql`select answered, answered_on::text as day, draft, draft_time
          from questionnaire_recipient where questionnaire_id = ${id} and user_id = ${student.id}`,
    );
    // The response keeps the day and the group: with the day here too, one answer of a group
    // on a day would be paired with the one person of that group who answered that day.
    expect(recipient).toEqual({ answered: true, day: null, draft: null, draft_time: null });
  });

  it('is not logged even when refused, so a failed try leaves no answer behind either', async () => {
    const student = await respondent(t);
    const id = await publish(t, admin, [student.id], { anonymous: true });
    const secret = `refused-${student.id.slice(0, 6)}`;
    const res = await submit(student.token, id, { q6: secret });
    expect(res.status).toBe(400);
    expect(await tablesHolding(secret)).toEqual({});
    expect(await logRowsOf(student.id)).toEqual([]);
  });
});

describe('a named answer', () => {
  it('names the respondent and the time, and is logged without the answers', async () => {
    const student = await respondent(t);
    const id = await publish(t, admin, [student.id], { anonymous: false });
    const secret = `named-${student.id.slice(0, 6)}`;
    expect((await save(student.token, id, { q6: secret })).status).toBe(200);
    expect((await submit(student.token, id, { ...COMPLETE, q6: secret })).status).toBe(200);

    const [row] = await responseRows(id);
    expect(row.respondent_id).toBe(student.id);
    expect(row.submit_time).not.toBeNull();
    expect(await tablesHolding(secret)).toEqual({ questionnaire_response: 1 });

    const logged = await logRowsOf(student.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      target: id,
      username: student.username,
      logContent: 'submit questionnaire answers',
      requestParam: JSON.stringify({ id }),
      outcome: 'success',
    });
  });
});
