import { type GroupList, RESOURCE } from '@accredit/shared';
import { useSession } from '../../../app/session.tsx';
import { canFrom } from '../../../crud/permissions.ts';
import type { RecordViewOptions } from '../../../crud/RecordView.tsx';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';
import { GroupListEditor } from '../builder/GroupListEditor.tsx';
import { TemplateEditor } from './TemplateEditor.tsx';

/**
 * Questionnaire Templates (issue 18 item 1): the engine's list (search, columns, delete, export)
 * with the template editor for add and edit in place of the generic form (names and
 * introduction, then the question builder), and "View" showing a template's questions as a
 * respondent meets them.
 */
const def = RESOURCE.questionnaireTemplate;
const noChange = () => undefined;
const view: RecordViewOptions = {
  extra: (record) => (
    <GroupListEditor
      value={Array.isArray(record.groupList) ? (record.groupList as GroupList) : []}
      onChange={noChange}
      readOnly
    />
  ),
};

export default function TemplatesPage() {
  const session = useSession();
  return (
    <div data-testid="qnr-templates-page">
      <ResourcePage
        resource={def}
        can={canFrom(def, session)}
        recordView={view}
        editor={(props) => <TemplateEditor {...props} />}
      />
    </div>
  );
}
