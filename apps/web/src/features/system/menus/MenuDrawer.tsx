import { Button, Col, Drawer, Form, Input, InputNumber, Radio, Row, Space, Switch, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../components/MenuIcon.tsx';
import { useUnsavedForm } from '../../../components/unsaved-changes.tsx';
import { useDrawerSize } from '../../shell/drawer-size.ts';
import { type SysPermission, write } from '../api.ts';
import { quiet, useSave } from '../shared.tsx';

export type MenuDialog = { record: SysPermission | null; parentId: string | null };

type Values = Omit<SysPermission, 'id' | 'leaf' | 'children'>;

const DEFAULTS: Partial<Values> = {
  menuType: 1,
  permsType: '1',
  sortNo: 1,
  route: true,
  hidden: false,
  keepAlive: false,
  status: '1',
};

/** Only menus can hold children; buttons never do. */
function menusOnly(nodes: SysPermission[], title: (n: SysPermission) => string): object[] {
  return nodes
    .filter((n) => n.menuType !== 2)
    .map((n) => ({ value: n.id, title: title(n), children: menusOnly(n.children ?? [], title) }));
}

/**
 * A menu (first level or sub-menu) or a button: type, path, component, redirect, icon, sort,
 * route, hidden and keep-alive flags, titles in the four languages, permission code and type.
 */
export function MenuDrawer({
  dialog,
  tree,
  title,
  onClose,
  onSaved,
}: {
  dialog: MenuDialog | null;
  tree: SysPermission[];
  title: (n: SysPermission) => string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const unsaved = useUnsavedForm(form, dialog !== null);
  const close = unsaved.guard(onClose);
  const size = useDrawerSize('33%');
  const save = useSave();
  const menuType = Form.useWatch('menuType', form);
  const icon = Form.useWatch('icon', form);

  useEffect(() => {
    if (!dialog) return;
    form.resetFields();
    if (dialog.record) form.setFieldsValue(dialog.record);
    else form.setFieldsValue({ ...DEFAULTS, parentId: dialog.parentId, menuType: dialog.parentId ? 1 : 0 });
  }, [dialog, form]);

  const submit = async (values: Values) => {
    const body = { ...values, parentId: values.menuType === 0 ? null : values.parentId || null };
    const record = dialog?.record;
    const done = await save(
      () =>
        record
          ? write('PUT', '/sys/permission/edit', { body: { ...body, id: record.id } }, quiet)
          : write('POST', '/sys/permission/add', { body }, quiet),
      form,
    );
    if (done) onSaved();
  };
  const button = menuType === 2;

  return (
    <Drawer
      title={t(dialog?.record ? 'sysadmin.menus.edit' : 'sysadmin.menus.add')}
      size={size}
      open={dialog !== null}
      onClose={close}
      destroyOnHidden
      data-testid="menu-drawer"
      extra={
        <Space>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={() => form.submit()} data-testid="menu-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form {...unsaved.formProps} name="menu" form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="menuType" label={t('sysadmin.menus.type')}>
          <Radio.Group
            optionType="button"
            options={[0, 1, 2].map((v) => ({ value: v, label: t(`sysadmin.menus.types.${v}`) }))}
          />
        </Form.Item>
        {menuType !== 0 && (
          <Form.Item
            name="parentId"
            label={t('sysadmin.menus.parent')}
            rules={[{ required: true, message: t('sysadmin.menus.parentRequired') }]}
          >
            <TreeSelect showSearch treeNodeFilterProp="title" treeData={menusOnly(tree, title)} />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('sysadmin.menus.nameZh')}
          rules={[{ required: true, whitespace: true, message: t('sysadmin.menus.nameRequired') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="nameEn" label={t('sysadmin.menus.nameEn')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="nameTw" label={t('sysadmin.menus.nameTw')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="namePt" label={t('sysadmin.menus.namePt')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        {button ? (
          <>
            <Form.Item
              name="perms"
              label={t('sysadmin.menus.perms')}
              extra={t('sysadmin.menus.permsHint')}
              rules={[
                { required: true, message: t('sysadmin.menus.permsRequired') },
                { pattern: /^[A-Za-z0-9_:*,.-]*$/, message: t('crud.validation.invalid') },
              ]}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="permsType" label={t('sysadmin.menus.permsType')}>
              <Radio.Group
                options={[
                  { value: '1', label: t('sysadmin.menus.permsTypes.1') },
                  { value: '2', label: t('sysadmin.menus.permsTypes.2') },
                ]}
              />
            </Form.Item>
            <Form.Item name="status" label={t('sysadmin.common.status')}>
              <Radio.Group
                options={[
                  { value: '1', label: t('sysadmin.common.enabled') },
                  { value: '0', label: t('sysadmin.common.disabled') },
                ]}
              />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item
              name="url"
              label={t('sysadmin.menus.path')}
              rules={[{ required: true, message: t('sysadmin.menus.pathRequired') }]}
            >
              <Input maxLength={300} placeholder="/system/example" />
            </Form.Item>
            <Form.Item
              name="component"
              label={t('sysadmin.menus.component')}
              extra={t('sysadmin.menus.componentHint')}
            >
              <Input maxLength={300} />
            </Form.Item>
            <Form.Item name="redirect" label={t('sysadmin.menus.redirect')}>
              <Input maxLength={300} />
            </Form.Item>
            <Form.Item name="icon" label={t('sysadmin.menus.icon')}>
              <Input
                maxLength={100}
                placeholder="SettingOutlined"
                suffix={icon ? <MenuIcon name={icon} /> : null}
              />
            </Form.Item>
            <Row gutter={12}>
              {(['route', 'hidden', 'keepAlive'] as const).map((flag) => (
                <Col span={8} key={flag}>
                  <Form.Item name={flag} label={t(`sysadmin.menus.${flag}`)} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </>
        )}
        <Form.Item name="sortNo" label={t('sysadmin.menus.sort')}>
          <InputNumber min={0} max={100000} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
