import { readFileSync } from 'node:fs';
import {
  type FieldDef,
  isImported,
  LOCALES,
  RESOURCES,
  type ResourceDef,
  resourcePermission,
} from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { RESOURCE_SCHEMA_FILE, resourceSchemaSource } from '../db/resource-schema.ts';
import * as schema from '../db/schema.ts';
import { useTestApp } from '../test/harness.ts';
import { labelIn, resourceTitleIn } from './labels.ts';
import { hasEngineIo } from './routes-io.ts';
import { resourceTable } from './table.ts';
import {
  type Actor,
  actorWith,
  addDataRule,
  allCodes,
  multipartFile,
  readWorkbook,
  sampleRecord,
  workbookFile,
} from './testing.ts';

/**
 * The shared suite: every registered resource, through HTTP, on a real database. A new definition
 * is covered by adding it to the registry; nothing here names a resource except where a rule of
 * the resource itself is under test.
 */
const t = useTestApp();
type Rec = Record<string, unknown> & { id: string };
type Page = { records: Rec[]; total: number };

const requiredField = (def: ResourceDef) => def.fields.find((f) => f.required && f.type !== 'boolean');
const textFilter = (def: ResourceDef) => def.fields.find((f) => f.filter && f.type === 'text');
const editable = (def: ResourceDef) =>
  def.fields.find(
    (f) => f.type === 'text' && !f.unique && !f.format && !['module', 'fieldKey'].includes(f.key),
  ) ?? def.fields.find((f) => f.type === 'longText');

it('lists every registered resource in the generated schema file (run npm run db:generate)', () => {
  expect(readFileSync(RESOURCE_SCHEMA_FILE, 'utf8')).toBe(resourceSchemaSource());
});

it('exports a table for every registered resource (drizzle-kit sees it)', () => {
  const tables = new Set(Object.values(schema));
  const missing = RESOURCES.filter((def) => !tables.has(resourceTable(def) as never)).map((d) => d.name);
  expect(missing).toEqual([]);
});

it('has a label for the title and every field of every resource in every language', () => {
  for (const locale of LOCALES)
    for (const def of RESOURCES) {
      expect(resourceTitleIn(def, locale), `${locale} ${def.name}._title`).not.toMatch(/^resources\./);
      for (const field of def.fields)
        expect(labelIn(def, field, locale), `${locale} ${def.name}.${field.key}`).not.toMatch(/^resources\./);
    }
});

describe.each(RESOURCES.map((def) => [def.name, def] as const))('%s', (name, def) => {
  const base = `/aacsb/${name}`;
  let admin: Actor;
  let seed = 1;
  const add = async (actor: Actor, overrides: Record<string, unknown> = {}) => {
    const body = { ...(await sampleRecord(t.api, actor.token, def, seed++)), ...overrides };
    const res = await t.api.post<{ id: string }>(`${base}/add`, body, { token: actor.token });
    expect(res.status, res.body.message).toBe(200);
    return { id: res.body.result.id, body };
  };
  const get = (actor: Actor, id: string) =>
    t.api.get<Rec>(`${base}/queryById`, { token: actor.token, query: { id } });
  const list = (actor: Actor, query: Record<string, string | number> = {}) =>
    t.api.get<Page>(`${base}/list`, { token: actor.token, query: { pageNo: 1, pageSize: -1, ...query } });
  // Export and import exist only where the menu grants them and the resource's module does not
  // serve them itself (its own tests cover those); elsewhere the engine's routes are not there.
  const exportable = hasEngineIo(def, 'export');
  const importable = hasEngineIo(def, 'import');

  it.skipIf(def.ownIo?.length)(
    'registers export and import only where some role may be granted them',
    async () => {
      admin ??= await actorWith(t, allCodes(def));
      const status = async (url: string) => (await t.api.get(url, { token: admin.token })).status;
      expect(await status(`${base}/exportXls`)).toBe(exportable ? 200 : 404);
      expect(await status(`${base}/importTemplate`)).toBe(importable ? 200 : 404);
    },
  );

  it('adds, lists, reads, edits and deletes a record', async () => {
    admin ??= await actorWith(t, allCodes(def));
    const { id, body } = await add(admin);
    const one = await get(admin, id);
    expect(one.status).toBe(200);
    for (const field of def.fields)
      if (field.jsonObject && body[field.key] !== undefined)
        // A hook may fill an object's defaults (an audience's empty lists): what was sent is kept.
        // A read-only object (a section's AI draft) is not sent.
        expect(one.body.result[field.key], field.key).toMatchObject(body[field.key] as object);
      else if (body[field.key] !== undefined)
        expect(one.body.result[field.key], field.key).toEqual(body[field.key]);
    expect((await list(admin)).body.result.records.map((r) => r.id)).toContain(id);
    const field = editable(def);
    if (field) {
      const edited = await t.api.put(`${base}/edit`, { id, [field.key]: 'changed' }, { token: admin.token });
      expect(edited.status, edited.body.message).toBe(200);
      expect((await get(admin, id)).body.result[field.key]).toBe('changed');
    }
    expect((await t.api.delete(`${base}/delete`, { token: admin.token, query: { id } })).status).toBe(200);
    expect((await get(admin, id)).status).toBe(404);
  });

  it('refuses an invalid record with a message on the field, in the caller language', async () => {
    admin ??= await actorWith(t, allCodes(def));
    const body = await sampleRecord(t.api, admin.token, def, seed++);
    const field = requiredField(def) as FieldDef;
    const en = await t.api.post(`${base}/add`, { ...body, [field.key]: '' }, { token: admin.token });
    expect(en.status).toBe(400);
    expect((en.body.result as { fields: Record<string, string> }).fields[field.key]).toBe("Can't be blank!");
    const zh = await t.api.post(
      `${base}/add`,
      { ...body, [field.key]: null },
      { token: admin.token, lang: 'zh-CN' },
    );
    expect((zh.body.result as { fields: Record<string, string> }).fields[field.key]).toBe('不能为空！');
  });

  it('answers 403 without the permission code', async () => {
    admin ??= await actorWith(t, allCodes(def));
    const { id, body } = await add(admin);
    const reader = await actorWith(t, [resourcePermission(def, 'query')]);
    expect((await list(reader)).status).toBe(200);
    expect((await t.api.post(`${base}/add`, body, { token: reader.token })).status).toBe(403);
    expect((await t.api.delete(`${base}/delete`, { token: reader.token, query: { id } })).status).toBe(403);
    expect((await get(reader, id)).status).toBe(403);
    const nobody = await actorWith(t, []);
    expect((await list(nobody)).status).toBe(403);
    if (exportable) expect((await t.api.get(`${base}/exportXls`, { token: nobody.token })).status).toBe(403);
  });

  it('keeps records outside a data rule out of list, queryById, edit and delete', async () => {
    const owner = await actorWith(t, allCodes(def));
    const other = await actorWith(t, [], owner);
    // Added before the rule binds the role: some resources refuse adds to a role bound by rules on
    // them (a programme head creates no programmes); what is under test is what the rule hides.
    const { id } = await add(owner);
    await addDataRule(t.database.db, owner.roleId, def.permission ?? def.name, {
      column: 'create_by',
      condition: '=',
      value: '#{sys_user_code}',
    });
    expect((await list(owner)).body.result.records.map((r) => r.id)).toContain(id);
    expect((await list(other)).body.result.records.map((r) => r.id)).not.toContain(id);
    expect((await get(other, id)).status).toBe(404);
    const field = editable(def) ?? def.fields[0];
    expect((await t.api.put(`${base}/edit`, { id, [field.key]: 'x' }, { token: other.token })).status).toBe(
      403,
    );
    expect((await t.api.delete(`${base}/delete`, { token: other.token, query: { id } })).status).toBe(403);
    expect((await get(owner, id)).status).toBe(200);
  });

  it.runIf(def.reviewed)('locks a reviewed record against edit and delete', async () => {
    admin ??= await actorWith(t, allCodes(def));
    const { id } = await add(admin);
    const approved = await t.api.post(
      `${base}/processBatch`,
      { ids: id, action: 'approve' },
      { token: admin.token },
    );
    expect(approved.status, approved.body.message).toBe(200);
    const field = editable(def) ?? def.fields[0];
    const edit = await t.api.put(`${base}/edit`, { id, [field.key]: 'late change' }, { token: admin.token });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe('The submission has been approved and cannot be modified');
    expect((await t.api.delete(`${base}/delete`, { token: admin.token, query: { id } })).status).toBe(400);
    const history = await t.api.get<{ toStatus: number; operator: string }[]>(`${base}/approvalHistory`, {
      token: admin.token,
      query: { id },
    });
    expect(history.body.result).toMatchObject([{ toStatus: 1, operator: admin.username }]);
  });

  it.runIf(importable)(
    'imports nothing from a file with one bad row, and names the row and column',
    async () => {
      admin ??= await actorWith(t, allCodes(def));
      const columns = def.fields.filter(isImported);
      const good = await sampleRecord(t.api, admin.token, def, seed++);
      const bad = {
        ...(await sampleRecord(t.api, admin.token, def, seed++)),
        [(requiredField(def) as FieldDef).key]: '',
      };
      const row = (r: Record<string, unknown>) =>
        columns.map((f) =>
          r[f.key] === undefined || r[f.key] === null
            ? null
            : typeof r[f.key] === 'boolean'
              ? r[f.key]
                ? 'Yes'
                : 'No'
              : (r[f.key] as string | number),
        );
      const file = await workbookFile([columns.map((f) => labelIn(def, f, 'en-US')), row(good), row(bad)]);
      const before = (await list(admin)).body.result.total;
      const { payload, headers } = multipartFile(file);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api${base}/importExcel`,
        payload,
        headers: { ...headers, 'x-access-token': admin.token },
      });
      expect(res.statusCode, res.body).toBe(400);
      const errors = (
        res.json() as { result: { errors: { row: number; column: string; message: string }[] } }
      ).result.errors;
      const field = requiredField(def) as FieldDef;
      expect(errors).toContainEqual({
        row: 3,
        column: labelIn(def, field, 'en-US'),
        message: "Can't be blank!",
      });
      expect((await list(admin)).body.result.total).toBe(before);
      const ok = await workbookFile([columns.map((f) => labelIn(def, f, 'zh-CN')), row(good)]);
      const second = multipartFile(ok);
      const imported = await t.app.inject({
        method: 'POST',
        url: `/api${base}/importExcel`,
        payload: second.payload,
        headers: { ...second.headers, 'x-access-token': admin.token },
      });
      expect(imported.statusCode, imported.body).toBe(200);
      expect((await list(admin)).body.result.total).toBe(before + 1);
    },
  );

  it.runIf(exportable)('exports exactly the filtered list', async () => {
    admin ??= await actorWith(t, allCodes(def));
    const filter = textFilter(def);
    const a = await add(admin);
    await add(admin);
    const query: Record<string, string> = filter
      ? { [filter.key]: `*${String(a.body[filter.key]).slice(-3)}*` }
      : {};
    const listed = (await list(admin, query)).body.result.records;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${base}/exportXls`,
      query,
      headers: { 'x-access-token': admin.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readWorkbook(res.rawPayload);
    expect(rows.length - 1).toBe(listed.length);
    if (filter) {
      const col = rows[0].indexOf(labelIn(def, filter, 'en-US'));
      expect(
        rows
          .slice(1)
          .map((r) => r[col])
          .sort(),
      ).toEqual(listed.map((r) => String(r[filter.key])).sort());
    }
  });
});
