/**
 * LIKE patterns from user text: the metacharacters `\`, `%` and `_` escaped (backslash is
 * PostgreSQL's default escape), so a search for "50%" finds "50%" and nothing else.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Text found anywhere: `%text%`, escaped. */
export function containsLike(text: string): string {
  return `%${escapeLike(text)}%`;
}
