import { DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Input, List, Popconfirm, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawerSize } from '../../shell/drawer-size.ts';
import { reportApi, reportKeys } from './api.ts';

/** The comments on a section: read, add, and delete one's own. */
export function CommentsDrawer({ sectionId, onClose }: { sectionId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const size = useDrawerSize(480);
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const comments = useQuery({
    queryKey: reportKeys.comments(sectionId ?? ''),
    queryFn: () => reportApi.comments(sectionId ?? ''),
    enabled: Boolean(sectionId),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: reportKeys.comments(sectionId ?? '') });
  const add = async () => {
    if (!sectionId || !body.trim()) return;
    setBusy(true);
    try {
      await reportApi.addComment(sectionId, body.trim());
      setBody('');
      await reload();
    } catch {
      /* the client has shown the server's message */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Drawer
      open={Boolean(sectionId)}
      onClose={onClose}
      size={size}
      title={t('accReportWeb.comments.title')}
      destroyOnHidden
    >
      <div data-testid="comments-drawer">
        {comments.isPending ? (
          <Skeleton active />
        ) : comments.isError ? (
          <Alert type="warning" showIcon title={t('accReportWeb.comments.failed')} />
        ) : !comments.data?.length ? (
          <Empty description={t('accReportWeb.comments.none')} />
        ) : (
          <List
            dataSource={comments.data}
            renderItem={(c) => (
              <List.Item
                key={c.id}
                data-testid="comment-item"
                actions={
                  c.mine
                    ? [
                        <Popconfirm
                          key="delete"
                          title={t('accReportWeb.comments.deleteConfirm')}
                          okText={t('accReportWeb.common.ok')}
                          cancelText={t('accReportWeb.common.cancel')}
                          onConfirm={async () => {
                            await reportApi.deleteComment(c.id);
                            await reload();
                          }}
                        >
                          <Button
                            size="small"
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('accReportWeb.comments.delete')}
                          />
                        </Popconfirm>,
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  title={
                    <Space>
                      {c.authorName}
                      <Typography.Text type="secondary">
                        {dayjs(c.createTime).format('YYYY-MM-DD HH:mm')}
                      </Typography.Text>
                    </Space>
                  }
                  description={<span className="acc-rep-comment">{c.body}</span>}
                />
              </List.Item>
            )}
          />
        )}
        <Space.Compact style={{ width: '100%', marginTop: 12 }}>
          <Input.TextArea
            value={body}
            onChange={(e) => setBody(e.target.value)}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={2000}
            placeholder={t('accReportWeb.comments.placeholder')}
            aria-label={t('accReportWeb.comments.placeholder')}
            data-testid="comment-body"
          />
        </Space.Compact>
        <Button
          type="primary"
          style={{ marginTop: 8 }}
          loading={busy}
          disabled={!body.trim()}
          onClick={add}
          data-testid="comment-add"
        >
          {t('accReportWeb.comments.add')}
        </Button>
      </div>
    </Drawer>
  );
}
