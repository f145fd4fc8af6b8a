import { dictLabel } from '@accredit/shared';
import { CopyOutlined, DeleteOutlined, SaveOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Checkbox,
  Empty,
  Popconfirm,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { useSession } from '../../../app/session.tsx';
import { dictOptions } from '../../../crud/fields.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import {
  type GenerateCounts,
  labelOf,
  nameIn,
  type PlanCandidate,
  type PlanLo,
  type PlanWarning,
  planApi,
  useTeacherOptions,
  type YearPlan,
} from './api.ts';
import {
  addCourse,
  type DraftCourse,
  draftFrom,
  objectivesOf,
  openCandidates,
  type PlanDraft,
  type PlanMethod,
  patchCourse,
  planCounts,
  planPayload,
  planProblems,
  removeCourse,
  samePlan,
  setAssessed,
} from './plan-model.ts';

/**
 * The plan of an evaluation year: the programme's goals and objectives as a tree, a tick per
 * objective assessed this year, and for each ticked objective its courses, picked from those the
 * curriculum map links to it (their level shown), each with its method, teacher and classes. One
 * Save sends the whole plan; the server's warnings stay shown until the next save. Last year's
 * plan can be copied in, and the year's assessments generated from the saved plan.
 */
export function PlanEditor({
  plan,
  yearId,
  onDirty,
}: {
  plan: YearPlan;
  yearId: string;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const client = useQueryClient();
  const canEdit = session.has('evaluationYear:edit');
  const base = useMemo(() => draftFrom(plan.goals), [plan]);
  const order = useMemo(() => objectivesOf(plan.goals).map((lo) => lo.id), [plan]);
  const [draft, setDraft] = useState<PlanDraft>(base);
  const [warnings, setWarnings] = useState<PlanWarning[] | null>(null);
  const [generated, setGenerated] = useState<GenerateCounts | null>(null);
  const [busy, setBusy] = useState<'save' | 'copy' | 'generate' | null>(null);
  const teachers = useTeacherOptions(canEdit);

  // A new plan from the server (saved, copied) is the new starting point.
  useEffect(() => setDraft(base), [base]);
  const dirty = !samePlan(base, draft, order);
  // Last year's plan is copied only into a year whose saved plan is empty (the server refuses otherwise).
  const savedEmpty = planPayload(base, order).length === 0;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const problems = planProblems(draft, plan.goals);
  const counts = planCounts(draft);
  const courseNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const lo of objectivesOf(plan.goals))
      for (const c of [...lo.candidates, ...lo.courses]) names.set(c.courseId, labelOf(c as PlanCandidate));
    return names;
  }, [plan]);
  const classOptions = plan.classes.map((c) => ({ value: c.id, label: labelOf(c) }));
  // The stored teachers' names, for one not among the options (e.g. a role that may not list teachers).
  const teacherNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const lo of plan.goals.flatMap((g) => g.los))
      for (const c of lo.courses)
        if (c.teacherId && c.teacherName) names.set(c.teacherId, nameIn(c.teacherName, c.teacherNameEn));
    return names;
  }, [plan]);
  const methods = dictOptions('aolMethod');

  const failed = (e: unknown) => message.error(e instanceof ApiError ? e.message : String(e));
  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['aolPlan'] }),
      client.invalidateQueries({ queryKey: ['crud', 'evaluationYear'] }),
    ]);

  const save = async () => {
    setBusy('save');
    try {
      const saved = await planApi.save(yearId, planPayload(draft, order));
      setWarnings(saved?.warnings ?? []);
      setGenerated(null);
      message.success(t('aolPlan.web.plan.saved'));
      await reload();
    } catch (e) {
      failed(e);
    } finally {
      setBusy(null);
    }
  };
  const copy = async () => {
    setBusy('copy');
    try {
      const copied = await planApi.copyPrevious(yearId);
      message.success(
        t('aolPlan.web.plan.copiedFrom', {
          year: copied?.from?.name ?? '',
          objectives: copied?.los ?? 0,
          courses: copied?.courses ?? 0,
        }),
      );
      setWarnings(null);
      await reload();
    } catch (e) {
      failed(e);
    } finally {
      setBusy(null);
    }
  };
  const generate = async () => {
    setBusy('generate');
    try {
      setGenerated(await planApi.generate(yearId));
      await client.invalidateQueries({ queryKey: ['crud'] });
    } catch (e) {
      failed(e);
    } finally {
      setBusy(null);
    }
  };

  const problemText = (p: (typeof problems)[number]) =>
    p.kind === 'noCourse'
      ? t('aolPlan.web.problems.noCourse', { code: p.code })
      : t('aolPlan.web.problems.notMapped', {
          code: p.code,
          course: courseNames.get(p.courseId) ?? p.courseId,
        });

  return (
    <div className="aol-plan" data-testid="plan-editor">
      <div className="aol-plan-toolbar">
        {canEdit && (
          <Button
            type="primary"
            icon={<SaveOutlined />}
            disabled={!dirty}
            loading={busy === 'save'}
            onClick={save}
            data-testid="plan-save"
          >
            {t('aolPlan.web.plan.save')}
          </Button>
        )}
        {canEdit && (
          <Tooltip title={savedEmpty ? undefined : t('aolPlan.web.plan.copyOnlyEmpty')}>
            <Popconfirm
              disabled={!dirty || !savedEmpty}
              title={t('aolPlan.web.plan.copyDiscards')}
              okText={t('aolPlan.web.plan.copy')}
              cancelText={t('aolPlan.web.common.cancel')}
              onConfirm={copy}
              okButtonProps={{ 'data-testid': 'plan-copy-confirm' } as ButtonProps}
            >
              <Button
                icon={<CopyOutlined />}
                disabled={!savedEmpty}
                loading={busy === 'copy'}
                onClick={dirty ? undefined : copy}
                data-testid="plan-copy"
              >
                {t('aolPlan.web.plan.copy')}
              </Button>
            </Popconfirm>
          </Tooltip>
        )}
        {canEdit && (
          <Tooltip title={dirty ? t('aolPlan.web.plan.saveFirst') : undefined}>
            <Button
              icon={<ThunderboltOutlined />}
              disabled={dirty || counts.pairs === 0}
              loading={busy === 'generate'}
              onClick={generate}
              data-testid="plan-generate"
            >
              {t('aolPlan.web.plan.generate')}
            </Button>
          </Tooltip>
        )}
        <Typography.Text type="secondary" data-testid="plan-counts">
          {t('aolPlan.web.plan.counts', { objectives: counts.objectives, courses: counts.courses })}
        </Typography.Text>
        {dirty && (
          <Tag color="orange" data-testid="plan-unsaved">
            {t('aolPlan.web.plan.unsaved')}
          </Tag>
        )}
      </div>
      {!canEdit && <Alert type="info" showIcon title={t('aolPlan.web.plan.readOnly')} />}
      {generated && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setGenerated(null)}
          data-testid="plan-generated"
          title={t('aolPlan.web.generate.title')}
          description={
            <Space wrap size={[16, 4]}>
              <span>
                {t('aolPlan.web.generate.created')}{' '}
                <strong data-testid="plan-generated-created">{generated.created}</strong>
              </span>
              <span>
                {t('aolPlan.web.generate.updated')}{' '}
                <strong data-testid="plan-generated-updated">{generated.updated}</strong>
              </span>
              <span>
                {t('aolPlan.web.generate.unchanged')}{' '}
                <strong data-testid="plan-generated-unchanged">{generated.unchanged}</strong>
              </span>
            </Space>
          }
        />
      )}
      {warnings && warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="plan-warnings"
          title={t('aolPlan.web.plan.serverWarnings')}
          description={
            <ul className="aol-plan-list">
              {warnings.map((w) => (
                <li key={`${w.loId}-${w.courseId}-${w.message}`}>{w.message}</li>
              ))}
            </ul>
          }
        />
      )}
      {problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="plan-problems"
          title={t('aolPlan.web.problems.title')}
          description={
            <ul className="aol-plan-list">
              {problems.map((p) => (
                <li key={`${p.kind}-${p.loId}-${p.kind === 'notMapped' ? p.courseId : ''}`}>
                  {problemText(p)}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {plan.goals.length === 0 && <Empty description={t('aolPlan.web.plan.noGoals')} />}
      {plan.goals.map((goal) => (
        <section key={goal.id} className="aol-plan-goal" data-testid={`plan-goal-${goal.code}`}>
          <Typography.Title level={5} className="aol-plan-goal-title">
            {goal.code} {nameIn(goal.name, goal.nameEn)}
          </Typography.Title>
          {goal.los.length === 0 && (
            <Typography.Text type="secondary">{t('aolPlan.web.plan.noObjectives')}</Typography.Text>
          )}
          {goal.los.map((lo) => (
            <ObjectiveRow
              key={lo.id}
              lo={lo}
              draft={draft}
              canEdit={canEdit}
              courseNames={courseNames}
              classOptions={classOptions}
              teacherOptions={teachers.data ?? []}
              teacherNames={teacherNames}
              methods={methods}
              onChange={setDraft}
            />
          ))}
        </section>
      ))}
    </div>
  );
}

type Option = { value: string; label: string };

function LevelTag({ level }: { level: string | null | undefined }) {
  const { t } = useTranslation();
  if (!level)
    return (
      <Tag color="red" data-testid="plan-course-level">
        {t('aolPlan.web.plan.notMapped')}
      </Tag>
    );
  const color = { H: 'volcano', M: 'gold', L: 'blue' }[level] ?? 'default';
  return (
    <Tag color={color} data-testid="plan-course-level">
      {level} · {dictLabel('curriculumMapLevel', level, currentLocale())}
    </Tag>
  );
}

function ObjectiveRow({
  lo,
  draft,
  canEdit,
  courseNames,
  classOptions,
  teacherOptions,
  teacherNames,
  methods,
  onChange,
}: {
  lo: PlanLo;
  draft: PlanDraft;
  canEdit: boolean;
  courseNames: Map<string, string>;
  classOptions: Option[];
  teacherOptions: Option[];
  teacherNames: Map<string, string>;
  methods: Option[];
  onChange: (next: (d: PlanDraft) => PlanDraft) => void;
}) {
  const { t } = useTranslation();
  const state = draft[lo.id] ?? { assessed: false, courses: [] };
  const levels = new Map(lo.candidates.map((c) => [c.courseId, c.level]));
  const open = openCandidates<PlanCandidate>(lo.candidates, state.courses);
  const add = (courseId: string) => {
    const candidate = lo.candidates.find((c) => c.courseId === courseId);
    onChange((d) => addCourse(d, lo.id, { courseId, teacherId: candidate?.teacherId ?? null }));
  };
  const patch = (courseId: string, p: Partial<Omit<DraftCourse, 'courseId'>>) =>
    onChange((d) => patchCourse(d, lo.id, courseId, p));

  return (
    <div
      className={`aol-plan-lo${state.assessed ? ' aol-plan-lo-on' : ''}`}
      data-testid={`plan-lo-${lo.code}`}
    >
      <div className="aol-plan-lo-head">
        <Checkbox
          checked={state.assessed}
          disabled={!canEdit}
          onChange={(e) => onChange((d) => setAssessed(d, lo.id, e.target.checked))}
          data-testid="plan-lo-tick"
        >
          <span className="aol-plan-lo-code">{lo.code}</span>
        </Checkbox>
        <span className="aol-plan-lo-text">{nameIn(lo.name, lo.nameEn)}</span>
        {lo.target != null && (
          <Tag className="aol-plan-target">{t('aolPlan.web.plan.target', { target: lo.target })}</Tag>
        )}
      </div>
      {state.assessed && (
        <div className="aol-plan-courses">
          {state.courses.map((c) => (
            <div key={c.courseId} className="aol-plan-course" data-testid="plan-course">
              <div className="aol-plan-course-name">
                <span>{courseNames.get(c.courseId) ?? c.courseId}</span>{' '}
                <LevelTag level={levels.get(c.courseId)} />
              </div>
              <div className="aol-plan-course-fields">
                <Select<PlanMethod>
                  className="aol-plan-method"
                  aria-label={t('aolPlan.web.plan.method')}
                  value={c.method}
                  disabled={!canEdit}
                  options={methods as { value: PlanMethod; label: string }[]}
                  onChange={(method) => patch(c.courseId, { method })}
                  data-testid="plan-course-method"
                />
                <Select
                  className="aol-plan-teacher"
                  aria-label={t('aolPlan.web.plan.teacher')}
                  placeholder={t('aolPlan.web.plan.teacher')}
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  value={c.teacherId ?? undefined}
                  disabled={!canEdit}
                  options={withCurrent(teacherOptions, c.teacherId, teacherNames)}
                  onChange={(teacherId) => patch(c.courseId, { teacherId: teacherId ?? null })}
                  data-testid="plan-course-teacher"
                />
                <Select
                  className="aol-plan-classes"
                  mode="multiple"
                  aria-label={t('aolPlan.web.plan.classes')}
                  placeholder={t('aolPlan.web.plan.allClasses')}
                  allowClear
                  optionFilterProp="label"
                  maxTagCount="responsive"
                  value={c.classIds}
                  disabled={!canEdit}
                  options={classOptions}
                  onChange={(classIds) => patch(c.courseId, { classIds })}
                  data-testid="plan-course-classes"
                />
                {canEdit && (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('aolPlan.web.plan.removeCourse')}
                    title={t('aolPlan.web.plan.removeCourse')}
                    onClick={() => onChange((d) => removeCourse(d, lo.id, c.courseId))}
                    data-testid="plan-course-remove"
                  />
                )}
              </div>
            </div>
          ))}
          {canEdit && open.length > 0 && (
            <Select
              className="aol-plan-add"
              showSearch
              optionFilterProp="label"
              value={null}
              placeholder={t('aolPlan.web.plan.addCourse')}
              aria-label={t('aolPlan.web.plan.addCourse')}
              options={open.map((c) => ({
                value: c.courseId,
                label: `${labelOf(c)}${c.level ? ` (${c.level})` : ''}`,
              }))}
              onChange={(courseId: string | null) => courseId && add(courseId)}
              data-testid="plan-add-course"
            />
          )}
          {lo.candidates.length === 0 && (
            <Typography.Text type="secondary" data-testid="plan-no-candidates">
              {t('aolPlan.web.plan.noCandidates')}
            </Typography.Text>
          )}
        </div>
      )}
    </div>
  );
}

/** The options, with the current value kept when it is not among them (a teacher no longer listed). */
function withCurrent(options: Option[], value: string | null, names: Map<string, string>): Option[] {
  return value && !options.some((o) => o.value === value)
    ? [{ value, label: names.get(value) ?? value }, ...options]
    : options;
}
