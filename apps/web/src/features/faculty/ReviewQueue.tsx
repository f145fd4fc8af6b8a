import { RESOURCE, type ResourceDef } from '@accredit/shared';
import { useSession } from '../../app/session.tsx';
import { canFrom } from '../../crud/permissions.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { OUTPUT_RECORD_VIEW } from './output-view.tsx';

/**
 * The reviewer's queue: Unreviewed outputs of every type within the reviewer's data rule (a
 * research secretary's unit), each opening read-only with its authors and supporting documents
 * (PDF shown) beside approve and reject (reason required); approve on a selection asks with the
 * count. Records are entered and edited on the type tabs; here they are only decided.
 */
const queueDef: ResourceDef = {
  ...RESOURCE.researchOutput,
  fields: RESOURCE.researchOutput.fields.filter((f) =>
    ['outputType', 'titleZh', 'titleEn', 'venueName', 'venueLevel', 'publishDate', 'category'].includes(
      f.key,
    ),
  ),
};

export function ReviewQueue() {
  const session = useSession();
  const held = canFrom(queueDef, session);
  return (
    <ResourcePage
      resource={queueDef}
      can={(action) => ['query', 'get', 'review', 'export'].includes(action) && held(action)}
      baseQuery={{ reviewStatus: '0' }}
      recordView={OUTPUT_RECORD_VIEW}
    />
  );
}
