import { useQuery } from '@tanstack/react-query';
import { Empty, Select, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { programmeList } from './api.ts';
import CurriculumMap from './CurriculumMap.tsx';

/**
 * The map on a route of its own (`/curriculum/map?programme=<id>`): a picker of the programmes the
 * caller may see (a programme head sees theirs), then the map. The programme page shows the same
 * component as a tab.
 */
export default function CurriculumMapPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const programmeId = params.get('programme') ?? '';
  const list = useQuery({ queryKey: ['crud', 'degreePrograms', 'mapPicker'], queryFn: programmeList });
  const records = list.data?.records ?? [];
  const zh = i18n.language.startsWith('zh');
  useEffect(() => {
    if (!programmeId && records.length === 1) setParams({ programme: records[0].id }, { replace: true });
  }, [programmeId, records, setParams]);
  return (
    <div style={{ padding: 12 }}>
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{t('curriculumMap.ui.programme')}</span>
        <Select
          style={{ minWidth: 260, maxWidth: '100%' }}
          showSearch
          optionFilterProp="label"
          loading={list.isLoading}
          value={programmeId || undefined}
          placeholder={t('curriculumMap.ui.pickProgramme')}
          options={records.map((p) => ({
            value: p.id,
            label: `${p.code} ${zh ? p.name : p.nameEn || p.name}`,
          }))}
          onChange={(id: string) => setParams({ programme: id })}
          data-testid="cmap-programme-select"
        />
      </Space>
      {list.isLoading ? <Skeleton active /> : null}
      {programmeId ? (
        <CurriculumMap key={programmeId} programmeId={programmeId} />
      ) : !list.isLoading ? (
        <Empty description={t('curriculumMap.ui.pickProgramme')} />
      ) : null}
    </div>
  );
}
