import { useQuery } from '@tanstack/react-query';
import { Empty, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type EvaluationYearRow, evaluationYearList } from './api.ts';
import { ProgrammeResultsView } from './ProgrammeResultsView.tsx';
import './results.css';

/** "Programme · year" of an evaluation year, as the list gives it in the reader's language. */
export function evaluationYearLabel(y: EvaluationYearRow): string {
  const programme = y.degreeProgramsId_dictText ?? '';
  const year = y.name || y.schoolYearId_dictText || '';
  return [programme, year].filter(Boolean).join(' · ');
}

/**
 * The results of an evaluation year on a route of their own (`/aol/results?evaluationYearId=`),
 * reached from Grade Analysis and the Learning Goals page: a picker of the years the caller may
 * see (a programme head sees their programmes'), then the programme's results.
 */
export default function ResultsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const yearId = params.get('evaluationYearId') ?? '';
  const list = useQuery({ queryKey: ['aolResults', 'years'], queryFn: evaluationYearList });
  const records = list.data?.records ?? [];
  useEffect(() => {
    if (!yearId && records.length === 1) setParams({ evaluationYearId: records[0].id }, { replace: true });
  }, [yearId, records, setParams]);
  return (
    <div className="aolr-page" data-testid="results-page">
      <div className="aolr-filters">
        <span>{t('aolResults.web.evaluationYear')}</span>
        <Select
          style={{ minWidth: 280 }}
          showSearch
          optionFilterProp="label"
          loading={list.isLoading}
          value={yearId || undefined}
          placeholder={t('aolResults.web.pickYear')}
          options={records.map((y) => ({ value: y.id, label: evaluationYearLabel(y) }))}
          onChange={(id: string) => setParams({ evaluationYearId: id })}
          data-testid="results-year-select"
        />
      </div>
      {list.isLoading ? <Skeleton active /> : null}
      {yearId ? (
        <ProgrammeResultsView key={yearId} evaluationYearId={yearId} />
      ) : !list.isLoading ? (
        <Empty description={t('aolResults.web.pickYear')} />
      ) : null}
    </div>
  );
}
