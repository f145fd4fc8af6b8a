import { RESOURCE } from '@accredit/shared';
import { useSession } from '../../app/session.tsx';
import { canFrom } from '../../crud/permissions.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { ProfessionalStaffPage, StaffAccreditationPage, TeacherAccreditationPage } from './people-pages.tsx';
import { EngagementPage, TeachingContributionsPage } from './RecordsPage.tsx';

/**
 * Default exports for the page registry (one lazy chunk each): teaching, engagement, author
 * maintenance, the disciplines screen (generic: disciplines are references), and the people screens
 * (yearly accreditation records of teachers and professional staff, the staff list).
 */
export function AuthorsPage() {
  const session = useSession();
  const def = RESOURCE.researchOutputAuthor;
  return <ResourcePage resource={def} view="viewResearchOutputAuthor" can={canFrom(def, session)} />;
}

/** A teacher's disciplines: the discipline is a reference to departments flagged as disciplines. */
export function DisciplinesPage() {
  const session = useSession();
  const def = RESOURCE.teacherDiscipline;
  return <ResourcePage resource={def} can={canFrom(def, session)} />;
}

export {
  EngagementPage,
  ProfessionalStaffPage,
  StaffAccreditationPage,
  TeacherAccreditationPage,
  TeachingContributionsPage,
};
