import { dictChoices, dictLabel, dictValueOf, LOCALES, type Locale } from '@accredit/shared';
import ExcelJS from 'exceljs';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { addTableSheet, INT_FORMAT, type SheetColumn, sheetColumn, shownText } from '../../core/office.ts';
import type { ImportProblem } from '../../crud/excel.ts';
import { styleHeader } from '../../crud/sheet-layout.ts';
import { type IdentityListRow, identityScope, listIdentity } from './data.ts';
import { checkIdentity, type IdentityInput, type Problem } from './save.ts';

/**
 * The identity sheet (issue 19 item 7): the export of a year in the file's language (labels, names
 * and departments in English in an English file; percent as a number), its import template, and
 * the reading of an uploaded sheet into checked rows (teachers by staff number or name; headers
 * and labels accepted in any language; every problem by row and column).
 */
const COLUMNS = [
  'staffId',
  'name',
  'department',
  'participating',
  'employmentStatus',
  'facultyCategory',
  'missionPercent',
] as const;
type Key = (typeof COLUMNS)[number];

const header = (locale: Locale, key: Key) => translate(locale, `identity.column.${key}`);
const english = (locale: Locale) => locale === 'en-US' || locale === 'pt-BR';

function participatingText(locale: Locale, value: boolean | null): string {
  if (value === null) return '';
  return translate(locale, `identity.value.${value ? 'participating' : 'supporting'}`);
}

function sheetColumns(locale: Locale): SheetColumn[] {
  return COLUMNS.map((k) =>
    k === 'missionPercent'
      ? { header: header(locale, k), numFmt: INT_FORMAT }
      : sheetColumn.text(header(locale, k)),
  );
}

export function exportRow(locale: Locale, r: IdentityListRow): unknown[] {
  const en = english(locale);
  return [
    r.staffId,
    (en && r.nameEn) || r.name,
    (en && r.departmentEn) || r.department || '',
    participatingText(locale, r.participating),
    r.employmentStatus ? dictLabel('employmentStatus', r.employmentStatus, locale) : '',
    r.facultyCategory ? dictLabel('facultyCategory', r.facultyCategory, locale) : '',
    r.missionPercent,
  ];
}

export async function exportWorkbook(
  db: Executor,
  auth: AuthContext,
  year: number,
  locale: Locale,
): Promise<Buffer> {
  const rows = await listIdentity(db, await identityScope(db, auth, 'identity:export'), { year });
  const wb = new ExcelJS.Workbook();
  addTableSheet(
    wb,
    `${translate(locale, 'identity.files.sheet')} ${year}`,
    sheetColumns(locale),
    rows.map((r) => exportRow(locale, r)),
  );
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Headers in the caller's language, lists of the allowed labels on the category columns. */
export async function templateWorkbook(locale: Locale): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(translate(locale, 'identity.files.sheet'));
  ws.addRow(COLUMNS.map((k) => header(locale, k)));
  styleHeader(
    ws.getRow(1),
    COLUMNS.length,
    (i) => COLUMNS[i] !== 'department' && COLUMNS[i] !== 'missionPercent',
  );
  COLUMNS.forEach((k, i) => {
    ws.getColumn(i + 1).width = Math.max(14, header(locale, k).length + 4);
  });
  const lists: Partial<Record<Key, string[]>> = {
    participating: [true, false].map((v) => participatingText(locale, v)),
    employmentStatus: dictChoices('employmentStatus').map((d) => d.label[locale]),
    facultyCategory: dictChoices('facultyCategory').map((d) => d.label[locale]),
  };
  for (const [key, items] of Object.entries(lists)) {
    const column = COLUMNS.indexOf(key as Key) + 1;
    for (let row = 2; row <= 500; row++)
      ws.getCell(row, column).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${items.map((s) => s.replace(/[",]/g, ' ')).join(',')}"`],
      };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The column key of a header in any language (the template and the export of any locale read back). */
function keyOfHeader(text: string): Key | undefined {
  const wanted = text.trim().toLowerCase();
  return COLUMNS.find((k) => LOCALES.some((l) => header(l, k).toLowerCase() === wanted));
}

function parseParticipating(text: string): boolean | undefined {
  const wanted = text.trim().toLowerCase();
  for (const value of [true, false]) {
    const words = [value ? 'true' : 'false', value ? '1' : '0', value ? 'y' : 'n'];
    for (const l of LOCALES)
      words.push(
        translate(l, `identity.value.${value ? 'participating' : 'supporting'}`),
        translate(l, `identity.value.${value ? 'yes' : 'no'}`),
      );
    if (words.some((w) => w.toLowerCase() === wanted)) return value;
  }
  return undefined;
}

function cellText(cell: ExcelJS.Cell): string {
  return shownText(cell.value).trim();
}

export interface ReadSheet {
  inputs: IdentityInput[];
  rowNumbers: number[];
  problems: Problem[];
}

/**
 * Reads the first sheet into rows for `year`: the teacher by staff number (else by name or English
 * name, refused when it names several), the categories by label in any language or code.
 */
export async function readSheet(
  db: Executor,
  auth: AuthContext,
  year: number,
  workbook: ExcelJS.Workbook,
): Promise<ReadSheet | 'noRows'> {
  const ws = workbook.worksheets[0];
  if (!ws || ws.rowCount < 2) return 'noRows';
  const at = new Map<Key, number>();
  ws.getRow(1).eachCell((cell, n) => {
    const key = keyOfHeader(cellText(cell));
    if (key && !at.has(key)) at.set(key, n);
  });
  const teachers = await listIdentity(db, await identityScope(db, auth, 'identity:import'), { year });
  const byStaff = new Map(teachers.map((t) => [t.staffId.toLowerCase(), t.teacherId]));
  const byName = new Map<string, string[]>();
  for (const t of teachers)
    for (const n of new Set(
      [t.name, t.nameEn].filter((x): x is string => Boolean(x)).map((x) => x.toLowerCase()),
    ))
      byName.set(n, [...(byName.get(n) ?? []), t.teacherId]);

  const out: ReadSheet = { inputs: [], rowNumbers: [], problems: [] };
  for (let n = 2; n <= ws.rowCount; n++) {
    const row = ws.getRow(n);
    const text = (k: Key) => {
      const c = at.get(k);
      return c ? cellText(row.getCell(c)) : '';
    };
    if (COLUMNS.every((k) => text(k) === '')) continue;
    const problems: Problem[] = [];
    const staff = text('staffId');
    const name = text('name');
    let teacherId: string | undefined;
    if (staff) teacherId = byStaff.get(staff.toLowerCase());
    else if (name) {
      const found = byName.get(name.toLowerCase()) ?? [];
      if (found.length > 1)
        problems.push({ row: n, column: 'teacher', key: 'ambiguous', values: { value: name } });
      teacherId = found.length === 1 ? found[0] : undefined;
    }
    if (!teacherId && problems.length === 0)
      problems.push(
        staff || name
          ? { row: n, column: 'teacher', key: 'unknownTeacher', values: { value: staff || name } }
          : { row: n, column: 'teacher', key: 'required' },
      );
    const p = text('participating');
    const participating = parseParticipating(p);
    if (!p) problems.push({ row: n, column: 'participating', key: 'required' });
    else if (participating === undefined)
      problems.push({ row: n, column: 'participating', key: 'badBoolean', values: { value: p } });
    const codes: Record<'employmentStatus' | 'facultyCategory', string | null> = {
      employmentStatus: null,
      facultyCategory: null,
    };
    for (const k of ['employmentStatus', 'facultyCategory'] as const) {
      const v = text(k);
      if (!v) continue;
      const code = dictValueOf(k, v);
      if (code === undefined) problems.push({ row: n, column: k, key: 'badCode', values: { value: v } });
      else codes[k] = code;
    }
    const cell = at.get('missionPercent') ? row.getCell(at.get('missionPercent') as number).value : null;
    let missionPercent: number | undefined;
    const shown = text('missionPercent');
    if (shown !== '') {
      const value = typeof cell === 'number' ? cell : Number(shown.replace(/%$/, '').trim());
      if (!Number.isFinite(value) || value < 0 || value > 100)
        problems.push({ row: n, column: 'missionPercent', key: 'badPercent', values: { value: shown } });
      else missionPercent = value;
    }
    if (problems.length > 0 || !teacherId || participating === undefined) {
      out.problems.push(...problems);
      continue;
    }
    out.inputs.push({ teacherId, participating, ...codes, missionPercent });
    out.rowNumbers.push(n);
  }
  if (out.inputs.length === 0 && out.problems.length === 0) return 'noRows';
  // Duplicates and reach, on the rows that parsed (numbered as in the file).
  out.problems.push(...(await checkIdentity(db, auth, year, out.inputs, out.rowNumbers, 'identity:import')));
  out.problems.sort((a, b) => a.row - b.row);
  return out;
}

/** Problems as the engine's import answers them (row, column, message), for the shared import dialog. */
export function importProblems(locale: Locale, problems: Problem[]): ImportProblem[] {
  return problems.map((p) => ({
    row: p.row,
    column: translate(locale, `identity.column.${p.column}`),
    message: translate(locale, `identity.problem.${p.key}`, p.values),
  }));
}
