import { type OutputTypeDef, VENUE_REFS } from '@accredit/shared';
import type { TFunction } from 'i18next';
import type { FieldWidget } from '../../crud/fields.tsx';
import type { FormTab } from '../../crud/ResourceForm.tsx';
import { AuthorsPanel } from './AuthorsPanel.tsx';
import { ATTACHMENTS_FIELD } from './definitions.ts';
import { monthWidget, venueWidgets } from './venue-widgets.tsx';
import { fixedDict, supportFiles } from './widgets.tsx';

/** The label a type gives its date when the date is a month (a journal article's). */
const PUBLISH_MONTH = 'faculty.labels.publishMonth';
const REF_FIELDS = VENUE_REFS.map((r) => r.field);

/**
 * What a research-output form of one type needs beyond the generic form, wherever it opens (the
 * type's tab, "my contributions"): the type fixed, its supporting files, the venue typed or picked
 * from the reference lists in one field, a month picker where the type's date is a publish month,
 * and the authors tab.
 */
export function outputWidgets(type: OutputTypeDef): Record<string, FieldWidget> {
  const refField = REF_FIELDS.find((f) => type.fields.includes(f));
  return {
    ...venueWidgets(refField),
    ...(type.labels.publishDate === PUBLISH_MONTH ? { publishDate: monthWidget } : {}),
    outputType: fixedDict('researchOutputType', type.code),
    [ATTACHMENTS_FIELD]: supportFiles(Boolean(type.supportPdfRequired)),
  };
}

export function outputTabs(t: TFunction): FormTab[] {
  return [
    {
      key: 'authors',
      label: t('faculty.labels.authors'),
      render: (record) => <AuthorsPanel output={record} />,
    },
  ];
}
