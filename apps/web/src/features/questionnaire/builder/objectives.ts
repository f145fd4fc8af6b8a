import { useQuery } from '@tanstack/react-query';
import { resourceApi } from '../../../crud/api.ts';
import { canListRef } from '../../../crud/fields.tsx';
import { nameIn } from '../../curriculum/teaching/api.ts';

/**
 * The learning objectives a rating question or matrix row may be mapped to (its answers then feed
 * the objective's indirect measure I_j): the programmes the builder may see, and their objectives
 * (GET /aacsb/degreeProgramsLo/list). All objectives the caller may see are read at once (a school
 * has a few hundred at most): the same answer names the objectives already mapped, whatever
 * programme they belong to, and offers those of the programme picked.
 */
export interface ProgrammeChoice {
  id: string;
  code: string;
  name: string;
  nameEn: string;
}

export interface LoChoice {
  id: string;
  programmeId: string;
  code: string;
  name: string;
  nameEn: string;
}

/**
 * Whether this account may list objectives at all (others see how many are mapped, not a
 * picker). Objectives and programmes share one permission (degreePrograms:query).
 */
export const canMapObjectives = () => canListRef('degreeProgramsLo');

export function useObjectives(enabled: boolean) {
  const allowed = enabled && canMapObjectives();
  // Asked only of an account that may list them: a refusal would show an error notice.
  const programmes = useQuery({
    queryKey: ['crud', 'degreePrograms', 'questionnaireBuilder'],
    enabled: allowed,
    queryFn: async (): Promise<ProgrammeChoice[]> =>
      (await resourceApi('degreePrograms').list({ pageSize: -1 })).records.map((r) => ({
        id: r.id,
        code: String(r.code ?? ''),
        name: String(r.name ?? ''),
        nameEn: String(r.nameEn ?? ''),
      })),
  });
  const los = useQuery({
    queryKey: ['crud', 'degreeProgramsLo', 'questionnaireBuilder'],
    enabled: allowed,
    queryFn: async (): Promise<LoChoice[]> =>
      (
        await resourceApi('degreeProgramsLo').list({ pageSize: -1, column: 'sort', order: 'asc' })
      ).records.map((r) => ({
        id: r.id,
        programmeId: String(r.degreeProgramsId ?? ''),
        code: String(r.code ?? ''),
        name: String(r.name ?? ''),
        nameEn: String(r.nameEn ?? ''),
      })),
  });
  return {
    allowed,
    loading: programmes.isLoading || los.isLoading,
    programmes: programmes.data ?? [],
    los: los.data ?? [],
  };
}

/** An objective as the picker names it: its code and statement in the reader's language. */
export function loLabel(lo: LoChoice): string {
  const text = nameIn(lo.name, lo.nameEn);
  return text ? `${lo.code} ${text}` : lo.code;
}
