import { useQuery } from '@tanstack/react-query';
import { Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/index.ts';
import { ambaKey, fetchAmba } from './api.ts';

/** The AMBA checks of each MBA programme in the caller's scope, each shown pass, fail or no figures. */
function Verdict({ pass, testId }: { pass: boolean | null; testId: string }) {
  const { t } = useTranslation();
  if (pass === null) return <Tag data-testid={testId}>{t('progression.amba.unknown')}</Tag>;
  return (
    <Tag color={pass ? 'green' : 'red'} data-testid={testId} data-pass={String(pass)}>
      {t(pass ? 'progression.amba.pass' : 'progression.amba.fail')}
    </Tag>
  );
}

export function AmbaPanel() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const query = useQuery({ queryKey: ambaKey, queryFn: fetchAmba });
  const programmes = query.data?.programmes ?? [];
  return (
    <Card title={t('progression.amba.title')} data-testid="progression-amba" loading={query.isLoading}>
      {programmes.length === 0 ? (
        <Empty description={t('progression.amba.empty')} />
      ) : (
        <List
          dataSource={programmes}
          renderItem={(p) => (
            <List.Item key={p.degreeProgramsId} data-testid={`progression-amba-${p.degreeProgramsId}`}>
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Typography.Text strong>{(locale === 'en-US' && p.nameEn) || p.name}</Typography.Text>
                <Space wrap>
                  <Verdict pass={p.workExperience.pass} testId="progression-amba-work" />
                  <Typography.Text>{t('progression.amba.workExperience')}</Typography.Text>
                </Space>
                {p.workExperience.cohorts.length > 0 && (
                  <Space wrap size={4}>
                    {p.workExperience.cohorts.map((c) => (
                      <Tag key={c.cohortYear} color={c.pass === false ? 'red' : undefined}>
                        {t('progression.amba.cohortYears', {
                          year: c.cohortYear,
                          years: c.workExperienceMin ?? '–',
                        })}
                      </Tag>
                    ))}
                  </Space>
                )}
                <Space wrap>
                  <Verdict pass={p.contactHours.pass} testId="progression-amba-hours" />
                  <Typography.Text>{t('progression.amba.contactHours')}</Typography.Text>
                </Space>
                {p.contactHours.courses > 0 && (
                  <Typography.Text type="secondary">
                    {t('progression.amba.hours', {
                      hours: p.contactHours.hours,
                      courses: p.contactHours.courses,
                      year: p.contactHours.effectiveYear ?? '–',
                    })}
                  </Typography.Text>
                )}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
