import { DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Empty, Input, List, Popconfirm, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawerSize } from '../../shell/drawer-size.ts';
import { type CommentTarget, progressApi, progressKeys } from './api.ts';
import './progress.css';

const MAX = 2000;

/**
 * The comments on a task or a report section (the same calls): oldest first, a box to add one, and a
 * delete on one's own. Whoever may read the task may read and add them (the server decides).
 */
export function CommentsDrawer({
  target,
  item,
  onClose,
}: {
  target: CommentTarget;
  item: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const size = useDrawerSize('33%');
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const id = item?.id ?? '';
  const key = progressKeys.comments(target, id);
  const list = useQuery({
    queryKey: key,
    queryFn: () => progressApi.comments(target, id),
    enabled: Boolean(item),
  });

  const send = async () => {
    const text = body.trim();
    if (!text) return;
    setSending(true);
    try {
      await progressApi.addComment(target, id, text);
      setBody('');
      await client.invalidateQueries({ queryKey: key });
    } catch (e) {
      message.error(e instanceof Error ? e.message : t('accProgressWeb.comments.failed'));
    } finally {
      setSending(false);
    }
  };
  const remove = async (commentId: string) => {
    try {
      await progressApi.deleteComment(commentId);
      await client.invalidateQueries({ queryKey: key });
    } catch (e) {
      message.error(e instanceof Error ? e.message : t('accProgressWeb.comments.failed'));
    }
  };

  return (
    <Drawer
      open={Boolean(item)}
      onClose={onClose}
      size={size}
      destroyOnHidden
      title={t('accProgressWeb.comments.title', { title: item?.title ?? '' })}
      data-testid="acc-comments"
    >
      {list.isError && <Alert type="error" showIcon title={t('accProgressWeb.comments.loadFailed')} />}
      <List
        loading={list.isPending && Boolean(item)}
        dataSource={list.data ?? []}
        rowKey="id"
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('accProgressWeb.comments.empty')} />
          ),
        }}
        renderItem={(c) => (
          <List.Item
            data-testid="acc-comment"
            actions={
              c.mine
                ? [
                    <Popconfirm
                      key="delete"
                      title={t('accProgressWeb.comments.confirmDelete')}
                      okText={t('accProgressWeb.comments.delete')}
                      cancelText={t('accProgressWeb.comments.cancel')}
                      onConfirm={() => remove(c.id)}
                    >
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('accProgressWeb.comments.delete')}
                      />
                    </Popconfirm>,
                  ]
                : undefined
            }
          >
            <List.Item.Meta
              title={
                <Space size={8}>
                  <span>{c.authorName}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {dayjs(c.createTime).format('YYYY-MM-DD HH:mm')}
                  </Typography.Text>
                </Space>
              }
              description={<span className="acc-comment-body">{c.body}</span>}
            />
          </List.Item>
        )}
      />
      <div style={{ marginTop: 12 }}>
        <Input.TextArea
          rows={3}
          value={body}
          maxLength={MAX}
          showCount
          onChange={(e) => setBody(e.target.value)}
          placeholder={t('accProgressWeb.comments.placeholder')}
          aria-label={t('accProgressWeb.comments.placeholder')}
          data-testid="acc-comment-input"
        />
        <Button
          type="primary"
          style={{ marginTop: 8 }}
          loading={sending}
          disabled={!body.trim()}
          onClick={() => void send()}
          data-testid="acc-comment-send"
        >
          {t('accProgressWeb.comments.send')}
        </Button>
      </div>
    </Drawer>
  );
}
