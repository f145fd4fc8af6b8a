import type { Module } from '../../core/app-types.ts';
import { setHooks } from '../../crud/hooks.ts';
import { registerFileAccess } from '../upload/access.ts';
import { maySeeSharedFile } from './download.ts';
import { fileHooks } from './file-hooks.ts';
import { registerFileRoutes } from './file-routes.ts';
import { folderHooks } from './folder-hooks.ts';
import { registerFolderRoutes } from './folder-routes.ts';
import { registerStudentUpload } from './student-upload.ts';

/**
 * File sharing (issue 20): folders and files are engine resources (`fileSharing`, `fileInfo`);
 * this module adds their hooks (folder permissions on every call: rights.ts over the pure model in
 * packages/shared/src/files/acl.ts), the calls beyond CRUD (tree, listPath, batchAdd; addBatch,
 * versions, newVersion, restore, move; students' folders, files and uploads) and the download check.
 *
 * Deleting a file or a folder deletes the records (folders, files, versions) in one transaction;
 * the stored uploads (sys_file and their bytes) stay, as the uploader's: the engine's delete has no
 * after-commit step to remove bytes safely, an upload may also be held by a record the uploader
 * attached it to, and the uploader can still download their own upload as before.
 */
setHooks('fileSharing', folderHooks);
setHooks('fileInfo', fileHooks);

export const filesModule: Module = (app, deps) => {
  registerFileAccess(maySeeSharedFile);
  registerFolderRoutes(app, deps.database.db);
  registerFileRoutes(app, deps.database.db);
  registerStudentUpload(app, deps);
};
