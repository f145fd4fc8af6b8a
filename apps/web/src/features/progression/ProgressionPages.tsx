import PendingPage from '../areas/PendingPage.tsx';

/** Placeholder: filled by the owner of these screens (plan.md). */
export const AdmissionPage = () => <PendingPage />;
export const RetentionPage = () => <PendingPage />;
export const EmploymentPage = () => <PendingPage />;
