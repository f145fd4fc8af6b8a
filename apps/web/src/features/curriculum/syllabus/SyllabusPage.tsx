import { RESOURCE, type ResourceDef } from '@accredit/shared';
import { useSession } from '../../../app/session.tsx';
import { canFrom } from '../../../crud/permissions.ts';
import { LinkedRecord, type RecordViewOptions } from '../../../crud/RecordView.tsx';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';
import { SyllabusEditor } from './SyllabusEditor.tsx';
import { SyllabusSheet } from './SyllabusSheet.tsx';

/**
 * The Syllabi screen: the engine's list of syllabi (search, review status, approve and reject,
 * re-submission, history, delete), the syllabus editor for add and edit in place of the generic
 * form, and the read-only syllabus (with the map check, the Word files and "New version" once
 * approved) behind "View" and behind a decision notice's link.
 */
const def = RESOURCE.syllabus;
const HEADER = ['courseId', 'schoolYearId', 'version', 'teacherId'];
/** The view lists the header fields; the sheet below shows the prose and the tables properly. */
const headerDef: ResourceDef = { ...def, fields: def.fields.filter((f) => HEADER.includes(f.key)) };

export default function SyllabusPage() {
  const session = useSession();
  const can = canFrom(def, session);
  const view: RecordViewOptions = {
    def: () => headerDef,
    extra: (record) => <SyllabusSheet record={record} can={can} />,
  };
  return (
    <div data-testid="syllabus-page">
      <ResourcePage
        resource={def}
        can={can}
        recordView={view}
        editor={(props) => <SyllabusEditor {...props} />}
      />
      <LinkedRecord def={def} options={view} can={can} />
    </div>
  );
}
