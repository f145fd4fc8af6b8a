import { AOL_DEFAULTS, type AolProblem, checkAims, checkBands, checkComponents } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { CourseResultView } from '../results/index.ts';
import { fetchSheet, type Sheet, sheetKey } from './api.ts';
import { AimsStep, ComponentsStep, type QuantDraft, ScopeStep } from './ConfigSteps.tsx';
import { ScoreStep } from './ScoreStep.tsx';
import { type MoveRules, useWizard, WizardFrame, WizardUnavailable } from './WizardFrame.tsx';

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
  const session = useSession();
  const query = useQuery({
    queryKey: sheetKey('quantitative', id),
    queryFn: () => fetchSheet('quantitative', id),
  });
  const sheet = query.data;
  const w = useWizard({ kind: 'quantitative', id, sheet, steps: STEPS, gridStep: 4 });
  const [draft, setDraft] = useState<QuantDraft | null>(null);
  const locked = sheet?.locked ?? false;
  const editable = !locked && session.has('evaluation:edit');

  useEffect(() => {
    if (sheet && !w.configDirty) setDraft(draftFrom(sheet));
  }, [sheet, w.configDirty]);

  const problems = useMemo(() => {
    if (!draft) return { components: [], aims: [] } as Record<'components' | 'aims', AolProblem[]>;
    return {
      components: checkComponents(draft.components),
      aims: [...checkAims(draft.aims, draft.components, draft.loIds), ...checkBands(draft.bands)],
    };
  }, [draft]);

  const change = (patch: Partial<QuantDraft>) => {
    setDraft((d) => (d ? { ...d, ...patch } : d));
    w.changed();
  };

  const los = useMemo(() => {
    if (!sheet || !draft) return [];
    const all = sheet.candidateLos?.length ? sheet.candidateLos : sheet.los;
    return all.filter((o) => draft.loIds.includes(o.id));
  }, [sheet, draft]);

  if (query.isLoading || query.isError || !sheet || !draft || w.step === null)
    return <WizardUnavailable loading={query.isLoading} error={query.error} onBack={onBack} />;

  /** What the steps before step `n` need; the configuration saved with the step reached. */
  const rules: MoveRules = {
    blocked: (n) => {
      if (n > 1 && draft.loIds.length === 0) return 'aolAssess.scope.noObjectives';
      if (n > 2 && problems.components.length) return 'aolAssess.wizard.fixFirst';
      if (n > 3 && problems.aims.length) return 'aolAssess.wizard.fixFirst';
      return null;
    },
    config: () => {
      if (!w.configDirty) return {};
      const keys = new Set(draft.components.map((c) => c.key));
      return {
        components: draft.components,
        // Aims at a removed component or objective go with it.
        aims: draft.aims.filter((a) => keys.has(a.componentKey) && draft.loIds.includes(a.loId)),
        bands: draft.bands,
        ...(sheet.candidateLos?.length ? { loIds: draft.loIds } : {}),
        ...(sheet.candidateClasses?.length ? { classIds: draft.classIds } : {}),
      };
    },
  };
  const step = w.step;
  return (
    <WizardFrame
      kind="quantitative"
      id={id}
      sheet={sheet}
      step={step}
      titles={[
        t('aolAssess.steps.scope'),
        t('aolAssess.steps.components'),
        t('aolAssess.steps.aims'),
        t('aolAssess.steps.scores'),
        t('aolAssess.steps.results'),
      ]}
      phoneShort
      saving={w.saving}
      locked={locked}
      onMove={(n) => w.move(n, rules, editable)}
      onBack={() => w.leave(onBack)}
    >
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
      {step === 4 ? <ScoreStep id={id} sheet={sheet} locked={locked} onDirty={w.onGridDirty} /> : null}
      {step === 5 ? <CourseResultView kind="quantitative" id={id} /> : null}
    </WizardFrame>
  );
}
