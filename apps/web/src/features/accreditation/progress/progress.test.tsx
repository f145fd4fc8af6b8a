import type { ProjectProgress, TaskItem } from '@accredit/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { renderInApp } from '../../../test/render.tsx';

/**
 * The progress screen's own parts as a person sees them: the workplace card lists their open tasks
 * (overdue ones flagged), a completed task leaves it; the checklist links each standard to its
 * evidence and, for EQUIS, names the AACSB standards it draws on.
 */
const codes = new Set<string>();
vi.mock('../../../app/session.tsx', () => ({
  useSession: () => ({ has: (code: string) => codes.has(code), user: { id: 'u1' } }),
}));

const task = (over: Partial<TaskItem>): TaskItem => ({
  id: 't1',
  projectId: 'p1',
  projectName: 'AACSB CIR 2027',
  title: 'Collect faculty CVs',
  standard: 'AACSB-3',
  standardLabel: 'AACSB standards / Standard 3: Faculty and Professional Staff Resources',
  assigneeId: 'u1',
  assigneeName: 'Chen Jing',
  dueDate: '2026-01-10',
  status: '0',
  overdue: true,
  completedTime: null,
  mayUpdate: true,
  ...over,
});
let mine: TaskItem[] = [];
const statuses: { id: string; status: string }[] = [];
vi.mock('./api.ts', async (actual) => ({
  ...(await actual<typeof import('./api.ts')>()),
  progressApi: {
    mine: async () => mine,
    setStatus: async (id: string, status: string) => {
      statuses.push({ id, status });
      mine = mine.filter((x) => !(x.id === id && status === '2'));
      return null;
    },
  },
}));
const { MyTasksCard } = await import('./MyTasksCard.tsx');
const { StandardsChecklist } = await import('./StandardsChecklist.tsx');

function show(node: ReactNode) {
  renderInApp(node);
}

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
beforeEach(() => {
  codes.clear();
  statuses.length = 0;
});
afterEach(cleanup);

describe('the workplace card', () => {
  it('lists open tasks, flags the overdue one, and drops a task once completed', async () => {
    mine = [task({}), task({ id: 't2', title: 'Draft Standard 1', overdue: false, dueDate: '2027-05-01' })];
    codes.add('accreditationProgress:query');
    show(<MyTasksCard />);
    const card = await screen.findByTestId('acc-my-tasks');
    const items = within(card).getAllByTestId('acc-my-task');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('overdue since 2026-01-10');
    expect(items[1].textContent).toContain('due 2027-05-01');
    // The title leads to the project's tasks for someone who may open them.
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe(
      '/accreditation/progress?project=p1&tab=tasks',
    );

    fireEvent.mouseDown(within(items[0]).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Completed'));
    await waitFor(() => expect(within(card).getAllByTestId('acc-my-task')).toHaveLength(1));
    expect(statuses).toEqual([{ id: 't1', status: '2' }]);
  });

  it('shows nothing to someone with no open task, and no link without the right to open projects', async () => {
    mine = [];
    show(<MyTasksCard />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('acc-my-tasks')).toBeNull();
    cleanup();
    mine = [task({ mayUpdate: false })];
    show(<MyTasksCard />);
    const item = await screen.findByTestId('acc-my-task');
    expect(within(item).queryByRole('link')).toBeNull();
    expect(within(item).queryByRole('combobox')).toBeNull();
    expect(within(item).getByTestId('task-status-tag').textContent).toBe('Not Started');
  });
});

describe('the standards checklist', () => {
  const progress: ProjectProgress = {
    project: {
      id: 'p2',
      name: 'EQUIS 2028',
      scheme: 'EQUIS',
      visitDate: null,
      cycleStart: null,
      cycleEnd: null,
    },
    percent: 25,
    milestones: [],
    tasks: { total: 2, completed: 1, overdue: 1 },
    standards: [
      {
        code: 'EQUIS-4',
        label: 'Chapter 4: Faculty',
        tasks: { total: 2, notStarted: 1, inProgress: 0, completed: 1, overdue: 1 },
        evidence: 3,
        percent: 66.7,
        aacsb: ['AACSB-3', 'AACSB-7'],
      },
      {
        code: 'EQUIS-5',
        label: 'Chapter 5: Research',
        tasks: { total: 0, notStarted: 0, inProgress: 0, completed: 0, overdue: 0 },
        evidence: 0,
        percent: 0,
      },
    ],
  };

  it('links each standard to its evidence and tasks and names the AACSB standards it draws on', () => {
    const opened: string[] = [];
    show(<StandardsChecklist progress={progress} onTasks={(code) => opened.push(code)} />);
    const [faculty, research] = screen.getAllByTestId('acc-standard');
    expect(faculty.textContent).toContain('Tasks done: 1 of 2');
    expect(faculty.textContent).toContain('Overdue: 1');
    expect(within(faculty).getByTestId('acc-standard-evidence').getAttribute('href')).toBe(
      '/form/file-sharing?tab=evidence&standard=EQUIS-4',
    );
    expect(within(faculty).getByText('AACSB 3')).toBeTruthy();
    expect(within(faculty).getByText('AACSB 7')).toBeTruthy();
    expect(research.textContent).toContain('No evidence tagged yet');
    expect(research.textContent).not.toContain('Draws on');
    // A standard's task count opens its tasks.
    fireEvent.click(within(faculty).getByTestId('acc-standard-tasks'));
    expect(opened).toEqual(['EQUIS-4']);
  });
});
