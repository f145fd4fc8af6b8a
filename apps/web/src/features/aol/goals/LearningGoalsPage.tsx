import { AOL_DEFAULTS } from '@accredit/shared';
import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Select, Skeleton, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGoalTree } from '../../curriculum/programmes/api.ts';
import { labelOf, nameIn } from '../plan/api.ts';
import { useStartProgramme } from '../useStartProgramme.ts';
import { useLatestResults } from './api.ts';
import { type Attainment, goalRows, summary } from './goals-model.ts';
import './goals.css';

/**
 * Learning Goals and Objectives (menu component `learningGoal`): a programme's learning goals
 * (毕业要求) and objectives (指标点) with their statements in the reader's language and their
 * targets, each beside the latest programme-level attainment and whether it was met. The tree
 * itself is edited on the programme's page (Degree Programmes, Goals tab), linked from here.
 */
export default function LearningGoalsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { programmes, list, programmeId, setProgrammeId } = useStartProgramme();

  const edit = programmeId ? (
    <Button
      icon={<EditOutlined />}
      onClick={() => navigate(`/curriculum/degree-programs?programme=${programmeId}&tab=goals`)}
      data-testid="goals-edit-link"
    >
      {t('aolPlan.web.goals.edit')}
    </Button>
  ) : null;

  return (
    <Card title={t('aolPlan.web.goals.title')} extra={edit} data-testid="learning-goals">
      <div className="aol-goals-toolbar">
        <Select
          className="aol-goals-programme"
          showSearch
          optionFilterProp="label"
          placeholder={t('aolPlan.web.common.pickProgramme')}
          aria-label={t('aolPlan.web.common.programme')}
          loading={programmes.isLoading}
          value={programmeId}
          onChange={setProgrammeId}
          options={list.map((p) => ({ value: p.id, label: labelOf(p) }))}
          data-testid="goals-programme"
        />
      </div>
      {programmes.isSuccess && list.length === 0 && (
        <Empty description={t('aolPlan.web.common.noProgrammes')} />
      )}
      {programmeId && <ProgrammeGoals key={programmeId} programmeId={programmeId} />}
    </Card>
  );
}

function ProgrammeGoals({ programmeId }: { programmeId: string }) {
  const { t } = useTranslation();
  const tree = useGoalTree(programmeId);
  const latest = useLatestResults(programmeId);
  const rows = useMemo(
    () => goalRows(tree.goals, latest.data?.result, AOL_DEFAULTS),
    [tree.goals, latest.data],
  );
  if (tree.loading) return <Skeleton active />;
  if (tree.error) return <Alert type="error" showIcon title={tree.error.message} />;
  if (rows.length === 0) return <Empty description={t('aolPlan.web.goals.noGoals')} />;
  const counts = summary(rows);

  return (
    <div className="aol-goals" data-testid="goals-tree">
      {latest.isLoading ? (
        <Skeleton.Input active size="small" />
      ) : latest.data ? (
        <Alert
          type="info"
          showIcon
          data-testid="goals-results-year"
          title={t('aolPlan.web.goals.resultsOf', { year: latest.data.year.label })}
          description={t('aolPlan.web.goals.summary', { ...counts })}
        />
      ) : (
        <Alert type="info" showIcon title={t('aolPlan.web.goals.noResults')} data-testid="goals-no-results" />
      )}
      {rows.map((row) => (
        <section key={row.goal.id} className="aol-goals-goal" data-testid={`goals-goal-${row.goal.code}`}>
          <div className="aol-goals-row aol-goals-goal-head">
            <span className="aol-goals-code">{row.goal.code}</span>
            <span className="aol-goals-text">{nameIn(row.goal.text, row.goal.textEn)}</span>
            <Figures target={row.target} attainment={row.attainment} />
          </div>
          {row.objectives.length === 0 && (
            <Typography.Text type="secondary" className="aol-goals-none">
              {t('aolPlan.web.goals.noObjectives')}
            </Typography.Text>
          )}
          <div className="aol-goals-los">
            {row.objectives.map((o) => (
              <div key={o.lo.id} className="aol-goals-row aol-goals-lo" data-testid={`goals-lo-${o.lo.code}`}>
                <span className="aol-goals-code">{o.lo.code}</span>
                <span className="aol-goals-text">{nameIn(o.lo.text, o.lo.textEn)}</span>
                <Figures target={o.target} attainment={o.attainment} />
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function Figures({ target, attainment }: { target: number; attainment: Attainment | null }) {
  const { t } = useTranslation();
  return (
    <span className="aol-goals-figures">
      <Tag>{t('aolPlan.web.goals.target', { target })}</Tag>
      {attainment?.figure ? (
        <>
          <Tag color="blue" data-testid="goals-attainment">
            {t('aolPlan.web.goals.attainment', { value: attainment.figure.shown })}
          </Tag>
          {attainment.met !== null && (
            <Tag color={attainment.met ? 'green' : 'red'} data-testid="goals-met">
              {attainment.met ? t('aolPlan.web.goals.met') : t('aolPlan.web.goals.notMet')}
            </Tag>
          )}
        </>
      ) : (
        <Tag className="aol-goals-nofigure">{t('aolPlan.web.goals.noFigure')}</Tag>
      )}
    </span>
  );
}
