import { L } from '../menu-kit.ts';
import { NAME_EN, NAME_ZH } from './name-fields.ts';
import { defineResource, type FieldDef } from './types.ts';

/**
 * Strategic planning (AACSB Standard 1; spec 001 section 2; issue 19). Supporting documents
 * (spec 001: supportMaterials add, edit, list, delete, deleteBatch); the four statements (mission,
 * vision, expected outcomes, core values), each a history of approved versions; the strategic plan
 * (plan -> priorities -> goals -> actions, all under the `strategicPlan` permission); performance
 * targets with a target and an actual per year (`performanceTargetYear`, under
 * `performanceTarget`); continuous-improvement records. Every export is a resource (registry.ts).
 */
export const supportMaterials = defineResource({
  name: 'supportMaterials',
  table: 'support_materials',
  labels: L('支撑材料', 'Supporting documents', '支撐材料', 'Documentos de apoio'),
  attachments: [{ kind: 'support' }],
  fields: [
    {
      key: 'titleZh',
      type: 'text',
      required: true,
      max: 200,
      filter: true,
      sortable: true,
      labels: L('中文名称', 'Chinese title', '中文名稱', 'Título em chinês'),
    },
    {
      key: 'titleEn',
      type: 'text',
      max: 300,
      filter: true,
      sortable: true,
      labels: L('英文名称', 'English title', '英文名稱', 'Título em inglês'),
    },
    {
      key: 'accreditationType',
      type: 'dict',
      dict: 'accreditationType',
      required: true,
      filter: true,
      labels: L('认证类型', 'Accreditation', '認證類型', 'Acreditação'),
    },
    {
      key: 'standard',
      type: 'text',
      max: 100,
      filter: true,
      labels: L('对应标准', 'Standard', '對應標準', 'Padrão'),
    },
    {
      key: 'year',
      type: 'year',
      filter: true,
      sortable: true,
      labels: L('年度', 'Year', '年度', 'Ano'),
    },
    {
      key: 'description',
      type: 'longText',
      max: 5000,
      labels: L('说明', 'Description', '說明', 'Descrição'),
    },
  ],
  defaultSort: { field: 'year', order: 'desc' },
});

/** Several accreditation standards (codes of the accreditation category tree, spec 001 section 9). */
const standards: FieldDef = {
  key: 'standards',
  type: 'dict',
  dict: 'accreditationStandard',
  multiple: true,
  filter: true,
  labels: L('对应标准', 'Standards served', '對應標準', 'Padrões atendidos'),
};

const owner: FieldDef = {
  key: 'ownerId',
  type: 'ref',
  ref: 'user',
  max: 64,
  filter: true,
  labels: L('负责人', 'Owner', '負責人', 'Responsável'),
};

/** A supporting document that evidences a record (issue 20 grows this into the evidence repository). */
const evidence: FieldDef = {
  key: 'evidenceId',
  type: 'ref',
  ref: 'supportMaterials',
  max: 64,
  labels: L('证明材料', 'Evidence', '證明材料', 'Evidência'),
};

/**
 * A statement (mission, vision, expected outcomes, core values) is a history of versions: each
 * version is one record with its text in both languages and the date it took effect. A version is
 * approved through the review workflow; the statement in force on a day is the approved version
 * with the latest effective date on or before it. Revising adds a version (an approved one cannot
 * be changed), so the history keeps what the statement said in any past year.
 */
const statementFields: FieldDef[] = [
  {
    key: 'contentZh',
    type: 'richText',
    required: true,
    max: 20000,
    labels: L('内容（中文）', 'Statement (Chinese)', '內容（中文）', 'Declaração (chinês)'),
  },
  {
    key: 'contentEn',
    type: 'richText',
    max: 40000,
    labels: L('内容（英文）', 'Statement (English)', '內容（英文）', 'Declaração (inglês)'),
  },
  {
    key: 'effectiveDate',
    type: 'date',
    required: true,
    filter: true,
    sortable: true,
    labels: L('生效日期', 'Effective date', '生效日期', 'Data de vigência'),
  },
  {
    key: 'approvedBy',
    type: 'text',
    max: 200,
    filter: true,
    labels: L('审议机构', 'Adopted by', '審議機構', 'Aprovada por'),
  },
  {
    key: 'changeNote',
    type: 'longText',
    max: 2000,
    labels: L('修订说明', 'What changed and why', '修訂說明', 'O que mudou e por quê'),
  },
];

function statement<const N extends string>(name: N, table: string, labels: ReturnType<typeof L>) {
  return defineResource({
    name,
    table,
    labels,
    reviewed: true,
    title: ['effectiveDate'],
    fields: statementFields,
    defaultSort: { field: 'effectiveDate', order: 'desc' },
  });
}

export const mission = statement('mission', 'mission', L('使命', 'Mission', '使命', 'Missão'));
export const vision = statement('vision', 'vision', L('愿景', 'Vision', '願景', 'Visão'));
export const expectedOutcome = statement(
  'expectedOutcome',
  'expected_outcome',
  L('预期成果', 'Expected outcomes', '預期成果', 'Resultados esperados'),
);
export const coreValue = statement(
  'coreValue',
  'core_value',
  L('核心价值观', 'Core values', '核心價值觀', 'Valores fundamentais'),
);

const nameZh = NAME_ZH;
const nameEn = NAME_EN;
const code: FieldDef = {
  key: 'code',
  type: 'text',
  max: 20,
  filter: true,
  sortable: true,
  labels: L('编号', 'Number', '編號', 'Número'),
};
const descriptions: FieldDef[] = [
  {
    key: 'description',
    type: 'longText',
    max: 4000,
    labels: L('说明（中文）', 'Description (Chinese)', '說明（中文）', 'Descrição (chinês)'),
  },
  {
    key: 'descriptionEn',
    type: 'longText',
    max: 8000,
    labels: L('说明（英文）', 'Description (English)', '說明（英文）', 'Descrição (inglês)'),
  },
];

/** A strategic plan: a period of years with its priorities. */
export const strategicPlan = defineResource({
  name: 'strategicPlan',
  table: 'strategic_plan',
  labels: L('战略计划', 'Strategic plan', '策略計畫', 'Plano estratégico'),
  title: ['nameZh', 'nameEn'],
  fields: [
    nameZh,
    nameEn,
    {
      key: 'startYear',
      type: 'year',
      required: true,
      filter: true,
      sortable: true,
      labels: L('起始年度', 'First year', '起始年度', 'Ano inicial'),
    },
    {
      key: 'endYear',
      type: 'year',
      required: true,
      filter: true,
      sortable: true,
      labels: L('结束年度', 'Last year', '結束年度', 'Ano final'),
    },
    {
      key: 'approvedBy',
      type: 'text',
      max: 200,
      labels: L('审议机构', 'Adopted by', '審議機構', 'Aprovado por'),
    },
    ...descriptions,
  ],
  attachments: [{ kind: 'plan' }],
  defaultSort: { field: 'startYear', order: 'desc' },
});

export const strategicPriority = defineResource({
  name: 'strategicPriority',
  table: 'strategic_priority',
  permission: 'strategicPlan',
  labels: L('战略重点', 'Strategic priority', '策略重點', 'Prioridade estratégica'),
  title: ['code', 'nameZh', 'nameEn'],
  uniqueTogether: [['planId', 'code']],
  fields: [
    {
      key: 'planId',
      type: 'ref',
      ref: 'strategicPlan',
      required: true,
      max: 64,
      filter: true,
      labels: L('战略计划', 'Strategic plan', '策略計畫', 'Plano estratégico'),
    },
    { ...code, required: true },
    nameZh,
    nameEn,
    ...descriptions,
  ],
  defaultSort: { field: 'code', order: 'asc' },
});

export const strategicGoal = defineResource({
  name: 'strategicGoal',
  table: 'strategic_goal',
  permission: 'strategicPlan',
  labels: L('战略目标', 'Strategic goal', '策略目標', 'Objetivo estratégico'),
  title: ['code', 'nameZh', 'nameEn'],
  uniqueTogether: [['priorityId', 'code']],
  fields: [
    {
      key: 'priorityId',
      type: 'ref',
      ref: 'strategicPriority',
      required: true,
      max: 64,
      filter: true,
      labels: L('战略重点', 'Strategic priority', '策略重點', 'Prioridade estratégica'),
    },
    { ...code, required: true },
    nameZh,
    nameEn,
    standards,
    ...descriptions,
  ],
  defaultSort: { field: 'code', order: 'asc' },
});

/** An action of a goal: owner, dates and a status that moves Not Started -> In Progress -> Completed. */
export const strategicAction = defineResource({
  name: 'strategicAction',
  table: 'strategic_action',
  permission: 'strategicPlan',
  labels: L('行动计划', 'Action', '行動計畫', 'Ação'),
  title: ['code', 'titleZh', 'titleEn'],
  dataRuleFields: ['ownerId', 'status'],
  fields: [
    {
      key: 'goalId',
      type: 'ref',
      ref: 'strategicGoal',
      required: true,
      max: 64,
      filter: true,
      labels: L('战略目标', 'Strategic goal', '策略目標', 'Objetivo estratégico'),
    },
    code,
    {
      key: 'titleZh',
      type: 'text',
      required: true,
      max: 500,
      filter: true,
      sortable: true,
      labels: L('行动（中文）', 'Action (Chinese)', '行動（中文）', 'Ação (chinês)'),
    },
    {
      key: 'titleEn',
      type: 'text',
      max: 1000,
      filter: true,
      sortable: true,
      labels: L('行动（英文）', 'Action (English)', '行動（英文）', 'Ação (inglês)'),
    },
    owner,
    {
      key: 'startDate',
      type: 'date',
      filter: true,
      sortable: true,
      labels: L('开始日期', 'Start date', '開始日期', 'Data de início'),
    },
    {
      key: 'dueDate',
      type: 'date',
      filter: true,
      sortable: true,
      notBefore: 'startDate',
      labels: L('完成期限', 'Due date', '完成期限', 'Prazo'),
    },
    {
      key: 'status',
      type: 'dict',
      dict: 'planActionStatus',
      required: true,
      filter: true,
      sortable: true,
      labels: L('状态', 'Status', '狀態', 'Estado'),
    },
    {
      key: 'completedDate',
      type: 'date',
      readOnly: true,
      sortable: true,
      labels: L('完成日期', 'Completed on', '完成日期', 'Concluída em'),
    },
    standards,
    evidence,
    {
      key: 'progressNote',
      type: 'longText',
      max: 4000,
      labels: L('进展说明', 'Progress note', '進展說明', 'Nota de progresso'),
    },
  ],
  attachments: [{ kind: 'evidence' }],
  defaultSort: { field: 'dueDate', order: 'asc' },
});

/**
 * A performance target (KPI): an indicator with a baseline and, per year, a target and an actual
 * (`performanceTargetYear`). With a live `source` the actual of every year is computed from the
 * product (Table 3-1, Table 8-1, assurance of learning, questionnaires, learner progression) and
 * typed actuals are ignored; `sourceProgrammeId` narrows a programme-level source to one programme.
 */
export const performanceTarget = defineResource({
  name: 'performanceTarget',
  table: 'performance_target',
  labels: L('绩效目标', 'Performance target', '績效目標', 'Meta de desempenho'),
  title: ['nameZh', 'nameEn'],
  fields: [
    code,
    nameZh,
    nameEn,
    {
      key: 'unit',
      type: 'dict',
      dict: 'kpiUnit',
      required: true,
      filter: true,
      labels: L('单位', 'Unit', '單位', 'Unidade'),
    },
    {
      key: 'direction',
      type: 'dict',
      dict: 'kpiDirection',
      required: true,
      labels: L('方向', 'Direction', '方向', 'Direção'),
    },
    {
      key: 'baseline',
      type: 'number',
      labels: L('基线值', 'Baseline', '基線值', 'Linha de base'),
    },
    {
      key: 'baselineYear',
      type: 'year',
      labels: L('基线年度', 'Baseline year', '基線年度', 'Ano da linha de base'),
    },
    {
      key: 'source',
      type: 'dict',
      dict: 'kpiSource',
      required: true,
      filter: true,
      labels: L('实际值来源', 'Source of the actual', '實際值來源', 'Origem do valor real'),
    },
    {
      key: 'sourceProgrammeId',
      type: 'ref',
      ref: 'degreePrograms',
      max: 64,
      filter: true,
      labels: L('限定专业', 'Programme (for the source)', '限定專業', 'Programa (da origem)'),
    },
    {
      key: 'goalId',
      type: 'ref',
      ref: 'strategicGoal',
      max: 64,
      filter: true,
      labels: L('战略目标', 'Strategic goal', '策略目標', 'Objetivo estratégico'),
    },
    standards,
    owner,
    ...descriptions,
  ],
  defaultSort: { field: 'code', order: 'asc' },
});

export const performanceTargetYear = defineResource({
  name: 'performanceTargetYear',
  table: 'performance_target_year',
  permission: 'performanceTarget',
  labels: L('年度目标值', 'Target of a year', '年度目標值', 'Meta do ano'),
  title: ['year'],
  uniqueTogether: [['targetId', 'year']],
  fields: [
    {
      key: 'targetId',
      type: 'ref',
      ref: 'performanceTarget',
      required: true,
      max: 64,
      filter: true,
      labels: L('绩效目标', 'Performance target', '績效目標', 'Meta de desempenho'),
    },
    {
      key: 'year',
      type: 'year',
      required: true,
      filter: true,
      sortable: true,
      labels: L('年度', 'Year', '年度', 'Ano'),
    },
    {
      key: 'target',
      type: 'number',
      required: true,
      labels: L('目标值', 'Target', '目標值', 'Meta'),
    },
    {
      key: 'actual',
      type: 'number',
      labels: L('实际值（手工）', 'Actual (typed)', '實際值（手工）', 'Real (digitado)'),
    },
    {
      key: 'note',
      type: 'text',
      max: 500,
      labels: L('备注', 'Note', '備註', 'Nota'),
    },
  ],
  defaultSort: { field: 'year', order: 'asc' },
});

/**
 * A continuous-improvement record (AACSB Standard 1): a finding, the action taken, its result.
 * `viewContinuousImprovement/list` lists these with the improvement actions of assurance of
 * learning in one list.
 */
export const continuousImprovement = defineResource({
  name: 'continuousImprovement',
  table: 'continuous_improvement',
  labels: L('持续改进', 'Continuous improvement', '持續改進', 'Melhoria contínua'),
  title: ['finding'],
  dataRuleFields: ['ownerId', 'status'],
  fields: [
    {
      key: 'finding',
      type: 'text',
      required: true,
      max: 1000,
      filter: true,
      sortable: true,
      labels: L('发现的问题', 'Finding', '發現的問題', 'Constatação'),
    },
    {
      key: 'findingEn',
      type: 'text',
      max: 2000,
      filter: true,
      labels: L('发现的问题（英文）', 'Finding (English)', '發現的問題（英文）', 'Constatação (inglês)'),
    },
    {
      key: 'source',
      type: 'text',
      max: 200,
      filter: true,
      labels: L('来源', 'Where it was found', '來源', 'Origem'),
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
      key: 'result',
      type: 'longText',
      max: 4000,
      labels: L('改进结果', 'Result', '改進結果', 'Resultado'),
    },
    {
      key: 'resultEn',
      type: 'longText',
      max: 8000,
      labels: L('改进结果（英文）', 'Result (English)', '改進結果（英文）', 'Resultado (inglês)'),
    },
    standards,
    evidence,
    owner,
    {
      key: 'year',
      type: 'year',
      filter: true,
      sortable: true,
      labels: L('年度', 'Year', '年度', 'Ano'),
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
      dict: 'planActionStatus',
      required: true,
      filter: true,
      sortable: true,
      labels: L('状态', 'Status', '狀態', 'Estado'),
    },
  ],
  attachments: [{ kind: 'evidence' }],
  defaultSort: { field: 'dueDate', order: 'asc' },
});
