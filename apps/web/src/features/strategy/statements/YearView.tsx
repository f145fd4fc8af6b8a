import { versionOfYear, versionsDuringYear, yearAsOf } from '@accredit/shared';
import { Alert, Button, Empty, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementHistory } from './api.ts';
import { StatementText, VersionPeriod } from './StatementText.tsx';

/**
 * "What did it say in <year>": the version that stood at the year's end (today for this year),
 * computed with the shared model the server uses; when the statement changed during the year,
 * says so and offers the comparison of the two.
 */
export function YearView({
  history,
  name,
  onCompare,
}: {
  history: StatementHistory;
  /** The statement's name as it reads inside a sentence. */
  name: string;
  onCompare: (fromId: string, toId: string) => void;
}) {
  const { t } = useTranslation();
  const { years, versions, today } = history;
  const [picked, setPicked] = useState<number | null>(null);
  const year = picked ?? years[1] ?? years[0] ?? null;
  if (year === null) return <Empty description={t('statement.year.none')} />;
  const version = versionOfYear(versions, year, today);
  const during = versionsDuringYear(versions, year, today);
  const first = during[0];
  const last = during[during.length - 1];
  return (
    <div data-testid="statement-year">
      <Space wrap align="center" style={{ marginBottom: 12 }}>
        <Typography.Text>{t('statement.year.ask', { name })}</Typography.Text>
        <Select
          value={year}
          onChange={setPicked}
          options={years.map((y) => ({ value: y, label: String(y) }))}
          style={{ minWidth: 110 }}
          data-testid="statement-year-select"
          aria-label={t('statement.year.pick')}
        />
      </Space>
      {!version ? (
        <Empty description={t('statement.year.nothing', { year, name })} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {t('statement.year.asOf', { date: yearAsOf(year, today) })} · <VersionPeriod version={version} />
          </Typography.Paragraph>
          {first && last && during.length > 1 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="statement-year-changed"
              title={t('statement.year.changed', { year, n: during.length, date: last.effectiveDate })}
              action={
                <Button
                  size="small"
                  onClick={() => onCompare(first.id, last.id)}
                  data-testid="statement-year-compare"
                >
                  {t('statement.year.compare')}
                </Button>
              }
            />
          )}
          <StatementText version={version} testId="statement-year-text" />
        </>
      )}
    </div>
  );
}
