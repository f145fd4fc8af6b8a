import { RESOURCE, VIEWS, viewParts } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';
import { type Actor, actorWith, addDataRule, allCodes, sampleRecord } from './testing.ts';

/** Read-only views: the base list with referenced fields, the base's permission and data rules. */
const t = useTestApp();
type Rec = Record<string, unknown> & { id: string };
type Page = { records: Rec[]; total: number };

it('declares only real references and fields', () => {
  for (const view of VIEWS) expect(() => viewParts(view)).not.toThrow();
});

describe('viewResearchOutputAuthor', () => {
  const def = RESOURCE.researchOutputAuthor;
  let admin: Actor;
  const list = (actor: Actor, query: Record<string, string | number> = {}) =>
    t.api.get<Page>('/aacsb/viewResearchOutputAuthor/list', {
      token: actor.token,
      query: { pageNo: 1, pageSize: -1, ...query },
    });

  it('lists the base rows with the output’s and the teacher’s fields, and filters on them', async () => {
    admin = await actorWith(t, [...allCodes(def), 'researchOutput:get', 'teacher:get']);
    const ids: string[] = [];
    for (let seed = 1; seed <= 3; seed++) {
      const body = await sampleRecord(t.api, admin.token, def, seed);
      const res = await t.api.post<{ id: string }>('/aacsb/researchOutputAuthor/add', body, {
        token: admin.token,
      });
      expect(res.status, res.body.message).toBe(200);
      ids.push(res.body.result.id);
    }
    const view = await list(admin, { lang: 'en-US' });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    const base = await t.api.get<Page>('/aacsb/researchOutputAuthor/list', {
      token: admin.token,
      query: { pageNo: 1, pageSize: -1 },
    });
    expect(view.body.result.total).toBe(base.body.result.total);
    expect(view.body.result.records.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
    const row = view.body.result.records.find((r) => r.id === ids[0]) as Rec;
    const output = await t.api.get<Rec>('/aacsb/researchOutput/queryById', {
      token: admin.token,
      query: { id: String(row.outputId) },
    });
    expect(row.output_outputType).toBe(output.body.result.outputType);
    expect(row.output_outputType_dictText).toBe(output.body.result.outputType_dictText);
    expect(row.output_reviewStatus).toBe(0);
    expect(row.output_reviewStatus_dictText).toBeTruthy();
    if (row.teacherId) {
      const teacher = await t.api.get<Rec>('/aacsb/teacher/queryById', {
        token: admin.token,
        query: { id: String(row.teacherId) },
      });
      expect(row.teacher_staffId).toBe(teacher.body.result.staffId);
    }

    // A joined filter narrows the base rows (bound as a parameter, not pasted).
    const type = String(row.output_outputType);
    const narrowed = await list(admin, { output_outputType: type });
    expect(narrowed.body.result.records.length).toBeGreaterThan(0);
    for (const r of narrowed.body.result.records) expect(r.output_outputType).toBe(type);
    const none = await list(admin, { output_outputType: "1' or '1'='1" });
    expect(none.body.result.total).toBe(0);
  });

  it('needs the base’s query permission and keeps its data rules', async () => {
    const outsider = await actorWith(t, []);
    expect((await list(outsider)).status).toBe(403);
    const limited = await actorWith(t, ['author:query']);
    await addDataRule(t.database.db, limited.roleId, 'author', {
      column: 'create_by',
      condition: '=',
      value: '#{sys_user_code}',
    });
    expect((await list(limited)).body.result.total).toBe(0);
    const own = await actorWith(t, ['author:query'], { roleId: limited.roleId, roleCode: limited.roleCode });
    expect((await list(own)).body.result.total).toBe(0);
    expect((await list(admin)).body.result.total).toBeGreaterThan(0);
  });
});
