import { CopyOutlined, LoadingOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Col,
  DatePicker,
  Drawer,
  Form,
  Input,
  Row,
  Skeleton,
  Typography,
  Upload,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYS, storage } from '../../api/storage.ts';
import { roleLabel, type UserInfo, useSession } from '../../app/session.tsx';
import { copyText } from '../../components/clipboard.ts';
import { useImageUrl } from '../../components/files.ts';
import { useUnsavedForm } from '../../components/unsaved-changes.tsx';
import { useSubmitGuard } from '../../components/useSubmitGuard.ts';
import { currentLocale } from '../../i18n/index.ts';
import { useDrawerSize } from '../shell/drawer-size.ts';
import { fetchAccount, fetchPerson, saveAccount, uploadAvatar } from './account-api.ts';
import { PersonForm } from './PersonForm.tsx';
import { avatarProblem, checkContact, emailOk, phoneOk } from './profile-validation.ts';

interface AccountValues {
  realname: string;
  email?: string;
  phone?: string;
  birthday?: Dayjs | null;
}

/** Account information (spec 000 section 2): profile, avatar, and the student or teacher record. */
export default function AccountInfoDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const size = useDrawerSize('90%');
  // The person record's form asks before the drawer closes over unsaved changes.
  const [personForm] = Form.useForm();
  const unsaved = useUnsavedForm(personForm, true);
  const userId = session.user?.id ?? '';
  const account = useQuery({
    queryKey: ['account', userId],
    queryFn: () => fetchAccount(userId, session.user),
    enabled: Boolean(userId),
  });
  const person = useQuery({
    queryKey: ['account', 'person', userId],
    queryFn: () => fetchPerson(userId),
    enabled: Boolean(userId),
  });
  return (
    <Drawer
      title={t('shell.account.info')}
      size={size}
      open
      onClose={unsaved.guard(onClose)}
      data-testid="account-drawer"
    >
      {account.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <AvatarCard
              user={account.data ?? session.user}
              role={roleLabel(session.currentRole, currentLocale())}
            />
          </Col>
          <Col xs={24} lg={16}>
            <ProfileCard user={account.data ?? session.user} />
            <Card title={t('shell.profile.recordTitle')} style={{ marginTop: 16 }}>
              {person.isPending ? (
                <Skeleton active />
              ) : person.data?.kind && person.data.record ? (
                <PersonForm
                  kind={person.data.kind}
                  record={person.data.record}
                  form={personForm}
                  unsaved={unsaved}
                />
              ) : (
                <Alert
                  type="warning"
                  showIcon
                  title={t('shell.profile.noRecord')}
                  data-testid="no-person-alert"
                />
              )}
            </Card>
          </Col>
        </Row>
      )}
    </Drawer>
  );
}

function AvatarCard({ user, role }: { user: UserInfo | null | undefined; role: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [avatar, setAvatar] = useState(user?.avatar ?? null);
  const [busy, setBusy] = useState(false);
  const avatarSrc = useImageUrl(avatar);
  const upload = async (file: File) => {
    const problem = avatarProblem(file);
    if (problem) {
      void message.error(t(`shell.profile.avatar.${problem}`));
      return;
    }
    setBusy(true);
    try {
      const url = await uploadAvatar(file);
      await saveAccount({ id: user?.id ?? '', realname: user?.realname ?? '', avatar: url });
      setAvatar(url);
      const stored = storage.get<UserInfo>(KEYS.userInfo);
      if (stored) storage.set(KEYS.userInfo, { ...stored, avatar: url });
      void message.success(t('shell.profile.avatar.saved'));
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    } catch {
      void message.error(t('shell.profile.avatar.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card style={{ textAlign: 'center' }}>
      <Avatar
        size={112}
        src={avatarSrc ?? undefined}
        icon={<UserOutlined />}
        data-testid="profile-avatar"
        style={{ background: '#187065' }}
      />
      <Typography.Title level={4} style={{ marginBottom: 0, marginTop: 12 }}>
        {user?.realname}
      </Typography.Title>
      <Typography.Text type="secondary">
        {user?.username}
        <Button
          type="text"
          size="small"
          icon={<CopyOutlined />}
          aria-label={t('shell.profile.copyUsername')}
          onClick={() => void copyText(user?.username ?? '')}
        />
        · {role}
      </Typography.Text>
      <div style={{ marginTop: 16 }}>
        <Upload
          accept="image/jpeg,image/png"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button
            icon={busy ? <LoadingOutlined /> : <UploadOutlined />}
            disabled={busy}
            data-testid="avatar-upload"
          >
            {t('shell.profile.avatar.change')}
          </Button>
        </Upload>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('shell.profile.avatar.rule')}
          </Typography.Text>
        </div>
      </div>
    </Card>
  );
}

function ProfileCard({ user }: { user: UserInfo | null | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AccountValues>();
  const blocked = useRef(false);
  const save = useSubmitGuard(async () => {
    const raw = await form.validateFields().catch(() => null);
    if (!raw) return;
    const { values, problems } = checkContact(raw);
    if (problems.length) {
      for (const p of problems) void message.error(t(`shell.profile.${p}Invalid`));
      form.setFieldsValue({ email: values.email, phone: values.phone });
      return;
    }
    try {
      const note = await saveAccount({
        id: user?.id ?? '',
        realname: values.realname.trim(),
        email: values.email?.trim() || null,
        phone: values.phone?.trim() || null,
        birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : null,
      });
      void message.success(note || t('shell.profile.saved'));
      const stored = storage.get<UserInfo>(KEYS.userInfo);
      if (stored)
        storage.set(KEYS.userInfo, {
          ...stored,
          realname: values.realname.trim(),
          email: values.email,
          phone: values.phone,
        });
    } catch {
      void message.error(t('shell.profile.failed'));
    }
  });
  // A bad value is reported and cleared when the field is left, as well as on save.
  const onBlur = (field: 'email' | 'phone') => () => {
    const value = form.getFieldValue(field) as string | undefined;
    const fine = field === 'email' ? emailOk(value) : phoneOk(value);
    if (fine) return;
    void message.error(t(`shell.profile.${field}Invalid`));
    form.setFieldValue(field, '');
    blocked.current = true;
  };
  return (
    <Card title={t('shell.profile.title')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          realname: user?.realname ?? '',
          email: user?.email ?? '',
          phone: user?.phone ?? '',
          birthday: user?.birthday ? dayjs(user.birthday) : null,
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('shell.profile.username')}>
              <Input value={user?.username} disabled />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="realname"
              label={t('shell.profile.realname')}
              rules={[{ required: true, whitespace: true, message: t('shell.profile.nameRequired') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('shell.profile.email')}>
              <Input onBlur={onBlur('email')} data-testid="profile-email" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t('shell.profile.phone')}>
              <Input onBlur={onBlur('phone')} data-testid="profile-phone" maxLength={11} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="birthday" label={t('shell.profile.birthday')}>
              <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs())} />
            </Form.Item>
          </Col>
        </Row>
        <Button
          type="primary"
          data-testid="profile-save"
          onClick={() => {
            // Spec 000 section 5: a failed email or phone check blocks the save once.
            if (blocked.current) {
              blocked.current = false;
              void message.warning(t('shell.profile.fixFirst'));
              return;
            }
            save();
          }}
        >
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
