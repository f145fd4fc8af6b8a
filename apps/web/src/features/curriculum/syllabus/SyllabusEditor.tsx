import { RESOURCE } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import {
  EditorDrawer,
  type EditorProps,
  EditorTabs,
  showFieldErrors,
  useEditor,
} from '../../../crud/EditorDrawer.tsx';
import { defaultWidget, fieldLabel, fieldRules } from '../../../crud/fields.tsx';
import { type PendingReview, ReasonDialog } from '../../../crud/ReviewControls.tsx';
import { syllabusApi } from './api.ts';
import { AssessmentTable, ObjectivesTable, type Part, ScheduleTable, TextbooksTable } from './PartTables.tsx';

/**
 * The syllabus editor (add and edit), a wide drawer in tabs: course, school year, version and
 * teacher; the description and teaching methods in both languages (rich text); the course
 * objectives linked to the programme objectives of the course's programmes, each link the
 * curriculum map lacks flagged at once; the assessment plan with its weights totalled live; the
 * weekly schedule; the textbooks. A rejected syllabus shows the reviewer's reason and is saved and
 * re-submitted in one go. Closing with unsaved changes asks first. The server checks everything
 * again; its messages land on the field or the part they name.
 */
const def = RESOURCE.syllabus;
const PARTS: Part[] = ['objectives', 'assessment', 'schedule', 'textbooks'];
const HEADER = ['courseId', 'schoolYearId', 'version', 'teacherId'] as const;
const PROSE = ['summary', 'summaryEn', 'methods', 'methodsEn'] as const;
const field = (key: string) => def.fields.find((f) => f.key === key) ?? def.fields[0];

type Values = Record<string, unknown>;

export function SyllabusEditor(props: EditorProps) {
  const { t } = useTranslation();
  const editor = useEditor<Values>(def, props, '90%');
  const { open, record, form } = editor;
  const { onSaved } = props;
  const [partErrors, setPartErrors] = useState<Partial<Record<Part, string>>>({});
  const [resubmit, setResubmit] = useState<PendingReview | null>(null);
  const [tab, setTab] = useState('basics');
  const courseId = Form.useWatch('courseId', form) as string | undefined;
  const schoolYearId = Form.useWatch('schoolYearId', form) as string | undefined;
  const los = useQuery({
    queryKey: ['syllabus', 'loOptions', courseId, schoolYearId],
    enabled: open && Boolean(courseId),
    queryFn: () => syllabusApi.loOptions(String(courseId), schoolYearId),
  });
  const rejected = Number(record?.reviewStatus) === 2;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setPartErrors({});
    setTab('basics');
    if (!record) return;
    const values: Values = {};
    for (const key of [...HEADER, ...PROSE, ...PARTS]) values[key] = record[key] ?? undefined;
    form.setFieldsValue(values);
  }, [open, record, form]);

  const save = async (thenResubmit: boolean) => {
    const values = await editor.validate(() => setTab('basics'));
    if (!values) return;
    const body: Values = {};
    for (const key of [...HEADER, ...PROSE])
      body[key] = values[key] === undefined || values[key] === '' ? null : values[key];
    for (const part of PARTS) body[part] = (values[part] as unknown[] | undefined)?.filter(Boolean) ?? [];
    setPartErrors({});
    await editor.save(body, {
      afterSave:
        thenResubmit && record ? () => setResubmit({ action: 'resubmit', ids: [record.id] }) : undefined,
      onFieldErrors: (errors) => {
        const parts: Partial<Record<Part, string>> = {};
        const plain: Record<string, string> = {};
        for (const [key, error] of Object.entries(errors)) {
          if ((PARTS as string[]).includes(key)) parts[key as Part] = error;
          else plain[key] = error;
        }
        showFieldErrors(form, plain);
        setPartErrors(parts);
        const first = PARTS.find((p) => parts[p]);
        setTab(Object.keys(plain).length ? 'basics' : (first ?? 'basics'));
      },
      fixBelow: t('syllabus.ui.fixBelow'),
    });
  };

  const label = (key: string) => t(`syllabus.ui.tabs.${key}`);
  const noLos = courseId && los.data?.length === 0 ? t('syllabus.ui.noLos') : undefined;

  return (
    <EditorDrawer
      editor={editor}
      onSave={() => save(rejected)}
      title={t(record ? 'syllabus.ui.editTitle' : 'syllabus.ui.addTitle')}
      testIds={{ cancel: 'syllabus-cancel', save: rejected ? 'syllabus-save-resubmit' : 'syllabus-save' }}
      saveLabel={rejected ? t('syllabus.ui.saveResubmit') : undefined}
      wrapActions
      formName="syllabus-editor"
      before={
        rejected && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={t('syllabus.ui.rejected', { reason: String(record?.reviewReason ?? '') })}
            description={t('syllabus.ui.rejectedHint')}
            data-testid="syllabus-rejected"
          />
        )
      }
      after={
        <ReasonDialog
          def={def}
          pending={resubmit}
          onClose={() => {
            setResubmit(null);
            onSaved();
          }}
          onDone={() => {
            setResubmit(null);
            onSaved();
          }}
        />
      }
    >
      <EditorTabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'basics',
            label: label('basics'),
            children: (
              <Row gutter={16}>
                {HEADER.map((key) => {
                  const f = field(key);
                  const text = fieldLabel(t, def, f);
                  return (
                    <Col key={key} xs={24} md={12}>
                      <Form.Item
                        name={key}
                        label={text}
                        rules={fieldRules(t, f)}
                        extra={key === 'version' ? t('syllabus.ui.versionAuto') : undefined}
                      >
                        {defaultWidget(f, t('crud.ui.pleaseSelect', { label: text }), record)}
                      </Form.Item>
                    </Col>
                  );
                })}
              </Row>
            ),
          },
          {
            key: 'description',
            label: label('description'),
            children: (
              <Row gutter={16}>
                {PROSE.map((key) => (
                  <Col key={key} xs={24} xl={12}>
                    <Form.Item name={key} label={fieldLabel(t, def, field(key))}>
                      <RichTextEditor label={fieldLabel(t, def, field(key))} testId={`syllabus-${key}`} />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            ),
          },
          {
            key: 'objectives',
            label: label('objectives'),
            flagged: Boolean(partErrors.objectives),
            children: (
              <ObjectivesTable
                readOnly={false}
                error={partErrors.objectives}
                options={los.data ?? []}
                hint={courseId ? noLos : t('syllabus.ui.pickCourseFirst')}
              />
            ),
          },
          {
            key: 'assessment',
            label: label('assessment'),
            flagged: Boolean(partErrors.assessment),
            children: <AssessmentTable readOnly={false} error={partErrors.assessment} />,
          },
          {
            key: 'schedule',
            label: label('schedule'),
            flagged: Boolean(partErrors.schedule),
            children: <ScheduleTable readOnly={false} error={partErrors.schedule} />,
          },
          {
            key: 'textbooks',
            label: label('textbooks'),
            flagged: Boolean(partErrors.textbooks),
            children: <TextbooksTable readOnly={false} error={partErrors.textbooks} />,
          },
        ]}
      />
    </EditorDrawer>
  );
}
