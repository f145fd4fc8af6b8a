import { blockMarker, blocksIn } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../core/rich-text.ts';

/** Live block markers pass the rich-text sanitiser; nothing else rides along with them. */
describe('live block markers through the sanitiser', () => {
  it('keeps a marker with its parameters, so the block is found again', () => {
    const marker = blockMarker({ kind: 'table31', params: { year: 2025 } });
    const out = sanitizeRichText(`<p>Before</p>${marker}<p>After</p>`);
    expect(blocksIn(out)).toEqual([{ kind: 'table31', params: { year: 2025 } }]);
    const kpi = blockMarker({ kind: 'kpi', params: { kpiIds: ['a', 'b'], title: 'Say "hi" <b>' } });
    expect(blocksIn(sanitizeRichText(kpi))).toEqual([
      { kind: 'kpi', params: { kpiIds: ['a', 'b'], title: 'Say "hi" <b>' } },
    ]);
  });

  it('strips scripts, event handlers and other attributes around and on a marker', () => {
    const out = sanitizeRichText(
      '<div data-live-block="table32" data-params="{}" onclick="alert(1)" style="x" class="y" id="z"></div>' +
        '<script>alert(2)</script><div onmouseover="alert(3)">text</div><img src=x onerror="alert(4)">',
    );
    expect(out).not.toMatch(/script|onclick|onmouseover|onerror|alert|style=|class=|id=/);
    expect(blocksIn(out)).toEqual([{ kind: 'table32', params: {} }]);
  });

  it('drops an unknown kind, parameters that are not a JSON object, and parameters without a kind', () => {
    const out = sanitizeRichText(
      '<div data-live-block="evil">a</div><div data-live-block="table81" data-params="[1]"></div>' +
        '<div data-live-block="table31" data-params="not json"></div><div data-params="{&quot;a&quot;:1}">b</div>',
    );
    expect(out).not.toContain('evil');
    expect(out).not.toContain('not json');
    expect(out).not.toContain('[1]');
    expect(out).toContain('<div>a</div>');
    expect(out).toContain('<div>b</div>');
    expect(blocksIn(out)).toEqual([
      { kind: 'table81', params: {} },
      { kind: 'table31', params: {} },
    ]);
  });
});
