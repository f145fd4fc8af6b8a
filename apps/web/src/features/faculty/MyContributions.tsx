import { REVIEW_STATUS } from '@accredit/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Segmented, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tablePaging } from '../../components/paging.ts';
import { useIsPhone } from '../../components/responsive.tsx';
import type { ResourceRecord } from '../../crud/api.ts';
import { ReviewTag } from '../../crud/ReviewControls.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { type ContributionCounts, type ContributionKind, facultyApi } from './api.ts';
import { ContributionDrawer } from './ContributionDrawer.tsx';

/**
 * "My contributions": everything the signed-in person contributes, a tab per kind (research
 * outputs they author or entered, teaching contributions and professional engagement about them,
 * whoever entered them) with how many there are in each review state. Each record opens where it
 * is listed: its form while the person may still change it, otherwise a read-only view.
 */
const VIEW: Record<ContributionKind, { typeKey: string; placeKey: string; dateKey: string }> = {
  researchOutput: { typeKey: 'outputType', placeKey: 'venueName', dateKey: 'publishDate' },
  teachingContribution: { typeKey: 'type', placeKey: 'organisation', dateKey: 'startTime' },
  professionalEngagement: { typeKey: 'type', placeKey: 'organisation', dateKey: 'startTime' },
};

const STATES = ['unreviewed', 'reviewed', 'rejected'] as const;
type StateFilter = 'all' | (typeof STATES)[number];

function titleOf(record: ResourceRecord, zh: boolean): string {
  if (record.title) return String(record.title);
  const [first, second] = zh ? [record.titleZh, record.titleEn] : [record.titleEn, record.titleZh];
  return String(first || second || '');
}

function MineList({ kind, counts }: { kind: ContributionKind; counts: ContributionCounts }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [state, setState] = useState<StateFilter>('all');
  const [open, setOpen] = useState<ResourceRecord | null>(null);
  const query = { ...page, ...(state === 'all' ? {} : { reviewStatus: REVIEW_STATUS[state] }) };
  const list = useQuery({
    queryKey: ['faculty', 'mine', kind, query],
    queryFn: () => facultyApi.mine(kind, query),
    placeholderData: keepPreviousData,
  });
  const zh = currentLocale().startsWith('zh');
  const phone = useIsPhone();
  const view = VIEW[kind];
  const label = (key: string) => t(`resources.${kind}.${key}`);
  return (
    <>
      {/* On a phone the four states are wider than the screen: they scroll sideways in their row. */}
      <div style={{ overflowX: 'auto', maxWidth: '100%', marginBottom: 12 }}>
        <Segmented<StateFilter>
          value={state}
          onChange={(v) => {
            setState(v);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
          options={[
            { value: 'all', label: `${t('faculty.mine.all')} ${counts.total}` },
            ...STATES.map((s) => ({ value: s, label: `${t(`crud.review.status.${s}`)} ${counts[s]}` })),
          ]}
          data-testid={`mine-states-${kind}`}
        />
      </div>
      <Table<ResourceRecord>
        rowKey="id"
        size="middle"
        data-testid={`mine-${kind}`}
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        // The title and the review state first, so a phone shows them; the rest scrolls sideways.
        scroll={phone ? { x: 'max-content' } : undefined}
        columns={[
          {
            key: 'title',
            title: t('faculty.labels.title'),
            width: phone ? 200 : undefined,
            render: (_v, r) => (
              <>
                <Typography.Link className="faculty-open" onClick={() => setOpen(r)}>
                  {titleOf(r, zh)}
                </Typography.Link>
                {r.authorLine ? (
                  <div>
                    <Typography.Text type="secondary">{String(r.authorLine)}</Typography.Text>
                  </div>
                ) : null}
              </>
            ),
          },
          {
            key: 'status',
            title: t('crud.review.statusLabel'),
            width: 110,
            render: (_v, r) => (
              <ReviewTag status={Number(r.reviewStatus)} text={String(r.reviewStatus_dictText)} />
            ),
          },
          { key: 'type', title: label(view.typeKey), dataIndex: `${view.typeKey}_dictText`, width: 160 },
          {
            key: 'place',
            title: label(view.placeKey),
            dataIndex: view.placeKey,
            ellipsis: true,
            width: phone ? 200 : undefined,
          },
          {
            key: 'date',
            title: label(view.dateKey),
            dataIndex: view.dateKey,
            width: 120,
            onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          },
        ]}
        pagination={tablePaging(t, page, list.data?.total, setPage)}
      />
      <ContributionDrawer
        kind={kind}
        record={open}
        onClose={() => setOpen(null)}
        onSaved={() => {
          setOpen(null);
          void queryClient.invalidateQueries({ queryKey: ['faculty', 'mine'] });
          void queryClient.invalidateQueries({ queryKey: ['faculty', 'contributions'] });
        }}
      />
    </>
  );
}

export function MyContributions() {
  const { t } = useTranslation();
  const summary = useQuery({ queryKey: ['faculty', 'contributions'], queryFn: facultyApi.contributions });
  const [active, setActive] = useState<ContributionKind>('researchOutput');
  const kinds = summary.data ?? [];
  return (
    <div data-testid="my-contributions">
      <Tabs
        size="small"
        activeKey={kinds.some((k) => k.kind === active) ? active : kinds[0]?.kind}
        onChange={(key) => setActive(key as ContributionKind)}
        destroyOnHidden
        items={kinds.map((counts) => ({
          key: counts.kind,
          label: (
            <Space size={6} data-testid={`mine-tab-${counts.kind}`}>
              {t(`resources.${counts.kind}._title`)}
              <Badge count={counts.total} showZero overflowCount={9999} color="#8c8c8c" />
            </Space>
          ),
          children: <MineList kind={counts.kind} counts={counts} />,
        }))}
      />
    </div>
  );
}
