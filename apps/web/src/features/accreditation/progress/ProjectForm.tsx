import { resourceByName } from '@accredit/shared';
import type { CustomFieldInfo, ResourceRecord } from '../../../crud/api.ts';
import { ResourceForm } from '../../../crud/ResourceForm.tsx';
import { schemeWidget } from './widgets.tsx';

const PROJECT = resourceByName('accreditationProject');
/** Projects have no custom fields; one list for every render (the form resets when it changes). */
const NO_CUSTOM_FIELDS: CustomFieldInfo[] = [];

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
      customFields={NO_CUSTOM_FIELDS}
      open={open}
      record={record}
      widgets={{ scheme: schemeWidget }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
