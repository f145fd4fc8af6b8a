import { outputTypeOf, RESOURCE } from '@accredit/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../crud/api.ts';
import type { RecordViewOptions } from '../../crud/RecordView.tsx';
import { AuthorsPanel } from './AuthorsPanel.tsx';
import { outputTypeDef } from './definitions.ts';

/**
 * A research output opened read-only (the review queue, a type's tab, an approved record of "my
 * contributions"): the fields of its own type and its authors, internal by name and external with
 * their institution, above its supporting documents.
 */
function OutputAuthors({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation();
  return (
    <section>
      <Typography.Title level={5}>{t('faculty.labels.authors')}</Typography.Title>
      <AuthorsPanel output={record} readOnly />
    </section>
  );
}

export const OUTPUT_RECORD_VIEW: RecordViewOptions = {
  def: (record) => {
    const type = outputTypeOf(record.outputType);
    return type ? outputTypeDef(type) : RESOURCE.researchOutput;
  },
  extra: (record) => <OutputAuthors record={record} />,
};
