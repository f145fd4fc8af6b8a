import type { ReviewAction } from '@accredit/shared';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { reportApi } from './api.ts';

/**
 * A section's review step (POST /aacsb/reportSection/review): approve, or reject, cancel an
 * approval or re-submit with a reason, as the engine's review dialog asks for one.
 */
const REASON_REQUIRED: Record<ReviewAction, string | null> = {
  approve: null,
  reject: 'crud.review.auditRequired',
  cancel: 'crud.review.cancelReasonRequired',
  resubmit: 'crud.review.resubmitReasonRequired',
};

export function ReviewDialog({
  sectionId,
  action,
  onClose,
  onDone,
}: {
  sectionId: string;
  action: ReviewAction | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const [busy, setBusy] = useState(false);
  const required = action ? REASON_REQUIRED[action] : null;
  const submit = async () => {
    if (!action) return;
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await reportApi.review(sectionId, action, reason?.trim() || undefined);
      message.success(t(`crud.review.done.${action}`));
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
      open={action !== null}
      title={action ? t(`accReportWeb.review.${action}`) : ''}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={busy}
      okText={t('accReportWeb.common.ok')}
      cancelText={t('accReportWeb.common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="review-dialog">
        <Form.Item
          name="reason"
          label={t(
            action === 'approve' || action === 'reject' ? 'crud.review.auditInfo' : 'crud.review.reason',
          )}
          rules={required ? [{ required: true, whitespace: true, message: t(required) }] : []}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
