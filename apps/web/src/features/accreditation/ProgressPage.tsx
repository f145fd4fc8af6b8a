import { useSearchParams } from 'react-router';
import { ProjectCards } from './progress/ProjectCards.tsx';
import { ProjectView } from './progress/ProjectView.tsx';
import './progress/progress.css';

const TABS = ['standards', 'tasks', 'timeline', 'milestones'];

/**
 * Accreditation Progress (spec 001, issue 21 items 1 and 2): the school's accreditation projects,
 * and for one project its standards checklist with progress, its tasks (status, overdue,
 * comments), their timeline and the milestones. The project and tab are kept in the address
 * (`?project=<id>&tab=tasks&standard=AACSB-3`), so a link (the workplace card's) opens the same view.
 */
export default function ProgressPage() {
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project');
  const asked = params.get('tab') ?? '';
  const tab = TABS.includes(asked) ? asked : 'standards';
  const go = (next: { project?: string | null; tab?: string | null; standard?: string | null }) => {
    const q = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) q.set(k, v);
      else q.delete(k);
    }
    setParams(q);
  };
  return (
    <div className="acc-progress" data-testid="acc-progress-page">
      {projectId ? (
        <ProjectView
          projectId={projectId}
          tab={tab}
          standard={tab === 'tasks' ? params.get('standard') : null}
          onTab={(next, standard) => go({ tab: next, standard: standard ?? null })}
          onBack={() => go({ project: null, tab: null, standard: null })}
        />
      ) : (
        <ProjectCards onOpen={(id) => go({ project: id, tab: null })} />
      )}
    </div>
  );
}
