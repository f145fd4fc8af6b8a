import type { ResourceDef } from '@accredit/shared';
import { Alert, Form } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorDrawer, showFieldErrors, useEditor } from '../../../crud/EditorDrawer.tsx';
import {
  defaultWidget,
  fieldLabel,
  fieldRules,
  formFields,
  toApiValue,
  toFormValue,
} from '../../../crud/fields.tsx';
import type { StatementVersion } from './api.ts';

/**
 * The form of one statement version, on the engine's editor (drawer, unsaved-changes question,
 * add or edit, per-field server messages) with the definition's own widgets: the rich-text
 * editor for both texts. Revising opens it as an add prefilled from the version in force (an
 * approved version cannot be changed): the texts and who adopts it are carried over, the
 * effective date and the note on what changed are the reviser's to give.
 */
export interface StatementEditorProps {
  def: ResourceDef;
  open: boolean;
  /** The pending or rejected version to edit; null to add. */
  record: StatementVersion | null;
  /** On add: the version the new one starts from. */
  prefill: StatementVersion | null;
  onClose: () => void;
  onSaved: () => void;
}

const CARRIED = ['contentZh', 'contentEn', 'approvedBy'] as const;

export function StatementEditor({ def, open, record, prefill, onClose, onSaved }: StatementEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor<Record<string, unknown>>(def, { open, record, onClose, onSaved }, 760);
  const { form } = editor;
  const fields = useMemo(() => formFields(def), [def]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const source = record ?? prefill;
    if (!source) return;
    const values: Record<string, unknown> = {};
    for (const f of fields)
      if (record || (CARRIED as readonly string[]).includes(f.key))
        values[f.key] = toFormValue(f, source[f.key]);
    form.setFieldsValue(values);
  }, [open, record, prefill, fields, form]);

  const submit = async () => {
    const values = await editor.validate();
    if (!values) return;
    const body: Record<string, unknown> = {};
    for (const f of fields) body[f.key] = toApiValue(f, values[f.key]);
    await editor.save(body, { onFieldErrors: (errors) => showFieldErrors(form, errors) });
  };

  const revising = !record && prefill !== null;
  const title = t(
    record
      ? 'statement.editor.editTitle'
      : revising
        ? 'statement.editor.reviseTitle'
        : 'statement.editor.addTitle',
    {
      date: record?.effectiveDate ?? '',
    },
  );
  return (
    <EditorDrawer
      editor={editor}
      onSave={submit}
      title={title}
      formName={`statement-${def.name}`}
      testId="statement-editor"
      testIds={{ cancel: 'statement-editor-cancel', save: 'statement-editor-save' }}
      before={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(revising ? 'statement.editor.reviseHelp' : 'statement.editor.help', {
            date: prefill?.effectiveDate ?? '',
          })}
        />
      }
    >
      {fields.map((f) => {
        const label = fieldLabel(t, def, f);
        const placeholder = t(f.type === 'date' ? 'crud.ui.pleaseSelect' : 'crud.ui.pleaseEnter', { label });
        return (
          <Form.Item key={f.key} name={f.key} label={label} rules={fieldRules(t, f)}>
            {defaultWidget(f, placeholder, record)}
          </Form.Item>
        );
      })}
    </EditorDrawer>
  );
}
