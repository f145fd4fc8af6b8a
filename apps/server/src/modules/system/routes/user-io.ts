import { LOCALES, type Locale, zEnvelope } from '@accredit/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { AuthContext } from '../../../core/access.ts';
import type { Module } from '../../../core/app-types.ts';
import { type Executor, inTransaction } from '../../../core/db.ts';
import { asDownload } from '../../../core/download.ts';
import { ok } from '../../../core/envelope.ts';
import { AppError } from '../../../core/errors.ts';
import { issueMessage, type ZodLikeIssue } from '../../../core/errors-handler.ts';
import { translate } from '../../../core/i18n.ts';
import { finishListSheet, sheetName } from '../../../core/office.ts';
import { hashPassword, passwordPolicyProblem } from '../../../core/passwords.ts';
import { cellText, type ImportProblem, refuseImport, uploadedWorkbook } from '../../../crud/excel.ts';
import { catchUpEveryone } from '../../notification/deliver.ts';
import { sysDepart, sysRole, sysUser, sysUserRole } from '../schema.ts';
import { assertCanGrant, presentUsers, userListWhere, userQuery, ZUserFilter, ZUserInput } from '../users.ts';

/**
 * Users in and out of Excel (spec 000 section 7). Export follows the list's filter and the
 * caller's data rules, and never carries a password. Import creates accounts: every row is checked
 * (format, uniqueness in the file and in the system, department, roles the caller may grant,
 * password policy) and either all rows are stored or none, with every problem reported. A row
 * without a password gets an account that cannot sign in with one until the person recovers it
 * by phone or e-mail (or signs in through CAS).
 */
const tags = ['system: users'];
const MAX_ROWS = 5000;
/** Not an argon2 hash: verification fails, so no password opens the account. */
const NO_PASSWORD = '!';

interface Column {
  key: string;
  label: string;
  required?: boolean;
  /** Only in the import template (never exported). */
  importOnly?: boolean;
}

const COLUMNS: Column[] = [
  { key: 'username', label: 'sysadmin.users.username', required: true },
  { key: 'realname', label: 'sysadmin.users.realname', required: true },
  { key: 'workNo', label: 'sysadmin.users.workNo' },
  { key: 'sex', label: 'sysadmin.users.sex' },
  { key: 'birthday', label: 'sysadmin.users.birthday' },
  { key: 'phone', label: 'sysadmin.users.phone' },
  { key: 'email', label: 'sysadmin.users.email' },
  { key: 'depart', label: 'sysadmin.users.depart' },
  { key: 'post', label: 'sysadmin.users.post' },
  { key: 'roles', label: 'sysadmin.users.roles' },
  { key: 'status', label: 'sysadmin.users.status' },
  { key: 'password', label: 'sysadmin.users.password', importOnly: true },
];

const norm = (s: string) =>
  s
    .replace(/^\*+|\*+$/g, '')
    .trim()
    .toLowerCase();

/** Every text a cell may hold for a choice: its label in each language, and the code. */
function choiceOf(text: string, options: Record<string, string>, codes: Record<string, number>) {
  const t = norm(text);
  if (t in codes) return codes[t];
  for (const [label, value] of Object.entries(options)) if (norm(label) === t) return codes[value];
  return undefined;
}

function labelsIn(keys: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [code, key] of Object.entries(keys))
    for (const locale of LOCALES) out[translate(locale, key)] = code;
  return out;
}

const SEX = { keys: { '1': 'sysadmin.users.male', '2': 'sysadmin.users.female' }, codes: { '1': 1, '2': 2 } };
const STATUS = {
  keys: { '1': 'sysadmin.users.normal', '2': 'sysadmin.users.frozen' },
  codes: { '1': 1, '2': 2 },
};

export const userIoRoutes: Module = (app, { database }) => {
  const db = database.db;

  app.get(
    '/sys/user/exportXls',
    {
      config: { access: { permission: 'user:export' } },
      schema: { tags, summary: 'Users (current filter) as xlsx', querystring: ZUserFilter },
    },
    async (request, reply) => {
      const locale = request.locale;
      const rows = await userQuery(db)
        .where(await userListWhere(db, request.auth, request.query))
        .orderBy(asc(sysUser.username));
      const users = await presentUsers(db, rows, !locale.startsWith('zh'));
      const workbook = new ExcelJS.Workbook();
      const title = translate(locale, 'sysadmin.users.title');
      const sheet = workbook.addWorksheet(sheetName(title));
      const columns = COLUMNS.filter((c) => !c.importOnly);
      sheet.columns = columns.map((c) => ({ header: translate(locale, c.label), key: c.key, width: 18 }));
      sheet.getRow(1).font = { bold: true };
      const choice = (keys: Record<string, string>, v: number | null) =>
        v === null ? null : translate(locale, keys[String(v)] ?? '');
      for (const u of users)
        sheet.addRow({
          ...u,
          sex: choice(SEX.keys, u.sex),
          status: choice(STATUS.keys, u.status),
          depart: u.departName,
          roles: u.roleNames,
        });
      finishListSheet(sheet);
      return asDownload(reply, 'xlsx', 'users', title).send(Buffer.from(await workbook.xlsx.writeBuffer()));
    },
  );

  app.get(
    '/sys/user/importTemplate',
    {
      config: { access: { permission: 'user:import' } },
      schema: {
        tags,
        summary: 'Template for importing users',
        querystring: z.object({ _t: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const locale = request.locale;
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(sheetName(translate(locale, 'sysadmin.users.title')));
      sheet.columns = COLUMNS.map((c) => ({
        header: `${c.required ? '*' : ''}${translate(locale, c.label)}`,
        key: c.key,
        width: 18,
      }));
      sheet.getRow(1).font = { bold: true };
      const roles = await db.select().from(sysRole).orderBy(asc(sysRole.roleCode));
      const lists = workbook.addWorksheet('lists', { state: 'veryHidden' });
      const choices: Record<string, string[]> = {
        sex: Object.values(SEX.keys).map((k) => translate(locale, k)),
        status: Object.values(STATUS.keys).map((k) => translate(locale, k)),
      };
      for (const [i, c] of COLUMNS.entries()) {
        const items = choices[c.key];
        if (!items) continue;
        items.forEach((text, row) => {
          lists.getCell(row + 1, i + 1).value = text;
        });
        const letter = lists.getColumn(i + 1).letter;
        for (let row = 2; row <= 500; row++)
          sheet.getCell(row, i + 1).dataValidation = {
            type: 'list',
            allowBlank: true,
            formulae: [`lists!$${letter}$1:$${letter}$${items.length}`],
          };
      }
      // A worked line: what each column takes (roles by code, several separated by commas).
      sheet.getCell(2, COLUMNS.findIndex((c) => c.key === 'roles') + 1).note = translate(
        locale,
        'sysadmin.users.importRolesNote',
        { codes: roles.map((r) => r.roleCode).join(', ') },
      );
      const name = `${translate(locale, 'sysadmin.users.title')}-${translate(locale, 'crud.import.template')}`;
      return asDownload(reply, 'xlsx', 'users-template', name).send(
        Buffer.from(await workbook.xlsx.writeBuffer()),
      );
    },
  );

  app.post(
    '/sys/user/importExcel',
    {
      config: { access: { permission: 'user:import' }, audit: 'import users' },
      schema: {
        tags,
        summary: 'Create users from xlsx (all rows or none)',
        consumes: ['multipart/form-data'],
        response: {
          200: zEnvelope(z.object({ count: z.number(), withoutPassword: z.number() })),
          400: zEnvelope(
            z.object({
              errors: z.array(z.object({ row: z.number(), column: z.string(), message: z.string() })),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      const outcome = await importUsers(db, await uploadedWorkbook(request), request.auth, request.locale);
      if ('errors' in outcome) return refuseImport(reply, request.locale, outcome.errors);
      const message = translate(request.locale, 'sysadmin.users.imported', outcome);
      return ok(outcome, message);
    },
  );
};

interface Lookups {
  departs: Map<string, { id: string; orgCode: string }>;
  roles: Map<string, string>;
}

async function lookups(db: Executor): Promise<Lookups> {
  const departs = new Map<string, { id: string; orgCode: string }>();
  for (const d of await db.select().from(sysDepart).where(eq(sysDepart.delFlag, false)))
    for (const key of [d.orgCode, d.departName, d.departNameEn].filter(Boolean))
      if (!departs.has(norm(key))) departs.set(norm(key), { id: d.id, orgCode: d.orgCode });
  const roles = new Map<string, string>();
  for (const r of await db.select().from(sysRole))
    for (const key of [r.roleCode, r.roleName, r.roleNameEn, r.roleNameTw, r.roleNamePt].filter(Boolean))
      if (!roles.has(norm(key))) roles.set(norm(key), r.id);
  return { departs, roles };
}

async function importUsers(
  db: Executor,
  workbook: ExcelJS.Workbook,
  auth: AuthContext | null,
  locale: Locale,
): Promise<{ count: number; withoutPassword: number } | { errors: ImportProblem[] }> {
  const sheet = workbook.worksheets.find((s) => s.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 2) throw new AppError(400, 'crud.import.empty');
  if (sheet.rowCount > MAX_ROWS + 1) throw new AppError(400, 'crud.import.tooManyRows', { max: MAX_ROWS });
  const headerRow = sheet.getRow(1);
  const matched = Array.from({ length: headerRow.cellCount }, (_, i) => {
    const text = norm(cellText(headerRow.getCell(i + 1).value));
    return COLUMNS.find(
      (c) => norm(c.key) === text || LOCALES.some((l) => norm(translate(l, c.label)) === text),
    );
  });
  const label = (key: string) => translate(locale, COLUMNS.find((c) => c.key === key)?.label ?? key);
  const missing = COLUMNS.filter((c) => c.required && !matched.includes(c));
  if (missing.length)
    return {
      errors: missing.map((c) => ({
        row: 1,
        column: label(c.key),
        message: translate(locale, 'crud.import.missingColumn'),
      })),
    };
  const say = (key: string) => translate(locale, key);
  const sexLabels = labelsIn(SEX.keys);
  const statusLabels = labelsIn(STATUS.keys);

  return inTransaction(db, async (tx) => {
    const { departs, roles } = await lookups(tx);
    const errors: ImportProblem[] = [];
    const ready: {
      values: z.infer<typeof ZUserInput>;
      orgCode: string | null;
      roleIds: string[];
      password: string;
    }[] = [];
    const seen = {
      username: new Map<string, number>(),
      phone: new Map<string, number>(),
      email: new Map<string, number>(),
    };
    const grantable = new Map<string, boolean>();
    for (let n = 2; n <= sheet.rowCount; n++) {
      const row = sheet.getRow(n);
      const cells: Record<string, string> = {};
      matched.forEach((c, i) => {
        if (c) cells[c.key] = cellText(row.getCell(i + 1).value);
      });
      if (Object.values(cells).every((t) => t === '')) continue;
      const problems: Record<string, string> = {};
      const pick = (key: 'sex' | 'status', labels: Record<string, string>, codes: Record<string, number>) => {
        if (!cells[key]) return undefined;
        const v = choiceOf(cells[key], labels, codes);
        if (v === undefined) problems[key] = say('errors.field.invalidOption');
        return v;
      };
      let departId: string | null = null;
      let orgCode: string | null = null;
      if (cells.depart) {
        const d = departs.get(norm(cells.depart));
        if (d) ({ id: departId, orgCode } = d);
        else problems.depart = say('sysadmin.users.noSuchDepart');
      }
      const roleIds: string[] = [];
      for (const name of (cells.roles ?? '')
        .split(/[,，;；]/)
        .map((s) => s.trim())
        .filter(Boolean)) {
        const id = roles.get(norm(name));
        if (!id) {
          problems.roles ??= translate(locale, 'sysadmin.users.noSuchRole', { name });
          continue;
        }
        if (!grantable.has(id))
          grantable.set(
            id,
            await assertCanGrant(tx, auth, [id]).then(
              () => true,
              () => false,
            ),
          );
        if (!grantable.get(id)) problems.roles ??= say('sysadmin.users.cannotGrant');
        roleIds.push(id);
      }
      const parsed = ZUserInput.safeParse({
        username: cells.username ?? '',
        realname: cells.realname ?? '',
        workNo: cells.workNo || null,
        post: cells.post || null,
        phone: cells.phone || null,
        email: cells.email || null,
        birthday: cells.birthday || null,
        sex: pick('sex', sexLabels, SEX.codes) ?? null,
        status: pick('status', statusLabels, STATUS.codes) ?? 1,
        departId,
      });
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          problems[String(issue.path[0])] ??= issueMessage(locale, issue as ZodLikeIssue);
      const password = cells.password ?? '';
      if (password) {
        const problem = passwordPolicyProblem(password, cells.username);
        if (problem) problems.password = say(problem);
      }
      for (const key of ['username', 'phone', 'email'] as const) {
        const value = cells[key]?.trim();
        if (!value) continue;
        if (seen[key].has(value)) problems[key] ??= say('crud.import.duplicateInFile');
        else seen[key].set(value, n);
      }
      if (Object.keys(problems).length === 0 && parsed.success)
        ready.push({ values: parsed.data, orgCode, roleIds: [...new Set(roleIds)], password });
      for (const [key, message] of Object.entries(problems))
        errors.push({ row: n, column: label(key), message });
    }
    // Already in the system (one query per kind for the whole file).
    for (const key of ['username', 'phone', 'email'] as const) {
      const values = [...seen[key].keys()];
      if (!values.length) continue;
      const taken = await tx
        .select({ value: sysUser[key] })
        .from(sysUser)
        .where(inArray(sysUser[key], values));
      for (const { value } of taken)
        if (value)
          errors.push({
            row: seen[key].get(value) as number,
            column: label(key),
            message: translate(locale, `system.user.${key}Exists`),
          });
    }
    if (errors.length) return { errors: errors.sort((a, b) => a.row - b.row) };
    if (!ready.length) throw new AppError(400, 'crud.import.empty');
    let withoutPassword = 0;
    for (const r of ready) {
      if (!r.password) withoutPassword++;
      const [created] = await tx
        .insert(sysUser)
        .values({
          ...r.values,
          passwordHash: r.password ? await hashPassword(r.password) : NO_PASSWORD,
          orgCode: r.orgCode,
          createBy: auth?.user.username,
          sysOrgCode: auth?.user.orgCode,
        })
        .returning({ id: sysUser.id });
      if (r.roleIds.length)
        await tx.insert(sysUserRole).values(r.roleIds.map((roleId) => ({ userId: created.id, roleId })));
      await catchUpEveryone(tx, created.id);
    }
    return { count: ready.length, withoutPassword };
  });
}
