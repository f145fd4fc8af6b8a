import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { download } from '../../test/download.ts';
import { useTestApp } from '../../test/harness.ts';
import { submit } from './fixture-builders.ts';
import { buildResultsSchool, publish, type ResultsSchool } from './results-fixture.ts';

/**
 * The two downloads of questionnaire results read back (issue 18 item 5 and "done when"): the
 * Excel answers file with exceljs (numbers as numbers, options as texts in the file's language,
 * identity only for a named questionnaire) and the Word report unzipped (its document.xml and the
 * chart images). Nothing in an anonymous file names a respondent: every cell and every text run
 * is searched for every respondent's username and real name.
 *
 * Answers (as in results.test.ts): a1 o1, m1+m2, 5, r1 4 r2 3, "Great course"; a2 o1, m2, 4,
 * 5/4; a3 o2, all three, 3, r1 3; b1 o1, -, 2, 2/2, "More labs please". q3 mean 14/4 = 3.50 of 5,
 * attainment 0.700; q1 "Yes" 3 of 4 = 75.0%.
 */
const t = useTestApp();
let s: ResultsSchool;
const Q: Record<string, string> = {};
const WHO = ['a1', 'a2', 'a3', 'b1'] as const;
const ANSWERS = {
  a1: { q1: 'o1', q2: ['m1', 'm2'], q3: 5, q4: { r1: 4, r2: 3 }, q5: 'Great course' },
  a2: { q1: 'o1', q2: ['m2'], q3: 4, q4: { r1: 5, r2: 4 } },
  a3: { q1: 'o2', q2: ['m1', 'm2', 'm3'], q3: 3, q4: { r1: 3 } },
  b1: { q1: 'o1', q3: 2, q4: { r1: 2, r2: 2 }, q5: 'More labs please' },
};

async function workbook(id: string, lang: string) {
  const { bytes, headers } = await download(t, s.admin, '/aacsb/questionnaire/answersXls', { id, lang });
  expect(String(headers['content-type'])).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
}

/** Every row of a sheet as plain values (formats aside), header first. */
function rowsOf(wb: ExcelJS.Workbook, name: string): unknown[][] {
  const ws = wb.getWorksheet(name);
  expect(ws, name).toBeDefined();
  const out: unknown[][] = [];
  ws?.eachRow({ includeEmpty: true }, (row) => {
    out.push((row.values as unknown[]).slice(1));
  });
  return out;
}

function allText(wb: ExcelJS.Workbook): string {
  const parts: string[] = [];
  wb.eachSheet((ws) => {
    parts.push(ws.name);
    ws.eachRow((row) => {
      row.eachCell((cell) => {
        parts.push(String(cell.value));
      });
    });
  });
  return parts.join('\n');
}

/** The docx's main text (one line per paragraph) and its images. */
async function wordOf(id: string, lang: string, group?: string) {
  const { bytes, headers } = await download(t, s.admin, '/aacsb/questionnaire/exportWord', {
    id,
    lang,
    ...(group ? { group } : {}),
  });
  expect(String(headers['content-type'])).toContain('wordprocessingml');
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(bytes);
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const text = xml
    .split('</w:p>')
    .map((p) => [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .filter(Boolean)
    .join('\n')
    .replace(/&amp;/g, '&');
  const images = await Promise.all(
    Object.keys(zip.files)
      .filter((f) => f.startsWith('word/media/'))
      .map((f) => zip.file(f)?.async('nodebuffer') as Promise<Buffer>),
  );
  return { xml, text, images };
}

const identities = () => WHO.flatMap((k) => [s.users[k].username, s.users[k].realname]);

beforeAll(async () => {
  s = await buildResultsSchool(t);
  const audience = { classIds: [s.ids.K1, s.ids.K2], userIds: [s.users.n1.id] };
  Q.named = await publish(t, s, { name: '实名评价', anonymous: false, ...audience });
  Q.anon = await publish(t, s, { name: '匿名评价', anonymous: true, ...audience });
  Q.small = await publish(t, s, { name: '小组评价', anonymous: true, userIds: [s.users.a1.id] });
  for (const id of [Q.named, Q.anon]) for (const k of WHO) await submit(t, s.users[k].token, id, ANSWERS[k]);
  await submit(t, s.users.a1.token, Q.small, ANSWERS.a1);
});

describe('Excel answers file', () => {
  it('names the respondents of a named questionnaire, options as texts and ratings as numbers', async () => {
    const wb = await workbook(Q.named, 'en-US');
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Answers', 'Summary', 'Response rate']);
    const [head, ...rows] = rowsOf(wb, 'Answers');
    expect(head.slice(0, 5)).toEqual(['No.', 'Username', 'Name', 'Submitted', 'Group']);
    expect(head.slice(5)).toEqual([
      'Q1 Would you recommend it?',
      'Q2 What helped you?',
      'Q3 Teaching overall',
      'Q4 Rate your skills: Writing',
      'Q4 Rate your skills: Speaking',
      'Q5 Anything else?',
    ]);
    expect(rows).toHaveLength(4);
    const a1 = rows.find((r) => r[1] === s.users.a1.username) ?? [];
    expect(a1.slice(2)).toEqual([
      'Ariadne Quill',
      expect.any(Date),
      'Class K1',
      'Yes',
      'Library; Labs',
      5,
      4,
      3,
      'Great course',
    ]);
    const a3 = rows.find((r) => r[1] === s.users.a3.username) ?? [];
    // A matrix row left blank is an empty cell, not a 0.
    expect([a3[6], a3[7], a3[8], a3[9]]).toEqual(['Library; Labs; Online forum', 3, 3, undefined]);
  });

  it('summarises every question with counts, shares as percentages and means as numbers', async () => {
    const wb = await workbook(Q.named, 'en-US');
    const [head, ...rows] = rowsOf(wb, 'Summary');
    expect(head).toEqual([
      'No.',
      'Question',
      'Kind',
      'Answer',
      'Count',
      'Percent',
      'Mean',
      'Attainment (mean / scale)',
      'Answered',
    ]);
    const yes = rows.find((r) => r[0] === 'Q1' && r[3] === 'Yes');
    expect(yes?.slice(4, 6)).toEqual([3, 0.75]);
    const mean = rows.find((r) => r[0] === 'Q3' && r[3] === 'Mean');
    expect([mean?.[6], mean?.[7], mean?.[8]]).toEqual([3.5, 0.7, 4]);
    expect(rows.find((r) => r[0] === 'Q3' && r[3] === '5 Excellent')?.[4]).toBe(1);
    const ws = wb.getWorksheet('Summary');
    const yesRow = rows.indexOf(yes as unknown[]) + 2;
    expect(ws?.getCell(`F${yesRow}`).numFmt).toBe('0.0%');
    const [, ...rates] = rowsOf(wb, 'Response rate');
    // 66.7% as the fraction the 0.0% format prints.
    expect(rates[0]).toEqual(['Everyone', 6, 4, 0.667]);
  });

  it('writes the options and headers in Chinese for a Chinese file', async () => {
    const wb = await workbook(Q.named, 'zh-CN');
    expect(wb.worksheets.map((w) => w.name)).toEqual(['答卷', '汇总', '回收率']);
    const [head, ...rows] = rowsOf(wb, '答卷');
    expect(head[5]).toBe('Q1 你会推荐吗？');
    const a1 = rows.find((r) => r[1] === s.users.a1.username) ?? [];
    expect([a1[5], a1[6]]).toEqual(['会', '图书馆; 实验室']);
  });

  it('holds no identity in an anonymous file, and names only groups of 3 or more', async () => {
    const wb = await workbook(Q.anon, 'en-US');
    const [head, ...rows] = rowsOf(wb, 'Answers');
    expect(head.slice(0, 2)).toEqual(['No.', 'Group']);
    expect(head).not.toContain('Username');
    expect(head).not.toContain('Submitted');
    expect(rows).toHaveLength(4);
    const text = allText(wb);
    for (const who of identities()) expect(text, who).not.toContain(who);
    // K1 (3 answers) is named; K2's lone answer is not.
    expect(rows.map((r) => r[1]).sort()).toEqual(['Class K1', 'Class K1', 'Class K1', 'Other groups']);
    expect(rows.map((r) => r[4]).sort()).toEqual([2, 3, 4, 5]);
  });

  it('holds no answers of an anonymous questionnaire answered by fewer than 3', async () => {
    const wb = await workbook(Q.small, 'en-US');
    const [, ...rows] = rowsOf(wb, 'Answers');
    expect(rows).toHaveLength(1);
    expect(String(rows[0][0])).toMatch(/withheld/);
    expect(allText(wb)).not.toContain('Great course');
  });
});

describe('Word report', () => {
  it('has a chart per chart-able question, the figures and the text answers, and no identity when anonymous', async () => {
    const { text, images, xml } = await wordOf(Q.anon, 'en-US');
    expect(text).toContain('匿名评价 (en)');
    expect(text).toContain('Questionnaire results report');
    for (const line of [
      'Q1. Would you recommend it?',
      'Q2. What helped you?',
      'Q3. Teaching overall',
      'Q4. Rate your skills',
      'Q5. Anything else?',
      'Mean 3.50 of 5 · attainment (mean / 5) 0.700 · 4 answered',
      'Great course',
      'More labs please',
      'Anonymous (never linked to a person)',
    ])
      expect(text, line).toContain(line);
    // The figures table of Q1: key, option, count, percentage.
    expect(text).toMatch(/A\nYes\n3\n75\.0%/);
    // Response rate of everyone: 4 of 6.
    expect(text).toMatch(/Everyone\n6\n4\n66\.7%/);
    // Q1, Q2, Q3 and Q4 have charts (Q5 is text): four PNG images, A4 portrait.
    expect(images).toHaveLength(4);
    for (const png of images) expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(xml).toContain('w:w="11906"');
    for (const who of identities()) expect(text, who).not.toContain(who);
  });

  it('is written in Chinese for a Chinese report', async () => {
    const { text } = await wordOf(Q.named, 'zh-CN');
    expect(text).toContain('实名评价');
    expect(text).toContain('Q1. 你会推荐吗？');
    expect(text).toContain('平均分 3.50（满分 5）');
    expect(text).toContain('实名');
  });

  it('leaves out the figures of a small anonymous group, keeping the response rates', async () => {
    const { text, images } = await wordOf(Q.anon, 'en-US', `class:${s.ids.K2}`);
    expect(text).toMatch(/Figures withheld/);
    expect(text).not.toContain('Q1.');
    expect(text).not.toContain('More labs please');
    expect(images).toHaveLength(0);
    expect(text).toMatch(/Class K2\n2\n1\n50\.0%/);
  });
});
