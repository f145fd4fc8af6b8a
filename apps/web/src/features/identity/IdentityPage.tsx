import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Empty,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnType,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';
import { dictOptions } from '../../crud/fields.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { type Draft, type IdentityInput, type IdentityListRow, identityApi, identityKey } from './api.ts';
import { BatchBar } from './BatchBar.tsx';
import { IdentityFiles } from './IdentityFiles.tsx';
import { SummaryCards } from './SummaryCards.tsx';

/**
 * Identity management (issue 19 item 7): the teachers of a year with the categories kept on their
 * accreditation record of that year, edited in place or for a selection at once, saved in one
 * call; the year's EQUIS figures above. Without identity:edit the grid only reads.
 */

const THIS_YEAR = new Date().getFullYear();
// The last full year is the one a school reports on.
const DEFAULT_YEAR = THIS_YEAR - 1;
const YEARS = Array.from({ length: 12 }, (_, i) => THIS_YEAR + 1 - i);

export default function IdentityPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const canEdit = session.has('identity:edit');
  const locale = currentLocale();
  const client = useQueryClient();
  const [year, setYear] = useState(DEFAULT_YEAR);
  const [keyword, setKeyword] = useState('');
  const [department, setDepartment] = useState<string>();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const query = useQuery({ queryKey: identityKey(year), queryFn: () => identityApi.list(year) });

  const deptName = (r: IdentityListRow) => (locale === 'en-US' && r.departmentEn) || r.department || '';
  const rows = useMemo(() => query.data?.rows ?? [], [query.data]);
  const departments = useMemo(() => {
    const seen = new Map<string, string>();
    for (const r of rows)
      if (r.departmentId)
        seen.set(r.departmentId, (locale === 'en-US' && r.departmentEn) || r.department || '');
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [rows, locale]);
  const shown = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    return rows.filter(
      (r) =>
        (!department || r.departmentId === department) &&
        (!k || [r.name, r.nameEn ?? '', r.staffId].some((v) => v.toLowerCase().includes(k))),
    );
  }, [rows, keyword, department]);

  const draftOf = (r: IdentityListRow): Draft => drafts[r.teacherId] ?? r;
  const change = (ids: string[], patch: Partial<Draft>) =>
    setDrafts((old) => {
      const next = { ...old };
      for (const id of ids) {
        const row = rows.find((r) => r.teacherId === id);
        if (row) next[id] = { ...(old[id] ?? row), ...patch };
      }
      return next;
    });
  const changed = Object.keys(drafts);

  const pickYear = (y: number) => {
    setYear(y);
    setDrafts({});
    setSelected([]);
  };
  const save = async () => {
    const payload: IdentityInput[] = changed.map((teacherId) => {
      const d = drafts[teacherId];
      return {
        teacherId,
        participating: d.participating ?? false,
        employmentStatus: d.employmentStatus,
        facultyCategory: d.facultyCategory,
        missionPercent: d.missionPercent,
      };
    });
    setSaving(true);
    try {
      const result = await identityApi.save(year, payload);
      message.success(t('identity.saved', result));
      setDrafts({});
      // The engine's accreditation-record lists share the prefix, so they refresh too.
      await client.invalidateQueries({ queryKey: ['crud', 'teacherAccreditation'] });
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnType<IdentityListRow>[] = [
    { key: 'staffId', title: t('identity.column.staffId'), dataIndex: 'staffId', width: 110 },
    {
      key: 'name',
      title: t('identity.column.name'),
      fixed: 'left',
      width: 150,
      render: (_, r) => (
        <Space size={4} wrap>
          <span>{(locale === 'en-US' && r.nameEn) || r.name}</span>
          {r.recordId === null && !drafts[r.teacherId] && <Tag>{t('identity.noRecord')}</Tag>}
        </Space>
      ),
    },
    { key: 'department', title: t('identity.column.department'), width: 160, render: (_, r) => deptName(r) },
    {
      key: 'participating',
      title: t('identity.column.participating'),
      width: 130,
      render: (_, r) => {
        const v = draftOf(r).participating;
        return canEdit ? (
          <Switch
            checked={v === true}
            checkedChildren={t('identity.value.participating')}
            unCheckedChildren={t('identity.value.supporting')}
            onChange={(checked) => change([r.teacherId], { participating: checked })}
            data-testid={`identity-participating-${r.teacherId}`}
          />
        ) : v === null ? (
          '–'
        ) : (
          t(v ? 'identity.value.participating' : 'identity.value.supporting')
        );
      },
    },
    ...(['employmentStatus', 'facultyCategory'] as const).map((key) => ({
      key,
      title: t(`identity.column.${key}`),
      width: 170,
      render: (_: unknown, r: IdentityListRow) => {
        const v = draftOf(r)[key];
        const options = dictOptions(key);
        return canEdit ? (
          <Select
            allowClear
            value={v ?? undefined}
            options={options}
            style={{ width: '100%' }}
            onChange={(value?: string) => change([r.teacherId], { [key]: value ?? null })}
            data-testid={`identity-${key}-${r.teacherId}`}
          />
        ) : (
          (options.find((o) => o.value === v)?.label ?? '–')
        );
      },
    })),
    {
      key: 'missionPercent',
      title: t('identity.column.missionPercent'),
      width: 130,
      render: (_, r) => {
        const v = draftOf(r).missionPercent;
        return canEdit ? (
          <InputNumber
            min={0}
            max={100}
            value={v}
            style={{ width: '100%' }}
            onChange={(value) => change([r.teacherId], { missionPercent: value ?? null })}
            data-testid={`identity-mission-${r.teacherId}`}
          />
        ) : (
          (v ?? '–')
        );
      },
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="identity-page">
      <div>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('identity.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('identity.intro')}</Typography.Paragraph>
      </div>
      <Space wrap>
        <span>{t('identity.year')}</span>
        <Select
          value={year}
          options={YEARS.map((y) => ({ value: y, label: String(y) }))}
          onChange={pickYear}
          style={{ width: 100 }}
          data-testid="identity-year"
        />
        <Input.Search
          allowClear
          placeholder={t('identity.keyword')}
          onSearch={setKeyword}
          onChange={(e) => !e.target.value && setKeyword('')}
          style={{ width: 220 }}
          data-testid="identity-keyword"
        />
        <Select
          allowClear
          placeholder={t('identity.allDepartments')}
          value={department}
          options={departments}
          onChange={setDepartment}
          style={{ width: 200 }}
          data-testid="identity-department"
        />
      </Space>
      <SummaryCards year={year} />
      <Card size="small">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            {canEdit && (
              <Button
                type="primary"
                loading={saving}
                disabled={changed.length === 0}
                onClick={save}
                data-testid="identity-save"
              >
                {t('identity.save')}
              </Button>
            )}
            {changed.length > 0 && (
              <Typography.Text type="warning" data-testid="identity-unsaved">
                {t('identity.unsaved', { count: changed.length })}
              </Typography.Text>
            )}
            <IdentityFiles year={year} />
          </Space>
          {canEdit && selected.length > 0 && (
            <BatchBar count={selected.length} onApply={(patch) => change(selected, patch)} />
          )}
          <Table
            rowKey="teacherId"
            size="small"
            loading={query.isLoading}
            dataSource={shown}
            columns={columns}
            scroll={{ x: 900 }}
            pagination={{ pageSize: 50, showSizeChanger: true }}
            rowSelection={
              canEdit
                ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
                : undefined
            }
            onRow={(r) =>
              ({ 'data-testid': `identity-row-${r.teacherId}` }) as React.HTMLAttributes<HTMLElement>
            }
            locale={{ emptyText: <Empty description={t('identity.empty')} /> }}
          />
        </Space>
      </Card>
    </Space>
  );
}
