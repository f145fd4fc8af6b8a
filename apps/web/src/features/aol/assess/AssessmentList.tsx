import { RightOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  List,
  Progress,
  Select,
  Space,
  Table,
  type TableColumnType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { tablePaging } from '../../../components/paging.ts';
import { useIsPhone } from '../../../components/responsive.tsx';
import { type ResourceRecord, resourceApi } from '../../../crud/api.ts';
import { dictOptions } from '../../../crud/fields.tsx';
import { type AssessKind, RESOURCE_OF } from './api.ts';
import { pick } from './util.ts';

/**
 * The assessments the caller may work on (the engine's list inside their row scope: a teacher sees
 * those given to them, a programme head those of their programmes): course, year, teacher,
 * status and step, each opening its wizard.
 */
export const STATUS_COLOR: Record<string, string> = { '0': 'processing', '1': 'success', '2': 'warning' };

export function AssessmentList({ kind, onOpen }: { kind: AssessKind; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const session = useSession();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [status, setStatus] = useState<string | undefined>();
  const steps = kind === 'quantitative' ? 5 : 3;
  const api = resourceApi(RESOURCE_OF[kind]);
  const query = useQuery({
    queryKey: ['aolAssessList', kind, page, status],
    queryFn: () => api.list({ ...page, status }),
    placeholderData: keepPreviousData,
  });
  // Course names in the reader's language (the list's own text is the course code).
  const courses = useQuery({
    queryKey: ['aolAssess', 'courses'],
    enabled: session.has('course:query'),
    staleTime: 300_000,
    queryFn: async () => {
      const page = await resourceApi('course').list({ pageNo: 1, pageSize: -1 });
      return new Map(page.records.map((c) => [c.id, pick(c.name as string, c.nameEn as string | null)]));
    },
  });
  const text = (r: ResourceRecord, key: string) => String(r[`${key}_dictText`] ?? r[key] ?? '');
  const courseLink = (r: ResourceRecord) => (
    <Typography.Link onClick={() => onOpen(r.id)} data-testid="aol-assess-course">
      <strong>{text(r, 'courseId')}</strong> {courses.data?.get(String(r.courseId)) ?? ''}
    </Typography.Link>
  );
  const stepOf = (r: ResourceRecord) => Math.min(Number(r.step ?? 1) || 1, steps);
  const statusTag = (r: ResourceRecord) => (
    <Tag color={STATUS_COLOR[String(r.status ?? '0')]} data-testid="aol-assess-status">
      {text(r, 'status') || t('aolAssess.status.0')}
    </Tag>
  );
  const columns: TableColumnType<ResourceRecord>[] = [
    { key: 'course', title: t('aolAssess.list.course'), width: 260, render: (_, r) => courseLink(r) },
    { key: 'year', title: t('aolAssess.list.year'), render: (_, r) => text(r, 'evaluationYearId') },
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
    { key: 'status', title: t('aolAssess.list.status'), width: 150, render: (_, r) => statusTag(r) },
    {
      key: 'step',
      title: t('aolAssess.list.step'),
      width: 150,
      render: (_, r) => (
        <Progress
          percent={Math.round((stepOf(r) / steps) * 100)}
          steps={steps}
          size="small"
          format={() => `${stepOf(r)} / ${steps}`}
        />
      ),
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
      {phone ? (
        <List<ResourceRecord>
          loading={query.isFetching}
          dataSource={query.data?.records ?? []}
          locale={{ emptyText: t('aolAssess.list.empty') }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: query.data?.total ?? 0,
            size: 'small',
            align: 'center',
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
          renderItem={(r) => (
            <List.Item
              key={r.id}
              onClick={() => onOpen(r.id)}
              style={{ cursor: 'pointer' }}
              data-testid={`aol-assess-row-${r.id}`}
              extra={<RightOutlined data-testid="aol-assess-open" />}
            >
              <List.Item.Meta
                title={courseLink(r)}
                description={
                  <Space orientation="vertical" size={2}>
                    <span>{text(r, 'evaluationYearId')}</span>
                    <Space size={4} wrap>
                      {statusTag(r)}
                      <span>
                        {t('aolAssess.list.step')} {stepOf(r)} / {steps}
                      </span>
                    </Space>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Table
          rowKey="id"
          loading={query.isFetching}
          dataSource={query.data?.records ?? []}
          columns={columns}
          pagination={tablePaging(t, page, query.data?.total, setPage)}
          locale={{ emptyText: t('aolAssess.list.empty') }}
          onRow={(r) => ({ 'data-testid': `aol-assess-row-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
        />
      )}
    </Card>
  );
}
