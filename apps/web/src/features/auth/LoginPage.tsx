import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';

/** Login screen (spec 000 section 2). */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f0f2f5',
      }}
    >
      <Card style={{ width: 380 }}>
        <div
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}
        >
          <Typography.Title level={4} style={{ margin: 0 }}>
            <a href="/">{t('common.appName')}</a>
          </Typography.Title>
          <LanguageSwitch />
        </div>
        <Form layout="vertical" autoComplete="off">
          <Form.Item name="username">
            <Input prefix={<UserOutlined />} size="large" />
          </Form.Item>
          <Form.Item name="password">
            <Input.Password prefix={<LockOutlined />} size="large" autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large">
            {t('common.confirm')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
