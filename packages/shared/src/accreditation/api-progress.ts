/**
 * Shapes of the progress calls (owner: server progress; issue 21 items 1, 2, 6). The server's zod
 * schemas are built to these; the web page reads them.
 */
export interface Milestone {
  name: string;
  /** yyyy-mm-dd */
  date: string;
  done: boolean;
}

/** GET /aacsb/accreditationProject/progress?id= */
export interface StandardProgress {
  code: string;
  label: string;
  tasks: { total: number; notStarted: number; inProgress: number; completed: number; overdue: number };
  /** Evidence items tagged to this standard (or, through the crosswalk, to the AACSB standards it maps to). */
  evidence: number;
  /** 0..100, one decimal (progress.ts says how). */
  percent: number;
  /** For EQUIS, AMBA and CAMEA: the AACSB standards this one draws on (crosswalk.ts). */
  aacsb?: string[];
}
export interface ProjectProgress {
  project: {
    id: string;
    name: string;
    scheme: string;
    visitDate: string | null;
    cycleStart: string | null;
    cycleEnd: string | null;
  };
  percent: number;
  standards: StandardProgress[];
  milestones: Milestone[];
  tasks: { total: number; completed: number; overdue: number };
}

/** A task as the timeline, the workplace card and "my tasks" show it. */
export interface TaskItem {
  id: string;
  projectId: string;
  projectName: string;
  title: string;
  standard: string | null;
  standardLabel: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  dueDate: string | null;
  status: string;
  overdue: boolean;
  completedTime: string | null;
  /** May the caller change its status (the assignee, or whoever may edit tasks)? */
  mayUpdate: boolean;
}

/** A comment on a task or a report section (accreditationComment/list, add). */
export interface CommentItem {
  id: string;
  target: 'task' | 'section';
  targetId: string;
  body: string;
  authorName: string;
  createTime: string;
  mine: boolean;
}
