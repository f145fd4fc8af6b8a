import { PaperClipOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Empty, List, Segmented, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { downloadFile } from '../../components/files.ts';
import { RichText } from '../../components/RichText.tsx';
import { useDrawerSize } from './drawer-size.ts';
import { unreadKey } from './NotificationBell.tsx';
import {
  isUnread,
  listNotifications,
  notificationFiles,
  openNotification,
  type UserNotification,
} from './notifications.ts';

export const listKey = (userId: string) => ['notifications', 'list', userId] as const;

/** The notification list (spec 001 section 2) and, over it, the detail drawer one third wide. */
export default function NotificationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const [selected, setSelected] = useState<UserNotification | null>(null);
  const size = useDrawerSize('33%');
  const list = useQuery({
    queryKey: listKey(userId),
    queryFn: () => listNotifications(userId),
    enabled: open && Boolean(userId),
  });
  const records = (list.data ?? []).filter((n) => filter === 'all' || isUnread(n));

  const show = (item: UserNotification) => {
    setSelected(item);
  };
  const onRead = () => {
    void queryClient.invalidateQueries({ queryKey: unreadKey(userId) });
    void queryClient.invalidateQueries({ queryKey: listKey(userId) });
  };

  return (
    <Drawer
      title={t('shell.notifications.title')}
      placement="right"
      size={size}
      open={open}
      onClose={onClose}
      data-testid="notification-drawer"
      extra={
        <Segmented
          size="small"
          value={filter}
          onChange={(v) => setFilter(v as 'all' | 'unread')}
          options={[
            { value: 'all', label: t('shell.notifications.all') },
            { value: 'unread', label: t('shell.notifications.unread') },
          ]}
        />
      }
    >
      {list.isError && <Alert type="error" showIcon title={t('shell.notifications.loadFailed')} />}
      {list.isPending && open ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : records.length === 0 && !list.isError ? (
        <Empty description={t('shell.notifications.empty')} />
      ) : (
        <List
          dataSource={records}
          rowKey="id"
          renderItem={(item) => (
            <List.Item
              className="notification-item"
              data-testid="notification-item"
              style={{ cursor: 'pointer' }}
              onClick={() => show(item)}
            >
              <List.Item.Meta
                title={
                  <Space size={8} style={{ width: '100%', justifyContent: 'space-between' }}>
                    <Typography.Text
                      ellipsis
                      style={{ maxWidth: 260, fontWeight: isUnread(item) ? 600 : 400 }}
                    >
                      {item.title}
                    </Typography.Text>
                    <Tag color={isUnread(item) ? 'red' : 'default'} data-testid="read-state">
                      {isUnread(item) ? t('shell.notifications.unreadTag') : t('shell.notifications.readTag')}
                    </Tag>
                  </Space>
                }
                description={dayjs(item.createTime).format('YYYY-MM-DD HH:mm')}
              />
            </List.Item>
          )}
        />
      )}
      {selected && <NotificationDetail item={selected} onClose={() => setSelected(null)} onRead={onRead} />}
    </Drawer>
  );
}

function NotificationDetail({
  item,
  onClose,
  onRead,
}: {
  item: UserNotification;
  onClose: () => void;
  onRead: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const size = useDrawerSize('33.3%');
  const detail = useQuery({
    queryKey: ['notifications', 'detail', item.id],
    queryFn: async () => {
      const record = await openNotification(item);
      if (isUnread(item)) onRead();
      return { record, files: await notificationFiles(record) };
    },
    staleTime: 0,
    gcTime: 0,
  });
  const record = detail.data?.record ?? item;
  return (
    <Drawer
      title={t('shell.notifications.detail')}
      placement="right"
      size={size}
      open
      onClose={onClose}
      data-testid="notification-detail"
    >
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {record.title}
      </Typography.Title>
      <Typography.Text type="secondary">
        {dayjs(record.createTime).format('YYYY-MM-DD HH:mm:ss')}
      </Typography.Text>
      {detail.isPending ? (
        <Skeleton active style={{ marginTop: 16 }} />
      ) : (
        <>
          <RichText html={record.content} className="notification-content" />
          {(detail.data?.files.length ?? 0) > 0 && (
            <div style={{ marginTop: 24 }}>
              <Typography.Text strong>{t('shell.notifications.attachments')}</Typography.Text>
              <List
                size="small"
                dataSource={detail.data?.files ?? []}
                rowKey="id"
                renderItem={(f) => (
                  <List.Item>
                    <Button
                      type="link"
                      icon={<PaperClipOutlined />}
                      style={{ padding: 0 }}
                      data-testid="notification-attachment"
                      onClick={() =>
                        downloadFile(f.filePath, f.fileName).catch(() =>
                          message.error(t('shell.notifications.downloadFailed')),
                        )
                      }
                    >
                      {f.fileName}
                    </Button>
                  </List.Item>
                )}
              />
            </div>
          )}
        </>
      )}
    </Drawer>
  );
}
