import { DownloadOutlined, EyeOutlined, FileOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, useImageUrl } from '../../components/files.ts';
import { PdfFrame } from '../../components/PdfFrame.tsx';
import { useDrawerSize } from '../shell/drawer-size.ts';

/**
 * The files of a piece of evidence: PDFs and images open in the page (fetched with the access
 * token, PDFs only when the server labels them PDF), anything else downloads under its own name.
 */
export interface EvidenceFile {
  url: string;
  fileName: string;
}

export type Viewable = 'pdf' | 'image' | null;

export function viewable(fileName: string): Viewable {
  if (/\.pdf$/i.test(fileName)) return 'pdf';
  if (/\.(png|jpe?g|gif|webp|bmp)$/i.test(fileName)) return 'image';
  return null;
}

function ImageView({ file }: { file: EvidenceFile }) {
  const src = useImageUrl(file.url);
  if (!src) return <Spin />;
  return (
    <img
      src={src}
      alt={file.fileName}
      data-testid="evidence-preview-image"
      style={{ maxWidth: '100%', border: '1px solid #d9d9d9', borderRadius: 6 }}
    />
  );
}

function useDownload() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (file: EvidenceFile) =>
    downloadFile(file.url, file.fileName).catch(() => void message.error(t('evidence.files.failed')));
}

export function FilePreview({ file, onClose }: { file: EvidenceFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  const size = useDrawerSize(960);
  const download = useDownload();
  const kind = file ? viewable(file.fileName) : null;
  return (
    <Drawer
      open={file !== null}
      onClose={onClose}
      size={size}
      destroyOnHidden
      title={file?.fileName}
      data-testid="evidence-preview"
      extra={
        file && (
          <Button type="primary" icon={<DownloadOutlined />} onClick={() => void download(file)}>
            {t('evidence.files.download')}
          </Button>
        )
      }
    >
      {file && kind === 'pdf' && <PdfFrame url={file.url} fileName={file.fileName} height={720} />}
      {file && kind === 'image' && <ImageView file={file} />}
    </Drawer>
  );
}

/** One link per file: a preview where the browser can show it, else a download. */
export function EvidenceFiles({ files }: { files: readonly EvidenceFile[] }) {
  const { t } = useTranslation();
  const download = useDownload();
  const [open, setOpen] = useState<EvidenceFile | null>(null);
  if (files.length === 0) return null;
  return (
    <>
      <Space wrap size={[4, 0]} data-testid="evidence-files">
        {files.map((f) => {
          const kind = viewable(f.fileName);
          return (
            <Button
              key={f.url}
              type="link"
              size="small"
              icon={kind ? <EyeOutlined /> : <FileOutlined />}
              title={kind ? t('evidence.files.preview') : t('evidence.files.download')}
              onClick={() => (kind ? setOpen(f) : void download(f))}
              style={{
                paddingInline: 0,
                maxWidth: '100%',
                whiteSpace: 'normal',
                textAlign: 'left',
                height: 'auto',
              }}
            >
              {f.fileName}
            </Button>
          );
        })}
      </Space>
      <FilePreview file={open} onClose={() => setOpen(null)} />
    </>
  );
}
