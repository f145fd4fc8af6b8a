import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../api/client.ts';
import { currentLocale } from '../../i18n/index.ts';

/**
 * Departments or accounts for a folder's permissions, searched on the server
 * (GET /aacsb/refs/department, open to anyone signed in; GET /aacsb/refs/user, for those who may
 * list accounts). Departments are kept by id; accounts by username (what the folder rules name,
 * files/acl.ts), so a chosen account the search has not brought back still reads as its username.
 */
interface RefOption {
  id: string;
  title: string;
  code: string | null;
}

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function RefPicker({
  refName,
  value,
  onChange,
  placeholder,
  testId,
  id,
}: {
  refName: 'department' | 'user';
  value?: string[];
  onChange?: (values: string[]) => void;
  placeholder: string;
  testId: string;
  id?: string;
}) {
  const chosen = value ?? [];
  const byCode = refName === 'user';
  const [typed, setTyped] = useState('');
  const keyword = useSettled(typed, 300);
  const locale = currentLocale();
  const found = useQuery({
    queryKey: ['files', 'refs', refName, locale, keyword],
    queryFn: () => api.get<RefOption[]>(`/aacsb/refs/${refName}`, { keyword: keyword || undefined }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  // Departments already chosen are named by id, whatever the search shows.
  const named = useQuery({
    queryKey: ['files', 'refs', refName, locale, 'ids', [...chosen].sort().join(',')],
    enabled: !byCode && chosen.length > 0,
    queryFn: () => api.get<RefOption[]>(`/aacsb/refs/${refName}`, { ids: chosen.join(',') }),
    staleTime: 60_000,
  });
  const options = useMemo(() => {
    const out = new Map<string, { value: string; label: string }>();
    for (const o of [...(named.data ?? []), ...(found.data ?? [])]) {
      const v = byCode ? (o.code ?? o.id) : o.id;
      if (!out.has(v))
        out.set(v, { value: v, label: o.code && o.code !== o.title ? `${o.title} (${o.code})` : o.title });
    }
    for (const v of chosen) if (!out.has(v)) out.set(v, { value: v, label: v });
    return [...out.values()];
  }, [found.data, named.data, chosen, byCode]);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onBlur={() => setTyped('')}
      value={chosen}
      onChange={(v: string[]) => onChange?.(v)}
      options={options}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
      placeholder={placeholder}
      style={{ width: '100%' }}
      maxTagCount="responsive"
      data-testid={testId}
    />
  );
}
