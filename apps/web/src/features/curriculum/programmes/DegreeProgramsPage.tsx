import { RESOURCE } from '@accredit/shared';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../app/session.tsx';
import { canFrom } from '../../../crud/permissions.ts';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';
import { DETAIL_TABS, type DetailTab, ProgrammeDetail } from './ProgrammeDetail.tsx';
import './programmes.css';

/**
 * The Degree Programmes screen (menu component `degreePrograms`): the engine's programme list,
 * each programme opening its own view (`?programme=<id>&tab=goals|map|heads`). A programme head
 * lands on the first programme they head (head assignments of the session); "All programmes"
 * goes back to the list (`?view=list`). Heads do not create programmes (the server refuses), so
 * their list has no Add or Import.
 */
export default function DegreeProgramsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const programmeId = params.get('programme');
  const tabParam = params.get('tab');
  const tab: DetailTab = (DETAIL_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as DetailTab)
    : 'goals';
  const isHead = session.currentRole?.roleCode === '3';
  const preselect =
    isHead && !programmeId && params.get('view') !== 'list' ? session.headAssignments[0] : undefined;

  useEffect(() => {
    if (preselect) setParams({ programme: preselect.degreeProgramsId }, { replace: true });
  }, [preselect, setParams]);

  const open = (id: string, next: DetailTab = 'goals') => setParams({ programme: id, tab: next });
  if (programmeId)
    return (
      <ProgrammeDetail
        key={programmeId}
        programmeId={programmeId}
        tab={tab}
        onOpen={open}
        onBack={() => setParams({ view: 'list' })}
      />
    );
  const base = canFrom(RESOURCE.degreePrograms, session);
  return (
    <ResourcePage
      resource="degreePrograms"
      can={(action) => (isHead && (action === 'add' || action === 'import') ? false : base(action))}
      columns={{
        code: (column) => ({
          ...column,
          render: (_v, record) => (
            <Button
              type="link"
              size="small"
              className="programmes-open"
              onClick={() => open(record.id)}
              data-testid={`programme-open-${String(record.code)}`}
            >
              {String(record.code ?? '')}
            </Button>
          ),
        }),
      }}
    />
  );
}
