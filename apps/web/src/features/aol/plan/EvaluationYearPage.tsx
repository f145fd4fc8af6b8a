import { Button } from 'antd';
import { useSearchParams } from 'react-router';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';
import { YEAR_TABS, YearDetail, type YearTab } from './YearDetail.tsx';
import './plan.css';

/**
 * Academic Year of Assessment (menu component `evaluationYear`, issue 17 item 1): the engine's list
 * of evaluation years (programme, school year, the figures' rules) with the generic add and edit
 * form; a year opens its own view (`?year=<id>&tab=plan|cycle`) with the plan and the AACSB view.
 */
export default function EvaluationYearPage() {
  const [params, setParams] = useSearchParams();
  const yearId = params.get('year');
  const tabParam = params.get('tab');
  const tab: YearTab = (YEAR_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as YearTab)
    : 'plan';
  const open = (id: string, next: YearTab = 'plan') => setParams({ year: id, tab: next });

  if (yearId)
    return (
      <YearDetail
        key={yearId}
        yearId={yearId}
        tab={tab}
        onTab={(next) => open(yearId, next)}
        onBack={() => setParams({})}
      />
    );
  return (
    <ResourcePage
      resource="evaluationYear"
      columns={{
        name: (column) => ({
          ...column,
          render: (_v, record) => {
            const text =
              String(record.name ?? '') ||
              [record.degreeProgramsId_dictText, record.schoolYearId_dictText].filter(Boolean).join(' · ');
            return (
              <Button
                type="link"
                size="small"
                className="aol-plan-open"
                onClick={() => open(record.id)}
                data-testid="eval-year-open"
              >
                {text || record.id}
              </Button>
            );
          },
        }),
      }}
    />
  );
}
