import type { GroupList } from '@accredit/shared';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locate, type Problem, partOf } from './model.ts';

/** How many problems are listed before "show all". */
const SHOWN = 5;

/**
 * What would stop the questions from being saved, above the editor: each problem named by where
 * it is (group, question number, the part of it) and why; a click opens that question.
 */
export function ProblemList({
  problems,
  groups,
  numbers,
  onOpen,
}: {
  problems: readonly Problem[];
  groups: GroupList;
  numbers: ReadonlyMap<string, number>;
  onOpen: (questionId: string) => void;
}) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  if (!problems.length) return null;
  const where = (p: Problem) => {
    const at = locate(p.path);
    const names: string[] = [];
    const question =
      at.group !== undefined && at.question !== undefined
        ? groups[at.group]?.questions[at.question]
        : undefined;
    if (question) names.push(t('qnrTemplate.question.short', { n: numbers.get(question.id) ?? at.question }));
    else if (at.group !== undefined) names.push(t('qnrTemplate.group.name', { n: at.group + 1 }));
    if (at.rest) {
      const { part, n } = partOf(at.rest);
      names.push(t(`qnrTemplate.part.${part}`, { n }));
    }
    return { label: names.join(' · '), questionId: question?.id };
  };
  const shown = all ? problems : problems.slice(0, SHOWN);
  return (
    <Alert
      type="warning"
      showIcon
      className="qb-problems"
      data-testid="qb-problems"
      title={t('qnrTemplate.problems.title', { count: problems.length })}
      description={
        <ul className="qb-problem-list">
          {shown.map((p) => {
            const { label, questionId } = where(p);
            const text = label ? t('qnrTemplate.problems.at', { where: label, message: t(p.key) }) : t(p.key);
            return (
              <li key={`${p.path}-${p.key}`}>
                {questionId ? (
                  <Button
                    type="link"
                    size="small"
                    className="qb-problem-link"
                    onClick={() => onOpen(questionId)}
                  >
                    {text}
                  </Button>
                ) : (
                  text
                )}
              </li>
            );
          })}
          {problems.length > SHOWN && (
            <li>
              <Button type="link" size="small" onClick={() => setAll(!all)}>
                {all
                  ? t('qnrTemplate.problems.fewer')
                  : t('qnrTemplate.problems.all', { count: problems.length })}
              </Button>
            </li>
          )}
        </ul>
      }
    />
  );
}
