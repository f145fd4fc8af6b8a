import { L } from '../menu-kit.ts';
import { defineResource, type FieldDef, PROGRAMME_RULE_COLUMNS } from './types.ts';

/**
 * Learner progression (AACSB Standard 6; issue 19 item 6), by programme and entry cohort: the
 * admission figures of a cohort, its retention and graduation, and the employment of its
 * graduates (with their sectors in `employmentSector`). Counts are entered per cohort; where a
 * count is left blank the server computes what student records can give (entrants, entry scores).
 * Rates are never stored: packages/shared/src/progression computes them. Programme heads' data
 * rule on `degree_programs_id` binds every one of them.
 */

const programme: FieldDef = {
  key: 'degreeProgramsId',
  type: 'ref',
  ref: 'degreePrograms',
  required: true,
  max: 64,
  filter: true,
  labels: L('专业', 'Programme', '專業', 'Programa'),
};
const cohortYear: FieldDef = {
  key: 'cohortYear',
  type: 'year',
  required: true,
  filter: true,
  sortable: true,
  labels: L('入学年级', 'Entry cohort', '入學年級', 'Turma de ingresso'),
};
const count = (key: string, labels: ReturnType<typeof L>, required = false): FieldDef => ({
  key,
  type: 'integer',
  min: 0,
  max: 1000000,
  required,
  sortable: true,
  labels,
});
const remark: FieldDef = {
  key: 'remark',
  type: 'longText',
  max: 2000,
  labels: L('备注', 'Remarks', '備註', 'Observações'),
};
const cohortOf = {
  title: ['degreeProgramsId', 'cohortYear'],
  dataRuleFields: ['degreeProgramsId'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  uniqueTogether: [['degreeProgramsId', 'cohortYear']],
  defaultSort: { field: 'cohortYear', order: 'desc' },
} as const;

export const admission = defineResource({
  name: 'admission',
  table: 'admission',
  labels: L('招生录取', 'Admission', '招生錄取', 'Admissão'),
  ...cohortOf,
  fields: [
    programme,
    cohortYear,
    count('applications', L('申请人数', 'Applications', '申請人數', 'Candidaturas')),
    count('offers', L('录取人数', 'Offers', '錄取人數', 'Ofertas')),
    count('enrolled', L('报到人数', 'Enrolled', '報到人數', 'Matriculados')),
    {
      key: 'entryScoreMean',
      type: 'number',
      min: 0,
      max: 1000,
      labels: L('平均入学成绩', 'Mean entry score', '平均入學成績', 'Nota média de ingresso'),
    },
    {
      key: 'entryScoreMin',
      type: 'number',
      min: 0,
      max: 1000,
      labels: L('最低入学成绩', 'Lowest entry score', '最低入學成績', 'Nota mínima de ingresso'),
    },
    {
      key: 'workExperienceMean',
      type: 'number',
      min: 0,
      max: 60,
      labels: L('平均工作年限', 'Mean work experience (years)', '平均工作年限', 'Experiência média (anos)'),
    },
    {
      key: 'workExperienceMin',
      type: 'number',
      min: 0,
      max: 60,
      labels: L('最短工作年限', 'Least work experience (years)', '最短工作年限', 'Menor experiência (anos)'),
    },
    count(
      'internationalEnrolled',
      L('国际学生', 'International entrants', '國際學生', 'Ingressantes internacionais'),
    ),
    count('femaleEnrolled', L('女性学生', 'Women entrants', '女性學生', 'Ingressantes mulheres')),
    remark,
  ],
});

export const retention = defineResource({
  name: 'retention',
  table: 'retention',
  labels: L('在读与毕业', 'Retention and graduation', '在讀與畢業', 'Retenção e formatura'),
  ...cohortOf,
  fields: [
    programme,
    cohortYear,
    count('cohortSize', L('入学人数', 'Students who started', '入學人數', 'Ingressantes')),
    {
      key: 'normalYears',
      type: 'integer',
      required: true,
      min: 1,
      max: 8,
      labels: L('标准学制（年）', 'Normal time (years)', '標準學制（年）', 'Duração normal (anos)'),
    },
    count(
      'retainedFirstYear',
      L('第一年后仍在读', 'Retained after the first year', '第一年後仍在讀', 'Retidos após o 1.º ano'),
    ),
    count(
      'graduatedNormalTime',
      L('按时毕业', 'Graduated in normal time', '按時畢業', 'Formados no tempo normal'),
    ),
    count(
      'graduatedExtraYear',
      L('延期一年内毕业', 'Graduated in the one extra year', '延期一年內畢業', 'Formados no ano adicional'),
    ),
    remark,
  ],
});

export const employment = defineResource({
  name: 'employment',
  table: 'employment',
  labels: L('就业', 'Employment', '就業', 'Empregabilidade'),
  ...cohortOf,
  fields: [
    programme,
    cohortYear,
    {
      key: 'graduationYear',
      type: 'year',
      required: true,
      filter: true,
      sortable: true,
      labels: L('毕业年度', 'Graduation year', '畢業年度', 'Ano de formatura'),
    },
    count('graduates', L('毕业人数', 'Graduates', '畢業人數', 'Formados'), true),
    count('employed', L('就业人数', 'Employed', '就業人數', 'Empregados')),
    count('furtherStudy', L('升学人数', 'In further study', '升學人數', 'Em estudos adicionais')),
    {
      key: 'medianSalary',
      type: 'number',
      min: 0,
      max: 100000000,
      labels: L(
        '起薪中位数（元/年）',
        'Median starting salary (CNY a year)',
        '起薪中位數（元/年）',
        'Salário inicial mediano (CNY/ano)',
      ),
    },
    remark,
  ],
});

/** How many graduates of a cohort went to each employer sector. */
export const employmentSector = defineResource({
  name: 'employmentSector',
  table: 'employment_sector',
  permission: 'employment',
  labels: L('就业行业分布', 'Employer sectors', '就業行業分布', 'Setores dos empregadores'),
  title: ['sector'],
  uniqueTogether: [['employmentId', 'sector']],
  // The programme of its employment record, copied by the server: the heads' rule binds it too.
  dataRuleFields: ['degreeProgramsId'],
  ruleColumns: PROGRAMME_RULE_COLUMNS,
  fields: [
    {
      key: 'employmentId',
      type: 'ref',
      ref: 'employment',
      required: true,
      max: 64,
      filter: true,
      labels: L('就业记录', 'Employment record', '就業記錄', 'Registro de empregabilidade'),
    },
    {
      key: 'sector',
      type: 'dict',
      dict: 'employerSector',
      required: true,
      filter: true,
      labels: L('行业', 'Sector', '行業', 'Setor'),
    },
    count('employed', L('人数', 'Employed', '人數', 'Empregados'), true),
    { ...programme, required: false, readOnly: true, imported: false },
  ],
  defaultSort: { field: 'sector', order: 'asc' },
});
