import { type AnswerProblem, type Answers, type GroupList, type Question, textIn } from '@accredit/shared';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Empty, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/responsive.tsx';
import { hasValue, problemsByQuestion, visibleNumbered, withAnswer } from './answer-model.ts';
import { QuestionInput } from './question-inputs.tsx';
import './questionnaire-form.css';

export interface QuestionnaireFormProps {
  groups: GroupList;
  value: Answers;
  onChange(v: Answers): void;
  /** The reader's language: each text in it, the other language when it is empty. */
  locale: string;
  /** Problems to show at their question (a refused submit, or the screen's own check). */
  problems?: AnswerProblem[];
  readOnly?: boolean;
}

/** DOM id of a question's block, to scroll to its problem. */
export const questionDomId = (questionId: string) => `qnr-q-${questionId}`;

/**
 * A questionnaire's questions as its respondent answers them (issue 18 items 1 and 3), also the
 * template builder's preview. Groups and questions in order, numbered as seen; a question shown
 * only when an earlier answer is given appears and disappears as the answers change (the shared
 * visibleQuestionIds, the rule the server applies); required questions are marked; a problem is
 * told under its question. On a phone the matrix rows are stacked.
 */
export function QuestionnaireForm({
  groups,
  value,
  onChange,
  locale,
  problems,
  readOnly,
}: QuestionnaireFormProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const numbers = useMemo(() => visibleNumbered(groups, value), [groups, value]);
  const problemOf = useMemo(() => problemsByQuestion(problems), [problems]);
  const total = groups.reduce((n, g) => n + g.questions.length, 0);
  if (total === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('qnrRespond.form.noQuestions')} />;

  return (
    <div className={`qnr-form${phone ? ' qnr-form-phone' : ''}`} data-testid="qnr-form">
      {groups.map((g) => {
        const shown = g.questions.filter((q) => numbers.has(q.id));
        // A group whose questions are all hidden by show-if has nothing to say yet.
        if (shown.length === 0) return null;
        const description = g.description ? textIn(g.description, locale) : '';
        return (
          <section key={g.id} className="qnr-group" data-testid={`qnr-group-${g.id}`}>
            <Typography.Title level={5} className="qnr-group-title">
              {textIn(g.title, locale)}
            </Typography.Title>
            {description && (
              <Typography.Paragraph type="secondary" className="qnr-group-description">
                {description}
              </Typography.Paragraph>
            )}
            {shown.map((q) => (
              <QuestionBlock
                key={q.id}
                question={q}
                number={numbers.get(q.id) ?? 0}
                answers={value}
                onChange={onChange}
                locale={locale}
                problem={problemOf.get(q.id)}
                readOnly={readOnly}
                phone={phone}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}

function QuestionBlock({
  question: q,
  number,
  answers,
  onChange,
  locale,
  problem,
  readOnly,
  phone,
}: {
  question: Question;
  number: number;
  answers: Answers;
  onChange(v: Answers): void;
  locale: string;
  problem: string | undefined;
  readOnly?: boolean;
  phone: boolean;
}) {
  const { t } = useTranslation();
  const domId = questionDomId(q.id);
  const labelId = `${domId}-title`;
  const help = q.help ? textIn(q.help, locale) : '';
  const current = answers[q.id];
  // Choices and ratings cannot be taken back by clicking again; an optional one can be cleared.
  const clearable = !readOnly && !q.required && q.kind !== 'text' && hasValue(current);
  return (
    <div
      id={domId}
      className={`qnr-question${problem ? ' qnr-question-problem' : ''}`}
      data-testid={`qnr-question-${q.id}`}
      data-kind={q.kind}
    >
      <div className="qnr-question-title" id={labelId}>
        <span className="qnr-number">{number}.</span>
        <span>{textIn(q.title, locale)}</span>
        {q.required && (
          <span className="qnr-required" title={t('qnrRespond.form.required')}>
            *<span className="qnr-sr-only">{t('qnrRespond.form.required')}</span>
          </span>
        )}
        {q.kind === 'multiple' && <span className="qnr-hint">{t('qnrRespond.form.chooseAny')}</span>}
      </div>
      {help && <div className="qnr-help">{help}</div>}
      <QuestionInput
        question={q}
        value={current}
        onChange={(v) => onChange(withAnswer(answers, q.id, v))}
        locale={locale}
        readOnly={readOnly}
        phone={phone}
        labelId={labelId}
      />
      {clearable && (
        <Button
          type="link"
          size="small"
          className="qnr-clear"
          onClick={() => onChange(withAnswer(answers, q.id, undefined))}
          data-testid={`qnr-clear-${q.id}`}
        >
          {t('qnrRespond.form.clear')}
        </Button>
      )}
      {problem && (
        <div className="qnr-problem" role="alert" data-testid={`qnr-problem-${q.id}`}>
          <ExclamationCircleOutlined /> {t(problem, { defaultValue: t('qnrRespond.form.invalid') })}
        </div>
      )}
    </div>
  );
}
