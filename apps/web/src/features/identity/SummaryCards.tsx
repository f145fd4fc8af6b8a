import type { EquisFigures } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/index.ts';
import { identityApi, identityKey } from './api.ts';

/**
 * The EQUIS figures of the year as cards: headcount and FTE of all faculty, core / adjunct /
 * visiting, full- and part-time, participating and supporting (computed on the server from the
 * shared model, packages/shared/src/identity/equis.ts).
 */
const CARDS: (keyof Omit<EquisFigures, 'missingPercent'>)[] = [
  'total',
  'core',
  'adjunct',
  'visiting',
  'fullTime',
  'partTime',
  'participating',
  'supporting',
];

export function SummaryCards({ year }: { year: number }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const query = useQuery({
    queryKey: [...identityKey(year), 'summary'],
    queryFn: () => identityApi.summary(year),
  });
  const figures = query.data?.figures;
  return (
    <Card
      size="small"
      title={t('identity.summary.title')}
      loading={query.isLoading}
      data-testid="identity-summary"
    >
      <Row gutter={[8, 8]}>
        {CARDS.map((key) => (
          <Col key={key} xs={12} sm={8} md={6} xl={3}>
            <Card size="small" data-testid={`identity-summary-${key}`}>
              <Typography.Text type="secondary">{t(`identity.summary.${key}`)}</Typography.Text>
              <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
                <Statistic
                  title={t('identity.summary.headcount')}
                  value={figures?.[key].headcount ?? 0}
                  styles={{ content: { fontSize: 20 } }}
                />
                <Statistic
                  title={t('identity.summary.fte')}
                  value={(figures?.[key].fte ?? 0).toLocaleString(locale, { minimumFractionDigits: 1 })}
                  styles={{ content: { fontSize: 20 } }}
                />
              </div>
            </Card>
          </Col>
        ))}
      </Row>
      {figures && figures.uncategorised.headcount > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('identity.summary.uncategorised')}: {figures.uncategorised.headcount}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('identity.summary.fteNote', { count: figures?.missingPercent ?? 0 })}
        {query.data &&
          query.data.unrecorded > 0 &&
          ` ${t('identity.summary.unrecorded', { count: query.data.unrecorded })}`}
      </Typography.Paragraph>
    </Card>
  );
}
