import { RightOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Progress, Select, Space, Table, type TableColumnType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tablePaging } from '../../../components/paging.ts';
import { useIsPhone } from '../../../components/responsive.tsx';
import { type ResourceRecord, resourceApi } from '../../../crud/api.ts';
import { dictOptions } from '../../../crud/fields.tsx';
import { type AssessKind, RESOURCE_OF } from './api.ts';

/**
 * The assessments the caller may work on (the engine's list inside their row scope: a teacher sees
 * those given to them, a programme head those of their programmes): course, year, teacher,
 * status and step, each opening its wizard.
 */
export const STATUS_COLOR: Record<string, string> = { '0': 'processing', '1': 'success', '2': 'warning' };

export function AssessmentList({ kind, onOpen }: { kind: AssessKind; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [status, setStatus] = useState<string | undefined>();
  const steps = kind === 'quantitative' ? 5 : 3;
  const api = resourceApi(RESOURCE_OF[kind]);
  const query = useQuery({
    queryKey: ['aolAssessList', kind, page, status],
    queryFn: () => api.list({ ...page, status }),
    placeholderData: keepPreviousData,
  });
  const text = (r: ResourceRecord, key: string) => String(r[`${key}_dictText`] ?? r[key] ?? '');
  const columns: TableColumnType<ResourceRecord>[] = [
    {
      key: 'course',
      title: t('aolAssess.list.course'),
      render: (_, r) => (
        <Typography.Link onClick={() => onOpen(r.id)} data-testid="aol-assess-course">
          {text(r, 'courseId')}
        </Typography.Link>
      ),
    },
    { key: 'year', title: t('aolAssess.list.year'), render: (_, r) => text(r, 'evaluationYearId') },
    ...(phone
      ? []
      : [
          {
            key: 'programme',
            title: t('aolAssess.list.programme'),
            render: (_: unknown, r: ResourceRecord) => text(r, 'degreeProgramsId'),
          },
          {
            key: 'teacher',
            title: t('aolAssess.list.teacher'),
            render: (_: unknown, r: ResourceRecord) => text(r, 'teacherId'),
          },
        ]),
    {
      key: 'status',
      title: t('aolAssess.list.status'),
      render: (_, r) => (
        <Tag color={STATUS_COLOR[String(r.status ?? '0')]} data-testid="aol-assess-status">
          {text(r, 'status') || t('aolAssess.status.0')}
        </Tag>
      ),
    },
    {
      key: 'step',
      title: t('aolAssess.list.step'),
      width: phone ? 90 : 160,
      render: (_, r) => {
        const step = Math.min(Number(r.step ?? 1) || 1, steps);
        return phone ? (
          `${step} / ${steps}`
        ) : (
          <Progress
            percent={Math.round((step / steps) * 100)}
            steps={steps}
            size="small"
            format={() => `${step} / ${steps}`}
          />
        );
      },
    },
    {
      key: 'open',
      width: 60,
      render: (_, r) => (
        <Button
          type="text"
          icon={<RightOutlined />}
          aria-label={t('aolAssess.list.open')}
          onClick={() => onOpen(r.id)}
          data-testid="aol-assess-open"
        />
      ),
    },
  ];
  return (
    <Card
      title={t(kind === 'quantitative' ? 'aolAssess.list.quantTitle' : 'aolAssess.list.qualTitle')}
      extra={
        <Space>
          <Select
            allowClear
            style={{ width: phone ? 130 : 180 }}
            placeholder={t('aolAssess.list.status')}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage((p) => ({ ...p, pageNo: 1 }));
            }}
            options={dictOptions('aolStatus')}
            data-testid="aol-assess-status-filter"
          />
        </Space>
      }
      data-testid="aol-assess-list"
    >
      <Table
        rowKey="id"
        size={phone ? 'small' : 'middle'}
        loading={query.isFetching}
        dataSource={query.data?.records ?? []}
        columns={columns}
        pagination={tablePaging(t, page, query.data?.total, setPage)}
        scroll={{ x: phone ? 480 : undefined }}
        locale={{ emptyText: t('aolAssess.list.empty') }}
        onRow={(r) => ({ 'data-testid': `aol-assess-row-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
      />
    </Card>
  );
}
