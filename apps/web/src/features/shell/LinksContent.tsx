import { LinkOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Divider, Empty, Image, List, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../../components/files.ts';
import { fetchExternalLinks, useSchoolInfo, withHttps } from './school.ts';

/** An uploaded image (stored file or image address) rather than a text to encode. */
const IMAGE_PATH = /\.(png|jpe?g|gif|webp)(\?|$)|^(\/api)?\/obe\/file\/|^data:image\//i;

/** The school's QR code (an uploaded image, or the site address encoded) and its external links. */
export default function LinksContent() {
  const { t } = useTranslation();
  const school = useSchoolInfo();
  const links = useQuery({ queryKey: ['externalLinks', 'shell'], queryFn: fetchExternalLinks, retry: false });
  const qr = school.data?.qrCode?.trim();
  const qrImage = useImageUrl(qr && IMAGE_PATH.test(qr) ? qr : null);
  return (
    <div style={{ width: 240 }} data-testid="links-popover">
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        {qrImage ? (
          <Image src={qrImage} width={160} alt={t('shell.links.qr')} preview={false} />
        ) : (
          <QRCode value={qr || window.location.origin} size={160} bordered={false} />
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('shell.links.scan')}
        </Typography.Text>
      </div>
      <Divider style={{ margin: '12px 0' }}>{t('shell.links.title')}</Divider>
      {(links.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.links.none')} />
      ) : (
        <List
          size="small"
          dataSource={links.data ?? []}
          rowKey="id"
          renderItem={(link) => (
            <List.Item style={{ padding: '4px 0' }}>
              <a href={withHttps(link.linkUrl)} target="_blank" rel="noopener noreferrer">
                <LinkOutlined /> {link.linkName}
              </a>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
