import type { ReactNode } from 'react';
import { lazyPage } from './lazy.tsx';
import type { MenuNode } from './menu.ts';
import { resourceSummary } from './resource-index.ts';

/**
 * Which screen a menu item opens. The menu names a `component`; screens register here under
 * that name (one line each, lazy so that every screen is its own chunk). An item with children,
 * or one of the spec's index paths, opens its area home; an item whose component or permission
 * base names an engine resource opens the generic resource page; anything else says honestly
 * that the screen is not part of this version yet.
 */
type Page = () => ReactNode;

const Workplace = lazyPage(() => import('../features/workplace/WorkplacePage.tsx'));
export const AreaHomePage = lazyPage(() => import('../features/areas/AreaHome.tsx'));
const Pending = lazyPage(() => import('../features/areas/PendingPage.tsx'));
export const ResourceRoutePage = lazyPage(() => import('../features/areas/ResourceScreen.tsx'));

export const PAGE_REGISTRY: Record<string, Page> = {
  workplace: Workplace,
  'dashboard/Workplace': Workplace,
  // System management (issue 4).
  user: lazyPage(() => import('../features/system/users/UsersPage.tsx')),
  role: lazyPage(() => import('../features/system/roles/RolesPage.tsx')),
  permission: lazyPage(() => import('../features/system/menus/MenusPage.tsx')),
  depart: lazyPage(() => import('../features/system/departs/DepartsPage.tsx')),
  dict: lazyPage(() => import('../features/system/dicts/DictsPage.tsx')),
  log: lazyPage(() => import('../features/system/logs/LogsPage.tsx')),
  apiToken: lazyPage(() => import('../features/system/tokens/TokensPage.tsx')),
  announcement: lazyPage(() => import('../features/system/announcements/AnnouncementsPage.tsx')),
  schoolInfo: lazyPage(() => import('../features/system/school/SchoolSettingsPage.tsx')),
  // Faculty qualification and the AACSB tables (issue 8).
  teacherQualification: lazyPage(() => import('../features/qualification/QualificationPage.tsx')),
  facultyReport: lazyPage(() => import('../features/qualification/FacultyTablesPage.tsx')),
  researchOutputs: lazyPage(() => import('../features/qualification/Table81Page.tsx')),
  // Faculty and their contribution records (issue 7 part A).
  researchOutput: lazyPage(() => import('../features/faculty/ScholarshipPage.tsx')),
  teachingContributionRecords: lazyPage(() =>
    import('../features/faculty/pages.tsx').then((m) => ({ default: m.TeachingContributionsPage })),
  ),
  professionalEngagement: lazyPage(() =>
    import('../features/faculty/pages.tsx').then((m) => ({ default: m.EngagementPage })),
  ),
  author: lazyPage(() => import('../features/faculty/pages.tsx').then((m) => ({ default: m.AuthorsPage }))),
  teacherDiscipline: lazyPage(() =>
    import('../features/faculty/pages.tsx').then((m) => ({ default: m.DisciplinesPage })),
  ),
  teacherAccreditation: lazyPage(() =>
    import('../features/faculty/pages.tsx').then((m) => ({ default: m.TeacherAccreditationPage })),
  ),
  professionalStaff: lazyPage(() =>
    import('../features/faculty/pages.tsx').then((m) => ({ default: m.ProfessionalStaffPage })),
  ),
  professionalStaffAccreditation: lazyPage(() =>
    import('../features/faculty/pages.tsx').then((m) => ({ default: m.StaffAccreditationPage })),
  ),
  // Publication capture, the resume and the teacher reports (issue 7 part B).
  researchOutputImport: lazyPage(() => import('../features/faculty-io/ImportWizardPage.tsx')),
  resume: lazyPage(() => import('../features/faculty-io/ResumePage.tsx')),
  teacherReport: lazyPage(() => import('../features/faculty-io/ReportsPage.tsx')),
  // Classes and their students (issue 16 item 5); the Students screen is the generic list.
  classes: lazyPage(() => import('../features/curriculum/classes/ClassesPage.tsx')),
  // Curriculum: syllabi (issue 16 item 4).
  syllabus: lazyPage(() => import('../features/curriculum/syllabus/SyllabusPage.tsx')),
  // Degree programmes, their goal tree and heads (issue 16 items 1 and 7).
  degreePrograms: lazyPage(() => import('../features/curriculum/programmes/DegreeProgramsPage.tsx')),
  // Teaching programmes and My Courses (issue 16 items 2 and 6).
  teachingProgram: lazyPage(() => import('../features/curriculum/teaching/TeachingProgramPage.tsx')),
  myCourse: lazyPage(() => import('../features/curriculum/my-courses/MyCoursesPage.tsx')),
  // Assurance of learning: the assessment wizards (issue 17 items 2 and 3).
  evaluation: lazyPage(() =>
    import('../features/aol/assess/AssessPages.tsx').then((m) => ({ default: m.QuantitativePage })),
  ),
  qualitativeEvaluation: lazyPage(() =>
    import('../features/aol/assess/AssessPages.tsx').then((m) => ({ default: m.QualitativePage })),
  ),
  // Assurance of learning: grade analysis (issue 17 item 5).
  gradeAnalysis: lazyPage(() => import('../features/aol/grades/GradeAnalysisPage.tsx')),
  // Assurance of learning planning (issue 17 items 1 and 6).
  learningGoal: lazyPage(() => import('../features/aol/goals/LearningGoalsPage.tsx')),
  evaluationYear: lazyPage(() => import('../features/aol/plan/EvaluationYearPage.tsx')),
  improvementAction: lazyPage(() => import('../features/aol/actions/ImprovementActionsPage.tsx')),
  // Questionnaires (issue 18).
  questionnaireTemplate: lazyPage(() => import('../features/questionnaire/template/TemplatesPage.tsx')),
  questionnaire: lazyPage(() => import('../features/questionnaire/manage/QuestionnairesPage.tsx')),
  // Strategic planning (issue 19 items 1-4).
  mission: lazyPage(() =>
    import('../features/strategy/statements/StatementPage.tsx').then((m) => ({ default: m.MissionPage })),
  ),
  vision: lazyPage(() =>
    import('../features/strategy/statements/StatementPage.tsx').then((m) => ({ default: m.VisionPage })),
  ),
  expectedOutcome: lazyPage(() =>
    import('../features/strategy/statements/StatementPage.tsx').then((m) => ({
      default: m.ExpectedOutcomePage,
    })),
  ),
  coreValue: lazyPage(() =>
    import('../features/strategy/statements/StatementPage.tsx').then((m) => ({ default: m.CoreValuePage })),
  ),
  strategicPlan: lazyPage(() => import('../features/strategy/plan/StrategicPlanPage.tsx')),
  performanceTarget: lazyPage(() => import('../features/strategy/kpi/PerformanceTargetPage.tsx')),
  continuousImprovement: lazyPage(
    () => import('../features/strategy/improvement/ContinuousImprovementPage.tsx'),
  ),
  // Physical, virtual and financial resources (issue 19 item 5): physical and virtual are the generic lists.
  financialResource: lazyPage(() => import('../features/facilities/FinancialResourcePage.tsx')),
  // Learner progression (issue 19 item 6).
  admission: lazyPage(() =>
    import('../features/progression/ProgressionPages.tsx').then((m) => ({ default: m.AdmissionPage })),
  ),
  retention: lazyPage(() =>
    import('../features/progression/ProgressionPages.tsx').then((m) => ({ default: m.RetentionPage })),
  ),
  employment: lazyPage(() =>
    import('../features/progression/ProgressionPages.tsx').then((m) => ({ default: m.EmploymentPage })),
  ),
  // Identity management (issue 19 item 7).
  identity: lazyPage(() => import('../features/identity/IdentityPage.tsx')),
  // File sharing with the evidence repository, and search (issue 20).
  fileSharing: lazyPage(() => import('../features/files/FileSharingPage.tsx')),
  infoRetrievalSearch: lazyPage(() => import('../features/search/SearchPage.tsx')),
  // The accreditation workspace (issue 21).
  accreditationProgress: lazyPage(() => import('../features/accreditation/ProgressPage.tsx')),
  certificationReport: lazyPage(() => import('../features/accreditation/ReportPage.tsx')),
};

/** The spec's index paths (spec 000 section 2, spec 001 section 2): each opens an area home. */
export const AREA_PATHS = [
  '/personal-panel/index',
  '/strategic-planning-index',
  '/financial-resources-index',
  '/staff-resources/index',
  '/curriculum-index',
  '/aol/index',
  '/learner-progression/index',
  '/TeachingContribution/index',
  '/ImpactOfScholarship/index',
  '/EngagementAndSocietalImpact/index',
  '/accreditation/index',
  '/InfoRetrieval/index',
  '/system-management-homePage',
  '/authentication-settings-homePage',
  '/personnel-homePage',
];

export function isAreaPath(path: string): boolean {
  return AREA_PATHS.some((p) => p.toLowerCase() === path.toLowerCase());
}

/** The engine resource a menu item shows, if any. */
export function resourceOf(node: Pick<MenuNode, 'component' | 'perm' | 'key'>): string | null {
  for (const name of [node.component, node.perm, node.key]) if (name && resourceSummary(name)) return name;
  return null;
}

export type ScreenKind = 'page' | 'area' | 'resource' | 'pending';

export function screenKind(node: MenuNode): ScreenKind {
  if (PAGE_REGISTRY[node.component] || PAGE_REGISTRY[node.key]) return 'page';
  if (isAreaPath(node.path) || node.children.length > 0) return 'area';
  if (resourceOf(node)) return 'resource';
  return 'pending';
}

export function pageFor(node: MenuNode): Page {
  switch (screenKind(node)) {
    case 'page':
      return PAGE_REGISTRY[node.component] ?? PAGE_REGISTRY[node.key];
    case 'area':
      return AreaHomePage;
    case 'resource':
      return ResourceRoutePage;
    default:
      return Pending;
  }
}
