import type { BiText } from '@accredit/shared';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconAction, MoveActions } from './actions.tsx';
import { BiTextInput } from './BiTextInput.tsx';
import { LoSelect } from './LoSelect.tsx';
import { move, nextItemId, type Problem, problemAt, withOptional } from './model.ts';

export interface Item {
  id: string;
  text: BiText;
  loIds?: string[];
}

/**
 * The options of a choice question or the rows of a matrix: each a text in both languages, in
 * order (move up, move down, delete), new ones added at the end with an id of their own. Matrix
 * rows may each be mapped to learning objectives.
 */
export function ItemsEditor({
  kind,
  items,
  onChange,
  problems,
  path,
  readOnly,
  testId,
}: {
  kind: 'option' | 'row';
  items: Item[];
  onChange: (items: Item[]) => void;
  /** The question's problems; `path` is the question's own ("0.questions.2"). */
  problems: readonly Problem[];
  path: string;
  readOnly?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const list = kind === 'option' ? 'options' : 'rows';
  // Too few options, no rows: a problem of the list itself, not of one item.
  const listProblem = problems.find((p) => p.path === `${path}.${list}`)?.key;
  const set = (i: number, item: Item) => onChange(items.map((x, j) => (j === i ? item : x)));
  return (
    <div className="qb-items">
      <div className="qb-label">{t(`qnrTemplate.items.${list}`)}</div>
      {items.map((item, i) => {
        const label = t(`qnrTemplate.items.${kind}`, { n: i + 1 });
        return (
          <div className="qb-item" key={item.id} data-testid={`${testId}-${i}`}>
            <span className="qb-item-no">{i + 1}.</span>
            <div className="qb-item-body">
              <BiTextInput
                compact
                label={label}
                value={item.text}
                onChange={(text) => set(i, { ...item, text })}
                problem={problemAt(problems, `${path}.${list}.${i}`)}
                testId={`${testId}-${i}-text`}
              />
              {kind === 'row' && (
                <div className="qb-item-lo">
                  <span className="qb-sub-label">{t('qnrTemplate.lo.label')}</span>
                  <LoSelect
                    label={t('qnrTemplate.lo.rowLabel', { n: i + 1 })}
                    value={item.loIds}
                    readOnly={readOnly}
                    onChange={(loIds) => set(i, withOptional(item, 'loIds', loIds))}
                    testId={`${testId}-${i}-lo`}
                  />
                </div>
              )}
            </div>
            {!readOnly && (
              <div className="qb-item-actions">
                <MoveActions
                  canUp={i > 0}
                  canDown={i < items.length - 1}
                  onMove={(delta) => onChange(move(items, i, delta))}
                  titles={{ up: t('qnrTemplate.action.up'), down: t('qnrTemplate.action.down') }}
                  of={label}
                />
                <IconAction
                  title={t('qnrTemplate.action.delete')}
                  icon={<DeleteOutlined />}
                  of={label}
                  danger
                  onClick={() => onChange(items.filter((_, j) => j !== i))}
                  testId={`${testId}-${i}-delete`}
                />
              </div>
            )}
          </div>
        );
      })}
      {listProblem && <div className="qb-problem">{t(listProblem)}</div>}
      {!readOnly && (
        <Button
          size="small"
          type="dashed"
          icon={<PlusOutlined />}
          onClick={() =>
            onChange([
              ...items,
              { id: nextItemId(kind === 'option' ? 'o' : 'r', items), text: { zh: '', en: '' } },
            ])
          }
          data-testid={`${testId}-add`}
        >
          {t(`qnrTemplate.items.add.${kind}`)}
        </Button>
      )}
    </div>
  );
}
