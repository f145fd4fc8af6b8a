import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Depart, sysApi, write } from '../api.ts';
import { quiet, useSave } from '../shared.tsx';

/** Full-time equivalents of every department at once (updateDepartFte), used by the faculty tables. */
export function FteTable({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSave();
  const queryClient = useQueryClient();
  const all = useQuery({ queryKey: ['sys', 'departs'], queryFn: sysApi.departs });
  const [draft, setDraft] = useState<Record<string, number | null>>({});
  useEffect(() => {
    if (all.data) setDraft(Object.fromEntries(all.data.map((d) => [d.id, d.fte])));
  }, [all.data]);
  const changed = (all.data ?? []).filter((d) => (draft[d.id] ?? null) !== d.fte);
  const total = Object.values(draft).reduce<number>((sum, v) => sum + (v ?? 0), 0);

  const submit = async () => {
    const list = changed.map((d) => ({ id: d.id, fte: draft[d.id] ?? null }));
    const done = await save(() => write('PUT', '/sys/sysDepart/updateDepartFte', { body: { list } }, quiet));
    if (done === undefined) return;
    void queryClient.invalidateQueries({ queryKey: ['sys', 'departs'] });
    void queryClient.invalidateQueries({ queryKey: ['sys', 'departTree'] });
  };

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('sysadmin.departs.fteHint')}</Typography.Text>
      </Space>
      <Table<Depart>
        rowKey="id"
        size="small"
        loading={all.isFetching}
        dataSource={all.data ?? []}
        pagination={false}
        columns={[
          { key: 'orgCode', dataIndex: 'orgCode', title: t('sysadmin.departs.orgCode'), width: 120 },
          {
            key: 'title',
            dataIndex: 'title',
            title: t('sysadmin.departs.name'),
            render: (v: string, d) => (
              <Space>
                {v}
                {d.isDiscipline && <Tag color="blue">{t('sysadmin.departs.discipline')}</Tag>}
              </Space>
            ),
          },
          {
            key: 'fte',
            title: t('sysadmin.departs.fte'),
            width: 160,
            render: (_, d) => (
              <InputNumber
                min={0}
                max={100000}
                step={0.5}
                disabled={!canEdit}
                value={draft[d.id] ?? null}
                onChange={(v) => setDraft((s) => ({ ...s, [d.id]: v === null ? null : Number(v) }))}
                data-testid={`fte-${d.orgCode}`}
              />
            ),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>{t('sysadmin.departs.fteTotal')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2}>
              <Typography.Text strong>{total}</Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {canEdit && (
        <Button
          type="primary"
          style={{ marginTop: 12 }}
          disabled={!changed.length}
          onClick={submit}
          data-testid="fte-save"
        >
          {t('sysadmin.departs.saveFte', { n: changed.length })}
        </Button>
      )}
    </>
  );
}
