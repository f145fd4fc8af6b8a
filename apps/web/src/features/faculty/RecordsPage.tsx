import { RESOURCE, ROLE } from '@accredit/shared';
import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { dictOptions } from '../../crud/fields.tsx';
import { canFrom } from '../../crud/permissions.ts';
import { LinkedRecord } from '../../crud/RecordView.tsx';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { typedRecordDef } from './definitions.ts';
import { fixedDict, teacherWidget } from './widgets.tsx';
import './faculty.css';

/**
 * Teaching contributions (types 1-7) and professional engagement (types 1-9): a tab per type over
 * one resource, the type fixed by the tab. A teacher files records for themself (the teacher
 * field is theirs); others pick the teacher.
 */
function TypedRecords({
  resource,
  dict,
}: {
  resource: 'teachingContribution' | 'professionalEngagement';
  dict: string;
}) {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const def = typedRecordDef(RESOURCE[resource]);
  const can = canFrom(def, session);
  const ownOnly = session.currentRole?.roleCode === ROLE.teacher;
  const types = dictOptions(dict);
  const wanted = params.get('type');
  const active = types.some((o) => o.value === wanted) ? (wanted as string) : types[0]?.value;
  return (
    <Card className="faculty-page" data-testid={`records-page-${resource}`}>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ type: key }, { replace: true })}
        destroyOnHidden
        items={types.map((o) => ({
          key: o.value,
          label: o.label,
          children: (
            <ResourcePage
              resource={def}
              can={can}
              baseQuery={{ type: o.value }}
              widgets={{ type: fixedDict(dict, o.value), teacherId: teacherWidget(ownOnly) }}
            />
          ),
        }))}
      />
      <LinkedRecord def={def} can={can} />
    </Card>
  );
}

export function TeachingContributionsPage() {
  return <TypedRecords resource="teachingContribution" dict="teachingContributionType" />;
}

export function EngagementPage() {
  return <TypedRecords resource="professionalEngagement" dict="professionalActivityType" />;
}
