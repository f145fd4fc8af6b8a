import type { ReviewAction } from '@accredit/shared';
import { Button, Popconfirm, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementVersion } from './api.ts';
import { StatementText, VersionPeriod } from './StatementText.tsx';

/**
 * Every version, newest first, as a timeline: its date, where it stands, who adopted it, what
 * changed and why, its text on demand, and the buttons the reader's role allows (approve or
 * reject a pending version, edit or delete one not yet approved, the approval trail, and the
 * comparison with the version before it).
 */
const STATE_COLOR: Record<StatementVersion['state'], string> = {
  inForce: 'green',
  scheduled: 'blue',
  pending: 'orange',
  rejected: 'red',
  superseded: 'gray',
};

export interface VersionActions {
  can: (action: 'edit' | 'delete' | 'review' | 'get') => boolean;
  onEdit: (version: StatementVersion) => void;
  onDelete: (version: StatementVersion) => void;
  onReview: (action: ReviewAction, version: StatementVersion) => void;
  onTrail: (version: StatementVersion) => void;
  onCompare: (fromId: string, toId: string) => void;
}

function Buttons({
  version,
  previous,
  actions,
}: {
  version: StatementVersion;
  previous?: StatementVersion;
  actions: VersionActions;
}) {
  const { t } = useTranslation();
  const { can } = actions;
  const open = version.state === 'pending' || version.state === 'rejected';
  const approved = !open;
  return (
    <Space wrap size={4}>
      {previous && (
        <Button
          size="small"
          onClick={() => actions.onCompare(previous.id, version.id)}
          data-testid="statement-compare-previous"
        >
          {t('statement.history.comparePrevious')}
        </Button>
      )}
      {can('get') && (
        <Button
          size="small"
          type="link"
          onClick={() => actions.onTrail(version)}
          data-testid="statement-trail"
        >
          {t('statement.history.trail')}
        </Button>
      )}
      {can('review') && version.state === 'pending' && (
        <>
          <Button
            size="small"
            type="primary"
            onClick={() => actions.onReview('approve', version)}
            data-testid="statement-approve"
          >
            {t('crud.review.action.approve')}
          </Button>
          <Button
            size="small"
            danger
            onClick={() => actions.onReview('reject', version)}
            data-testid="statement-reject"
          >
            {t('crud.review.action.reject')}
          </Button>
        </>
      )}
      {can('review') && approved && (
        <Button
          size="small"
          type="link"
          onClick={() => actions.onReview('cancel', version)}
          data-testid="statement-cancel-approval"
        >
          {t('crud.review.action.cancel')}
        </Button>
      )}
      {can('edit') && version.state === 'rejected' && (
        <Button
          size="small"
          onClick={() => actions.onReview('resubmit', version)}
          data-testid="statement-resubmit"
        >
          {t('crud.review.action.resubmit')}
        </Button>
      )}
      {can('edit') && open && (
        <Button size="small" onClick={() => actions.onEdit(version)} data-testid="statement-edit">
          {t('crud.ui.edit')}
        </Button>
      )}
      {can('delete') && open && (
        <Popconfirm title={t('statement.history.deleteConfirm')} onConfirm={() => actions.onDelete(version)}>
          <Button size="small" danger type="link" data-testid="statement-delete">
            {t('crud.ui.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

export function VersionList({
  versions,
  actions,
}: {
  versions: StatementVersion[];
  actions: VersionActions;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setShown((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Timeline
      className="stmt-timeline"
      data-testid="statement-history"
      items={versions.map((v, i) => ({
        key: v.id,
        color: STATE_COLOR[v.state],
        content: (
          <div
            className="stmt-version"
            data-testid="statement-version"
            data-state={v.state}
            data-date={v.effectiveDate}
          >
            <Space wrap size={6}>
              <Typography.Text strong>{v.effectiveDate}</Typography.Text>
              <Tag color={STATE_COLOR[v.state]}>{t(`statement.state.${v.state}`)}</Tag>
            </Space>
            <div>
              <VersionPeriod version={v} />
            </div>
            {v.changeNote && (
              <Typography.Paragraph className="stmt-note">
                {t('statement.history.changeNote')}: {v.changeNote}
              </Typography.Paragraph>
            )}
            {v.state === 'rejected' && v.reviewReason && (
              <Typography.Paragraph type="danger">
                {t('statement.history.rejectedBecause', { reason: v.reviewReason })}
              </Typography.Paragraph>
            )}
            <Space wrap size={4}>
              <Button size="small" type="link" onClick={() => toggle(v.id)} data-testid="statement-show-text">
                {t(shown.has(v.id) ? 'statement.history.hideText' : 'statement.history.showText')}
              </Button>
              <Buttons version={v} previous={versions[i + 1]} actions={actions} />
            </Space>
            {shown.has(v.id) && <StatementText version={v} testId="statement-version-text" />}
          </div>
        ),
      }))}
    />
  );
}
