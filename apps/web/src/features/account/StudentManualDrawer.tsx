import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Drawer, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDrawerSize } from '../shell/drawer-size.ts';

/** The manual ships with the web app (apps/web/public), so it downloads without a session. */
export const STUDENT_MANUAL_URL = '/manuals/student-manual.pdf';

/** Student manual panel (spec 000 section 2): what the manual covers and its download. */
export default function StudentManualDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const size = useDrawerSize('33%');
  return (
    <Drawer title={t('shell.account.manual')} size={size} open onClose={onClose} data-testid="manual-drawer">
      <Result
        icon={<FilePdfOutlined />}
        title={t('shell.manual.title')}
        subTitle={t('shell.manual.body')}
        extra={
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            href={STUDENT_MANUAL_URL}
            download="student-manual.pdf"
          >
            {t('shell.manual.download')}
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">{t('shell.manual.contents')}</Typography.Paragraph>
    </Drawer>
  );
}
