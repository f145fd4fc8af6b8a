import type { ReviewerLinkItem } from '@accredit/shared';
import { CopyOutlined, LinkOutlined, StopOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  type ButtonProps,
  Checkbox,
  DatePicker,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { copyText } from '../../../components/clipboard.ts';
import { useIsPhone } from '../../../components/responsive.tsx';
import { exportUrlOf, linkApi, linkState, useLinks, useLinkUses, useRefreshLinks } from './api.ts';

/**
 * The reviewers' links of a report (issue 21 item 7): issue a signed address limited to chosen
 * sections, with or without the evidence and the Word file, until a date; copy it (it is shown
 * once); see every link with its uses and revoke it. The server refuses while the school's "open
 * to external access" switch is off, and says so here.
 */
export interface ReviewerLinksDialogProps {
  reportId: string;
  /** The report's sections (for the scope); an empty choice means every section. */
  sections: { id: string; title: string }[];
  open: boolean;
  onClose: () => void;
}

interface Values {
  label: string;
  sections: string[];
  evidence: boolean;
  export: boolean;
  expires: Dayjs;
}

const MAX_DAYS = 366;

function CopyLine({ label, url, testId }: { label: string; url: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ marginTop: 6 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={url} data-testid={testId} onFocus={(e) => e.target.select()} />
        <Button icon={<CopyOutlined />} onClick={() => void copyText(url)} data-testid={`${testId}-copy`}>
          {t('accDoorWeb.links.copy')}
        </Button>
      </Space.Compact>
    </div>
  );
}

function UsesTable({ id }: { id: string }) {
  const { t } = useTranslation();
  const uses = useLinkUses(id);
  return (
    <Table
      size="small"
      rowKey={(u) => `${u.time}-${u.action}-${u.outcome}`}
      loading={uses.isPending}
      dataSource={uses.data ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('accDoorWeb.links.noUses') }}
      data-testid="link-uses"
      columns={[
        {
          title: t('accDoorWeb.links.useTime'),
          dataIndex: 'time',
          render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
        },
        {
          title: t('accDoorWeb.links.useAction'),
          dataIndex: 'action',
          render: (v: string) => t(`accDoorWeb.links.actions.${v}`, { defaultValue: v }),
        },
        {
          title: t('accDoorWeb.links.useOutcome'),
          dataIndex: 'outcome',
          render: (v: string) => (
            <Tag color={v === 'ok' ? 'green' : 'red'}>
              {t(`accDoorWeb.links.outcomes.${v}`, { defaultValue: v })}
            </Tag>
          ),
        },
        { title: t('accDoorWeb.links.useIp'), dataIndex: 'ip', render: (v: string | null) => v ?? '' },
      ]}
    />
  );
}

/** The phone's order: who the link is for (with its state), the revoke button, then the rest. */
function phoneColumns(columns: TableColumnsType<ReviewerLinkItem>): TableColumnsType<ReviewerLinkItem> {
  const rank = (key: unknown) => ['label', 'actions', 'uses', 'expiresAt', 'scope'].indexOf(String(key));
  return [...columns]
    .map((c) => ({ ...c, width: c.key === 'label' ? 150 : c.key === 'actions' ? 56 : 130 }))
    .sort((a, b) => rank(a.key) - rank(b.key));
}

function scopeText(link: ReviewerLinkItem, t: (k: string, o?: Record<string, unknown>) => string): string {
  const parts = [
    link.scope.sections.length === 0
      ? t('accDoorWeb.links.allSections')
      : t('accDoorWeb.links.someSections', { count: link.scope.sections.length }),
  ];
  if (link.scope.evidence) parts.push(t('accDoorWeb.links.withEvidence'));
  if (link.scope.export) parts.push(t('accDoorWeb.links.withWord'));
  return parts.join(' · ');
}

export function ReviewerLinksDialog({ reportId, sections, open, onClose }: ReviewerLinksDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const links = useLinks(reportId, open);
  const refresh = useRefreshLinks(reportId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<ReviewerLinkItem | null>(null);
  const phone = useIsPhone();

  const issue = async (values: Values) => {
    setBusy(true);
    setError(null);
    try {
      const link = await linkApi.add({
        reportId,
        label: values.label.trim(),
        scope: {
          sections: values.sections ?? [],
          evidence: Boolean(values.evidence),
          export: Boolean(values.export),
        },
        expiresAt: values.expires.endOf('day').toISOString(),
      });
      setIssued(link);
      form.resetFields(['label']);
      await refresh();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (id: string) => {
    await linkApi.revoke(id);
    await refresh();
  };
  const close = () => {
    setIssued(null);
    setError(null);
    onClose();
  };

  const stateTag = (link: ReviewerLinkItem) => {
    const state = linkState(link);
    const colour = state === 'active' ? 'green' : state === 'revoked' ? 'red' : 'default';
    return (
      <Tag color={colour} data-testid="link-state">
        {t(`accDoorWeb.links.state.${state}`)}
      </Tag>
    );
  };

  // On a phone the label, state and revoke button stay in view; the rest scrolls sideways.
  const columns: TableColumnsType<ReviewerLinkItem> = [
    {
      title: t('accDoorWeb.links.label'),
      key: 'label',
      dataIndex: 'label',
      render: (v: string, link) =>
        phone ? (
          <Space orientation="vertical" size={2}>
            <strong>{v}</strong>
            {stateTag(link)}
          </Space>
        ) : (
          <strong>{v}</strong>
        ),
    },
    { title: t('accDoorWeb.links.scope'), key: 'scope', render: (_, link) => scopeText(link, t) },
    {
      title: t('accDoorWeb.links.expires'),
      key: 'expiresAt',
      dataIndex: 'expiresAt',
      render: (v: string, link) => (
        <Space size={4} wrap>
          {dayjs(v).format('YYYY-MM-DD')}
          {!phone && stateTag(link)}
        </Space>
      ),
    },
    {
      title: t('accDoorWeb.links.uses'),
      key: 'uses',
      dataIndex: 'uses',
      render: (n: number, link) => (
        <span data-testid="link-uses-count">
          {n}
          {link.lastUsed && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {' '}
              (
              {t('accDoorWeb.links.lastUsed', {
                time: dayjs(link.lastUsed).format('YYYY-MM-DD HH:mm'),
              })}
              )
            </Typography.Text>
          )}
        </span>
      ),
    },
    {
      title: '',
      key: 'actions',
      render: (_, link) =>
        linkState(link) === 'revoked' ? null : (
          <Popconfirm
            title={t('accDoorWeb.links.revokeConfirm')}
            okText={t('accDoorWeb.links.revoke')}
            cancelText={t('accDoorWeb.links.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'link-revoke-confirm' } as ButtonProps}
            onConfirm={() => revoke(link.id)}
          >
            <Button
              danger
              size="small"
              icon={<StopOutlined />}
              aria-label={t('accDoorWeb.links.revoke')}
              data-testid="link-revoke"
            >
              {phone ? null : t('accDoorWeb.links.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      width={860}
      title={t('accDoorWeb.links.title')}
      destroyOnHidden
      data-testid="reviewer-links"
    >
      <Typography.Paragraph type="secondary">{t('accDoorWeb.links.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) => void issue(v)}
        initialValues={{ sections: [], evidence: true, export: true, expires: dayjs().add(30, 'day') }}
        data-testid="link-form"
      >
        <Form.Item
          name="label"
          label={t('accDoorWeb.links.label')}
          rules={[{ required: true, whitespace: true, message: t('accDoorWeb.links.labelRequired') }]}
        >
          <Input maxLength={200} placeholder={t('accDoorWeb.links.labelHint')} data-testid="link-label" />
        </Form.Item>
        <Form.Item
          name="sections"
          label={t('accDoorWeb.links.sections')}
          extra={t('accDoorWeb.links.sectionsHint')}
        >
          <Select
            mode="multiple"
            allowClear
            placeholder={t('accDoorWeb.links.allSections')}
            options={sections.map((s) => ({ value: s.id, label: s.title }))}
            optionFilterProp="label"
            data-testid="link-sections"
          />
        </Form.Item>
        <Space wrap size={[24, 0]} align="start">
          <Form.Item name="evidence" valuePropName="checked">
            <Checkbox data-testid="link-evidence">{t('accDoorWeb.links.evidence')}</Checkbox>
          </Form.Item>
          <Form.Item name="export" valuePropName="checked">
            <Checkbox data-testid="link-export">{t('accDoorWeb.links.export')}</Checkbox>
          </Form.Item>
          <Form.Item
            name="expires"
            label={t('accDoorWeb.links.expires')}
            rules={[{ required: true, message: t('accDoorWeb.links.expiresRequired') }]}
          >
            <DatePicker
              allowClear={false}
              disabledDate={(d) => d.isBefore(dayjs(), 'day') || d.isAfter(dayjs().add(MAX_DAYS - 1, 'day'))}
              data-testid="link-expires"
            />
          </Form.Item>
        </Space>
        {error && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="link-error" />
        )}
        <div>
          <Button
            type="primary"
            htmlType="submit"
            icon={<LinkOutlined />}
            loading={busy}
            data-testid="link-issue"
          >
            {t('accDoorWeb.links.issue')}
          </Button>
        </div>
      </Form>

      {issued?.url && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title={t('accDoorWeb.links.issued', { label: issued.label })}
          description={
            <>
              <Typography.Text type="warning">{t('accDoorWeb.links.onceOnly')}</Typography.Text>
              <CopyLine label={t('accDoorWeb.links.pageUrl')} url={issued.url} testId="link-url" />
              {issued.scope.export && (
                <CopyLine
                  label={t('accDoorWeb.links.wordUrl')}
                  url={exportUrlOf(issued.url)}
                  testId="link-word-url"
                />
              )}
            </>
          }
          data-testid="link-issued"
        />
      )}

      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('accDoorWeb.links.existing')}
      </Typography.Title>
      <Table<ReviewerLinkItem>
        size="small"
        rowKey="id"
        loading={links.isPending}
        dataSource={links.data ?? []}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        scroll={{ x: phone ? 560 : 680 }}
        locale={{ emptyText: t('accDoorWeb.links.none') }}
        expandable={{ expandedRowRender: (link) => <UsesTable id={link.id} />, rowExpandable: () => true }}
        data-testid="link-list"
        columns={phone ? phoneColumns(columns) : columns}
      />
    </Modal>
  );
}
