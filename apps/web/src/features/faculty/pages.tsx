import { RESOURCE } from '@accredit/shared';
import { useSession } from '../../app/session.tsx';
import { canFrom } from '../../crud/permissions.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { ProfessionalStaffPage, StaffAccreditationPage, TeacherAccreditationPage } from './people-pages.tsx';
import { DepartmentName, departmentWidget } from './people-widgets.tsx';
import { EngagementPage, TeachingContributionsPage } from './RecordsPage.tsx';

/**
 * Default exports for the page registry (one lazy chunk each): teaching, engagement, author
 * maintenance, the disciplines screen whose department ids show as names, and the people screens
 * (yearly accreditation records of teachers and professional staff, the staff list).
 */
export function AuthorsPage() {
  const session = useSession();
  const def = RESOURCE.researchOutputAuthor;
  return <ResourcePage resource={def} view="viewResearchOutputAuthor" can={canFrom(def, session)} />;
}

export function DisciplinesPage() {
  const session = useSession();
  const def = RESOURCE.teacherDiscipline;
  return (
    <ResourcePage
      resource={def}
      can={canFrom(def, session)}
      widgets={{ disciplineId: departmentWidget('disciplines') }}
      columns={{
        disciplineId: (c) => ({
          ...c,
          render: (_v, r) => <DepartmentName id={r.disciplineId} list="disciplines" />,
        }),
      }}
    />
  );
}

export {
  EngagementPage,
  ProfessionalStaffPage,
  StaffAccreditationPage,
  TeacherAccreditationPage,
  TeachingContributionsPage,
};
