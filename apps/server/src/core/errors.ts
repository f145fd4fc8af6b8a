/**
 * Typed errors. Each carries an i18n key (namespace.path) and an HTTP status; the error handler
 * turns it into the envelope with the message in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly values?: Record<string, unknown>,
    /** The envelope `code`; the HTTP status unless the spec names another. */
    readonly code: number = status,
    /** Per-field messages (already translated keys), for 400 answers. */
    readonly fields?: Record<string, string>,
  ) {
    super(key);
  }
}

export const badRequest = (key = 'errors.badRequest', values?: Record<string, unknown>) =>
  new AppError(400, key, values);
export const unauthorized = (key = 'errors.unauthorized') => new AppError(401, key);
export const forbidden = (key = 'errors.forbidden') => new AppError(403, key);
export const notFound = (key = 'errors.notFound') => new AppError(404, key);
export const conflict = (key = 'errors.conflict', values?: Record<string, unknown>) =>
  new AppError(409, key, values);
