import { resourceByName } from '@accredit/shared';
import { useSession } from '../../../app/session.tsx';
import { canFrom } from '../../../crud/permissions.ts';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';

/** Questionnaire Templates (issue 18 item 1): the engine's list and form, with the question builder. */
export default function Page() {
  const session = useSession();
  const def = resourceByName('questionnaireTemplate');
  if (!def) return null;
  return <ResourcePage resource={def} can={canFrom(def, session)} />;
}
