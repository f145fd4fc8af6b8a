import { type FieldDef, QUESTIONNAIRE_STATUS, RESOURCE } from '@accredit/shared';
import { App, Button, Col, Drawer, Form, Row, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { useUnsavedForm } from '../../../components/unsaved-changes.tsx';
import { type ResourceRecord, resourceApi } from '../../../crud/api.ts';
import {
  defaultWidget,
  fieldLabel,
  fieldRules,
  titleOf,
  toApiValue,
  toFormValue,
} from '../../../crud/fields.tsx';
import { useDrawerSize } from '../../shell/drawer-size.ts';
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

export function QuestionnaireEditor({
  open,
  record,
  onClose,
  onSaved,
}: {
  open: boolean;
  record: ResourceRecord | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const size = useDrawerSize(760);
  const [form] = Form.useForm<Values>();
  const unsaved = useUnsavedForm(form, open);
  const close = unsaved.guard(onClose);
  const [saving, setSaving] = useState(false);
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
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body: Values = {};
    for (const key of ROWS.flat()) body[key] = toApiValue(field(key), values[key]);
    body.anonymous = Boolean(values.anonymous);
    body.audience = parseAudience(values.audience);
    // The template matters on add (its questions are copied then); afterwards the questions are the questionnaire's own.
    if (!record) body.templateId = toApiValue(field('templateId'), values.templateId);
    setSaving(true);
    try {
      const api = resourceApi(def.name);
      if (record) await api.edit({ ...body, id: record.id });
      else await api.add(body);
      message.success(t(record ? 'crud.messages.edited' : 'crud.messages.added'));
      unsaved.settle();
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length > 0) {
        form.setFields(
          Object.entries(e.fields).map(([key, error]) => ({
            name: KEYS.includes(key.split('.')[0] ?? '') ? (key.split('.')[0] as string) : key,
            errors: [error],
          })),
        );
        message.error(t('qnrWeb.editor.fixBelow'));
      } else message.error(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setSaving(false);
    }
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
    <Drawer
      open={open}
      onClose={close}
      size={size}
      destroyOnHidden
      title={`${t(record ? 'crud.ui.edit' : 'crud.ui.add')} · ${titleOf(t, def)}`}
      extra={
        <Space>
          <Button onClick={close} data-testid="crud-form-cancel">
            {t('crud.ui.cancel')}
          </Button>
          <Button type="primary" loading={saving} onClick={save} data-testid="crud-form-save">
            {t('crud.ui.save')}
          </Button>
        </Space>
      }
    >
      <div {...unsaved.touchProps} data-testid="qnr-editor">
        <Form form={form} layout="vertical" name="crud-questionnaire" onValuesChange={unsaved.check}>
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
        </Form>
      </div>
    </Drawer>
  );
}
