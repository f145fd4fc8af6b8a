import {
  DeleteOutlined,
  EditOutlined,
  EllipsisOutlined,
  FolderAddOutlined,
  FolderOpenOutlined,
  FolderOutlined,
  LockOutlined,
  SafetyOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Empty, type MenuProps, Tag, Tooltip, Tree, type TreeDataNode } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFolderTree, type FolderItem, type FolderNode } from './model.ts';

/**
 * The shared folders as a tree (GET /aacsb/fileSharing/tree: only folders the caller may read):
 * each with its number of files, a lock when only named people may see it, and badges when experts
 * may see it or students may upload. A folder's actions (new subfolder, rename, move, permissions,
 * delete) sit in its own menu and are offered only where the caller has the right.
 */
export type FolderAction = 'add' | 'rename' | 'move' | 'permissions' | 'delete';

interface Props {
  folders: readonly FolderItem[];
  selected: string | null;
  onSelect: (id: string) => void;
  onAction: (action: FolderAction, folder: FolderItem) => void;
}

function FolderTitle({
  folder,
  onAction,
}: {
  folder: FolderItem;
  onAction: (action: FolderAction, folder: FolderItem) => void;
}) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [];
  if (folder.rights.upload)
    items.push({ key: 'add', icon: <FolderAddOutlined />, label: t('fileWeb.tree.newSubfolder') });
  if (folder.rights.manage)
    items.push(
      { key: 'rename', icon: <EditOutlined />, label: t('fileWeb.tree.rename') },
      { key: 'move', icon: <SwapOutlined />, label: t('fileWeb.tree.move') },
      { key: 'permissions', icon: <SafetyOutlined />, label: t('fileWeb.tree.permissions') },
    );
  if (folder.rights.remove)
    items.push(
      { type: 'divider' },
      { key: 'delete', icon: <DeleteOutlined />, label: t('fileWeb.tree.delete'), danger: true },
    );
  return (
    <span className="files-tree-title" data-testid="folder-node" data-name={folder.name} data-id={folder.id}>
      <span className="files-tree-name" title={folder.name}>
        {folder.name}
      </span>
      {folder.restricted && (
        <Tooltip title={t('fileWeb.tree.restricted')}>
          <LockOutlined
            className="files-tree-lock"
            aria-label={t('fileWeb.tree.restricted')}
            data-testid="folder-lock"
          />
        </Tooltip>
      )}
      {folder.expertVisible && (
        <Tooltip title={t('fileWeb.tree.expertTip')}>
          <Tag color="purple" className="files-tree-badge" data-testid="folder-expert">
            {t('fileWeb.tree.expert')}
          </Tag>
        </Tooltip>
      )}
      {folder.studentUpload && (
        <Tooltip title={t('fileWeb.tree.studentTip')}>
          <Tag color="cyan" className="files-tree-badge" data-testid="folder-student">
            {t('fileWeb.tree.student')}
          </Tag>
        </Tooltip>
      )}
      {folder.fileCount > 0 && (
        <span className="files-tree-count" title={t('fileWeb.tree.count', { count: folder.fileCount })}>
          {folder.fileCount}
        </span>
      )}
      {items.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items,
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              onAction(key as FolderAction, folder);
            },
          }}
        >
          <Button
            type="text"
            size="small"
            className="files-tree-more"
            icon={<EllipsisOutlined />}
            aria-label={t('fileWeb.tree.actions', { name: folder.name })}
            data-testid="folder-actions"
            onClick={(e) => e.stopPropagation()}
          />
        </Dropdown>
      )}
    </span>
  );
}

/** The ids above a folder, so selecting a folder (from a link or the breadcrumb) shows it. */
function ancestorsOf(folders: readonly FolderItem[], id: string | null): string[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const out: string[] = [];
  let at = id ? byId.get(id)?.parentId : null;
  while (at && !out.includes(at)) {
    out.push(at);
    at = byId.get(at)?.parentId ?? null;
  }
  return out;
}

export function FolderTree({ folders, selected, onSelect, onAction }: Props) {
  const { t } = useTranslation();
  const roots = useMemo(() => buildFolderTree(folders), [folders]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  // The chosen folder and the folders above it stay open, so its subfolders (a folder upload's
  // new ones too) show beneath it.
  useEffect(() => {
    const open = [...ancestorsOf(folders, selected), ...(selected ? [selected] : [])];
    if (open.length > 0) setExpanded((prev) => [...new Set([...prev, ...open])]);
  }, [folders, selected]);

  const data = useMemo(() => {
    const toData = (n: FolderNode): TreeDataNode & { folder: FolderItem } => ({
      key: n.id,
      title: n.name,
      folder: n,
      isLeaf: n.children.length === 0,
      icon: ({ expanded: open }: { expanded?: boolean }) =>
        open ? <FolderOpenOutlined /> : <FolderOutlined />,
      children: n.children.map(toData),
    });
    return roots.map(toData);
  }, [roots]);

  if (folders.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fileWeb.tree.empty')} />;
  return (
    <Tree.DirectoryTree
      className="files-tree"
      treeData={data}
      selectedKeys={selected ? [selected] : []}
      expandedKeys={expanded}
      onExpand={(keys) => setExpanded(keys)}
      expandAction={false}
      onSelect={(keys) => {
        const id = keys[0];
        if (id !== undefined) onSelect(String(id));
      }}
      titleRender={(node) => (
        <FolderTitle folder={(node as { folder: FolderItem }).folder} onAction={onAction} />
      )}
      blockNode
      data-testid="folder-tree"
    />
  );
}
