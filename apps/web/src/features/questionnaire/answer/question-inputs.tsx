import { type AnswerValue, type Question, textIn } from '@accredit/shared';
import { Checkbox, Flex, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { MatrixInput } from './MatrixInput.tsx';
import { ScaleButtons } from './ScaleButtons.tsx';

/**
 * One question's answer control, by kind (issue 18 item 1). Each gets the stored value and hands
 * back the new one; empty means unanswered (the form removes it). Ratings are a row of numbered
 * buttons with the scale's labelled ends under them, wide enough to tap on a phone.
 */
export interface InputProps {
  question: Question;
  value: AnswerValue | undefined;
  onChange: (v: AnswerValue | undefined) => void;
  locale: string;
  readOnly?: boolean;
  phone: boolean;
  /** The id of the question's title, naming its controls for screen readers. */
  labelId: string;
}

export function QuestionInput(props: InputProps) {
  switch (props.question.kind) {
    case 'single':
      return <SingleInput {...props} />;
    case 'multiple':
      return <MultipleInput {...props} />;
    case 'rating':
      return <RatingInput {...props} />;
    case 'text':
      return <TextInput {...props} />;
    case 'matrix':
      return <MatrixInput {...props} />;
  }
}

function SingleInput({ question, value, onChange, locale, readOnly, labelId }: InputProps) {
  return (
    <Radio.Group
      value={typeof value === 'string' ? value : undefined}
      onChange={(e) => onChange(e.target.value as string)}
      disabled={readOnly}
      aria-labelledby={labelId}
      className="qnr-choices"
    >
      <Flex vertical gap={8}>
        {(question.options ?? []).map((o) => (
          <Radio key={o.id} value={o.id}>
            {textIn(o.text, locale)}
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}

function MultipleInput({ question, value, onChange, locale, readOnly, labelId }: InputProps) {
  const chosen = Array.isArray(value) ? value : [];
  return (
    <Checkbox.Group
      value={chosen}
      // Kept in the questionnaire's order whatever the order of clicking.
      onChange={(picked) =>
        onChange((question.options ?? []).map((o) => o.id).filter((id) => picked.includes(id)))
      }
      disabled={readOnly}
      aria-labelledby={labelId}
      className="qnr-choices"
    >
      <Flex vertical gap={8}>
        {(question.options ?? []).map((o) => (
          <Checkbox key={o.id} value={o.id}>
            {textIn(o.text, locale)}
          </Checkbox>
        ))}
      </Flex>
    </Checkbox.Group>
  );
}

function RatingInput({ question, value, onChange, locale, readOnly, labelId }: InputProps) {
  return (
    <ScaleButtons
      scale={question.scale}
      value={typeof value === 'number' ? value : undefined}
      onChange={onChange}
      locale={locale}
      readOnly={readOnly}
      labelledBy={labelId}
    />
  );
}

function TextInput({ question, value, onChange, readOnly, labelId }: InputProps) {
  const { t } = useTranslation();
  return (
    <Input.TextArea
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      maxLength={question.maxLength ?? 2000}
      showCount
      autoSize={{ minRows: 3, maxRows: 12 }}
      disabled={readOnly}
      aria-labelledby={labelId}
      placeholder={readOnly ? undefined : t('qnrRespond.form.textPlaceholder')}
    />
  );
}
