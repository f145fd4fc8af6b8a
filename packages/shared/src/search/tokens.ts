/**
 * The tokenizer of search across everything (issue 20), shared by the indexer and the query so
 * both cut text the same way, on every database: tokens are made here, never by PostgreSQL's text
 * parser (whose result depends on the server's locale and dictionaries).
 *
 * - Latin, digits and other spaced scripts: words, lower-cased, accents removed ("Avaliação" and
 *   "avaliacao" are one word). A query word matches as a prefix ("assur" finds "assurance").
 * - Chinese, Japanese and Korean have no spaces: every character and every pair of neighbouring
 *   characters of a run is a token. A query run must contain all its pairs, and the server then
 *   checks the run itself is in the text, so "闭环改进" never matches "改进…闭环".
 *   Whitespace inside a CJK run (a PDF's line break) does not break it.
 * - "Quoted text" is matched as written (whole words, in that order).
 */

/** Bump when tokens or stored text change: the server rebuilds the index when the stored version differs. */
export const SEARCH_INDEX_VERSION = 3;

/** Longest word kept (a longer one is cut: the index and the query cut it alike). */
export const MAX_WORD_LENGTH = 60;
/** Most distinct tokens of one document's text (a tsvector holds at most 1 MB). */
export const MAX_DOC_TOKENS = 40_000;
/** Text of a document beyond this many characters is neither stored nor searched. */
export const MAX_BODY_LENGTH = 200_000;
/** Longest query accepted, in characters. */
export const MAX_QUERY_LENGTH = 200;
/** Most terms of one query (a CJK run counts one per character pair). */
export const MAX_QUERY_TERMS = 24;

const CJK_CHARS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
/** A CJK run that goes on across whitespace, a CJK run, or a word of any other script (letters, digits, marks). */
const JOINED = new RegExp(
  `([${CJK_CHARS}](?:\\s*[${CJK_CHARS}])*)|([[\\p{L}\\p{N}\\p{M}]--[${CJK_CHARS}]]+)`,
  'gv',
);
const SEPARATE = new RegExp(`([${CJK_CHARS}]+)|([[\\p{L}\\p{N}\\p{M}]--[${CJK_CHARS}]]+)`, 'gv');

type Piece = { kind: 'word' | 'cjk'; text: string; start: number; end: number };

/** Text as stored in the index and shown in results: compatibility forms folded (full-width letters), whitespace collapsed. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/** A latin word as a token: lower case, accents removed, cut to MAX_WORD_LENGTH. */
export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().slice(0, MAX_WORD_LENGTH);
}

/**
 * Words and CJK runs of a text, with where each starts and ends (code units of the text as given).
 * In a document a CJK run goes on across whitespace (a PDF's line break); in a query (`joinCjk`
 * false) a space separates two runs that are each required, in any order.
 */
export function pieces(text: string, joinCjk = true): Piece[] {
  const out: Piece[] = [];
  for (const m of text.matchAll(joinCjk ? JOINED : SEPARATE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[1] !== undefined) out.push({ kind: 'cjk', text: m[1].replace(/\s+/gu, ''), start, end });
    else out.push({ kind: 'word', text: m[0], start, end });
  }
  return out;
}

function chars(run: string): string[] {
  return Array.from(run);
}

/** Every character and every neighbouring pair of a CJK run. */
export function cjkTokens(run: string): string[] {
  const cs = chars(run);
  const out = [...cs];
  for (let i = 0; i + 1 < cs.length; i++) out.push(cs[i] + cs[i + 1]);
  return out;
}

/** The distinct tokens of a text, in order of first appearance, at most `max`. */
export function indexTokens(text: string, max = MAX_DOC_TOKENS): string[] {
  const seen = new Set<string>();
  for (const p of pieces(text.normalize('NFKC'))) {
    const tokens = p.kind === 'word' ? [normalizeWord(p.text)] : cjkTokens(p.text.toLowerCase());
    for (const t of tokens) {
      if (seen.size >= max) return [...seen];
      if (t) seen.add(t);
    }
  }
  return [...seen];
}

/**
 * Title tokens are stored twice: as themselves and behind this mark ('^loop'), so "every word in
 * the title" is a plain index lookup ('^loop':*) that never reads the document's whole token list.
 * The tokenizer never makes a token holding it.
 */
export const TITLE_MARK = '^';

/** A lexeme as tsvector and tsquery input read it: quoted, quotes and backslashes escaped. */
function quote(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * A document's tokens as tsvector text (cast `::tsvector` by the server): every token once, and
 * each title token once more behind TITLE_MARK. No positions or weights: ranking never reads a
 * document's token list (it is found through the index only), and without them the list is about
 * a third smaller, so a common word's matches are read from fewer pages.
 */
export function documentVector(title: string, body: string): string {
  const titleTokens = indexTokens(title);
  const all = new Set([...titleTokens, ...indexTokens(body)]);
  return [...[...all].map(quote), ...titleTokens.map((t) => quote(TITLE_MARK + t))].join(' ');
}

/** One term of a query: a word matched as a prefix or whole, or a CJK run or quoted phrase matched as written. */
export interface SearchTerm {
  kind: 'prefix' | 'word' | 'cjk' | 'phrase';
  /** Prefix and word: the normalised word. CJK and phrase: the text lower-cased, without whitespace. */
  text: string;
}

export interface ParsedQuery {
  terms: SearchTerm[];
  /** The tsquery text (cast `::tsquery` by the server); empty when the query has no term. */
  tsquery: string;
  /** The same terms, each required in the title (TITLE_MARK lexemes). */
  titleTsquery: string;
  /** Text each match must contain (lower case, whitespace removed): CJK runs of 3 or more, phrases of several tokens. */
  exact: string[];
}

/** Lower case, without whitespace: how `exact` texts and the server's check compare. */
export function compact(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

const QUOTED = /"([^"]*)"|“([^”]*)”|「([^」]*)」/gu;

/**
 * A query as typed into the search box: words (prefixes), CJK runs and "quoted phrases", all
 * required (AND). At most MAX_QUERY_TERMS lexemes; the rest of a longer query is ignored.
 */
export function parseQuery(input: string): ParsedQuery {
  const q = input.slice(0, MAX_QUERY_LENGTH).normalize('NFKC');
  const terms: SearchTerm[] = [];
  const lexemes: { text: string; prefix: boolean }[] = [];
  const exact: string[] = [];
  const addTerm = (term: SearchTerm) => {
    if (!terms.some((t) => t.kind === term.kind && t.text === term.text)) terms.push(term);
  };
  const addLexeme = (text: string, prefix = false) => {
    if (lexemes.length < MAX_QUERY_TERMS && !lexemes.some((l) => l.text === text && l.prefix === prefix))
      lexemes.push({ text, prefix });
  };
  const render = (mark: string) =>
    lexemes.map((l) => `${quote(mark + l.text)}${l.prefix ? ':*' : ''}`).join(' & ');
  const addPieces = (text: string, quoted: boolean) => {
    const found = pieces(text, false);
    for (const p of found) {
      if (p.kind === 'word') {
        const word = normalizeWord(p.text);
        if (!quoted) addTerm({ kind: 'prefix', text: word });
        addLexeme(word, !quoted);
        continue;
      }
      const run = compact(p.text);
      const cs = chars(run);
      if (!quoted) addTerm({ kind: 'cjk', text: run });
      if (cs.length === 1) addLexeme(run);
      for (let i = 0; i + 1 < cs.length; i++) addLexeme(cs[i] + cs[i + 1]);
      if (cs.length >= 3 && !quoted) exact.push(run);
    }
    return found;
  };
  const rest = q.replace(QUOTED, (_m, a?: string, b?: string, c?: string) => {
    const phrase = a ?? b ?? c ?? '';
    const found = addPieces(phrase, true);
    const several = found.length > 1 || (found.length === 1 && found[0].kind === 'cjk');
    if (found.length === 1 && found[0].kind === 'word')
      addTerm({ kind: 'word', text: normalizeWord(found[0].text) });
    else if (several) {
      const text = compact(phrase);
      addTerm({ kind: 'phrase', text });
      if (Array.from(text).length >= 3 && !exact.includes(text)) exact.push(text);
    }
    return ' ';
  });
  addPieces(rest, false);
  return { terms, tsquery: render(''), titleTsquery: render(TITLE_MARK), exact: [...new Set(exact)] };
}
