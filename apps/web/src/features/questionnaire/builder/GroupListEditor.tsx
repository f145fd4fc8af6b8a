import { checkGroupList, countQuestions, type GroupList, type Question } from '@accredit/shared';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, ConfigProvider, Empty, Segmented, Select, Space } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { nameIn } from '../../curriculum/teaching/api.ts';
import { GroupCard } from './GroupCard.tsx';
import { Objectives } from './LoSelect.tsx';
import {
  addGroup,
  addQuestion,
  dependentsOf,
  duplicateQuestion,
  earlierQuestions,
  mappedLoIds,
  move,
  moveQuestion,
  numbered,
  problemsUnder,
  removeGroup,
  removeQuestion,
  updateGroup,
  updateQuestion,
} from './model.ts';
import { useObjectives } from './objectives.ts';
import { Preview } from './Preview.tsx';
import { ProblemList } from './ProblemList.tsx';
import { QuestionCard } from './QuestionCard.tsx';
import './builder.css';

export interface GroupListEditorProps {
  value: GroupList;
  onChange(v: GroupList): void;
  /** Show the questions without changing them (a questionnaire already published). */
  readOnly?: boolean;
  /** The programme whose objectives are offered first for mapping (a questionnaire's programme). */
  programmeId?: string;
}

/**
 * The question builder of a template or an unpublished questionnaire (issue 18 item 1): groups
 * and their questions of every kind, texts in both languages, required, show-if, objectives of
 * rating questions and matrix rows, ids made as items are added; what the server would refuse is
 * listed live (the shared checkGroupList), each problem at its question. "Preview" shows the
 * questions as a respondent answers them, in either language. Read-only, it opens on the preview.
 */
export function GroupListEditor({ value, onChange, readOnly, programmeId }: GroupListEditorProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const programmeBox = useId();
  const [mode, setMode] = useState<'edit' | 'preview'>(readOnly ? 'preview' : 'edit');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const groups = value ?? [];
  const problems = useMemo(() => checkGroupList(groups).problems, [groups]);
  const list = useMemo(() => numbered(groups), [groups]);
  const numbers = useMemo(() => new Map(list.map((n) => [n.question.id, n.number])), [list]);
  const byId = useMemo(() => new Map<string, Question>(list.map((n) => [n.question.id, n.question])), [list]);

  const objectives = useObjectives(mode === 'edit');
  const [programme, setProgramme] = useState<string | undefined>(programmeId);
  useEffect(() => {
    if (programmeId) setProgramme(programmeId);
  }, [programmeId]);
  // Without a programme given, the one whose objectives are already mapped, else the first.
  useEffect(() => {
    if (programme || !objectives.programmes.length) return;
    const mapped = new Set(mappedLoIds(groups));
    const owner = objectives.los.find((lo) => mapped.has(lo.id))?.programmeId;
    setProgramme(owner ?? objectives.programmes[0].id);
  }, [programme, objectives.programmes, objectives.los, groups]);

  const toggle = (id: string, to?: boolean) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (to ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  const reveal = (id: string) => {
    toggle(id, true);
    // After the card has opened.
    setTimeout(() =>
      document.getElementById(`qb-q-${id}`)?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
    );
  };
  const addTo = (gi: number, kind: Question['kind']) => {
    const next = addQuestion(groups, gi, kind);
    const added = next[gi].questions.at(-1);
    onChange(next);
    if (added) reveal(added.id);
  };

  const toolbar = (
    <div className="qb-toolbar">
      <Segmented
        value={mode}
        onChange={(v) => setMode(v as 'edit' | 'preview')}
        options={[
          { value: 'edit', label: t(readOnly ? 'qnrTemplate.mode.structure' : 'qnrTemplate.mode.edit') },
          { value: 'preview', label: t('qnrTemplate.mode.preview') },
        ]}
        data-testid="qb-mode"
      />
      <span className="qb-counts" data-testid="qb-counts">
        {t('qnrTemplate.counts', { groups: groups.length, questions: countQuestions(groups) })}
      </span>
      {mode === 'edit' && list.length > 0 && (
        <Space size={4} wrap>
          <Button size="small" onClick={() => setOpen(new Set(list.map((n) => n.question.id)))}>
            {t('qnrTemplate.action.expandAll')}
          </Button>
          <Button size="small" onClick={() => setOpen(new Set())}>
            {t('qnrTemplate.action.collapseAll')}
          </Button>
        </Space>
      )}
      {mode === 'edit' && objectives.allowed && (
        <div className="qb-programme">
          <label className="qb-sub-label" htmlFor={programmeBox}>
            {t('qnrTemplate.lo.programme')}
          </label>
          <Select
            id={programmeBox}
            className="qb-programme-select"
            value={programme}
            onChange={setProgramme}
            loading={objectives.loading}
            showSearch
            optionFilterProp="label"
            options={objectives.programmes.map((p) => ({
              value: p.id,
              label: [p.code, nameIn(p.name, p.nameEn)].filter(Boolean).join(' '),
            }))}
            data-testid="qb-programme"
          />
        </div>
      )}
    </div>
  );

  if (mode === 'preview')
    return (
      <div className="qb" data-testid="qb">
        {toolbar}
        <Preview groups={groups} initialLang={locale.startsWith('zh') ? 'zh' : 'en'} />
      </div>
    );

  return (
    <Objectives.Provider
      value={{
        allowed: objectives.allowed,
        loading: objectives.loading,
        programmeId: programme,
        los: objectives.los,
      }}
    >
      <div className={`qb${readOnly ? ' qb-readonly' : ''}`} data-testid="qb">
        {toolbar}
        {readOnly && <Alert type="info" showIcon title={t('qnrTemplate.readOnly')} className="qb-note" />}
        {!readOnly && <ProblemList problems={problems} groups={groups} numbers={numbers} onOpen={reveal} />}
        {/* Read-only: every box and picker shows its value, none takes input. */}
        <ConfigProvider componentDisabled={readOnly}>
          {groups.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('qnrTemplate.group.none')} />
          )}
          {groups.map((g, gi) => (
            <GroupCard
              key={g.id}
              group={g}
              index={gi}
              count={groups.length}
              problems={problemsUnder(problems, String(gi))}
              locale={locale}
              readOnly={readOnly}
              onChange={(next) => onChange(updateGroup(groups, gi, next))}
              onMove={(delta) => onChange(move(groups, gi, delta))}
              onRemove={() => onChange(removeGroup(groups, gi))}
              onAddQuestion={(kind) => addTo(gi, kind)}
            >
              {g.questions.map((q, qi) => {
                const at = { group: gi, question: qi };
                const path = `${gi}.questions.${qi}`;
                const n = numbers.get(q.id) ?? 0;
                return (
                  <QuestionCard
                    key={q.id}
                    question={q}
                    number={n}
                    path={path}
                    problems={problemsUnder(problems, path)}
                    open={open.has(q.id)}
                    onToggle={() => toggle(q.id)}
                    onChange={(next) => onChange(updateQuestion(groups, at, next))}
                    onMove={(delta) => onChange(moveQuestion(groups, at, delta).groups)}
                    canMoveUp={n > 1}
                    canMoveDown={n < list.length}
                    onDuplicate={() => {
                      const next = duplicateQuestion(groups, at);
                      onChange(next);
                      const copy = next[gi].questions[qi + 1];
                      if (copy) reveal(copy.id);
                    }}
                    onRemove={() => onChange(removeQuestion(groups, at))}
                    dependents={dependentsOf(groups, q.id).length}
                    earlier={earlierQuestions(groups, q.id)}
                    all={byId}
                    numbers={numbers}
                    locale={locale}
                    readOnly={readOnly}
                  />
                );
              })}
            </GroupCard>
          ))}
        </ConfigProvider>
        {!readOnly && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => onChange(addGroup(groups))}
            data-testid="qb-add-group"
          >
            {t('qnrTemplate.group.add')}
          </Button>
        )}
      </div>
    </Objectives.Provider>
  );
}
