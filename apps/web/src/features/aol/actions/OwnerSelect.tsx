import { resourceByName } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { type FieldWidget, fieldLabel } from '../../../crud/fields.tsx';

/**
 * The owner of an improvement action, picked from the accounts by name or username
 * (GET /aacsb/improvementAction/owners): a programme head names the owner though their role may
 * not list users, which the engine's account picker asks for. The current owner keeps its name
 * (the record's `ownerId_dictText`) while it is not among the options.
 */
interface Owner {
  id: string;
  title: string;
  code: string | null;
}

function OwnerSelect({
  value,
  onChange,
  record,
  id,
}: {
  value?: unknown;
  onChange?: (v: unknown) => void;
  record?: Record<string, unknown> | null;
  id?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const def = resourceByName('improvementAction');
  const field = def?.fields.find((f) => f.key === 'ownerId');
  const owners = useQuery({
    queryKey: ['aolPlan', 'owners', keyword],
    staleTime: 60_000,
    queryFn: () => api.get<Owner[]>('/aacsb/improvementAction/owners', { keyword: keyword || undefined }),
  });
  const options = (owners.data ?? []).map((o) => ({
    value: o.id,
    label: o.code && o.code !== o.title ? `${o.title} (${o.code})` : o.title,
  }));
  const current = record?.ownerId_dictText;
  const shown =
    typeof value === 'string' && value !== '' && !options.some((o) => o.value === value)
      ? [
          {
            value,
            label: value === record?.ownerId && typeof current === 'string' && current ? current : value,
          },
          ...options,
        ]
      : options;
  return (
    <Select
      id={id}
      allowClear
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      options={shown}
      loading={owners.isLoading}
      value={value as string | undefined}
      onChange={(v) => onChange?.(v ?? null)}
      placeholder={def && field ? t('crud.ui.pleaseSelect', { label: fieldLabel(t, def, field) }) : undefined}
      data-testid="ref-ownerId"
    />
  );
}

export const ownerWidget: FieldWidget = ({ value, onChange, record, id }) => (
  <OwnerSelect value={value} onChange={onChange} record={record} id={id} />
);
