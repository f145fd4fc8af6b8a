import { describe, expect, it } from 'vitest';

/**
 * pdf.js's legacy build brings core-js, which replaces JSON.parse, JSON.stringify and
 * Array.prototype.push for the whole process with slower copies (measured 3x for push, 10x for
 * stringify). It may load only in the extraction thread (runner.ts), never with the server.
 */
describe('the server and its modules', () => {
  it('leave JSON and Array.prototype.push as Node made them', async () => {
    const { push } = Array.prototype;
    const { parse, stringify } = JSON;
    await import('../../../app.ts');
    await import('../../index.ts');
    expect(Array.prototype.push).toBe(push);
    expect(JSON.parse).toBe(parse);
    expect(JSON.stringify).toBe(stringify);
  });
});
