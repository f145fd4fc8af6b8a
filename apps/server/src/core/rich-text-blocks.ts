import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (HTML from the editor) as blocks of formatted runs, for files that cannot carry HTML:
 * Excel cells take rich-text runs, Word documents paragraphs and runs. The HTML is first narrowed
 * to the formatting a printed page keeps (paragraphs, headings, lists, bold, italic, underline,
 * strike, links), so the small tokenizer below only ever reads sanitize-html's well-formed output.
 */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  link?: string;
}
export interface Block {
  kind: 'paragraph' | 'heading' | 'bullet' | 'number';
  /** Heading level (1-6), or the list item's number. */
  level?: number;
  runs: Run[];
}

const KEEP = ['p', 'div', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote'];
const MARKS = ['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'a'];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function richTextBlocks(html: string | null | undefined): Block[] {
  if (!html) return [];
  const clean = sanitizeHtml(html, {
    allowedTags: [...KEEP, ...MARKS],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
  });
  const blocks: Block[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  const marks = { bold: 0, italic: 0, underline: 0, strike: 0 };
  const links: string[] = [];
  let current: Block | null = null;
  const open = (kind: Block['kind'], level?: number) => {
    current = { kind, level, runs: [] };
    blocks.push(current);
    return current;
  };
  const close = () => {
    current = null;
  };
  for (const m of clean.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/gi)) {
    const [, slash, rawTag, attrs, text] = m;
    if (text !== undefined) {
      const value = decode(text);
      if (!current && value.trim() === '') continue;
      const block: Block = current ?? open(lists.length ? 'bullet' : 'paragraph');
      block.runs.push({
        text: value,
        ...(marks.bold ? { bold: true } : {}),
        ...(marks.italic ? { italic: true } : {}),
        ...(marks.underline ? { underline: true } : {}),
        ...(marks.strike ? { strike: true } : {}),
        ...(links.length ? { link: links[links.length - 1] } : {}),
      });
      continue;
    }
    const tag = rawTag.toLowerCase();
    const closing = slash === '/';
    const step = closing ? -1 : 1;
    if (tag === 'b' || tag === 'strong') marks.bold += step;
    else if (tag === 'i' || tag === 'em') marks.italic += step;
    else if (tag === 'u') marks.underline += step;
    else if (tag === 's' || tag === 'strike' || tag === 'del') marks.strike += step;
    else if (tag === 'a') {
      if (closing) links.pop();
      else links.push(decode(/href="([^"]*)"/.exec(attrs)?.[1] ?? ''));
    } else if (tag === 'br') (current ?? open('paragraph')).runs.push({ text: '\n' });
    else if (tag === 'ul' || tag === 'ol') {
      if (closing) lists.pop();
      else lists.push({ ordered: tag === 'ol', n: 0 });
      close();
    } else if (tag === 'li') {
      if (closing) close();
      else {
        const list = lists[lists.length - 1];
        if (list?.ordered) open('number', ++list.n);
        else open('bullet');
      }
    } else if (/^h[1-6]$/.test(tag)) {
      if (closing) close();
      else open('heading', Number(tag[1]));
    } else if (tag === 'p' || tag === 'div' || tag === 'blockquote') {
      // A paragraph inside a list item belongs to the item (the editor writes <li><p>…</p></li>).
      if (lists.length && current) continue;
      if (closing) close();
      else open('paragraph');
    }
  }
  return blocks.filter((b) => b.runs.some((r) => r.text.trim() !== ''));
}

/** A block as one line of plain text ("• item", "2. item"), for places with no formatting at all. */
export function blockText(block: Block): string {
  const text = block.runs.map((r) => r.text).join('');
  if (block.kind === 'bullet') return `• ${text}`;
  if (block.kind === 'number') return `${block.level}. ${text}`;
  return text;
}
