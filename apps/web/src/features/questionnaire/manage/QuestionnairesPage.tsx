import { resourceByName } from '@accredit/shared';
import { useSession } from '../../../app/session.tsx';
import { canFrom } from '../../../crud/permissions.ts';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';

/** Questionnaires (issue 18 items 2, 4, 5): the engine's list and form, with the state actions, tracking and results. */
export default function Page() {
  const session = useSession();
  const def = resourceByName('questionnaire');
  if (!def) return null;
  return <ResourcePage resource={def} can={canFrom(def, session)} />;
}
