import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUrl } from './client.ts';
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
