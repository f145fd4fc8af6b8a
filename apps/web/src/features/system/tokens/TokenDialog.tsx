import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, Modal, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/clipboard.ts';
import { sysApi } from '../api.ts';
import { useSave } from '../shared.tsx';
import { type IssuedToken, MAX_TOKEN_DAYS, tokenApi } from './api.ts';

/**
 * Issuing a service token: name, role, the user it acts as (optional: the issuer) and an expiry
 * date; then the token, shown this once with a copy button and the warning that it will not be
 * shown again. Closing the dialog forgets it: nothing on the page or in the list can show it later.
 */
interface Values {
  name: string;
  roleId: string;
  userId?: string;
  expires: Dayjs;
}

function UserSearch({ value, onChange }: { value?: string; onChange?: (v: string | undefined) => void }) {
  const [keyword, setKeyword] = useState('');
  const users = useQuery({
    queryKey: ['sys', 'tokenUsers', keyword],
    queryFn: () => sysApi.users({ keyword: keyword || undefined, status: 1, pageNo: 1, pageSize: 20 }),
  });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      value={value}
      onChange={onChange}
      loading={users.isFetching}
      options={(users.data?.records ?? []).map((u) => ({
        value: u.id,
        label: `${u.realname} (${u.username})`,
      }))}
      data-testid="token-user"
    />
  );
}

/** The token, once: a read-only field to select, a copy button, and the warning. */
export function TokenShownOnce({ issued, onDone }: { issued: IssuedToken; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div data-testid="token-issued">
      <Alert type="warning" showIcon title={t('apiToken.web.onceWarning')} style={{ marginBottom: 12 }} />
      <Typography.Text strong>{issued.name}</Typography.Text>
      <Space.Compact style={{ width: '100%', marginTop: 6 }}>
        <Input
          readOnly
          value={issued.token}
          onFocus={(e) => e.target.select()}
          style={{ fontFamily: 'monospace' }}
          data-testid="token-value"
        />
        <Button
          icon={<CopyOutlined />}
          onClick={async () => setCopied(await copyText(issued.token))}
          data-testid="token-copy"
        >
          {copied ? t('apiToken.web.copied') : t('apiToken.web.copy')}
        </Button>
      </Space.Compact>
      <div style={{ marginTop: 16, textAlign: 'right' }}>
        <Button type="primary" onClick={onDone} data-testid="token-done">
          {t('apiToken.web.done')}
        </Button>
      </div>
    </div>
  );
}

export function TokenDialog({
  open,
  onClose,
  onIssued,
}: {
  open: boolean;
  onClose: () => void;
  /** After a token was issued (the list refreshes; the dialog still shows the token). */
  onIssued: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSave();
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<IssuedToken | null>(null);
  const roles = useQuery({ queryKey: ['sys', 'tokenRoles'], queryFn: tokenApi.roles, enabled: open });
  const close = () => {
    setIssued(null);
    form.resetFields();
    onClose();
  };
  const submit = async (v: Values) => {
    setBusy(true);
    const made = await save(
      () =>
        tokenApi.add({
          name: v.name.trim(),
          roleId: v.roleId,
          userId: v.userId || undefined,
          expiresAt: v.expires.endOf('day').toISOString(),
        }),
      form,
      'name',
    );
    setBusy(false);
    if (made) {
      setIssued(made);
      onIssued();
    }
  };
  return (
    <Modal
      open={open}
      title={issued ? t('apiToken.web.createdTitle') : t('apiToken.web.add')}
      onCancel={close}
      footer={null}
      mask={{ closable: !issued }}
      destroyOnHidden
      data-testid="token-dialog"
    >
      {issued ? (
        <TokenShownOnce issued={issued} onDone={close} />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ expires: dayjs().add(90, 'day') }}
          onFinish={(v) => void submit(v)}
        >
          <Form.Item
            name="name"
            label={t('apiToken.web.name')}
            rules={[{ required: true, whitespace: true, message: t('apiToken.errors.name') }]}
          >
            <Input maxLength={100} data-testid="token-name" />
          </Form.Item>
          <Form.Item
            name="roleId"
            label={t('apiToken.web.role')}
            rules={[{ required: true, message: t('apiToken.errors.role') }]}
          >
            <Select
              loading={roles.isPending}
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              data-testid="token-role"
            />
          </Form.Item>
          <Form.Item name="userId" label={t('apiToken.web.actsAs')} extra={t('apiToken.web.actsAsHint')}>
            <UserSearch />
          </Form.Item>
          <Form.Item
            name="expires"
            label={t('apiToken.web.expiresAt')}
            extra={t('apiToken.web.expiryMax', { days: MAX_TOKEN_DAYS })}
            rules={[{ required: true, message: t('apiToken.errors.expiryPast') }]}
          >
            <DatePicker
              allowClear={false}
              disabledDate={(d) =>
                d.isBefore(dayjs(), 'day') || d.isAfter(dayjs().add(MAX_TOKEN_DAYS - 1, 'day'))
              }
              data-testid="token-expires"
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<KeyOutlined />}
            loading={busy}
            data-testid="token-create"
          >
            {t('apiToken.web.create')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
