import { useEffect, useState } from 'react';
import { useSession } from '../../app/session.tsx';
import { useProgrammes } from '../curriculum/programmes/api.ts';

/**
 * The programme an assurance-of-learning page shows, and the programmes to pick from: a head starts
 * on a programme they head, anyone else on the first they may see.
 */
export function useStartProgramme() {
  const session = useSession();
  const programmes = useProgrammes();
  const [programmeId, setProgrammeId] = useState<string | undefined>();
  const list = programmes.data ?? [];
  useEffect(() => {
    if (programmeId || !list.length) return;
    const headed = session.headAssignments.find((h) => list.some((p) => p.id === h.degreeProgramsId));
    setProgrammeId(headed?.degreeProgramsId ?? list[0].id);
  }, [programmeId, list, session.headAssignments]);
  return { programmes, list, programmeId, setProgrammeId };
}
