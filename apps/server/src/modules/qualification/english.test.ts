import { RESOURCE } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceTable } from '../../crud/table.ts';
import { EXTERNAL_AUTHORS } from '../../seed/demo-school-data.ts';
import { useTestApp } from '../../test/harness.ts';
import type { CvDocument } from '../faculty-io/cv-model.ts';
import { docxText } from '../faculty-io/test-helpers.ts';
import { sysDepart } from '../system/schema.ts';
import type { MissingEnglish } from './english-check.ts';
import { markTablesStale } from './freshness.ts';

/**
 * English for reviewers (issue 15 item 1): the demo school's English outputs name teachers,
 * specialties and disciplines by their English values; a value that is missing shows the Chinese
 * one with a visible marker, and the missing-English check lists it before the export.
 */
const t = useTestApp();
const teachers = resourceTable(RESOURCE.teacher);
let admin = '';
let miller = '';

async function download(query: Record<string, string>, token = admin) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/qualification/export',
    query,
    headers: { 'x-access-token': token },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** Every cell of the workbook's first sheet as text. */
async function excelTexts(raw: Buffer): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(raw as unknown as ArrayBuffer);
  const out: string[] = [];
  wb.worksheets[0].eachRow((row) =>
    row.eachCell((c) => {
      out.push(c.text);
    }),
  );
  return out;
}

/** The Chinese names of the demo school's teachers, specialties and disciplines. */
async function chineseNames(): Promise<Set<string>> {
  const db = t.database.db;
  const acc = resourceTable(RESOURCE.teacherAccreditation);
  return new Set([
    ...(await db.select({ v: teachers.name }).from(teachers)).map((r) => String(r.v)),
    ...(await db.select({ v: acc.specialty }).from(acc)).map((r) => String(r.v)),
    ...(await db.select({ v: sysDepart.departName }).from(sysDepart)).map((r) => r.v),
  ]);
}

type Check = { complete: boolean; missing: MissingEnglish[] };
const check = async (query: Record<string, string | number>, token = admin) =>
  t.api.get<Check>('/qualification/englishCheck', { token, query });

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  const [row] = await t.database.db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.name, '大卫·米勒'));
  miller = String(row.id);
});

describe('English outputs of the demo school', () => {
  it('Table 3-1 in English names teachers, specialties and disciplines in English, in Excel and Word', async () => {
    const cells = await excelTexts(await download({ table: '31', year: '2025', lang: 'en-US' }));
    expect(cells).toContain('David Miller');
    expect(cells).toContain('Chen Jing');
    expect(cells.some((c) => c.startsWith('Accounting'))).toBe(true);
    // No teacher, specialty or discipline is named in Chinese (the basis is the school's own free text).
    const chinese = await chineseNames();
    expect(cells.filter((c) => chinese.has(c))).toEqual([]);
    const zh = await excelTexts(await download({ table: '31', year: '2025', lang: 'zh-CN' }));
    expect(zh).toContain('大卫·米勒');
    const word = await docxText(await download({ table: '31', year: '2025', lang: 'en-US', format: 'docx' }));
    expect(word).toContain('David Miller');
    expect(word).toContain('Analyst forecasts');
    expect([...chinese].filter((n) => word.includes(n))).toEqual([]);
  });

  it('finds nothing missing while every record has its English value', async () => {
    for (const table of ['31', '32', '81']) {
      const res = await check({ table, year: 2025 });
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({ complete: true, missing: [] });
    }
  });

  it('a teacher without an English name is marked in the export and listed by the check', async () => {
    await t.database.db.update(teachers).set({ nameEn: null }).where(eq(teachers.id, miller));
    await markTablesStale(t.database.db);
    try {
      const cells = await excelTexts(await download({ table: '31', year: '2025', lang: 'en-US' }));
      expect(cells).toContain('大卫·米勒 [no English name]');
      expect(cells).not.toContain('David Miller');
      const res = await check({ table: '31', year: 2025 });
      expect(res.body.result.complete).toBe(false);
      expect(res.body.result.missing).toEqual([
        expect.objectContaining({
          kind: 'teacher',
          id: miller,
          field: 'nameEn',
          record: '大卫·米勒',
          fieldLabel: 'English name',
          path: '/staff-resources/teacher',
        }),
      ]);
      const zh = await t.api.get<Check>('/qualification/englishCheck', {
        token: admin,
        query: { table: '31', year: 2025 },
        headers: { 'x-lang': 'zh-CN' },
      });
      expect(zh.body.result.missing[0]).toMatchObject({ kindLabel: '教师', fieldLabel: '英文姓名' });
    } finally {
      await t.database.db.update(teachers).set({ nameEn: 'David Miller' }).where(eq(teachers.id, miller));
      await markTablesStale(t.database.db);
    }
  });

  it('a discipline without an English name is listed for Tables 3-1 and 8-1 and marked in 8-1', async () => {
    const [acc] = await t.database.db
      .select({ id: sysDepart.id, en: sysDepart.departNameEn })
      .from(sysDepart)
      .where(eq(sysDepart.departName, '会计系'));
    await t.database.db.update(sysDepart).set({ departNameEn: '' }).where(eq(sysDepart.id, acc.id));
    await markTablesStale(t.database.db);
    try {
      for (const table of ['31', '81']) {
        const res = await check({ table, year: 2025 });
        expect(res.body.result.missing).toEqual([
          expect.objectContaining({
            kind: 'discipline',
            id: acc.id,
            field: 'departNameEn',
            record: '会计系',
          }),
        ]);
      }
      const cells = await excelTexts(await download({ table: '81', year: '2025', lang: 'en-US' }));
      expect(cells).toContain('会计系 [no English name]');
    } finally {
      await t.database.db.update(sysDepart).set({ departNameEn: acc.en }).where(eq(sysDepart.id, acc.id));
      await markTablesStale(t.database.db);
    }
  });

  it('the check needs the right to export the table', async () => {
    const teacher = await t.tokenFor('teacher');
    expect((await check({ table: '31', year: 2025 }, teacher)).status).toBe(403);
    expect((await check({ table: '31', year: 1 })).status).toBe(400);
  });
});

describe('publication capture', () => {
  it('finds a teacher under their English name ("Miller, David" is 大卫·米勒)', async () => {
    const res = await t.api.post<{ entries: { authors: { status: string; teacherId: string | null }[] }[] }>(
      '/aacsb/researchOutput/capture/preview',
      {
        text: '@article{m1, title={Capture by English name}, author={Miller, David}, journal={J}, year={2024}}',
      },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.entries[0].authors[0]).toMatchObject({ status: 'matched', teacherId: miller });
  });
});

describe('the English CV', () => {
  it('names the teacher, their specialty and internal co-authors in English, never transliterated', async () => {
    const res = await t.api.get<CvDocument>('/aacsb/teacher/cv/data', {
      token: admin,
      query: { teacherId: miller, lang: 'en-US' },
    });
    expect(res.status).toBe(200);
    const cv = res.body.result;
    expect(cv.name).toBe('David Miller');
    // No run names a colleague, the subject, the specialty or a discipline in Chinese (external
    // co-authors, venues and activity titles are printed as they were entered).
    const external = new Set(EXTERNAL_AUTHORS.map(([name]) => name));
    const chinese = new Set([...(await chineseNames())].filter((n) => !external.has(n)));
    const runs = cv.sections.flatMap((s) => [
      ...(s.fields ?? []).map((f) => f.value),
      ...(s.items ?? []).flatMap((i) => i.runs.map((r) => r.text)),
      ...(s.groups ?? []).flatMap((g) =>
        g.years.flatMap((y) => y.items.flatMap((i) => i.runs.map((r) => r.text))),
      ),
    ]);
    expect(runs.filter((r) => chinese.has(r))).toEqual([]);
    expect(runs).toContain('ESG disclosure');
    expect(runs).toContain('Accounting');
    const research = cv.sections.find((s) => s.key === 'research');
    const authors = research?.groups?.flatMap((g) => g.years.flatMap((y) => y.items.map((i) => i.runs)));
    expect(authors?.flat().some((r) => r.bold && r.text === 'David Miller')).toBe(true);
    const ok = await t.api.get<Check>('/aacsb/teacher/cv/englishCheck', {
      token: admin,
      query: { teacherId: miller },
    });
    expect(ok.body.result.complete).toBe(true);
  });

  it('marks and lists a co-author without an English name', async () => {
    const research = (
      await t.api.get<CvDocument>('/aacsb/teacher/cv/data', {
        token: admin,
        query: { teacherId: miller, lang: 'en-US' },
      })
    ).body.result.sections.find((s) => s.key === 'research');
    const names = new Set(
      research?.groups
        ?.flatMap((g) => g.years.flatMap((y) => y.items.flatMap((i) => i.runs)))
        .filter((r) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(r.text) && r.text !== 'David Miller')
        .map((r) => r.text),
    );
    const coAuthorEn = [...names][0];
    expect(coAuthorEn).toBeDefined();
    const [co] = await t.database.db
      .select({ id: teachers.id, name: teachers.name })
      .from(teachers)
      .where(eq(teachers.nameEn, coAuthorEn));
    await t.database.db.update(teachers).set({ nameEn: '' }).where(eq(teachers.id, co.id));
    await markTablesStale(t.database.db);
    try {
      const cv = await t.api.get<CvDocument>('/aacsb/teacher/cv/data', {
        token: admin,
        query: { teacherId: miller, lang: 'en-US' },
      });
      expect(JSON.stringify(cv.body.result.sections)).toContain(`${co.name} [no English name]`);
      const res = await t.api.get<Check>('/aacsb/teacher/cv/englishCheck', {
        token: admin,
        query: { teacherId: miller },
      });
      expect(res.body.result.missing).toEqual([
        expect.objectContaining({ kind: 'coAuthor', id: co.id, field: 'nameEn', record: co.name }),
      ]);
    } finally {
      await t.database.db.update(teachers).set({ nameEn: coAuthorEn }).where(eq(teachers.id, co.id));
      await markTablesStale(t.database.db);
    }
  });
});
