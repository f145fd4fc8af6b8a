import {
  isLocale,
  type Locale,
  levelSymbol,
  type MapCell,
  type MapScale,
  parseCellText,
  scaleSymbols,
} from '@accredit/shared';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import { type Db, inTransaction } from '../../core/db.ts';
import { asDownload } from '../../core/download.ts';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { finishListSheet, landscapePageSetup, PAGE_FOOTER, sheetName } from '../../core/office.ts';
import { cellText, type ImportProblem, refuseImport, uploadedWorkbook } from '../../crud/excel.ts';
import { styleHeader } from '../../crud/sheet-layout.ts';
import { figuresOf, loadVersion, type MapVersion, programmeFor, versionAsked } from './map-data.ts';
import { replaceVersion } from './map-write.ts';

/**
 * The map as a workbook and back. Layout of the map sheet (the import relies on it):
 * row 1 (hidden) holds the marker `curriculumMap`, the programme id, the year and each objective's
 * id above its column; column A (hidden) holds each course's id. Row 2 names the goals (merged over
 * their objectives), row 3 the objective codes; courses from row 4, code and name in columns B and
 * C; cells carry a drop-down of the programme's scale. A second sheet lists the gaps.
 */
const MARKER = 'curriculumMap';
const FIRST_LO_COL = 4;
const FIRST_ROW = 4;
const tags = ['curriculumMap'];
const base = '/aacsb/curriculumMap';
const ZId = z.string().trim().min(1).max(64);
const ZYear = z.coerce.number().int().min(1900).max(2200);

const nameIn = (x: { name: string; nameEn: string | null }, locale: Locale) =>
  locale.startsWith('zh') ? x.name : x.nameEn || x.name;

function allowedText(scale: MapScale, locale: Locale): string {
  const [a, b, c] = scaleSymbols(scale);
  return translate(locale, 'curriculumMap.import.allowed', { a, b, c });
}

export async function mapWorkbook(v: MapVersion, locale: Locale): Promise<Buffer> {
  const t = (key: string, values?: Record<string, unknown>) =>
    translate(locale, `curriculumMap.${key}`, values);
  const scale = v.programme.mapScale;
  const los = v.goals.flatMap((g) => g.objectives);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName(t('excel.mapSheet')), {
    views: [{ state: 'frozen', xSplit: 3, ySplit: 3 }],
    pageSetup: landscapePageSetup([2, 3]),
    headerFooter: PAGE_FOOTER,
  });
  ws.getRow(1).values = [MARKER, v.programme.id, v.effectiveYear, ...los.map((o) => o.id)];
  ws.getRow(1).hidden = true;
  ws.getColumn(1).hidden = true;
  const title = `${v.programme.code} ${nameIn(v.programme, locale)} · ${t('excel.effective', { year: v.effectiveYear })}`;
  ws.getCell(2, 2).value = title;
  ws.mergeCells(2, 2, 2, 3);
  let col = FIRST_LO_COL;
  for (const g of v.goals) {
    if (g.objectives.length === 0) continue;
    ws.getCell(2, col).value = g.code || '—';
    if (g.objectives.length > 1) ws.mergeCells(2, col, 2, col + g.objectives.length - 1);
    col += g.objectives.length;
  }
  ws.getRow(3).values = ['id', t('excel.courseCode'), t('excel.courseName'), ...los.map((o) => o.code)];
  const lastCol = Math.max(3, FIRST_LO_COL + los.length - 1);
  styleHeader(ws.getRow(2), lastCol);
  styleHeader(ws.getRow(3), lastCol);
  for (let c = FIRST_LO_COL; c <= lastCol; c++) ws.getCell(2, c).alignment = { horizontal: 'center' };
  const byKey = new Map(v.cells.map((c) => [`${c.courseId}\u0000${c.loId}`, c.level]));
  const list = `"${scaleSymbols(scale).join(',')}"`;
  v.courses.forEach((course, i) => {
    const r = FIRST_ROW + i;
    const row = ws.getRow(r);
    row.values = [
      course.id,
      course.code,
      nameIn(course, locale),
      ...los.map((o) => {
        const level = byKey.get(`${course.id}\u0000${o.id}`);
        return level ? levelSymbol(level, scale) : null;
      }),
    ];
    for (let c = FIRST_LO_COL; c <= lastCol && los.length; c++) {
      const cell = row.getCell(c);
      cell.alignment = { horizontal: 'center' };
      cell.dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [list],
        showErrorMessage: true,
        errorTitle: t('excel.invalidTitle'),
        error: allowedText(scale, locale),
      };
    }
  });
  ws.getColumn(2).width = 14;
  ws.getColumn(3).width = Math.min(50, Math.max(16, ...v.courses.map((c) => nameIn(c, locale).length + 4)));
  for (let c = FIRST_LO_COL; c <= lastCol; c++) ws.getColumn(c).width = 8;
  gapsSheet(wb, v, locale);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function gapsSheet(wb: ExcelJS.Workbook, v: MapVersion, locale: Locale): void {
  const t = (key: string, values?: Record<string, unknown>) =>
    translate(locale, `curriculumMap.${key}`, values);
  const ws = wb.addWorksheet(sheetName(t('excel.gapsSheet'), [wb.worksheets[0].name]));
  const { gaps, coverage } = figuresOf(v);
  const los = new Map(v.goals.flatMap((g) => g.objectives).map((o) => [o.id, o]));
  const courses = new Map(v.courses.map((c) => [c.id, c]));
  ws.addRow([t('excel.kind'), t('excel.code'), t('excel.name')]);
  for (const id of gaps.objectivesWithoutHigh) {
    const o = los.get(id);
    if (o) ws.addRow([t('gaps.withoutHigh'), o.code, nameIn(o, locale)]);
  }
  for (const id of gaps.objectivesUnmapped) {
    const o = los.get(id);
    if (o) ws.addRow([t('gaps.unmapped'), o.code, nameIn(o, locale)]);
  }
  for (const id of gaps.coursesSupportingNothing) {
    const c = courses.get(id);
    if (c) ws.addRow([t('gaps.supportsNothing'), c.code, nameIn(c, locale)]);
  }
  if (ws.rowCount === 1) ws.addRow([t('gaps.none'), '', '']);
  finishListSheet(ws);
  ws.addRow([]);
  const pct = (n: number | null) => (n === null ? '—' : `${n.toFixed(1)}%`);
  ws.addRow([
    t('coverage.objectives'),
    `${coverage.objectivesMapped} / ${coverage.objectives}`,
    pct(coverage.objectivesPercent),
  ]);
  ws.addRow([
    t('coverage.courses'),
    `${coverage.coursesMapped} / ${coverage.courses}`,
    pct(coverage.coursesPercent),
  ]);
}

/** Reads a map sheet against a version: the cells it holds, or every problem found. */
export function readMapSheet(
  wb: ExcelJS.Workbook,
  v: MapVersion,
  locale: Locale,
): { cells: MapCell[] } | { errors: ImportProblem[] } {
  const t = (key: string, values?: Record<string, unknown>) =>
    translate(locale, `curriculumMap.${key}`, values);
  const ws = wb.worksheets[0];
  if (!ws || cellText(ws.getCell(1, 1).value) !== MARKER)
    throw new AppError(400, 'curriculumMap.import.notAMap');
  if (cellText(ws.getCell(1, 2).value) !== v.programme.id)
    throw new AppError(400, 'curriculumMap.import.otherProgramme');
  const scale = v.programme.mapScale;
  const errors: ImportProblem[] = [];
  const los = v.goals.flatMap((g) => g.objectives);
  const loById = new Map(los.map((o) => [o.id, o]));
  const loByCode = new Map(los.map((o) => [o.code.toLowerCase(), o]));
  const columns = new Map<number, { id: string; code: string }>();
  const seenLo = new Set<string>();
  const width = Math.max(ws.getRow(1).cellCount, ws.getRow(3).cellCount);
  for (let c = FIRST_LO_COL; c <= width; c++) {
    const id = cellText(ws.getCell(1, c).value);
    const code = cellText(ws.getCell(3, c).value);
    if (!id && !code) continue;
    const lo = loById.get(id) ?? loByCode.get(code.toLowerCase());
    const column = code || ws.getColumn(c).letter;
    if (!lo) errors.push({ row: 3, column, message: t('import.unknownObjective', { code: column }) });
    else if (seenLo.has(lo.id))
      errors.push({ row: 3, column, message: t('import.duplicateObjective', { code: lo.code }) });
    else {
      seenLo.add(lo.id);
      columns.set(c, { id: lo.id, code: lo.code });
    }
  }
  const courseById = new Map(v.courses.map((c) => [c.id, c]));
  const courseByCode = new Map(v.courses.map((c) => [c.code.toLowerCase(), c]));
  const seenCourse = new Set<string>();
  const cells: MapCell[] = [];
  const courseHeader = t('excel.courseCode');
  for (let r = FIRST_ROW; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const id = cellText(row.getCell(1).value);
    const code = cellText(row.getCell(2).value);
    const texts = [...columns.keys()].map((c) => cellText(row.getCell(c).value));
    if (!id && !code && texts.every((x) => x === '')) continue;
    const course = courseById.get(id) ?? courseByCode.get(code.toLowerCase());
    if (!course) {
      errors.push({
        row: r,
        column: courseHeader,
        message: t('import.unknownCourse', { row: r, code: code || id }),
      });
      continue;
    }
    if (seenCourse.has(course.id)) {
      errors.push({
        row: r,
        column: courseHeader,
        message: t('import.duplicateCourse', { row: r, code: course.code }),
      });
      continue;
    }
    seenCourse.add(course.id);
    for (const [c, lo] of columns) {
      const text = cellText(row.getCell(c).value);
      const parsed = parseCellText(text, scale);
      if (!parsed.ok)
        errors.push({
          row: r,
          column: lo.code,
          message: t('import.badCell', {
            row: r,
            column: lo.code,
            value: text,
            allowed: allowedText(scale, locale),
          }),
        });
      else if (parsed.level) cells.push({ courseId: course.id, loId: lo.id, level: parsed.level });
    }
  }
  return errors.length ? { errors } : { cells };
}

export function registerMapExcelRoutes(app: App, db: Db): void {
  app.get(
    `${base}/exportXls`,
    {
      config: { access: { permission: 'degreePrograms:export' } },
      schema: {
        tags,
        summary:
          'A map version as an Excel workbook (map with drop-downs, and its gaps), for editing and import',
        querystring: z.object({
          degreeProgramsId: ZId,
          effectiveYear: ZYear.optional(),
          lang: z.string().max(10).optional(),
          _t: z.coerce.number().optional(),
        }),
      },
    },
    async (request, reply) => {
      const programme = await programmeFor(db, request.auth!, request.query.degreeProgramsId, 'export');
      const { year } = await versionAsked(db, programme.id, request.query.effectiveYear);
      const lang = request.query.lang;
      const locale: Locale = lang && isLocale(lang) ? lang : request.locale;
      const v = await loadVersion(db, programme, year);
      const name = `${translate(locale, 'curriculumMap.excel.file')}-${programme.code}-${year}`;
      const fallback = `curriculum-map-${programme.code.replace(/[^\w.-]/g, '_')}-${year}`;
      return asDownload(reply, 'xlsx', fallback, name).send(await mapWorkbook(v, locale));
    },
  );

  app.post(
    `${base}/importExcel`,
    {
      config: { access: { permission: 'degreePrograms:import' }, audit: 'import curriculum map' },
      schema: {
        tags,
        summary: 'Replace a map version’s cells from an edited export (all or nothing)',
        consumes: ['multipart/form-data'],
        querystring: z.object({ degreeProgramsId: ZId, effectiveYear: ZYear }),
      },
    },
    async (request, reply) => {
      const { degreeProgramsId, effectiveYear } = request.query;
      const programme = await programmeFor(db, request.auth!, degreeProgramsId, 'import');
      const wb = await uploadedWorkbook(request);
      const outcome = await inTransaction(db, async (tx) => {
        const v = await loadVersion(tx, programme, effectiveYear);
        const read = readMapSheet(wb, v, request.locale);
        if ('errors' in read) return read;
        return { counts: await replaceVersion(tx, request.auth!, v, read.cells) };
      });
      if ('errors' in outcome) return refuseImport(reply, request.locale, outcome.errors);
      return ok(
        outcome.counts,
        translate(request.locale, 'curriculumMap.import.done', { ...outcome.counts, year: effectiveYear }),
      );
    },
  );
}
