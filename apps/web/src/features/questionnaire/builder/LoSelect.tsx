import { Select, Tag } from 'antd';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoChoice, loLabel } from './objectives.ts';

/**
 * What the objective pickers share, given once by the editor: whether the account may list
 * objectives, the programme picked for mapping, and every objective it may see.
 */
export interface ObjectivesContext {
  allowed: boolean;
  loading: boolean;
  programmeId: string | undefined;
  los: LoChoice[];
}

export const Objectives = createContext<ObjectivesContext>({
  allowed: false,
  loading: false,
  programmeId: undefined,
  los: [],
});

/**
 * The learning objectives a rating question or a matrix row is mapped to: those of the programme
 * picked above the editor, and any already mapped (named even when of another programme). An
 * account that may not list objectives sees how many are mapped; the mapping is kept.
 */
export function LoSelect({
  value,
  onChange,
  label,
  readOnly,
  testId,
}: {
  value: string[] | undefined;
  onChange: (ids: string[] | undefined) => void;
  label: string;
  readOnly?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const ctx = useContext(Objectives);
  const chosen = value ?? [];
  if (!ctx.allowed)
    return chosen.length ? <Tag>{t('qnrTemplate.lo.mappedCount', { count: chosen.length })}</Tag> : null;
  const byId = new Map(ctx.los.map((lo) => [lo.id, lo]));
  const offered = ctx.los.filter((lo) => lo.programmeId === ctx.programmeId);
  const others = chosen
    .filter((id) => !offered.some((lo) => lo.id === id))
    .map((id) => {
      const lo = byId.get(id);
      return { value: id, label: lo ? loLabel(lo) : t('qnrTemplate.lo.unknown') };
    });
  return (
    <Select
      mode="multiple"
      allowClear
      disabled={readOnly}
      aria-label={label}
      className="qb-lo-select"
      loading={ctx.loading}
      placeholder={ctx.programmeId ? t('qnrTemplate.lo.placeholder') : t('qnrTemplate.lo.pickProgramme')}
      value={chosen}
      onChange={(ids: string[]) => onChange(ids.length ? ids : undefined)}
      options={[...offered.map((lo) => ({ value: lo.id, label: loLabel(lo) })), ...others]}
      optionFilterProp="label"
      maxCount={20}
      notFoundContent={ctx.programmeId ? t('qnrTemplate.lo.none') : t('qnrTemplate.lo.pickProgramme')}
      data-testid={testId}
    />
  );
}
