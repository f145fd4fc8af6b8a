import type { RawEntry } from './entry.ts';
import { parseAuthors } from './names.ts';
import { csvOutputType } from './types-map.ts';

/**
 * A spreadsheet saved as CSV with a header row (comma, semicolon or tab separated; quoted cells
 * may hold separators, doubled quotes and line breaks). Headers are recognised in English and
 * Chinese, case and spacing aside; unknown columns are ignored.
 */
const HEADERS: Record<string, readonly string[]> = {
  type: ['type', 'outputtype', 'entrytype', '类型', '成果类型', '文献类型'],
  title: ['title', '题名', '标题', '篇名', '名称'],
  titleZh: ['titlezh', 'chinesetitle', '中文题名', '中文标题', '中文名称'],
  titleEn: ['titleen', 'englishtitle', '英文题名', '英文标题', '英文名称'],
  authors: ['authors', 'author', '作者', '作者姓名', '著者'],
  venue: [
    'venue',
    'venuename',
    'journal',
    'source',
    'sourcetitle',
    'publication',
    '期刊',
    '刊名',
    '来源',
    '期刊名称',
    '会议名称',
  ],
  year: ['year', 'publicationyear', '年', '年份', '出版年', '发表年份'],
  date: ['date', 'publishdate', 'publicationdate', '日期', '发表日期', '出版日期'],
  volume: ['volume', 'vol', '卷'],
  issue: ['issue', 'number', 'no', '期'],
  pages: ['pages', 'page', '页码', '页'],
  doi: ['doi'],
  isbn: ['isbn'],
  patentNumber: ['patentnumber', 'patentno', '专利号'],
  abstract: ['abstract', '摘要'],
  keywords: ['keywords', 'keyword', '关键词'],
  publisher: ['publisher', '出版社', '出版单位'],
  url: ['url', 'link', '链接'],
};

const squash = (h: string) => h.toLowerCase().replace(/[\s_\-*.:：()（）]/g, '');

/** Cells of a CSV text, row by row (RFC 4180 quoting). */
export function readCsvRows(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

export function csvSeparator(headerLine: string): string {
  const counts = [',', ';', '\t'].map((s) => ({ s, n: headerLine.split(s).length }));
  return counts.sort((a, b) => b.n - a.n)[0].s;
}

/** Which field each column holds, or null. */
export function csvColumns(header: string[]): (keyof typeof HEADERS | null)[] {
  return header.map((h) => {
    const key = squash(h);
    const hit = Object.entries(HEADERS).find(([, names]) => names.includes(key));
    return hit ? (hit[0] as keyof typeof HEADERS) : null;
  });
}

export function readCsv(text: string): RawEntry[] {
  const firstLine = text.split('\n', 1)[0] ?? '';
  const rows = readCsvRows(text, csvSeparator(firstLine));
  if (rows.length < 2) return [];
  const columns = csvColumns(rows[0]);
  // Line numbers count physical lines, so a quoted cell with breaks shifts the ones after it.
  let line = 1;
  return rows.slice(1).map((cells) => {
    line++;
    const v: Record<string, string> = {};
    columns.forEach((c, i) => {
      if (c && cells[i]?.trim()) v[c] = cells[i].trim();
    });
    const outputType = v.type ? csvOutputType(v.type) : 1;
    return {
      line,
      sourceType: v.type ?? '',
      outputType,
      titles: [v.titleZh, v.titleEn, v.title].filter((t): t is string => Boolean(t)),
      authors: parseAuthors(v.authors ?? ''),
      venueName: v.venue,
      year: v.year,
      date: v.date,
      volume: v.volume,
      issue: v.issue,
      pages: v.pages,
      doi: v.doi,
      isbn: v.isbn,
      patentNumber: v.patentNumber,
      abstract: v.abstract,
      keywords: v.keywords ? [v.keywords] : [],
      publisher: v.publisher,
      url: v.url,
    };
  });
}
