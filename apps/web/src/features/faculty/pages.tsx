import { RESOURCE } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useSession } from '../../app/session.tsx';
import type { FieldWidget } from '../../crud/fields.tsx';
import { canFrom } from '../../crud/permissions.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { facultyApi } from './api.ts';
import { EngagementPage, TeachingContributionsPage } from './RecordsPage.tsx';

/**
 * Default exports for the page registry (one lazy chunk each): teaching, engagement, author
 * maintenance, and the disciplines screen whose department ids show as names.
 */
export function AuthorsPage() {
  const session = useSession();
  const def = RESOURCE.researchOutputAuthor;
  return <ResourcePage resource={def} view="viewResearchOutputAuthor" can={canFrom(def, session)} />;
}

function useDisciplineNames() {
  const list = useQuery({ queryKey: ['faculty', 'disciplines'], queryFn: facultyApi.disciplines });
  const en = !currentLocale().startsWith('zh');
  return (list.data ?? []).map((d) => ({
    value: d.id,
    label: en ? d.departNameEn || d.departName : d.departName,
  }));
}

function DisciplineSelect({ value, onChange }: { value?: unknown; onChange?: (v: unknown) => void }) {
  return <Select value={value as string | undefined} onChange={onChange} options={useDisciplineNames()} />;
}

const disciplineWidget: FieldWidget = ({ value, onChange }) => (
  <DisciplineSelect value={value} onChange={onChange} />
);

function DisciplineName({ id }: { id: unknown }) {
  const names = useDisciplineNames();
  return <>{names.find((n) => n.value === id)?.label ?? String(id ?? '')}</>;
}

export function DisciplinesPage() {
  const session = useSession();
  const def = RESOURCE.teacherDiscipline;
  return (
    <ResourcePage
      resource={def}
      can={canFrom(def, session)}
      widgets={{ disciplineId: disciplineWidget }}
      columns={{ disciplineId: (c) => ({ ...c, render: (_v, r) => <DisciplineName id={r.disciplineId} /> }) }}
    />
  );
}

export { EngagementPage, TeachingContributionsPage };
