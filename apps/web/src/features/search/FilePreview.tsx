import { DownloadOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadFile, useImageUrl } from '../../components/files.ts';
import { PdfFrame } from '../../components/PdfFrame.tsx';
import { useIsPhone } from '../../components/responsive.tsx';
import { useDrawerSize } from '../shell/drawer-size.ts';

/** A shared file found by a search: where it is stored, its name, type and folder. */
export interface FoundFile {
  url: string;
  fileName: string;
  mime: string;
  folderId: string;
}

export type PreviewKind = 'pdf' | 'image' | 'none';

/** What the browser can show of a file: PDFs in a frame, images as such, others only downloaded. */
export function previewKind(file: Pick<FoundFile, 'mime' | 'fileName'>): PreviewKind {
  const mime = file.mime.toLowerCase();
  if (mime === 'application/pdf' || (!mime && /\.pdf$/i.test(file.fileName))) return 'pdf';
  if (/^image\/(png|jpe?g|gif|webp|bmp)$/.test(mime)) return 'image';
  return 'none';
}

/** The File sharing screen opened at a folder. */
export function folderHref(folderId: string): string {
  return `/form/file-sharing?${new URLSearchParams({ folder: folderId }).toString()}`;
}

function ImagePreview({ file }: { file: FoundFile }) {
  const { t } = useTranslation();
  const src = useImageUrl(file.url);
  if (!src) return <Spin tip={t('search.preview.loading')} />;
  return (
    <img
      src={src}
      alt={file.fileName}
      data-testid="search-preview-image"
      style={{ maxWidth: '100%', border: '1px solid #d9d9d9', borderRadius: 6 }}
    />
  );
}

/**
 * A found file opened from the results: shown in the page when the browser can (the same guarded
 * fetch as a record's documents), with its download and a way to its folder.
 */
export function FilePreviewDrawer({ file, onClose }: { file: FoundFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const size = useDrawerSize(960);
  const phone = useIsPhone();
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const kind = file ? previewKind(file) : 'none';
  // On a phone the buttons sit above the file: beside the title they would crush it.
  const actions = file && (
    <Space wrap>
      <Button
        icon={<FolderOpenOutlined />}
        data-testid="search-preview-folder"
        onClick={() => {
          onClose();
          navigate(folderHref(file.folderId));
        }}
      >
        {t('search.preview.folder')}
      </Button>
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        loading={downloading}
        data-testid="search-preview-download"
        onClick={() => {
          setDownloading(true);
          downloadFile(file.url, file.fileName)
            .catch(() => void message.error(t('search.preview.failed')))
            .finally(() => setDownloading(false));
        }}
      >
        {t('search.preview.download')}
      </Button>
    </Space>
  );
  return (
    <Drawer
      open={file !== null}
      onClose={onClose}
      size={size}
      destroyOnHidden
      title={file?.fileName ?? t('search.preview.title')}
      data-testid="search-preview"
      extra={!phone && actions}
    >
      {phone && actions && <div style={{ marginBottom: 16 }}>{actions}</div>}
      {file && kind === 'pdf' && (
        <PdfFrame url={file.url} fileName={file.fileName} height={phone ? 520 : 720} />
      )}
      {file && kind === 'image' && <ImagePreview file={file} />}
      {file && kind === 'none' && (
        <Result status="info" title={t('search.preview.none')} data-testid="search-preview-none" />
      )}
    </Drawer>
  );
}
