import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, buildUrl } from './client.ts';
import { storage } from './storage.ts';

describe('api client', () => {
  it('adds _t in seconds to GET requests, but not to the dictionary-item lookup', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:10Z'));
    expect(buildUrl('/health', 'GET')).toBe(
      `/api/health?_t=${Math.floor(Date.parse('2026-01-01T00:00:10Z') / 1000)}`,
    );
    expect(buildUrl('/sys/dict/getDictItems/sex', 'GET')).toBe('/api/sys/dict/getDictItems/sex');
    expect(buildUrl('/x/add', 'POST', { a: 1, b: undefined, c: '' })).toBe('/api/x/add?a=1');
    vi.useRealTimers();
  });
});

describe('local storage with prefix and expiry', () => {
  afterEach(() => localStorage.clear());
  it('stores under pro__ and forgets after the expiry', () => {
    vi.useFakeTimers();
    storage.set('Access-Token', 'abc', 1000);
    expect(localStorage.getItem('pro__Access-Token')).toContain('abc');
    expect(storage.get('Access-Token')).toBe('abc');
    vi.advanceTimersByTime(1001);
    expect(storage.get('Access-Token')).toBeNull();
    vi.useRealTimers();
  });
  it('clears app keys but keeps the language', () => {
    storage.set('Access-Token', 'abc');
    localStorage.setItem('pro__CURRENT_LANGUAGE', 'English');
    storage.clear();
    expect(storage.get('Access-Token')).toBeNull();
    expect(localStorage.getItem('pro__CURRENT_LANGUAGE')).toBe('English');
  });
});

describe('answers kept by ETag', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('asks again with If-None-Match and reuses the answer on 304, whatever _t says', async () => {
    const sent: (string | null)[] = [];
    const answers = [
      new Response(JSON.stringify({ success: true, message: '', code: 200, result: { figure: 42 } }), {
        status: 200,
        headers: { etag: 'W/"v1"', 'content-type': 'application/json' },
      }),
      new Response(null, { status: 304, headers: { etag: 'W/"v1"' } }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get('if-none-match'));
        return answers.shift() as Response;
      }),
    );
    expect(await api.get('/qualification/table31', { year: 2025 })).toEqual({ figure: 42 });
    expect(await api.get('/qualification/table31', { year: 2025 })).toEqual({ figure: 42 });
    expect(sent).toEqual([null, 'W/"v1"']);
  });
});
