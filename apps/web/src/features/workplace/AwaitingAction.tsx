import { type Page, REVIEW_STATUS } from '@accredit/shared';
import { useQueries } from '@tanstack/react-query';
import { Badge, Empty, List, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { flattenNodes, menuTitle } from '../../app/menu.ts';
import { resourceOf } from '../../app/pages.tsx';
import { resourceSummary } from '../../app/resource-index.ts';
import { useSession } from '../../app/session.tsx';
import { Panel } from '../../components/Panel.tsx';
import { currentLocale } from '../../i18n/index.ts';

interface Pending {
  resource: string;
  path: string;
  title: string;
  /** Reviewers see records to review; submitters their rejected records to resubmit. */
  kind: 'toReview' | 'toResubmit';
}

/**
 * Records waiting for the person: for each reviewed record type on their menu, the unreviewed
 * ones when their role reviews it, otherwise their rejected ones to fix and resubmit. Counted
 * through the list calls, so the role's data rules decide what is theirs.
 */
export function AwaitingAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const locale = currentLocale();
  const pending: Pending[] = [];
  for (const { node } of flattenNodes(session.menu)) {
    const name = resourceOf(node);
    const def = name ? resourceSummary(name) : undefined;
    if (!name || !def?.reviewed) continue;
    const base = def.permission ?? def.name;
    const kind = session.has(`${base}:review`)
      ? 'toReview'
      : session.has(`${base}:query`)
        ? 'toResubmit'
        : null;
    if (kind) pending.push({ resource: name, path: node.path, title: menuTitle(node, locale), kind });
  }
  const counts = useQueries({
    queries: pending.map((p) => ({
      queryKey: ['workplace', 'awaiting', p.resource, p.kind],
      queryFn: async () => {
        const status = p.kind === 'toReview' ? REVIEW_STATUS.unreviewed : REVIEW_STATUS.rejected;
        const page = await api.get<Page<unknown>>(
          `/aacsb/${p.resource}/list`,
          { pageNo: 1, pageSize: 1, reviewStatus: status },
          { quiet: true },
        );
        return page.total;
      },
      retry: false,
    })),
  });
  const loading = counts.some((c) => c.isPending);
  const rows = pending.map((p, i) => ({ ...p, count: counts[i]?.data ?? 0 })).filter((r) => r.count > 0);
  return (
    <Panel title={t('shell.workplace.awaiting')} className="workplace-panel" data-testid="awaiting-action">
      {loading ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.workplace.nothingAwaiting')} />
      ) : (
        <List
          dataSource={rows}
          rowKey={(r) => `${r.resource}:${r.kind}`}
          renderItem={(r) => (
            <List.Item onClick={() => navigate(r.path)} style={{ cursor: 'pointer' }}>
              <List.Item.Meta title={r.title} />
              <Tag color={r.kind === 'toReview' ? 'blue' : 'orange'}>{t(`shell.workplace.${r.kind}`)}</Tag>
              <Badge count={r.count} overflowCount={999} color="#187065" />
            </List.Item>
          )}
        />
      )}
    </Panel>
  );
}
