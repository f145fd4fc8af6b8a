import type { ReportOutline, SectionOutline } from '@accredit/shared';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Select, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { useIsPhone } from '../../../components/responsive.tsx';
import { useDiscardGuard } from '../../../components/unsaved-changes.tsx';
import { ReportReaderPage } from '../reader/ReportReaderPage.tsx';
import { reportApi, reportKeys } from './api.ts';
import { ReportActions } from './ReportActions.tsx';
import { SectionPanel } from './SectionPanel.tsx';
import { ReviewStateTag } from './widgets.tsx';

/**
 * One report open: its header (state, freeze, drift, Word, reviewer links), the outline of its
 * sections (numbered, with review state, editor and approver) and the chosen section's editor.
 * Whoever may neither edit the report nor write or approve any of its sections reads it instead.
 */
export interface NumberedSection extends SectionOutline {
  number: string;
  depth: number;
}

/** Sections in reading order with their numbers (1, 1.1, 1.2, 2 ...). */
export function numberSections(sections: SectionOutline[]): NumberedSection[] {
  const byParent = new Map<string | null, SectionOutline[]>();
  const ids = new Set(sections.map((s) => s.id));
  for (const s of sections) {
    const parent = s.parentId && ids.has(s.parentId) ? s.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), s]);
  }
  const out: NumberedSection[] = [];
  const walk = (parent: string | null, prefix: string, depth: number) => {
    const children = [...(byParent.get(parent) ?? [])].sort((a, b) => a.sortNo - b.sortNo);
    children.forEach((s, i) => {
      const number = prefix ? `${prefix}.${i + 1}` : String(i + 1);
      out.push({ ...s, number, depth });
      walk(s.id, number, depth + 1);
    });
  };
  walk(null, '', 0);
  return out;
}

function Outline({
  sections,
  current,
  onPick,
}: {
  sections: NumberedSection[];
  current: string | null;
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav
      className="acc-rep-outline"
      aria-label={t('accReportWeb.outline.title')}
      data-testid="report-outline"
    >
      {sections.map((s) => (
        <button
          type="button"
          key={s.id}
          className={`acc-rep-outline-item${s.id === current ? ' acc-rep-outline-current' : ''}`}
          style={{ paddingLeft: 8 + s.depth * 14 }}
          aria-current={s.id === current ? 'true' : undefined}
          onClick={() => onPick(s.id)}
          data-testid="outline-section"
          data-title={s.title}
          data-standard={s.standard ?? ''}
        >
          <span className="acc-rep-outline-title">
            <span className="acc-rep-outline-number">{s.number}</span> {s.title}
          </span>
          <span className="acc-rep-outline-meta">
            <ReviewStateTag status={s.reviewStatus} />
            {s.hasDraft && <Tag color="purple">{t('accReportWeb.outline.draft')}</Tag>}
            <span>{t('accReportWeb.outline.counts', { words: s.words, blocks: s.blocks })}</span>
          </span>
          {(s.editorName || s.approverName) && (
            <span className="acc-rep-outline-people">
              {s.editorName && t('accReportWeb.outline.editor', { name: s.editorName })}
              {s.editorName && s.approverName && ' · '}
              {s.approverName && t('accReportWeb.outline.approver', { name: s.approverName })}
            </span>
          )}
        </button>
      ))}
    </nav>
  );
}

function Header({ outline, onBack }: { outline: ReportOutline; onBack: () => void }) {
  const { t } = useTranslation();
  const { report } = outline;
  const frozen = report.status === '1';
  return (
    <div className="acc-rep-header">
      <Space align="start" wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="report-back">
          {t('accReportWeb.editor.back')}
        </Button>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="report-title">
            {report.title}
          </Typography.Title>
          <Space size={4} wrap>
            <Tag>{t(`accReportWeb.schemes.${report.scheme}`, { defaultValue: report.scheme })}</Tag>
            {report.year && <Tag>{t('accReportWeb.editor.year', { year: report.year })}</Tag>}
            <Tag color={frozen ? 'blue' : 'green'} data-testid="report-state">
              {frozen
                ? t('accReportWeb.editor.frozenAt', {
                    time: report.frozenTime ? dayjs(report.frozenTime).format('YYYY-MM-DD HH:mm') : '',
                  })
                : t('accReportWeb.editor.live')}
            </Tag>
          </Space>
        </div>
      </Space>
      <ReportActions outline={outline} />
    </div>
  );
}

export default function ReportEditor({
  reportId,
  sectionId,
  onSection,
  onBack,
}: {
  reportId: string;
  sectionId: string | null;
  onSection: (id: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const phone = useIsPhone();
  // Unsaved text of the open section: leaving it (another section, the list) asks first.
  const dirty = useRef(false);
  const onDirty = useCallback((d: boolean) => {
    dirty.current = d;
  }, []);
  const guard = useDiscardGuard(() => dirty.current, true);
  const pick = (id: string) => guard(() => onSection(id))();
  const back = () => guard(onBack)();
  const outline = useQuery({
    queryKey: reportKeys.outline(reportId),
    queryFn: () => reportApi.outline(reportId),
  });
  const sections = useMemo(() => numberSections(outline.data?.sections ?? []), [outline.data]);

  if (outline.isPending) return <Skeleton active />;
  if (outline.isError || !outline.data)
    return (
      <Space direction="vertical">
        <Alert type="error" showIcon title={t('accReportWeb.editor.loadFailed')} />
        <Button onClick={onBack}>{t('accReportWeb.editor.back')}</Button>
      </Space>
    );

  const writer = session.has('certificationReport:edit') || sections.some((s) => s.mayEdit || s.mayApprove);
  if (!writer) return <ReportReaderPage reportId={reportId} onBack={onBack} />;

  const current = sections.find((s) => s.id === sectionId) ?? sections[0] ?? null;
  return (
    <div className="acc-rep" data-testid="report-editor">
      <Header outline={outline.data} onBack={back} />
      {sections.length === 0 ? (
        <Empty description={t('accReportWeb.outline.empty')} />
      ) : (
        <div className="acc-rep-body">
          {phone ? (
            <Select
              className="acc-rep-outline-select"
              value={current?.id}
              onChange={pick}
              aria-label={t('accReportWeb.outline.title')}
              options={sections.map((s) => ({ value: s.id, label: `${s.number} ${s.title}` }))}
              data-testid="outline-select"
            />
          ) : (
            <Outline sections={sections} current={current?.id ?? null} onPick={pick} />
          )}
          {current && (
            <SectionPanel
              key={current.id}
              report={outline.data.report}
              section={current}
              canEditReport={session.has('certificationReport:edit')}
              onDirty={onDirty}
            />
          )}
        </div>
      )}
    </div>
  );
}
