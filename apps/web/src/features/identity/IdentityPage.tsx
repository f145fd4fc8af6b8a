import PendingPage from '../areas/PendingPage.tsx';

/** Placeholder: filled by the owner of this screen (plan.md). */
export default function IdentityPage() {
  return <PendingPage />;
}
