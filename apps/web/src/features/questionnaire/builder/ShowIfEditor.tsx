import { type BiText, type Question, type ShowIf, textIn } from '@accredit/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { conditionValues } from './model.ts';

/**
 * "Show this question only when …": an earlier question, and optionally which of its answers
 * (options of a choice, values of a rating); without answers chosen, any answer shows it. A rule
 * naming a question that is no longer earlier (moved below) stays visible with its problem until
 * the author fixes it.
 */
export function ShowIfEditor({
  value,
  onChange,
  earlier,
  all,
  numbers,
  locale,
  problem,
  readOnly,
  testId,
}: {
  value: ShowIf | undefined;
  onChange: (v: ShowIf | undefined) => void;
  /** The questions before this one (those a rule may name). */
  earlier: Question[];
  /** Every question, to name a rule's question even when it is not earlier. */
  all: ReadonlyMap<string, Question>;
  numbers: ReadonlyMap<string, number>;
  locale: string;
  problem?: string;
  readOnly?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const name = (q: Question) =>
    `${t('qnrTemplate.question.short', { n: numbers.get(q.id) ?? '?' })} ${textIn(q.title, locale) || t('qnrTemplate.question.untitled')}`;
  const target = value ? all.get(value.questionId) : undefined;
  const choices = target ? conditionValues(target) : [];
  // A rating's values are numbers; its two ends also say what they mean ("1 · Strongly disagree").
  const choiceLabel = (c: { value: string; text: BiText | null }) => {
    if (c.text) return textIn(c.text, locale) || c.value;
    const scale = target?.scale;
    const end = c.value === '1' ? scale?.low : c.value === String(scale?.points) ? scale?.high : undefined;
    const meaning = end ? textIn(end, locale) : '';
    return meaning ? `${c.value} · ${meaning}` : c.value;
  };
  const questionOptions = earlier.map((q) => ({ value: q.id, label: name(q) }));
  if (value && !earlier.some((q) => q.id === value.questionId))
    questionOptions.push({
      value: value.questionId,
      label: target ? name(target) : t('qnrTemplate.showIf.missing'),
    });
  return (
    <div className="qb-showif">
      <div className="qb-label">{t('qnrTemplate.showIf.label')}</div>
      <div className="qb-showif-row">
        <Select
          className="qb-showif-question"
          disabled={readOnly}
          aria-label={t('qnrTemplate.showIf.label')}
          status={problem ? 'error' : undefined}
          value={value?.questionId ?? ''}
          onChange={(id: string) => onChange(id ? { questionId: id } : undefined)}
          options={[{ value: '', label: t('qnrTemplate.showIf.always') }, ...questionOptions]}
          showSearch
          optionFilterProp="label"
          popupMatchSelectWidth={false}
          data-testid={`${testId}-question`}
        />
        {value && choices.length > 0 && (
          <Select
            className="qb-showif-values"
            mode="multiple"
            allowClear
            disabled={readOnly}
            aria-label={t('qnrTemplate.showIf.values')}
            placeholder={t('qnrTemplate.showIf.anyAnswer')}
            value={value.anyOf ?? []}
            onChange={(anyOf: string[]) =>
              onChange(anyOf.length ? { ...value, anyOf } : { questionId: value.questionId })
            }
            options={choices.map((c) => ({ value: c.value, label: choiceLabel(c) }))}
            optionFilterProp="label"
            data-testid={`${testId}-values`}
          />
        )}
      </div>
      {problem && <div className="qb-problem">{t(problem)}</div>}
      {value && !problem && (
        <div className="qb-hint">
          {value.anyOf?.length ? t('qnrTemplate.showIf.hintValues') : t('qnrTemplate.showIf.hintAny')}
        </div>
      )}
    </div>
  );
}
