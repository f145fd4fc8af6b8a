import type { Answers, GroupList } from '@accredit/shared';
import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionnaireForm } from '../answer/QuestionnaireForm.tsx';

/**
 * The questions as a respondent meets them, in either language, with the respondent's own form:
 * the author may answer to try the show-if rules (nothing is saved; the answers are forgotten on
 * leaving the preview).
 */
export function Preview({ groups, initialLang }: { groups: GroupList; initialLang: 'zh' | 'en' }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState(initialLang);
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <div className="qb-preview" data-testid="qb-preview">
      <div className="qb-preview-bar">
        <Segmented
          value={lang}
          onChange={(v) => setLang(v as 'zh' | 'en')}
          options={[
            { value: 'zh', label: t('qnrTemplate.lang.zh') },
            { value: 'en', label: t('qnrTemplate.lang.en') },
          ]}
          aria-label={t('qnrTemplate.preview.language')}
          data-testid="qb-preview-lang"
        />
        <Button size="small" onClick={() => setAnswers({})} disabled={Object.keys(answers).length === 0}>
          {t('qnrTemplate.preview.clear')}
        </Button>
      </div>
      <div className="qb-hint">{t('qnrTemplate.preview.hint')}</div>
      <QuestionnaireForm
        groups={groups}
        value={answers}
        onChange={setAnswers}
        locale={lang === 'zh' ? 'zh-CN' : 'en-US'}
      />
    </div>
  );
}
