import { L } from '../menu-kit.ts';
import { defineResource, type FieldDef } from './types.ts';

/**
 * The accreditation workspace (spec 001: Accreditation Progress and Accreditation Reports,
 * `/accreditation/index`; issue 21). A project follows one scheme (AACSB initial or continuous
 * improvement, EQUIS, AMBA, CAMEA) whose standards are its checklist; tasks sit under a project and
 * a standard; a report (certification report) belongs to a project and is made of sections, one per
 * standard or part, written from the scheme's template (report descriptions). Projects and tasks
 * use the `accreditationProgress` permission codes, reports, sections and descriptions the
 * `certificationReport` ones. Revision history, comments, block snapshots and reviewer links are
 * tables of modules/accreditation (schema.ts). Every export is a resource (registry.ts).
 */

/** Fields several of these resources carry alike. */
const SCHEME: FieldDef = {
  key: 'scheme',
  type: 'dict',
  dict: 'accreditationScheme',
  required: true,
  filter: true,
  labels: L('认证类型', 'Scheme', '認證類型', 'Esquema'),
};
const PROJECT: FieldDef = {
  key: 'projectId',
  type: 'ref',
  ref: 'accreditationProject',
  required: true,
  filter: true,
  labels: L('认证项目', 'Project', '認證項目', 'Projeto'),
};
const STANDARD: FieldDef = {
  key: 'standard',
  type: 'dict',
  dict: 'accreditationStandard',
  filter: true,
  labels: L('对应标准', 'Standard', '對應標準', 'Padrão'),
};
const DESCRIPTION: FieldDef = {
  key: 'description',
  type: 'longText',
  max: 4000,
  list: false,
  labels: L('说明', 'Description', '說明', 'Descrição'),
};
const SORT_NO: FieldDef = {
  key: 'sortNo',
  type: 'integer',
  min: 0,
  max: 100000,
  sortable: true,
  labels: L('排序', 'Order', '排序', 'Ordem'),
};

export const accreditationProject = defineResource({
  name: 'accreditationProject',
  table: 'accreditation_project',
  labels: L('认证项目', 'Accreditation project', '認證項目', 'Projeto de acreditação'),
  permission: 'accreditationProgress',
  title: ['name'],
  defaultSort: { field: 'visitDate', order: 'asc' },
  fields: [
    {
      key: 'name',
      type: 'text',
      required: true,
      max: 200,
      filter: true,
      sortable: true,
      labels: L('项目名称', 'Project name', '項目名稱', 'Nome do projeto'),
    },
    SCHEME,
    {
      key: 'cycleStart',
      type: 'date',
      labels: L('周期开始', 'Cycle starts', '週期開始', 'Início do ciclo'),
    },
    {
      key: 'cycleEnd',
      type: 'date',
      notBefore: 'cycleStart',
      labels: L('周期结束', 'Cycle ends', '週期結束', 'Fim do ciclo'),
    },
    {
      key: 'visitDate',
      type: 'date',
      sortable: true,
      labels: L('专家到访日期', 'Visit date', '專家到訪日期', 'Data da visita'),
    },
    {
      // Milestones as [{ name, date, done }] (accreditation/api.ts ZMilestone), edited on the project page.
      key: 'milestones',
      type: 'json',
      list: false,
      labels: L('里程碑', 'Milestones', '里程碑', 'Marcos'),
    },
    DESCRIPTION,
  ],
});

export const accreditationTask = defineResource({
  name: 'accreditationTask',
  table: 'accreditation_task',
  labels: L('认证任务', 'Accreditation task', '認證任務', 'Tarefa de acreditação'),
  permission: 'accreditationProgress',
  title: ['title'],
  defaultSort: { field: 'dueDate', order: 'asc' },
  fields: [
    PROJECT,
    {
      key: 'standard',
      type: 'dict',
      dict: 'accreditationStandard',
      filter: true,
      labels: L('标准或章节', 'Standard or section', '標準或章節', 'Padrão ou seção'),
    },
    {
      key: 'title',
      type: 'text',
      required: true,
      max: 300,
      filter: true,
      sortable: true,
      labels: L('任务', 'Task', '任務', 'Tarefa'),
    },
    {
      key: 'assigneeId',
      type: 'ref',
      ref: 'user',
      max: 64,
      filter: true,
      labels: L('负责人', 'Assignee', '負責人', 'Responsável'),
    },
    {
      key: 'dueDate',
      type: 'date',
      sortable: true,
      filter: true,
      labels: L('截止日期', 'Due date', '截止日期', 'Prazo'),
    },
    {
      key: 'status',
      type: 'dict',
      dict: 'accreditationTaskStatus',
      required: true,
      filter: true,
      sortable: true,
      labels: L('任务状态', 'Status', '任務狀態', 'Estado'),
    },
    {
      // Days before the due date the assignee is reminded (notification and workplace card).
      key: 'remindDays',
      type: 'integer',
      min: 0,
      max: 365,
      list: false,
      labels: L('提前提醒天数', 'Remind days before', '提前提醒天數', 'Lembrar dias antes'),
    },
    {
      key: 'completedTime',
      type: 'datetime',
      readOnly: true,
      sortable: true,
      labels: L('完成时间', 'Completed at', '完成時間', 'Concluída em'),
    },
    DESCRIPTION,
  ],
});

export const certificationReport = defineResource({
  name: 'certificationReport',
  table: 'certification_report',
  labels: L('认证报告', 'Accreditation report', '認證報告', 'Relatório de acreditação'),
  permission: 'certificationReport',
  title: ['title'],
  defaultSort: { field: 'title', order: 'asc' },
  fields: [
    PROJECT,
    {
      key: 'title',
      type: 'text',
      required: true,
      max: 300,
      filter: true,
      sortable: true,
      labels: L('报告标题', 'Report title', '報告標題', 'Título do relatório'),
    },
    {
      // The scheme whose template the sections came from (copied from the project when created).
      key: 'scheme',
      type: 'dict',
      dict: 'accreditationScheme',
      readOnly: true,
      filter: true,
      labels: L('认证类型', 'Scheme', '認證類型', 'Esquema'),
    },
    {
      key: 'year',
      type: 'year',
      filter: true,
      sortable: true,
      labels: L('数据年度', 'Data year', '資料年度', 'Ano dos dados'),
    },
    {
      key: 'status',
      type: 'dict',
      dict: 'certificationReportStatus',
      readOnly: true,
      filter: true,
      labels: L('报告状态', 'State', '報告狀態', 'Estado'),
    },
    {
      key: 'frozenTime',
      type: 'datetime',
      readOnly: true,
      labels: L('定稿时间', 'Frozen at', '定稿時間', 'Congelado em'),
    },
    {
      key: 'frozenBy',
      type: 'text',
      readOnly: true,
      list: false,
      labels: L('定稿人', 'Frozen by', '定稿人', 'Congelado por'),
    },
  ],
});

export const reportSection = defineResource({
  name: 'reportSection',
  table: 'report_section',
  labels: L('报告章节', 'Report section', '報告章節', 'Seção do relatório'),
  permission: 'certificationReport',
  title: ['title'],
  defaultSort: { field: 'sortNo', order: 'asc' },
  reviewed: true,
  fields: [
    {
      key: 'reportId',
      type: 'ref',
      ref: 'certificationReport',
      required: true,
      filter: true,
      labels: L('认证报告', 'Report', '認證報告', 'Relatório'),
    },
    {
      key: 'parentId',
      type: 'ref',
      ref: 'reportSection',
      filter: true,
      labels: L('上级章节', 'Parent section', '上級章節', 'Seção superior'),
    },
    STANDARD,
    {
      key: 'title',
      type: 'text',
      required: true,
      max: 300,
      filter: true,
      labels: L('章节标题', 'Section title', '章節標題', 'Título da seção'),
    },
    SORT_NO,
    {
      // The scheme's guidance for this section (its report description), shown beside the editor.
      key: 'guidance',
      type: 'longText',
      max: 8000,
      list: false,
      labels: L('撰写说明', 'Guidance', '撰寫說明', 'Orientação'),
    },
    {
      // Sanitised HTML; live blocks are <div data-live-block="kind" data-params="{json}"> (accreditation/blocks.ts).
      key: 'content',
      type: 'richText',
      list: false,
      labels: L('正文', 'Text', '正文', 'Texto'),
    },
    {
      key: 'editorId',
      type: 'ref',
      ref: 'user',
      max: 64,
      filter: true,
      labels: L('撰写人', 'Editor', '撰寫人', 'Redator'),
    },
    {
      key: 'approverId',
      type: 'ref',
      ref: 'user',
      max: 64,
      filter: true,
      labels: L('审核人', 'Approver', '審核人', 'Aprovador'),
    },
    {
      // An AI draft waiting for a person to accept it (HTML with citation links); never the text itself.
      key: 'aiDraft',
      type: 'json',
      // An object ({ html, citations, provider, createdAt }), not a list: queryById answered 500 with a draft.
      jsonObject: true,
      list: false,
      readOnly: true,
      labels: L('AI 草稿', 'AI draft', 'AI 草稿', 'Rascunho de IA'),
    },
  ],
});

export const reportDescription = defineResource({
  name: 'reportDescription',
  table: 'report_description',
  labels: L('报告说明', 'Report description', '報告說明', 'Descrição do relatório'),
  permission: 'certificationReport',
  title: ['titleEn'],
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: [
    SCHEME,
    {
      // A section of the template: a standard's code, or a part of its own ("summary", "appendix").
      key: 'sectionCode',
      type: 'text',
      required: true,
      max: 64,
      filter: true,
      labels: L('章节代码', 'Section code', '章節代碼', 'Código da seção'),
    },
    STANDARD,
    {
      key: 'titleZh',
      type: 'text',
      required: true,
      max: 300,
      filter: true,
      labels: L('中文标题', 'Chinese title', '中文標題', 'Título em chinês'),
    },
    {
      key: 'titleEn',
      type: 'text',
      required: true,
      max: 300,
      filter: true,
      labels: L('英文标题', 'English title', '英文標題', 'Título em inglês'),
    },
    {
      key: 'guidanceZh',
      type: 'longText',
      max: 8000,
      list: false,
      labels: L('中文撰写说明', 'Guidance (Chinese)', '中文撰寫說明', 'Orientação (chinês)'),
    },
    {
      key: 'guidanceEn',
      type: 'longText',
      max: 8000,
      list: false,
      labels: L('英文撰写说明', 'Guidance (English)', '英文撰寫說明', 'Orientação (inglês)'),
    },
    {
      // Live blocks a new section starts with (a JSON list of BlockRef), e.g. Table 3-1 under Standard 3.
      key: 'starterBlocks',
      type: 'json',
      list: false,
      labels: L('预置数据块', 'Starter blocks', '預置資料塊', 'Blocos iniciais'),
    },
    SORT_NO,
  ],
});
