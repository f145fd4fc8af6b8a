import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('rich-text images', () => {
  it('keeps images from the stored files or https, drops every other address', () => {
    const html =
      '<p><img src="/api/obe/file/abc123" alt="a"><img src="/obe/file/def456"><img src="https://cdn.example.edu/x.png">' +
      '<img src="http://plain.example.edu/x.png"><img src="/elsewhere/x.png"><img src="//evil.example/x.png">' +
      '<img src="data:image/png;base64,AAAA"><img src="java\tscript:alert(1)"></p>';
    const out = sanitizeRichText(html);
    const srcs = [...out.matchAll(/src="([^"]*)"/g)].map((m) => m[1]);
    expect(srcs).toEqual(['/api/obe/file/abc123', '/obe/file/def456', 'https://cdn.example.edu/x.png']);
    expect(out.match(/<img/g)).toHaveLength(8); // the tag stays, without an address
  });

  it('keeps http, https and mailto links and drops the rest', () => {
    const out = sanitizeRichText(
      '<a href="http://a.edu">1</a><a href="https://b.edu">2</a><a href="mailto:x@y.edu">3</a>' +
        '<a href="data:text/html,x">4</a><a href="javascript:alert(1)">5</a><a href="vbscript:x">6</a>',
    );
    const hrefs = [...out.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['http://a.edu', 'https://b.edu', 'mailto:x@y.edu']);
  });
});
