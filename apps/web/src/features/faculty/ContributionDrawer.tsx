import { outputTypeOf, RESOURCE, type ResourceDef, ROLE, resourcePermission } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { type ResourceRecord, resourceApi } from '../../crud/api.ts';
import type { FieldWidget } from '../../crud/fields.tsx';
import { RecordDetails } from '../../crud/RecordView.tsx';
import { type FormTab, ResourceForm } from '../../crud/ResourceForm.tsx';
import type { ContributionKind } from './api.ts';
import { outputTypeDef, typedRecordDef } from './definitions.ts';
import { outputTabs, outputWidgets } from './output-form.tsx';
import { OUTPUT_RECORD_VIEW } from './output-view.tsx';
import { fixedDict, teacherWidget } from './widgets.tsx';

/**
 * One of "my contributions" opened where it is listed: the record's own form (the same as on its
 * type's tab) when the person may still change it, i.e. they entered it and it is not approved;
 * otherwise a read-only view with its review state and, if rejected, why, its authors and its
 * supporting documents (PDFs shown in the page).
 */
export const TYPE_DICT: Record<ContributionKind, string> = {
  researchOutput: 'researchOutputType',
  teachingContribution: 'teachingContributionType',
  professionalEngagement: 'professionalActivityType',
};

interface Form {
  def: ResourceDef;
  widgets: Partial<Record<string, FieldWidget>>;
  tabs?: FormTab[];
}

function formOf(
  kind: ContributionKind,
  record: ResourceRecord,
  ownOnly: boolean,
  t: Parameters<typeof outputTabs>[0],
): Form | null {
  if (kind === 'researchOutput') {
    const type = outputTypeOf(record.outputType);
    if (!type) return null;
    return { def: outputTypeDef(type), widgets: outputWidgets(type), tabs: outputTabs(t) };
  }
  const type = String(record.type);
  return {
    def: typedRecordDef(RESOURCE[kind]),
    widgets: { type: fixedDict(TYPE_DICT[kind], type), teacherId: teacherWidget(ownOnly) },
  };
}

/**
 * The record as stored (with its supporting documents, which a list row lacks), read-only: every
 * field, a research output's authors, and its PDFs shown in the page, also once approved.
 */
function ReadOnlyRecord({
  kind,
  def,
  record,
}: {
  kind: ContributionKind;
  def: ResourceDef;
  record: ResourceRecord;
}) {
  const { t } = useTranslation();
  const stored = useQuery({
    queryKey: ['crud', kind, 'view', record.id],
    queryFn: () => resourceApi(kind).queryById(record.id),
    retry: false,
  });
  const shown = { ...record, ...(stored.data ?? {}) };
  const extra =
    kind === 'researchOutput' ? (
      OUTPUT_RECORD_VIEW.extra?.(shown)
    ) : record.authorLine ? (
      <Typography.Text>{`${t('faculty.labels.authors')}: ${String(record.authorLine)}`}</Typography.Text>
    ) : null;
  return (
    <div data-testid="contribution-view">
      <RecordDetails def={def} record={shown} extra={extra} />
    </div>
  );
}

export function ContributionDrawer({
  kind,
  record,
  onClose,
  onSaved,
}: {
  kind: ContributionKind;
  record: ResourceRecord | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const ownOnly = session.currentRole?.roleCode === ROLE.teacher;
  const form = record ? formOf(kind, record, ownOnly, t) : null;
  if (!record || !form) return null;
  const editable =
    session.has(resourcePermission(RESOURCE[kind], 'edit')) &&
    Number(record.reviewStatus) !== 1 &&
    record.createBy === session.user?.username;
  if (editable)
    return (
      <ResourceForm
        def={form.def}
        open
        record={record}
        customFields={[]}
        widgets={form.widgets}
        tabs={form.tabs}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  return (
    <Drawer open onClose={onClose} size="33%" title={t(`resources.${kind}._title`)} destroyOnHidden>
      <Alert type="info" showIcon title={t('faculty.mine.readOnly')} style={{ marginBottom: 12 }} />
      <ReadOnlyRecord kind={kind} def={form.def} record={record} />
    </Drawer>
  );
}
