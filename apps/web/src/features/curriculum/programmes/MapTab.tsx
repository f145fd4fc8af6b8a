import { Empty, Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The "Curriculum map" tab mounts the map screen (features/curriculum/map/CurriculumMap.tsx,
 * default export, props { programmeId }), loaded only when the tab opens. Found through a glob, so
 * this screen builds whether or not the map is part of the build.
 */
type MapScreen = ComponentType<{ programmeId: string }>;
const found = import.meta.glob<{ default: MapScreen }>('../map/CurriculumMap.tsx');
const load = Object.values(found)[0];
const CurriculumMap = load ? lazy(load) : null;

export function MapTab({ programmeId }: { programmeId: string }) {
  const { t } = useTranslation();
  if (!CurriculumMap) return <Empty description={t('programmes.map.missing')} />;
  return (
    <Suspense fallback={<Skeleton active />}>
      <CurriculumMap programmeId={programmeId} />
    </Suspense>
  );
}
