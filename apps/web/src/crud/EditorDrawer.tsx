import type { ResourceDef } from '@accredit/shared';
import { App, Badge, Button, Drawer, Form, type FormInstance, Space, Tabs } from 'antd';
import type { NamePath } from 'antd/es/form/interface.js';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { type UnsavedChanges, useUnsavedForm } from '../components/unsaved-changes.tsx';
import { useDrawerSize } from '../features/shell/drawer-size.ts';
import { type ResourceRecord, resourceApi } from './api.ts';
import { titleOf } from './fields.tsx';

/**
 * What every add/edit drawer of a resource shares, the generic form as much as a screen's own
 * editor (questionnaire, questionnaire template, syllabus): the drawer with Cancel and Save, the
 * question before unsaved work is thrown away, and the save itself (add or edit, the notice, the
 * server's per-field messages handed back to be put where the person will see them). A screen
 * brings only its fields, its body and how it reads those messages.
 */

/** What ResourcePage hands a resource's add/edit drawer. */
export interface EditorProps {
  open: boolean;
  /** The record to edit; null to add. */
  record: ResourceRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The server's messages by the field (or dotted path) they are about. */
export type FieldErrors = Record<string, string>;

export interface SaveOptions {
  /** The server refused with messages per field: place them (on the form, a tab, a part). */
  onFieldErrors: (fields: FieldErrors) => void;
  /** Said as an error notice once the field messages are placed ("fix what is marked below"). */
  fixBelow?: string;
  /** What follows a save in place of `onSaved` (the syllabus goes on to resubmit). */
  afterSave?: () => void;
}

export interface Editor<V> extends EditorProps {
  def: ResourceDef;
  form: FormInstance<V>;
  unsaved: UnsavedChanges;
  /** Closes, asking first when the form holds unsaved changes. */
  close: () => void;
  saving: boolean;
  size: string | number;
  /** The form's values once its own rules pass; null (after `onInvalid`) while they do not. */
  validate: (onInvalid?: () => void) => Promise<V | null>;
  /** Adds the record (or edits the one open) with `body` as the server takes it. */
  save: (body: Record<string, unknown>, options: SaveOptions) => Promise<void>;
}

export function useEditor<V extends object = Record<string, unknown>>(
  def: ResourceDef,
  props: EditorProps,
  preferredSize: Parameters<typeof useDrawerSize>[0],
): Editor<V> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const size = useDrawerSize(preferredSize);
  const [form] = Form.useForm<V>();
  const unsaved = useUnsavedForm(form, props.open);
  const close = unsaved.guard(props.onClose);
  const [saving, setSaving] = useState(false);
  const { record, onSaved } = props;

  const validate = async (onInvalid?: () => void) => {
    try {
      return await form.validateFields();
    } catch {
      // The form marks what is wrong; the editor may also show where (the tab holding it).
      onInvalid?.();
      return null;
    }
  };

  const save = async (body: Record<string, unknown>, options: SaveOptions) => {
    setSaving(true);
    try {
      const api = resourceApi(def.name);
      if (record) await api.edit({ ...body, id: record.id });
      else await api.add(body);
      message.success(t(record ? 'crud.messages.edited' : 'crud.messages.added'));
      unsaved.settle();
      (options.afterSave ?? onSaved)();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length > 0) {
        options.onFieldErrors(e.fields);
        if (options.fixBelow) message.error(options.fixBelow);
      } else message.error(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setSaving(false);
    }
  };

  return { ...props, def, form, unsaved, close, saving, size, validate, save };
}

/** Puts the server's messages on the form's fields; `name` maps a message's key to the field. */
export function showFieldErrors(
  form: FormInstance,
  fields: FieldErrors,
  name: (key: string) => NamePath = (key) => key,
): void {
  form.setFields(Object.entries(fields).map(([key, error]) => ({ name: name(key), errors: [error] })));
}

export interface EditorDrawerProps<V> {
  editor: Editor<V>;
  onSave: () => void;
  /** Defaults to "Add · <resource>" or "Edit · <resource>". */
  title?: ReactNode;
  /** The buttons' test ids; the generic form's by default. */
  testIds?: { cancel: string; save: string };
  /** Defaults to Save. */
  saveLabel?: string;
  /** Let the buttons wrap on a narrow drawer. */
  wrapActions?: boolean;
  /** The antd form's name (its fields' element ids start with it). */
  formName: string;
  /** The test id of the block holding the form. */
  testId?: string;
  /** Shown above the form (a reviewer's reason). */
  before?: ReactNode;
  /** Shown below the form (a dialog it opens). */
  after?: ReactNode;
  children: ReactNode;
}

export function EditorDrawer<V>({
  editor,
  onSave,
  title,
  testIds = { cancel: 'crud-form-cancel', save: 'crud-form-save' },
  saveLabel,
  wrapActions,
  formName,
  testId,
  before,
  after,
  children,
}: EditorDrawerProps<V>) {
  const { t } = useTranslation();
  const { open, close, size, saving, record, def, form, unsaved } = editor;
  return (
    <Drawer
      open={open}
      onClose={close}
      size={size}
      destroyOnHidden
      title={title ?? `${t(record ? 'crud.ui.edit' : 'crud.ui.add')} · ${titleOf(t, def)}`}
      extra={
        <Space wrap={wrapActions}>
          <Button onClick={close} data-testid={testIds.cancel}>
            {t('crud.ui.cancel')}
          </Button>
          <Button type="primary" loading={saving} onClick={onSave} data-testid={testIds.save}>
            {saveLabel ?? t('crud.ui.save')}
          </Button>
        </Space>
      }
    >
      {before}
      <div {...unsaved.touchProps} data-testid={testId}>
        <Form form={form} layout="vertical" name={formName} onValuesChange={unsaved.check}>
          {children}
        </Form>
      </div>
      {after}
    </Drawer>
  );
}

export interface EditorTab {
  key: string;
  label: string;
  /** A dot on the tab: something on it is to be fixed. */
  flagged?: boolean;
  children: ReactNode;
}

/**
 * An editor's tabs. All are rendered from the start, so that a field on a tab not opened yet is
 * still checked and sent with the rest.
 */
export function EditorTabs({
  activeKey,
  onChange,
  items,
}: {
  activeKey: string;
  onChange: (key: string) => void;
  items: EditorTab[];
}) {
  return (
    <Tabs
      activeKey={activeKey}
      onChange={onChange}
      items={items.map((tab) => ({
        key: tab.key,
        label: (
          <Badge dot={tab.flagged} offset={[6, 0]}>
            {tab.label}
          </Badge>
        ),
        forceRender: true,
        children: tab.children,
      }))}
    />
  );
}
