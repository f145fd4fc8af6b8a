import { inList, isExported, isFilter, isImported, RESOURCE } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';
import { labelIn } from './labels.ts';
import { type Actor, actorWith, allCodes, readWorkbook, sampleRecord } from './testing.ts';

/**
 * The `json` field type through the engine, on the one resource that has it (syllabus: course
 * objectives, assessment plan, weekly schedule, textbooks): stored and returned as arrays, kept by
 * an edit that leaves them out, bounded in size, and never a list column, filter, spreadsheet
 * column or unique value.
 */
const t = useTestApp();
const def = RESOURCE.syllabus;
const base = '/aacsb/syllabus';
const JSON_KEYS = def.fields.filter((f) => f.type === 'json').map((f) => f.key);
type Rec = Record<string, unknown> & { id: string };

const textbooks = [{ title: 'Principles of Management', author: 'R. Daft', year: 2020, required: true }];
const schedule = [
  { week: 1, topic: 'Introduction', hours: 2 },
  { week: 2, topic: 'Planning', hours: 3 },
];

let seed = 7000;
async function addSyllabus(admin: Actor, values: Record<string, unknown>) {
  const body = { ...(await sampleRecord(t.api, admin.token, def, seed++)), ...values };
  return t.api.post<{ id: string }>(`${base}/add`, body, { token: admin.token });
}
const fieldsOf = (res: { body: { result: unknown } }) =>
  (res.body.result as { fields: Record<string, string> }).fields;
const read = async (admin: Actor, id: string) =>
  (await t.api.get<Rec>(`${base}/queryById`, { token: admin.token, query: { id } })).body.result;

describe('json fields', () => {
  it('declares none of them as a list column, filter, spreadsheet column or unique value', () => {
    expect(JSON_KEYS).toEqual(['objectives', 'assessment', 'schedule', 'textbooks']);
    for (const field of def.fields.filter((f) => f.type === 'json')) {
      expect([inList(field), isFilter(field), isExported(field), isImported(field)]).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
  });

  it('stores and returns arrays, and an edit that leaves them out keeps them', async () => {
    const admin = await actorWith(t, allCodes(def));
    const res = await addSyllabus(admin, { textbooks, schedule });
    expect(res.status, res.body.message).toBe(200);
    const id = res.body.result.id;
    const one = await read(admin, id);
    expect(Array.isArray(one.textbooks)).toBe(true);
    expect(one.textbooks).toMatchObject(textbooks);
    expect(one.schedule).toMatchObject(schedule);
    expect(one.objectives).toEqual([]);
    const listed = await t.api.get<{ records: Rec[] }>(`${base}/list`, {
      token: admin.token,
      query: { pageSize: -1 },
    });
    expect(listed.body.result.records.find((r) => r.id === id)?.schedule).toMatchObject(schedule);

    const edited = await t.api.put(`${base}/edit`, { id, summary: '<p>Changed</p>' }, { token: admin.token });
    expect(edited.status, edited.body.message).toBe(200);
    const after = await read(admin, id);
    expect(after.summary).toBe('<p>Changed</p>');
    expect(after.textbooks).toMatchObject(textbooks);
    expect(after.schedule).toMatchObject(schedule);

    const emptied = await t.api.put(`${base}/edit`, { id, schedule: [] }, { token: admin.token });
    expect(emptied.status, emptied.body.message).toBe(200);
    expect((await read(admin, id)).schedule).toEqual([]);
    expect((await read(admin, id)).textbooks).toMatchObject(textbooks);
  });

  it('refuses what is not a list, or too long a list, with the message on the field, and stores nothing', async () => {
    const admin = await actorWith(t, allCodes(def));
    const count = async () =>
      (await t.api.get<{ total: number }>(`${base}/list`, { token: admin.token, query: { pageSize: 1 } }))
        .body.result.total;
    const before = await count();
    const text = await addSyllabus(admin, { textbooks: 'a book' });
    expect(text.status).toBe(400);
    expect(fieldsOf(text).textbooks).toBe('Invalid value');
    const long = await addSyllabus(admin, {
      schedule: Array.from({ length: 501 }, (_, i) => ({ week: 1, topic: `t${i}`, hours: 1 })),
    });
    expect(long.status).toBe(400);
    expect(fieldsOf(long).schedule).toBe('Must be at most 500');
    expect(await count()).toBe(before);
  });

  it('leaves them out of the export, the import template and the list filters, and the duplicate check refuses them', async () => {
    const admin = await actorWith(t, allCodes(def));
    expect((await addSyllabus(admin, { textbooks })).status).toBe(200);
    const labels = JSON_KEYS.map((key) =>
      labelIn(def, def.fields.find((f) => f.key === key) as (typeof def.fields)[number], 'en-US'),
    );
    for (const url of [`${base}/exportXls`, `${base}/importTemplate`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api${url}`,
        headers: { 'x-access-token': admin.token },
      });
      expect(res.statusCode).toBe(200);
      const [headers] = await readWorkbook(res.rawPayload);
      expect(headers.length).toBeGreaterThan(0);
      for (const label of labels) expect(headers.map((h) => h.replace(/^\*/, ''))).not.toContain(label);
    }
    // A json "filter" is no filter: the parameter is ignored, not turned into SQL.
    const all = await t.api.get<{ total: number }>(`${base}/list`, {
      token: admin.token,
      query: { pageSize: 1 },
    });
    const filtered = await t.api.get<{ total: number }>(`${base}/list`, {
      token: admin.token,
      query: { pageSize: 1, textbooks: '*Principles*' },
    });
    expect(filtered.status).toBe(200);
    expect(filtered.body.result.total).toBe(all.body.result.total);
    const dup = await t.api.get('/sys/duplicate/check', {
      token: admin.token,
      query: { resource: 'syllabus', field: 'textbooks', value: '[]' },
    });
    expect(dup.status).toBe(400);
  });
});
