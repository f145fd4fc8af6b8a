import { progressionRates } from '@accredit/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../i18n/index.ts';
import { renderInApp } from '../../test/render.tsx';
import type { AmbaProgramme, Cohort } from './api.ts';

/**
 * The cohort panel and the AMBA panel as a reader sees them: rates with one decimal per cohort,
 * figures counted from student records marked, the definitions written out; each AMBA check
 * reads pass or fail.
 */
vi.mock('../qualification/EChart.tsx', () => ({
  EChart: ({ testId }: { testId?: string }) => <div data-testid={testId} />,
}));

const admission = {
  id: null,
  applications: 480,
  offers: 150,
  enrolled: 120,
  entryScoreMean: 82.5,
  entryScoreMin: 70,
  workExperienceMean: null,
  workExperienceMin: null,
};
const COHORTS: Cohort[] = [
  {
    degreeProgramsId: 'P',
    cohortYear: 2024,
    admission,
    retention: null,
    employment: null,
    computed: ['entryScoreMean'],
    cohortSize: 120,
    rates: progressionRates({ admission }),
    programme: { name: '会计学', nameEn: 'Accounting', degreeLevel: '1' },
  },
];
const AMBA: AmbaProgramme[] = [
  {
    degreeProgramsId: 'M',
    name: '工商管理硕士',
    nameEn: 'MBA',
    workExperience: { pass: false, cohorts: [{ cohortYear: 2024, workExperienceMin: 2, pass: false }] },
    contactHours: { effectiveYear: 2023, courses: 12, hours: 540, pass: true },
  },
];
vi.mock('./api.ts', async (actual) => ({
  ...(await actual<typeof import('./api.ts')>()),
  fetchCohorts: async () => ({ parts: ['admission'], cohorts: COHORTS }),
  fetchAmba: async () => ({ programmes: AMBA }),
}));

const { CohortPanel } = await import('./CohortPanel.tsx');
const { AmbaPanel } = await import('./AmbaPanel.tsx');

function show(node: React.ReactNode) {
  renderInApp(node);
}

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(cleanup);

describe('cohort panel', () => {
  it('shows the rates of each cohort, the counted figures marked and the definitions', async () => {
    show(<CohortPanel part="admission" />);
    expect((await screen.findByTestId('progression-rate-offerRate-2024')).textContent).toBe('31.3%');
    expect(screen.getByTestId('progression-rate-yieldRate-2024').textContent).toBe('80.0%');
    expect(screen.getByTestId('progression-computed-entryScoreMean').textContent).toBe('82.5*');
    const defs = screen.getByTestId('progression-definitions-admission');
    expect(within(defs).getByText('Offers ÷ applications')).toBeTruthy();
    expect(screen.getByTestId('progression-chart-admission')).toBeTruthy();
  });
});

describe('AMBA panel', () => {
  it('reads each check pass or fail', async () => {
    show(<AmbaPanel />);
    const row = await screen.findByTestId('progression-amba-M');
    expect(within(row).getByTestId('progression-amba-work').textContent).toBe('Fail');
    expect(within(row).getByTestId('progression-amba-hours').textContent).toBe('Pass');
    expect(within(row).getByText('540 hours in 12 courses (plan effective 2023)')).toBeTruthy();
  });
});
