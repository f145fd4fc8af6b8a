import { RESOURCE } from '@accredit/shared';
import { DownloadOutlined, UserAddOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Popconfirm,
  Space,
  Table,
  type TableColumnType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/responsive.tsx';
import type { ResourceRecord } from '../../../crud/api.ts';
import { fieldLabel } from '../../../crud/fields.tsx';
import { ImportButton } from '../../../crud/ImportButton.tsx';
import { storedCodes } from '../../../crud/permissions.ts';
import { currentLocale } from '../../../i18n/index.ts';
import { useDrawerSize } from '../../shell/drawer-size.ts';
import { AddStudentsDialog } from './AddStudentsDialog.tsx';
import { type ClassMember, classesApi } from './api.ts';

/**
 * One class: what it is (code, programme, intake year, adviser) and its students, with adding
 * students (a picker, several at once), removing them, and importing a students workbook into
 * this class (every bad row listed; nothing stored unless all rows are sound). A student whose own
 * class this is carries a tag; removing them clears their class.
 */
export function classTitle(record: Record<string, unknown>): string {
  const zh = String(record.name ?? '');
  const en = String(record.nameEn ?? '');
  return currentLocale().startsWith('zh') ? zh || en : en || zh;
}

type Def = typeof RESOURCE.classes | typeof RESOURCE.student;
const fieldOf = (def: Def, key: string) =>
  (def.fields as readonly Def['fields'][number][]).find((f) => f.key === key) as Def['fields'][number];

export function ClassDrawer({ record, onClose }: { record: ResourceRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const size = useDrawerSize('90%');
  const phone = useIsPhone();
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const classId = record?.id ?? '';
  const codes = storedCodes();
  const mayEdit = codes.has('classes:edit');
  const mayImport = codes.has('student:import');
  const members = useQuery({
    queryKey: ['classes', 'members', classId],
    enabled: Boolean(record),
    queryFn: () => classesApi.members(classId),
  });
  const refresh = async () => {
    setSelected([]);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['classes', 'members', classId] }),
      queryClient.invalidateQueries({ queryKey: ['crud', 'classes'] }),
      queryClient.invalidateQueries({ queryKey: ['crud', 'student'] }),
    ]);
  };
  const remove = async (ids: string[]) => {
    const { count } = await classesApi.remove(classId, ids);
    message.success(t('classes.messages.removeStudents', { count }));
    await refresh();
  };
  const name = record ? classTitle(record) : '';
  const s = (key: string) => fieldLabel(t, RESOURCE.student, fieldOf(RESOURCE.student, key));
  const c = (key: string) => fieldLabel(t, RESOURCE.classes, fieldOf(RESOURCE.classes, key));

  const columns: TableColumnType<ClassMember>[] = [
    { key: 'studentNumber', dataIndex: 'studentNumber', title: s('studentNumber'), width: 130 },
    {
      key: 'name',
      title: s('name'),
      width: phone ? 150 : undefined,
      render: (_v, m) => (currentLocale().startsWith('zh') ? m.name : m.nameEn || m.name),
    },
    { key: 'sex', dataIndex: 'sex_dictText', title: s('sex'), width: 90 },
    {
      key: 'own',
      title: t('classes.detail.ownClass'),
      render: (_v, m) =>
        m.own ? (
          <Tag color="green">{t('classes.detail.thisClass')}</Tag>
        ) : (
          (m.classId_dictText ?? t('classes.detail.noOwnClass'))
        ),
    },
  ];
  if (mayEdit)
    columns.push({
      key: '_actions',
      title: t('crud.ui.actions'),
      width: 90,
      render: (_v, m) => (
        <Popconfirm
          title={t('classes.detail.confirmRemove', { name: m.name })}
          description={m.own ? t('classes.detail.clearsOwnClass') : undefined}
          okText={t('crud.ui.ok')}
          cancelText={t('crud.ui.cancel')}
          onConfirm={() => remove([m.id])}
        >
          <Button size="small" type="link" danger data-testid={`class-remove-${m.studentNumber}`}>
            {t('classes.detail.remove')}
          </Button>
        </Popconfirm>
      ),
    });

  return (
    <Drawer
      open={record !== null}
      onClose={onClose}
      size={size}
      destroyOnHidden
      title={t('classes.detail.title', { name })}
      data-testid="class-drawer"
    >
      {record && (
        <>
          <Descriptions
            size="small"
            column={phone ? 1 : 3}
            items={[
              { key: 'code', label: c('code'), children: String(record.code ?? '') },
              {
                key: 'programme',
                label: c('degreeProgramsId'),
                children: String(record.degreeProgramsId_dictText ?? '—'),
              },
              { key: 'year', label: c('enrolYear'), children: String(record.enrolYear ?? '—') },
              {
                key: 'adviser',
                label: c('headTeacherId'),
                children: String(record.headTeacherId_dictText ?? '—'),
              },
              {
                key: 'count',
                label: c('memberCount'),
                children: <span data-testid="class-member-count">{members.data?.length ?? '…'}</span>,
              },
            ]}
          />
          <Space wrap style={{ margin: '12px 0' }}>
            {mayEdit && (
              <Button
                type="primary"
                icon={<UserAddOutlined />}
                onClick={() => setAdding(true)}
                data-testid="class-add-students"
              >
                {t('classes.detail.add')}
              </Button>
            )}
            {mayImport && (
              <ImportButton
                label={t('classes.detail.import')}
                testId="class-import-students"
                upload={(file) => classesApi.importInto(classId, file)}
                onImported={() => void refresh()}
              />
            )}
            {mayImport && (
              <Button
                icon={<DownloadOutlined />}
                onClick={() => classesApi.template(`${t('classes.detail.templateFile')}.xlsx`)}
              >
                {t('crud.ui.downloadTemplate')}
              </Button>
            )}
            {mayEdit && selected.length > 0 && (
              <Popconfirm
                title={t('classes.detail.confirmRemoveSelected', { count: selected.length })}
                okText={t('crud.ui.ok')}
                cancelText={t('crud.ui.cancel')}
                onConfirm={() => remove(selected)}
              >
                <Button danger data-testid="class-remove-selected">
                  {t('classes.detail.removeSelected', { count: selected.length })}
                </Button>
              </Popconfirm>
            )}
          </Space>
          {mayImport && <p className="class-import-hint">{t('classes.detail.importHint')}</p>}
          <Table<ClassMember>
            rowKey="id"
            size="small"
            loading={members.isFetching}
            dataSource={members.data ?? []}
            columns={columns}
            scroll={{ x: phone ? 560 : undefined }}
            pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
            rowSelection={
              mayEdit
                ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
                : undefined
            }
            locale={{ emptyText: <Empty description={t('classes.detail.empty')} /> }}
            data-testid="class-students"
          />
          <AddStudentsDialog
            open={adding}
            classId={classId}
            className={name}
            onClose={() => setAdding(false)}
            onAdded={async (count) => {
              setAdding(false);
              message.success(t('classes.messages.addStudents', { count }));
              await refresh();
            }}
          />
        </>
      )}
    </Drawer>
  );
}
