import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeServing } from '../app.ts';
import { useTestApp } from '../test/harness.ts';
import { ConfigError, loadConfig } from './config.ts';
import { acquireDataDirLock, DataDirLockedError } from './lock.ts';

describe('foundation over HTTP', () => {
  const t = useTestApp();

  it('answers health with the database reachable', async () => {
    const res = await t.api.get<{ status: string; database: boolean; driver: string }>('/health');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.result.database).toBe(true);
    expect(res.body.result.driver).toBe(process.env.TEST_DRIVER);
  });

  it('answers an unknown API path with a 404 envelope in the caller language', async () => {
    const en = await t.api.get('/no/such/thing');
    expect(en.status).toBe(404);
    expect(en.body).toMatchObject({ success: false, code: 404, message: 'The resource was not found.' });
    const zh = await t.api.get('/no/such/thing', { lang: 'zh-CN' });
    expect(zh.body.message).toBe('很抱歉，资源未找到！');
  });

  it('declares access on every API route', () => {
    const api = t.routes.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(0);
    const undeclared = api.filter((r) => !r.config?.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('publishes OpenAPI with every route and its schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { responses?: unknown }>> };
    const api = t.routes.filter(
      (r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs') && !r.schema?.hide,
    );
    for (const route of api) {
      const path = route.url.replace(/^\/api/, '/api').replace(/:(\w+)/g, '{$1}');
      const methods = ([] as string[]).concat(route.method as string).filter((m) => m !== 'HEAD');
      for (const m of methods) expect(doc.paths[path]?.[m.toLowerCase()], `${m} ${path}`).toBeDefined();
    }
  });

  it('refuses a call that needs a session with 401', async () => {
    const res = await t.api.get('/health', { token: 'forged-token' });
    expect(res.status).toBe(200); // public routes ignore a bad token
  });

  it('sends security headers', async () => {
    const res = await t.api.get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends them on a refused call and on an unknown address too', async () => {
    for (const res of [
      await t.api.get('/sys/user/list', { token: 'forged-token' }),
      await t.api.get('/no-such-route'),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

describe('configuration', () => {
  it('stops with a message naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
  it('refuses a fixed captcha in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_FIXED_CODE: 'ABCD' })).toThrow(
      /CAPTCHA_FIXED_CODE/,
    );
  });
  it('has defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.SEED_DEMO).toBe(true);
    expect(c.HTTPS).toBe(false);
  });
  it('seeds the demo school in production only when asked for by name', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });
  it('says where it serves and on which database, never with the password', () => {
    const d = describeServing(
      loadConfig({ DATABASE_URL: 'postgres://u:secret@db.school.edu:5433/acc', HTTPS: 'true' }),
      3000,
    );
    expect(d.database).toBe('PostgreSQL db.school.edu:5433/acc');
    expect(d.url).toBe('https://localhost:3000');
    expect(JSON.stringify(d)).not.toContain('secret');
  });
});

describe('embedded database lock', () => {
  it('refuses a second holder and frees on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).not.toThrow(DataDirLockedError); // same pid takes over its own lock
    release();
    const again = acquireDataDirLock(dir);
    again();
  });
});
