import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MIGRATIONS_DIR, readMigrations } from './migrate.ts';

/**
 * A committed migration is never rewritten: `checksums.json` keeps the sha256 of every migration
 * file, `npm run db:generate` adds the new ones (and only those), and migrations.test.ts fails
 * when a file differs from its recorded checksum.
 */
export const CHECKSUMS_FILE = join(MIGRATIONS_DIR, 'checksums.json');

export function fileChecksum(tag: string, dir: string = MIGRATIONS_DIR): string {
  return createHash('sha256')
    .update(readFileSync(join(dir, `${tag}.sql`)))
    .digest('hex');
}

export function readChecksums(file: string = CHECKSUMS_FILE): Record<string, string> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** Records the checksums of migrations not yet recorded; returns their tags. */
export function recordNewChecksums(dir: string = MIGRATIONS_DIR, file: string = CHECKSUMS_FILE): string[] {
  const known = readChecksums(file);
  const added: string[] = [];
  for (const { tag } of readMigrations(dir)) {
    if (known[tag]) continue;
    known[tag] = fileChecksum(tag, dir);
    added.push(tag);
  }
  writeFileSync(file, `${JSON.stringify(known, null, 2)}\n`);
  return added;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const added = recordNewChecksums();
  process.stdout.write(added.length ? `New migrations: ${added.join(', ')}\n` : 'No new migration.\n');
}
