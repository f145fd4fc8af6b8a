import type { PlanTimelineBar } from '@accredit/shared';
import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeName, type PlanAction, type PlanTreeData } from './api.ts';

/**
 * The plan's timeline: per goal, each action as a bar from its start to its due date (geometry
 * from the shared planTimeline, in percent), a line at today, overdue actions in red with their
 * overrun up to today striped. Plain CSS: it prints with its colours and narrows to a phone, where
 * the names go above the bars instead of beside them.
 */
const pct = (v: number) => `${v}%`;
const LEGEND = [
  ['plan-tl-s1', 'notStarted'],
  ['plan-tl-s2', 'inProgress'],
  ['plan-tl-s3', 'completed'],
  ['plan-tl-overdue', 'overdue'],
] as const;

function Track({ bar, today }: { bar: PlanTimelineBar | undefined; today: number | null }) {
  const { t } = useTranslation();
  return (
    <div className="plan-tl-track">
      {today !== null && <div className="plan-tl-today" style={{ left: pct(today) }} />}
      {bar && (
        <>
          <div
            className={`plan-tl-bar plan-tl-s${bar.status}${bar.overdue ? ' plan-tl-overdue' : ''}${bar.point ? ' plan-tl-point' : ''}`}
            style={{ left: pct(bar.left), width: pct(bar.width) }}
            title={`${bar.start} – ${bar.end}`}
            data-testid="plan-tl-bar"
            data-overdue={bar.overdue ? 'true' : 'false'}
          />
          {bar.overrun > 0 && (
            <div
              className="plan-tl-overrun"
              style={{ left: pct(bar.left + bar.width), width: pct(bar.overrun) }}
              title={t('plan.web.timeline.overrun')}
            />
          )}
        </>
      )}
    </div>
  );
}

function Row({ action, bar, today }: { action: PlanAction; bar?: PlanTimelineBar; today: number | null }) {
  const { t } = useTranslation();
  return (
    <div className="plan-tl-row" data-testid="plan-tl-row" data-code={action.code ?? ''}>
      <div className="plan-tl-label">
        <span className={action.overdue ? 'plan-tl-label-overdue' : undefined}>
          {codeName(action, 'titleZh', 'titleEn')}
        </span>
        <Typography.Text type="secondary" className="plan-tl-dates">
          {bar ? `${bar.start} – ${bar.end}` : t('plan.web.timeline.noDates')}
        </Typography.Text>
      </div>
      <Track bar={bar} today={today} />
    </div>
  );
}

export function PlanTimelineView({ data }: { data: PlanTreeData }) {
  const { t } = useTranslation();
  const { timeline } = data;
  const bars = new Map(timeline.bars.map((b) => [b.id, b]));
  const goals = data.priorities.flatMap((p) => p.goals).filter((g) => g.actions.length > 0);
  if (goals.length === 0) return <Empty description={t('plan.web.tree.noActions')} />;
  return (
    <div className="plan-tl" data-testid="plan-timeline">
      <div className="plan-tl-legend">
        {LEGEND.map(([cls, key]) => (
          <span key={key} className="plan-tl-legend-item">
            <span className={`plan-tl-key ${cls}`} />
            {t(`plan.web.timeline.legend.${key}`)}
          </span>
        ))}
        <span className="plan-tl-legend-item">
          <span className="plan-tl-key plan-tl-today-key" />
          {t('plan.web.timeline.today', { date: data.today })}
        </span>
      </div>
      <div className="plan-tl-row plan-tl-axis" aria-hidden="true">
        <div className="plan-tl-label" />
        <div className="plan-tl-track plan-tl-years">
          {timeline.years.map((y) => (
            <span key={y.year} className="plan-tl-year" style={{ left: pct(y.left) }}>
              {y.year}
            </span>
          ))}
          {timeline.today !== null && (
            <span
              className="plan-tl-today-label"
              style={{ left: pct(timeline.today) }}
              data-testid="plan-tl-today"
            >
              {t('plan.web.timeline.todayShort')}
            </span>
          )}
        </div>
      </div>
      {goals.map((g) => (
        <div key={g.id} className="plan-tl-goal">
          <Typography.Text strong className="plan-tl-goal-name">
            {codeName(g)}
          </Typography.Text>
          {g.actions.map((a) => (
            <Row key={a.id} action={a} bar={bars.get(a.id)} today={timeline.today} />
          ))}
        </div>
      ))}
    </div>
  );
}
