import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  type TableColumnsType,
  Tag,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../api/client.ts';
import { downloadFile } from '../../../components/files.ts';
import { RichText } from '../../../components/RichText.tsx';
import { type Announcement, sysApi, write } from '../api.ts';
import { AddButton, DeleteLink, NoAccess, PagedTable, quiet, usePerms, useSave } from '../shared.tsx';
import { AnnouncementDrawer } from './AnnouncementDrawer.tsx';
import '../system.css';

const STATUS_COLORS = { '0': 'default', '1': 'green', '2': 'orange' } as const;
const PRIORITY_COLORS = { L: 'default', M: 'blue', H: 'red' } as const;

/** Announcements: drafts, release to an audience (doReleaseData), revoke (doReovkeData). */
export default function AnnouncementsPage() {
  const { t } = useTranslation();
  const can = usePerms('announcement');
  const save = useSave();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [editing, setEditing] = useState<{ record: Announcement | null } | null>(null);
  const [viewing, setViewing] = useState<Announcement | null>(null);
  const query = { ...filters, ...page };
  const list = useQuery({
    queryKey: ['sys', 'announcements', query],
    queryFn: () => sysApi.announcements(query),
    enabled: can('query'),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['sys', 'announcements'] });
  if (!can('query')) return <NoAccess />;

  const act = async (path: string, id: string) => {
    const done = await save(() => write('PUT', path, { query: { id } }, quiet));
    if (done !== undefined) void refresh();
  };

  const columns: TableColumnsType<Announcement> = [
    {
      key: 'title',
      dataIndex: 'title',
      title: t('sysadmin.announcements.titleField'),
      ellipsis: true,
      width: 260,
    },
    {
      key: 'priority',
      dataIndex: 'priority',
      title: t('sysadmin.announcements.priority'),
      render: (p: Announcement['priority']) => (
        <Tag color={PRIORITY_COLORS[p]}>{t(`sysadmin.announcements.priorities.${p}`)}</Tag>
      ),
    },
    {
      key: 'msgType',
      dataIndex: 'msgType',
      title: t('sysadmin.announcements.audience'),
      render: (a: string) => t(`sysadmin.announcements.audiences.${a}`),
    },
    {
      key: 'sendStatus',
      dataIndex: 'sendStatus',
      title: t('sysadmin.common.status'),
      render: (s: Announcement['sendStatus']) => (
        <Tag color={STATUS_COLORS[s]} data-testid="announcement-status">
          {t(`sysadmin.announcements.statuses.${s}`)}
        </Tag>
      ),
    },
    { key: 'sender', dataIndex: 'sender', title: t('sysadmin.announcements.sender') },
    {
      key: 'sendTime',
      dataIndex: 'sendTime',
      title: t('sysadmin.announcements.sendTime'),
      render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : ''),
    },
    {
      key: 'actions',
      title: t('crud.ui.actions'),
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          {(can('get') || can('query')) && (
            <Button type="link" size="small" onClick={() => setViewing(r)}>
              {t('crud.ui.view')}
            </Button>
          )}
          {can('edit') && r.sendStatus !== '1' && (
            <Button type="link" size="small" onClick={() => setEditing({ record: r })}>
              {t('common.edit')}
            </Button>
          )}
          {can('enable') && r.sendStatus !== '1' && (
            <Popconfirm
              title={t('sysadmin.announcements.confirmRelease')}
              onConfirm={() => act('/sys/annountCement/doReleaseData', r.id)}
            >
              <Button type="link" size="small" data-testid="announcement-release">
                {t('sysadmin.announcements.release')}
              </Button>
            </Popconfirm>
          )}
          {can('disable') && r.sendStatus === '1' && (
            <Popconfirm
              title={t('sysadmin.announcements.confirmRevoke')}
              onConfirm={() => act('/sys/annountCement/doReovkeData', r.id)}
            >
              <Button type="link" size="small" data-testid="announcement-revoke">
                {t('sysadmin.announcements.revoke')}
              </Button>
            </Popconfirm>
          )}
          {can('delete') && (
            <DeleteLink
              path="/sys/annountCement/delete"
              id={r.id}
              title={t('crud.ui.confirmDelete')}
              onDeleted={() => void refresh()}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('sysadmin.announcements.title')} data-testid="sys-announcements">
      <Form
        name="announcementSearch"
        layout="inline"
        style={{ rowGap: 8, marginBottom: 12 }}
        onFinish={(v: { title?: string; sendStatus?: string }) => {
          setFilters({ title: v.title?.trim(), sendStatus: v.sendStatus });
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
      >
        <Form.Item name="title" label={t('sysadmin.announcements.titleField')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="sendStatus" label={t('sysadmin.common.status')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={(['0', '1', '2'] as const).map((s) => ({
              value: s,
              label: t(`sysadmin.announcements.statuses.${s}`),
            }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form>
      {can('add') && <AddButton onClick={() => setEditing({ record: null })} testId="announcement-add" />}
      <PagedTable<Announcement>
        list={list}
        page={page}
        onPage={setPage}
        scroll={{ x: 'max-content' }}
        columns={columns}
      />
      <AnnouncementDrawer
        open={editing !== null}
        record={editing?.record ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <Modal
        title={viewing?.title}
        open={viewing !== null}
        onCancel={() => setViewing(null)}
        footer={null}
        width={720}
      >
        <RichText html={viewing?.content} className="sys-preview" />
        {viewing?.files.map((f) => (
          <Button key={f.filePath} type="link" onClick={() => downloadFile(f.filePath, f.fileName)}>
            {f.fileName}
          </Button>
        ))}
      </Modal>
    </Card>
  );
}
