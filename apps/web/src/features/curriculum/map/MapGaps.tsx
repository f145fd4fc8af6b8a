import type { MapCoverage, MapGaps } from '@accredit/shared';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MapCourse, MapObjective } from './api.ts';

/** Percent mapped, and the gaps listed by code (objectives without High or without any course, idle courses). */
export function MapFigures({ coverage }: { coverage: MapCoverage }) {
  const { t } = useTranslation();
  const pct = (n: number | null) => (n === null ? '—' : `${n.toFixed(1)}%`);
  return (
    <div className="cmap-figures">
      <span data-testid="cmap-coverage-objectives">
        {t('curriculumMap.coverage.objectives')}:{' '}
        <strong>
          {coverage.objectivesMapped} / {coverage.objectives} ({pct(coverage.objectivesPercent)})
        </strong>
      </span>
      <span data-testid="cmap-coverage-courses">
        {t('curriculumMap.coverage.courses')}:{' '}
        <strong>
          {coverage.coursesMapped} / {coverage.courses} ({pct(coverage.coursesPercent)})
        </strong>
      </span>
    </div>
  );
}

export function MapGapList({
  gaps,
  objectives,
  courses,
  nameOf,
}: {
  gaps: MapGaps;
  objectives: ReadonlyMap<string, MapObjective>;
  courses: ReadonlyMap<string, MapCourse>;
  nameOf: (x: { name: string; nameEn: string | null }) => string;
}) {
  const { t } = useTranslation();
  const none =
    gaps.objectivesWithoutHigh.length +
      gaps.objectivesUnmapped.length +
      gaps.coursesSupportingNothing.length ===
    0;
  const group = (title: string, kind: 'lo' | 'unmapped' | 'course', ids: string[], color: string) => {
    if (ids.length === 0) return null;
    return (
      <div data-testid={`cmap-gaps-${kind}`}>
        <Typography.Text strong>
          {title} ({ids.length})
        </Typography.Text>
        <div>
          {ids.map((id) => {
            const item = kind === 'course' ? courses.get(id) : objectives.get(id);
            if (!item) return null;
            return (
              <Tag key={id} color={color} title={nameOf(item)} data-testid={`cmap-gap-${kind}-${item.code}`}>
                {item.code}
              </Tag>
            );
          })}
        </div>
      </div>
    );
  };
  return (
    <section className="cmap-gaps" data-testid="cmap-gaps" aria-label={t('curriculumMap.ui.gapsTitle')}>
      <Typography.Title level={5}>{t('curriculumMap.ui.gapsTitle')}</Typography.Title>
      {none ? (
        <Typography.Text type="success" data-testid="cmap-no-gaps">
          {t('curriculumMap.gaps.none')}
        </Typography.Text>
      ) : null}
      {group(t('curriculumMap.gaps.withoutHigh'), 'lo', gaps.objectivesWithoutHigh, 'red')}
      {group(t('curriculumMap.gaps.unmapped'), 'unmapped', gaps.objectivesUnmapped, 'volcano')}
      {group(t('curriculumMap.gaps.supportsNothing'), 'course', gaps.coursesSupportingNothing, 'orange')}
    </section>
  );
}
