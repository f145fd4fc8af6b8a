import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { useUnsavedForm } from '../../../components/unsaved-changes.tsx';
import { i18n } from '../../../i18n/index.ts';
import { type SysRole, write } from '../api.ts';
import { quiet, useSave } from '../shared.tsx';

export type RoleDialog = { mode: 'add' } | { mode: 'edit'; role: SysRole } | { mode: 'copy'; role: SysRole };

const BUILT_IN = /^[1-7]$/;

const NAME_LOCALES = {
  roleName: 'zh-CN',
  roleNameEn: 'en-US',
  roleNameTw: 'zh-TW',
  roleNamePt: 'pt-BR',
} as const;

function copyNames(role: SysRole): Partial<SysRole> {
  const out: Partial<SysRole> = {};
  for (const [field, locale] of Object.entries(NAME_LOCALES) as [keyof typeof NAME_LOCALES, string][]) {
    const name = role[field] || (field === 'roleNameEn' ? role.roleCode : '');
    if (name) out[field] = `${name} ${i18n.getFixedT(locale)('sysadmin.roles.copySuffix')}`;
  }
  return out;
}

/**
 * Add, edit or copy a role. The code is checked as it is typed (checkRoleCode answers 409 when
 * taken); codes 1-7 are the built-in roles and keep their code. Copying takes the permissions
 * and data rules of the source role.
 */
export function RoleModal({
  dialog,
  onClose,
  onSaved,
}: {
  dialog: RoleDialog | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Omit<SysRole, 'id' | 'createTime'>>();
  const unsaved = useUnsavedForm(form, dialog !== null);
  const close = unsaved.guard(onClose);
  const save = useSave();
  const editing = dialog?.mode === 'edit' ? dialog.role : null;

  useEffect(() => {
    if (!dialog) return;
    form.resetFields();
    if (dialog.mode === 'edit') form.setFieldsValue(dialog.role);
    if (dialog.mode === 'copy')
      form.setFieldsValue({
        ...dialog.role,
        roleCode: '',
        // Each name gets the suffix in its own language, so the copy never passes for the original.
        ...copyNames(dialog.role),
      });
  }, [dialog, form]);

  const submit = async () => {
    if (!dialog) return;
    const values = await form.validateFields();
    const run =
      dialog.mode === 'add'
        ? () => write('POST', '/sys/role/add', { body: values }, quiet)
        : dialog.mode === 'edit'
          ? () => write('PUT', '/sys/role/edit', { body: { ...values, id: dialog.role.id } }, quiet)
          : () => write('POST', '/sys/role/copyRole', { body: { ...values, id: dialog.role.id } }, quiet);
    if (await save(run, form)) onSaved();
  };

  const title =
    dialog?.mode === 'copy'
      ? t('sysadmin.roles.copyOf', { name: dialog.role.roleName })
      : t(dialog?.mode === 'edit' ? 'sysadmin.roles.edit' : 'sysadmin.roles.add');

  return (
    <Modal
      title={title}
      open={dialog !== null}
      onCancel={close}
      onOk={submit}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      data-testid="role-modal"
    >
      <Form {...unsaved.formProps} name="role" form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="roleCode"
          label={t('sysadmin.roles.code')}
          validateTrigger="onBlur"
          rules={[
            { required: true, message: t('sysadmin.roles.codeRequired') },
            { pattern: /^[A-Za-z0-9_-]{1,50}$/, message: t('sysadmin.roles.codeFormat') },
            {
              validator: async (_, value: string | undefined) => {
                if (!value || value === editing?.roleCode) return;
                await api
                  .get('/sys/role/checkRoleCode', { roleCode: value, id: editing?.id }, quiet)
                  .catch((e: Error) => {
                    throw new Error(e.message);
                  });
              },
            },
          ]}
        >
          <Input disabled={Boolean(editing && BUILT_IN.test(editing.roleCode))} data-testid="role-code" />
        </Form.Item>
        <Form.Item
          name="roleName"
          label={t('sysadmin.roles.nameZh')}
          rules={[{ required: true, whitespace: true, message: t('sysadmin.roles.nameRequired') }]}
        >
          <Input maxLength={100} data-testid="role-name" />
        </Form.Item>
        <Form.Item name="roleNameEn" label={t('sysadmin.roles.nameEn')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="roleNameTw" label={t('sysadmin.roles.nameTw')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="roleNamePt" label={t('sysadmin.roles.namePt')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label={t('sysadmin.common.description')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
