import { L } from '../menu-kit.ts';
import { defineResource, PROGRAMME_RULE_COLUMNS } from './types.ts';

/**
 * Assurance of learning (issue 17, spec 001; DOMAIN.md section 5 gives the figures): evaluation
 * years (a programme's assessment plan for one school year: the learning objectives assessed and
 * the courses and classes that assess each, by which method), quantitative and qualitative
 * assessments of one course in a year with their configuration (components and full marks, the
 * marks and weights aimed at each objective, score bands, the rubric), the scores, the lock and
 * unlock history, and improvement actions (closing the loop).
 *
 * Every record carries its programme (`degreeProgramsId`, copied by the hooks from the evaluation
 * year), so the programme heads' one data rule on `degree_programs_id` binds them all, as in the
 * curriculum area. Teachers reach the assessments of the courses they are given (`teacherId`).
 * The structured configuration is `json` (checked by the hooks against the shared model's zod
 * schemas in `packages/shared/src/aol`); the scores are rows of their own, since a programme
 * holds about a million of them.
 */

const programmeCopy = {
  key: 'degreeProgramsId',
  type: 'ref' as const,
  ref: 'degreePrograms',
  max: 64,
  filter: true,
  readOnly: true,
  labels: L('学位项目', 'Degree programme', '學位項目', 'Programa de graduação'),
};
const yearRef = {
  key: 'evaluationYearId',
  type: 'ref' as const,
  ref: 'evaluationYear',
  required: true,
  max: 64,
  filter: true,
  labels: L('评估学年', 'Assessment year', '評估學年', 'Ano de avaliação'),
};
const loRef = {
  key: 'loId',
  type: 'ref' as const,
  ref: 'degreeProgramsLo',
  required: true,
  max: 64,
  filter: true,
  labels: L('学习目标', 'Learning objective', '學習目標', 'Objetivo de aprendizagem'),
};
const courseRef = {
  key: 'courseId',
  type: 'ref' as const,
  ref: 'course',
  required: true,
  max: 64,
  filter: true,
  labels: L('课程', 'Course', '課程', 'Disciplina'),
};
const teacherRef = {
  key: 'teacherId',
  type: 'ref' as const,
  ref: 'teacher',
  max: 64,
  filter: true,
  labels: L('负责教师', 'Responsible teacher', '負責教師', 'Professor responsável'),
};
const methodField = {
  key: 'method',
  type: 'dict' as const,
  dict: 'aolMethod',
  required: true,
  filter: true,
  labels: L('评估方式', 'Method', '評估方式', 'Método'),
};
const classIds = {
  key: 'classIds',
  type: 'json' as const,
  labels: L('班级', 'Classes', '班級', 'Turmas'),
};
/**
 * An assessment is its own `evaluation_id`: one rule on that column (a teacher's
 * `#{sys_user_teacher_assessments}`) binds the assessments, their scores and their history alike,
 * all of which sit under the assessment screens' permissions.
 */
const ASSESSMENT_RULE_COLUMNS = { ...PROGRAMME_RULE_COLUMNS, evaluation_id: 'id', evaluationId: 'id' };

/** A programme's assessment plan for one school year, with the figures' rules for that year. */
export const evaluationYear = defineResource({
  name: 'evaluationYear',
  table: 'evaluation_year',
  labels: L('评估学年', 'Academic year of assessment', '評估學年', 'Ano de avaliação'),
  title: ['name'],
  dataRuleFields: ['degreeProgramsId'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  uniqueTogether: [['degreeProgramsId', 'schoolYearId']],
  fields: [
    { ...programmeCopy, required: true, readOnly: false },
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
      key: 'name',
      type: 'text',
      max: 200,
      filter: true,
      sortable: true,
      labels: L('名称', 'Name', '名稱', 'Nome'),
    },
    {
      key: 'missingMethod',
      type: 'dict',
      dict: 'aolMissingMethod',
      labels: L('缺失成绩处理', 'Missing scores', '缺失成績處理', 'Notas em falta'),
    },
    {
      key: 'courseRule',
      type: 'dict',
      dict: 'aolRule',
      labels: L('课程达成度取值', 'Course attainment rule', '課程達成度取值', 'Regra da disciplina'),
    },
    {
      key: 'goalRule',
      type: 'dict',
      dict: 'aolRule',
      labels: L('毕业要求达成度取值', 'Goal attainment rule', '畢業要求達成度取值', 'Regra da competência'),
    },
    {
      key: 'theta',
      type: 'number',
      min: 0,
      max: 1,
      labels: L('直接评价权重 θ', 'Direct measure weight θ', '直接評價權重 θ', 'Peso da medida direta θ'),
    },
    {
      key: 'remark',
      type: 'longText',
      max: 4000,
      labels: L('备注', 'Remarks', '備註', 'Observações'),
    },
  ],
  defaultSort: { field: 'name', order: 'desc' },
});

/** The learning objectives an evaluation year assesses. */
export const evaluationYearLo = defineResource({
  name: 'evaluationYearLo',
  table: 'evaluation_year_lo',
  permission: 'evaluationYear',
  labels: L('评估学年的学习目标', 'Objective assessed', '評估學年的學習目標', 'Objetivo avaliado'),
  title: ['loId'],
  dataRuleFields: ['degreeProgramsId', 'evaluationYearId'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  uniqueTogether: [['evaluationYearId', 'loId']],
  fields: [yearRef, programmeCopy, loRef],
});

/** Which course (and classes) assesses an objective in an evaluation year, and by which method. */
export const evaluationYearCourse = defineResource({
  name: 'evaluationYearCourse',
  table: 'evaluation_year_course',
  permission: 'evaluationYear',
  labels: L('评估课程', 'Assessing course', '評估課程', 'Disciplina avaliadora'),
  title: ['courseId'],
  dataRuleFields: ['degreeProgramsId', 'evaluationYearId', 'teacherId'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  uniqueTogether: [['evaluationYearId', 'loId', 'courseId']],
  fields: [yearRef, programmeCopy, loRef, courseRef, methodField, teacherRef, classIds],
});

const statusField = {
  key: 'status',
  type: 'dict' as const,
  dict: 'aolStatus',
  filter: true,
  readOnly: true,
  labels: L('状态', 'Status', '狀態', 'Estado'),
};
const stepField = {
  key: 'step',
  type: 'integer' as const,
  min: 1,
  max: 5,
  labels: L('当前步骤', 'Step', '當前步驟', 'Etapa'),
};
const submitTime = {
  key: 'submitTime',
  type: 'datetime' as const,
  readOnly: true,
  labels: L('提交时间', 'Submitted', '提交時間', 'Enviado em'),
};
const loIds = {
  key: 'loIds',
  type: 'json' as const,
  labels: L('学习目标', 'Learning objectives', '學習目標', 'Objetivos de aprendizagem'),
};
const assessmentFields = [
  yearRef,
  programmeCopy,
  courseRef,
  teacherRef,
  classIds,
  loIds,
  statusField,
  stepField,
  submitTime,
] as const;

/** A quantitative assessment (5 steps) of one course in an evaluation year. */
export const evaluation = defineResource({
  name: 'evaluation',
  table: 'evaluation',
  labels: L('定量评估', 'Quantitative assessment', '定量評估', 'Avaliação quantitativa'),
  title: ['courseId'],
  dataRuleFields: ['degreeProgramsId', 'evaluationYearId', 'teacherId', 'courseId'],
  ruleColumns: ASSESSMENT_RULE_COLUMNS,
  uniqueTogether: [['evaluationYearId', 'courseId']],
  ownIo: ['import'],
  fields: [
    ...assessmentFields,
    /** Components k with full marks F_k (ordinary grade, tests, exam, related topics). */
    {
      key: 'components',
      type: 'json',
      labels: L('考核环节', 'Components', '考核環節', 'Componentes'),
    },
    /** For each objective j and component k: the marks aimed at j (S_jk) and the weight w_jk. */
    {
      key: 'aims',
      type: 'json',
      labels: L('目标分值与权重', 'Marks and weights', '目標分值與權重', 'Notas e pesos'),
    },
    /** The quantitative gauge: named score bands by lower bound of attainment. */
    { key: 'bands', type: 'json', labels: L('定量评价标准', 'Score bands', '定量評價標準', 'Faixas') },
  ],
});

/** A qualitative (rubric) assessment (3 steps) of one course in an evaluation year. */
export const qualitativeEvaluation = defineResource({
  name: 'qualitativeEvaluation',
  table: 'qualitative_evaluation',
  labels: L('定性评估', 'Qualitative assessment', '定性評估', 'Avaliação qualitativa'),
  title: ['courseId'],
  dataRuleFields: ['degreeProgramsId', 'evaluationYearId', 'teacherId', 'courseId'],
  ruleColumns: ASSESSMENT_RULE_COLUMNS,
  uniqueTogether: [['evaluationYearId', 'courseId']],
  ownIo: ['import'],
  fields: [
    ...assessmentFields,
    /** The qualitative gauge: named levels with scores (names required and unique). */
    { key: 'rubric', type: 'json', labels: L('定性评价标准', 'Rubric', '定性評價標準', 'Rubrica') },
  ],
});

/**
 * One score: student s on the marks of component k aimed at objective j (quantitative), or the
 * rubric level given to s for objective j (qualitative, `componentKey` empty). A missing score has
 * no row; a typed 0 is a row with 0.
 */
export const evaluationScore = defineResource({
  name: 'evaluationScore',
  table: 'evaluation_score',
  permission: 'evaluation',
  labels: L('成绩', 'Score', '成績', 'Nota'),
  title: ['studentId'],
  dataRuleFields: ['degreeProgramsId', 'evaluationId', 'classId'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  uniqueTogether: [['evaluationId', 'studentId', 'loId', 'componentKey']],
  ownIo: ['import', 'export'],
  fields: [
    {
      key: 'evaluationId',
      type: 'text',
      required: true,
      max: 64,
      filter: true,
      labels: L('评估', 'Assessment', '評估', 'Avaliação'),
    },
    methodField,
    programmeCopy,
    {
      key: 'classId',
      type: 'ref',
      ref: 'classes',
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
    loRef,
    {
      key: 'componentKey',
      type: 'text',
      max: 40,
      labels: L('考核环节', 'Component', '考核環節', 'Componente'),
    },
    { key: 'score', type: 'number', min: 0, max: 100_000, labels: L('得分', 'Score', '得分', 'Nota') },
    { key: 'level', type: 'text', max: 100, labels: L('评价等级', 'Level', '評價等級', 'Nível') },
  ],
});

/** What happened to an assessment's scores: submitted (locked), unlocked with a reason, recomputed. */
export const evaluationHistory = defineResource({
  name: 'evaluationHistory',
  table: 'evaluation_history',
  permission: 'evaluation',
  labels: L('评估记录', 'Assessment history', '評估記錄', 'Histórico da avaliação'),
  title: ['action'],
  dataRuleFields: ['degreeProgramsId', 'evaluationId'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  defaultSort: { field: 'actionTime', order: 'asc' },
  fields: [
    {
      key: 'evaluationId',
      type: 'text',
      required: true,
      max: 64,
      filter: true,
      labels: L('评估', 'Assessment', '評估', 'Avaliação'),
    },
    methodField,
    programmeCopy,
    {
      key: 'action',
      type: 'dict',
      dict: 'aolHistoryAction',
      required: true,
      filter: true,
      labels: L('操作', 'Action', '操作', 'Ação'),
    },
    { key: 'reason', type: 'longText', max: 2000, labels: L('原因', 'Reason', '原因', 'Motivo') },
    {
      key: 'actionTime',
      type: 'datetime',
      sortable: true,
      labels: L('时间', 'Time', '時間', 'Hora'),
    },
  ],
});

/** Closing the loop: an improvement action for an objective or goal that was not met. */
export const improvementAction = defineResource({
  name: 'improvementAction',
  table: 'improvement_action',
  labels: L('改进措施', 'Improvement action', '改進措施', 'Ação de melhoria'),
  title: ['finding'],
  dataRuleFields: ['degreeProgramsId', 'ownerId', 'status'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  defaultSort: { field: 'dueDate', order: 'asc' },
  fields: [
    { ...programmeCopy, required: true, readOnly: false },
    { ...yearRef, required: false },
    { ...loRef, required: false },
    {
      key: 'lgId',
      type: 'ref',
      ref: 'degreeProgramsLg',
      max: 64,
      filter: true,
      labels: L('毕业要求', 'Learning goal', '畢業要求', 'Meta de aprendizagem'),
    },
    {
      key: 'finding',
      type: 'text',
      required: true,
      max: 1000,
      filter: true,
      labels: L('发现的问题', 'Finding', '發現的問題', 'Constatação'),
    },
    {
      key: 'findingEn',
      type: 'text',
      max: 2000,
      labels: L('发现的问题（英文）', 'Finding (English)', '發現的問題（英文）', 'Constatação (inglês)'),
    },
    {
      key: 'action',
      type: 'longText',
      required: true,
      max: 4000,
      labels: L('改进措施', 'Action', '改進措施', 'Ação'),
    },
    {
      key: 'actionEn',
      type: 'longText',
      max: 8000,
      labels: L('改进措施（英文）', 'Action (English)', '改進措施（英文）', 'Ação (inglês)'),
    },
    {
      key: 'ownerId',
      type: 'ref',
      ref: 'user',
      max: 64,
      filter: true,
      labels: L('负责人', 'Owner', '負責人', 'Responsável'),
    },
    {
      key: 'dueDate',
      type: 'date',
      filter: true,
      sortable: true,
      labels: L('完成期限', 'Due date', '完成期限', 'Prazo'),
    },
    {
      key: 'status',
      type: 'dict',
      dict: 'aolActionStatus',
      required: true,
      filter: true,
      sortable: true,
      labels: L('状态', 'Status', '狀態', 'Estado'),
    },
    {
      key: 'beforeValue',
      type: 'number',
      readOnly: true,
      labels: L('改进前达成度', 'Attainment before', '改進前達成度', 'Resultado antes'),
    },
    {
      key: 'outcome',
      type: 'longText',
      max: 4000,
      labels: L('改进效果', 'Outcome', '改進效果', 'Resultado da ação'),
    },
  ],
});
