import { DownloadOutlined, EyeOutlined, HistoryOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Drawer,
  Input,
  List,
  Popconfirm,
  Progress,
  Space,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useDrawerSize } from '../shell/drawer-size.ts';
import { type FileRecord, type FileVersion, filesApi, filesKeys, uploadNewVersion } from './api.ts';
import { fileKind, formatSize, previewable } from './model.ts';
import type { Previewed } from './PreviewDrawer.tsx';
import { formatTime } from './widgets.tsx';

/**
 * A file's versions (GET /aacsb/fileInfo/versions): each can be read and downloaded; someone who
 * may change the file uploads a new version (what changed, optionally) or makes an older one
 * current again (a restore adds it as the newest version, so nothing is lost).
 */
export function VersionsDrawer({
  file,
  canChange,
  onClose,
  onChanged,
  onPreview,
  onDownload,
}: {
  file: FileRecord;
  canChange: boolean;
  onClose: () => void;
  onChanged: () => void;
  onPreview: (f: Previewed) => void;
  onDownload: (f: Previewed) => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const size = useDrawerSize(560);
  const versions = useQuery({
    queryKey: filesKeys.versions(file.id),
    queryFn: () => filesApi.versions(file.id),
  });
  const [note, setNote] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (chosen: File) => {
    setError(null);
    setPercent(0);
    try {
      await uploadNewVersion(file, chosen, (p) => setPercent(Math.round(p)), note.trim() || undefined);
      setNote('');
      message.success(t('fileWeb.versions.uploaded'));
      await versions.refetch();
      onChanged();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setPercent(null);
    }
  };
  const restore = async (v: FileVersion) => {
    await filesApi.restore(file.id, v.version);
    message.success(t('fileWeb.versions.restored', { version: v.version }));
    await versions.refetch();
    onChanged();
  };

  return (
    <Drawer
      open
      onClose={onClose}
      size={size}
      title={t('fileWeb.versions.title', { name: file.fileName })}
      destroyOnHidden
      data-testid="versions-drawer"
    >
      {canChange && (
        <div className="files-new-version">
          <Typography.Text strong>{t('fileWeb.versions.upload')}</Typography.Text>
          <Input
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={500}
            placeholder={t('fileWeb.versions.note')}
            disabled={percent !== null}
            data-testid="version-note"
          />
          <span data-testid="version-upload">
            <Upload
              showUploadList={false}
              multiple={false}
              disabled={percent !== null}
              beforeUpload={(chosen) => {
                void upload(chosen);
                return Upload.LIST_IGNORE;
              }}
            >
              <Button icon={<UploadOutlined />} loading={percent !== null}>
                {t('fileWeb.versions.choose')}
              </Button>
            </Upload>
          </span>
          {percent !== null && <Progress percent={percent} size="small" data-testid="version-progress" />}
          {error && <Alert type="error" showIcon title={error} data-testid="version-error" />}
        </div>
      )}
      <List
        loading={versions.isPending}
        dataSource={versions.data ?? []}
        locale={{ emptyText: t('fileWeb.versions.empty') }}
        renderItem={(v) => {
          const previewed = { url: v.url, fileName: v.fileName, mime: v.mime };
          const actions = [
            previewable(fileKind(v.fileName, v.mime)) && (
              <Button
                key="preview"
                type="link"
                size="small"
                icon={<EyeOutlined />}
                onClick={() => onPreview(previewed)}
                aria-label={t('fileWeb.files.preview')}
              />
            ),
            <Button
              key="download"
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => onDownload(previewed)}
              aria-label={t('fileWeb.files.download')}
              data-testid="version-download"
            />,
            canChange && !v.current && (
              <Popconfirm
                key="restore"
                title={t('fileWeb.versions.restoreConfirm', { version: v.version })}
                onConfirm={() => restore(v).catch(() => undefined)}
                okText={t('fileWeb.versions.restore')}
                cancelText={t('common.cancel')}
              >
                <Button type="link" size="small" icon={<HistoryOutlined />} data-testid="version-restore">
                  {t('fileWeb.versions.restore')}
                </Button>
              </Popconfirm>
            ),
          ].filter(Boolean);
          return (
            <List.Item actions={actions} data-testid="version-row" data-version={v.version}>
              <List.Item.Meta
                title={
                  <Space size={6} wrap>
                    <Tag>{`v${v.version}`}</Tag>
                    <span>{v.fileName}</span>
                    {v.current && <Tag color="green">{t('fileWeb.versions.current')}</Tag>}
                  </Space>
                }
                description={
                  <>
                    {[formatSize(v.size, i18n.language), v.createBy, formatTime(v.createTime)]
                      .filter(Boolean)
                      .join(' · ')}
                    {v.note ? <div>{v.note}</div> : null}
                  </>
                }
              />
            </List.Item>
          );
        }}
      />
    </Drawer>
  );
}
