import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Radio, Select, Space, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { roleLabel } from '../../../app/session.tsx';
import { useUnsavedForm } from '../../../components/unsaved-changes.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { useDrawerSize } from '../../shell/drawer-size.ts';
import { type SysUser, sysApi, write } from '../api.ts';
import { quiet, useSave } from '../shared.tsx';

interface Values {
  username: string;
  realname: string;
  password?: string;
  confirmpassword?: string;
  selectedroles: string[];
  departId?: string | null;
  workNo?: string;
  post?: string;
  sex?: number | null;
  phone?: string;
  email?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^1\d{10}$/;

/** Add or edit an account: roles, department, contact details (checked for uniqueness as typed). */
export function UserDrawer({
  user,
  open,
  onClose,
  onSaved,
}: {
  user: SysUser | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const unsaved = useUnsavedForm(form, open);
  const close = unsaved.guard(onClose);
  const size = useDrawerSize('33%');
  const save = useSave();
  const roles = useQuery({ queryKey: ['sys', 'roles'], queryFn: sysApi.roles, enabled: open });
  const departs = useQuery({ queryKey: ['sys', 'departTree'], queryFn: sysApi.departTree, enabled: open });
  const locale = currentLocale();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (user)
      form.setFieldsValue({
        username: user.username,
        realname: user.realname,
        selectedroles: user.roleIds,
        departId: user.departId,
        workNo: user.workNo ?? '',
        post: user.post ?? '',
        sex: user.sex,
        phone: user.phone ?? '',
        email: user.email ?? '',
      });
  }, [open, user, form]);

  // checkOnlyUser answers 409 when the value belongs to someone else.
  const unique = (field: 'username' | 'phone' | 'email') => ({
    validator: async (_: unknown, value: string | undefined) => {
      if (!value) return;
      await api.get('/sys/user/checkOnlyUser', { [field]: value, id: user?.id }, quiet).catch((e: Error) => {
        throw new Error(e.message);
      });
    },
  });

  const submit = async (values: Values) => {
    const body = { ...values, departId: values.departId || null, sex: values.sex ?? null };
    const saved = await save(
      () =>
        user
          ? write('PUT', '/sys/user/edit', { body: { ...body, id: user.id, status: user.status } }, quiet)
          : write('POST', '/sys/user/add', { body }, quiet),
      form,
      'password',
    );
    if (saved) onSaved();
  };

  return (
    <Drawer
      title={t(user ? 'sysadmin.users.edit' : 'sysadmin.users.add')}
      size={size}
      open={open}
      onClose={close}
      destroyOnHidden
      data-testid="user-drawer"
      extra={
        <Space>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={() => form.submit()} data-testid="user-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form
        {...unsaved.formProps}
        name="user"
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ selectedroles: [] }}
      >
        <Form.Item
          name="username"
          label={t('sysadmin.users.username')}
          validateTrigger="onBlur"
          rules={[
            { required: true, message: t('sysadmin.users.usernameRequired') },
            { pattern: /^[A-Za-z0-9_.@-]{2,50}$/, message: t('system.user.usernameFormat') },
            unique('username'),
          ]}
        >
          <Input disabled={Boolean(user)} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="realname"
          label={t('sysadmin.users.realname')}
          rules={[{ required: true, whitespace: true, message: t('sysadmin.users.realnameRequired') }]}
        >
          <Input />
        </Form.Item>
        {!user && (
          <>
            <Form.Item
              name="password"
              label={t('sysadmin.users.password')}
              extra={t('sysadmin.users.passwordHint')}
              rules={[{ required: true, message: t('sysadmin.users.passwordRequired') }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirmpassword"
              label={t('sysadmin.users.confirmPassword')}
              dependencies={['password']}
              rules={[
                { required: true, message: t('sysadmin.users.confirmRequired') },
                ({ getFieldValue }) => ({
                  validator: async (_, v) => {
                    if (v && v !== getFieldValue('password'))
                      throw new Error(t('system.user.passwordMismatch'));
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="selectedroles"
          label={t('sysadmin.users.roles')}
          rules={[{ required: true, message: t('sysadmin.users.rolesRequired') }]}
        >
          <Select
            mode="multiple"
            loading={roles.isPending}
            data-testid="user-roles"
            optionFilterProp="label"
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: roleLabel(r, locale) }))}
          />
        </Form.Item>
        <Form.Item name="departId" label={t('sysadmin.users.depart')}>
          <TreeSelect
            allowClear
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            loading={departs.isPending}
            treeData={departs.data ?? []}
            data-testid="user-depart"
          />
        </Form.Item>
        <Form.Item name="sex" label={t('sysadmin.users.sex')}>
          <Radio.Group
            options={[
              { value: 1, label: t('sysadmin.users.male') },
              { value: 2, label: t('sysadmin.users.female') },
            ]}
          />
        </Form.Item>
        <Form.Item name="workNo" label={t('sysadmin.users.workNo')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="post" label={t('sysadmin.users.post')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('sysadmin.users.phone')}
          validateTrigger="onBlur"
          rules={[{ pattern: PHONE, message: t('system.user.phoneFormat') }, unique('phone')]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('sysadmin.users.email')}
          validateTrigger="onBlur"
          rules={[{ pattern: EMAIL, message: t('system.user.emailFormat') }, unique('email')]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
