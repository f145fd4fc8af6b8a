import { dictLabel, SCHEME_STANDARDS, type SchemeCode, TASK_STATUS } from '@accredit/shared';
import { Input, Select } from 'antd';
import { useEffect } from 'react';
import type { FieldWidget } from '../../../crud/fields.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { useSchoolInfo } from '../../shell/school.ts';
import { offeredSchemes, type SchemeSwitches } from './model.ts';
import { statusOptions } from './StatusSelect.tsx';

/**
 * The form widgets the progress screen gives the engine's generic forms: a project's scheme
 * (EQUIS and AMBA only while the school opens them), a task's project (fixed to the project on
 * screen), its standard (only the project's scheme's standards) and its status (Not Started for a
 * new task).
 */

/** The school's switches as the shell reads them ('1' is on). */
export function useSchemeSwitches(): SchemeSwitches {
  const school = useSchoolInfo();
  const info = (school.data ?? {}) as Record<string, unknown>;
  return { openEquis: info.openEquis === '1', openAmba: info.openAmba === '1' };
}

function SchemeSelect({
  value,
  onChange,
  id,
}: {
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
}) {
  const switches = useSchemeSwitches();
  const locale = currentLocale();
  const options = offeredSchemes(switches, value).map((s) => ({
    value: s,
    label: dictLabel('accreditationScheme', s, locale),
  }));
  return (
    <Select
      id={id}
      value={(value as string | undefined) ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      data-testid="project-scheme"
    />
  );
}

export const schemeWidget: FieldWidget = ({ value, onChange, id }) => (
  <SchemeSelect value={value} onChange={onChange} id={id} />
);

/**
 * The task's project: the one on screen, shown by name. A new task takes it by itself (again after
 * the form resets on opening, hence the effect on the value).
 */
function FixedProject({
  projectId,
  projectName,
  value,
  onChange,
  id,
}: {
  projectId: string;
  projectName: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
}) {
  useEffect(() => {
    if (!value) onChange?.(projectId);
  }, [value, onChange, projectId]);
  return <Input id={id} value={projectName} disabled />;
}

export function projectWidget(projectId: string, projectName: string): FieldWidget {
  return ({ value, onChange, id }) => (
    <FixedProject projectId={projectId} projectName={projectName} value={value} onChange={onChange} id={id} />
  );
}

/** A standard's own name, without its framework's heading ("AACSB standards / Standard 3: …"). */
export function standardName(code: string): string {
  const label = dictLabel('accreditationStandard', code, currentLocale());
  return label.split(' / ').at(-1) ?? label;
}

/** The standards of the project's scheme, in its order. */
export function standardOptions(scheme: string) {
  const codes = SCHEME_STANDARDS[scheme as SchemeCode] ?? [];
  return codes.map((c) => ({ value: c, label: standardName(c) }));
}

export function standardWidget(scheme: string): FieldWidget {
  return ({ value, onChange, id }) => (
    <Select
      id={id}
      allowClear
      showSearch
      optionFilterProp="label"
      value={(value as string | undefined) ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={standardOptions(scheme)}
      data-testid="task-standard"
    />
  );
}

/** A new task starts Not Started (the person may pick another state before saving). */
function StatusPicker({
  value,
  onChange,
  adding,
  id,
}: {
  value?: unknown;
  onChange?: (v: unknown) => void;
  adding: boolean;
  id?: string;
}) {
  useEffect(() => {
    if (adding && !value) onChange?.(TASK_STATUS.notStarted);
  }, [adding, value, onChange]);
  return (
    <Select
      id={id}
      value={(value as string | undefined) ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={statusOptions()}
      data-testid="task-status"
    />
  );
}

export const statusWidget: FieldWidget = ({ value, onChange, record, id }) => (
  <StatusPicker value={value} onChange={onChange} adding={!record} id={id} />
);
