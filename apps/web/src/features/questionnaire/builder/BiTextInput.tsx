import type { BiText } from '@accredit/shared';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A questionnaire text in both languages: a Chinese and an English box side by side (one above
 * the other on a phone). The respondent reads their own language, the other one when theirs is
 * empty, so one of the two is enough. `problem` (an i18n key) marks both boxes and says why.
 */
export function BiTextInput({
  label,
  value,
  onChange,
  multiline,
  problem,
  testId,
  compact,
}: {
  /** What the text is ("Question", "Option 2"): names both boxes for screen readers. */
  label: string;
  value: BiText | undefined;
  onChange: (v: BiText) => void;
  multiline?: boolean;
  problem?: string;
  testId?: string;
  /** No visible label (the row it sits in names it). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const text = value ?? { zh: '', en: '' };
  const status = problem ? 'error' : undefined;
  const box = (lang: 'zh' | 'en') => {
    const langName = t(`qnrTemplate.lang.${lang}`);
    const common = {
      value: text[lang],
      status,
      maxLength: 1000,
      placeholder: langName,
      'aria-label': `${label} (${langName})`,
      'data-testid': testId ? `${testId}-${lang}` : undefined,
    } as const;
    return (
      <div className="qb-bitext-lang" key={lang}>
        <span className="qb-lang-tag" aria-hidden>
          {t(`qnrTemplate.lang.${lang}Short`)}
        </span>
        {multiline ? (
          <Input.TextArea
            {...common}
            autoSize={{ minRows: 1, maxRows: 6 }}
            onChange={(e) => onChange({ ...text, [lang]: e.target.value })}
          />
        ) : (
          <Input {...common} onChange={(e) => onChange({ ...text, [lang]: e.target.value })} />
        )}
      </div>
    );
  };
  return (
    <fieldset className="qb-bitext" aria-label={compact ? label : undefined}>
      {!compact && <legend className="qb-label">{label}</legend>}
      <div className="qb-bitext-boxes">
        {box('zh')}
        {box('en')}
      </div>
      {problem && <div className="qb-problem">{t(problem)}</div>}
    </fieldset>
  );
}
