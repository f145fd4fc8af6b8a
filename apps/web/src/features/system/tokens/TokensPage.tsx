import { StopOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  type ButtonProps,
  Card,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../api/client.ts';
import { useIsPhone } from '../../../components/responsive.tsx';
import { AddButton, DeleteLink, NoAccess, PagedTable, usePerms, useSave } from '../shared.tsx';
import { type ApiToken, type TokenStatus, tokenApi } from './api.ts';
import { TokenDialog } from './TokenDialog.tsx';

/**
 * Service tokens (issue 23 item 2): the tokens issued for integrations with their role, the user
 * they act as, prefix, expiry, last use and state; issue one (shown once), revoke, delete.
 */
const STATUS_COLOUR: Record<TokenStatus, string> = { active: 'green', expired: 'default', revoked: 'red' };
/** On a phone the name (with its state) and the buttons stay in view; the rest scrolls sideways. */
function phoneOrder(columns: TableColumnsType<ApiToken>): TableColumnsType<ApiToken> {
  const rank = (key: unknown) => {
    const i = ['name', 'actions'].indexOf(String(key));
    return i < 0 ? 2 : i;
  };
  return [...columns].sort((a, b) => rank(a.key) - rank(b.key));
}
const when = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : null);

export default function TokensPage() {
  const { t } = useTranslation();
  const can = usePerms('apiToken');
  const queryClient = useQueryClient();
  const save = useSave();
  const phone = useIsPhone();
  const [filters, setFilters] = useState<Query>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [adding, setAdding] = useState(false);
  const query = { ...filters, ...page };
  const list = useQuery({
    queryKey: ['sys', 'apiTokens', query],
    queryFn: () => tokenApi.list(query),
    enabled: can('query'),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['sys', 'apiTokens'] });
  if (!can('query')) return <NoAccess />;

  const statusTag = (s: TokenStatus) => (
    <Tag color={STATUS_COLOUR[s]} data-testid="token-status">
      {t(`apiToken.web.status${s[0].toUpperCase()}${s.slice(1)}`)}
    </Tag>
  );
  const revoke = async (id: string) => {
    const done = await save(() => tokenApi.revoke(id));
    if (done) void refresh();
  };

  const columns: TableColumnsType<ApiToken> = [
    {
      key: 'name',
      title: t('apiToken.web.name'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <strong>{r.name}</strong>
          {phone && statusTag(r.status)}
        </Space>
      ),
    },
    {
      key: 'role',
      title: t('apiToken.web.role'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          {r.roleName ?? '—'}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('apiToken.web.actsAsValue', { name: r.realname ?? r.username ?? '—' })}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'prefix',
      title: t('apiToken.web.prefix'),
      render: (_, r) => <Typography.Text code>{`${r.prefix}…`}</Typography.Text>,
    },
    { key: 'expiresAt', title: t('apiToken.web.expiresAt'), render: (_, r) => when(r.expiresAt) },
    {
      key: 'lastUsedAt',
      title: t('apiToken.web.lastUsed'),
      render: (_, r) =>
        r.lastUsedAt ? (
          <Space orientation="vertical" size={0}>
            {when(r.lastUsedAt)}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.lastUsedIp}
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('apiToken.web.never')}</Typography.Text>
        ),
    },
    ...(phone
      ? []
      : [
          {
            key: 'status',
            title: t('apiToken.web.status'),
            render: (_: unknown, r: ApiToken) => statusTag(r.status),
          },
        ]),
    {
      key: 'actions',
      title: t('crud.ui.actions'),
      render: (_, r) => (
        <Space size={0} wrap>
          {can('edit') && r.status === 'active' && (
            <Popconfirm
              title={t('apiToken.web.revokeConfirm')}
              okText={t('apiToken.web.revoke')}
              okButtonProps={{ danger: true, 'data-testid': 'token-revoke-confirm' } as ButtonProps}
              onConfirm={() => revoke(r.id)}
            >
              <Button type="link" size="small" danger icon={<StopOutlined />} data-testid="token-revoke">
                {t('apiToken.web.revoke')}
              </Button>
            </Popconfirm>
          )}
          {can('delete') && (
            <DeleteLink
              path="/sys/apiToken/delete"
              id={r.id}
              title={t('apiToken.web.deleteConfirm')}
              onDeleted={() => void refresh()}
              testId="token-delete"
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('apiToken.web.title')} data-testid="sys-api-tokens">
      <Typography.Paragraph type="secondary">{t('apiToken.web.intro')}</Typography.Paragraph>
      <Form
        name="tokenSearch"
        layout="inline"
        style={{ rowGap: 8, marginBottom: 12 }}
        onFinish={(v: { name?: string; status?: TokenStatus }) => {
          setFilters({ name: v.name?.trim() || undefined, status: v.status });
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
      >
        <Form.Item name="name" label={t('apiToken.web.name')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="status" label={t('apiToken.web.status')}>
          <Select
            allowClear
            style={{ minWidth: 140 }}
            placeholder={t('apiToken.web.allStatuses')}
            options={(['active', 'expired', 'revoked'] as const).map((s) => ({
              value: s,
              label: t(`apiToken.web.status${s[0].toUpperCase()}${s.slice(1)}`),
            }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('apiToken.web.search')}
        </Button>
      </Form>
      {can('add') && (
        <AddButton onClick={() => setAdding(true)} testId="token-add">
          {t('apiToken.web.add')}
        </AddButton>
      )}
      <PagedTable<ApiToken>
        list={list}
        page={page}
        onPage={setPage}
        scroll={{ x: 'max-content' }}
        columns={phone ? phoneOrder(columns) : columns}
        data-testid="token-list"
      />
      <TokenDialog open={adding} onClose={() => setAdding(false)} onIssued={() => void refresh()} />
    </Card>
  );
}
