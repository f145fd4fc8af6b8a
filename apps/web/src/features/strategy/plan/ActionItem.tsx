import { dictLabel, PLAN_ACTION_MOVES, type PlanActionStatus } from '@accredit/shared';
import { DeleteOutlined, EditOutlined, FileTextOutlined, PaperClipOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { downloadFile } from '../../../components/files.ts';
import { resourceApi } from '../../../crud/api.ts';
import { dictOptions } from '../../../crud/fields.tsx';
import type { Can } from '../../../crud/permissions.ts';
import { currentLocale } from '../../../i18n/index.ts';
import { codeName, type PlanAction } from './api.ts';

/**
 * One action of the plan tree: what it is, who owns it, when it runs, its status (changed in place
 * by those who may edit: only the moves the model allows are offered, the server refuses the rest),
 * overdue or late, the standards it serves, its evidence and its files.
 */
const STATUS_COLOR: Record<string, string> = { '1': 'default', '2': 'processing', '3': 'success' };

export function StatusTag({ status, text }: { status: string; text?: unknown }) {
  return (
    <Tag color={STATUS_COLOR[status] ?? 'default'} data-testid="plan-status">
      {typeof text === 'string' && text ? text : dictLabel('planActionStatus', status, currentLocale())}
    </Tag>
  );
}

/** The standards a record serves, one tag each (the last part of the category path, the whole on hover). */
export function StandardTags({ codes }: { codes: unknown }) {
  const list = typeof codes === 'string' && codes ? codes.split(',').filter(Boolean) : [];
  if (list.length === 0) return null;
  return (
    <span className="plan-standards" data-testid="plan-standards">
      {list.map((code) => {
        const label = dictLabel('accreditationStandard', code, currentLocale());
        return (
          <Tag key={code} color="geekblue" title={label}>
            {label.split(' / ').at(-1)}
          </Tag>
        );
      })}
    </span>
  );
}

function StatusChanger({ action, onChanged }: { action: PlanAction; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const allowed = PLAN_ACTION_MOVES[action.status as PlanActionStatus] ?? [];
  const options = dictOptions('planActionStatus').map((o) => ({
    ...o,
    disabled: o.value !== action.status && !allowed.includes(o.value as PlanActionStatus),
  }));
  const change = async (status: string) => {
    setBusy(true);
    try {
      await resourceApi('strategicAction').edit({ id: action.id, status });
      message.success(t('plan.web.action.statusChanged'));
      onChanged();
    } catch (e) {
      message.error(e instanceof ApiError || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Select
      size="small"
      className="plan-action-status"
      value={action.status}
      loading={busy}
      options={options}
      onChange={change}
      aria-label={t('plan.web.action.changeStatus')}
      data-testid="plan-action-status"
    />
  );
}

export interface ActionHandlers {
  can: Can;
  onView: (resource: string, id: string) => void;
  onEdit: () => void;
  onDelete: () => void;
  onChanged: () => void;
}

export function ActionItem({ action, handlers }: { action: PlanAction; handlers: ActionHandlers }) {
  const { t } = useTranslation();
  const { can } = handlers;
  const dates = [action.startDate, action.dueDate].map((d) => (typeof d === 'string' ? d : '…'));
  return (
    <div
      className={`plan-action${action.overdue ? ' plan-action-overdue' : ''}`}
      data-testid="plan-action"
      data-code={action.code ?? ''}
    >
      <div className="plan-action-head">
        <Typography.Link
          className="plan-action-title"
          onClick={() => handlers.onView('strategicAction', action.id)}
          data-testid="plan-action-open"
        >
          {codeName(action, 'titleZh', 'titleEn')}
        </Typography.Link>
        <StatusTag status={action.status} text={action.status_dictText} />
        {action.overdue && (
          <Tag color="red" data-testid="plan-action-overdue">
            {t('plan.web.action.overdue')}
          </Tag>
        )}
        {action.late && <Tag color="orange">{t('plan.web.action.late')}</Tag>}
      </div>
      <div className="plan-action-meta">
        {typeof action.ownerId_dictText === 'string' && (
          <span>
            {t('plan.web.action.owner')}: {action.ownerId_dictText}
          </span>
        )}
        {Boolean(action.startDate || action.dueDate) && (
          <span data-testid="plan-action-dates">
            {t('plan.web.action.dates', { start: dates[0], due: dates[1] })}
          </span>
        )}
        {typeof action.completedDate === 'string' && (
          <span>{t('plan.web.action.completedOn', { date: action.completedDate })}</span>
        )}
      </div>
      <div className="plan-action-links">
        <StandardTags codes={action.standards} />
        {typeof action.evidenceId === 'string' && (
          <Button
            type="link"
            size="small"
            icon={<FileTextOutlined />}
            onClick={() => handlers.onView('supportMaterials', action.evidenceId as string)}
            data-testid="plan-action-evidence"
          >
            {String(action.evidenceId_dictText ?? t('plan.web.action.evidence'))}
          </Button>
        )}
        {action.files.map((f) => (
          <Button
            key={f.url}
            type="link"
            size="small"
            icon={<PaperClipOutlined />}
            onClick={() => void downloadFile(f.url, f.fileName)}
          >
            {f.fileName}
          </Button>
        ))}
      </div>
      {typeof action.progressNote === 'string' && action.progressNote && (
        <Typography.Paragraph
          type="secondary"
          className="plan-action-note"
          ellipsis={{ rows: 2, expandable: true }}
        >
          {action.progressNote}
        </Typography.Paragraph>
      )}
      {can('edit') || can('delete') ? (
        <Space wrap size={4} className="plan-action-tools">
          {can('edit') && <StatusChanger action={action} onChanged={handlers.onChanged} />}
          {can('edit') && (
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={handlers.onEdit}
              data-testid="plan-action-edit"
            >
              {t('plan.web.tree.edit')}
            </Button>
          )}
          {can('delete') && (
            <Popconfirm title={t('plan.web.tree.confirmDelete')} onConfirm={handlers.onDelete}>
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('plan.web.tree.delete')} />
            </Popconfirm>
          )}
        </Space>
      ) : null}
    </div>
  );
}
