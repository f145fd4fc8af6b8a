import { ROLE_NAMES, type RoleCode } from '@accredit/shared';
import {
  Alert,
  App,
  type ButtonProps,
  Checkbox,
  Divider,
  Form,
  Modal,
  Radio,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';
import { validFields } from '../../components/valid-fields.ts';
import { currentLocale } from '../../i18n/index.ts';
import { type FolderAccess, folders, readAccess, useFolderRecord } from './api.ts';
import type { FolderItem } from './model.ts';
import { RefPicker } from './RefPicker.tsx';

/**
 * Who may see a folder and who may upload into it (files/acl.ts, enforced by the server on every
 * call, downloads included): open to everyone who uses file sharing, or only to the roles,
 * departments and named people listed (the folder's creator and administrators always keep it);
 * the same for uploads; and whether experts may see it and students upload into it. The rules
 * hold for the folder's subfolders too.
 */
interface Values extends FolderAccess {
  expertVisible: boolean;
  studentUpload: boolean;
}

/** Roles a folder may name: every fixed role (students have none; their switch is below). */
function roleOptions() {
  const locale = currentLocale();
  return (Object.keys(ROLE_NAMES) as RoleCode[]).map((code) => ({
    value: code,
    label: ROLE_NAMES[code][locale],
  }));
}

function WhoLists({ prefix }: { prefix: '' | 'upload' }) {
  const { t } = useTranslation();
  const { has } = useSession();
  const name = (part: 'roles' | 'departs' | 'users') =>
    prefix ? `upload${part[0].toUpperCase()}${part.slice(1)}` : part;
  const test = (part: string) => `perm-${prefix || 'see'}-${part}`;
  return (
    <div className="files-perm-lists">
      <Form.Item name={name('roles')} label={t('fileWeb.perm.roles')}>
        <Select
          mode="multiple"
          allowClear
          options={roleOptions()}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('fileWeb.perm.pickRoles')}
          data-testid={test('roles')}
        />
      </Form.Item>
      <Form.Item name={name('departs')} label={t('fileWeb.perm.departs')}>
        <RefPicker
          refName="department"
          placeholder={t('fileWeb.perm.pickDeparts')}
          testId={test('departs')}
        />
      </Form.Item>
      <Form.Item
        name={name('users')}
        label={t('fileWeb.perm.users')}
        extra={has('user:query') ? undefined : t('fileWeb.perm.typeUsernames')}
      >
        {has('user:query') ? (
          <RefPicker refName="user" placeholder={t('fileWeb.perm.pickUsers')} testId={test('users')} />
        ) : (
          <Select mode="tags" placeholder={t('fileWeb.perm.pickUsers')} data-testid={test('users')} />
        )}
      </Form.Item>
    </div>
  );
}

export function PermissionsDialog({
  folder,
  onClose,
  onSaved,
}: {
  folder: FolderItem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const record = useFolderRecord(folder.id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const restricted = Form.useWatch('restricted', form);
  const uploadRestricted = Form.useWatch('uploadRestricted', form);

  useEffect(() => {
    if (!record.data) return;
    form.setFieldsValue({
      ...readAccess(record.data.access),
      expertVisible: record.data.expertVisible === true,
      studentUpload: record.data.studentUpload === true,
    });
  }, [record.data, form]);

  const save = async () => {
    const v = await validFields(form);
    const all = { ...readAccess(record.data?.access), ...form.getFieldsValue(true) } as Values;
    const access: FolderAccess = {
      restricted: all.restricted,
      roles: all.roles ?? [],
      departs: all.departs ?? [],
      users: all.users ?? [],
      uploadRestricted: all.uploadRestricted,
      uploadRoles: all.uploadRoles ?? [],
      uploadDeparts: all.uploadDeparts ?? [],
      uploadUsers: all.uploadUsers ?? [],
    };
    setBusy(true);
    setError(null);
    try {
      await folders.edit({
        id: folder.id,
        access,
        expertVisible: Boolean(v.expertVisible),
        studentUpload: Boolean(v.studentUpload),
      });
      message.success(t('fileWeb.perm.saved'));
      onSaved();
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? Object.values(e.fields)[0] || e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={640}
      title={t('fileWeb.perm.title', { name: folder.name })}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('common.save')}
      okButtonProps={{ disabled: !record.data, 'data-testid': 'perm-save' } as ButtonProps}
      confirmLoading={busy}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'perm-dialog' }}
    >
      {record.isPending ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" className="files-perm" preserve>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
          <Typography.Title level={5}>{t('fileWeb.perm.see')}</Typography.Title>
          <Form.Item name="restricted" noStyle>
            <Radio.Group
              className="files-perm-choice"
              data-testid="perm-restricted"
              options={[
                { value: false, label: t('fileWeb.perm.seeOpen') },
                { value: true, label: t('fileWeb.perm.seeRestricted') },
              ]}
            />
          </Form.Item>
          {restricted && <WhoLists prefix="" />}
          <Divider />
          <Typography.Title level={5}>{t('fileWeb.perm.upload')}</Typography.Title>
          <Form.Item name="uploadRestricted" noStyle>
            <Radio.Group
              className="files-perm-choice"
              data-testid="perm-upload-restricted"
              options={[
                { value: false, label: t('fileWeb.perm.uploadOpen') },
                { value: true, label: t('fileWeb.perm.uploadRestricted') },
              ]}
            />
          </Form.Item>
          {uploadRestricted && <WhoLists prefix="upload" />}
          <Divider />
          <Form.Item name="expertVisible" valuePropName="checked" extra={t('fileWeb.perm.expertHelp')}>
            <Checkbox data-testid="perm-expert">{t('fileWeb.perm.expertVisible')}</Checkbox>
          </Form.Item>
          <Form.Item name="studentUpload" valuePropName="checked" extra={t('fileWeb.perm.studentHelp')}>
            <Checkbox data-testid="perm-student">{t('fileWeb.perm.studentUpload')}</Checkbox>
          </Form.Item>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('fileWeb.perm.note')}
          </Typography.Paragraph>
        </Form>
      )}
    </Modal>
  );
}
