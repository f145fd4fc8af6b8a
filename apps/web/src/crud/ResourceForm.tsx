import type { FieldDef, ResourceDef } from '@accredit/shared';
import { Form, Tabs } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Attachment, AttachmentsField } from './AttachmentsField.tsx';
import type { CustomFieldInfo, ResourceRecord } from './api.ts';
import { BilingualDraft, bilingualTwin } from './bilingual.tsx';
import { EditorDrawer, type EditorProps, showFieldErrors, useEditor } from './EditorDrawer.tsx';
import {
  customRules,
  customWidget,
  defaultWidget,
  type FieldWidget,
  fieldLabel,
  fieldRules,
  formFields,
  titleOf,
  toApiValue,
  toFormValue,
} from './fields.tsx';

/**
 * The add/edit form of a resource in a drawer, built from its definition and its custom fields.
 * A domain screen replaces one field's widget (`widgets`) or adds a tab (`tabs`) without copying
 * the rest. Server answers with per-field messages land on the fields they name.
 */
export interface FormTab {
  key: string;
  label: string;
  render: (record: ResourceRecord | null) => ReactNode;
}

/**
 * The widget of a field that another field's widget sets (a picked list entry's id behind the
 * name box that picks it): the field stays in the form and is sent, but has no row of its own.
 */
export const carriedField: FieldWidget = () => null;

export interface ResourceFormProps extends EditorProps {
  def: ResourceDef;
  customFields: CustomFieldInfo[];
  widgets?: Partial<Record<string, FieldWidget>>;
  tabs?: FormTab[];
  /** Fields not shown in the form (e.g. set by a hook or a parent screen). */
  hidden?: readonly string[];
}

type FormValues = Record<string, unknown> & { customFields?: Record<string, unknown> };

export function ResourceForm({ def, customFields, widgets, tabs, hidden, ...props }: ResourceFormProps) {
  const { t } = useTranslation();
  const editor = useEditor<FormValues>(def, props, '33%');
  const { open, record, form } = editor;
  const fields = formFields(def, hidden);
  // The definition's attachment kinds get an upload each, unless a screen brings its own field.
  const ownAttachments = def.fields.some((f) => f.key === 'attachments');
  const kinds = ownAttachments ? [] : (def.attachments ?? []);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!record) return;
    const values: FormValues = { customFields: {} };
    for (const f of formFields(def)) values[f.key] = toFormValue(f, record[f.key]);
    for (const c of customFields)
      (values.customFields as Record<string, unknown>)[c.id] = toFormValue(
        { type: c.fieldType === 'date' ? 'date' : 'text' },
        record.customFields?.[c.id],
      );
    form.setFieldsValue(values);
  }, [open, record, def, customFields, form]);

  const submit = async () => {
    const values = await editor.validate();
    if (!values) return;
    const body: Record<string, unknown> = {};
    for (const f of fields) if (f.key !== 'attachments') body[f.key] = toApiValue(f, values[f.key]);
    if (def.customFields) {
      const custom: Record<string, unknown> = {};
      for (const c of customFields)
        custom[c.id] = toApiValue(
          { type: c.fieldType === 'date' ? 'date' : 'text' },
          values.customFields?.[c.id],
        );
      body.customFields = custom;
    }
    // The files go only once the record's stored ones have arrived (AttachmentsField leaves each
    // list unset until then): the server replaces the record's whole set with the list sent, and
    // keeps the stored files when none is sent (a null it refused).
    const lists = ownAttachments
      ? [values.attachments]
      : kinds.map((k) => (values.attachments as Record<string, unknown> | undefined)?.[k.kind]);
    if (lists.length > 0 && lists.every(Array.isArray)) body.attachments = (lists as Attachment[][]).flat();
    await editor.save(body, {
      onFieldErrors: (errors) =>
        showFieldErrors(form, errors, (key) =>
          // Attachment problems (`attachments.<kind>`) land on an attachments field when the form has one.
          key.startsWith('customFields.')
            ? ['customFields', key.slice(13)]
            : key.startsWith('attachments.')
              ? kinds.length
                ? ['attachments', key.slice(12)]
                : 'attachments'
              : key,
        ),
    });
  };

  const item = (f: FieldDef) => {
    const label = fieldLabel(t, def, f);
    const Widget = widgets?.[f.key];
    const pair = bilingualTwin(def, f);
    const placeholder = t(
      f.type === 'dict' || f.type === 'ref' || f.type === 'date'
        ? 'crud.ui.pleaseSelect'
        : 'crud.ui.pleaseEnter',
      { label },
    );
    return (
      <Form.Item
        key={f.key}
        name={f.key}
        label={label}
        rules={fieldRules(t, f)}
        valuePropName={f.type === 'boolean' ? 'checked' : 'value'}
        extra={pair ? <BilingualDraft field={f.key} {...pair} /> : undefined}
        hidden={Widget === carriedField}
      >
        {Widget ? (
          <WidgetSlot widget={Widget} field={f} record={record} />
        ) : (
          defaultWidget(f, placeholder, record)
        )}
      </Form.Item>
    );
  };

  const main = (
    <>
      {fields.map(item)}
      {customFields.map((c) => (
        <Form.Item key={c.id} name={['customFields', c.id]} label={c.label} rules={customRules(t, c)}>
          {customWidget(c)}
        </Form.Item>
      ))}
      {kinds.map((k) => (
        <Form.Item
          key={`attachments-${k.kind}`}
          name={['attachments', k.kind]}
          label={t(`crud.attachmentKind.${k.kind}`, { defaultValue: t('crud.ui.attachments') })}
          rules={k.required ? [{ required: true, message: t('crud.validation.attachmentRequired') }] : []}
        >
          <AttachmentsField resource={def.name} recordId={record ? String(record.id) : null} kind={k} />
        </Form.Item>
      ))}
    </>
  );

  return (
    <EditorDrawer editor={editor} onSave={submit} formName={`crud-${def.name}`}>
      {tabs?.length ? (
        <Tabs
          items={[
            { key: 'main', label: titleOf(t, def), children: main },
            ...tabs.map((tab) => ({ key: tab.key, label: tab.label, children: tab.render(record) })),
          ]}
        />
      ) : (
        main
      )}
    </EditorDrawer>
  );
}

/** Passes Form.Item's value, onChange and control id through to a replacement widget. */
function WidgetSlot({
  widget: Widget,
  field,
  record,
  value,
  onChange,
  id,
}: {
  widget: FieldWidget;
  field: FieldDef;
  record: ResourceRecord | null;
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
}) {
  return <>{Widget({ field, value, onChange, record, id })}</>;
}
