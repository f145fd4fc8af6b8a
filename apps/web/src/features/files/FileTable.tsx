import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EllipsisOutlined,
  EyeOutlined,
  HistoryOutlined,
  SwapOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import {
  Button,
  Dropdown,
  type MenuProps,
  Space,
  Table,
  type TableColumnsType,
  Tooltip,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { type Paging, tablePaging } from '../../components/paging.ts';
import type { FileRecord } from './api.ts';
import { fileKind, formatSize, previewable } from './model.ts';
import { FileIcon, formatDate, formatTime, StandardTags, TextStatus } from './widgets.tsx';

/**
 * The files of the chosen folder: name with its type's icon (a click reads a PDF or image in the
 * page, or downloads the rest), size, version, who uploaded it, when it last changed, the standards
 * it is evidence for and whether its words can be searched. Row actions: read, download, and for
 * those who may change the file (the folder's managers and the uploader) rename, move, versions,
 * standards and delete. On a phone the columns beyond the name scroll sideways and every action
 * sits in one menu.
 */
export type FileAction = 'preview' | 'download' | 'rename' | 'move' | 'versions' | 'standards' | 'delete';

interface Props {
  records: FileRecord[];
  total: number;
  loading: boolean;
  page: Paging;
  phone: boolean;
  /** What the caller may do with this file (rename, move, version, tag; delete). */
  rightsOf: (file: FileRecord) => { change: boolean; remove: boolean };
  /** Whether rows can be chosen (someone who may move or delete none of them has no use for it). */
  selectable: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onPage: (page: Paging, sort: { column?: string; order?: 'asc' | 'desc' }) => void;
  onAction: (action: FileAction, file: FileRecord) => void;
}

export function FileTable({
  records,
  total,
  loading,
  page,
  phone,
  rightsOf,
  selectable,
  selected,
  onSelect,
  onPage,
  onAction,
}: Props) {
  const { t, i18n } = useTranslation();

  const menu = (file: FileRecord, withReading: boolean): MenuProps['items'] => {
    const items: MenuProps['items'] = [];
    const kind = fileKind(file.fileName, file.mime);
    if (withReading) {
      if (previewable(kind))
        items.push({ key: 'preview', icon: <EyeOutlined />, label: t('fileWeb.files.preview') });
      items.push({ key: 'download', icon: <DownloadOutlined />, label: t('fileWeb.files.download') });
    }
    items.push({ key: 'versions', icon: <HistoryOutlined />, label: t('fileWeb.files.versions') });
    const rights = rightsOf(file);
    if (rights.change)
      items.push(
        { key: 'rename', icon: <EditOutlined />, label: t('fileWeb.files.rename') },
        { key: 'move', icon: <SwapOutlined />, label: t('fileWeb.files.move') },
        { key: 'standards', icon: <TagsOutlined />, label: t('fileWeb.files.tag') },
      );
    if (rights.remove)
      items.push(
        { type: 'divider' },
        { key: 'delete', icon: <DeleteOutlined />, label: t('fileWeb.files.delete'), danger: true },
      );
    return items;
  };

  const actions = (file: FileRecord) => {
    const more = (
      <Dropdown
        trigger={['click']}
        menu={{ items: menu(file, phone), onClick: ({ key }) => onAction(key as FileAction, file) }}
      >
        <Button
          type="text"
          size="small"
          icon={<EllipsisOutlined />}
          aria-label={t('fileWeb.files.actions', { name: file.fileName })}
          data-testid="file-actions"
        />
      </Dropdown>
    );
    if (phone) return more;
    return (
      <Space size={0}>
        {previewable(fileKind(file.fileName, file.mime)) && (
          <Tooltip title={t('fileWeb.files.preview')}>
            <Button
              type="text"
              size="small"
              icon={<EyeOutlined />}
              onClick={() => onAction('preview', file)}
              aria-label={t('fileWeb.files.preview')}
              data-testid="file-preview-btn"
            />
          </Tooltip>
        )}
        <Tooltip title={t('fileWeb.files.download')}>
          <Button
            type="text"
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => onAction('download', file)}
            aria-label={t('fileWeb.files.download')}
            data-testid="file-download"
          />
        </Tooltip>
        {more}
      </Space>
    );
  };

  const columns: TableColumnsType<FileRecord> = [
    {
      key: 'fileName',
      dataIndex: 'fileName',
      title: t('fileWeb.files.name'),
      sorter: true,
      width: phone ? 220 : undefined,
      render: (_: unknown, file) => (
        <span className="files-name-cell">
          <FileIcon kind={fileKind(file.fileName, file.mime)} />
          <Typography.Link
            onClick={() =>
              onAction(previewable(fileKind(file.fileName, file.mime)) ? 'preview' : 'download', file)
            }
            className="files-name"
            title={file.fileName}
            data-testid="file-name"
          >
            {file.fileName}
          </Typography.Link>
        </span>
      ),
    },
    {
      key: 'size',
      dataIndex: 'size',
      title: t('fileWeb.files.size'),
      sorter: true,
      width: 84,
      align: 'right',
      render: (v: number | null) => formatSize(v, i18n.language),
    },
    {
      key: 'version',
      dataIndex: 'version',
      title: t('fileWeb.files.version'),
      width: 68,
      render: (v: number | null, file) => (
        <Typography.Link onClick={() => onAction('versions', file)} data-testid="file-version">
          {`v${v ?? 1}`}
        </Typography.Link>
      ),
    },
    {
      // Who uploaded it and when it last changed, in one column as document managers show them.
      key: 'updateTime',
      dataIndex: 'updateTime',
      title: t('fileWeb.files.updated'),
      width: 112,
      render: (_: unknown, file) => (
        <span className="files-updated">
          <span title={formatTime(file.updateTime ?? file.createTime)}>
            {formatDate(file.updateTime ?? file.createTime)}
          </span>
          {file.createBy && (
            <Typography.Text type="secondary" className="files-uploader" title={t('fileWeb.files.uploader')}>
              {file.createBy}
            </Typography.Text>
          )}
        </span>
      ),
    },
    {
      key: 'standards',
      dataIndex: 'standards',
      title: t('fileWeb.files.standards'),
      width: 140,
      render: (v: unknown) => <StandardTags value={v} />,
    },
    {
      key: 'textStatus',
      dataIndex: 'textStatus',
      title: t('fileWeb.files.text'),
      width: 100,
      render: (v: string | null) => <TextStatus status={v} />,
    },
    {
      key: 'actions',
      title: t('fileWeb.files.actionsTitle'),
      width: phone ? 56 : 104,
      fixed: phone ? undefined : 'right',
      render: (_: unknown, file) => actions(file),
    },
  ];
  // A phone keeps the name and its actions in sight; the rest scrolls sideways.
  const shown = phone ? [columns[0], columns[6], ...columns.slice(1, 6)] : columns;
  const phoneWidth = 32 + 220 + 56 + 84 + 68 + 112 + 140 + 100;

  return (
    <Table<FileRecord>
      rowKey="id"
      size="middle"
      className="files-table"
      data-testid="file-table"
      loading={loading}
      dataSource={records}
      columns={shown}
      tableLayout="fixed"
      scroll={phone ? { x: phoneWidth } : undefined}
      rowSelection={
        selectable ? { selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String)) } : undefined
      }
      onRow={(file) => ({ 'data-testid': 'file-row', 'data-name': file.fileName }) as object}
      pagination={tablePaging(t, page, total, undefined, true)}
      locale={{ emptyText: t('fileWeb.files.empty') }}
      onChange={(pagination, _filters, sorter) => {
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        onPage(
          { pageNo: pagination.current ?? 1, pageSize: pagination.pageSize ?? page.pageSize },
          s?.order ? { column: String(s.columnKey), order: s.order === 'ascend' ? 'asc' : 'desc' } : {},
        );
      }}
    />
  );
}
