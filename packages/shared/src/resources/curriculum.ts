import { L } from '../menu-kit.ts';
import { defineResource, PROGRAMME_RULE_COLUMNS } from './types.ts';

/**
 * Curriculum (issue 16, spec 001 section 7; DOMAIN.md section 5 gives the words on both sides):
 * degree programmes with their heads, training objectives (培养目标), learning goals (Lg, 毕业要求)
 * and learning objectives (Lo, 指标点); courses; the teaching programme (培养方案: a programme's
 * course plan by year and term, and who teaches each course); the curriculum map (course x
 * objective, H/M/L or I/R/M); syllabi; classes and their students.
 *
 * Programme heads (role 3) are limited to their programmes by data rules whose values are the
 * placeholders `#{sys_user_programs}`, `#{sys_user_program_courses}` and
 * `#{sys_user_program_classes}` (see DEFAULT_DATA_RULES). Records that hang under a programme are
 * reached through the programme screen's permission (`degreePrograms`), so one rule on the column
 * `degree_programs_id` binds them all; the programme itself maps that column to its id.
 */

const code = (max = 30) => ({ type: 'text' as const, max, filter: true, sortable: true });

export const degreePrograms = defineResource({
  name: 'degreePrograms',
  table: 'degree_programs',
  labels: L('学位项目', 'Degree programme', '學位項目', 'Programa de graduação'),
  title: ['name', 'nameEn'],
  dataRuleFields: ['id', 'departmentId'],
  ruleColumns: { degree_programs_id: 'id', degreeProgramsId: 'id' },
  fields: [
    { key: 'code', ...code(), required: true, unique: true, labels: L('代码', 'Code', '代碼', 'Código') },
    {
      key: 'name',
      type: 'text',
      required: true,
      max: 100,
      filter: true,
      sortable: true,
      labels: L('中文名称', 'Chinese name', '中文名稱', 'Nome em chinês'),
    },
    {
      key: 'nameEn',
      type: 'text',
      max: 200,
      filter: true,
      sortable: true,
      labels: L('英文名称', 'English name', '英文名稱', 'Nome em inglês'),
    },
    {
      key: 'degreeLevel',
      type: 'dict',
      dict: 'degreeLevel',
      required: true,
      filter: true,
      labels: L('学位层次', 'Degree level', '學位層次', 'Nível de grau'),
    },
    {
      key: 'departmentId',
      type: 'ref',
      ref: 'department',
      max: 64,
      filter: true,
      labels: L('所属院系', 'Department', '所屬院系', 'Departamento'),
    },
    {
      key: 'mapScale',
      type: 'dict',
      dict: 'curriculumMapScale',
      labels: L('课程地图标记', 'Curriculum map scale', '課程地圖標記', 'Escala do mapa curricular'),
    },
    {
      key: 'goalTarget',
      type: 'number',
      min: 0,
      max: 1,
      labels: L('目标达成标准', 'Goal target', '目標達成標準', 'Meta das competências'),
    },
    {
      key: 'description',
      type: 'longText',
      max: 4000,
      labels: L('项目简介', 'Description (Chinese)', '項目簡介', 'Descrição (chinês)'),
    },
    {
      key: 'descriptionEn',
      type: 'longText',
      max: 8000,
      labels: L('英文简介', 'Description (English)', '英文簡介', 'Descrição (inglês)'),
    },
    {
      key: 'sort',
      type: 'integer',
      min: 0,
      max: 100_000,
      sortable: true,
      labels: L('排序', 'Order', '排序', 'Ordem'),
    },
  ],
  defaultSort: { field: 'sort', order: 'asc' },
});

const programmeRef = {
  key: 'degreeProgramsId',
  type: 'ref' as const,
  ref: 'degreePrograms',
  required: true,
  max: 64,
  filter: true,
  labels: L('学位项目', 'Degree programme', '學位項目', 'Programa de graduação'),
};
const sortField = {
  key: 'sort',
  type: 'integer' as const,
  min: 0,
  max: 100_000,
  sortable: true,
  labels: L('排序', 'Order', '排序', 'Ordem'),
};
const target = {
  key: 'target',
  type: 'number' as const,
  min: 0,
  max: 1,
  labels: L('目标值', 'Target', '目標值', 'Meta'),
};

/** What a learning goal and a learning objective both say: code, statement in both languages, target, order. */
const statementFields = [
  { key: 'code', ...code(20), required: true, labels: L('编号', 'Code', '編號', 'Código') },
  {
    key: 'name',
    type: 'text' as const,
    required: true,
    max: 500,
    filter: true,
    labels: L('中文表述', 'Statement (Chinese)', '中文表述', 'Enunciado (chinês)'),
  },
  {
    key: 'nameEn',
    type: 'text' as const,
    max: 1000,
    filter: true,
    labels: L('英文表述', 'Statement (English)', '英文表述', 'Enunciado (inglês)'),
  },
  target,
  sortField,
];

/** Head assignments (spec 000 section 6: userId and degreeProgramsId). */
export const degreeProgramsHead = defineResource({
  name: 'degreeProgramsHead',
  table: 'degree_programs_head',
  permission: 'degreePrograms',
  labels: L('项目负责人', 'Programme head', '項目負責人', 'Coordenador do programa'),
  title: ['userId'],
  dataRuleFields: ['degreeProgramsId', 'userId'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  uniqueTogether: [['degreeProgramsId', 'userId']],
  fields: [
    programmeRef,
    {
      key: 'userId',
      type: 'ref',
      ref: 'user',
      required: true,
      max: 64,
      filter: true,
      labels: L('负责人账号', 'Head (account)', '負責人帳號', 'Coordenador (conta)'),
    },
  ],
});

/** 培养目标: what graduates are prepared for, a few years after graduating. */
export const trainingObjective = defineResource({
  name: 'trainingObjective',
  table: 'training_objective',
  permission: 'degreePrograms',
  labels: L('培养目标', 'Training objective', '培養目標', 'Objetivo de formação'),
  title: ['code'],
  dataRuleFields: ['degreeProgramsId'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  uniqueTogether: [['degreeProgramsId', 'code']],
  fields: [
    programmeRef,
    { key: 'code', ...code(20), required: true, labels: L('编号', 'Code', '編號', 'Código') },
    {
      key: 'content',
      type: 'longText',
      required: true,
      max: 4000,
      labels: L('中文内容', 'Text (Chinese)', '中文內容', 'Texto (chinês)'),
    },
    {
      key: 'contentEn',
      type: 'longText',
      max: 8000,
      labels: L('英文内容', 'Text (English)', '英文內容', 'Texto (inglês)'),
    },
    sortField,
  ],
  defaultSort: { field: 'sort', order: 'asc' },
});

/** Learning goal (Lg): AACSB competency goal, OBE 毕业要求. */
export const degreeProgramsLg = defineResource({
  name: 'degreeProgramsLg',
  table: 'degree_programs_lg',
  permission: 'degreePrograms',
  labels: L('学习目标', 'Learning goal', '學習目標', 'Meta de aprendizagem'),
  title: ['code', 'name'],
  dataRuleFields: ['degreeProgramsId'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  uniqueTogether: [['degreeProgramsId', 'code']],
  fields: [programmeRef, ...statementFields],
  defaultSort: { field: 'sort', order: 'asc' },
});

/** Learning objective (Lo): measurable trait of one goal, OBE 指标点; its target t_j [0.7]. */
export const degreeProgramsLo = defineResource({
  name: 'degreeProgramsLo',
  table: 'degree_programs_lo',
  permission: 'degreePrograms',
  labels: L('学习目标指标点', 'Learning objective', '學習目標指標點', 'Objetivo de aprendizagem'),
  title: ['code', 'name'],
  dataRuleFields: ['degreeProgramsId', 'lgId'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  uniqueTogether: [['degreeProgramsId', 'code']],
  fields: [
    programmeRef,
    {
      key: 'lgId',
      type: 'ref',
      ref: 'degreeProgramsLg',
      required: true,
      max: 64,
      filter: true,
      labels: L('所属学习目标', 'Learning goal', '所屬學習目標', 'Meta de aprendizagem'),
    },
    ...statementFields,
  ],
  defaultSort: { field: 'sort', order: 'asc' },
});

export const course = defineResource({
  name: 'course',
  table: 'course',
  labels: L('课程', 'Course', '課程', 'Disciplina'),
  title: ['code', 'name'],
  dataRuleFields: ['id', 'departmentId'],
  fields: [
    {
      key: 'code',
      ...code(),
      required: true,
      unique: true,
      labels: L('课程代码', 'Code', '課程代碼', 'Código'),
    },
    {
      key: 'name',
      type: 'text',
      required: true,
      max: 200,
      filter: true,
      sortable: true,
      labels: L('中文名称', 'Chinese name', '中文名稱', 'Nome em chinês'),
    },
    {
      key: 'nameEn',
      type: 'text',
      max: 300,
      filter: true,
      sortable: true,
      labels: L('英文名称', 'English name', '英文名稱', 'Nome em inglês'),
    },
    {
      key: 'credits',
      type: 'number',
      required: true,
      min: 0,
      max: 60,
      sortable: true,
      labels: L('学分', 'Credits', '學分', 'Créditos'),
    },
    {
      key: 'theoryHours',
      type: 'integer',
      min: 0,
      max: 2000,
      labels: L('理论学时', 'Theory hours', '理論學時', 'Horas teóricas'),
    },
    {
      key: 'practiceHours',
      type: 'integer',
      min: 0,
      max: 2000,
      labels: L('实践学时', 'Practice hours', '實踐學時', 'Horas práticas'),
    },
    {
      key: 'courseType',
      type: 'dict',
      dict: 'courseType',
      required: true,
      filter: true,
      labels: L('课程性质', 'Required or elective', '課程性質', 'Obrigatória ou optativa'),
    },
    {
      key: 'departmentId',
      type: 'ref',
      ref: 'department',
      max: 64,
      filter: true,
      labels: L('开课院系', 'Department', '開課院系', 'Departamento'),
    },
    {
      key: 'degreeLevel',
      type: 'dict',
      dict: 'degreeLevel',
      filter: true,
      labels: L('学位层次', 'Degree level', '學位層次', 'Nível de grau'),
    },
    {
      key: 'description',
      type: 'longText',
      max: 4000,
      labels: L('课程简介', 'Description (Chinese)', '課程簡介', 'Descrição (chinês)'),
    },
    {
      key: 'descriptionEn',
      type: 'longText',
      max: 8000,
      labels: L('英文简介', 'Description (English)', '英文簡介', 'Descrição (inglês)'),
    },
  ],
  defaultSort: { field: 'code', order: 'asc' },
});

const courseRef = {
  key: 'courseId',
  type: 'ref' as const,
  ref: 'course',
  required: true,
  max: 64,
  filter: true,
  labels: L('课程', 'Course', '課程', 'Disciplina'),
};

/**
 * 培养方案: one course in a programme's plan (effective from a year), placed by year of study and
 * term, with its credits. `teachingProgramDegreeProgram/batchAdd` adds many courses at once.
 */
export const teachingProgram = defineResource({
  name: 'teachingProgram',
  table: 'teaching_program',
  labels: L('培养方案课程', 'Programme course', '培養方案課程', 'Disciplina do programa'),
  title: ['courseId'],
  dataRuleFields: ['degreeProgramsId', 'courseId'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  uniqueTogether: [['degreeProgramsId', 'courseId', 'effectiveYear']],
  fields: [
    programmeRef,
    courseRef,
    {
      key: 'effectiveYear',
      type: 'year',
      required: true,
      filter: true,
      sortable: true,
      labels: L('生效年份', 'Effective from', '生效年份', 'Em vigor desde'),
    },
    {
      key: 'studyYear',
      type: 'integer',
      required: true,
      min: 1,
      max: 6,
      filter: true,
      sortable: true,
      labels: L('修读年级', 'Year of study', '修讀年級', 'Ano do curso'),
    },
    {
      key: 'term',
      type: 'integer',
      required: true,
      min: 1,
      max: 3,
      filter: true,
      sortable: true,
      labels: L('学期', 'Term', '學期', 'Período'),
    },
    {
      key: 'credits',
      type: 'number',
      min: 0,
      max: 60,
      labels: L('学分', 'Credits', '學分', 'Créditos'),
    },
    {
      key: 'courseType',
      type: 'dict',
      dict: 'courseType',
      filter: true,
      labels: L('课程性质', 'Required or elective', '課程性質', 'Obrigatória ou optativa'),
    },
  ],
  defaultSort: { field: 'studyYear', order: 'asc' },
});

/**
 * Who teaches a plan course in a semester, to which class (`viewTeachingProgramTeacher/list`).
 * Programme and course are copied from the plan row by a hook, so the programme head's rule and
 * a teacher's "My Courses" filter on them directly. Teaching assignments (Tables 3-1, 3-2) are
 * generated from these rows.
 */
export const teachingProgramTeacher = defineResource({
  name: 'teachingProgramTeacher',
  table: 'teaching_program_teacher',
  permission: 'teachingProgram',
  labels: L('授课安排', 'Course teacher', '授課安排', 'Docente da disciplina'),
  title: ['teacherId'],
  dataRuleFields: ['degreeProgramsId', 'courseId', 'teacherId'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  fields: [
    {
      key: 'teachingProgramId',
      type: 'ref',
      ref: 'teachingProgram',
      required: true,
      max: 64,
      filter: true,
      labels: L('培养方案课程', 'Programme course', '培養方案課程', 'Disciplina do programa'),
    },
    { ...programmeRef, required: false, imported: false },
    { ...courseRef, required: false, imported: false },
    {
      key: 'teacherId',
      type: 'ref',
      ref: 'teacher',
      required: true,
      max: 64,
      filter: true,
      labels: L('授课教师', 'Teacher', '授課教師', 'Docente'),
    },
    {
      key: 'semesterId',
      type: 'ref',
      ref: 'semester',
      required: true,
      max: 64,
      filter: true,
      labels: L('学期', 'Semester', '學期', 'Semestre'),
    },
    {
      key: 'classId',
      type: 'ref',
      ref: 'classes',
      max: 64,
      filter: true,
      labels: L('班级', 'Class', '班級', 'Turma'),
    },
    {
      key: 'enrolledStudents',
      type: 'integer',
      min: 0,
      max: 100_000,
      labels: L('选课人数', 'Students enrolled', '選課人數', 'Alunos matriculados'),
    },
  ],
});

/**
 * One cell of the curriculum map: how strongly a course supports a learning objective in the map
 * effective from a year (H/M/L, or I/R/M where the programme uses that scale). Edited on the map
 * screen (modules/curriculum), read by assurance of learning for the weights of DOMAIN.md 5.
 */
export const curriculumMap = defineResource({
  name: 'curriculumMap',
  table: 'curriculum_map',
  permission: 'degreePrograms',
  labels: L('课程地图', 'Curriculum map cell', '課程地圖', 'Célula do mapa curricular'),
  title: ['courseId', 'loId'],
  dataRuleFields: ['degreeProgramsId'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  uniqueTogether: [['degreeProgramsId', 'effectiveYear', 'courseId', 'loId']],
  // Exported and imported as a grid by modules/curriculum/map-excel.ts.
  ownIo: ['export', 'import'],
  fields: [
    programmeRef,
    {
      key: 'effectiveYear',
      type: 'year',
      required: true,
      filter: true,
      sortable: true,
      labels: L('生效年份', 'Effective from', '生效年份', 'Em vigor desde'),
    },
    courseRef,
    {
      key: 'loId',
      type: 'ref',
      ref: 'degreeProgramsLo',
      required: true,
      max: 64,
      filter: true,
      labels: L('学习目标指标点', 'Learning objective', '學習目標指標點', 'Objetivo de aprendizagem'),
    },
    {
      key: 'level',
      type: 'dict',
      dict: 'curriculumMapLevel',
      required: true,
      labels: L('支撑强度', 'Support', '支撐強度', 'Nível de apoio'),
    },
  ],
});

/**
 * A course's syllabus for a school year, in both languages. Structured parts (course objectives
 * linked to programme objectives, the assessment plan, the weekly schedule, textbooks) are JSON
 * checked by the syllabus hook; prose is rich text. Reviewed: an approved syllabus is locked, and a
 * new version starts from it.
 */
export const syllabus = defineResource({
  name: 'syllabus',
  table: 'syllabus',
  labels: L('教学大纲', 'Syllabus', '教學大綱', 'Ementa'),
  title: ['courseId', 'version'],
  reviewed: true,
  dataRuleFields: ['courseId', 'teacherId'],
  uniqueTogether: [['courseId', 'schoolYearId', 'version']],
  fields: [
    courseRef,
    {
      key: 'schoolYearId',
      type: 'ref',
      ref: 'schoolYear',
      required: true,
      max: 64,
      filter: true,
      labels: L('学年', 'School year', '學年', 'Ano letivo'),
    },
    {
      key: 'version',
      type: 'integer',
      min: 1,
      max: 1000,
      sortable: true,
      labels: L('版本', 'Version', '版本', 'Versão'),
    },
    {
      key: 'teacherId',
      type: 'ref',
      ref: 'teacher',
      max: 64,
      filter: true,
      labels: L('负责教师', 'Teacher in charge', '負責教師', 'Docente responsável'),
    },
    {
      key: 'summary',
      type: 'richText',
      max: 50_000,
      labels: L('课程简介（中文）', 'Course description (Chinese)', '課程簡介（中文）', 'Descrição (chinês)'),
    },
    {
      key: 'summaryEn',
      type: 'richText',
      max: 50_000,
      labels: L('课程简介（英文）', 'Course description (English)', '課程簡介（英文）', 'Descrição (inglês)'),
    },
    {
      key: 'methods',
      type: 'richText',
      max: 50_000,
      labels: L('教学方法（中文）', 'Teaching methods (Chinese)', '教學方法（中文）', 'Métodos (chinês)'),
    },
    {
      key: 'methodsEn',
      type: 'richText',
      max: 50_000,
      labels: L('教学方法（英文）', 'Teaching methods (English)', '教學方法（英文）', 'Métodos (inglês)'),
    },
    {
      key: 'objectives',
      type: 'json',
      labels: L('课程目标', 'Course objectives', '課程目標', 'Objetivos da disciplina'),
    },
    {
      key: 'assessment',
      type: 'json',
      labels: L('考核方案', 'Assessment plan', '考核方案', 'Plano de avaliação'),
    },
    {
      key: 'schedule',
      type: 'json',
      labels: L('教学进度', 'Weekly schedule', '教學進度', 'Cronograma semanal'),
    },
    {
      key: 'textbooks',
      type: 'json',
      labels: L('教材与参考书', 'Textbooks', '教材與參考書', 'Livros-texto'),
    },
  ],
  defaultSort: { field: 'version', order: 'desc' },
});

/** A class: an administrative class of a programme's cohort, or a teaching section of a course. */
export const classes = defineResource({
  name: 'classes',
  table: 'classes',
  labels: L('班级', 'Class', '班級', 'Turma'),
  // Both names: English screens and files show (and imports match) the English one.
  title: ['name', 'nameEn'],
  dataRuleFields: ['id', 'degreeProgramsId'],
  ruleColumns: { class_id: 'id', classId: 'id', ...PROGRAMME_RULE_COLUMNS },
  fields: [
    {
      key: 'code',
      ...code(),
      required: true,
      unique: true,
      labels: L('班级代码', 'Code', '班級代碼', 'Código'),
    },
    {
      key: 'name',
      type: 'text',
      required: true,
      max: 100,
      filter: true,
      sortable: true,
      labels: L('班级名称', 'Name', '班級名稱', 'Nome'),
    },
    {
      key: 'nameEn',
      type: 'text',
      max: 200,
      filter: true,
      labels: L('英文名称', 'English name', '英文名稱', 'Nome em inglês'),
    },
    { ...programmeRef, required: false },
    {
      key: 'enrolYear',
      type: 'year',
      filter: true,
      sortable: true,
      labels: L('入学年份', 'Intake year', '入學年份', 'Ano de ingresso'),
    },
    {
      key: 'headTeacherId',
      type: 'ref',
      ref: 'teacher',
      max: 64,
      filter: true,
      labels: L('班主任', 'Class adviser', '班主任', 'Orientador da turma'),
    },
    /** How many students the class has (its class-student links): kept by the class hooks, never typed. */
    {
      key: 'memberCount',
      type: 'integer',
      min: 0,
      sortable: true,
      readOnly: true,
      imported: false,
      labels: L('学生人数', 'Students', '學生人數', 'Alunos'),
    },
  ],
  defaultSort: { field: 'code', order: 'asc' },
});

/** Class-student links (spec 001: class-student links); a student's own class is linked by a hook. */
export const classStudent = defineResource({
  name: 'classStudent',
  table: 'class_student',
  permission: 'classes',
  labels: L('班级学生', 'Class member', '班級學生', 'Aluno da turma'),
  title: ['studentId'],
  dataRuleFields: ['classId', 'studentId'],
  uniqueTogether: [['classId', 'studentId']],
  fields: [
    {
      key: 'classId',
      type: 'ref',
      ref: 'classes',
      required: true,
      max: 64,
      filter: true,
      labels: L('班级', 'Class', '班級', 'Turma'),
    },
    {
      key: 'studentId',
      type: 'ref',
      ref: 'student',
      required: true,
      max: 64,
      filter: true,
      labels: L('学生', 'Student', '學生', 'Estudante'),
    },
  ],
});
