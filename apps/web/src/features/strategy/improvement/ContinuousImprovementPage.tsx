import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';
import { AllImprovements } from './AllImprovements.tsx';

/**
 * Continuous improvement (issue 19 item 4): "All improvements" lists the school's improvement
 * records and the actions of assurance of learning together; "Improvement records" is the engine's
 * list of the school's records, where they are added, edited and deleted.
 */
export default function ContinuousImprovementPage() {
  const { t } = useTranslation();
  return (
    <Card data-testid="ci-page" styles={{ body: { paddingTop: 8 } }}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'all', label: t('improvement.tabs.all'), children: <AllImprovements /> },
          {
            key: 'records',
            label: t('improvement.tabs.records'),
            children: <ResourcePage resource="continuousImprovement" />,
          },
        ]}
      />
    </Card>
  );
}
