import { resourceByName } from '@accredit/shared';
import type { ResourceRecord } from '../../../crud/api.ts';
import { ResourceForm } from '../../../crud/ResourceForm.tsx';
import { schemeWidget } from './widgets.tsx';

const PROJECT = resourceByName('accreditationProject');

/**
 * Add or edit a project through the engine's generic form; only the scheme picker is the screen's
 * own (EQUIS and AMBA while the school opens them). Milestones are edited on the project's page.
 */
export function ProjectForm({
  open,
  record,
  onClose,
  onSaved,
}: {
  open: boolean;
  record: ResourceRecord | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  if (!PROJECT) return null;
  return (
    <ResourceForm
      def={PROJECT}
      customFields={[]}
      open={open}
      record={record}
      widgets={{ scheme: schemeWidget }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
