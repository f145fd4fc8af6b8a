import { api } from '../../api/client.ts';
import type { FolderItem } from './model.ts';

/**
 * The folders open to a student's uploads (GET /aacsb/fileSharing/studentFolders; refused to
 * accounts that are not students). Small on purpose: the no-role home asks it to decide whether to
 * show "My uploads", without loading the panel.
 */
export const studentKeys = {
  all: ['files', 'student'] as const,
  folders: ['files', 'student', 'folders'] as const,
  mine: (folderId: string) => ['files', 'student', 'mine', folderId] as const,
};

export const studentFolders = () =>
  api.get<FolderItem[]>('/aacsb/fileSharing/studentFolders', undefined, { quiet: true });
