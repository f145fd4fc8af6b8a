import { bilingual } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ResourceRecord, resourceApi } from '../../../crud/api.ts';
import { storedCodes } from '../../../crud/permissions.ts';
import { currentLocale } from '../../../i18n/index.ts';

/**
 * The template a questionnaire is made from: each template with its number of groups and
 * questions, so the person sees what they pick. Picking one hands the whole template to the
 * editor (which fills in the texts left blank); the server copies its questions on add. A role
 * that may not list templates sees the current template's name only.
 */
export function templateName(record: object, locale = currentLocale()): string {
  return bilingual(record, 'name', 'nameEn', locale).text;
}

export function TemplatePicker({
  value,
  onChange,
  onPicked,
  record,
  disabled,
  id,
  placeholder,
}: {
  value?: string | null;
  onChange?: (id: string | null) => void;
  onPicked?: (template: ResourceRecord) => void;
  /** The questionnaire edited (its `templateId_dictText` names the template). */
  record?: Record<string, unknown> | null;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const mayList = storedCodes().has('questionnaireTemplate:query');
  const templates = useQuery({
    queryKey: ['crud', 'questionnaireTemplate', 'picker', currentLocale()],
    enabled: mayList,
    staleTime: 30_000,
    queryFn: () => resourceApi('questionnaireTemplate').list({ pageNo: 1, pageSize: -1 }),
  });
  const current = typeof record?.templateId_dictText === 'string' ? record.templateId_dictText : '';
  if (!mayList) return <Input id={id} value={current} disabled data-testid="qnr-template" />;
  const list = templates.data?.records ?? [];
  const options = list.map((r) => ({
    value: r.id,
    label: templateName(r) || r.id,
    counts: t('qnrWeb.template.counts', {
      groups: Number(r.numberGroup ?? 0),
      questions: Number(r.questionCount ?? 0),
    }),
  }));
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: current || value, counts: '' });
  return (
    <Select
      id={id}
      allowClear
      showSearch
      optionFilterProp="label"
      value={value ?? undefined}
      disabled={disabled}
      loading={templates.isLoading}
      placeholder={placeholder}
      options={options}
      optionRender={(o) => (
        <div className="qnr-template-option">
          <span>{o.data.label}</span>
          <Typography.Text type="secondary">{o.data.counts}</Typography.Text>
        </div>
      )}
      onChange={(next: string | undefined) => {
        onChange?.(next ?? null);
        const picked = list.find((r) => r.id === next);
        if (picked) onPicked?.(picked);
      }}
      data-testid="qnr-template"
    />
  );
}
