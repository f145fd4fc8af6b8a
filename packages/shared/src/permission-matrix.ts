import { matchesPattern, type RuleCondition } from './permissions.ts';
import type { RoleCode } from './roles.ts';

/**
 * The default permission matrix: what each of the seven roles may do on a fresh installation
 * (documented in the README, "Roles and default permissions"). Patterns are `*`, `resource:*` or
 * an exact code (see matchesPattern); codes come from the menu (menu.ts). The seed grants every
 * menu button whose code matches, and the menus that hold them. Administrators change it later in
 * the role screen; the server always checks the current role's stored permissions, not this
 * table.
 */

/**
 * Research outputs of all 13 types (spec 001 section 9) are one resource with a type field; its
 * screen shows a tab per type. Likewise the seven teaching-contribution types.
 */
export const RESEARCH_OUTPUT_RESOURCES = ['researchOutput'] as const;
export const TEACHING_CONTRIBUTION_RESOURCES = ['teachingContribution'] as const;

/** Every kind of record a teacher submits about their own work. */
export const CONTRIBUTION_RESOURCES = [
  ...RESEARCH_OUTPUT_RESOURCES,
  ...TEACHING_CONTRIBUTION_RESOURCES,
  'professionalEngagement',
] as const;

const STRATEGY = [
  'mission',
  'vision',
  'expectedOutcome',
  'coreValue',
  'strategicPlan',
  'performanceTarget',
  'continuousImprovement',
  'supportMaterials',
];
const RESOURCES = ['physicalResource', 'virtualResource', 'financialResource'];
const CURRICULUM = [
  'degreePrograms',
  'course',
  'syllabus',
  'teachingProgram',
  'classes',
  'student',
  'schoolYear',
  'semester',
];
const AOL = [
  'learningGoal',
  'evaluationYear',
  'evaluation',
  'qualitativeEvaluation',
  'gradeAnalysis',
  'improvementAction',
  'questionnaire',
  'questionnaireTemplate',
];
const PROGRESSION = ['admission', 'retention', 'employment'];
const REFERENCE_LISTS = [
  'periodicalStandard',
  'projectStandard',
  'conferenceStandard',
  'associationStandard',
];
const REPORTS = [
  'facultyReport',
  'researchOutputs',
  'accreditationProgress',
  'certificationReport',
  'teacherReport',
];
/** What every signed-in staff role has: the workplace, their own profile and notes, the AI button. */
const SELF = ['workplace:query', 'personalProfile:*', 'systemUserNotes:*', 'myCourse:*', 'ai'];
/**
 * The resume is drawn from a teacher record, so only teachers have it by default; another role
 * reads a teacher's CV from the teacher screens (teacher:query).
 */
const RESUME = 'resume:*';
/** Reference data every staff role reads (resource engine); external links show in every header. */
const SHARED_READ = ['tips:query', 'tips:get', 'country:query', 'country:get', 'externalLinks:query'];

const every = (resources: readonly string[]) => resources.map((r) => `${r}:*`);
const only = (resources: readonly string[], actions: readonly string[]) =>
  resources.flatMap((r) => actions.map((a) => `${r}:${a}`));
const READ_ONLY = ['query', 'get'] as const;
/** A teacher's own records: everything but review. */
const OWN_RECORD = ['add', 'edit', 'delete', 'query', 'get', 'import', 'export'] as const;

export const PERMISSION_MATRIX: Record<RoleCode, readonly string[]> = {
  /** Admin: everything. */
  '1': ['*'],
  /** Accreditation Unit Administrator: every accreditation area and its review; no system security. */
  '2': [
    ...SELF,
    ...SHARED_READ,
    ...every([
      ...STRATEGY,
      ...RESOURCES,
      ...CURRICULUM,
      ...AOL,
      ...PROGRESSION,
      ...REFERENCE_LISTS,
      ...REPORTS,
    ]),
    ...every([
      'teacher',
      'teacherAccreditation',
      'teacherDiscipline',
      'teacherQualification',
      'teachingAssignment',
      'identity',
      'professionalStaff',
      'professionalStaffAccreditation',
    ]),
    ...every(CONTRIBUTION_RESOURCES),
    'researchOutputImport:*',
    'author:*',
    'infoRetrieval:*',
    'fileSharing:*',
    'announcement:*',
    'externalLinks:*',
    ...every(['scoringCriteria', 'tips', 'country', 'teacherFieldRequirement']),
    ...only(['user', 'depart'], ['query', 'get']),
    'schoolInfo:query',
  ],
  /** Program Administrator: curriculum and assurance of learning of the programme, faculty read. */
  '3': [
    ...SELF,
    ...SHARED_READ,
    ...every([...CURRICULUM, ...AOL, ...PROGRESSION]),
    ...only(
      ['teacher', 'teacherQualification', 'teachingAssignment', ...STRATEGY, ...REFERENCE_LISTS],
      READ_ONLY,
    ),
    ...only(REPORTS, ['query', 'get', 'export']),
    'infoRetrieval:*',
    'fileSharing:*',
  ],
  /** Teacher: own records of every contribution kind, own courses, own profile. */
  '4': [
    ...SELF,
    RESUME,
    ...SHARED_READ,
    ...only(CONTRIBUTION_RESOURCES, OWN_RECORD),
    'researchOutputImport:*',
    ...only(['author'], ['add', 'edit', 'delete', 'query', 'get']),
    ...only(REFERENCE_LISTS, READ_ONLY),
    // A teacher proposes a journal missing from the list; the research secretary reviews it.
    ...only(['periodicalStandard'], ['add', 'edit']),
    ...only(['syllabus'], ['add', 'edit', 'delete', 'query', 'get', 'export']),
    // Teachers enter (type or import from the class's template) the scores of the assessments given to them.
    ...only(['evaluation', 'qualitativeEvaluation'], ['query', 'get', 'edit', 'import']),
    // The assessment wizard names the evaluation year (and its plan) an assessment belongs to.
    ...only(['evaluationYear'], READ_ONLY),
    ...only(['course', 'schoolYear', 'semester'], READ_ONLY),
    ...only(['questionnaire', 'fileSharing'], READ_ONLY),
    // One search box over everything the teacher may open (issue 20).
    'infoRetrieval:query',
  ],
  /** Research Administrative Staff: review of intellectual contributions of their unit. */
  '5': [
    ...SELF,
    ...SHARED_READ,
    ...every(RESEARCH_OUTPUT_RESOURCES),
    'researchOutputImport:*',
    ...every(REFERENCE_LISTS),
    'author:*',
    'researchOutputs:*',
    ...only(['professionalEngagement', 'teacher', 'teacherQualification'], READ_ONLY),
    ...only(['teacherAccreditation', 'teacherDiscipline'], READ_ONLY),
    'infoRetrieval:*',
    ...only(['fileSharing'], READ_ONLY),
  ],
  /**
   * Professional Staff: resources, learner progression and records of students and classes; their
   * own staff record (read and keep up to date, linked to their account) and their own yearly
   * accreditation records.
   */
  '6': [
    ...SELF,
    ...SHARED_READ,
    ...every([...RESOURCES, ...PROGRESSION, 'fileSharing']),
    ...only(['professionalStaff'], ['query', 'get', 'edit']),
    ...only(['professionalStaffAccreditation'], OWN_RECORD),
    // Programmes are read to file a cohort's admission, retention and employment under one.
    ...only(
      ['student', 'classes', 'schoolYear', 'semester', 'course', 'degreePrograms', ...STRATEGY],
      READ_ONLY,
    ),
    'infoRetrieval:*',
  ],
  /** Expert: read-only strategic planning and reports. */
  '7': [
    ...only([...STRATEGY, ...REPORTS], READ_ONLY),
    'ai',
    // Shared folders marked "visible to experts" (issue 20), and search over what the expert may open.
    ...only(['fileSharing'], ['query', 'get']),
    'infoRetrieval:query',
  ],
};

/** True when the role's default set grants the code. */
export function matrixAllows(role: RoleCode, code: string): boolean {
  return PERMISSION_MATRIX[role].some((pattern) => matchesPattern(code, pattern));
}

/** A default data rule: attached to a screen (by its permission base) and granted to one role. */
export interface DefaultDataRule {
  role: RoleCode;
  resource: string;
  name: string;
  column: string;
  condition: RuleCondition;
  value: string;
}

/**
 * Default data rules: teachers see only what they created; research secretaries only the
 * records of their unit (organisation codes are hierarchical, so "starts with" covers sub-units).
 */
export const DEFAULT_DATA_RULES: readonly DefaultDataRule[] = [
  ...CONTRIBUTION_RESOURCES.map((resource) => ({
    role: '4' as const,
    resource,
    name: 'own records',
    column: 'create_by',
    condition: '=' as const,
    value: '#{sys_user_code}',
  })),
  // Author entries a teacher added; the authors of outputs they write are added by a hook.
  {
    role: '4' as const,
    resource: 'author',
    name: 'own records',
    column: 'create_by',
    condition: '=' as const,
    value: '#{sys_user_code}',
  },
  ...[...RESEARCH_OUTPUT_RESOURCES, 'author'].map((resource) => ({
    role: '5' as const,
    resource,
    name: 'own unit',
    column: 'sys_org_code',
    condition: 'RIGHT_LIKE' as const,
    value: '#{sys_org_code}',
  })),
  // A staff member's own record is the one linked to their account, and the yearly records they
  // keep; both are reached through hooks beyond this rule (modules/faculty/staff-hooks.ts).
  ...['professionalStaff', 'professionalStaffAccreditation'].map((resource) => ({
    role: '6' as const,
    resource,
    name: 'own records',
    column: 'create_by',
    condition: '=' as const,
    value: '#{sys_user_code}',
  })),
  // Programme heads: the records of the programmes they head (head assignments), in every list,
  // record, edit, delete and export of the curriculum area. The placeholders are lists of ids
  // (modules/system/data-rules.ts); a rule on a screen binds every resource under it.
  ...(
    [
      ['degreePrograms', 'degree_programs_id', '#{sys_user_programs}'],
      ['teachingProgram', 'degree_programs_id', '#{sys_user_programs}'],
      ['course', 'id', '#{sys_user_program_courses}'],
      ['syllabus', 'course_id', '#{sys_user_program_courses}'],
      ['classes', 'class_id', '#{sys_user_program_classes}'],
      ['student', 'class_id', '#{sys_user_program_classes}'],
      // Assurance of learning (issue 17): every record carries its programme.
      ['evaluationYear', 'degree_programs_id', '#{sys_user_programs}'],
      ['evaluation', 'degree_programs_id', '#{sys_user_programs}'],
      ['qualitativeEvaluation', 'degree_programs_id', '#{sys_user_programs}'],
      ['improvementAction', 'degree_programs_id', '#{sys_user_programs}'],
      // Questionnaires (issue 18): those of the programmes they head.
      ['questionnaire', 'degree_programs_id', '#{sys_user_programs}'],
      // Learner progression (issue 19): the cohorts of the programmes they head.
      ['admission', 'degree_programs_id', '#{sys_user_programs}'],
      ['retention', 'degree_programs_id', '#{sys_user_programs}'],
      ['employment', 'degree_programs_id', '#{sys_user_programs}'],
    ] as const
  ).map(([resource, column, value]) => ({
    role: '3' as const,
    resource,
    name: 'own programmes',
    column,
    condition: 'IN' as const,
    value,
  })),
  // A teacher's syllabi: those they wrote; those of the courses they teach come through a hook.
  {
    role: '4' as const,
    resource: 'syllabus',
    name: 'own records',
    column: 'create_by',
    condition: '=' as const,
    value: '#{sys_user_code}',
  },
  // A teacher's assessments: those they are given (teacher_id), with their scores and history;
  // the placeholder lists their ids (modules/system/data-rules.ts).
  ...(['evaluation', 'qualitativeEvaluation'] as const).map((resource) => ({
    role: '4' as const,
    resource,
    name: 'own assessments',
    column: 'evaluation_id',
    condition: 'IN' as const,
    value: '#{sys_user_teacher_assessments}',
  })),
  // Teachers read the questionnaires they made (they answer others from My questionnaires).
  {
    role: '4' as const,
    resource: 'questionnaire',
    name: 'own records',
    column: 'create_by',
    condition: '=' as const,
    value: '#{sys_user_code}',
  },
  // Personal notes are private for every role that has them.
  ...(['2', '3', '4', '5', '6'] as const).map((role) => ({
    role,
    resource: 'systemUserNotes',
    name: 'own records',
    column: 'create_by',
    condition: '=' as const,
    value: '#{sys_user_code}',
  })),
];
