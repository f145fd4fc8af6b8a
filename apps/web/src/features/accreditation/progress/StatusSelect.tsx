import { dictChoices, TASK_STATUS } from '@accredit/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { afterTaskChange, progressApi } from './api.ts';

const COLOR: Record<string, string> = {
  [TASK_STATUS.notStarted]: 'default',
  [TASK_STATUS.inProgress]: 'processing',
  [TASK_STATUS.completed]: 'success',
};

/** The statuses in the language in use (the workplace loads this file: no engine form code here). */
export function statusOptions() {
  const locale = currentLocale();
  return dictChoices('accreditationTaskStatus').map((i) => ({ value: i.value, label: i.label[locale] }));
}

/** A task's status as a tag (Not Started, In Progress, Completed). */
export function StatusTag({ status }: { status: string }) {
  const label = statusOptions().find((o) => o.value === status)?.label ?? status;
  return (
    <Tag color={COLOR[status] ?? 'default'} data-testid="task-status-tag" data-status={status}>
      {label}
    </Tag>
  );
}

/**
 * A task's status, changed in place (POST setStatus) by whoever may: the assignee or someone who
 * edits tasks. Others see the tag.
 */
export function StatusSelect({
  taskId,
  status,
  mayUpdate,
  title,
}: {
  taskId: string;
  status: string;
  mayUpdate: boolean;
  /** The task's title, naming the picker for screen readers and journeys. */
  title: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  if (!mayUpdate) return <StatusTag status={status} />;
  const change = async (next: string) => {
    setSaving(true);
    try {
      await progressApi.setStatus(taskId, next);
      message.success(t('accProgressWeb.tasks.statusSaved'));
      await afterTaskChange(client);
    } catch (e) {
      message.error(e instanceof Error ? e.message : t('accProgressWeb.tasks.statusFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Select
      size="small"
      value={status}
      loading={saving}
      disabled={saving}
      onChange={(v: string) => void change(v)}
      options={statusOptions()}
      aria-label={t('accProgressWeb.tasks.statusOf', { title })}
      data-testid="task-status-select"
      data-status={status}
      popupMatchSelectWidth={false}
      style={{ minWidth: 116 }}
    />
  );
}
