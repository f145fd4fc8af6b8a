import { FolderAddOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { downloadFile } from '../../components/files.ts';
import { useIsPhone } from '../../components/responsive.tsx';
import { type FileRecord, sharedTransport, useFolderTree, useRefreshFiles } from './api.ts';
import { type Dialog, FilesDialogs, useConfirmDeletes } from './FilesDialogs.tsx';
import type { FileAction } from './FileTable.tsx';
import { FolderPane } from './FolderPane.tsx';
import { type FolderAction, FolderTree } from './FolderTree.tsx';
import { type FolderItem, fileRights, folderOrder } from './model.ts';
import { PreviewDrawer, type Previewed } from './PreviewDrawer.tsx';
import { UploadList } from './UploadPanel.tsx';
import { useUploadQueue } from './useUploadQueue.ts';
import './files.css';

/**
 * The Files tab of File sharing (issue 20 item 1), laid out as document managers are: the folder
 * tree on the left (above on a phone), the chosen folder's path and files on the right, uploads
 * by button or by dropping files and whole folders, each file with its own progress. What a person
 * may do follows the rights the server gives with the tree; the server checks every call anyway.
 * The chosen folder is kept in the address (`?folder=`).
 */

/** The first top-level folder by name: where the tab opens when no folder is asked for. */
function firstFolder(list: readonly FolderItem[]): string | null {
  const ids = new Set(list.map((f) => f.id));
  const tops = list.filter((f) => !f.parentId || !ids.has(f.parentId));
  tops.sort(folderOrder);
  return tops[0]?.id ?? null;
}

export default function FilesTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const phone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const tree = useFolderTree();
  const refresh = useRefreshFiles();
  const list = useMemo(() => tree.data ?? [], [tree.data]);
  const byId = useMemo(() => new Map(list.map((f) => [f.id, f])), [list]);
  const asked = params.get('folder');
  const folder = (asked ? byId.get(asked) : undefined) ?? null;
  // Not while the tree reloads: a folder just made or moved is asked for before the tree lists it.
  const fallback = tree.data && !tree.isFetching && !folder ? firstFolder(tree.data) : null;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [preview, setPreview] = useState<Previewed | null>(null);
  const { queue, items } = useUploadQueue(sharedTransport, () => void refresh());
  const confirmDeletes = useConfirmDeletes(list, () => void refresh());
  const username = session.user?.username ?? '';

  const select = (id: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('folder', id);
        else next.delete('folder');
        return next;
      },
      { replace: true },
    );
  // Open the first folder when none (or one no longer readable) is asked for.
  // Only while this page is the one in the address: the tabs keep it mounted when the reader has
  // already gone elsewhere (a header search sent while the tree loaded was undone by this write).
  const ownPath = useRef(window.location.pathname);
  useEffect(() => {
    if (fallback && window.location.pathname === ownPath.current)
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('folder', fallback);
          return next;
        },
        { replace: true },
      );
  }, [fallback, setParams]);

  const mayChange = (file: FileRecord) => fileRights(byId.get(file.folderId), file.createBy, username).change;
  const download = (f: Previewed) =>
    void downloadFile(f.url, f.fileName).catch(() => message.error(t('fileWeb.files.downloadFailed')));

  const onFolderAction = (action: FolderAction, target: FolderItem) => {
    if (action === 'add') setDialog({ kind: 'newFolder', parentId: target.id });
    else if (action === 'rename') setDialog({ kind: 'renameFolder', folder: target });
    else if (action === 'move') setDialog({ kind: 'moveFolder', folder: target });
    else if (action === 'permissions') setDialog({ kind: 'permissions', folder: target });
    else
      confirmDeletes.folder(target, () => {
        if (target.id === folder?.id) select(target.parentId);
      });
  };
  const onFileAction = (action: FileAction, file: FileRecord) => {
    const previewed = { url: file.url, fileName: file.fileName, mime: file.mime };
    if (action === 'preview') setPreview(previewed);
    else if (action === 'download') download(previewed);
    else if (action === 'rename') setDialog({ kind: 'renameFile', file });
    else if (action === 'move') setDialog({ kind: 'moveFiles', ids: [file.id] });
    else if (action === 'versions') setDialog({ kind: 'versions', file });
    else if (action === 'standards') setDialog({ kind: 'standards', file });
    else confirmDeletes.files([file]);
  };

  const side = (
    <aside className="files-side" data-testid="files-side">
      <div className="files-side-head">
        <Typography.Text strong>{t('fileWeb.tree.title')}</Typography.Text>
        {session.has('fileSharing:add') && (
          <Button
            size="small"
            icon={<FolderAddOutlined />}
            onClick={() => setDialog({ kind: 'newFolder', parentId: null })}
            data-testid="folder-new-top"
          >
            {t('fileWeb.tree.newFolder')}
          </Button>
        )}
      </div>
      <div className="files-side-tree">
        {tree.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : tree.isError ? (
          <Alert type="error" showIcon title={t('fileWeb.tree.loadFailed')} />
        ) : (
          <FolderTree
            folders={list}
            selected={folder?.id ?? null}
            onSelect={select}
            onAction={onFolderAction}
          />
        )}
      </div>
    </aside>
  );

  return (
    <div className={`files-page${phone ? ' files-phone' : ''}`} data-testid="files-tab">
      {side}
      {folder ? (
        <FolderPane
          key={folder.id}
          folder={folder}
          phone={phone}
          username={username}
          uploads={<UploadList items={items} queue={queue} />}
          onSelectFolder={select}
          onUpload={(chosen) => {
            if (chosen.length > 0) void queue.add(chosen, folder.id);
          }}
          onDialog={setDialog}
          onFileAction={onFileAction}
          onDeleteFiles={(chosen, after) => confirmDeletes.files(chosen, after)}
        />
      ) : (
        <section className="files-main">
          {!tree.isPending && !fallback && (
            <Empty description={list.length ? t('fileWeb.files.pickFolder') : t('fileWeb.tree.empty')} />
          )}
        </section>
      )}
      <FilesDialogs
        dialog={dialog}
        folders={list}
        folderId={folder?.id ?? null}
        canAddTop={session.has('fileSharing:add')}
        onClose={() => setDialog(null)}
        onChanged={() => void refresh()}
        onCreated={select}
        onPreview={setPreview}
        onDownload={download}
        mayChange={mayChange}
      />
      <PreviewDrawer file={preview} onClose={() => setPreview(null)} onDownload={download} />
    </div>
  );
}
