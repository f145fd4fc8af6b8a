import { checkGroupList, countQuestions, type GroupList, RESOURCE } from '@accredit/shared';
import { Alert, App, Col, Form, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EditorDrawer,
  type EditorProps,
  EditorTabs,
  showFieldErrors,
  useEditor,
} from '../../../crud/EditorDrawer.tsx';
import {
  defaultWidget,
  fieldLabel,
  fieldRules,
  formFields,
  toApiValue,
  toFormValue,
} from '../../../crud/fields.tsx';
import { GroupListEditor } from '../builder/GroupListEditor.tsx';
import { newGroup } from '../builder/model.ts';

/**
 * A questionnaire template's editor (add and edit), a wide drawer in two tabs: its names,
 * category and introduction in both languages (the engine's fields), and its questions in the
 * builder. Saving is held back while the builder lists problems (the server would refuse them);
 * the server's own message lands on the tab it is about. Closing with unsaved changes asks first.
 */
const def = RESOURCE.questionnaireTemplate;
const FIELDS = formFields(def);
/** Names side by side, the two introductions side by side on a wide screen. */
const WIDE = new Set(['description', 'descriptionEn']);

type Values = Record<string, unknown> & { groupList?: GroupList };

export function TemplateEditor(props: EditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const editor = useEditor<Values>(def, props, '90%');
  const { open, record, form } = editor;
  const [tab, setTab] = useState('questions');
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const groups = (Form.useWatch('groupList', form) as GroupList | undefined) ?? [];
  const problems = checkGroupList(groups).problems.length;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setServerProblem(null);
    // A new template opens on its names; one being edited on its questions.
    setTab(record ? 'questions' : 'basics');
    if (!record) {
      form.setFieldsValue({ groupList: [newGroup([])] });
      return;
    }
    const values: Values = {};
    for (const f of FIELDS) values[f.key] = toFormValue(f, record[f.key]);
    values.groupList = Array.isArray(record.groupList) ? (record.groupList as GroupList) : [];
    form.setFieldsValue(values);
  }, [open, record, form]);

  const save = async () => {
    const values = await editor.validate(() => setTab('basics'));
    if (!values) return;
    const list = (form.getFieldValue('groupList') as GroupList | undefined) ?? [];
    const found = checkGroupList(list).problems.length;
    if (found) {
      setTab('questions');
      message.error(t('qnrTemplate.editor.fixProblems', { count: found }));
      return;
    }
    const body: Record<string, unknown> = { groupList: list };
    for (const f of FIELDS) body[f.key] = toApiValue(f, values[f.key]);
    setServerProblem(null);
    await editor.save(body, {
      onFieldErrors: ({ groupList: onQuestions, ...plain }) => {
        showFieldErrors(form, plain);
        if (onQuestions) setServerProblem(onQuestions);
        setTab(Object.keys(plain).length ? 'basics' : 'questions');
      },
      fixBelow: t('qnrTemplate.editor.fixBelow'),
    });
  };

  const basics = (
    <Row gutter={16}>
      {FIELDS.map((f) => {
        const label = fieldLabel(t, def, f);
        const select = f.type === 'dict' || f.type === 'ref';
        return (
          <Col key={f.key} xs={24} md={12} xl={WIDE.has(f.key) ? 12 : 8}>
            <Form.Item name={f.key} label={label} rules={fieldRules(t, f)}>
              {defaultWidget(
                f,
                t(select ? 'crud.ui.pleaseSelect' : 'crud.ui.pleaseEnter', { label }),
                record,
              )}
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );

  return (
    <EditorDrawer
      editor={editor}
      onSave={save}
      title={t(record ? 'qnrTemplate.editor.editTitle' : 'qnrTemplate.editor.addTitle')}
      testIds={{ cancel: 'qnr-template-cancel', save: 'qnr-template-save' }}
      wrapActions
      formName="qnr-template-editor"
      testId="qnr-template-editor"
    >
      <EditorTabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'basics', label: t('qnrTemplate.editor.basics'), children: basics },
          {
            key: 'questions',
            label: t('qnrTemplate.editor.questions', { count: countQuestions(groups) }),
            flagged: problems > 0 || Boolean(serverProblem),
            children: (
              <>
                {serverProblem && (
                  <Alert
                    type="error"
                    showIcon
                    closable
                    onClose={() => setServerProblem(null)}
                    className="qb-note"
                    title={serverProblem}
                    data-testid="qnr-template-server-problem"
                  />
                )}
                <Form.Item name="groupList" noStyle>
                  <GroupListField />
                </Form.Item>
              </>
            ),
          },
        ]}
      />
    </EditorDrawer>
  );
}

/** The builder as a form control: Form.Item hands it the value and takes its changes. */
function GroupListField({ value, onChange }: { value?: GroupList; onChange?: (v: GroupList) => void }) {
  return <GroupListEditor value={value ?? []} onChange={(v) => onChange?.(v)} />;
}
