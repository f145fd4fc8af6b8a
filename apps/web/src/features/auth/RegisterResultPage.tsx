import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout.tsx';

/** After registering: the account exists but waits for an administrator's approval. */
export default function RegisterResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  return (
    <AuthLayout width={480}>
      <Result
        status="success"
        title={t('auth.register.resultTitle', { username })}
        subTitle={t('auth.register.resultBody')}
        extra={
          <Link to="/user/login">
            <Button type="primary">{t('auth.reset.backToLogin')}</Button>
          </Link>
        }
      />
    </AuthLayout>
  );
}
