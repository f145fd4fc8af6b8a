import { gunzipSync } from 'node:zlib';
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
});

describe('served over TLS (HTTPS=true)', () => {
  const t = useTestApp({ HTTPS: 'true' });

  it('tells browsers to use https only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
