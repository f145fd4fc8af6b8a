import { DownloadOutlined, FolderOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, List, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { downloadFile } from '../../components/files.ts';
import { type FolderItem, fileKind, formatSize, pathTo } from './model.ts';
import { studentFolders, studentKeys } from './student-api.ts';
import { UploadButtons, UploadList } from './UploadPanel.tsx';
import type { UploadTransport } from './upload-queue.ts';
import { postWithProgress } from './upload-xhr.ts';
import { useUploadQueue } from './useUploadQueue.ts';
import { FileIcon, formatTime } from './widgets.tsx';
import './files.css';

/**
 * A student's uploads (spec 001 section 6, "uploadable by students"): the folders the school has
 * opened to students (GET /aacsb/fileSharing/studentFolders), files sent into one with a progress
 * bar each (POST /aacsb/fileInfo/studentUpload: the file is checked by content and registered in
 * one call), and the student's own files there (GET /aacsb/fileInfo/mine). A student sees only
 * their own files.
 */
interface MyFile {
  id: string;
  folderId: string;
  fileName: string;
  url: string;
  mime: string | null;
  size: number | null;
  version: number | null;
  createTime: string;
}

const studentTransport: UploadTransport = {
  // Students choose files only; a folder upload never reaches here.
  makeFolders: async () => ({}),
  upload: async (file, item, options) => {
    const form = new FormData();
    form.append('folderId', item.baseFolderId);
    form.append('file', file);
    const stored = await postWithProgress<{ url: string; fileName: string }>(
      '/aacsb/fileInfo/studentUpload',
      form,
      options,
    );
    return { url: stored.url, fileName: stored.fileName };
  },
};

/** "Coursework / 2025 Spring": a folder by its path among the open folders. */
function folderLabel(folders: readonly FolderItem[], id: string): string {
  return pathTo(folders, id)
    .map((p) => p.name)
    .join(' / ');
}

export default function StudentUploads() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const folders = useQuery({ queryKey: studentKeys.folders, queryFn: studentFolders, retry: false });
  const list = folders.data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const folderId = picked && list.some((f) => f.id === picked) ? picked : (list[0]?.id ?? null);
  const mine = useQuery({
    queryKey: studentKeys.mine(folderId ?? ''),
    enabled: Boolean(folderId),
    queryFn: () => api.get<MyFile[]>('/aacsb/fileInfo/mine', { folderId }),
  });
  const { queue, items } = useUploadQueue(studentTransport, () => {
    void client.invalidateQueries({ queryKey: studentKeys.all });
  });

  if (folders.isPending) return <Skeleton active />;
  if (folders.isError) return <Alert type="error" showIcon title={t('fileWeb.student.loadFailed')} />;
  if (list.length === 0)
    return <Empty description={t('fileWeb.student.none')} data-testid="student-uploads-none" />;

  return (
    <div className="files-student" data-testid="student-uploads">
      <Typography.Paragraph type="secondary">{t('fileWeb.student.intro')}</Typography.Paragraph>
      <Space wrap size={8} style={{ marginBottom: 12 }}>
        <Select
          value={folderId ?? undefined}
          onChange={(v: string) => setPicked(v)}
          options={list.map((f) => ({ value: f.id, label: folderLabel(list, f.id) }))}
          prefix={<FolderOutlined />}
          aria-label={t('fileWeb.student.folder')}
          style={{ minWidth: 240, maxWidth: '100%' }}
          data-testid="student-folder"
        />
        <UploadButtons
          folder={false}
          disabled={!folderId}
          onFiles={(files) => {
            if (folderId && files.length > 0) void queue.add(files, folderId);
          }}
        />
      </Space>
      <UploadList items={items} queue={queue} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('fileWeb.student.mine')}
      </Typography.Title>
      <List
        loading={mine.isFetching}
        dataSource={mine.data ?? []}
        locale={{ emptyText: t('fileWeb.student.empty') }}
        data-testid="student-files"
        renderItem={(f) => (
          <List.Item
            data-testid="student-file"
            data-name={f.fileName}
            actions={[
              <Button
                key="download"
                type="link"
                size="small"
                icon={<DownloadOutlined />}
                aria-label={t('fileWeb.files.download')}
                onClick={() =>
                  void downloadFile(f.url, f.fileName).catch(() =>
                    message.error(t('fileWeb.files.downloadFailed')),
                  )
                }
              />,
            ]}
          >
            <List.Item.Meta
              avatar={<FileIcon kind={fileKind(f.fileName, f.mime)} />}
              title={f.fileName}
              description={[formatSize(f.size, i18n.language), formatTime(f.createTime)]
                .filter(Boolean)
                .join(' · ')}
            />
          </List.Item>
        )}
      />
    </div>
  );
}
