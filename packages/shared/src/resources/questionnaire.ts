import { L } from '../menu-kit.ts';
import { defineResource, PROGRAMME_RULE_COLUMNS } from './types.ts';

/**
 * Questionnaires (issue 18, spec 001 `/aol/questionnaire`, `/aol/questionnaire-template`;
 * DOMAIN.md section 6). A template holds reusable question groups (`groupList`, checked by the
 * hook against the shared model's `zGroupList`; `numberGroup` is counted by the hook). A
 * questionnaire is made from a template (its `groupList` is copied at creation and may change
 * only while Unpublished), has open and close dates, is anonymous or named, and is published to
 * an audience (`audience`, `zAudience`). Its state (`status`) changes only through the state
 * machine's routes (start, stop, restart, end); `audienceCount` and `responseCount` are kept by
 * the server.
 *
 * The people reached (with only the fact of having answered) and the answers are module tables
 * of their own (apps/server/src/modules/questionnaire/schema.ts), not engine resources: answers
 * of an anonymous questionnaire must never be listed with a person, and nobody edits them.
 *
 * `degreeProgramsId` ties a questionnaire to a programme (the programme heads' data rule binds it,
 * and its rating questions mapped to the programme's objectives feed I_j of the evaluation year of
 * `schoolYearId`).
 */

const nameFields = [
  {
    key: 'name',
    type: 'text' as const,
    required: true,
    max: 200,
    filter: true,
    sortable: true,
    labels: L('名称', 'Name', '名稱', 'Nome'),
  },
  {
    key: 'nameEn',
    type: 'text' as const,
    max: 300,
    filter: true,
    sortable: true,
    labels: L('英文名称', 'English name', '英文名稱', 'Nome em inglês'),
  },
  {
    key: 'category',
    type: 'dict' as const,
    dict: 'questionnaireCategory',
    filter: true,
    labels: L('类别', 'Category', '類別', 'Categoria'),
  },
  {
    key: 'description',
    type: 'longText' as const,
    max: 4000,
    labels: L('说明', 'Introduction', '說明', 'Introdução'),
  },
  {
    key: 'descriptionEn',
    type: 'longText' as const,
    max: 8000,
    labels: L('说明（英文）', 'Introduction (English)', '說明（英文）', 'Introdução (inglês)'),
  },
];
const numberGroup = {
  key: 'numberGroup',
  type: 'integer' as const,
  readOnly: true,
  labels: L('题组数', 'Question groups', '題組數', 'Grupos de perguntas'),
};
const questionCount = {
  key: 'questionCount',
  type: 'integer' as const,
  readOnly: true,
  labels: L('题目数', 'Questions', '題目數', 'Perguntas'),
};
const groupList = {
  key: 'groupList',
  type: 'json' as const,
  labels: L('题组', 'Question groups', '題組', 'Grupos de perguntas'),
};

/** A reusable questionnaire: question groups in both languages. */
export const questionnaireTemplate = defineResource({
  name: 'questionnaireTemplate',
  table: 'questionnaire_template',
  labels: L('问卷模板', 'Questionnaire template', '問卷範本', 'Modelo de questionário'),
  title: ['name', 'nameEn'],
  defaultSort: { field: 'name', order: 'asc' },
  fields: [...nameFields, numberGroup, questionCount, groupList],
});

/** A questionnaire published to an audience, made from a template. */
export const questionnaire = defineResource({
  name: 'questionnaire',
  table: 'questionnaire',
  labels: L('问卷', 'Questionnaire', '問卷', 'Questionário'),
  title: ['name', 'nameEn'],
  dataRuleFields: ['degreeProgramsId', 'status'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  defaultSort: { field: 'startTime', order: 'desc' },
  fields: [
    ...nameFields,
    {
      key: 'templateId',
      type: 'ref',
      ref: 'questionnaireTemplate',
      max: 64,
      filter: true,
      labels: L('问卷模板', 'Template', '問卷範本', 'Modelo'),
    },
    {
      key: 'status',
      type: 'dict',
      dict: 'questionnaireStatus',
      filter: true,
      sortable: true,
      readOnly: true,
      labels: L('状态', 'Status', '狀態', 'Estado'),
    },
    {
      key: 'anonymous',
      type: 'boolean',
      filter: true,
      labels: L('匿名', 'Anonymous', '匿名', 'Anônimo'),
    },
    {
      key: 'startTime',
      type: 'datetime',
      required: true,
      filter: true,
      sortable: true,
      labels: L('开始时间', 'Opens', '開始時間', 'Abre em'),
      requiredMessage: 'questionnaire.errors.startTimeRequired',
    },
    {
      key: 'endTime',
      type: 'datetime',
      required: true,
      filter: true,
      sortable: true,
      notBefore: 'startTime',
      labels: L('结束时间', 'Closes', '結束時間', 'Fecha em'),
      requiredMessage: 'questionnaire.errors.endTimeRequired',
    },
    {
      key: 'degreeProgramsId',
      type: 'ref',
      ref: 'degreePrograms',
      max: 64,
      filter: true,
      labels: L('学位项目', 'Degree programme', '學位項目', 'Programa de graduação'),
    },
    {
      key: 'schoolYearId',
      type: 'ref',
      ref: 'schoolYear',
      max: 64,
      filter: true,
      labels: L('学年', 'School year', '學年', 'Ano letivo'),
    },
    {
      key: 'audience',
      type: 'json',
      jsonObject: true,
      labels: L('发布对象', 'Audience', '發布對象', 'Público'),
    },
    {
      key: 'audienceCount',
      type: 'integer',
      readOnly: true,
      labels: L('发布人数', 'Audience', '發布人數', 'Público'),
    },
    {
      key: 'responseCount',
      type: 'integer',
      readOnly: true,
      sortable: true,
      labels: L('已答人数', 'Responses', '已答人數', 'Respostas'),
    },
    numberGroup,
    questionCount,
    groupList,
  ],
});
