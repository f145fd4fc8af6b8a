import { QUESTION_KINDS, type QuestionGroup, type QuestionKind, textIn } from '@accredit/shared';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete, MoveActions } from './actions.tsx';
import { BiTextInput } from './BiTextInput.tsx';
import { optionalText, type Problem, problemAt, withOptional } from './model.ts';

/**
 * A question group: its title and introduction in both languages, its place among the groups
 * (up, down, delete), its questions (given as `children`) and the button that adds a question of
 * a chosen kind at its end.
 */
export function GroupCard({
  group,
  index,
  count,
  problems,
  locale,
  readOnly,
  onChange,
  onMove,
  onRemove,
  onAddQuestion,
  children,
}: {
  group: QuestionGroup;
  index: number;
  count: number;
  /** Problems of this group (its own and its questions'). */
  problems: readonly Problem[];
  locale: string;
  readOnly?: boolean;
  onChange: (g: QuestionGroup) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onAddQuestion: (kind: QuestionKind) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const testId = `qb-group-${index}`;
  const title = textIn(group.title, locale);
  const own = (part: string) => problemAt(problems, `${index}.${part}`);
  return (
    <section
      className="qb-group"
      data-testid={testId}
      aria-label={t('qnrTemplate.group.name', { n: index + 1 })}
    >
      <header className="qb-group-head">
        <span className="qb-group-no">{t('qnrTemplate.group.name', { n: index + 1 })}</span>
        <span className={`qb-group-title${title ? '' : ' qb-muted'}`}>
          {title || t('qnrTemplate.group.untitled')}
        </span>
        <span className="qb-group-count">
          {t('qnrTemplate.group.questions', { count: group.questions.length })}
        </span>
        {!readOnly && (
          <span className="qb-group-actions">
            <MoveActions
              canUp={index > 0}
              canDown={index < count - 1}
              onMove={onMove}
              titles={{ up: t('qnrTemplate.action.groupUp'), down: t('qnrTemplate.action.groupDown') }}
            />
            <ConfirmDelete
              title={t('qnrTemplate.group.confirmDelete')}
              description={
                group.questions.length
                  ? t('qnrTemplate.group.confirmDeleteQuestions', { count: group.questions.length })
                  : undefined
              }
              label={t('qnrTemplate.action.deleteGroup')}
              onConfirm={onRemove}
              testId={`${testId}-delete`}
            />
          </span>
        )}
      </header>
      <div className="qb-group-body">
        <BiTextInput
          label={t('qnrTemplate.group.title')}
          value={group.title}
          onChange={(text) => onChange({ ...group, title: text })}
          problem={own('title')}
          testId={`${testId}-title`}
        />
        <BiTextInput
          label={t('qnrTemplate.group.description')}
          multiline
          value={group.description}
          onChange={(text) => onChange(withOptional(group, 'description', optionalText(text)))}
          problem={own('description')}
          testId={`${testId}-description`}
        />
        <div className="qb-questions">{children}</div>
        {!readOnly && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: QUESTION_KINDS.map((k) => ({
                key: k,
                label: <span data-testid={`qb-add-${k}`}>{t(`qnrTemplate.kind.${k}`)}</span>,
              })),
              onClick: ({ key }) => onAddQuestion(key as QuestionKind),
            }}
          >
            <Button type="dashed" icon={<PlusOutlined />} block data-testid={`${testId}-add-question`}>
              {t('qnrTemplate.question.add')}
            </Button>
          </Dropdown>
        )}
      </div>
    </section>
  );
}
