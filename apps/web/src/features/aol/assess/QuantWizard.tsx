import { AOL_DEFAULTS, type AolProblem, checkAims, checkBands, checkComponents } from '@accredit/shared';
import { ArrowLeftOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Skeleton, Space, Steps } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { useIsPhone } from '../../../components/responsive.tsx';
import { CourseResultView } from '../results/index.ts';
import { fetchSheet, resultsKey, type Sheet, saveAssessment, sheetKey } from './api.ts';
import { AimsStep, ComponentsStep, type QuantDraft, ScopeStep } from './ConfigSteps.tsx';
import { LockControls, StatusTag } from './LockControls.tsx';
import { ScoreStep } from './ScoreStep.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { pick } from './util.ts';

/**
 * The quantitative assessment of one course in five steps (issue 17 item 2): (1) scope, (2)
 * components and full marks, (3) marks and weights per objective with the score bands and
 * targets, (4) scores, (5) results. It can be left and resumed: every move saves the step reached
 * (and the configuration changed) through the engine's edit, and reopening lands on it.
 */
const STEPS = 5;

export function draftFrom(sheet: Sheet): QuantDraft {
  return {
    loIds: sheet.head.loIds,
    classIds: sheet.head.classIds,
    components: sheet.components,
    aims: sheet.aims,
    bands: sheet.bands.length ? sheet.bands : AOL_DEFAULTS.bands.map((b) => ({ ...b })),
  };
}

export function QuantWizard({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const session = useSession();
  const phone = useIsPhone();
  const query = useQuery({
    queryKey: sheetKey('quantitative', id),
    queryFn: () => fetchSheet('quantitative', id),
  });
  const sheet = query.data;
  const [step, setStep] = useState<number | null>(null);
  const [draft, setDraft] = useState<QuantDraft | null>(null);
  const [draftDirty, setDraftDirty] = useState(false);
  const [scoreDirty, setScoreDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const locked = sheet?.locked ?? false;
  const editable = !locked && session.has('evaluation:edit');

  useEffect(() => {
    if (!sheet) return;
    setStep((s) => s ?? Math.min(Math.max(1, sheet.head.step || 1), STEPS));
    if (!draftDirty) setDraft(draftFrom(sheet));
  }, [sheet, draftDirty]);

  const guard = useLeaveGuard(scoreDirty || draftDirty);
  const onScoreDirty = useCallback((d: boolean) => setScoreDirty(d), []);

  const problems = useMemo(() => {
    if (!draft) return { components: [], aims: [] } as Record<'components' | 'aims', AolProblem[]>;
    return {
      components: checkComponents(draft.components),
      aims: [...checkAims(draft.aims, draft.components, draft.loIds), ...checkBands(draft.bands)],
    };
  }, [draft]);

  const change = (patch: Partial<QuantDraft>) => {
    setDraft((d) => (d ? { ...d, ...patch } : d));
    setDraftDirty(true);
  };

  const los = useMemo(() => {
    if (!sheet || !draft) return [];
    const all = sheet.candidateLos?.length ? sheet.candidateLos : sheet.los;
    return all.filter((o) => draft.loIds.includes(o.id));
  }, [sheet, draft]);

  /** Moves to step `n`: checks what the steps before it need, saves the configuration and the step. */
  const go = async (n: number) => {
    if (!sheet || !draft || step === null || n === step) return;
    if (n > step) {
      if (n > 1 && draft.loIds.length === 0) return void message.error(t('aolAssess.scope.noObjectives'));
      if (n > 2 && problems.components.length) return void message.error(t('aolAssess.wizard.fixFirst'));
      if (n > 3 && problems.aims.length) return void message.error(t('aolAssess.wizard.fixFirst'));
    }
    if (editable) {
      setSaving(true);
      try {
        const keys = new Set(draft.components.map((c) => c.key));
        await saveAssessment('quantitative', {
          id,
          step: n,
          ...(draftDirty
            ? {
                components: draft.components,
                // Aims at a removed component or objective go with it.
                aims: draft.aims.filter((a) => keys.has(a.componentKey) && draft.loIds.includes(a.loId)),
                bands: draft.bands,
                ...(sheet.candidateLos?.length ? { loIds: draft.loIds } : {}),
                ...(sheet.candidateClasses?.length ? { classIds: draft.classIds } : {}),
              }
            : {}),
        });
        if (draftDirty) message.success(t('aolAssess.wizard.saved'));
        setDraftDirty(false);
        await client.invalidateQueries({ queryKey: ['aolSheet', 'quantitative', id] });
        await client.invalidateQueries({ queryKey: resultsKey('quantitative', id) });
      } catch {
        setSaving(false);
        return;
      }
      setSaving(false);
    }
    setStep(n);
  };
  const move = (n: number) => guard(scoreDirty && step === 4, () => void go(n));

  if (query.isLoading) return <Skeleton active />;
  if (query.isError || !sheet || !draft || step === null)
    return (
      <Card>
        <Alert type="error" showIcon title={(query.error as Error | null)?.message ?? t('errors.internal')} />
        <Button style={{ marginTop: 12 }} icon={<ArrowLeftOutlined />} onClick={onBack}>
          {t('aolAssess.wizard.back')}
        </Button>
      </Card>
    );

  const h = sheet.head;
  const titles = [
    t('aolAssess.steps.scope'),
    t('aolAssess.steps.components'),
    t('aolAssess.steps.aims'),
    t('aolAssess.steps.scores'),
    t('aolAssess.steps.results'),
  ];
  return (
    <Card
      className="aas-wizard"
      title={
        <Space wrap size={8}>
          <span data-testid="aas-title">
            {h.courseCode} {pick(h.courseName, h.courseNameEn)}
          </span>
          <StatusTag status={h.status} />
        </Space>
      }
      extra={
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => guard(scoreDirty || draftDirty, onBack)}
          data-testid="aas-back"
        >
          {phone ? null : t('aolAssess.wizard.back')}
        </Button>
      }
      data-testid="aas-wizard"
    >
      <Steps
        size="small"
        current={step - 1}
        onChange={(i) => move(i + 1)}
        responsive={false}
        items={titles.map((title, i) => ({
          title: phone && i !== step - 1 ? undefined : title,
          disabled: saving,
          'data-testid': `aas-step-${i + 1}`,
        }))}
        data-testid="aas-steps"
      />
      {step === 1 ? (
        <ScopeStep
          sheet={sheet}
          loIds={draft.loIds}
          classIds={draft.classIds}
          onChange={change}
          editable={editable}
          kind="quantitative"
        />
      ) : null}
      {step === 2 ? (
        <ComponentsStep
          components={draft.components}
          onChange={(components) => change({ components })}
          problems={problems.components}
          editable={editable}
        />
      ) : null}
      {step === 3 ? (
        <AimsStep los={los} draft={draft} onChange={change} problems={problems.aims} editable={editable} />
      ) : null}
      {step === 4 ? <ScoreStep id={id} sheet={sheet} locked={locked} onDirty={onScoreDirty} /> : null}
      {step === 5 ? <CourseResultView kind="quantitative" id={id} /> : null}
      <div className="aas-nav">
        <Button
          icon={<LeftOutlined />}
          disabled={step === 1 || saving}
          onClick={() => move(step - 1)}
          data-testid="aas-prev"
        >
          {t('aolAssess.wizard.prev')}
        </Button>
        {step === STEPS ? (
          <LockControls
            kind="quantitative"
            id={id}
            locked={locked}
            canUnlock={sheet.canUnlock}
            onChanged={() => {
              void client.invalidateQueries({ queryKey: ['aolSheet', 'quantitative', id] });
              void client.invalidateQueries({ queryKey: ['aolHistory', 'quantitative', id] });
              void client.invalidateQueries({ queryKey: ['aolAssessList', 'quantitative'] });
            }}
          />
        ) : (
          <Button type="primary" loading={saving} onClick={() => move(step + 1)} data-testid="aas-next">
            {t('aolAssess.wizard.next')} <RightOutlined />
          </Button>
        )}
      </div>
    </Card>
  );
}
