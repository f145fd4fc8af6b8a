import { ArrowLeftOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Skeleton, Space, Steps } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/responsive.tsx';
import { type AssessKind, resultsKey, type Sheet, saveAssessment } from './api.ts';
import { LockControls, StatusTag } from './LockControls.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { pick } from './util.ts';

/**
 * What both assessment wizards share: the step reached (reopening lands on the saved one), the
 * configuration's unsaved flag and the entry grid's, and moves between steps that check what the
 * steps before need, save the configuration with the step reached through the engine's edit, and
 * ask before dropping typed cells.
 */
export interface WizardOptions {
  kind: AssessKind;
  id: string;
  sheet: Sheet | undefined;
  steps: number;
  /** The step holding the entry grid (leaving it with typed cells asks first). */
  gridStep: number;
}

export interface MoveRules {
  /** The i18n key of why step `n` cannot be reached yet, or null. */
  blocked: (n: number) => string | null;
  /** The configuration to save with the step (empty when nothing needs saving). */
  config: () => Record<string, unknown>;
}

export function useWizard({ kind, id, sheet, steps, gridStep }: WizardOptions) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [step, setStep] = useState<number | null>(null);
  const [configDirty, setConfigDirty] = useState(false);
  const [gridDirty, setGridDirty] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (sheet) setStep((s) => s ?? Math.min(Math.max(1, sheet.head.step || 1), steps));
  }, [sheet, steps]);

  const guard = useLeaveGuard(configDirty || gridDirty);
  const onGridDirty = useCallback((d: boolean) => setGridDirty(d), []);

  const go = async (n: number, rules: MoveRules, editable: boolean) => {
    if (!sheet || step === null || n === step) return;
    if (n > step) {
      const why = rules.blocked(n);
      if (why) return void message.error(t(why));
    }
    if (editable) {
      setSaving(true);
      try {
        await saveAssessment(kind, { id, step: n, ...rules.config() });
        if (configDirty) message.success(t('aolAssess.wizard.saved'));
        setConfigDirty(false);
        await client.invalidateQueries({ queryKey: ['aolSheet', kind, id] });
        await client.invalidateQueries({ queryKey: resultsKey(kind, id) });
      } catch {
        setSaving(false);
        return;
      }
      setSaving(false);
    }
    setStep(n);
  };

  return {
    step,
    saving,
    configDirty,
    /** The configuration was changed (it is saved with the next move). */
    changed: () => setConfigDirty(true),
    onGridDirty,
    /** Leaves the wizard, asking first when anything is unsaved. */
    leave: (onBack: () => void) => guard(configDirty || gridDirty, onBack),
    /** Moves to step `n`. */
    move: (n: number, rules: MoveRules, editable: boolean) =>
      guard(gridDirty && step === gridStep, () => void go(n, rules, editable)),
  };
}

/** The wizard that cannot be shown: still loading, or an error with the way back. */
export function WizardUnavailable({
  loading,
  error,
  onBack,
}: {
  loading: boolean;
  error: unknown;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  if (loading) return <Skeleton active />;
  return (
    <Card>
      <Alert type="error" showIcon title={(error as Error | null)?.message ?? t('errors.internal')} />
      <Button style={{ marginTop: 12 }} icon={<ArrowLeftOutlined />} onClick={onBack}>
        {t('aolAssess.wizard.back')}
      </Button>
    </Card>
  );
}

/**
 * The wizard's frame: the course and its status, the way back, the steps (on a phone only the
 * current one titled when `phoneShort`), the step's content, and Previous with Next (the last step
 * has the submit and unlock controls instead).
 */
export function WizardFrame({
  kind,
  id,
  sheet,
  step,
  titles,
  phoneShort,
  saving,
  locked,
  onMove,
  onBack,
  children,
}: {
  kind: AssessKind;
  id: string;
  sheet: Sheet;
  step: number;
  titles: string[];
  phoneShort?: boolean;
  saving: boolean;
  locked: boolean;
  onMove: (n: number) => void;
  onBack: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const phone = useIsPhone();
  const h = sheet.head;
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
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="aas-back">
          {phone ? null : t('aolAssess.wizard.back')}
        </Button>
      }
      data-testid="aas-wizard"
    >
      <Steps
        size="small"
        current={step - 1}
        onChange={(i) => onMove(i + 1)}
        responsive={false}
        items={titles.map((title, i) => ({
          title: phoneShort && phone && i !== step - 1 ? undefined : title,
          disabled: saving,
          'data-testid': `aas-step-${i + 1}`,
        }))}
        data-testid="aas-steps"
      />
      {children}
      <div className="aas-nav">
        <Button
          icon={<LeftOutlined />}
          disabled={step === 1 || saving}
          onClick={() => onMove(step - 1)}
          data-testid="aas-prev"
        >
          {t('aolAssess.wizard.prev')}
        </Button>
        {step === titles.length ? (
          <LockControls
            kind={kind}
            id={id}
            locked={locked}
            canUnlock={sheet.canUnlock}
            onChanged={() => {
              void client.invalidateQueries({ queryKey: ['aolSheet', kind, id] });
              void client.invalidateQueries({ queryKey: ['aolHistory', kind, id] });
              void client.invalidateQueries({ queryKey: ['aolAssessList', kind] });
            }}
          />
        ) : (
          <Button type="primary" loading={saving} onClick={() => onMove(step + 1)} data-testid="aas-next">
            {t('aolAssess.wizard.next')} <RightOutlined />
          </Button>
        )}
      </div>
    </Card>
  );
}
