import { BLOCK_KINDS } from '@accredit/shared/accreditation/blocks.ts';
import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for rich text on the server (announcements, notifications, narratives and
 * every record's rich-text fields), applied on the way in: formatting, links, images and tables
 * stay; scripts, event handlers, styles that can load things, and javascript: or data: addresses
 * do not. The browser applies the same rules through DOMPurify (apps/web/src/components/RichText.tsx).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'u', 's', 'sub', 'sup', 'font'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    span: ['style'],
    p: ['style'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
    font: ['color'],
    // A live block of a report section (accreditation/blocks.ts): only its kind and parameters.
    div: ['data-live-block', 'data-params'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d+(px|em|rem|%)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    div: liveBlockDiv,
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    // Images come from the school's own stored files or from an https address, nowhere else.
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src !== undefined && isAllowedImageSrc(src) ? { ...rest, src } : rest };
    },
  },
};

/**
 * A div keeps `data-live-block` only when it names a kind of block, and `data-params` only beside
 * it and only when it holds a JSON object (anything else is dropped, the div stays a plain div).
 */
function liveBlockDiv(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kind = attribs['data-live-block'];
  if (kind === undefined || !(BLOCK_KINDS as readonly string[]).includes(kind))
    return { tagName, attribs: {} };
  const out: sanitizeHtml.Attributes = { 'data-live-block': kind };
  const raw = attribs['data-params'];
  if (raw !== undefined) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) out['data-params'] = raw;
    } catch {
      // unreadable parameters: the block keeps its kind and resolves with its defaults
    }
  }
  return { tagName, attribs: out };
}

/** An image address rich text may carry: a stored file (`/obe/file/…`, with or without `/api`) or https. */
export function isAllowedImageSrc(src: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore them inside a scheme
  const v = src.replace(/[\u0000-\u0020\u007f]/g, '');
  return /^(\/api)?\/obe\/file\/[A-Za-z0-9_-]+([?#][^\\]*)?$/.test(v) || /^https:\/\/[^/\\]/i.test(v);
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
