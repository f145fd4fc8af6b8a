import { plainText, type StatementKind } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../app/session.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import type { StatementHistory } from '../../strategy/statements/api.ts';

/** Longest excerpt a home shows of a statement; the page has the whole text. */
const EXCERPT = 240;

function excerpt(html: string | null | undefined): string {
  const text = plainText(html).trim();
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text;
}

/**
 * The mission or vision in force, both languages as the statement page shows them (the reader's
 * first), shortened; a click opens the statement page. Nothing when the reader may not query it
 * or no version is in force yet.
 */
export function StatementCard({ kind, path }: { kind: StatementKind; path: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useSession().has(`${kind}:query`);
  const history = useQuery({
    queryKey: ['crud', kind, 'statementHistory'],
    queryFn: () => api.get<StatementHistory>(`/aacsb/${kind}/history`, undefined, { quiet: true }),
    enabled: allowed,
    staleTime: 60_000,
  });
  const version = history.data?.versions.find((v) => v.id === history.data?.inForceId);
  if (!allowed || !version) return null;
  const parts = [
    { lang: 'zh', text: excerpt(version.contentZh) },
    { lang: 'en', text: excerpt(version.contentEn) },
  ].filter((p) => p.text);
  if (!currentLocale().startsWith('zh')) parts.reverse();
  return (
    <Col xs={24} xl={12}>
      <Card
        size="small"
        hoverable
        className="area-statement"
        title={t(`areas.dashboard.strategy.${kind}`)}
        extra={
          <Typography.Text type="secondary">
            {t('areas.dashboard.strategy.since', { date: version.effectiveDate })}
          </Typography.Text>
        }
        onClick={() => navigate(path)}
        data-testid={`dashboard-strategy-${kind}`}
      >
        {parts.map((p) => (
          <Typography.Paragraph key={p.lang} lang={p.lang} style={{ marginBottom: 8 }}>
            {p.text}
          </Typography.Paragraph>
        ))}
      </Card>
    </Col>
  );
}
