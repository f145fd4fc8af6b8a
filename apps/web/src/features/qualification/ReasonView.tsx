import type { AtRisk, ConditionCheck, RuleCheck } from '@accredit/shared/aacsb/index.ts';
import { CheckCircleTwoTone, CloseCircleTwoTone, WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { amountText } from './format.ts';

/** Records listed per condition; the rest are counted (the drill-down of Table 3-1 lists them all). */
const MAX_SHOWN = 5;

/** A computed status's reason: each rule tried, each condition with required and actual counts, and the records that satisfied it. */
export function ReasonView({
  checks,
  atRisk,
  year,
  onRecord,
}: {
  checks: RuleCheck[];
  atRisk: AtRisk | null;
  year: number;
  onRecord: (kind: 'output' | 'activity', id: string) => void;
}) {
  const { t } = useTranslation();
  const line = (c: ConditionCheck, i: number) => (
    <div key={i}>
      {c.held ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <CloseCircleTwoTone twoToneColor="#ff4d4f" />}{' '}
      {c.kind === 'degree'
        ? t('qualification.checks.degree', {
            required: t(`qualification.degreeRank.${c.required}`),
            actual: t(`qualification.degreeRank.${c.actual}`),
          })
        : c.kind === 'recentDegree'
          ? t('qualification.checks.recentDegree', { required: c.required, actual: c.actual || '—' })
          : t(`qualification.checks.${c.kind}`, { required: c.required, actual: amountText(c.actual) })}
      {c.records.filter((r) => r.kind !== 'degree').length > 0 && (
        <div style={{ paddingLeft: 22 }}>
          {c.records
            .filter((r) => r.kind !== 'degree')
            .slice(0, MAX_SHOWN)
            .map((r) => (
              <Button
                key={r.id}
                size="small"
                type="link"
                onClick={() => onRecord(r.kind === 'activity' ? 'activity' : 'output', r.id)}
              >
                {r.title} {r.date ? `(${r.date.slice(0, 7)})` : ''}
              </Button>
            ))}
          {c.records.length > MAX_SHOWN && (
            <Typography.Text type="secondary">
              {t('qualification.checks.more', { count: c.records.length - MAX_SHOWN })}
            </Typography.Text>
          )}
        </div>
      )}
    </div>
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="reason">
      {atRisk && (
        <Alert
          type="warning"
          icon={<WarningOutlined />}
          showIcon
          title={t('qualification.board.atRiskDetail', { year: year + 1, status: atRisk.nextStatus })}
          description={[
            atRisk.degreeAgesOut ? t('qualification.board.degreeAgesOut') : '',
            atRisk.leaving.length
              ? t('qualification.board.leaving', { records: atRisk.leaving.map((r) => r.title).join(', ') })
              : '',
          ]
            .filter(Boolean)
            .join(' ')}
        />
      )}
      {checks.map((rule) => (
        <div key={rule.status}>
          <Typography.Text strong>
            {rule.held ? (
              <CheckCircleTwoTone twoToneColor="#52c41a" />
            ) : (
              <CloseCircleTwoTone twoToneColor="#ff4d4f" />
            )}{' '}
            {t('qualification.checks.rule', { status: rule.status })}
          </Typography.Text>
          <div style={{ paddingLeft: 16 }}>
            {line(rule.degree, -1)}
            {rule.alternatives.map((alt, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an alternative is known by its position in the rule
              <div key={`alt-${i}`} style={{ marginTop: 4 }}>
                <Typography.Text type="secondary">
                  {t('qualification.checks.alternative', { n: i + 1 })}
                  {rule.held && rule.heldAlternative === i && ` · ${t('qualification.checks.held')}`}
                </Typography.Text>
                {alt.map(line)}
              </div>
            ))}
          </div>
        </div>
      ))}
    </Space>
  );
}
