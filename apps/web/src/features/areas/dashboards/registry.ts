import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The dashboard each area home shows above its shortcuts (issue 19 item 8), by area id (areas.ts).
 * Each dashboard asks only for what the signed-in person may read and shows nothing else, so an
 * area home never fails for a role that reaches only part of the area. Lazy: charts load only here.
 */
export const AREA_DASHBOARDS: Record<string, LazyExoticComponent<ComponentType>> = {
  staffResources: lazy(() => import('./StaffDashboard.tsx')),
  impactOfScholarship: lazy(() => import('./ScholarshipDashboard.tsx')),
  strategicPlanning: lazy(() => import('./StrategyDashboard.tsx')),
  financialResources: lazy(() => import('./ResourcesDashboard.tsx')),
  learnerProgression: lazy(() => import('./ProgressionDashboard.tsx')),
};
