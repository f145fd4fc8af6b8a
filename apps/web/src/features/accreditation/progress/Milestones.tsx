import { daysUntil, type Milestone, normaliseMilestones } from '@accredit/shared';
import { DeleteOutlined, FlagOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, DatePicker, Empty, Input, List, Space, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { progressApi } from './api.ts';
import { withDone } from './model.ts';

/**
 * The project's milestones (self-study submitted, mock visit, peer review team visit…): ticked
 * off as they are reached, added and removed by those who edit the project. Each change is saved
 * at once (the project's `milestones` json through the engine's edit).
 */
export function Milestones({
  projectId,
  milestones,
  editable,
}: {
  projectId: string;
  milestones: Milestone[];
  editable: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [date, setDate] = useState<Dayjs | null>(null);
  const [saving, setSaving] = useState(false);
  const today = dayjs().format('YYYY-MM-DD');

  const save = async (next: Milestone[]) => {
    setSaving(true);
    try {
      await progressApi.saveProject({ id: projectId, milestones: normaliseMilestones(next) });
      message.success(t('accProgressWeb.milestones.saved'));
      await client.invalidateQueries({ queryKey: ['crud'] });
      return true;
    } catch (e) {
      message.error(e instanceof Error ? e.message : t('accProgressWeb.milestones.failed'));
      return false;
    } finally {
      setSaving(false);
    }
  };
  const add = async () => {
    if (!name.trim() || !date) return;
    if (await save([...milestones, { name: name.trim(), date: date.format('YYYY-MM-DD'), done: false }])) {
      setName('');
      setDate(null);
    }
  };

  return (
    <div data-testid="acc-milestones">
      {milestones.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('accProgressWeb.milestones.empty')} />
      ) : (
        <List
          dataSource={milestones}
          rowKey={(m) => `${m.date}:${m.name}`}
          renderItem={(m, i) => {
            const days = daysUntil(m.date, today);
            return (
              <List.Item
                data-testid="acc-milestone"
                actions={
                  editable
                    ? [
                        <Button
                          key="delete"
                          type="text"
                          danger
                          size="small"
                          icon={<DeleteOutlined />}
                          aria-label={t('accProgressWeb.milestones.delete', { name: m.name })}
                          disabled={saving}
                          onClick={() => void save(milestones.filter((_x, j) => j !== i))}
                        />,
                      ]
                    : undefined
                }
              >
                <Space wrap>
                  <Checkbox
                    checked={m.done}
                    disabled={!editable || saving}
                    onChange={(e) => void save(withDone(milestones, i, e.target.checked))}
                    aria-label={m.name}
                  />
                  <FlagOutlined />
                  <Typography.Text delete={m.done}>{m.name}</Typography.Text>
                  <Typography.Text type="secondary">{m.date}</Typography.Text>
                  {m.done ? (
                    <Tag color="success">{t('accProgressWeb.milestones.done')}</Tag>
                  ) : days !== null && days < 0 ? (
                    <Tag color="red">{t('accProgressWeb.milestones.late')}</Tag>
                  ) : days !== null ? (
                    <Tag>{t('accProgressWeb.projects.daysLeft', { count: days })}</Tag>
                  ) : null}
                </Space>
              </List.Item>
            );
          }}
        />
      )}
      {editable && (
        <Space wrap style={{ marginTop: 12 }}>
          <Input
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('accProgressWeb.milestones.name')}
            aria-label={t('accProgressWeb.milestones.name')}
            style={{ width: 240 }}
            data-testid="acc-milestone-name"
          />
          <DatePicker
            value={date}
            onChange={setDate}
            placeholder={t('accProgressWeb.milestones.date')}
            data-testid="acc-milestone-date"
          />
          <Button
            icon={<PlusOutlined />}
            onClick={() => void add()}
            disabled={!name.trim() || !date}
            loading={saving}
            data-testid="acc-milestone-add"
          >
            {t('accProgressWeb.milestones.add')}
          </Button>
        </Space>
      )}
    </div>
  );
}
