import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESOURCE } from '@accredit/shared';
import type { Db } from '../../core/db.ts';
import { newId } from '../../core/ids.ts';
import { resourceTable } from '../../crud/table.ts';
import { buildUser } from '../../test/factories.ts';

/** Fixtures and records the faculty-io tests share. */
export const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
/** A fixture's bytes, for files that are not UTF-8. */
export const fixtureBytes = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

/** A teacher record (and, with `realname`, a linked account whose name is the other language's); `nameEn` is its English name. */
export async function buildTeacher(
  db: Db,
  name: string,
  options: {
    realname?: string;
    username?: string;
    roles?: string[];
    collegeId?: string;
    nameEn?: string;
  } = {},
): Promise<{ id: string; userId: string | null; username: string | null }> {
  let userId: string | null = null;
  let username: string | null = null;
  if (options.realname || options.username) {
    const user = await buildUser(db, {
      realname: options.realname ?? name,
      roles: options.roles ?? ['4'],
      ...(options.username ? { username: options.username } : {}),
    });
    userId = user.id;
    username = user.username;
  }
  const t = resourceTable(RESOURCE.teacher);
  const [row] = await db
    .insert(t)
    .values({
      staffId: `T${newId().slice(0, 8)}`,
      name,
      nameEn: options.nameEn ?? null,
      sex: '1',
      userId,
      collegeId: options.collegeId ?? null,
      createBy: 'admin',
    })
    .returning({ id: t.id });
  return { id: String(row.id), userId, username };
}

/** A stored research output (as another teacher entered it). */
export async function buildOutput(db: Db, values: Record<string, unknown>): Promise<string> {
  const t = resourceTable(RESOURCE.researchOutput);
  const [row] = await db
    .insert(t)
    .values({ outputType: '1', createBy: 'admin', ...values })
    .returning({ id: t.id });
  return String(row.id);
}

/** A multipart body with one file (text as UTF-8, or the bytes as they are) and an optional format field. */
export function multipartText(text: string | Buffer, fileName: string, format?: string) {
  const boundary = `----fio${newId()}`;
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`,
  ];
  const head = Buffer.from(parts[0]);
  const formatPart = format
    ? Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="format"\r\n\r\n${format}`)
    : Buffer.alloc(0);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([
      head,
      typeof text === 'string' ? Buffer.from(text, 'utf8') : text,
      formatPart,
      tail,
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The paragraphs of a .docx (a zip: word/document.xml), as plain text. */
export async function docxText(raw: Buffer): Promise<string> {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(raw);
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return xml
    .split('</w:p>')
    .map((p) => [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => decode(m[1])).join(''))
    .filter(Boolean)
    .join('\n');
}
