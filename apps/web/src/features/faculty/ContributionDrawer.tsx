import { outputTypeOf, RESOURCE, type ResourceDef, ROLE, resourcePermission } from '@accredit/shared';
import { Alert, Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import type { ResourceRecord } from '../../crud/api.ts';
import { type FieldWidget, fieldLabel, useCellText } from '../../crud/fields.tsx';
import { type FormTab, ResourceForm } from '../../crud/ResourceForm.tsx';
import { ReviewTag } from '../../crud/ReviewControls.tsx';
import type { ContributionKind } from './api.ts';
import { outputTypeDef, typedRecordDef } from './definitions.ts';
import { outputTabs, outputWidgets } from './output-form.tsx';
import { fixedDict, teacherWidget } from './widgets.tsx';

/**
 * One of "my contributions" opened where it is listed: the record's own form (the same as on its
 * type's tab) when the person may still change it, i.e. they entered it and it is not approved;
 * otherwise a read-only view with its review state and, if rejected, why.
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

function ReadOnlyRecord({ def, record }: { def: ResourceDef; record: ResourceRecord }) {
  const { t } = useTranslation();
  const cellText = useCellText();
  const shown = def.fields.filter((f) => f.type !== 'file' && record[f.key] !== null && record[f.key] !== '');
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      data-testid="contribution-view"
      items={[
        ...shown.map((f) => ({ key: f.key, label: fieldLabel(t, def, f), children: cellText(f, record) })),
        ...(record.authorLine
          ? [{ key: 'authors', label: t('faculty.labels.authors'), children: String(record.authorLine) }]
          : []),
        {
          key: 'status',
          label: t('crud.review.statusLabel'),
          children: (
            <ReviewTag status={Number(record.reviewStatus)} text={String(record.reviewStatus_dictText)} />
          ),
        },
        ...(record.reviewReason
          ? [{ key: 'reason', label: t('faculty.mine.reason'), children: String(record.reviewReason) }]
          : []),
      ]}
    />
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
      <ReadOnlyRecord def={form.def} record={record} />
    </Drawer>
  );
}
