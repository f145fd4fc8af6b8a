import type { ResourceDef, ReviewAction } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Drawer, Empty, Form, Input, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { useUnsavedForm } from '../components/unsaved-changes.tsx';
import { resourceApi } from './api.ts';

/**
 * Review actions of a reviewed resource: a reason dialog for reject, cancel approval and
 * re-submission (each says what the spec says when the reason is blank), status tags, and the
 * approval history of one record.
 */
const TAG_COLORS: Record<number, string> = { 0: 'default', 1: 'success', 2: 'error' };

export function ReviewTag({ status, text }: { status: number; text: string }) {
  return <Tag color={TAG_COLORS[status] ?? 'default'}>{text}</Tag>;
}

const REASON_REQUIRED: Record<ReviewAction, string | null> = {
  approve: null,
  reject: 'crud.review.auditRequired',
  cancel: 'crud.review.cancelReasonRequired',
  resubmit: 'crud.review.resubmitReasonRequired',
};

export interface PendingReview {
  action: ReviewAction;
  ids: string[];
}

export function ReasonDialog({
  def,
  pending,
  onClose,
  onDone,
  send,
}: {
  def: ResourceDef;
  pending: PendingReview | null;
  onClose: () => void;
  onDone: () => void;
  /** Where the decision goes when not the engine's processBatch (a report section's own review call). */
  send?: (pending: PendingReview, reason: string | undefined) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const unsaved = useUnsavedForm(form, pending !== null);
  const close = unsaved.guard(onClose);
  const [busy, setBusy] = useState(false);
  const required = pending ? REASON_REQUIRED[pending.action] : null;
  const submit = async () => {
    if (!pending) return;
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      if (send) await send(pending, reason?.trim() || undefined);
      else await resourceApi(def.name).review(pending.ids, pending.action, reason);
      message.success(t(`crud.review.done.${pending.action}`));
      form.resetFields();
      onDone();
    } catch (e) {
      if (e instanceof ApiError) form.setFields([{ name: 'reason', errors: [e.message] }]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={pending !== null}
      title={pending ? t(`crud.review.action.${pending.action}`) : ''}
      onCancel={close}
      onOk={submit}
      confirmLoading={busy}
      okText={t('crud.ui.ok')}
      cancelText={t('crud.ui.cancel')}
      destroyOnHidden
    >
      <Form {...unsaved.touchProps} onValuesChange={unsaved.check} form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t(
            pending?.action === 'approve' || pending?.action === 'reject'
              ? 'crud.review.auditInfo'
              : 'crud.review.reason',
          )}
          rules={required ? [{ required: true, whitespace: true, message: t(required) }] : []}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function HistoryDrawer({
  def,
  recordId,
  onClose,
}: {
  def: ResourceDef;
  recordId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: ['crud', def.name, 'history', recordId],
    enabled: recordId !== null,
    queryFn: () => resourceApi(def.name).history(recordId as string),
  });
  return (
    <Drawer open={recordId !== null} onClose={onClose} size="33%" title={t('crud.review.action.history')}>
      {history.data?.length === 0 ? (
        <Empty description={t('crud.review.history.empty')} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          loading={history.isLoading}
          dataSource={history.data ?? []}
          columns={[
            {
              title: t('crud.review.history.time'),
              dataIndex: 'operateTime',
              render: (v: string) => new Date(v).toLocaleString(),
            },
            { title: t('crud.review.history.operator'), render: (_v, h) => h.operatorName || h.operator },
            { title: t('crud.review.history.from'), dataIndex: 'fromStatus_dictText' },
            { title: t('crud.review.history.to'), dataIndex: 'toStatus_dictText' },
            { title: t('crud.review.history.reason'), dataIndex: 'reason' },
          ]}
        />
      )}
    </Drawer>
  );
}
