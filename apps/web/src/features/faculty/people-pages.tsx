import { RESOURCE, ROLE, type RoleCode } from '@accredit/shared';
import { useSession } from '../../app/session.tsx';
import type { FieldWidget } from '../../crud/fields.tsx';
import { canFrom } from '../../crud/permissions.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import {
  accountWidget,
  DepartmentName,
  departmentWidget,
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
 * list (departments by name, the linked account picked by those who may link accounts, and for a
 * staff member their own record with what the school sets shown but not editable).
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
  const canLink = session.has('professionalStaff:add') || session.has('user:query');
  const widgets: Record<string, FieldWidget> = {
    departmentId: departmentWidget('departments'),
    userId: accountWidget(canLink),
  };
  if (ownRecord)
    Object.assign(widgets, {
      staffNumber: lockedWidget,
      status: lockedWidget,
      departmentId: departmentWidget('departments', true),
      userId: accountWidget(false),
    });
  return (
    <ResourcePage
      resource={def}
      can={canFrom(def, session)}
      widgets={widgets}
      columns={{
        departmentId: (c) => ({
          ...c,
          render: (_v, r) => <DepartmentName id={r.departmentId} list="departments" />,
        }),
      }}
    />
  );
}
