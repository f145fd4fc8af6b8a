import { readEntry, zipEntries } from '../../upload/sniff.ts';
import { cleanText, type ExtractLimits } from './limits.ts';

/**
 * The text of a Word file (Office Open XML): its body (word/document.xml), then its footnotes and
 * endnotes, one paragraph a line. The archive is read with the same ZIP reader that checks
 * uploads (upload/sniff.ts), not a second ZIP library.
 */
const PARTS = ['word/document.xml', 'word/footnotes.xml', 'word/endnotes.xml'];

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML's five named entities and character references; a reference to no character is dropped. */
export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole;
    const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    const valid = code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : '';
  });
}

// A tag (name, whether closing, whether self-closing) or the text between tags. Comments,
// declarations and processing instructions match neither branch's tag and are skipped as text
// outside <w:t>.
const TOKEN = /<(\/?)([A-Za-z][\w.:-]*)(?:\s[^>]*?)?(\/?)>|([^<]+)/g;

/** Paragraph text of one WordprocessingML part. */
export function wordXmlText(xml: string): string {
  let out = '';
  let inText = false;
  // Tab stops (<w:tabs><w:tab .../></w:tabs>) are layout, not tab characters; a drawing's
  // fallback (<mc:Fallback>) repeats the text box its <mc:Choice> already holds.
  let inTabs = 0;
  let inFallback = 0;
  for (const m of xml.matchAll(TOKEN)) {
    const [, closing, name, selfClosing, chars] = m;
    if (chars !== undefined) {
      if (inText && !inFallback) out += decodeXml(chars);
      continue;
    }
    const opens = !closing;
    const closes = Boolean(closing) || Boolean(selfClosing);
    switch (name) {
      case 'w:t':
        inText = opens && !selfClosing;
        break;
      case 'w:tabs':
        if (opens && !selfClosing) inTabs++;
        else if (closing) inTabs = Math.max(0, inTabs - 1);
        break;
      case 'mc:Fallback':
        if (opens && !selfClosing) inFallback++;
        else if (closing) inFallback = Math.max(0, inFallback - 1);
        break;
      case 'w:tab':
      case 'w:ptab':
        if (opens && !inTabs && !inFallback) out += '\t';
        break;
      case 'w:br':
      case 'w:cr':
        if (opens && !inFallback) out += '\n';
        break;
      case 'w:noBreakHyphen':
        if (opens && !inFallback) out += '-';
        break;
      case 'w:p':
        if (closes && !inFallback) out += '\n';
        break;
    }
  }
  return out;
}

/** Throws when the bytes are not a Word file, or a part is larger than the limit. */
export function extractDocxText(bytes: Uint8Array, limits: ExtractLimits): string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = zipEntries(buf);
  if (!entries?.some((e) => e.name === PARTS[0])) throw new Error('not a Word document');
  const texts: string[] = [];
  for (const part of PARTS) {
    const entry = entries.find((e) => e.name === part);
    if (!entry) continue;
    const xml = readEntry(buf, entry, limits.maxXmlBytes);
    if (!xml) throw new Error(`cannot read ${part}`);
    texts.push(wordXmlText(xml.toString('utf8')));
  }
  return cleanText(texts.join('\n'), limits.maxChars);
}
