import { AOL_DEFAULTS, type AolProblem, type AolRubricLevel, checkRubric } from '@accredit/shared';
import {
  DeleteOutlined,
  PlusOutlined,
  UndoOutlined,
  UserAddOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, InputNumber, Modal, Select, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { at, bounds, type Selection } from '../../../components/grid-cursor.ts';
import { useIsPhone } from '../../../components/responsive.tsx';
import { CourseResultView } from '../results/index.ts';
import { fetchSheet, resultsKey, type Sheet, saveRatings, sheetKey } from './api.ts';
import { ScopeStep } from './ConfigSteps.tsx';
import { type CellLook, EntryGrid, type GridColumn } from './EntryGrid.tsx';
import { LockedNote, SaveButtons, studentRows, useDirtyReport } from './EntryStep.tsx';
import {
  currentRatings,
  type LevelChoice,
  levelForKey,
  levelForText,
  mergeRatings,
  type RatingChange,
  ratingEdits,
  ratingKey,
} from './grid-model.ts';
import { nameOf, pick, problemsAt, problemText } from './util.ts';
import { type MoveRules, useWizard, WizardFrame, WizardUnavailable } from './WizardFrame.tsx';

/**
 * The qualitative (rubric) assessment of one course in three steps (issue 17 item 3): (1) the
 * rubric, its level names required and unique (the model's checks, shown on the rows), (2) a level
 * per sampled student and objective in the keyboard grid, (3) the distribution and attainment.
 */
const STEPS = 3;

export function QualWizard({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useQuery({
    queryKey: sheetKey('qualitative', id),
    queryFn: () => fetchSheet('qualitative', id),
  });
  const sheet = query.data;
  const w = useWizard({ kind: 'qualitative', id, sheet, steps: STEPS, gridStep: 2 });
  const [rubric, setRubric] = useState<AolRubricLevel[] | null>(null);
  const [scope, setScope] = useState<{ loIds: string[]; classIds: string[] } | null>(null);
  const locked = sheet?.locked ?? false;
  const editable = !locked && session.has('qualitativeEvaluation:edit');

  useEffect(() => {
    if (!sheet || w.configDirty) return;
    setRubric(sheet.rubric.length ? sheet.rubric : AOL_DEFAULTS.rubric.map((l) => ({ ...l })));
    setScope({ loIds: sheet.head.loIds, classIds: sheet.head.classIds });
  }, [sheet, w.configDirty]);

  const problems = useMemo(() => (rubric ? checkRubric(rubric) : []), [rubric]);

  if (query.isLoading || query.isError || !sheet || !rubric || w.step === null)
    return <WizardUnavailable loading={query.isLoading} error={query.error} onBack={onBack} />;

  /** The rubric must be sound and the scope hold an objective; both are saved with the step reached. */
  const rules: MoveRules = {
    blocked: (n) => {
      if (n > 1 && problems.length) return 'aolAssess.wizard.fixFirst';
      if (n > 1 && !scope?.loIds.length) return 'aolAssess.scope.noObjectives';
      return null;
    },
    config: () => {
      const dirty = w.configDirty;
      return {
        ...(dirty || !sheet.rubric.length
          ? { rubric: rubric.map((l) => ({ ...l, name: l.name.trim() })) }
          : {}),
        ...(dirty && scope && sheet.candidateLos?.length ? { loIds: scope.loIds } : {}),
        ...(dirty && scope && sheet.candidateClasses?.length ? { classIds: scope.classIds } : {}),
      };
    },
  };
  const h = sheet.head;
  const step = w.step;
  return (
    <WizardFrame
      kind="qualitative"
      id={id}
      sheet={sheet}
      step={step}
      titles={[t('aolAssess.steps.rubric'), t('aolAssess.steps.ratings'), t('aolAssess.steps.distribution')]}
      saving={w.saving}
      locked={locked}
      onMove={(n) => w.move(n, rules, editable)}
      onBack={() => w.leave(onBack)}
    >
      {step === 1 ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <ScopeStep
            sheet={sheet}
            loIds={scope?.loIds ?? h.loIds}
            classIds={scope?.classIds ?? h.classIds}
            onChange={(patch) => {
              setScope((s) => (s ? { ...s, ...patch } : s));
              w.changed();
            }}
            editable={editable}
            kind="qualitative"
          />
          <RubricStep
            rubric={rubric}
            onChange={(next) => {
              setRubric(next);
              w.changed();
            }}
            problems={problems}
            editable={editable}
          />
        </Space>
      ) : null}
      {step === 2 ? <RatingStep id={id} sheet={sheet} locked={locked} onDirty={w.onGridDirty} /> : null}
      {step === 3 ? <CourseResultView kind="qualitative" id={id} /> : null}
    </WizardFrame>
  );
}

/* ---------------- Step 1: the rubric ---------------- */

function RubricStep({
  rubric,
  onChange,
  problems,
  editable,
}: {
  rubric: AolRubricLevel[];
  onChange: (next: AolRubricLevel[]) => void;
  problems: AolProblem[];
  editable: boolean;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<AolRubricLevel>) =>
    onChange(rubric.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const rowProblems = (i: number) => problemsAt(problems, `rubric.${i}`);
  const top = Math.max(0, ...rubric.map((l) => (Number.isFinite(l.score) ? l.score : 0)));
  return (
    <Card size="small" title={t('aolAssess.rubric.title')} data-testid="aas-step-rubric">
      <Typography.Paragraph type="secondary">{t('aolAssess.rubric.intro', { top })}</Typography.Paragraph>
      <Table<AolRubricLevel & { i: number }>
        rowKey="i"
        size="small"
        pagination={false}
        dataSource={rubric.map((l, i) => ({ ...l, i }))}
        rowClassName={(l) => (rowProblems(l.i).length ? 'aas-row-error' : '')}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'n', title: '#', width: 40, render: (_, l) => l.i + 1 },
          {
            key: 'name',
            title: t('aolAssess.rubric.name'),
            render: (_, l) => (
              <>
                <Input
                  disabled={!editable}
                  value={l.name}
                  status={problemsAt(problems, `rubric.${l.i}.name`).length ? 'error' : undefined}
                  onChange={(e) => set(l.i, { name: e.target.value })}
                  data-testid={`aas-rubric-name-${l.i}`}
                />
                {problemsAt(problems, `rubric.${l.i}.name`).map((p) => (
                  <Typography.Text
                    key={p.key}
                    type="danger"
                    style={{ display: 'block', fontSize: 12 }}
                    data-testid="aas-problem"
                  >
                    {problemText(t, p)}
                  </Typography.Text>
                ))}
              </>
            ),
          },
          {
            key: 'nameEn',
            title: t('aolAssess.rubric.nameEn'),
            render: (_, l) => (
              <Input
                disabled={!editable}
                value={l.nameEn ?? ''}
                onChange={(e) => set(l.i, { nameEn: e.target.value || undefined })}
                data-testid={`aas-rubric-nameEn-${l.i}`}
              />
            ),
          },
          {
            key: 'score',
            title: t('aolAssess.rubric.score'),
            width: 120,
            render: (_, l) => (
              <>
                <InputNumber
                  disabled={!editable}
                  min={0}
                  style={{ width: '100%' }}
                  value={Number.isFinite(l.score) ? l.score : null}
                  onChange={(v) => set(l.i, { score: v === null ? Number.NaN : Number(v) })}
                  data-testid={`aas-rubric-score-${l.i}`}
                />
                {problemsAt(problems, `rubric.${l.i}.score`).map((p) => (
                  <Typography.Text key={p.key} type="danger" style={{ display: 'block', fontSize: 12 }}>
                    {problemText(t, p)}
                  </Typography.Text>
                ))}
              </>
            ),
          },
          {
            key: 'ratio',
            title: t('aolAssess.rubric.ratio'),
            width: 90,
            align: 'right',
            render: (_, l) => (top > 0 && Number.isFinite(l.score) ? (l.score / top).toFixed(3) : '—'),
          },
          {
            key: 'remove',
            width: 44,
            render: (_, l) =>
              editable ? (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('aolAssess.rubric.remove')}
                  onClick={() => onChange(rubric.filter((_, j) => j !== l.i))}
                  data-testid={`aas-rubric-remove-${l.i}`}
                />
              ) : null,
          },
        ]}
        data-testid="aas-rubric"
      />
      {problems
        .filter((p) => p.path === 'rubric')
        .map((p) => (
          <Typography.Text key={p.key} type="danger" style={{ display: 'block' }}>
            {problemText(t, p)}
          </Typography.Text>
        ))}
      {editable ? (
        <Space style={{ marginTop: 8 }} wrap>
          <Button
            icon={<PlusOutlined />}
            onClick={() => onChange([...rubric, { name: '', score: 0 }])}
            data-testid="aas-rubric-add"
          >
            {t('aolAssess.rubric.add')}
          </Button>
          <Button
            icon={<UndoOutlined />}
            onClick={() => onChange(AOL_DEFAULTS.rubric.map((l) => ({ ...l })))}
          >
            {t('aolAssess.rubric.defaults')}
          </Button>
        </Space>
      ) : null}
    </Card>
  );
}

/* ---------------- Step 2: ratings of the sampled students ---------------- */

function RatingStep({
  id,
  sheet,
  locked,
  onDirty,
}: {
  id: string;
  sheet: Sheet;
  locked: boolean;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const client = useQueryClient();
  const phone = useIsPhone();
  const editable = !locked && session.has('qualitativeEvaluation:edit');
  const [pending, setPending] = useState<Map<string, string | null>>(new Map());
  const [selection, setSelection] = useState<Selection>(at(0, 0));
  const [saving, setSaving] = useState(false);
  const [classId, setClassId] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [toAdd, setToAdd] = useState<string[]>([]);

  const saved = useMemo(
    () =>
      new Map(
        sheet.ratings.flatMap((r) => (r.level ? [[ratingKey(r.studentId, r.loId), r.level] as const] : [])),
      ),
    [sheet],
  );
  const ratings = useMemo(() => currentRatings(saved, pending), [saved, pending]);
  // The sample: students rated (saved or typed), and those added here; when nobody is rated yet, everyone.
  const [added, setAdded] = useState<Set<string>>(() =>
    saved.size === 0 ? new Set(sheet.students.map((s) => s.id)) : new Set(),
  );
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const ratedIds = useMemo(() => new Set([...ratings.keys()].map((k) => k.split('\u0000')[0])), [ratings]);
  const sample = useMemo(
    () =>
      sheet.students.filter(
        (s) =>
          (ratedIds.has(s.id) || added.has(s.id)) &&
          !removed.has(s.id) &&
          (!classId || s.classId === classId),
      ),
    [sheet, ratedIds, added, removed, classId],
  );
  useDirtyReport(pending.size > 0, onDirty);

  const levels: LevelChoice[] = useMemo(
    () => sheet.rubric.map((l) => ({ name: l.name, nameEn: l.nameEn, label: pick(l.name, l.nameEn) })),
    [sheet],
  );
  const levelIndex = useMemo(() => new Map(levels.map((l, i) => [l.name, i])), [levels]);
  const los = sheet.los;
  const loIds = useMemo(() => los.map((l) => l.id), [los]);
  const studentIds = useMemo(() => sample.map((s) => s.id), [sample]);
  const columns = useMemo<GridColumn[]>(
    () =>
      los.map((lo) => ({
        key: lo.id,
        group: lo.code,
        groupTitle: nameOf(lo),
        label: <span className="aas-col-name">{nameOf(lo)}</span>,
        title: `${lo.code} ${nameOf(lo)}`,
        testId: lo.code,
      })),
    [los],
  );
  const rows = useMemo(() => studentRows(sample), [sample]);
  const edit = (edits: RatingChange[]) => setPending((p) => mergeRatings(saved, p, edits));
  const look = (r: number, c: number): CellLook => {
    const key = ratingKey(studentIds[r], loIds[c]);
    const level = ratings.get(key);
    const i = level === undefined ? -1 : (levelIndex.get(level) ?? -1);
    const cls = [
      i >= 0 ? `aas-level-${Math.min(i + 1, 9)}` : 'aas-missing',
      pending.has(key) ? 'aas-changed' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return { text: level === undefined ? '–' : (levels[i]?.label ?? level), className: cls };
  };

  const save = async () => {
    if (!pending.size) return;
    setSaving(true);
    try {
      const changes = [...pending].map(([key, level]) => {
        const [studentId, loId] = key.split('\u0000');
        return { studentId, loId, level };
      });
      await saveRatings(id, changes);
      message.success(t('aolAssess.ratings.saved', { count: changes.length }));
      setPending(new Map());
      await client.invalidateQueries({ queryKey: ['aolSheet', 'qualitative', id] });
      await client.invalidateQueries({ queryKey: resultsKey('qualitative', id) });
    } catch {
      /* shown by the client; the ratings stay typed */
    } finally {
      setSaving(false);
    }
  };

  const removeSelected = () => {
    const { r0, r1 } = bounds(selection);
    const gone = studentIds.slice(r0, r1 + 1);
    edit(gone.flatMap((studentId) => loIds.map((loId) => ({ studentId, loId, level: null }))));
    setRemoved((s) => new Set([...s, ...gone]));
    setAdded((s) => new Set([...s].filter((x) => !gone.includes(x))));
    setSelection(at(Math.max(0, r0 - 1), selection.active.c));
  };
  const outside = sheet.students.filter(
    (s) => !sample.some((x) => x.id === s.id) && (!classId || s.classId === classId),
  );

  return (
    <div data-testid="aas-step-ratings">
      <LockedNote locked={locked} />
      <div className="aas-toolbar">
        {sheet.classes.length > 1 ? (
          <Select
            allowClear
            style={{ minWidth: 160 }}
            placeholder={t('aolAssess.ratings.allClasses')}
            value={classId}
            onChange={setClassId}
            options={sheet.classes.map((c) => ({ value: c.id, label: nameOf(c) }))}
          />
        ) : null}
        {editable ? (
          <>
            {levels.map((l, i) => (
              <Button
                key={l.name}
                size="small"
                onClick={() => edit(ratingEdits(selection, studentIds, loIds, l.name))}
                data-testid={`aas-level-${i + 1}`}
              >
                {i + 1} · {l.label}
              </Button>
            ))}
            <Button
              size="small"
              onClick={() => edit(ratingEdits(selection, studentIds, loIds, null))}
              data-testid="aas-level-clear"
            >
              {t('aolAssess.ratings.clear')}
            </Button>
            <SaveButtons
              count={pending.size}
              typed={pending.size > 0}
              saving={saving}
              onSave={save}
              onDiscard={() => setPending(new Map())}
            />
            <Button
              icon={<UserAddOutlined />}
              disabled={!outside.length}
              onClick={() => setAdding(true)}
              title={t('aolAssess.ratings.add')}
              aria-label={t('aolAssess.ratings.add')}
              data-testid="aas-sample-add"
            >
              {phone ? null : t('aolAssess.ratings.add')}
            </Button>
            <Button
              icon={<UserDeleteOutlined />}
              disabled={!rows.length}
              onClick={removeSelected}
              title={t('aolAssess.ratings.remove')}
              aria-label={t('aolAssess.ratings.remove')}
              data-testid="aas-sample-remove"
            >
              {phone ? null : t('aolAssess.ratings.remove')}
            </Button>
          </>
        ) : null}
        <Typography.Text type="secondary" data-testid="aas-sample-size">
          {t('aolAssess.ratings.sample', { count: sample.length, total: sheet.students.length })}
        </Typography.Text>
      </div>
      {rows.length === 0 || columns.length === 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t(columns.length ? 'aolAssess.ratings.empty' : 'aolAssess.scope.noObjectives')}
        />
      ) : (
        <div className="aas-pick">
          <EntryGrid
            rows={rows}
            columns={columns}
            look={look}
            selection={selection}
            onSelect={setSelection}
            editable={editable}
            mode="pick"
            onPick={(s, key) => {
              const level = levelForKey(key, levels);
              if (level === null) return false;
              edit(ratingEdits(s, studentIds, loIds, level));
              return true;
            }}
            onClear={(s) => edit(ratingEdits(s, studentIds, loIds, null))}
            onPaste={(s, block) => {
              const { r0, c0 } = bounds(s);
              const edits: RatingChange[] = [];
              let bad = 0;
              for (const [i, line] of block.entries())
                for (const [j, text] of line.entries()) {
                  const studentId = studentIds[r0 + i];
                  const loId = loIds[c0 + j];
                  const level = levelForText(text, levels);
                  if (!studentId || !loId) continue;
                  if (level === undefined) bad++;
                  else edits.push({ studentId, loId, level });
                }
              edit(edits);
              if (bad) message.warning(t('aolAssess.ratings.badPaste', { count: bad }));
            }}
            label={t('aolAssess.ratings.gridLabel')}
            corner={t('aolAssess.scores.student')}
            testId="aas-grid"
          />
        </div>
      )}
      <div className="aas-hint">{editable ? t('aolAssess.ratings.keys') : null}</div>
      <Modal
        open={adding}
        title={t('aolAssess.ratings.add')}
        okText={t('aolAssess.ratings.addOk')}
        cancelText={t('aolAssess.lock.cancel')}
        onCancel={() => setAdding(false)}
        onOk={() => {
          setAdded((s) => new Set([...s, ...toAdd]));
          setRemoved((s) => new Set([...s].filter((x) => !toAdd.includes(x))));
          setToAdd([]);
          setAdding(false);
        }}
        destroyOnHidden
      >
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          value={toAdd}
          onChange={setToAdd}
          optionFilterProp="label"
          options={outside.map((s) => ({ value: s.id, label: `${s.studentNumber} ${nameOf(s)}` }))}
          data-testid="aas-sample-pick"
        />
        <Button type="link" onClick={() => setToAdd(outside.map((s) => s.id))}>
          {t('aolAssess.ratings.addAll', { count: outside.length })}
        </Button>
      </Modal>
    </div>
  );
}
