import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { APP_VERSION, type Locale, RESOURCES } from '@accredit/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../core/db.ts';
import type { FileStorage } from '../../core/storage.ts';
import { ResourceContext } from '../../crud/context.ts';
import { sheetColumns } from '../../crud/excel.ts';
import { writeExport } from '../../crud/export-rows.ts';
import { resourceTitleIn } from '../../crud/labels.ts';
import { col } from '../../crud/scope.ts';
import { readSnapshotLines } from '../../db/dump.ts';
import {
  dataPath,
  EXCLUDED_ROWS,
  EXCLUDED_TABLES,
  EXPORT_FORMAT,
  type ExportManifest,
  excelPath,
  filePath,
  MANIFEST,
  type ManifestFile,
  type ManifestTable,
  type ManifestWorkbook,
  type Progress,
} from './format.ts';
import { ZipWriter } from './zip.ts';

const sha256 = () => createHash('sha256');

export interface ExportOptions {
  /** Language of the workbooks' titles and headers (default English). */
  locale?: Locale;
  onProgress?: Progress;
  /**
   * Whether to write excel/ (default true). The workbooks follow this version's resource
   * definitions, so a database not yet migrated to this version is exported without them.
   */
  workbooks?: boolean;
}

/**
 * Writes the whole school to `path` (a zip, FORMAT.md): the tables from one consistent snapshot,
 * a batch of rows at a time, then the uploaded files one at a time, then a workbook per engine
 * resource that has records, then the manifest. Progress counts rows, files and workbooks.
 */
export async function writeExportArchive(
  database: Database,
  storage: FileStorage,
  path: string,
  options: ExportOptions = {},
): Promise<{ manifest: ExportManifest; bytes: number }> {
  const locale = options.locale ?? 'en-US';
  const report = options.onProgress ?? (async () => {});
  const zip = new ZipWriter(path);
  const live = database.driver === 'postgres';
  try {
    let done = 0;
    let total = 0;
    const tables: ManifestTable[] = [];
    const stored: { key: string; mime: string }[] = [];
    let open: {
      table: string;
      entry: Awaited<ReturnType<ZipWriter['begin']>>;
      hash: ReturnType<typeof sha256>;
      rows: number;
    } | null = null;
    const where = Object.fromEntries(Object.entries(EXCLUDED_ROWS).map(([t, x]) => [t, x.keep]));
    let allCounts: Record<string, number> = {};
    const migrations = await readSnapshotLines(
      database,
      async (table, lines, last) => {
        if (!open) open = { table, entry: await zip.begin(dataPath(table)), hash: sha256(), rows: 0 };
        if (lines.length) {
          // row_to_json writes no line breaks (strings escape theirs), so a row is one line.
          const text = `${lines.join('\n')}\n`;
          open.hash.update(text);
          await open.entry.push(text);
          open.rows += lines.length;
          if (table === 'sys_file')
            for (const line of lines) {
              const f = JSON.parse(line) as { stored_name: string; mime: string };
              stored.push({ key: f.stored_name, mime: f.mime });
            }
          done += lines.length;
          // The embedded database runs one query at a time: a progress write made while the
          // snapshot is open would wait for the snapshot, which waits for it. There, the rows'
          // progress is reported once the snapshot is read.
          if (live) await report(done, total, table);
        }
        if (!last) return;
        const bytes = await open.entry.close();
        tables.push({
          name: table,
          rows: open.rows,
          path: dataPath(table),
          bytes,
          sha256: open.hash.digest('hex'),
        });
        open = null;
      },
      {
        skip: new Set(Object.keys(EXCLUDED_TABLES)),
        where,
        onCounts: async (counts) => {
          allCounts = counts;
          total =
            Object.values(counts).reduce((a, b) => a + b, 0) +
            (options.workbooks === false ? 0 : RESOURCES.length);
        },
      },
    );
    if (!live) await report(done, total, 'tables');
    const excludedRows = await countExcludedRows(database, allCounts);

    const files: ManifestFile[] = [];
    const missingFiles: string[] = [];
    total += stored.length;
    for (const f of stored) {
      const bytes = await storage.get(f.key);
      if (bytes) {
        await zip.addBuffer(filePath(f.key), bytes);
        files.push({
          key: f.key,
          path: filePath(f.key),
          mime: f.mime,
          bytes: bytes.length,
          sha256: sha256().update(bytes).digest('hex'),
        });
      } else missingFiles.push(f.key);
      done += 1;
      await report(done, total, 'files');
    }

    const excel: ManifestWorkbook[] = [];
    for (const def of options.workbooks === false ? [] : RESOURCES) {
      const workbook = await writeWorkbook(database, zip, def, locale);
      if (workbook) excel.push(workbook);
      done += 1;
      await report(done, total, 'excel');
    }

    const manifest: ExportManifest = {
      format: EXPORT_FORMAT,
      product: 'accredit',
      appVersion: APP_VERSION,
      createdAt: new Date().toISOString(),
      driver: database.driver,
      migrationLevel: migrations.length,
      migrations,
      tables,
      excluded: Object.entries(EXCLUDED_TABLES).map(([table, reason]) => ({ table, reason })),
      excludedRows,
      files,
      missingFiles,
      excel,
    };
    await zip.addBuffer(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`, 'utf8'));
    const bytes = await zip.finish();
    return { manifest, bytes };
  } catch (e) {
    zip.abort();
    throw e;
  }
}

async function countExcludedRows(
  database: Database,
  kept: Record<string, number>,
): Promise<ExportManifest['excludedRows']> {
  const out: ExportManifest['excludedRows'] = [];
  for (const [table, rule] of Object.entries(EXCLUDED_ROWS)) {
    // The table names are this module's constants, never input.
    const [row] = await database.rows<{ n: string | number }>(
      sql`select count(*) as n from ${sql.raw(`"${table}"`)}`,
    );
    const left = Math.max(0, Number(row.n) - (kept[table] ?? 0));
    if (left) out.push({ table, rows: left, reason: rule.reason });
  }
  return out;
}

/**
 * One engine resource's records as a reviewer reads them (the resource's export columns, labels
 * in `locale`, dictionary labels and reference names instead of codes), written by the engine's
 * own streamed export. Resources without records or without export columns get no workbook.
 */
async function writeWorkbook(
  database: Database,
  zip: ZipWriter,
  def: (typeof RESOURCES)[number],
  locale: Locale,
): Promise<ManifestWorkbook | null> {
  const r = new ResourceContext(def, database.db);
  const columns = sheetColumns(def, await r.customFields(), locale, 'export');
  if (columns.length === 0) return null;
  const ids = (
    (await database.db
      .select({ id: col(r.table, 'id') })
      .from(r.table)
      .orderBy(col(r.table, 'id'))) as { id: string }[]
  ).map((x) => x.id);
  if (ids.length === 0) return null;
  const title = resourceTitleIn(def, locale);
  const entry = await zip.begin(excelPath(def.name));
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      entry.push(chunk).then(() => done(), done);
    },
  });
  await writeExport(r, out, { ids, columns, title }, locale);
  out.end();
  await once(out, 'finish');
  await entry.close();
  return {
    resource: def.name,
    title,
    path: excelPath(def.name),
    rows: ids.length,
  };
}
