import {
  AOL_DEFAULTS,
  columnOf,
  dictValues,
  type FieldDef,
  RESOURCE,
  type ResourceDef,
  type RuleCondition,
  resourceByName,
  resourcePermission,
  resourcePermissions,
  systemRef,
} from '@accredit/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { App } from '../core/app-types.ts';
import type { Db } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { invalidatePermissions } from '../modules/system/permission-cache.ts';
import {
  sysPermission,
  sysPermissionDataRule,
  sysRole,
  sysRolePermission,
  sysUserRole,
} from '../modules/system/schema.ts';
import { buildUser } from '../test/factories.ts';
import type { Api, TestContext } from '../test/harness.ts';

/**
 * Test helpers of the resource engine: a role holding exactly some permission codes (created as
 * button rows when the menu seed does not have them yet), a user working in it, data rules, sample
 * records built from a definition, and spreadsheets.
 */
export async function roleWith(
  db: Db,
  codes: readonly string[],
): Promise<{ roleId: string; roleCode: string }> {
  const roleCode = `t${newId().slice(0, 8)}`;
  const [role] = await db
    .insert(sysRole)
    .values({ roleCode, roleName: roleCode })
    .returning({ id: sysRole.id });
  await grantToRole(db, role.id, codes);
  return { roleId: role.id, roleCode };
}

/** The screen (menu row) that holds a resource's buttons, created when the menu seed lacks it. */
async function screenOf(db: Db, base: string): Promise<string> {
  const [button] = await db
    .select({ parentId: sysPermission.parentId })
    .from(sysPermission)
    .where(and(eq(sysPermission.perms, `${base}:query`), isNotNull(sysPermission.parentId)))
    .limit(1);
  if (button?.parentId) return button.parentId;
  const [screen] = await db
    .insert(sysPermission)
    .values({ name: base, menuType: 1, url: `/test/${base}` })
    .returning({ id: sysPermission.id });
  return screen.id;
}

/** Gives a role these permission codes (adding screen and button rows the menu seed lacks) and their screens. */
export async function grantToRole(db: Db, roleId: string, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  const existing = await db
    .select({ id: sysPermission.id, perms: sysPermission.perms, parentId: sysPermission.parentId })
    .from(sysPermission)
    .where(inArray(sysPermission.perms, [...codes]));
  const ids = new Set<string>();
  for (const row of existing) {
    ids.add(row.id);
    if (row.parentId) ids.add(row.parentId);
  }
  for (const code of codes.filter((c) => !existing.some((e) => e.perms === c))) {
    const parentId = await screenOf(db, code.split(':')[0]);
    const [row] = await db
      .insert(sysPermission)
      .values({ name: code, perms: code, menuType: 2, permsType: '1', parentId })
      .returning({ id: sysPermission.id });
    ids.add(row.id);
    ids.add(parentId);
  }
  await db
    .insert(sysRolePermission)
    .values([...ids].map((permissionId) => ({ roleId, permissionId })))
    .onConflictDoNothing();
  invalidatePermissions();
}

export async function roleIdOf(db: Db, roleCode: string): Promise<string> {
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, roleCode));
  return role.id;
}

export interface Actor {
  token: string;
  username: string;
  roleId: string;
  roleCode: string;
}

/** A new user working in a new role that holds exactly these codes. */
export async function actorWith(
  t: TestContext,
  codes: readonly string[],
  role?: { roleId: string; roleCode: string },
): Promise<Actor> {
  const r = role ?? (await roleWith(t.database.db, codes));
  const user = await buildUser(t.database.db, { orgCode: 'A01' });
  await t.database.db.insert(sysUserRole).values({ userId: user.id, roleId: r.roleId });
  return {
    token: await t.tokenFor(user.username, r.roleCode),
    username: user.username,
    roleId: r.roleId,
    roleCode: r.roleCode,
  };
}

/** Every code of a resource (what an administrator of it holds), and adding the records it refers to. */
export function allCodes(def: ResourceDef): string[] {
  return [...resourcePermissions(def), ...refAdds(def)];
}

/**
 * `add` on every resource a sample record needs created first, references of references too, and
 * the listing of the system lists a required reference must pick from (accounts).
 */
function refAdds(def: ResourceDef, seen = new Set<string>([def.name])): string[] {
  const codes: string[] = [];
  for (const f of def.fields) {
    if (f.type !== 'ref') continue;
    const system = systemRef(f.ref);
    if (system?.listPermission && f.required) codes.push(system.listPermission);
    const ref = resourceByName(f.ref ?? '');
    if (!ref || seen.has(ref.name)) continue;
    seen.add(ref.name);
    codes.push(resourcePermission(ref, 'add'), ...refAdds(ref, seen));
  }
  return [...new Set(codes)];
}

/** Binds a data rule to a resource's screen for this role, so it limits every action alike. */
export async function addDataRule(
  db: Db,
  roleId: string,
  base: string,
  rule: { column: string; condition: RuleCondition; value: string },
): Promise<void> {
  const screenId = await screenOf(db, base);
  const [row] = await db
    .insert(sysPermissionDataRule)
    .values({
      permissionId: screenId,
      ruleName: 'test rule',
      ruleColumn: rule.column,
      ruleConditions: rule.condition,
      ruleValue: rule.value,
    })
    .returning({ id: sysPermissionDataRule.id });
  await db.insert(sysRolePermission).values({ roleId, permissionId: screenId }).onConflictDoNothing();
  const where = and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, screenId));
  const [link] = await db.select().from(sysRolePermission).where(where);
  await db
    .update(sysRolePermission)
    .set({ dataRuleIds: [link.dataRuleIds, row.id].filter(Boolean).join(',') })
    .where(where);
  invalidatePermissions();
}

type SampleOverride = (
  seed: number,
  api: Api,
  token: string,
) => Record<string, unknown> | Promise<Record<string, unknown>>;

/** Values a resource needs beyond what its field types say (hooks check them). */
const SAMPLE_OVERRIDES: Record<string, SampleOverride> = {
  // Optional, so the sample fields left on teachers do not block teachers other resources refer to.
  moduleFieldCustomization: () => ({ module: 'teacher', fieldType: 'text', required: false }),
  teacherFieldRequirement: (seed) => ({
    fieldKey: RESOURCE.teacher.fields[seed % RESOURCE.teacher.fields.length].key,
  }),
  teacherAccreditation: () => ({ responsibilities: 'UT,RES' }),
  teacherDiscipline: async (seed, api, token) => {
    const res = await api.get<{ id: string }[]>('/aacsb/teacherDiscipline/disciplines', { token });
    return { disciplineId: res.body.result[seed % res.body.result.length].id };
  },
  // A lead author always scores 100, so the sample is a co-author with the default rate.
  researchOutputAuthor: () => ({ isLead: false, rate: 50 }),
  // A real department; no account (accounts are unique to one staff record).
  professionalStaff: async (seed, api, token) => {
    const res = await api.get<{ id: string }[]>('/aacsb/professionalStaff/departments', { token });
    return { departmentId: res.body.result[seed % res.body.result.length].id, userId: null };
  },
  professionalStaffAccreditation: () => ({ responsibilities: 'ADM,SER' }),
  // A linked list entry decides the venue's level (faculty/venue.test.ts); the sample reports its own.
  researchOutput: () => ({ venueRef: undefined, conferenceRef: undefined, projectRef: undefined }),
  // The first source (typed in) is no programme's figure: its hook refuses a programme.
  performanceTarget: () => ({ sourceProgrammeId: undefined }),
  // A task's standard is one of its project's scheme (the sample project is AACSB initial accreditation).
  accreditationTask: () => ({ standard: 'AACSB-1' }),
  // Empty gauges take the school defaults (modules/aol/hooks-assessment.ts): the sample gives them.
  evaluation: () => ({ bands: AOL_DEFAULTS.bands }),
  qualitativeEvaluation: () => ({ rubric: AOL_DEFAULTS.rubric }),
  // A history entry belongs to an existing assessment (a quantitative one the actor may list).
  evaluationHistory: async (_seed, api, token) => {
    const res = await api.get<{ records: { id: string }[] }>('/aacsb/evaluation/list', {
      token,
      query: { pageSize: 1 },
    });
    const first = res.body.result?.records?.[0];
    if (!first) throw new Error('sample evaluationHistory: no assessment to attach it to');
    return { evaluationId: first.id, method: '1' };
  },
  // A shared file's address is an upload of the caller's that nothing holds yet (modules/files).
  fileInfo: async (seed, api, token) => {
    const pdf = Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% sample ${seed}\ntrailer <<>>\n%%EOF\n`);
    const up = await uploadThroughApi(api.app, token, pdf, `sample-${seed}.pdf`);
    if (!up.url) throw new Error(`sample fileInfo: upload refused (${up.status} ${up.message})`);
    return { url: up.url };
  },
};

/**
 * Seeds of referenced records: unique across the file, because several resources may refer to
 * the same one (a teacher) and its unique fields must not collide.
 */
let refSeed = 1000;

/** A value within the field's bounds: `min + seed` while it fits, else wrapped into the range. */
function bounded(field: FieldDef, seed: number): number {
  const min = field.min ?? 0;
  if (field.max === undefined || min + seed <= field.max) return min + seed;
  return min + (seed % (Math.floor(field.max - min) + 1));
}

function sampleValue(field: FieldDef, seed: number): unknown {
  switch (field.type) {
    case 'number':
    case 'integer':
      return bounded(field, seed);
    case 'year':
      return 2000 + (seed % 7000); // four digits whatever the seed
    case 'boolean':
      return true;
    case 'date':
      return `2024-03-${String(10 + (seed % 18)).padStart(2, '0')}`;
    case 'datetime':
      return `2024-03-${String(10 + (seed % 18)).padStart(2, '0')}T08:00:00.000Z`;
    case 'dict':
      // Several codes where the field holds several: the stored form, in dictionary order.
      return field.multiple
        ? dictValues(field.dict ?? '')
            .slice(0, 2)
            .join(',')
        : dictValues(field.dict ?? '')[0];
    case 'json':
      // The shape is the resource hook's; an empty list (or object) is always one.
      return field.jsonObject ? {} : [];
    case 'ref':
      return undefined; // filled in by sampleRecord, which creates or finds the referenced record
    default: {
      const text =
        field.format === 'url' ? `https://example.org/${seed}` : `${columnOf(field).slice(0, 6)}${seed}`;
      return text.length > (field.max ?? 255) ? text.slice(-(field.max ?? 255)) : text;
    }
  }
}

/** A live record of a system list (an account: the demo administrator), for a required reference. */
async function systemRecord(api: Api, token: string, refName: string): Promise<string | undefined> {
  const query = refName === 'user' ? { keyword: 'admin' } : {};
  const res = await api.get<{ id: string }[]>(`/aacsb/refs/${refName}`, { token, query });
  if (res.status !== 200) throw new Error(`sample ${refName}: ${res.status} ${res.body.message}`);
  return res.body.result[0]?.id;
}

/**
 * A valid add body for the definition; referenced records are created first through the API.
 * `known` holds the references already made for this sample, by field key: a required reference
 * of a referenced record (a learning objective's programme) and the sample's own later fields (a
 * course teacher's programme, copied from its plan row) reuse them, so the records hang together
 * the way hooks check. Optional references of referenced records get records of their own.
 */
export async function sampleRecord(
  api: Api,
  token: string,
  def: ResourceDef,
  seed: number,
  known: Map<string, unknown> = new Map(),
  top = true,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const field of def.fields.filter((f) => !f.readOnly)) {
    if (field.type !== 'ref') {
      body[field.key] = sampleValue(field, seed);
      continue;
    }
    if (known.has(field.key) && (top || field.required)) {
      body[field.key] = known.get(field.key);
      continue;
    }
    const ref = resourceByName(field.ref ?? '');
    // An optional reference to the resource itself (a folder's parent) stays empty: a root record.
    if (ref === def && !field.required) continue;
    if (!ref) {
      if (field.required && systemRef(field.ref))
        body[field.key] = await systemRecord(api, token, field.ref ?? '');
      continue;
    }
    const refBody = await sampleRecord(api, token, ref, refSeed++, known, false);
    const res = await api.post<{ id: string }>(`/aacsb/${ref.name}/add`, refBody, { token });
    if (res.status !== 200)
      throw new Error(`sample ${ref.name} for ${def.name}.${field.key}: ${res.body.message}`);
    body[field.key] = res.body.result.id;
    if (!known.has(field.key)) known.set(field.key, res.body.result.id);
  }
  return { ...body, ...(await SAMPLE_OVERRIDES[def.name]?.(seed, api, token)) };
}

/** An xlsx file with these rows (the first row is the header). */
export async function workbookFile(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of an xlsx answer's first sheet, as text. */
export async function readWorkbook(raw: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const out: string[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    out.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return out;
}

/** A multipart body with one file, for app.inject. */
export function multipartFile(
  file: Buffer,
  name = 'import.xlsx',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----crud${newId()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart body with form fields before one file (an octet-stream named `name`), for app.inject. */
export function multipartForm(
  file: Buffer,
  fields: Record<string, string>,
  name = 'scores.xlsx',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----form${newId()}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = Buffer.from(
    `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a file through POST /obe/uploadFile as the token's user (optionally with a `kind`). */
export async function uploadThroughApi(
  app: App,
  token: string,
  file: Buffer,
  fileName: string,
  kind?: string,
): Promise<{ status: number; url?: string; message?: string }> {
  const boundary = `----up${newId()}`;
  const kindPart = kind
    ? `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`
    : '';
  const head = `${kindPart}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/obe/uploadFile',
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': token },
  });
  const body = res.json() as { result?: { url: string }; message?: string };
  return { status: res.statusCode, url: body.result?.url, message: body.message };
}
