import { resourceByName } from '@accredit/shared';
import { BellOutlined } from '@ant-design/icons';
import { App, Button, Card, Tabs, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { useSession } from '../../../app/session.tsx';
import { canFrom } from '../../../crud/permissions.ts';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';
import { useStartProgramme } from '../useStartProgramme.ts';
import { loopApi } from './api.ts';
import { BeforeAfterPanel, ProposalsPanel } from './LoopPanels.tsx';
import { ownerWidget } from './OwnerSelect.tsx';
import './actions.css';

/**
 * Improvement Actions (menu component `improvementAction`, issue 17 item 6): the engine's list and
 * form of actions; the actions proposed for a year's unmet objectives and goals, each turned into
 * an action in one click (then completed in the generic form); and, per action, the figure before
 * and after (the next year assessing the objective). "Send reminders" reminds the owners of the
 * actions due within a week or overdue now (the server also does it by itself every day).
 */
const TABS = ['list', 'proposed', 'beforeAfter'] as const;
type Tab = (typeof TABS)[number];

function RemindButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const remind = async () => {
    setBusy(true);
    try {
      const sent = await loopApi.remind();
      if (sent > 0) message.success(t('aolRemind.web.sent', { count: sent }));
      else message.info(t('aolRemind.web.none'));
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={t('aolRemind.web.help')}>
      <Button icon={<BellOutlined />} loading={busy} onClick={remind} data-testid="actions-remind">
        {t('aolRemind.web.send')}
      </Button>
    </Tooltip>
  );
}

export default function ImprovementActionsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'list';
  const { list, programmeId, setProgrammeId } = useStartProgramme();
  const def = resourceByName('improvementAction');
  if (!def) return null;
  const picker = { programmes: list, programmeId, onProgramme: setProgrammeId };

  return (
    <Card
      title={t('aolPlan.web.actions.title')}
      extra={session.has('improvementAction:edit') ? <RemindButton /> : undefined}
      data-testid="improvement-actions"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'list' ? {} : { tab: key }, { replace: true })}
        items={[
          {
            key: 'list',
            label: t('aolPlan.web.actions.tabs.list'),
            children: (
              <ResourcePage resource={def} can={canFrom(def, session)} widgets={{ ownerId: ownerWidget }} />
            ),
          },
          {
            key: 'proposed',
            label: t('aolPlan.web.actions.tabs.proposed'),
            children: <ProposalsPanel {...picker} canAdd={session.has('improvementAction:add')} />,
          },
          {
            key: 'beforeAfter',
            label: t('aolPlan.web.actions.tabs.beforeAfter'),
            children: <BeforeAfterPanel {...picker} />,
          },
        ]}
      />
    </Card>
  );
}
