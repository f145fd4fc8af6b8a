import { sql } from 'drizzle-orm';
import type { AppliedMigration } from '../../db/dump.ts';

/**
 * The full data export's archive (FORMAT.md beside this file says it for people): a zip of
 * data/<table>.jsonl (every kept table's rows), excel/<resource>.xlsx (the engine resources as
 * reviewers read them), files/<stored key> (the uploaded files) and manifest.json, written last,
 * which lists every entry with its size and SHA-256. The JSON lines are the authority: an import
 * reads them and the files, and checks both against the manifest before it writes anything.
 */
export const EXPORT_FORMAT = 'accredit-export/1';

export interface ManifestTable {
  name: string;
  rows: number;
  /** data/<name>.jsonl */
  path: string;
  bytes: number;
  sha256: string;
}

export interface ManifestFile {
  /** The stored key (sys_file.stored_name). */
  key: string;
  /** files/<key> */
  path: string;
  mime: string;
  bytes: number;
  sha256: string;
}

export interface ManifestWorkbook {
  resource: string;
  title: string;
  /** excel/<resource>.xlsx */
  path: string;
  rows: number;
}

export interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  product: 'accredit';
  appVersion: string;
  createdAt: string;
  /** The database the archive was read from ('pglite' or 'postgres'); any can import it. */
  driver: 'pglite' | 'postgres';
  /** The migration level: how many migrations had run, and which (hash and time of each). */
  migrationLevel: number;
  migrations: AppliedMigration[];
  /** In load order (a table after the tables its foreign keys point at). */
  tables: ManifestTable[];
  excluded: { table: string; reason: string }[];
  /** Rows of kept tables left out, with why. */
  excludedRows: { table: string; rows: number; reason: string }[];
  files: ManifestFile[];
  /** Keys recorded in sys_file whose bytes storage did not have. */
  missingFiles: string[];
  excel: ManifestWorkbook[];
}

/**
 * Tables an archive leaves out: what belongs to one running installation rather than to the
 * school. An import leaves them empty.
 */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  sys_session:
    'sign-in sessions: a moved installation asks everyone to sign in again, and a session token is a secret',
  sys_auth_code: 'one-time captcha and sign-in codes, valid for minutes',
  sys_rate_limit: 'request counters of the rate limiter',
  sys_login_throttle: 'failed sign-in counters',
  sys_job:
    'background jobs of this installation (the export itself is one); their output files are left out too',
};

/** Rows of kept tables that are left out (a condition on the table's alias `t`). */
export const EXCLUDED_ROWS = {
  sys_file: {
    keep: sql`t.kind <> 'job'`,
    reason:
      "outputs of background jobs (kind 'job': earlier exports and reports), whose jobs are not exported; an archive would otherwise hold every earlier archive",
  },
} as const;

export const MANIFEST = 'manifest.json';
export const dataPath = (table: string) => `data/${table}.jsonl`;
export const filePath = (key: string) => `files/${key}`;
export const excelPath = (resource: string) => `excel/${resource}.xlsx`;

/** What an export or import reports as it goes: `done` of `total` steps (rows, files, workbooks). */
export type Progress = (done: number, total: number, step: string) => Promise<void>;
