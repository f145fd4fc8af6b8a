import { DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Empty, Input, List, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { useDrawerSize } from '../shell/drawer-size.ts';
import { deleteHistory, listHistory } from './api.ts';

/**
 * The AI history panel (spec 000 section 2): the user's own questions newest first with their
 * time, a search box (`*text*`), and a delete button that shows on hover; after a delete the list
 * reloads. Clicking a question shows its answer, as plain text.
 */
export default function AiHistoryDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const username = user?.username ?? '';
  const size = useDrawerSize('33%');
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['ai', 'history', username, search],
    queryFn: () => listHistory(username, search),
    enabled: open && Boolean(username),
  });

  const remove = async (id: string) => {
    await deleteHistory(id);
    void message.success(t('ai.history.deleted'));
    await list.refetch();
  };

  return (
    <Drawer open={open} onClose={onClose} size={size} title={t('ai.history.title')} destroyOnHidden>
      <Input.Search
        allowClear
        placeholder={t('ai.history.search')}
        aria-label={t('ai.history.search')}
        data-testid="ai-history-search"
        onSearch={(value) => setSearch(value)}
      />
      {list.isPending && open ? (
        <Skeleton active />
      ) : (
        <List
          className="ai-history"
          dataSource={list.data?.records ?? []}
          locale={{ emptyText: <Empty description={t('ai.history.empty')} /> }}
          renderItem={(item) => (
            <List.Item
              className="ai-history-item"
              data-testid="ai-history-item"
              actions={[
                <Button
                  key="delete"
                  type="text"
                  danger
                  size="small"
                  className="ai-history-delete"
                  aria-label={t('ai.history.delete')}
                  data-testid="ai-history-delete"
                  icon={<DeleteOutlined />}
                  onClick={() => void remove(item.id)}
                />,
              ]}
            >
              <div className="ai-history-body">
                <Typography.Link onClick={() => setExpanded(expanded === item.id ? null : item.id)}>
                  {item.question}
                </Typography.Link>
                <Typography.Text type="secondary" className="ai-history-time">
                  {item.createTime ? dayjs(item.createTime).format('YYYY-MM-DD HH:mm:ss') : ''}
                </Typography.Text>
                {expanded === item.id && <div className="ai-answer ai-history-answer">{item.answer}</div>}
              </div>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
