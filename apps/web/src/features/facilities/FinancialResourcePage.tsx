import { Space } from 'antd';
import { useSession } from '../../app/session.tsx';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { BudgetSummary } from './BudgetSummary.tsx';

/**
 * Financial resources (issue 19 item 5): the budget per year with its changes, chart and the
 * latest year by category, above the engine's list of budget lines (add, edit, delete, Excel).
 */
export default function FinancialResourcePage() {
  const canRead = useSession().has('financialResource:query');
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {canRead && <BudgetSummary />}
      <ResourcePage resource="financialResource" />
    </Space>
  );
}
