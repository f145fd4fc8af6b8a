import { DownloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../../components/files.ts';
import { PdfFrame } from '../../components/PdfFrame.tsx';
import { useDrawerSize } from '../shell/drawer-size.ts';
import { fileKind } from './model.ts';

/**
 * A file read in the page: PDFs in a sandboxed frame (PdfFrame), images inline; Word, Excel and
 * PowerPoint files are offered for download. The file is fetched with the caller's token, so the
 * server's folder rules decide here as for a download.
 */
export interface Previewed {
  url: string;
  fileName: string;
  mime: string | null;
}

function ImagePreview({ url, fileName }: { url: string; fileName: string }) {
  const src = useImageUrl(url);
  if (!src) return <Spin />;
  return (
    <img
      src={src}
      alt={fileName}
      data-testid="image-preview"
      style={{ maxWidth: '100%', maxHeight: 'calc(100vh - 160px)', display: 'block', margin: '0 auto' }}
    />
  );
}

export function PreviewDrawer({
  file,
  onClose,
  onDownload,
}: {
  file: Previewed | null;
  onClose: () => void;
  onDownload: (file: Previewed) => void;
}) {
  const { t } = useTranslation();
  const size = useDrawerSize(900);
  const kind = file ? fileKind(file.fileName, file.mime) : 'other';
  return (
    <Drawer
      open={file !== null}
      onClose={onClose}
      size={size}
      title={file?.fileName}
      destroyOnHidden
      extra={
        file && (
          <Button icon={<DownloadOutlined />} onClick={() => onDownload(file)} data-testid="preview-download">
            {t('fileWeb.files.download')}
          </Button>
        )
      }
      data-testid="file-preview"
    >
      {file && kind === 'pdf' && (
        <PdfFrame url={file.url} fileName={file.fileName} height={window.innerHeight - 140} />
      )}
      {file && kind === 'image' && <ImagePreview url={file.url} fileName={file.fileName} />}
      {file && kind !== 'pdf' && kind !== 'image' && (
        <Empty description={t('fileWeb.preview.unavailable')} data-testid="preview-unavailable" />
      )}
    </Drawer>
  );
}
