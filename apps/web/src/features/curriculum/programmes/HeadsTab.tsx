import { RESOURCE } from '@accredit/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, List, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { resourceApi } from '../../../crud/api.ts';
import { canListRef, refWidget } from '../../../crud/fields.tsx';

/**
 * The "Heads" tab: who heads the programme (head assignments, userId and degreeProgramsId). The
 * accreditation unit appoints heads with an account picker; a head sees the list (their role may
 * not list accounts, so it has no picker).
 */
const userField = RESOURCE.degreeProgramsHead.fields.find((f) => f.key === 'userId');

export function HeadsTab({ programmeId }: { programmeId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const client = useQueryClient();
  const [picked, setPicked] = useState<string | null>(null);
  const api = resourceApi('degreeProgramsHead');
  const heads = useQuery({
    queryKey: ['crud', 'degreeProgramsHead', 'of', programmeId],
    queryFn: () => api.list({ degreeProgramsId: programmeId, pageSize: -1 }),
  });
  const manage = session.has('degreePrograms:add') && canListRef('user');
  const refresh = () => client.invalidateQueries({ queryKey: ['crud', 'degreeProgramsHead'] });

  const add = async () => {
    if (!picked) return;
    try {
      await api.add({ degreeProgramsId: programmeId, userId: picked });
      setPicked(null);
      message.success(t('programmes.messages.saved'));
      await refresh();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };

  const records = heads.data?.records ?? [];
  return (
    <div className="programmes-heads" data-testid="programme-heads">
      <Typography.Paragraph type="secondary">{t('programmes.heads.hint')}</Typography.Paragraph>
      {manage && userField ? (
        <Space.Compact className="programmes-heads-add">
          <div className="programmes-heads-picker">
            {refWidget({
              field: userField,
              value: picked ?? undefined,
              onChange: (v) => setPicked((v as string) || null),
              record: null,
              id: 'programme-head-user',
            })}
          </div>
          <Button
            type="primary"
            disabled={!picked}
            onClick={() => void add()}
            data-testid="programme-head-add"
          >
            {t('programmes.heads.add')}
          </Button>
        </Space.Compact>
      ) : (
        <Alert type="info" showIcon title={t('programmes.heads.byUnit')} />
      )}
      <List
        loading={heads.isLoading}
        dataSource={records}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('programmes.heads.empty')} />,
        }}
        renderItem={(r) => {
          const name = String(r.userId_dictText ?? r.userId);
          return (
            <List.Item
              data-testid="programme-head"
              actions={
                session.has('degreePrograms:delete') && manage
                  ? [
                      <Popconfirm
                        key="remove"
                        title={t('programmes.heads.confirmRemove', { name })}
                        okText={t('programmes.heads.remove')}
                        cancelText={t('programmes.form.cancel')}
                        onConfirm={() => api.remove(r.id).then(refresh)}
                      >
                        <Button type="link" danger size="small">
                          {t('programmes.heads.remove')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta title={name} />
            </List.Item>
          );
        }}
      />
    </div>
  );
}
