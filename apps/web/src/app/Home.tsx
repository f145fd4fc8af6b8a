import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder landing page until the shell is built. */
export default function Home() {
  const { t } = useTranslation();
  return <Result status="info" title={t('common.appName')} />;
}
