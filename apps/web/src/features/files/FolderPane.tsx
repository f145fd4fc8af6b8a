import { FolderAddOutlined, HomeOutlined, SafetyOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Input, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paging } from '../../components/paging.ts';
import { type FileRecord, useFolderFiles, useFolderPath } from './api.ts';
import { useFileDrop } from './drop.ts';
import type { Dialog } from './FilesDialogs.tsx';
import { type FileAction, FileTable } from './FileTable.tsx';
import { type FolderItem, fileRights } from './model.ts';
import { DropZone, UploadButtons, useInputId } from './UploadPanel.tsx';

/**
 * The chosen folder (keyed by it, so paging, sorting, the name filter and the choice of files
 * start afresh in each folder): its path, its toolbar (search by name, upload files or a folder,
 * new subfolder, permissions), the actions on the chosen files, the upload list, the drop zone and
 * the files.
 */
interface Props {
  folder: FolderItem;
  phone: boolean;
  username: string;
  uploads: ReactNode;
  onSelectFolder: (id: string) => void;
  onUpload: (files: File[]) => void;
  onDialog: (dialog: Dialog) => void;
  onFileAction: (action: FileAction, file: FileRecord) => void;
  onDeleteFiles: (files: FileRecord[], after: () => void) => void;
}

export function FolderPane({
  folder,
  phone,
  username,
  uploads,
  onSelectFolder,
  onUpload,
  onDialog,
  onFileAction,
  onDeleteFiles,
}: Props) {
  const { t } = useTranslation();
  const path = useFolderPath(folder.id);
  const [page, setPage] = useState<Paging>({ pageNo: 1, pageSize: 20 });
  const [sort, setSort] = useState<{ column?: string; order?: 'asc' | 'desc' }>({});
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const list = useFolderFiles(folder.id, { ...page, ...sort, fileName: keyword || undefined });
  const inputId = useInputId();
  const drop = useFileDrop(onUpload, folder.rights.upload);

  const rightsOf = (file: FileRecord) => fileRights(folder, file.createBy, username);
  const records = (list.data?.records ?? []) as FileRecord[];
  const chosen = records.filter((r) => selected.includes(r.id));
  const mayMoveChosen = chosen.length > 0 && chosen.every((f) => rightsOf(f).change);
  const mayDeleteChosen = chosen.length > 0 && chosen.every((f) => rightsOf(f).remove);

  const crumbs = (path.data ?? [{ id: folder.id, name: folder.name }]).map((p) => ({
    key: p.id,
    title:
      p.id === folder.id ? (
        <span data-testid="crumb-current">{p.name}</span>
      ) : (
        <Typography.Link onClick={() => onSelectFolder(p.id)}>{p.name}</Typography.Link>
      ),
  }));

  return (
    <section className="files-main" data-testid="files-main" data-folder={folder.name} {...drop.handlers}>
      <div className="files-head">
        <Breadcrumb
          className="files-crumbs"
          data-testid="files-breadcrumb"
          items={[{ key: 'home', title: <HomeOutlined aria-label={t('fileWeb.tree.title')} /> }, ...crumbs]}
        />
        <div className="files-toolbar">
          <Input.Search
            allowClear
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              if (!e.target.value) setKeyword('');
            }}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage((p) => ({ ...p, pageNo: 1 }));
            }}
            placeholder={t('fileWeb.files.search')}
            className="files-search"
            data-testid="files-search"
          />
          <Space wrap size={8}>
            {folder.rights.upload && <UploadButtons onFiles={onUpload} inputId={inputId} compact={phone} />}
            {folder.rights.upload && (
              <Button
                icon={<FolderAddOutlined />}
                onClick={() => onDialog({ kind: 'newFolder', parentId: folder.id })}
                data-testid="folder-new"
                aria-label={t('fileWeb.tree.newSubfolder')}
              >
                {phone ? null : t('fileWeb.tree.newSubfolder')}
              </Button>
            )}
            {folder.rights.manage && (
              <Button
                icon={<SafetyOutlined />}
                onClick={() => onDialog({ kind: 'permissions', folder })}
                data-testid="folder-permissions"
                aria-label={t('fileWeb.tree.permissions')}
              >
                {phone ? null : t('fileWeb.tree.permissions')}
              </Button>
            )}
          </Space>
        </div>
      </div>
      {selected.length > 0 && (
        <div className="files-batch" data-testid="files-batch">
          <Typography.Text>{t('fileWeb.files.selected', { count: selected.length })}</Typography.Text>
          <Space size={8} wrap>
            <Button
              size="small"
              disabled={!mayMoveChosen}
              onClick={() => onDialog({ kind: 'moveFiles', ids: selected })}
              data-testid="files-batch-move"
            >
              {t('fileWeb.files.moveSelected')}
            </Button>
            <Button
              size="small"
              danger
              disabled={!mayDeleteChosen}
              onClick={() => onDeleteFiles(chosen, () => setSelected([]))}
              data-testid="files-batch-delete"
            >
              {t('fileWeb.files.deleteSelected')}
            </Button>
            <Button size="small" type="text" onClick={() => setSelected([])}>
              {t('fileWeb.files.clearSelection')}
            </Button>
          </Space>
        </div>
      )}
      {uploads}
      {folder.rights.upload && !phone && (
        <DropZone inputId={inputId} hint={t('fileWeb.upload.dropHint')} over={drop.over} />
      )}
      <FileTable
        records={records}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        page={page}
        phone={phone}
        rightsOf={rightsOf}
        selectable={records.some((f) => rightsOf(f).change || rightsOf(f).remove)}
        selected={selected}
        onSelect={setSelected}
        onPage={(p, s) => {
          setPage(p);
          setSort(s);
        }}
        onAction={onFileAction}
      />
    </section>
  );
}
