import type { BiText } from '@accredit/shared';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { BiTextInput } from './BiTextInput.tsx';
import { LoSelect } from './LoSelect.tsx';
import { move, nextItemId, type Problem, problemAt } from './model.ts';

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
                    onChange={(loIds) => {
                      const { loIds: _old, ...rest } = item;
                      set(i, loIds ? { ...rest, loIds } : rest);
                    }}
                    testId={`${testId}-${i}-lo`}
                  />
                </div>
              )}
            </div>
            {!readOnly && (
              <div className="qb-item-actions">
                <Tooltip title={t('qnrTemplate.action.up')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={`${t('qnrTemplate.action.up')} ${label}`}
                    disabled={i === 0}
                    onClick={() => onChange(move(items, i, -1))}
                  />
                </Tooltip>
                <Tooltip title={t('qnrTemplate.action.down')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={`${t('qnrTemplate.action.down')} ${label}`}
                    disabled={i === items.length - 1}
                    onClick={() => onChange(move(items, i, 1))}
                  />
                </Tooltip>
                <Tooltip title={t('qnrTemplate.action.delete')}>
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('qnrTemplate.action.delete')} ${label}`}
                    onClick={() => onChange(items.filter((_, j) => j !== i))}
                    data-testid={`${testId}-${i}-delete`}
                  />
                </Tooltip>
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
