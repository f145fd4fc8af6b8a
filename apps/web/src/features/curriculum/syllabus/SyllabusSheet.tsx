import type {
  SyllabusAssessment,
  SyllabusObjective,
  SyllabusTextbook,
  SyllabusWeek,
} from '@accredit/shared/curriculum/syllabus.ts';
import { weightTotal } from '@accredit/shared/curriculum/syllabus.ts';
import { CopyOutlined, FileWordOutlined, LockOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Row, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/RichText.tsx';
import type { ResourceRecord } from '../../../crud/api.ts';
import type { Can } from '../../../crud/permissions.ts';
import { syllabusApi } from './api.ts';
import { loLabel } from './PartTables.tsx';

/**
 * A syllabus read as stored (the "View" drawer): both languages' prose, the objectives with the
 * programme objectives they support and the links the curriculum map lacks, the assessment plan
 * with its total, the schedule and the textbooks; the Word file in either language; and, once
 * approved (locked), a new draft version to change it.
 */
const rows = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </div>
  );
}

export function SyllabusActions({ record, can }: { record: ResourceRecord; can: Can }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const approved = Number(record.reviewStatus) === 1;
  const name = `${t('syllabus.word.title')}-${String(record.courseId_dictText ?? '')}-v${String(record.version ?? '')}`;
  const exportAs = (lang: 'en-US' | 'zh-CN') =>
    syllabusApi
      .exportWord(record.id, lang, `${name}-${lang}.docx`)
      .catch((e: Error) => message.error(e.message));
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }}>
      {approved && (
        <Alert
          type="success"
          showIcon
          icon={<LockOutlined />}
          title={t('syllabus.ui.locked')}
          data-testid="syllabus-locked"
        />
      )}
      <Space wrap>
        <Button icon={<FileWordOutlined />} onClick={() => exportAs('en-US')} data-testid="syllabus-word-en">
          {t('syllabus.ui.exportEn')}
        </Button>
        <Button icon={<FileWordOutlined />} onClick={() => exportAs('zh-CN')} data-testid="syllabus-word-zh">
          {t('syllabus.ui.exportZh')}
        </Button>
        {approved && can('add') && (
          <Button
            type="primary"
            icon={<CopyOutlined />}
            data-testid="syllabus-new-version"
            onClick={() =>
              syllabusApi.newVersion(record.id).then((r) => {
                message.success(t('syllabus.messages.newVersion', { version: r.version }));
                void queryClient.invalidateQueries({ queryKey: ['crud', 'syllabus'] });
              })
            }
          >
            {t('syllabus.ui.newVersion')}
          </Button>
        )}
      </Space>
    </Space>
  );
}

export function SyllabusSheet({ record, can }: { record: ResourceRecord; can: Can }) {
  const { t } = useTranslation();
  const courseId = typeof record.courseId === 'string' ? record.courseId : '';
  const los = useQuery({
    queryKey: ['syllabus', 'loOptions', courseId, record.schoolYearId],
    enabled: courseId !== '',
    queryFn: () => syllabusApi.loOptions(courseId, String(record.schoolYearId ?? '')),
  });
  const check = useQuery({
    queryKey: ['syllabus', 'mapCheck', record.id, record.updateTime],
    queryFn: () => syllabusApi.mapCheck(record.id),
  });
  const byId = new Map((los.data ?? []).map((o) => [o.id, o]));
  const flags = check.data?.flags ?? [];
  const objectives = rows<SyllabusObjective>(record.objectives);
  const assessment = rows<SyllabusAssessment>(record.assessment);
  const bilingual = (zh: string, en: string) => (
    <Row gutter={16}>
      {[zh, en].map((key) => (
        <Col key={key} xs={24} xl={12}>
          <Typography.Text type="secondary">
            {t(key === zh ? 'syllabus.ui.zh' : 'syllabus.ui.en')}
          </Typography.Text>
          {record[key] ? (
            <RichText html={String(record[key])} />
          ) : (
            <Typography.Paragraph type="secondary">—</Typography.Paragraph>
          )}
        </Col>
      ))}
    </Row>
  );
  const col = (key: string, render?: (v: unknown) => ReactNode) => ({
    key,
    dataIndex: key,
    title: t(`syllabus.columns.${key}`),
    render,
  });
  const table = <T extends object>(data: T[], columns: ReturnType<typeof col>[], testId: string) => (
    <Table<T>
      size="small"
      rowKey={(_r, i) => String(i)}
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={data}
      columns={columns}
      data-testid={testId}
      locale={{ emptyText: t('syllabus.ui.empty') }}
    />
  );
  return (
    <div data-testid="syllabus-sheet">
      <SyllabusActions record={record} can={can} />
      {flags.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          icon={<WarningOutlined />}
          style={{ marginBottom: 12 }}
          data-testid="syllabus-map-flags"
          title={t('syllabus.ui.mapFlags', {
            count: flags.length,
            links: flags.map((f) => `${f.objective} → ${f.loCode}`).join(', '),
          })}
        />
      ) : (
        check.data &&
        check.data.checked > 0 && (
          <Alert type="success" showIcon style={{ marginBottom: 12 }} title={t('syllabus.ui.mapOk')} />
        )
      )}
      <Section title={t('syllabus.word.description')}>{bilingual('summary', 'summaryEn')}</Section>
      <Section title={t('syllabus.word.objectives')}>
        {table(
          objectives,
          [
            col('code'),
            col('text'),
            col('textEn'),
            col('loIds', (v) =>
              rows<string>(v).map((id) => {
                const o = byId.get(id);
                const flagged = flags.some((f) => f.loId === id);
                return (
                  <Tag
                    key={id}
                    color={flagged ? 'warning' : 'default'}
                    title={flagged ? t('syllabus.ui.notInMap') : undefined}
                  >
                    {o ? loLabel(o) : id}
                  </Tag>
                );
              }),
            ),
          ],
          'syllabus-sheet-objectives',
        )}
      </Section>
      <Section title={t('syllabus.word.assessment')}>
        {table(
          assessment,
          [col('name'), col('nameEn'), col('fullMarks'), col('weight')],
          'syllabus-sheet-assessment',
        )}
        {assessment.length > 0 && (
          <Typography.Text strong>
            {t('syllabus.ui.weightsTotal', { total: weightTotal(assessment) })}
          </Typography.Text>
        )}
      </Section>
      <Section title={t('syllabus.word.schedule')}>
        {table(
          rows<SyllabusWeek>(record.schedule),
          [col('week'), col('topic'), col('topicEn'), col('hours'), col('activity')],
          'syllabus-sheet-schedule',
        )}
      </Section>
      <Section title={t('syllabus.word.textbooks')}>
        {table(
          rows<SyllabusTextbook>(record.textbooks),
          [
            col('title'),
            col('author'),
            col('publisher'),
            col('year'),
            col('isbn'),
            col('required', (v) => t(v ? 'syllabus.word.requiredBook' : 'syllabus.word.referenceBook')),
          ],
          'syllabus-sheet-textbooks',
        )}
      </Section>
      <Section title={t('syllabus.word.methods')}>{bilingual('methods', 'methodsEn')}</Section>
    </div>
  );
}
