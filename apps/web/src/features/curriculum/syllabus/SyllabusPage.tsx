import { RESOURCE, type ResourceDef } from '@accredit/shared';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
  const { t } = useTranslation();
  const session = useSession();
  const can = canFrom(def, session);
  // My Courses links here with ?courseId=: the list opens on that course's syllabi.
  const [params, setParams] = useSearchParams();
  const courseId = params.get('courseId');
  const view: RecordViewOptions = {
    def: () => headerDef,
    extra: (record) => <SyllabusSheet record={record} can={can} />,
  };
  return (
    <div data-testid="syllabus-page">
      {courseId && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="syllabus-course-filter"
          title={t('syllabus.page.oneCourse')}
          action={
            <Button size="small" onClick={() => setParams({})}>
              {t('syllabus.page.allCourses')}
            </Button>
          }
        />
      )}
      <ResourcePage
        key={courseId ?? 'all'}
        resource={def}
        baseQuery={courseId ? { courseId } : undefined}
        can={can}
        recordView={view}
        editor={(props) => <SyllabusEditor {...props} />}
      />
      <LinkedRecord def={def} options={view} can={can} />
    </div>
  );
}
