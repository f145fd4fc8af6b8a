import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

describe('served over plain HTTP (the default)', () => {
  const t = useTestApp();

  it('does not ask the browser to upgrade to https, so the login page works at a private address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('compresses JSON answers for clients that accept it, and not for others', async () => {
    const token = await t.tokenFor('admin');
    const url = '/api/sys/user/list?pageNo=1&pageSize=100';
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-access-token': token, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
    expect(body.result).toEqual(plain.json().result);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('compresses a small answer at once and a large one as a stream, both as the client asked', async () => {
    const token = await t.tokenFor('admin');
    // A page of users (tens of kB: compressed at once) and the API description (over 256 kB:
    // compressed on the thread pool by @fastify/compress).
    for (const url of ['/api/sys/user/list?pageNo=1&pageSize=100', '/api/docs/json']) {
      const plain = await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
      expect(plain.statusCode).toBe(200);
      const br = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-access-token': token, 'accept-encoding': 'gzip;q=0.5, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
      if (br.headers['content-length'] !== undefined)
        expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      // The same answer (the envelope's timestamp aside).
      const same = (raw: Buffer) => {
        const { timestamp: _t, ...rest } = JSON.parse(raw.toString('utf8'));
        const { timestamp: _p, ...expected } = plain.json();
        expect(rest).toEqual(expected);
      };
      same(brotliDecompressSync(br.rawPayload));
      const refused = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-access-token': token, 'accept-encoding': 'br;q=0, gzip' },
      });
      expect(refused.headers['content-encoding']).toBe('gzip');
      same(gunzipSync(refused.rawPayload));
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.rawPayload.length).toBeGreaterThan(256 * 1024);
  });
});

describe('served over TLS (HTTPS=true)', () => {
  const t = useTestApp({ HTTPS: 'true' });

  it('tells browsers to use https only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
