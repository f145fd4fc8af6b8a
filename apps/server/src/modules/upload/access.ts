import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';

/**
 * Who may download a file. A file is served to its uploader, and otherwise only when a module
 * that attaches files to its records says the caller may see the record that holds it. Modules
 * register a check at start (the resource engine for record attachments, notifications for
 * announcement attachments); a check answers true to allow, false or null to leave it to others.
 */
export interface StoredFile {
  id: string;
  url: string;
  kind: string;
  createBy: string | null;
}

export type FileAccessCheck = (db: Executor, auth: AuthContext, file: StoredFile) => Promise<boolean | null>;

const checks: FileAccessCheck[] = [];

export function registerFileAccess(check: FileAccessCheck): void {
  if (!checks.includes(check)) checks.push(check);
}

export async function mayDownload(db: Executor, auth: AuthContext, file: StoredFile): Promise<boolean> {
  if (file.createBy && file.createBy === auth.user.username) return true;
  // Avatars appear beside names in lists: any signed-in person may see them.
  if (file.kind === 'avatar') return true;
  for (const check of checks) if (await check(db, auth, file)) return true;
  return false;
}

export const fileUrl = (id: string) => `/obe/file/${id}`;
