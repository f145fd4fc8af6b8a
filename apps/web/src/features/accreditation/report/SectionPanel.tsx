import type { BlockRef, ReportOutline, ReviewAction } from '@accredit/shared';
import { AppstoreAddOutlined, CommentOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { Alert, App, Button, Collapse, Input, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import { LiveBlockNode } from '../../../components/rich-text/LiveBlockNode.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { CommentsDrawer } from '../progress/CommentsDrawer.tsx';
import { AiDraftPanel } from './AiDraftPanel.tsx';
import { REPORT_KEY, reportApi, reportKeys } from './api.ts';
import { EditorBlock } from './EditorBlock.tsx';
import { InsertBlockDialog } from './InsertBlockDialog.tsx';
import type { NumberedSection } from './ReportEditor.tsx';
import { ReviewDialog } from './ReviewDialog.tsx';
import { RevisionsDrawer } from './RevisionsDrawer.tsx';
import { guidanceText, ReviewStateTag } from './widgets.tsx';

/**
 * One section of a report: its guidance, the rich-text editor with live blocks drawn inside it
 * (inserted from the catalog), save with a note (each save a revision), the revisions and
 * comments, the review actions, and the AI draft. The text is read-only while the report is
 * frozen, once the section is approved, or for whoever may not write it.
 */
function ReviewButtons({
  section,
  canEditReport,
  onReview,
}: {
  section: NumberedSection;
  canEditReport: boolean;
  onReview: (action: ReviewAction) => void;
}) {
  const { t } = useTranslation();
  const approver = section.mayApprove || canEditReport;
  const button = (action: ReviewAction, primary = false) => (
    <Button
      size="small"
      type={primary ? 'primary' : 'default'}
      onClick={() => onReview(action)}
      data-testid={`section-${action}`}
      key={action}
    >
      {t(`accReportWeb.review.${action}`)}
    </Button>
  );
  if (section.reviewStatus === 1) return approver ? button('cancel') : null;
  if (section.reviewStatus === 2) return section.mayEdit || canEditReport ? button('resubmit') : null;
  return approver ? (
    <>
      {button('approve', true)}
      {button('reject')}
    </>
  ) : null;
}

export function SectionPanel({
  report,
  section,
  canEditReport,
  onDirty,
}: {
  report: ReportOutline['report'];
  section: NumberedSection;
  canEditReport: boolean;
  /** Whether the text has changes not saved yet (so leaving the section can ask first). */
  onDirty?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const record = useQuery({
    queryKey: reportKeys.section(section.id),
    queryFn: () => reportApi.section(section.id),
    refetchOnWindowFocus: false,
  });
  const [html, setHtml] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [inserting, setInserting] = useState(false);
  const [drawer, setDrawer] = useState<'revisions' | 'comments' | null>(null);
  const [review, setReview] = useState<ReviewAction | null>(null);
  const editorRef = useRef<Editor | null>(null);
  const frozen = report.status === '1';
  const dirty = html !== null;
  useEffect(() => {
    onDirty?.(dirty);
    return () => onDirty?.(false);
  }, [dirty, onDirty]);
  const approved = section.reviewStatus === 1;
  const mayWrite = section.mayEdit && !frozen && !approved;

  const extensions = useMemo(
    () => [LiveBlockNode.configure({ render: (props) => <EditorBlock {...props} reportId={report.id} /> })],
    [report.id],
  );

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reportKeys.section(section.id) }),
      queryClient.invalidateQueries({ queryKey: reportKeys.outline(report.id) }),
      queryClient.invalidateQueries({ queryKey: reportKeys.revisions(section.id) }),
      queryClient.invalidateQueries({ queryKey: [REPORT_KEY, 'reading'] }),
      queryClient.invalidateQueries({ queryKey: ['accreditation', 'reading'] }),
    ]);

  const save = async () => {
    if (html === null) return;
    setSaving(true);
    try {
      await reportApi.saveContent(section.id, html, note.trim());
      message.success(t('accReportWeb.section.saved'));
      setNote('');
      await refresh();
      setHtml(null);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('accReportWeb.section.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const insert = (ref: BlockRef) => {
    setInserting(false);
    editorRef.current?.commands.insertLiveBlock({ kind: ref.kind, params: JSON.stringify(ref.params) });
  };

  const guidance = guidanceText(record.data?.guidance, currentLocale());
  const content = html ?? record.data?.content ?? '';
  const readOnlyWhy = frozen
    ? t('accReportWeb.section.readOnlyFrozen')
    : approved
      ? t('accReportWeb.section.readOnlyApproved')
      : !section.mayEdit
        ? t('accReportWeb.section.readOnlyRights')
        : null;

  return (
    <section className="acc-rep-section" data-testid="section-panel" data-title={section.title}>
      <div className="acc-rep-section-head">
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="section-title">
          {section.number} {section.title}
        </Typography.Title>
        <Space size={4} wrap>
          {record.data?.standard_dictText && <Tag>{record.data.standard_dictText}</Tag>}
          <ReviewStateTag status={section.reviewStatus} />
          <ReviewButtons section={section} canEditReport={canEditReport} onReview={setReview} />
          <Button
            size="small"
            icon={<HistoryOutlined />}
            onClick={() => setDrawer('revisions')}
            data-testid="section-revisions"
          >
            {t('accReportWeb.section.revisions')}
          </Button>
          <Button
            size="small"
            icon={<CommentOutlined />}
            onClick={() => setDrawer('comments')}
            data-testid="section-comments"
          >
            {t('accReportWeb.section.comments')}
          </Button>
        </Space>
      </div>
      {guidance && (
        <Collapse
          size="small"
          className="acc-rep-guidance"
          items={[
            {
              key: 'g',
              label: t('accReportWeb.section.guidance'),
              children: <div className="acc-rep-guidance-text">{guidance}</div>,
            },
          ]}
        />
      )}
      {record.data?.aiDraft || section.mayEdit ? (
        <AiDraftPanel
          sectionId={section.id}
          draft={record.data?.aiDraft ?? null}
          mayWrite={mayWrite}
          onChanged={() => {
            setHtml(null);
            return refresh();
          }}
        />
      ) : null}
      {readOnlyWhy && <Alert type="info" showIcon title={readOnlyWhy} className="acc-rep-readonly" />}
      {record.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <div className="acc-rep-text">
          <RichTextEditor
            key={section.id}
            value={content}
            onChange={setHtml}
            readOnly={!mayWrite}
            label={t('accReportWeb.section.text', { title: section.title })}
            minHeight={260}
            testId="section-editor"
            extensions={extensions}
            tools={(editor) => {
              editorRef.current = editor;
              return (
                <Tooltip title={t('accReportWeb.insert.title')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<AppstoreAddOutlined />}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => setInserting(true)}
                    data-testid="insert-block"
                  >
                    {t('accReportWeb.insert.button')}
                  </Button>
                </Tooltip>
              );
            }}
          />
        </div>
      )}
      {mayWrite && (
        <div className="acc-rep-save">
          <Input
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder={t('accReportWeb.section.notePlaceholder')}
            aria-label={t('accReportWeb.section.note')}
            maxLength={200}
            data-testid="section-note"
          />
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={saving}
            disabled={html === null}
            onClick={save}
            data-testid="section-save"
          >
            {t('accReportWeb.section.save')}
          </Button>
          {html !== null && (
            <Typography.Text type="warning" data-testid="section-unsaved">
              {t('accReportWeb.section.unsaved')}
            </Typography.Text>
          )}
        </div>
      )}
      <RevisionsDrawer
        sectionId={drawer === 'revisions' ? section.id : null}
        mayRestore={mayWrite}
        onClose={() => setDrawer(null)}
        onRestored={() => {
          setHtml(null);
          return refresh();
        }}
      />
      <CommentsDrawer
        target="section"
        item={drawer === 'comments' ? { id: section.id, title: `${section.number} ${section.title}` } : null}
        onClose={() => setDrawer(null)}
      />
      <InsertBlockDialog
        open={inserting}
        reportId={report.id}
        year={report.year}
        onClose={() => setInserting(false)}
        onInsert={insert}
        afterClose={() => editorRef.current?.commands.focus()}
      />
      <ReviewDialog
        sectionId={section.id}
        action={review}
        onClose={() => setReview(null)}
        onDone={() => {
          setReview(null);
          void refresh();
        }}
      />
    </section>
  );
}
