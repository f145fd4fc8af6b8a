import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../app/lazy.tsx';

// The QR code and image components weigh some 15 kB gzipped: loaded when the popover opens.
const LinksContent = lazy(() => import('./LinksContent.tsx'));

export function LinksPopover() {
  const { t } = useTranslation();
  return (
    <Popover
      content={
        <Suspense fallback={<PageSpinner />}>
          <LinksContent />
        </Suspense>
      }
      trigger="click"
      placement="bottomRight"
      destroyOnHidden
    >
      <Button
        type="text"
        icon={<QrcodeOutlined />}
        aria-label={t('shell.links.title')}
        data-testid="links-button"
      />
    </Popover>
  );
}
