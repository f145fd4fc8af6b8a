/**
 * The JSON of the combined continuous-improvement list (GET /aacsb/viewContinuousImprovement/list):
 * the school's improvement records (origin 'ci') and the improvement actions of assurance of
 * learning (origin 'aol') in one shape, declared once here for the server and the web app.
 */
export type ImprovementOrigin = 'ci' | 'aol';
export const IMPROVEMENT_SORT_COLUMNS = ['dueDate', 'status', 'finding'] as const;
export type ImprovementSortColumn = (typeof IMPROVEMENT_SORT_COLUMNS)[number];

export interface ImprovementQuery {
  pageNo: number;
  pageSize: number;
  column: ImprovementSortColumn;
  order: 'asc' | 'desc';
  status?: string;
  origin?: ImprovementOrigin;
  keyword?: string;
}

/**
 * A type alias, not an interface: the route's page schema holds records (string keys), and only
 * an alias gets the implicit index signature that lets a row fit it.
 */
export type ImprovementRow = {
  id: string;
  origin: ImprovementOrigin;
  finding: string | null;
  findingEn: string | null;
  action: string | null;
  actionEn: string | null;
  result: string | null;
  ownerId: string | null;
  ownerId_dictText: string | null;
  dueDate: string | null;
  status: string | null;
  status_dictText: string | null;
  year: number | null;
  standards: string | null;
  standards_dictText: string | null;
  degreeProgramsId: string | null;
  degreeProgramsId_dictText: string | null;
  overdue: boolean;
};
