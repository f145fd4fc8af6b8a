import type { OutputTypeDef } from '@accredit/shared';
import type { TFunction } from 'i18next';
import type { FieldWidget } from '../../crud/fields.tsx';
import type { FormTab } from '../../crud/ResourceForm.tsx';
import { AuthorsPanel } from './AuthorsPanel.tsx';
import { ATTACHMENTS_FIELD } from './definitions.ts';
import { VENUE_WIDGETS } from './venue-widgets.tsx';
import { fixedDict, supportFiles } from './widgets.tsx';

/**
 * What a research-output form of one type needs beyond the generic form, wherever it opens (the
 * type's tab, "my contributions"): the type fixed, its supporting files, the venue picked from the
 * reference lists, and the authors tab.
 */
export function outputWidgets(type: OutputTypeDef): Record<string, FieldWidget> {
  return {
    ...VENUE_WIDGETS,
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
