import { Button, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictOptions } from '../../crud/fields.tsx';
import type { Draft } from './api.ts';

/**
 * "Set for selected": the values chosen here replace those of every selected row (left blank,
 * a column keeps each row's own value); nothing is stored until Save.
 */
export function BatchBar({ count, onApply }: { count: number; onApply: (patch: Partial<Draft>) => void }) {
  const { t } = useTranslation();
  const [participating, setParticipating] = useState<boolean>();
  const [employmentStatus, setEmployment] = useState<string>();
  const [facultyCategory, setCategory] = useState<string>();
  const [missionPercent, setPercent] = useState<number | null>(null);
  const apply = () => {
    const patch: Partial<Draft> = {};
    if (participating !== undefined) patch.participating = participating;
    if (employmentStatus !== undefined) patch.employmentStatus = employmentStatus;
    if (facultyCategory !== undefined) patch.facultyCategory = facultyCategory;
    if (missionPercent !== null) patch.missionPercent = missionPercent;
    onApply(patch);
  };
  return (
    <Space wrap data-testid="identity-batch">
      <Typography.Text strong>
        {t('identity.setForSelected')} ({t('identity.selected', { count })})
      </Typography.Text>
      <Select
        allowClear
        placeholder={t('identity.column.participating')}
        value={participating}
        onChange={setParticipating}
        options={[
          { value: true, label: t('identity.value.participating') },
          { value: false, label: t('identity.value.supporting') },
        ]}
        style={{ width: 150 }}
        data-testid="identity-batch-participating"
      />
      <Select
        allowClear
        placeholder={t('identity.column.employmentStatus')}
        value={employmentStatus}
        onChange={setEmployment}
        options={dictOptions('employmentStatus')}
        style={{ width: 150 }}
        data-testid="identity-batch-employmentStatus"
      />
      <Select
        allowClear
        placeholder={t('identity.column.facultyCategory')}
        value={facultyCategory}
        onChange={setCategory}
        options={dictOptions('facultyCategory')}
        style={{ width: 170 }}
        data-testid="identity-batch-facultyCategory"
      />
      <InputNumber
        min={0}
        max={100}
        placeholder={t('identity.column.missionPercent')}
        value={missionPercent}
        onChange={(v) => setPercent(v ?? null)}
        style={{ width: 170 }}
        data-testid="identity-batch-mission"
      />
      <Button onClick={apply} data-testid="identity-batch-apply">
        {t('identity.apply')}
      </Button>
    </Space>
  );
}
