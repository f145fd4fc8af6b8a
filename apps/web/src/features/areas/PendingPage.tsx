import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteMeta } from '../../app/shell-routes.tsx';

/**
 * A menu item whose screen is not part of this version: said plainly, with a way back, rather
 * than a blank page.
 */
export default function PendingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const route = useRouteMeta();
  return (
    <Result
      status="info"
      title={t('areas.pending.title')}
      subTitle={t('areas.pending.body')}
      data-testid="pending-page"
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard/workplace')}>
          {t('areas.pending.back')}
        </Button>
      }
    >
      {route?.pathname}
    </Result>
  );
}
