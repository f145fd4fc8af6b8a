import { useQueryClient } from '@tanstack/react-query';
import { App, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { type FileRecord, files, filesApi, filesKeys, folders as folderCalls } from './api.ts';
import { MoveDialog, NameDialog } from './FolderDialogs.tsx';
import { deleteSummary, descendantIds, type FolderItem, keepExtension } from './model.ts';
import { PermissionsDialog } from './PermissionsDialog.tsx';
import type { Previewed } from './PreviewDrawer.tsx';
import { StandardsDialog } from './StandardsDialog.tsx';
import { VersionsDrawer } from './VersionsDrawer.tsx';

/**
 * The dialogs the Files tab opens, one at a time, and the delete confirmations (which say what a
 * folder's delete takes with it). Saves go through the engine's routes (add, edit, delete) and the
 * file calls (move, versions); the server's refusal shows in the dialog.
 */
export type Dialog =
  | { kind: 'newFolder'; parentId: string | null }
  | { kind: 'renameFolder'; folder: FolderItem }
  | { kind: 'moveFolder'; folder: FolderItem }
  | { kind: 'permissions'; folder: FolderItem }
  | { kind: 'renameFile'; file: FileRecord }
  | { kind: 'moveFiles'; ids: string[] }
  | { kind: 'versions'; file: FileRecord }
  | { kind: 'standards'; file: FileRecord };

interface Props {
  dialog: Dialog | null;
  folders: readonly FolderItem[];
  folderId: string | null;
  canAddTop: boolean;
  onClose: () => void;
  onChanged: () => void;
  onCreated: (id: string) => void;
  onPreview: (f: Previewed) => void;
  onDownload: (f: Previewed) => void;
  mayChange: (file: FileRecord) => boolean;
}

/** A folder just made by the caller, as the tree will list it. */
function newFolder(id: string, name: string, parentId: string | null): FolderItem {
  return {
    id,
    parentId,
    name,
    fileCount: 0,
    expertVisible: false,
    studentUpload: false,
    restricted: false,
    uploadRestricted: false,
    rights: { upload: true, manage: true, remove: true },
  };
}

export function FilesDialogs(props: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { message } = App.useApp();
  const { dialog, folders, onClose, onChanged } = props;
  if (!dialog) return null;
  const done = (key: string) => {
    message.success(t(key));
    onChanged();
  };
  switch (dialog.kind) {
    case 'newFolder':
      return (
        <NameDialog
          title={dialog.parentId ? t('fileWeb.tree.newSubfolder') : t('fileWeb.tree.newFolder')}
          label={t('fileWeb.folder.name')}
          initial=""
          max={100}
          testId="folder-name-dialog"
          onClose={onClose}
          onSave={async (name) => {
            const { id } = await folderCalls.add({ name, parentId: dialog.parentId });
            // In the tree at once (its creator manages it), so it can be opened while the tree reloads.
            client.setQueryData<FolderItem[]>(filesKeys.tree, (old) => [
              ...(old ?? []),
              newFolder(id, name, dialog.parentId),
            ]);
            done('fileWeb.folder.created');
            props.onCreated(id);
          }}
        />
      );
    case 'renameFolder':
      return (
        <NameDialog
          title={t('fileWeb.tree.rename')}
          label={t('fileWeb.folder.name')}
          initial={dialog.folder.name}
          max={100}
          testId="folder-name-dialog"
          onClose={onClose}
          onSave={async (name) => {
            await folderCalls.edit({ id: dialog.folder.id, name });
            done('fileWeb.folder.renamed');
          }}
        />
      );
    case 'moveFolder':
      return (
        <MoveDialog
          title={t('fileWeb.folder.moveTitle', { name: dialog.folder.name })}
          folders={folders}
          movingFolders={[dialog.folder.id]}
          current={dialog.folder.parentId}
          allowTop={props.canAddTop}
          onClose={onClose}
          onMove={async (parentId) => {
            await folderCalls.edit({ id: dialog.folder.id, parentId });
            done('fileWeb.folder.moved');
          }}
        />
      );
    case 'permissions':
      return <PermissionsDialog folder={dialog.folder} onClose={onClose} onSaved={onChanged} />;
    case 'renameFile':
      return (
        <NameDialog
          title={t('fileWeb.files.rename')}
          label={t('fileWeb.files.name')}
          initial={dialog.file.fileName}
          max={200}
          testId="file-name-dialog"
          onClose={onClose}
          onSave={async (name) => {
            await files.edit({ id: dialog.file.id, fileName: keepExtension(dialog.file.fileName, name) });
            done('fileWeb.files.renamed');
          }}
        />
      );
    case 'moveFiles':
      return (
        <MoveDialog
          title={t('fileWeb.files.moveTitle', { count: dialog.ids.length })}
          folders={folders}
          movingFolders={[]}
          current={props.folderId}
          allowTop={false}
          onClose={onClose}
          onMove={async (folderId) => {
            if (!folderId) return;
            await filesApi.move(dialog.ids, folderId);
            done('fileWeb.files.moved');
          }}
        />
      );
    case 'versions':
      return (
        <VersionsDrawer
          file={dialog.file}
          canChange={props.mayChange(dialog.file)}
          onClose={onClose}
          onChanged={onChanged}
          onPreview={props.onPreview}
          onDownload={props.onDownload}
        />
      );
    case 'standards':
      return (
        <StandardsDialog
          fileId={dialog.file.id}
          fileName={dialog.file.fileName}
          value={dialog.file.standards}
          onClose={onClose}
          onSaved={() => message.success(t('fileWeb.files.tagged'))}
        />
      );
  }
}

/** Delete confirmations: a folder's says how many subfolders and files go with it. */
export function useConfirmDeletes(folders: readonly FolderItem[], onDeleted: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  return {
    folder(folder: FolderItem, after: () => void) {
      const { subfolders, files: count } = deleteSummary(folders, folder.id);
      modal.confirm({
        title: t('fileWeb.folder.deleteTitle', { name: folder.name }),
        content:
          subfolders + count > 0
            ? t('fileWeb.folder.deleteBody', { subfolders, files: count })
            : t('fileWeb.folder.deleteEmpty'),
        okText: t('common.delete'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-delete' } as ButtonProps,
        cancelText: t('common.cancel'),
        onOk: async () => {
          await folderCalls.remove(folder.id);
          // Out of the tree at once, so nothing asks for the deleted folder while the tree reloads.
          const gone = new Set([folder.id, ...descendantIds(folders, folder.id)]);
          client.setQueryData<FolderItem[]>(filesKeys.tree, (old) => old?.filter((f) => !gone.has(f.id)));
          message.success(t('fileWeb.folder.deleted'));
          after();
          onDeleted();
        },
      });
    },
    files(list: readonly FileRecord[], after?: () => void) {
      if (list.length === 0) return;
      modal.confirm({
        title:
          list.length === 1
            ? t('fileWeb.files.deleteTitle', { name: list[0].fileName })
            : t('fileWeb.files.deleteManyTitle', { count: list.length }),
        content: t('fileWeb.files.deleteBody'),
        okText: t('common.delete'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-delete' } as ButtonProps,
        cancelText: t('common.cancel'),
        onOk: async () => {
          if (list.length === 1) await files.remove(list[0].id);
          else await files.removeBatch(list.map((f) => f.id));
          message.success(t('fileWeb.files.deleted', { count: list.length }));
          after?.();
          onDeleted();
        },
      });
    },
  };
}
