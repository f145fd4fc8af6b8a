import type { Envelope } from '@accredit/shared';

/** A successful answer. `code` is 200 unless the spec names another (0 for a few calls). */
export function ok<T>(result: T, message = '', code = 200): Envelope<T> {
  return { success: true, message, code, result, timestamp: Date.now() };
}

export function fail(message: string, code: number, result: unknown = null): Envelope<unknown> {
  return { success: false, message, code, result, timestamp: Date.now() };
}
