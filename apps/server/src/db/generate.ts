import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordNewChecksums } from './checksums.ts';
import { RESOURCE_SCHEMA_FILE, resourceSchemaSource } from './resource-schema.ts';

/**
 * `npm run db:generate -- <name>`: a new numbered migration `NNNN_<name>.sql` for what the schema
 * gained since the last one (never a rewrite of a committed one), and its checksum recorded.
 */
const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9_]{2,40}$/.test(name)) {
  process.stderr.write(
    'Usage: npm run db:generate -- <name>   (lower case and underscores, e.g. add_rate_limits)\n',
  );
  process.exit(2);
}
writeFileSync(RESOURCE_SCHEMA_FILE, resourceSchemaSource());
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
execFileSync('npx', ['drizzle-kit', 'generate', '--name', name], { cwd: serverDir, stdio: 'inherit' });
const added = recordNewChecksums();
process.stdout.write(
  added.length ? `New migration: ${added.join(', ')}\n` : 'No schema change: no migration.\n',
);
