import DOMPurify from 'dompurify';

/**
 * Client-side allow-list for rich text from the server (notifications, narratives, records),
 * through DOMPurify. The server sanitises on save with the same rules (apps/server/src/core/
 * rich-text.ts); this is the second line, so that a row written by an older version or by hand
 * can never run script in the browser. Unknown elements are unwrapped (their text stays),
 * dangerous ones are dropped with their content, only a few attributes survive, and links and
 * links only with http(s), mailto or a relative address, images only from /api/obe/file/ or https:
 * no data: or javascript:.
 */
const ALLOWED_TAGS = [
  ...['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'sub', 'sup'],
  ...['ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'hr', 'a', 'img'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'span', 'div', 'figure', 'figcaption'],
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'];

export function isSafeUrl(value: string, forImage = false): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const v = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  // Images only from the school's stored files or over https, as the server's allow-list says.
  if (forImage)
    return /^(\/api)?\/obe\/file\/[a-z0-9_-]+([?#][^\\]*)?$/.test(v) || /^https:\/\/[^/\\]/.test(v);
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(v)?.[1];
  if (!scheme) return true; // relative address
  return scheme === 'https' || scheme === 'http' || scheme === 'mailto';
}

let hooked = false;
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      for (const name of ['href', 'src'] as const) {
        const value = node.getAttribute(name);
        if (value !== null && !isSafeUrl(value, name === 'src')) node.removeAttribute(name);
      }
      if (node.tagName === 'A') {
        // Links leave the app in a new tab without handing it the opener.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/** Sanitised HTML, or the escaped plain text when there is no DOM at hand. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof window === 'undefined' || !DOMPurify.isSupported)
    return escapeText(html.replace(/<[^>]*>/g, ' '));
  return purifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  });
}

export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Renders server rich text through the allow-list. */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const safe = { __html: sanitizeHtml(html) };
  return (
    <div
      className={`rich-content ${className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the content went through sanitizeHtml's allow-list
      dangerouslySetInnerHTML={safe}
    />
  );
}
