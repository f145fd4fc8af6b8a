import { dictLabel } from '@accredit/shared';
import {
  PRODUCTIVITY_UNITS,
  type ProductivityUnit,
  type QualificationRule,
  type RuleCondition,
  type Thresholds,
} from '@accredit/shared/aacsb/index.ts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Input,
  InputNumber,
  List,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { useRuleVersions, useSettings } from './api.ts';

/** The rules editor (a save adds a version) and the settings: unit of teaching productivity and thresholds. */
const COUNTS = ['minPrj', 'minContributions', 'minActivities', 'minLevelJournals'] as const;
const THRESHOLDS: (keyof Thresholds)[] = [
  'schoolSufficiency',
  'disciplineSufficiency',
  'sa',
  'saPaSp',
  'saPaSpIp',
];

export function RulesTab() {
  const { t } = useTranslation();
  const session = useSession();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: versions = [] } = useRuleVersions();
  const [rules, setRules] = useState<QualificationRule[]>([]);
  const [note, setNote] = useState('');
  const canEdit = session.has('teacherQualification:edit');
  useEffect(() => {
    if (versions[0]) setRules(versions[0].rules.rules);
  }, [versions]);
  const patchRule = (i: number, patch: Partial<QualificationRule>) =>
    setRules((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const patchAlt = (i: number, k: number, patch: Partial<RuleCondition>) =>
    patchRule(i, { anyOf: rules[i].anyOf.map((c, j) => (j === k ? { ...c, ...patch } : c)) });
  const save = async () => {
    await api.put('/qualification/rules', { rules, note: note || null });
    message.success(t('qualification.messages.rulesSavedShort'));
    setNote('');
    await queryClient.invalidateQueries({ queryKey: ['qualification'] });
  };
  return (
    <Row gutter={16}>
      <Col xs={24} xl={16}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('qualification.rules.hint')}</Typography.Text>
          {rules.map((rule, i) => (
            <Card
              key={rule.status}
              size="small"
              title={t('qualification.checks.rule', { status: rule.status })}
              data-testid={`rule-${rule.status}`}
            >
              <Space wrap>
                <span>{t('qualification.rules.minDegree')}</span>
                <Select
                  disabled={!canEdit}
                  value={rule.minDegree}
                  style={{ width: 160 }}
                  onChange={(minDegree) => patchRule(i, { minDegree })}
                  options={(['3', '2', '1'] as const).map((d) => ({
                    value: d,
                    label: t(`qualification.degreeRank.${d}`),
                  }))}
                />
              </Space>
              {rule.anyOf.map((c, k) => (
                <Card
                  // biome-ignore lint/suspicious/noArrayIndexKey: an alternative is known by its position in the rule
                  key={`${rule.status}-${k}`}
                  size="small"
                  type="inner"
                  style={{ marginTop: 8 }}
                  title={t('qualification.checks.alternative', { n: k + 1 })}
                  extra={
                    canEdit && (
                      <Button
                        size="small"
                        type="text"
                        icon={<DeleteOutlined />}
                        onClick={() => patchRule(i, { anyOf: rule.anyOf.filter((_, j) => j !== k) })}
                      />
                    )
                  }
                >
                  <Space wrap>
                    <Checkbox
                      disabled={!canEdit}
                      checked={Boolean(c.recentDegree)}
                      onChange={(e) => patchAlt(i, k, { recentDegree: e.target.checked || undefined })}
                    >
                      {t('qualification.rules.recentDegree')}
                    </Checkbox>
                    {COUNTS.map((key) => (
                      <span key={key}>
                        {t(`qualification.rules.${key}`)}{' '}
                        <InputNumber
                          disabled={!canEdit}
                          size="small"
                          min={0}
                          max={100}
                          value={c[key] ?? null}
                          onChange={(v) => patchAlt(i, k, { [key]: v || undefined })}
                        />
                      </span>
                    ))}
                    {Boolean(c.minLevelJournals) && (
                      <Select
                        disabled={!canEdit}
                        mode="tags"
                        size="small"
                        style={{ minWidth: 220 }}
                        placeholder={t('qualification.rules.journalLevels')}
                        value={c.journalLevels ?? []}
                        onChange={(journalLevels) => patchAlt(i, k, { journalLevels })}
                      />
                    )}
                  </Space>
                </Card>
              ))}
              {canEdit && (
                <Button
                  size="small"
                  style={{ marginTop: 8 }}
                  icon={<PlusOutlined />}
                  onClick={() => patchRule(i, { anyOf: [...rule.anyOf, { minContributions: 1 }] })}
                >
                  {t('qualification.rules.addAlternative')}
                </Button>
              )}
            </Card>
          ))}
          {canEdit && (
            <Space>
              <Input
                style={{ width: 320 }}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                placeholder={t('qualification.rules.note')}
                maxLength={500}
              />
              <Button type="primary" onClick={save} data-testid="save-rules">
                {t('qualification.rules.save')}
              </Button>
            </Space>
          )}
        </Space>
      </Col>
      <Col xs={24} xl={8}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <SettingsCard />
          <Card size="small" title={t('qualification.rules.versions')}>
            <List
              size="small"
              dataSource={versions}
              renderItem={(v) => (
                <List.Item>
                  v{v.version} · {v.createBy} · {new Date(v.createTime).toLocaleDateString()}{' '}
                  {v.note ? `· ${v.note}` : ''}
                </List.Item>
              )}
            />
          </Card>
        </Space>
      </Col>
    </Row>
  );
}

function SettingsCard() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const session = useSession();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data } = useSettings();
  const [unit, setUnit] = useState<ProductivityUnit>('credit_hours');
  const [thresholds, setThresholds] = useState<Thresholds | null>(null);
  useEffect(() => {
    if (!data) return;
    setUnit(data.unit);
    setThresholds(data.thresholds);
  }, [data]);
  const canEdit = session.has('teacherQualification:edit');
  if (!thresholds) return null;
  const save = async () => {
    await api.put('/qualification/settings', { unit, thresholds });
    message.success(t('qualification.messages.saved'));
    await queryClient.invalidateQueries({ queryKey: ['qualification'] });
  };
  return (
    <Card size="small" title={t('qualification.rules.settings')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <span>{t('qualification.rules.unit')}</span>
        <Select<ProductivityUnit>
          disabled={!canEdit}
          value={unit}
          style={{ width: '100%' }}
          onChange={setUnit}
          options={PRODUCTIVITY_UNITS.map((u) => ({
            value: u,
            label: dictLabel('teachingProductivityUnit', u, locale),
          }))}
        />
        {THRESHOLDS.map((k) => (
          <Space key={k} style={{ justifyContent: 'space-between', width: '100%' }}>
            <span>{t(`qualification.thresholds.${k}`)}</span>
            <InputNumber
              disabled={!canEdit}
              min={0}
              max={100}
              value={thresholds[k]}
              addonAfter="%"
              onChange={(v) => setThresholds({ ...thresholds, [k]: v ?? 0 })}
            />
          </Space>
        ))}
        {canEdit && (
          <Button type="primary" onClick={save}>
            {t('qualification.common.save')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
