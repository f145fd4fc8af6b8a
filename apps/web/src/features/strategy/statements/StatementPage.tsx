import PendingPage from '../../areas/PendingPage.tsx';

/** Placeholder: filled by the owner of this screen (plan.md). One page serves the four statements. */
function StatementPage(_props: { resource: 'mission' | 'vision' | 'expectedOutcome' | 'coreValue' }) {
  return <PendingPage />;
}
export const MissionPage = () => <StatementPage resource="mission" />;
export const VisionPage = () => <StatementPage resource="vision" />;
export const ExpectedOutcomePage = () => <StatementPage resource="expectedOutcome" />;
export const CoreValuePage = () => <StatementPage resource="coreValue" />;
