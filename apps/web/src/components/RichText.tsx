/**
 * Client-side allow-list for rich text from the server (notifications and the like). The server
 * sanitises on save; this is the second line, so that a row written by an older version or by
 * hand can never run script in the browser. Unknown elements are unwrapped (their text stays);
 * dangerous ones are dropped with their content; only a few attributes survive, and links only
 * with safe schemes.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'hr',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'span',
  'div',
  'figure',
  'figcaption',
]);
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
  'title',
]);
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

export function isSafeUrl(value: string, forImage = false): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const v = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(v)?.[1];
  if (!scheme) return true; // relative address
  if (scheme === 'https' || scheme === 'http') return true;
  if (!forImage && scheme === 'mailto') return true;
  return forImage && /^data:image\/(png|jpe?g|gif|webp);/.test(v);
}

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === 3) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== 1) return [];
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return [];
  const children = Array.from(el.childNodes).flatMap((c) => clean(c, doc));
  if (!ALLOWED.has(tag)) return children;
  const out = doc.createElement(tag);
  for (const name of ATTRIBUTES[tag] ?? []) {
    const value = el.getAttribute(name);
    if (value === null) continue;
    if ((name === 'href' || name === 'src') && !isSafeUrl(value, name === 'src')) continue;
    out.setAttribute(name, value);
  }
  if (tag === 'a') {
    // Links leave the app in a new tab without handing it the opener.
    out.setAttribute('target', '_blank');
    out.setAttribute('rel', 'noopener noreferrer');
  }
  for (const child of children) out.appendChild(child);
  return [out];
}

/** Sanitised HTML, or the escaped plain text when no DOM parser is at hand. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return escapeText(html.replace(/<[^>]*>/g, ' '));
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const box = doc.createElement('div');
  for (const child of Array.from(doc.body.childNodes)) for (const c of clean(child, doc)) box.appendChild(c);
  return box.innerHTML;
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
