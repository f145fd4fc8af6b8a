import {
  MAX_TEXT_ANSWER,
  QUESTION_KINDS,
  type Question,
  type QuestionKind,
  type RatingScale,
  textIn,
} from '@accredit/shared';
import { AimOutlined, BranchesOutlined, CopyOutlined, DownOutlined, RightOutlined } from '@ant-design/icons';
import { Badge, InputNumber, Radio, Select, Switch, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete, IconAction, MoveActions } from './actions.tsx';
import { BiTextInput } from './BiTextInput.tsx';
import { ItemsEditor } from './ItemsEditor.tsx';
import { LoSelect } from './LoSelect.tsx';
import { optionalText, type Problem, problemAt, shapeFor, withOptional } from './model.ts';
import { ShowIfEditor } from './ShowIfEditor.tsx';

export interface QuestionCardProps {
  question: Question;
  number: number;
  /** The question's path in the groupList ("0.questions.2"), for its problems. */
  path: string;
  problems: readonly Problem[];
  open: boolean;
  onToggle: () => void;
  onChange: (q: Question) => void;
  onMove: (delta: -1 | 1) => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onDuplicate: () => void;
  onRemove: () => void;
  /** How many questions wait for this one's answer (said before deleting it). */
  dependents: number;
  earlier: Question[];
  all: ReadonlyMap<string, Question>;
  numbers: ReadonlyMap<string, number>;
  locale: string;
  readOnly?: boolean;
}

/**
 * One question: a header that says what it is at a glance (number, kind, title in the reader's
 * language, required, show-if, objectives, problems) and opens the editor below it — kind,
 * required, the texts in both languages, what the kind needs (options, scale, rows, length), the
 * show-if rule and the objectives of a rating question.
 */
export function QuestionCard(props: QuestionCardProps) {
  const { t } = useTranslation();
  const { question: q, number, path, problems, open, readOnly, locale } = props;
  const testId = `qb-q-${q.id}`;
  const title = textIn(q.title, locale);
  const mapped = (q.loIds?.length ?? 0) + (q.rows ?? []).reduce((n, r) => n + (r.loIds?.length ?? 0), 0);
  const set = (patch: Partial<Question>) => props.onChange({ ...q, ...patch });
  const setScale = (patch: Partial<RatingScale>) =>
    q.scale && props.onChange({ ...q, scale: { ...q.scale, ...patch } });
  return (
    <section className={`qb-question${open ? ' qb-open' : ''}`} id={testId} data-testid={testId}>
      <div className="qb-q-head">
        <button
          type="button"
          className="qb-q-toggle"
          aria-expanded={open}
          onClick={props.onToggle}
          data-testid={`${testId}-toggle`}
        >
          {open ? <DownOutlined /> : <RightOutlined />}
          <span className="qb-q-no">{t('qnrTemplate.question.short', { n: number })}</span>
          <Tag className="qb-q-kind">{t(`qnrTemplate.kind.${q.kind}`)}</Tag>
          <span className={`qb-q-title${title ? '' : ' qb-muted'}`}>
            {title || t('qnrTemplate.question.untitled')}
          </span>
          {q.required && (
            <span className="qb-required" title={t('qnrTemplate.question.required')}>
              *
            </span>
          )}
          {q.showIf && (
            <Tooltip title={t('qnrTemplate.showIf.has')}>
              <BranchesOutlined aria-label={t('qnrTemplate.showIf.has')} />
            </Tooltip>
          )}
          {mapped > 0 && (
            <Tooltip title={t('qnrTemplate.lo.mappedCount', { count: mapped })}>
              <AimOutlined aria-label={t('qnrTemplate.lo.mappedCount', { count: mapped })} />
            </Tooltip>
          )}
          {problems.length > 0 && (
            <Badge
              count={problems.length}
              size="small"
              title={t('qnrTemplate.problems.count', { count: problems.length })}
            />
          )}
        </button>
        {!readOnly && (
          <div className="qb-q-actions">
            <MoveActions
              canUp={props.canMoveUp}
              canDown={props.canMoveDown}
              onMove={props.onMove}
              titles={{ up: t('qnrTemplate.action.up'), down: t('qnrTemplate.action.down') }}
              testId={testId}
            />
            <IconAction
              title={t('qnrTemplate.action.duplicate')}
              icon={<CopyOutlined />}
              onClick={props.onDuplicate}
              testId={`${testId}-duplicate`}
            />
            <ConfirmDelete
              title={t('qnrTemplate.question.confirmDelete')}
              description={
                props.dependents
                  ? t('qnrTemplate.question.confirmDeleteDependents', { count: props.dependents })
                  : undefined
              }
              label={t('qnrTemplate.action.delete')}
              onConfirm={props.onRemove}
              testId={`${testId}-delete`}
            />
          </div>
        )}
      </div>
      {open && (
        <div className="qb-q-body">
          <div className="qb-q-settings">
            <span className="qb-inline">
              <label className="qb-sub-label" htmlFor={`${testId}-kind-box`}>
                {t('qnrTemplate.question.kind')}
              </label>
              <Select<QuestionKind>
                id={`${testId}-kind-box`}
                className="qb-kind-select"
                disabled={readOnly}
                value={q.kind}
                onChange={(kind) => props.onChange(shapeFor(q, kind))}
                options={QUESTION_KINDS.map((k) => ({ value: k, label: t(`qnrTemplate.kind.${k}`) }))}
                data-testid={`${testId}-kind`}
              />
            </span>
            <span className="qb-inline">
              <Switch
                id={`${testId}-required-box`}
                size="small"
                disabled={readOnly}
                checked={q.required}
                onChange={(required) => set({ required })}
                data-testid={`${testId}-required`}
              />
              <label htmlFor={`${testId}-required-box`}>{t('qnrTemplate.question.required')}</label>
            </span>
          </div>
          <BiTextInput
            label={t('qnrTemplate.question.title')}
            multiline
            value={q.title}
            onChange={(title) => set({ title })}
            problem={problemAt(problems, `${path}.title`)}
            testId={`${testId}-title`}
          />
          <BiTextInput
            label={t('qnrTemplate.question.help')}
            multiline
            value={q.help}
            onChange={(text) => props.onChange(withOptional(q, 'help', optionalText(text)))}
            problem={problemAt(problems, `${path}.help`)}
            testId={`${testId}-help`}
          />
          {(q.kind === 'single' || q.kind === 'multiple') && (
            <ItemsEditor
              kind="option"
              items={q.options ?? []}
              onChange={(options) => set({ options })}
              problems={problems}
              path={path}
              readOnly={readOnly}
              testId={`${testId}-option`}
            />
          )}
          {(q.kind === 'rating' || q.kind === 'matrix') && q.scale && (
            <div className="qb-scale">
              <div className="qb-label">{t('qnrTemplate.scale.label')}</div>
              <Radio.Group
                disabled={readOnly}
                optionType="button"
                value={q.scale.points}
                onChange={(e) => setScale({ points: e.target.value as 5 | 7 })}
                options={[5, 7].map((n) => ({ value: n, label: t('qnrTemplate.scale.points', { n }) }))}
                aria-label={t('qnrTemplate.scale.label')}
                data-testid={`${testId}-points`}
              />
              <BiTextInput
                label={t('qnrTemplate.scale.low')}
                value={q.scale.low}
                onChange={(low) => setScale({ low })}
                problem={problemAt(problems, `${path}.scale.low`)}
                testId={`${testId}-low`}
              />
              <BiTextInput
                label={t('qnrTemplate.scale.high', { n: q.scale.points })}
                value={q.scale.high}
                onChange={(high) => setScale({ high })}
                problem={problemAt(problems, `${path}.scale.high`)}
                testId={`${testId}-high`}
              />
            </div>
          )}
          {q.kind === 'matrix' && (
            <ItemsEditor
              kind="row"
              items={q.rows ?? []}
              onChange={(rows) => set({ rows })}
              problems={problems}
              path={path}
              readOnly={readOnly}
              testId={`${testId}-row`}
            />
          )}
          {q.kind === 'rating' && (
            <div className="qb-field">
              <div className="qb-label">{t('qnrTemplate.lo.label')}</div>
              <LoSelect
                label={t('qnrTemplate.lo.label')}
                value={q.loIds}
                readOnly={readOnly}
                onChange={(loIds) => props.onChange(withOptional(q, 'loIds', loIds))}
                testId={`${testId}-lo`}
              />
              <div className="qb-hint">{t('qnrTemplate.lo.hint')}</div>
            </div>
          )}
          {q.kind === 'text' && (
            <span className="qb-inline">
              <label className="qb-sub-label" htmlFor={`${testId}-maxlength-box`}>
                {t('qnrTemplate.question.maxLength')}
              </label>
              <InputNumber
                id={`${testId}-maxlength-box`}
                min={1}
                max={MAX_TEXT_ANSWER}
                precision={0}
                disabled={readOnly}
                placeholder={String(MAX_TEXT_ANSWER)}
                value={q.maxLength ?? null}
                onChange={(v) => props.onChange(withOptional(q, 'maxLength', v ?? undefined))}
                data-testid={`${testId}-maxlength`}
              />
            </span>
          )}
          <ShowIfEditor
            value={q.showIf}
            onChange={(showIf) => props.onChange(withOptional(q, 'showIf', showIf))}
            earlier={props.earlier}
            all={props.all}
            numbers={props.numbers}
            locale={locale}
            problem={problemAt(problems, `${path}.showIf`)}
            readOnly={readOnly}
            testId={`${testId}-showif`}
          />
        </div>
      )}
    </section>
  );
}
