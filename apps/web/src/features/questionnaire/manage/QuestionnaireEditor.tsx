import { type FieldDef, QUESTIONNAIRE_STATUS, RESOURCE } from '@accredit/shared';
import { Col, Form, Row, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorDrawer, type EditorProps, showFieldErrors, useEditor } from '../../../crud/EditorDrawer.tsx';
import { defaultWidget, fieldLabel, fieldRules, toApiValue, toFormValue } from '../../../crud/fields.tsx';
import { AudiencePicker } from './AudiencePicker.tsx';
import { EMPTY_AUDIENCE, fillFromTemplate, parseAudience } from './model.ts';
import { TemplatePicker } from './TemplatePicker.tsx';

/**
 * Add and edit a questionnaire (in place of the generic form, which leaves structured fields
 * out): the template it is made from (on add; its texts fill the blank fields and the server
 * copies its questions), names, category, anonymous or named, the open and close times, the
 * programme and school year it measures, the introduction, and the audience with its live count.
 * Whether it is anonymous is fixed once it has been published (people answered on that promise).
 * The server checks everything again; its messages land on the fields they name.
 */
const def = RESOURCE.questionnaire;
const field = (key: string): FieldDef => def.fields.find((f) => f.key === key) as FieldDef;
/** Pairs side by side on a wide screen. */
const ROWS: string[][] = [
  ['name', 'nameEn'],
  ['category', 'anonymous'],
  ['startTime', 'endTime'],
  ['degreeProgramsId', 'schoolYearId'],
  ['description', 'descriptionEn'],
];
const KEYS = ['templateId', ...ROWS.flat(), 'audience'];

type Values = Record<string, unknown>;

export function QuestionnaireEditor(props: EditorProps) {
  const { t } = useTranslation();
  const editor = useEditor<Values>(def, props, 760);
  const { open, record, form } = editor;
  const published = record !== null && String(record.status ?? '') !== QUESTIONNAIRE_STATUS.unpublished;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!record) {
      form.setFieldsValue({ anonymous: true, audience: { ...EMPTY_AUDIENCE } });
      return;
    }
    const values: Values = {};
    for (const key of KEYS)
      values[key] =
        key === 'audience' ? parseAudience(record.audience) : toFormValue(field(key), record[key]);
    form.setFieldsValue(values);
  }, [open, record, form]);

  const save = async () => {
    const values = await editor.validate();
    if (!values) return;
    const body: Values = {};
    for (const key of ROWS.flat()) body[key] = toApiValue(field(key), values[key]);
    body.anonymous = Boolean(values.anonymous);
    body.audience = parseAudience(values.audience);
    // The template matters on add (its questions are copied then); afterwards the questions are the questionnaire's own.
    if (!record) body.templateId = toApiValue(field('templateId'), values.templateId);
    await editor.save(body, {
      onFieldErrors: (errors) =>
        showFieldErrors(form, errors, (key) => {
          // A message about a part of a structured field (`audience.<part>`) lands on the field.
          const head = key.split('.')[0] ?? '';
          return KEYS.includes(head) ? head : key;
        }),
      fixBelow: t('qnrWeb.editor.fixBelow'),
    });
  };

  const item = (key: string) => {
    const f = field(key);
    const label = fieldLabel(t, def, f);
    const placeholder = t(
      f.type === 'dict' || f.type === 'ref' || f.type === 'datetime'
        ? 'crud.ui.pleaseSelect'
        : 'crud.ui.pleaseEnter',
      { label },
    );
    const extra =
      key === 'anonymous'
        ? t(published ? 'qnrWeb.editor.anonymousFixed' : 'qnrWeb.editor.anonymousHelp')
        : key === 'schoolYearId'
          ? t('qnrWeb.editor.indirectHelp')
          : undefined;
    return (
      <Form.Item
        name={key}
        label={label}
        rules={fieldRules(t, f)}
        valuePropName={f.type === 'boolean' ? 'checked' : 'value'}
        extra={extra}
      >
        {key === 'anonymous' ? (
          <Switch disabled={published} data-testid="qnr-anonymous" />
        ) : (
          defaultWidget(f, placeholder, record)
        )}
      </Form.Item>
    );
  };

  return (
    <EditorDrawer editor={editor} onSave={save} formName="crud-questionnaire" testId="qnr-editor">
      <Form.Item
        name="templateId"
        label={fieldLabel(t, def, field('templateId'))}
        extra={t(record ? 'qnrWeb.editor.templateFixed' : 'qnrWeb.editor.templateHelp')}
      >
        <TemplatePicker
          record={record}
          disabled={record !== null}
          placeholder={t('qnrWeb.editor.templatePlaceholder')}
          onPicked={(template) =>
            form.setFieldsValue(fillFromTemplate(form.getFieldsValue(true) as Values, template))
          }
        />
      </Form.Item>
      {ROWS.map((pair) => (
        <Row key={pair.join()} gutter={16}>
          {pair.map((key) => (
            <Col key={key} xs={24} md={12}>
              {item(key)}
            </Col>
          ))}
        </Row>
      ))}
      <Form.Item
        name="audience"
        label={fieldLabel(t, def, field('audience'))}
        extra={t('qnrWeb.audience.help')}
      >
        <AudiencePicker />
      </Form.Item>
    </EditorDrawer>
  );
}
