import { RESOURCE, ROLE, type RoleCode } from '@accredit/shared';
import { useSession } from '../../app/session.tsx';
import type { FieldWidget } from '../../crud/fields.tsx';
import { canFrom } from '../../crud/permissions.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import {
  dutyCodesWidget,
  lockedWidget,
  OWN_STAFF,
  OWN_TEACHER,
  type OwnPersonSource,
  ownPersonWidget,
} from './people-widgets.tsx';

/**
 * The people screens of "Faculty and Professional Staff": the yearly accreditation records of
 * teachers and of professional staff (one screen for both kinds: duty codes picked from their
 * dictionary; whoever keeps only their own records files them about themself), and the staff
 * list (department and account are engine references; a staff member's own record shows what the
 * school sets, named, but not editable).
 */
interface YearlyRecords<T extends { id: string }> {
  resource: 'teacherAccreditation' | 'professionalStaffAccreditation';
  /** The field naming the person the record is about. */
  personKey: string;
  /** The role that keeps only its own records, and who they are. */
  ownRole: RoleCode;
  own: OwnPersonSource<T>;
}

function AccreditationRecords<T extends { id: string }>({
  resource,
  personKey,
  ownRole,
  own,
}: YearlyRecords<T>) {
  const session = useSession();
  const def = RESOURCE[resource];
  const ownOnly = session.currentRole?.roleCode === ownRole;
  const widgets: Record<string, FieldWidget> = { responsibilities: dutyCodesWidget };
  if (ownOnly) widgets[personKey] = ownPersonWidget(own);
  return <ResourcePage key={def.name} resource={def} can={canFrom(def, session)} widgets={widgets} />;
}

export function TeacherAccreditationPage() {
  return (
    <AccreditationRecords
      resource="teacherAccreditation"
      personKey="teacherId"
      ownRole={ROLE.teacher}
      own={OWN_TEACHER}
    />
  );
}

export function StaffAccreditationPage() {
  return (
    <AccreditationRecords
      resource="professionalStaffAccreditation"
      personKey="professionalStaffId"
      ownRole={ROLE.professionalStaff}
      own={OWN_STAFF}
    />
  );
}

export function ProfessionalStaffPage() {
  const session = useSession();
  const def = RESOURCE.professionalStaff;
  const ownRecord = session.currentRole?.roleCode === ROLE.professionalStaff;
  // Department and account are references: named in the list, picked by those who may list them.
  // On their own record a staff member sees what the school sets, named, without changing it.
  const widgets: Record<string, FieldWidget> = ownRecord
    ? { staffNumber: lockedWidget, status: lockedWidget, departmentId: lockedWidget, userId: lockedWidget }
    : {};
  return <ResourcePage resource={def} can={canFrom(def, session)} widgets={widgets} />;
}
