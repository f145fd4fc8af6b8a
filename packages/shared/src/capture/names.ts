/**
 * Author names as the four formats write them: `Last, First`, `First Last`, initials, Chinese
 * names without spaces (`张伟`, compound surnames such as `欧阳娜`), lists joined by `and`, `;`,
 * `；`, `、` or one name per line. A name keeps its display form and a matching key that does not
 * depend on order, case, accents or punctuation, so `Zhang, Wei`, `Wei Zhang` and `ZHANG Wei` meet.
 */
export interface CapturedAuthor {
  /** As shown: `Family, Given` for Latin names, the characters for Chinese ones. */
  name: string;
  family: string;
  given: string;
  /** Written in Chinese characters. */
  han: boolean;
}

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
export function hasHan(text: string): boolean {
  return HAN.test(text);
}

const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '诸葛',
  '上官',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '令狐',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '端木',
  '申屠',
  '歐陽',
  '諸葛',
  '長孫',
];

/** Splits a list of authors into single names. */
export function splitAuthorList(text: string): string[] {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t) return [];
  let parts: string[];
  if (/\sand\s/i.test(t)) parts = t.split(/\s+and\s+/i);
  else if (/[;；、]/.test(t)) parts = t.split(/[;；、]/);
  else if (hasHan(t) && /[,，]/.test(t)) parts = t.split(/[,，]/);
  else if (hasHan(t) && / /.test(t) && t.split(' ').every((p) => hasHan(p) && p.length >= 2))
    parts = t.split(' ');
  else parts = [t];
  return parts.map((p) => p.trim()).filter((p) => p && p.toLowerCase() !== 'others' && p !== '等');
}

/** One name into family and given parts. */
export function parseName(raw: string): CapturedAuthor {
  const text = raw
    .replace(/\s+/g, ' ')
    .replace(/[,;，]+$/, '')
    .trim();
  if (hasHan(text)) {
    const joined = text.replace(/[\s·,，]/g, '');
    const compound = COMPOUND_SURNAMES.find((s) => joined.startsWith(s) && joined.length > s.length);
    const cut = compound ? compound.length : 1;
    return { name: joined, family: joined.slice(0, cut), given: joined.slice(cut), han: true };
  }
  if (text.includes(',')) {
    const [family, ...rest] = text.split(',');
    const given = rest.join(' ').trim();
    return {
      name: given ? `${family.trim()}, ${given}` : family.trim(),
      family: family.trim(),
      given,
      han: false,
    };
  }
  const tokens = text.split(' ');
  if (tokens.length === 1) return { name: text, family: text, given: '', han: false };
  // "ZHANG Wei" (family in capitals first, as Chinese journals print romanised names).
  if (
    tokens[0].length > 1 &&
    tokens[0] === tokens[0].toUpperCase() &&
    tokens[1] !== tokens[1].toUpperCase()
  ) {
    const family = tokens[0][0] + tokens[0].slice(1).toLowerCase();
    const given = tokens.slice(1).join(' ');
    return { name: `${family}, ${given}`, family, given, han: false };
  }
  // Family-name particles stay with the family name: "Ludwig van Beethoven".
  let i = tokens.length - 1;
  while (i > 1 && /^(van|von|de|der|den|da|di|du|del|della|la|le|st\.?)$/i.test(tokens[i - 1])) i--;
  const family = tokens.slice(i).join(' ');
  const given = tokens.slice(0, i).join(' ');
  return { name: `${family}, ${given}`, family, given, han: false };
}

export function parseAuthors(text: string): CapturedAuthor[] {
  return splitAuthorList(text).map(parseName);
}

/** Lower case, no accents, no punctuation. */
export function foldLatin(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/ø/gi, 'o')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9\u3400-\u9fff\uf900-\ufaff]+/g, ' ')
    .trim();
}

/**
 * The order-free key of a full name: Chinese characters as written; Latin names as their sorted
 * tokens (hyphenated and joined given names fold together: `Xiao-Ming`, `Xiaoming`).
 */
export function nameKey(name: string): string {
  if (hasHan(name)) return name.replace(/[^\u3400-\u9fff\uf900-\ufaff]/g, '');
  const t = name.replace(/(\p{L})-(\p{L})/gu, '$1$2');
  return foldLatin(t).split(' ').filter(Boolean).sort().join(' ');
}

/** The key of an author, and whether the given name was only initials (a weaker match). */
export function authorKey(author: CapturedAuthor): { key: string; initials: boolean } {
  if (author.han) return { key: nameKey(author.name), initials: false };
  const given = foldLatin(author.given.replace(/(\p{L})-(\p{L})/gu, '$1$2'));
  const initials = given !== '' && given.split(' ').every((g) => g.length === 1);
  return { key: nameKey(`${author.family} ${author.given}`), initials };
}

/** Does a teacher's name match an author given only as family name and initials ("Zhang, W.")? */
export function matchesInitials(author: CapturedAuthor, teacherName: string): boolean {
  if (author.han || hasHan(teacherName)) return false;
  const family = foldLatin(author.family);
  const initials = foldLatin(author.given).replace(/ /g, '');
  const tokens = foldLatin(teacherName.replace(/(\p{L})-(\p{L})/gu, '$1$2')).split(' ');
  const at = tokens.indexOf(family);
  if (at < 0 || !initials) return false;
  const others = tokens.filter((_, i) => i !== at);
  return others.length > 0 && others.map((o) => o[0]).join('') === initials;
}
