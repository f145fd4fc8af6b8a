import { dictOf } from '@accredit/shared';
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Select, Space, Table, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type Query } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';
import { useBilingual } from '../../components/english-check.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { facultyIoApi, REPORT_NAMES, type ReportName } from './api.ts';

/**
 * The teacher reports of spec 001 section 7 (faculty by year, summary by discipline, roster,
 * research outputs) with their filters: discipline, year range, type; each exported to Excel.
 */
interface Filters {
  disciplineId?: string;
  years?: [Dayjs | null, Dayjs | null] | null;
  type?: string;
}

function ReportTab({ name }: { name: ReportName }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Query>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const query = { ...filters, ...page };
  const data = useQuery({
    queryKey: ['teacherReport', name, query],
    queryFn: () => facultyIoApi.report(name, query),
    placeholderData: keepPreviousData,
  });
  const disciplines = useQuery({
    queryKey: ['disciplines'],
    queryFn: facultyIoApi.disciplines,
    staleTime: 300_000,
  });
  const inLang = useBilingual();
  const types =
    name === 'researchOutputs'
      ? (dictOf('researchOutputType')?.items ?? []).map((i) => ({
          value: i.value,
          label: i.label[currentLocale()],
        }))
      : [
          { value: 'participating', label: t('facultyio.reports.participating') },
          { value: 'supporting', label: t('facultyio.reports.supporting') },
        ];
  const canExport =
    session.has('teacherReport:export') ||
    session.has(`${name === 'researchOutputs' ? 'researchOutputs' : 'facultyReport'}:export`);

  const search = (v: Filters) => {
    setPage((p) => ({ ...p, pageNo: 1 }));
    setFilters({
      disciplineId: v.disciplineId,
      type: v.type,
      yearFrom: v.years?.[0]?.year(),
      yearTo: v.years?.[1]?.year(),
    });
  };
  const exportXls = async () => {
    try {
      await facultyIoApi.reportFile(name, filters, `${t(`facultyio.report.titles.${name}`)}.xlsx`);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e));
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form form={form} layout="inline" onFinish={search} data-testid={`report-filters-${name}`}>
        <Form.Item name="disciplineId" label={t('facultyio.reports.discipline')}>
          <Select
            allowClear
            style={{ width: 200 }}
            options={(disciplines.data ?? []).map((d) => ({
              value: d.id,
              label: inLang(d, 'departName', 'departNameEn'),
            }))}
          />
        </Form.Item>
        <Form.Item name="years" label={t('facultyio.reports.years')}>
          <DatePicker.RangePicker picker="year" />
        </Form.Item>
        <Form.Item name="type" label={t('facultyio.reports.type')}>
          <Select allowClear style={{ width: 200 }} options={types} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('facultyio.reports.search')}
        </Button>
        {canExport && (
          <Button icon={<DownloadOutlined />} onClick={exportXls} style={{ marginLeft: 8 }}>
            {t('facultyio.reports.export')}
          </Button>
        )}
      </Form>
      <Table
        size="small"
        rowKey={(_, i) => String(i)}
        loading={data.isFetching}
        columns={(data.data?.columns ?? []).map((c) => ({ title: c.title, dataIndex: c.key, key: c.key }))}
        dataSource={data.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: data.data?.total ?? 0,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Space>
  );
}

export default function ReportsPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('facultyio.reports.title')}>
      <Tabs
        destroyOnHidden
        items={REPORT_NAMES.map((name) => ({
          key: name,
          label: t(`facultyio.report.titles.${name}`),
          children: <ReportTab name={name} />,
        }))}
      />
    </Card>
  );
}
