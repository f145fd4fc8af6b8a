import { RESOURCE } from '@accredit/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';
import { labelIn } from './labels.ts';
import { type Actor, actorWith, allCodes, multipartFile, readWorkbook, workbookFile } from './testing.ts';

/**
 * Dictionary fields holding several codes (`multiple: true`), through HTTP with the standards an
 * improvement record serves: stored as "1-1,5", shown as labels, filtered by whole codes, and
 * carried through an Excel export and back in.
 */
const t = useTestApp();
const def = RESOURCE.continuousImprovement;
const base = `/aacsb/${def.name}`;
type Rec = Record<string, unknown> & { id: string };
type Page = { records: Rec[]; total: number };
let admin: Actor;
let n = 0;

beforeAll(async () => {
  admin = await actorWith(t, allCodes(def));
});

const unique = (what: string) => `multi-dict ${what} ${Date.now()}-${n++}`;
const add = (body: Record<string, unknown>, lang?: string) =>
  t.api.post<{ id: string }>(
    `${base}/add`,
    { action: 'Act', status: '1', ...body },
    { token: admin.token, lang },
  );
const get = (id: string, lang?: string) =>
  t.api.get<Rec>(`${base}/queryById`, { token: admin.token, query: { id }, lang });
const list = (query: Record<string, string>) =>
  t.api.get<Page>(`${base}/list`, { token: admin.token, query: { pageNo: 1, pageSize: -1, ...query } });
const fieldsOf = (body: unknown) => (body as { fields: Record<string, string> }).fields;

describe('a dictionary field with several codes', () => {
  it('stores two codes once each in dictionary order and shows their labels in the caller language', async () => {
    const finding = unique('two');
    const added = await add({ finding, standards: '5,1-1,5' });
    expect(added.status, added.body.message).toBe(200);
    const en = await get(added.body.result.id);
    expect(en.body.result.standards).toBe('1-1,5');
    expect(en.body.result.standards_dictText).toBe('Strategic Planning / Mission, Curriculum');
    const zh = await get(added.body.result.id, 'zh-CN');
    expect(zh.body.result.standards_dictText).toBe('战略规划 / 使命, 课程体系');
  });

  it('takes a list of codes from a JSON body and an edit replaces the list', async () => {
    const added = await add({ finding: unique('list'), standards: ['6-1', '2', '6-1'] });
    expect(added.status, added.body.message).toBe(200);
    const id = added.body.result.id;
    expect((await get(id)).body.result.standards).toBe('2,6-1');
    const edited = await t.api.put(`${base}/edit`, { id, standards: '11' }, { token: admin.token });
    expect(edited.status, edited.body.message).toBe(200);
    expect((await get(id)).body.result.standards_dictText).toBe('Indirect Measures');
    const cleared = await t.api.put(`${base}/edit`, { id, standards: [] }, { token: admin.token });
    expect(cleared.status, cleared.body.message).toBe(200);
    expect((await get(id)).body.result).toMatchObject({ standards: null, standards_dictText: null });
  });

  it('refuses a code that is no item, naming it in the caller language, and stores nothing', async () => {
    const finding = unique('bad');
    const en = await add({ finding, standards: '1-1,9-9,zz' });
    expect(en.status).toBe(400);
    expect(fieldsOf(en.body.result).standards).toBe('Not an allowed value: 9-9, zz');
    expect(en.body.message).toContain('9-9, zz');
    const zh = await add({ finding, standards: ['9-9'] }, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(fieldsOf(zh.body.result).standards).toBe('以下值不在允许范围内：9-9');
    expect((await list({ finding })).body.result.total).toBe(0);
  });

  it('filters by whole codes: "1" does not match a record holding only "1-1"', async () => {
    const finding = unique('filter');
    const onlySub = await add({ finding: `${finding} a`, standards: '1-1' });
    const withOne = await add({ finding: `${finding} b`, standards: '1,5' });
    const withFive = await add({ finding: `${finding} c`, standards: '11,5' });
    const ids = async (standards: string) =>
      (await list({ finding: `${finding}*`, standards })).body.result.records.map((r) => r.id).sort();
    expect(await ids('1')).toEqual([withOne.body.result.id]);
    expect(await ids('1-1')).toEqual([onlySub.body.result.id]);
    expect(await ids('5')).toEqual([withOne.body.result.id, withFive.body.result.id].sort());
    expect(await ids('1-1,11')).toEqual([onlySub.body.result.id, withFive.body.result.id].sort());
    // A value that would break out of a pattern is just a code no record holds.
    expect(await ids("1' or '1'='1")).toEqual([]);
  });

  it('exports labels joined "; " and imports them (and codes) back', async () => {
    // Continuous improvement has no spreadsheet routes; performance targets carry standards too.
    const kpi = RESOURCE.performanceTarget;
    const kpiBase = `/aacsb/${kpi.name}`;
    const kpiAdmin = await actorWith(t, allCodes(kpi));
    const name = unique('excel');
    const body = { nameZh: name, unit: '1', direction: '1', source: 'manual', standards: '5,2' };
    const added = await t.api.post(`${kpiBase}/add`, body, { token: kpiAdmin.token });
    expect(added.status, added.body.message).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${kpiBase}/exportXls`,
      query: { nameZh: name },
      headers: { 'x-access-token': kpiAdmin.token },
    });
    expect(res.statusCode).toBe(200);
    const [header, exported, ...rest] = await readWorkbook(res.rawPayload);
    expect(rest).toHaveLength(0);
    const at = (label: string) => {
      const i = header.indexOf(label);
      expect(i, `${label} in ${header.join(', ')}`).toBeGreaterThanOrEqual(0);
      return i;
    };
    expect(exported[at('Standards served')]).toBe('Physical, Virtual and Financial Resources; Curriculum');

    // The exported row goes back in under a new name (references left blank: names may repeat),
    // with a second row in codes and Chinese labels, comma- and semicolon-separated.
    const refLabels = new Set(
      kpi.fields.filter((f) => f.type === 'ref').map((f) => labelIn(kpi, f, 'en-US')),
    );
    const row = (nameZh: string, standards: string) =>
      header.map((h, i) =>
        refLabels.has(h)
          ? ''
          : i === at('Chinese name')
            ? nameZh
            : i === at('Standards served')
              ? standards
              : exported[i],
      );
    const upload = async (lines: string[][]) => {
      const { payload, headers } = multipartFile(await workbookFile(lines));
      return t.app.inject({
        method: 'POST',
        url: `/api${kpiBase}/importExcel`,
        payload,
        headers: { ...headers, 'x-access-token': kpiAdmin.token },
      });
    };
    const imported = await upload([
      header,
      row(`${name} again`, exported[at('Standards served')]),
      row(`${name} mixed`, '11, 战略规划 / 使命;6-1'),
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    const back = await t.api.get<Page>(`${kpiBase}/list`, {
      token: kpiAdmin.token,
      query: { pageNo: 1, pageSize: -1, nameZh: `${name} *` },
    });
    const byName = new Map(back.body.result.records.map((r) => [r.nameZh, r.standards]));
    expect(byName.get(`${name} again`)).toBe('2,5');
    expect(byName.get(`${name} mixed`)).toBe('1-1,6-1,11');

    // A cell naming something that is no standard: refused, named, nothing stored.
    const refused = await upload([header, row(`${name} wrong`, 'Curriculum; Astrology')]);
    expect(refused.statusCode).toBe(400);
    const errors = (
      refused.json() as { result: { errors: { row: number; column: string; message: string }[] } }
    ).result.errors;
    expect(errors).toContainEqual({
      row: 2,
      column: 'Standards served',
      message: 'Not an allowed value: Astrology',
    });
    const none = await t.api.get<Page>(`${kpiBase}/list`, {
      token: kpiAdmin.token,
      query: { pageNo: 1, pageSize: -1, nameZh: `${name} wrong` },
    });
    expect(none.body.result.total).toBe(0);
  });
});
