/**
 * LaTeX text as BibTeX files carry it (`M{\"u}ller`, `Caf\'{e}`, `R\&D`) turned into plain
 * Unicode. Only what reference managers actually write is handled: accent commands, the special
 * letters, escaped symbols, font commands and braces; anything else loses its backslash.
 */
const SYMBOL_ACCENTS: Record<string, string> = {
  '"': '\u0308',
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '~': '\u0303',
  '=': '\u0304',
  '.': '\u0307',
};
const LETTER_ACCENTS: Record<string, string> = {
  u: '\u0306',
  v: '\u030C',
  H: '\u030B',
  c: '\u0327',
  k: '\u0328',
  r: '\u030A',
  d: '\u0323',
  b: '\u0331',
};
const SPECIAL_LETTERS: Record<string, string> = {
  ss: 'ß',
  ae: 'æ',
  AE: 'Æ',
  oe: 'œ',
  OE: 'Œ',
  aa: 'å',
  AA: 'Å',
  o: 'ø',
  O: 'Ø',
  l: 'ł',
  L: 'Ł',
  i: 'i',
  j: 'j',
};
const ESCAPED: Record<string, string> = {
  '&': '&',
  '%': '%',
  $: '\uE002',
  '#': '#',
  _: '_',
  '{': '\uE000',
  '}': '\uE001',
};

const letterOrDotless = (s: string) => (s === '\\i' ? 'i' : s === '\\j' ? 'j' : s);

export function decodeLatex(input: string): string {
  if (!/[\\{}~$]|--/.test(input)) return input.replace(/\s+/g, ' ').trim();
  let s = input;
  s = s.replace(/\\([&%$#_{}])/g, (_, c: string) => ESCAPED[c]);
  // \"u, \"{u}, {\"u}, \'{\i}
  s = s.replace(
    /\\(["'`^~=.])\s*(?:\{\s*(\\[ij]|[A-Za-z])\s*\}|(\\[ij]|[A-Za-z]))/g,
    (_, accent: string, braced?: string, bare?: string) =>
      letterOrDotless(braced ?? bare ?? '') + SYMBOL_ACCENTS[accent],
  );
  // \v{s}, \c c, \u{a}
  s = s.replace(
    /\\([uvHckrdb])(?:\s*\{\s*(\\[ij]|[A-Za-z])\s*\}|\s+([A-Za-z]))/g,
    (_, accent: string, braced?: string, bare?: string) =>
      letterOrDotless(braced ?? bare ?? '') + LETTER_ACCENTS[accent],
  );
  // \ss, \o, \aa ... ; a control word swallows one following space (Stra\ss e).
  s = s.replace(
    /\\(ss|ae|AE|oe|OE|aa|AA|o|O|l|L|i|j)(?![A-Za-z])(?:\{\}| )?/g,
    (_, w: string) => SPECIAL_LETTERS[w],
  );
  // Font and other commands keep their argument: \textit{x} -> x, \LaTeX -> LaTeX.
  s = s.replace(
    /\\(?:text(?:it|bf|sc|rm|tt|sf|up|sl|normal)|emph|mathrm|mathit|mathbf|url|textsubscript|textsuperscript)\s*/g,
    '',
  );
  s = s.replace(/\\([A-Za-z]+)\s*/g, '$1');
  s = s.replace(/\\(.)/g, '$1');
  s = s.replace(/---/g, '—').replace(/--/g, '–');
  s = s.replace(/~/g, ' ').replace(/\$/g, '');
  s = s
    .replace(/[{}]/g, '')
    .replace(/\uE000/g, '{')
    .replace(/\uE001/g, '}')
    .replace(/\uE002/g, '$');
  return s.normalize('NFC').replace(/\s+/g, ' ').trim();
}
