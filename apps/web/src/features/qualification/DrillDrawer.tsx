import { dictLabel, RESEARCH_OUTPUT_RESOURCES } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, List, Space, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { flattenNodes } from '../../app/menu.ts';
import { useSession } from '../../app/session.tsx';
import { Bilingual, useBilingual } from '../../components/english-check.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { useDrawerSize } from '../shell/drawer-size.ts';
import type { DrillAnswer, RecordAnswer, TableCode } from './api.ts';
import { amountText } from './format.ts';
import { StatusTag } from './StatusTag.tsx';

/**
 * Traceability (issue 8 item 6): the teachers and records behind one figure. Each record opens
 * in a second drawer with its fields and a link to the screen it comes from.
 */
export interface DrillTarget {
  table: TableCode;
  year: number;
  /** One cell, or a ratio's numerator and denominator. */
  cells: string[];
  title: string;
  snapshotId?: string;
}

type RecordRef = { kind: RecordAnswer['kind']; id: string };

export function DrillDrawer({ target, onClose }: { target: DrillTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const nameOf = useBilingual();
  const [record, setRecord] = useState<RecordRef | null>(null);
  const { data, isLoading } = useQuery({
    enabled: Boolean(target),
    queryKey: ['qualification', 'drill', target],
    queryFn: () =>
      api.get<DrillAnswer>('/qualification/drill', {
        table: target?.table,
        year: target?.year,
        cells: target?.cells.join(','),
        snapshotId: target?.snapshotId,
      }),
  });
  const ratio = target?.cells.length === 2;
  // 736 px (antd's large drawer) on a wide screen; the whole width of a phone.
  const size = useDrawerSize(736);
  return (
    <Drawer
      open={Boolean(target)}
      onClose={onClose}
      size={size}
      title={target?.title}
      destroyOnHidden
      data-testid="drill-drawer"
    >
      {isLoading || !data ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Descriptions size="small" bordered column={1}>
            {data.cells.map((c, i) => (
              <Descriptions.Item
                key={c.key}
                label={
                  ratio
                    ? t(i === 0 ? 'qualification.drill.numerator' : 'qualification.drill.denominator')
                    : t('qualification.drill.value')
                }
              >
                <span data-testid={`drill-value-${i}`}>{amountText(c.value)}</span>
              </Descriptions.Item>
            ))}
          </Descriptions>
          {data.teachers.length > 0 && (
            <Table
              size="small"
              rowKey="id"
              // The name and status stay in view; the evidence scrolls sideways inside the table.
              scroll={{ x: 'max-content' }}
              pagination={data.teachers.length > 20 ? { pageSize: 20 } : false}
              dataSource={data.teachers}
              title={() => (
                <Typography.Text strong>
                  {t('qualification.drill.teachers', { count: data.teachers.length })}
                </Typography.Text>
              )}
              data-testid="drill-teachers"
              columns={[
                {
                  title: t('qualification.table31.name'),
                  dataIndex: 'name',
                  render: (_: string, r) => (
                    <Button
                      type="link"
                      size="small"
                      style={{ whiteSpace: 'nowrap' }}
                      onClick={() => setRecord({ kind: 'teacher', id: r.id })}
                    >
                      <Bilingual record={r} zh="name" en="nameEn" />
                    </Button>
                  ),
                },
                {
                  title: t('qualification.board.status'),
                  dataIndex: 'status',
                  render: (s) => (s ? <StatusTag status={s} /> : null),
                },
                {
                  title: t('qualification.drill.amount'),
                  dataIndex: 'amount',
                  align: 'right',
                  render: amountText,
                },
                {
                  title: t('qualification.drill.evidence'),
                  render: (_, r) => (
                    <>
                      {r.evidence.slice(0, 3).map((e) => (
                        <Button
                          key={e.id}
                          type="link"
                          size="small"
                          onClick={() =>
                            setRecord({ kind: e.kind === 'activity' ? 'activity' : 'output', id: e.id })
                          }
                        >
                          {e.title}
                        </Button>
                      ))}
                      {r.evidence.length > 3 && (
                        <Typography.Text type="secondary">
                          {t('qualification.checks.more', { count: r.evidence.length - 3 })}
                        </Typography.Text>
                      )}
                    </>
                  ),
                },
              ]}
            />
          )}
          {data.records.length > 0 && (
            <List
              size="small"
              bordered
              header={
                <Typography.Text strong>
                  {t('qualification.drill.records', { count: data.records.length })}
                </Typography.Text>
              }
              dataSource={data.records}
              pagination={data.records.length > 20 ? { pageSize: 20 } : false}
              data-testid="drill-records"
              renderItem={(r) => (
                <List.Item actions={[<span key="a">{r.amount ? amountText(r.amount) : ''}</span>]}>
                  <Space wrap>
                    <Tag>{t(`qualification.record.kinds.${r.kind}`)}</Tag>
                    <Button
                      type="link"
                      size="small"
                      data-testid="drill-record"
                      onClick={() => setRecord({ kind: r.kind, id: r.id })}
                    >
                      {r.title}
                    </Button>
                    <Typography.Text type="secondary">
                      {[r.date, r.teacherName ? nameOf(r, 'teacherName', 'teacherNameEn') : '']
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography.Text>
                  </Space>
                </List.Item>
              )}
            />
          )}
          {data.teachers.length === 0 && data.records.length === 0 && (
            <Alert type="info" title={t('qualification.drill.empty')} />
          )}
        </Space>
      )}
      <RecordDrawer record={record} onClose={() => setRecord(null)} />
    </Drawer>
  );
}

const DICT_OF: Record<string, string> = {
  outputType: 'researchOutputType',
  category: 'scholarshipCategory',
  level: 'level',
  degreeLevel: 'degreeLevel',
  education: 'education',
  reviewStatus: 'reviewStatus',
};
const RESOURCE_OF_KIND: Record<string, string> = {
  output: 'researchOutput',
  activity: 'professionalEngagement',
  assignment: 'teachingAssignment',
  teacher: 'teacher',
};

function useSourcePath(answer: RecordAnswer | undefined): string | null {
  const session = useSession();
  if (!answer) return null;
  const perm =
    answer.kind === 'output' && answer.source.outputType
      ? RESEARCH_OUTPUT_RESOURCES[Number(answer.source.outputType) - 1]
      : answer.source.resource;
  const names = [perm, answer.source.resource];
  // The menu names a screen by its permission base; older menus only by component or key.
  const node = flattenNodes(session.menu).find(({ node: n }) =>
    [n.perm, n.component, n.key].some((x) => x && names.includes(x)),
  )?.node;
  return node?.path ?? null;
}

export function RecordDrawer({ record, onClose }: { record: RecordRef | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { data } = useQuery({
    enabled: Boolean(record),
    queryKey: ['qualification', 'record', record],
    queryFn: () => api.get<RecordAnswer>('/qualification/record', { kind: record?.kind, id: record?.id }),
  });
  const source = useSourcePath(data);
  // antd's default drawer is 378 px: wider than a phone's screen less its margin.
  const size = useDrawerSize(378);
  const resource = record ? RESOURCE_OF_KIND[record.kind] : '';
  const value = (key: string, v: string | number | boolean | null) => {
    if (v === null || v === '') return '—';
    if (typeof v === 'boolean') return t(v ? 'qualification.common.yes' : 'qualification.common.no');
    const dict = DICT_OF[key];
    return dict ? dictLabel(dict, String(v), locale) : String(v);
  };
  return (
    <Drawer
      open={Boolean(record)}
      onClose={onClose}
      size={size}
      title={t(`qualification.record.kinds.${record?.kind ?? 'output'}`)}
      data-testid="record-drawer"
    >
      {data && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" bordered column={1}>
            {Object.entries(data.fields).map(([key, v]) => (
              <Descriptions.Item
                key={key}
                label={
                  key === 'reviewStatus'
                    ? t('qualification.record.reviewStatus')
                    : t(`resources.${resource}.${key}`)
                }
              >
                {value(key, v)}
              </Descriptions.Item>
            ))}
          </Descriptions>
          {data.authors.length > 0 && (
            <List
              size="small"
              header={t('qualification.record.authors')}
              dataSource={data.authors}
              renderItem={(a) => (
                <List.Item>
                  {a.name} {a.institution ? `(${a.institution})` : ''}{' '}
                  {a.isLead && <Tag color="green">{t('qualification.record.lead')}</Tag>}
                </List.Item>
              )}
            />
          )}
          {source && (
            <Link to={source} data-testid="record-source">
              {t('qualification.record.openSource')}
            </Link>
          )}
        </Space>
      )}
    </Drawer>
  );
}
