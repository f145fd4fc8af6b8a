import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../../../components/files.ts';
import { uploadFile } from '../api.ts';
import '../system.css';

/** An image setting (logo, login background, QR code): a JPG or PNG uploaded as kind `image`. */
export function ImageField({
  value,
  onChange,
  disabled,
  testId,
  id,
}: {
  /** Form.Item's control id: on the upload button, so the field's label names it. */
  id?: string;
  value?: string | null;
  onChange?: (url: string | null) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const src = useImageUrl(value);
  const [busy, setBusy] = useState(false);
  return (
    <div className="sys-image-tile" data-testid={testId}>
      <div className="sys-image-box">
        {src ? <img src={src} alt="" /> : <PictureOutlined style={{ fontSize: 24 }} />}
      </div>
      {!disabled && (
        <Space>
          <Upload
            accept="image/png,image/jpeg"
            showUploadList={false}
            customRequest={({ file, onSuccess, onError }) => {
              setBusy(true);
              uploadFile(file as File, 'image')
                .then((stored) => {
                  onChange?.(stored.url);
                  onSuccess?.(stored);
                })
                .catch((e: unknown) => onError?.(e instanceof Error ? e : new Error(String(e))))
                .finally(() => setBusy(false));
            }}
          >
            <Button id={id} icon={<UploadOutlined />} loading={busy}>
              {t('sysadmin.school.upload')}
            </Button>
          </Upload>
          {value && (
            <Button
              icon={<DeleteOutlined />}
              onClick={() => onChange?.(null)}
              aria-label={t('common.delete')}
            />
          )}
        </Space>
      )}
    </div>
  );
}
