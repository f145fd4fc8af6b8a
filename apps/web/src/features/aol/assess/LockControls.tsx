import { HistoryOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Modal, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { dictOptions } from '../../../crud/fields.tsx';
import { STATUS_COLOR } from './AssessmentList.tsx';
import {
  type AssessKind,
  type AssessStatus,
  fetchHistory,
  RESOURCE_OF,
  submitAssessment,
  unlockAssessment,
} from './api.ts';

/**
 * Locking (issue 17 item 7): the teacher submits (the scores lock, after a confirmation); the
 * programme head (who may edit the programme) unlocks with a reason; the history lists who did
 * what and why.
 */
export function StatusTag({ status }: { status: AssessStatus }) {
  const label = dictOptions('aolStatus').find((o) => o.value === status)?.label ?? status;
  return (
    <Tag
      color={STATUS_COLOR[status]}
      icon={status === '1' ? <LockOutlined /> : undefined}
      data-testid="aas-status"
    >
      {label}
    </Tag>
  );
}

export function LockControls({
  kind,
  id,
  locked,
  onChanged,
  canUnlock: told,
}: {
  kind: AssessKind;
  id: string;
  locked: boolean;
  onChanged: () => void;
  /** The server's word on whether the caller may unlock (its programme's head); else the permission. */
  canUnlock?: boolean;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const session = useSession();
  const [unlocking, setUnlocking] = useState(false);
  const [history, setHistory] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const canEdit = session.has(`${RESOURCE_OF[kind]}:edit`);
  const canUnlock = told ?? session.has('degreePrograms:edit');

  const submit = () =>
    modal.confirm({
      title: t('aolAssess.lock.submitTitle'),
      content: t('aolAssess.lock.submitContent'),
      okText: t('aolAssess.lock.submit'),
      cancelText: t('aolAssess.lock.cancel'),
      okButtonProps: { 'data-testid': 'aas-submit-ok' } as never,
      onOk: async () => {
        await submitAssessment(kind, id);
        message.success(t('aolAssess.lock.submitted'));
        onChanged();
      },
    });

  const unlock = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await unlockAssessment(kind, id, reason.trim());
      message.success(t('aolAssess.lock.unlocked'));
      setUnlocking(false);
      form.resetFields();
      onChanged();
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space wrap>
      {!locked && canEdit ? (
        <Button type="primary" icon={<LockOutlined />} onClick={submit} data-testid="aas-submit">
          {t('aolAssess.lock.submit')}
        </Button>
      ) : null}
      {locked && canUnlock ? (
        <Button icon={<UnlockOutlined />} onClick={() => setUnlocking(true)} data-testid="aas-unlock">
          {t('aolAssess.lock.unlock')}
        </Button>
      ) : null}
      <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)} data-testid="aas-history">
        {t('aolAssess.lock.history')}
      </Button>
      <Modal
        open={unlocking}
        title={t('aolAssess.lock.unlockTitle')}
        okText={t('aolAssess.lock.unlock')}
        cancelText={t('aolAssess.lock.cancel')}
        confirmLoading={busy}
        onOk={unlock}
        onCancel={() => setUnlocking(false)}
        okButtonProps={{ 'data-testid': 'aas-unlock-ok' } as never}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('aolAssess.lock.reason')}
            rules={[{ required: true, whitespace: true, message: t('aolAssess.lock.reasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={2000} showCount data-testid="aas-unlock-reason" />
          </Form.Item>
        </Form>
      </Modal>
      <HistoryDrawer kind={kind} id={id} open={history} onClose={() => setHistory(false)} />
    </Space>
  );
}

function HistoryDrawer({
  kind,
  id,
  open,
  onClose,
}: {
  kind: AssessKind;
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['aolHistory', kind, id],
    queryFn: () => fetchHistory(kind, id),
    enabled: open,
  });
  const actions = new Map(dictOptions('aolHistoryAction').map((o) => [o.value, o.label]));
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('aolAssess.lock.history')}
      width={560}
      data-testid="aas-history-drawer"
    >
      <Table
        rowKey="id"
        size="small"
        loading={query.isFetching}
        pagination={false}
        dataSource={query.data ?? []}
        locale={{ emptyText: t('aolAssess.lock.noHistory') }}
        columns={[
          {
            key: 'time',
            title: t('aolAssess.lock.time'),
            width: 140,
            render: (_, r) => (r.time ? dayjs(r.time).format('YYYY-MM-DD HH:mm') : ''),
          },
          {
            key: 'action',
            title: t('aolAssess.lock.action'),
            render: (_, r) => actions.get(r.action) ?? r.actionText,
          },
          { key: 'by', title: t('aolAssess.lock.by'), dataIndex: 'by' },
          { key: 'reason', title: t('aolAssess.lock.reason'), dataIndex: 'reason' },
        ]}
      />
    </Drawer>
  );
}
