import { useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewTag } from '../../crud/ReviewControls.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { facultyApi } from './api.ts';

/**
 * "My contributions": every output the signed-in person authors or entered, of every type, with
 * its author line, newest first. Editing happens on the type's tab; this is the whole picture.
 */
export function MyContributions() {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const list = useQuery({
    queryKey: ['crud', 'researchOutput', 'mine', page],
    queryFn: () => facultyApi.mine(page),
  });
  const zh = currentLocale().startsWith('zh');
  return (
    <Table
      rowKey="id"
      size="middle"
      data-testid="my-contributions"
      loading={list.isFetching}
      dataSource={list.data?.records ?? []}
      columns={[
        {
          key: 'type',
          title: t('resources.researchOutput.outputType'),
          dataIndex: 'outputType_dictText',
          width: 140,
        },
        {
          key: 'title',
          title: t('faculty.labels.title'),
          render: (_v, r) => (
            <>
              <div>{String((zh ? r.titleZh : r.titleEn) || r.titleZh || r.titleEn || '')}</div>
              <Typography.Text type="secondary">{r.authorLine}</Typography.Text>
            </>
          ),
        },
        {
          key: 'venue',
          title: t('resources.researchOutput.venueName'),
          dataIndex: 'venueName',
          ellipsis: true,
        },
        {
          key: 'date',
          title: t('resources.researchOutput.publishDate'),
          dataIndex: 'publishDate',
          width: 120,
        },
        {
          key: 'status',
          title: t('crud.review.statusLabel'),
          width: 110,
          render: (_v, r) => (
            <ReviewTag status={Number(r.reviewStatus)} text={String(r.reviewStatus_dictText)} />
          ),
        },
      ]}
      pagination={{
        current: page.pageNo,
        pageSize: page.pageSize,
        total: list.data?.total ?? 0,
        showTotal: (total) => t('crud.ui.total', { total }),
        onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
      }}
    />
  );
}
