import { RESOURCE, type ResourceDef } from '@accredit/shared';
import { useSession } from '../../app/session.tsx';
import { canFrom } from '../../crud/permissions.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';

/**
 * The reviewer's queue: Unreviewed outputs of every type within the reviewer's data rule (a
 * research secretary's unit), with approve and reject (reason required) on each row and approve
 * on a selection. Records are entered and edited on the type tabs; here they are only decided.
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
    />
  );
}
