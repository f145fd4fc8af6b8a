import { useSearchParams } from 'react-router';
import { AssessmentList } from './AssessmentList.tsx';
import type { AssessKind } from './api.ts';
import { QualWizard } from './QualWizard.tsx';
import { QuantWizard } from './QuantWizard.tsx';
import './assess.css';

/**
 * Quantitative Assessment (/aol/quantitative) and Qualitative Assessment (/aol/qualitative), issue
 * 17 items 2 and 3: the list of the assessments the caller may work on, and `?id=` opens one in
 * its wizard (a link that can be kept and shared; the browser's back returns to the list).
 */
function AssessPage({ kind }: { kind: AssessKind }) {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const open = (next: string | null) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next) out.set('id', next);
        else out.delete('id');
        return out;
      },
      { replace: false },
    );
  if (!id) return <AssessmentList kind={kind} onOpen={open} />;
  const Wizard = kind === 'quantitative' ? QuantWizard : QualWizard;
  return <Wizard key={id} id={id} onBack={() => open(null)} />;
}

export function QuantitativePage() {
  return <AssessPage kind="quantitative" />;
}

export function QualitativePage() {
  return <AssessPage kind="qualitative" />;
}
