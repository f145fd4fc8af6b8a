import { RESOURCE, type ReviewAction } from '@accredit/shared';
import { ReasonDialog } from '../../../crud/ReviewControls.tsx';
import { reportApi } from './api.ts';

/**
 * A section's review step (POST /aacsb/reportSection/review): approve, or reject, cancel an
 * approval or re-submit with a reason: the engine's review dialog, sent to the section's own call
 * (the named approver may decide without the screen's review permission).
 */
export function ReviewDialog({
  sectionId,
  action,
  onClose,
  onDone,
}: {
  sectionId: string;
  action: ReviewAction | null;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <ReasonDialog
      def={RESOURCE.reportSection}
      pending={action ? { action, ids: [sectionId] } : null}
      onClose={onClose}
      onDone={onDone}
      send={(pending, reason) => reportApi.review(sectionId, pending.action, reason)}
    />
  );
}
