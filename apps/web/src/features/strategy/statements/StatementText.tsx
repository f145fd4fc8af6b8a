import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/RichText.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import type { StatementVersion } from './api.ts';

/**
 * A version's text in both languages, side by side on a wide screen and one under the other on a
 * phone; the reader's language comes first. Rendered through the app's sanitising RichText.
 */
export function StatementText({ version, testId }: { version: StatementVersion; testId?: string }) {
  const { t } = useTranslation();
  const zhFirst = currentLocale().startsWith('zh');
  const parts = [
    { key: 'zh', lang: 'zh', label: t('statement.lang.zh'), html: version.contentZh },
    { key: 'en', lang: 'en', label: t('statement.lang.en'), html: version.contentEn },
  ];
  if (!zhFirst) parts.reverse();
  return (
    <div className="stmt-text" data-testid={testId}>
      {parts.map((p) => (
        <section
          key={p.key}
          lang={p.lang}
          className="stmt-text-part"
          data-testid={`${testId ?? 'stmt'}-${p.key}`}
        >
          <Typography.Text type="secondary" className="stmt-text-label">
            {p.label}
          </Typography.Text>
          {p.html ? (
            <RichText html={p.html} className="stmt-rich" />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statement.lang.missing')} />
          )}
        </section>
      ))}
    </div>
  );
}

/** "In force from 1 Sep 2019 to 14 Mar 2024, adopted by ..." for a version. */
export function VersionPeriod({ version }: { version: StatementVersion }) {
  const { t } = useTranslation();
  const period =
    version.state === 'pending' || version.state === 'rejected'
      ? t('statement.period.proposed', { from: version.effectiveDate })
      : version.validTo
        ? t('statement.period.range', { from: version.effectiveDate, to: version.validTo })
        : t('statement.period.since', { from: version.effectiveDate });
  return (
    <Typography.Text type="secondary">
      {period}
      {version.approvedBy ? ` · ${t('statement.period.adoptedBy', { body: version.approvedBy })}` : ''}
    </Typography.Text>
  );
}
