import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import { table81Narrative } from './schema.ts';

/** Table 8-1 Parts B and C: rich text per report year, sanitised on the way in. */
export async function readNarrative(db: Executor, year: number): Promise<{ B: string; C: string }> {
  const rows = await db.select().from(table81Narrative).where(eq(table81Narrative.year, year));
  return {
    B: rows.find((r) => r.part === 'B')?.content ?? '',
    C: rows.find((r) => r.part === 'C')?.content ?? '',
  };
}

export async function writeNarrative(
  db: Executor,
  year: number,
  parts: { B?: string; C?: string },
  username: string,
) {
  for (const part of ['B', 'C'] as const) {
    const html = parts[part];
    if (html === undefined) continue;
    const content = sanitizeRichText(html);
    const [row] = await db
      .select({ id: table81Narrative.id })
      .from(table81Narrative)
      .where(and(eq(table81Narrative.year, year), eq(table81Narrative.part, part)));
    if (row)
      await db
        .update(table81Narrative)
        .set({ content, updateBy: username, updateTime: new Date() })
        .where(eq(table81Narrative.id, row.id));
    else await db.insert(table81Narrative).values({ year, part, content, createBy: username });
  }
  return readNarrative(db, year);
}
