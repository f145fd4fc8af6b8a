// @vitest-environment jsdom
// DOMPurify needs a complete DOM; happy-dom parses script elements in a way it does not expect.
import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './RichText.tsx';
import { createClickGuard } from './useSubmitGuard.ts';

describe('rich text allow-list', () => {
  it('keeps formatting and safe links, drops script and handlers', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">Hello <b>world</b><script>alert(1)</script><a href="javascript:alert(1)">bad</a>' +
        '<a href="https://aacsb.edu">good</a><img src="x" onerror="alert(1)"><iframe title="t"></iframe></p>',
    );
    expect(out).toContain('<b>world</b>');
    expect(out).not.toContain('script');
    expect(out).not.toContain('onclick');
    expect(out).not.toContain('onerror');
    expect(out).not.toContain('javascript:');
    expect(out).not.toContain('iframe');
    expect(out).toContain('href="https://aacsb.edu"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('>bad</a>');
  });

  it('drops data: images and links, as the server does', () => {
    const out = sanitizeHtml(
      '<img src="data:image/png;base64,AAAA"><a href="data:text/html,x">d</a><img src="/api/obe/file/x">',
    );
    expect(out).not.toContain('data:');
    expect(out).toContain('src="/api/obe/file/x"');
  });

  it('unwraps unknown elements and keeps their text', () => {
    expect(sanitizeHtml('<custom-tag>kept <em>text</em></custom-tag>')).toBe('kept <em>text</em>');
  });

  it('refuses dangerous schemes, also when disguised', () => {
    expect(isSafeUrl('java\tscript:alert(1)')).toBe(false);
    expect(isSafeUrl(' JAVASCRIPT:alert(1)')).toBe(false);
    expect(isSafeUrl('data:text/html,<b>')).toBe(false);
    expect(isSafeUrl('data:image/png;base64,AAAA', true)).toBe(false);
    expect(isSafeUrl('/api/files/1')).toBe(true);
    expect(isSafeUrl('mailto:office@school.edu')).toBe(true);
  });

  it('takes images only from the stored files or https, as the server does', () => {
    const out = sanitizeHtml(
      '<img src="/api/obe/file/abc"><img src="https://cdn.example.edu/a.png"><img src="http://x.edu/a.png">' +
        '<img src="/elsewhere/a.png"><img src="//evil.example/a.png"><img src="data:image/png;base64,AAAA">',
    );
    expect([...out.matchAll(/src="([^"]*)"/g)].map((m) => m[1])).toEqual([
      '/api/obe/file/abc',
      'https://cdn.example.edu/a.png',
    ]);
    expect(isSafeUrl('/obe/file/abc', true)).toBe(true);
    expect(isSafeUrl('http://x.edu/a.png', true)).toBe(false);
  });
});

describe('click guard', () => {
  it('ignores repeated clicks within 3000 ms', () => {
    let now = 0;
    let runs = 0;
    const guard = createClickGuard(3000, () => now);
    const click = guard(() => {
      runs += 1;
    });
    expect(click()).toBe(true);
    now = 1000;
    expect(click()).toBe(false);
    now = 2999;
    expect(click()).toBe(false);
    now = 3000;
    expect(click()).toBe(true);
    expect(runs).toBe(2);
  });
});
