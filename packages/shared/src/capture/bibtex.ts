import type { RawEntry } from './entry.ts';
import { decodeLatex } from './latex.ts';
import { parseAuthors } from './names.ts';
import { bibtexOutputType } from './types-map.ts';

/**
 * BibTeX as reference managers and publishers export it: `@type{key, field = {value}}` with
 * nested braces, quoted values, numbers, `@string` macros, `#` concatenation and the month
 * macros; `@comment` and `@preamble` are skipped. A broken entry is reported by its line and the
 * reader carries on at the next `@`.
 */
const MONTH_MACROS: Record<string, string> = {
  jan: '1',
  feb: '2',
  mar: '3',
  apr: '4',
  may: '5',
  jun: '6',
  jul: '7',
  aug: '8',
  sep: '9',
  oct: '10',
  nov: '11',
  dec: '12',
};

/** Field names Chinese reference managers use for the second-language title. */
const SECOND_TITLES = [
  'titleen',
  'title-en',
  'title_en',
  'entitle',
  'englishtitle',
  'translatedtitle',
  'titlezh',
  'title-zh',
  'title_zh',
];

export interface BibtexEntry {
  type: string;
  key: string;
  line: number;
  fields: Record<string, string>;
}

class Reader {
  pos = 0;
  // Lines are counted incrementally: entries come in file order, so a 5,000-entry file is one pass.
  private countedTo = 0;
  private countedLine = 1;
  constructor(readonly text: string) {}
  lineAt(pos: number): number {
    if (pos < this.countedTo) {
      this.countedTo = 0;
      this.countedLine = 1;
    }
    for (let i = this.countedTo; i < pos && i < this.text.length; i++)
      if (this.text.charCodeAt(i) === 10) this.countedLine++;
    this.countedTo = pos;
    return this.countedLine;
  }
  skipSpace() {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++;
  }
  word(): string {
    const m = /^[^\s,={}()"#@]+/.exec(this.text.slice(this.pos, this.pos + 200));
    const w = m ? m[0] : '';
    this.pos += w.length;
    return w;
  }
  /** A `{...}` group with nesting; pos is on the opening brace. Returns the inner text. */
  braced(): string {
    let depth = 0;
    const start = this.pos + 1;
    for (; this.pos < this.text.length; this.pos++) {
      const c = this.text[this.pos];
      if (c === '\\') {
        this.pos++;
        continue;
      }
      if (c === '{') depth++;
      else if (c === '}' && --depth === 0) {
        this.pos++;
        return this.text.slice(start, this.pos - 1);
      }
    }
    throw new Error('unbalanced');
  }
  quoted(): string {
    let depth = 0;
    const start = ++this.pos;
    for (; this.pos < this.text.length; this.pos++) {
      const c = this.text[this.pos];
      if (c === '\\') {
        this.pos++;
        continue;
      }
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '"' && depth === 0) {
        this.pos++;
        return this.text.slice(start, this.pos - 1);
      }
    }
    throw new Error('unbalanced');
  }
}

function readValue(r: Reader, macros: Map<string, string>): string {
  const parts: string[] = [];
  for (;;) {
    r.skipSpace();
    const c = r.text[r.pos];
    if (c === '{') parts.push(r.braced());
    else if (c === '"') parts.push(r.quoted());
    else {
      const w = r.word();
      if (!w) throw new Error('value');
      parts.push(macros.get(w.toLowerCase()) ?? w);
    }
    r.skipSpace();
    if (r.text[r.pos] !== '#') return parts.join('');
    r.pos++;
  }
}

function readFields(r: Reader, macros: Map<string, string>, close: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (;;) {
    r.skipSpace();
    if (r.text[r.pos] === ',') r.pos++;
    r.skipSpace();
    if (r.text[r.pos] === close) {
      r.pos++;
      return fields;
    }
    const name = r.word().toLowerCase();
    r.skipSpace();
    if (!name || r.text[r.pos] !== '=') throw new Error('field');
    r.pos++;
    fields[name] = readValue(r, macros);
  }
}

/** Every entry of a BibTeX file, and the lines of entries that could not be read. */
export function readBibtex(text: string): { entries: BibtexEntry[]; broken: number[] } {
  const r = new Reader(text);
  const macros = new Map(Object.entries(MONTH_MACROS));
  const entries: BibtexEntry[] = [];
  const broken: number[] = [];
  for (;;) {
    const at = text.indexOf('@', r.pos);
    if (at < 0) break;
    r.pos = at + 1;
    const type = r.word().toLowerCase();
    r.skipSpace();
    const open = text[r.pos];
    if (open !== '{' && open !== '(') continue;
    const close = open === '{' ? '}' : ')';
    if (type === 'comment' || type === 'preamble') {
      try {
        if (open === '{') r.braced();
      } catch {
        break;
      }
      continue;
    }
    const start = at;
    r.pos++;
    try {
      if (type === 'string') {
        const fields = readFields(r, macros, close);
        for (const [k, v] of Object.entries(fields)) macros.set(k, v);
        continue;
      }
      r.skipSpace();
      const key = r.word();
      r.skipSpace();
      if (r.text[r.pos] === ',') r.pos++;
      entries.push({ type, key, line: r.lineAt(start), fields: readFields(r, macros, close) });
    } catch {
      broken.push(r.lineAt(start));
      r.pos = start + 1;
    }
  }
  return { entries, broken };
}

const pick = (f: Record<string, string>, ...names: string[]) => {
  for (const n of names) if (f[n]?.trim()) return decodeLatex(f[n]);
  return undefined;
};

export function bibtexToRaw(entry: BibtexEntry): RawEntry {
  const f = entry.fields;
  const journal = pick(f, 'journal', 'journaltitle');
  const booktitle = pick(f, 'booktitle', 'eventtitle');
  const outputType = bibtexOutputType(entry.type, { journal, booktitle });
  const titles = [pick(f, 'title'), ...SECOND_TITLES.map((n) => pick(f, n))].filter((t): t is string =>
    Boolean(t),
  );
  const isPatent = outputType === 10;
  return {
    line: entry.line,
    sourceType: entry.type,
    outputType,
    titles,
    authors: parseAuthors(decodeLatex(f.author ?? (outputType === 11 ? (f.editor ?? '') : ''))),
    venueName:
      journal ?? booktitle ?? pick(f, 'series', 'institution', 'school', 'organization', 'publisher'),
    year: pick(f, 'year'),
    month: pick(f, 'month'),
    date: pick(f, 'date'),
    volume: pick(f, 'volume'),
    issue: isPatent ? undefined : pick(f, 'number', 'issue'),
    pages: pick(f, 'pages'),
    doi: pick(f, 'doi'),
    isbn: pick(f, 'isbn'),
    patentNumber: isPatent ? pick(f, 'number', 'patentnumber') : undefined,
    abstract: pick(f, 'abstract'),
    keywords: pick(f, 'keywords', 'keyword')?.split(/[;；,，]/),
    publisher: pick(f, 'publisher', 'institution', 'school'),
    url: f.url?.trim() || undefined,
  };
}
