import type { RawEntry } from './entry.ts';
import { parseAuthors, parseName } from './names.ts';
import { endnoteOutputType, risOutputType } from './types-map.ts';

/**
 * The two line-tagged formats. RIS (publishers, Web of Science, Scopus): `TY  - JOUR` ...
 * `ER  -`, one tag per line, repeated tags (AU, KW) for lists. EndNote tagged text, the "refer"
 * style CNKI and Wanfang export: `%0 Journal Article` starts a record, `%A` authors (one a line,
 * or several joined by `;` as CNKI writes them), `%T` title, `%Q` translated title, `%J`/`%B`
 * venue, `%D` year, `%8` date, `%V`, `%N`, `%P`, `%@` ISBN/ISSN, `%K`, `%X`, `%R` DOI. A line
 * without a tag continues the previous value (long abstracts wrap).
 */
interface TaggedRecord {
  line: number;
  tags: Map<string, string[]>;
}

function readTagged(
  text: string,
  tagOf: (line: string) => { tag: string; value: string } | null,
  starts: (tag: string) => boolean,
  ends: (tag: string) => boolean,
): TaggedRecord[] {
  const records: TaggedRecord[] = [];
  let current: TaggedRecord | null = null;
  let last: { tag: string; at: number } | null = null;
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n].replace(/\r$/, '');
    const tagged = tagOf(line);
    if (!tagged) {
      if (current && last && line.trim()) {
        const values = current.tags.get(last.tag) as string[];
        values[last.at] = `${values[last.at]} ${line.trim()}`;
      } else if (!line.trim()) last = null;
      continue;
    }
    if (starts(tagged.tag)) {
      current = { line: n + 1, tags: new Map() };
      records.push(current);
    }
    if (!current) continue;
    if (ends(tagged.tag)) {
      current = null;
      last = null;
      continue;
    }
    const values = current.tags.get(tagged.tag) ?? [];
    values.push(tagged.value.trim());
    current.tags.set(tagged.tag, values);
    last = { tag: tagged.tag, at: values.length - 1 };
  }
  return records;
}

const first = (r: TaggedRecord, ...tags: string[]) => {
  for (const t of tags) {
    const v = r.tags.get(t)?.find((x) => x.trim());
    if (v) return v;
  }
  return undefined;
};
const all = (r: TaggedRecord, ...tags: string[]) => tags.flatMap((t) => r.tags.get(t) ?? []);

const RIS_LINE = /^([A-Z][A-Z0-9]) {2}- ?(.*)$/;

/** RIS dates: `2021`, `2021/05/12/`, `2021///Spring`. */
function risDate(value: string | undefined): { year?: string; date?: string } {
  if (!value) return {};
  const [y, m, d] = value.split('/');
  if (m && d) return { year: y, date: `${y}-${m}-${d}` };
  if (m) return { year: y, date: `${y}-${m}` };
  return { year: y };
}

export function readRis(text: string): RawEntry[] {
  const records = readTagged(
    text,
    (line) => {
      const m = RIS_LINE.exec(line.trimStart());
      return m ? { tag: m[1], value: m[2] } : null;
    },
    (tag) => tag === 'TY',
    (tag) => tag === 'ER',
  );
  return records.map((r) => {
    const sourceType = first(r, 'TY') ?? '';
    const outputType = risOutputType(sourceType);
    const when = risDate(first(r, 'PY', 'Y1'));
    const da = risDate(first(r, 'DA'));
    const sn = first(r, 'SN');
    return {
      line: r.line,
      sourceType,
      outputType,
      titles: all(r, 'TI', 'T1', 'TT', 'CT').filter(Boolean),
      authors: all(r, 'AU', 'A1').flatMap((a) => (/[;；]/.test(a) ? parseAuthors(a) : [parseName(a)])),
      venueName: first(r, 'T2', 'JF', 'JO', 'JA', 'J2', 'BT', 'T3'),
      year: when.year ?? da.year,
      date: da.date ?? when.date,
      volume: first(r, 'VL'),
      issue: outputType === 10 ? undefined : first(r, 'IS', 'CP'),
      startPage: first(r, 'SP'),
      endPage: first(r, 'EP'),
      doi: first(r, 'DO', 'M3'),
      isbn: sn,
      patentNumber: outputType === 10 ? first(r, 'M1', 'IS', 'SN') : undefined,
      abstract: first(r, 'AB', 'N2'),
      keywords: all(r, 'KW'),
      publisher: first(r, 'PB'),
      url: first(r, 'UR', 'L2'),
    };
  });
}

const ENDNOTE_LINE = /^%([0-9A-Z@+#$*!&()^~><?])\s(.*)$/;

export function readEndnote(text: string): RawEntry[] {
  const records = readTagged(
    text,
    (line) => {
      const m = ENDNOTE_LINE.exec(line);
      return m ? { tag: m[1], value: m[2] } : null;
    },
    (tag) => tag === '0',
    () => false,
  );
  return records.map((r) => {
    const sourceType = first(r, '0') ?? '';
    const outputType = endnoteOutputType(sourceType);
    const at = first(r, '@');
    const isbnLike = at && !/^\d{4}-\d{3}[\dXx]$/.test(at.trim()) ? at : undefined;
    const date = first(r, '8');
    return {
      line: r.line,
      sourceType,
      outputType,
      titles: all(r, 'T', 'Q').filter(Boolean),
      authors: all(r, 'A').flatMap((a) => parseAuthors(a)),
      venueName: first(r, 'J', 'B', 'S'),
      year: first(r, 'D'),
      date,
      volume: first(r, 'V'),
      issue: outputType === 10 ? undefined : first(r, 'N'),
      pages: first(r, 'P'),
      doi: first(r, 'R'),
      isbn: outputType === 10 ? undefined : isbnLike,
      patentNumber: outputType === 10 ? (first(r, 'N') ?? at) : undefined,
      abstract: first(r, 'X'),
      keywords: all(r, 'K'),
      publisher: first(r, 'I'),
      url: first(r, 'U'),
    };
  });
}
