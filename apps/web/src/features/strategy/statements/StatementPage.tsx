import { type ReviewAction, resourceByName, type StatementKind } from '@accredit/shared';
import { EditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { resourceApi } from '../../../crud/api.ts';
import { titleOf } from '../../../crud/fields.tsx';
import { HistoryDrawer, type PendingReview, ReasonDialog } from '../../../crud/ReviewControls.tsx';
import { historyKey, type StatementVersion, statementApi } from './api.ts';
import { StatementEditor } from './StatementEditor.tsx';
import { StatementText, VersionPeriod } from './StatementText.tsx';
import { type CompareChoice, VersionDiff } from './VersionDiff.tsx';
import { VersionList } from './VersionList.tsx';
import { YearView } from './YearView.tsx';
import './statements.css';

/**
 * One page serves the four statements of Standard 1 (issue 19 item 1): the version in force in
 * both languages, the revisions awaiting approval, the history of every version, what the
 * statement said in any year and the differences between two versions. Revising adds a version
 * prefilled from the one in force (through the engine's add); approval is the engine's review
 * workflow (processBatch, approvalHistory). Every button shows only when the role holds its code,
 * so a reader such as the expert sees the statement and its history and nothing that changes them.
 */
type Tab = 'history' | 'year' | 'compare';

function StatementPage({ kind }: { kind: StatementKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const queryClient = useQueryClient();
  const def = resourceByName(kind);
  const can = (action: 'add' | 'edit' | 'delete' | 'review' | 'get' | 'query') =>
    session.has(`${kind}:${action}`);
  const [editing, setEditing] = useState<{
    record: StatementVersion | null;
    prefill: StatementVersion | null;
  } | null>(null);
  const [review, setReview] = useState<PendingReview | null>(null);
  const [trail, setTrail] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('history');
  const [compare, setCompare] = useState<CompareChoice | null>(null);
  const history = useQuery({
    queryKey: historyKey(kind),
    enabled: can('query'),
    queryFn: () => statementApi(kind).history(),
  });
  if (!def) return null;
  const title = titleOf(t, def);
  // Inside a sentence the statement's name is lower case ("the mission in force"); Chinese has no case.
  const name = title.toLocaleLowerCase();
  if (!can('query')) return <Result status="403" title={t('statement.page.noAccess', { name })} />;

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['crud', kind] });
  const data = history.data;
  const versions = data?.versions ?? [];
  const current = versions.find((v) => v.id === data?.inForceId) ?? null;
  const pending = versions.filter((v) => v.state === 'pending');
  const approved = versions.filter((v) => v.state !== 'pending' && v.state !== 'rejected');
  // Default comparison: the version before the one in force, against it (or the two newest).
  const defaultCompare = (): CompareChoice => {
    const to = current ?? versions[0];
    const older = versions.slice(versions.findIndex((v) => v.id === to?.id) + 1)[0] ?? null;
    return { fromId: older?.id ?? null, toId: to?.id ?? null };
  };
  const showCompare = (fromId: string, toId: string) => {
    setCompare({ fromId, toId });
    setTab('compare');
  };
  const remove = async (v: StatementVersion) => {
    await resourceApi(kind).remove(v.id);
    message.success(t('crud.messages.deleted'));
    await refresh();
  };
  const revise = () => setEditing({ record: null, prefill: current ?? approved[0] ?? versions[0] ?? null });

  return (
    <div className="stmt-page" data-testid={`statement-page-${kind}`}>
      <Space className="stmt-head" wrap align="start">
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="stmt-intro">
            {t('statement.page.intro', { name })}
          </Typography.Paragraph>
        </div>
        {can('add') && (
          <Button type="primary" icon={<EditOutlined />} onClick={revise} data-testid="statement-revise">
            {t(versions.length ? 'statement.page.revise' : 'statement.page.addFirst')}
          </Button>
        )}
      </Space>

      {history.isLoading ? (
        <Skeleton active />
      ) : history.isError ? (
        <Alert type="error" showIcon title={String(history.error?.message ?? '')} />
      ) : (
        <>
          <Card
            className="stmt-current"
            data-testid="statement-current"
            title={t('statement.page.inForce', { name: title })}
          >
            {current ? (
              <>
                <VersionPeriod version={current} />
                <StatementText version={current} testId="statement-current-text" />
                {current.changeNote && (
                  <Typography.Paragraph type="secondary" className="stmt-note">
                    {t('statement.history.changeNote')}: {current.changeNote}
                  </Typography.Paragraph>
                )}
              </>
            ) : (
              <Empty description={t('statement.page.noneInForce', { name })} />
            )}
          </Card>

          {pending.length > 0 && (
            <Alert
              className="stmt-pending"
              type="warning"
              showIcon
              data-testid="statement-pending"
              title={t('statement.page.pending', { n: pending.length, date: pending[0]?.effectiveDate })}
              action={
                <Button size="small" onClick={() => setTab('history')}>
                  {t('statement.page.seePending')}
                </Button>
              }
            />
          )}

          <Tabs
            activeKey={tab}
            onChange={(k) => setTab(k as Tab)}
            items={[
              {
                key: 'history',
                label: t('statement.tabs.history', { n: versions.length }),
                children: versions.length ? (
                  <VersionList
                    versions={versions}
                    actions={{
                      can,
                      onEdit: (record) => setEditing({ record, prefill: null }),
                      onDelete: remove,
                      onReview: (action: ReviewAction, v) => setReview({ action, ids: [v.id] }),
                      onTrail: (v) => setTrail(v.id),
                      onCompare: showCompare,
                    }}
                  />
                ) : (
                  <Empty description={t('statement.page.noVersions')} />
                ),
              },
              {
                key: 'year',
                label: t('statement.tabs.year'),
                children: data ? <YearView history={data} name={name} onCompare={showCompare} /> : null,
              },
              {
                key: 'compare',
                label: t('statement.tabs.compare'),
                children: (
                  <VersionDiff
                    versions={versions}
                    choice={compare ?? defaultCompare()}
                    onChoice={setCompare}
                  />
                ),
              },
            ]}
          />
        </>
      )}

      {editing && (
        <StatementEditor
          def={def}
          open
          record={editing.record}
          prefill={editing.prefill}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      <ReasonDialog
        def={def}
        pending={review}
        onClose={() => setReview(null)}
        onDone={() => {
          setReview(null);
          void refresh();
        }}
      />
      <HistoryDrawer def={def} recordId={trail} onClose={() => setTrail(null)} />
    </div>
  );
}

export const MissionPage = () => <StatementPage kind="mission" />;
export const VisionPage = () => <StatementPage kind="vision" />;
export const ExpectedOutcomePage = () => <StatementPage kind="expectedOutcome" />;
export const CoreValuePage = () => <StatementPage kind="coreValue" />;
