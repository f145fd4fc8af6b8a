import { Alert, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { useGoalTree } from './api.ts';
import { NodeList } from './NodeList.tsx';
import { suggestCode } from './tree-model.ts';

/**
 * The "Goals and objectives" tab: one tree editor of a programme's training objectives (培养目标)
 * and its learning goals (LG, 毕业要求) with their objectives (LO, 指标点), each edited in place.
 */
export function GoalTree({ programmeId }: { programmeId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const tree = useGoalTree(programmeId);
  const can = {
    add: session.has('degreePrograms:add'),
    edit: session.has('degreePrograms:edit'),
    delete: session.has('degreePrograms:delete'),
  };
  if (tree.loading) return <Skeleton active />;
  if (tree.error) return <Alert type="error" showIcon title={tree.error.message} />;
  return (
    <div className="programmes-tree" data-testid="goal-tree">
      {!can.edit && <Alert type="info" showIcon title={t('programmes.tree.readOnly')} />}
      <section className="programmes-section">
        <Typography.Title level={5}>{t('programmes.tree.trainingObjectives')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('programmes.tree.trainingHint')}</Typography.Paragraph>
        <NodeList
          kind="trainingObjective"
          nodes={tree.training}
          parent={{ degreeProgramsId: programmeId }}
          can={can}
          addLabel={t('programmes.tree.addTraining')}
          addTestId="tree-add-training"
          emptyText={t('programmes.tree.noTraining')}
          suggestCode={(nodes) => suggestCode('T', nodes)}
        />
      </section>
      <section className="programmes-section">
        <Typography.Title level={5}>{t('programmes.tree.goals')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('programmes.tree.goalsHint')}</Typography.Paragraph>
        <NodeList
          kind="degreeProgramsLg"
          nodes={tree.goals}
          parent={{ degreeProgramsId: programmeId }}
          can={can}
          addLabel={t('programmes.tree.addGoal')}
          addTestId="tree-add-goal"
          emptyText={t('programmes.tree.noGoals')}
          suggestCode={(nodes) => suggestCode('LG', nodes)}
        >
          {(goal) => (
            <div className="programmes-children">
              <NodeList
                kind="degreeProgramsLo"
                nodes={goal.objectives}
                parent={{ degreeProgramsId: programmeId, lgId: goal.id }}
                can={can}
                addLabel={t('programmes.tree.addObjective')}
                addTestId={`tree-add-objective-${goal.code}`}
                emptyText={t('programmes.tree.noObjectives')}
                suggestCode={(nodes) => suggestCode(`LO${goal.code.replace(/^LG/i, '')}.`, nodes)}
              />
            </div>
          )}
        </NodeList>
      </section>
    </div>
  );
}
