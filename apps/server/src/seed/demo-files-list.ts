import { type DemoFile, type DemoSource, type DemoVersion, LAST_SCHOOL_YEAR_END } from './demo-files-data.ts';
import {
  aolCyclePlan,
  bbaAolReport,
  bbaCurriculumMap,
  budgetReport,
  curriculumCommitteeMinutes,
  type DemoFacts,
  facultySufficiencyMemo,
  learningResources,
  missionReviewMinutes,
  strategicPlanSummary,
} from './demo-files-docs.ts';
import {
  cohortReport,
  executiveEducationReport,
  keyFigures,
  programmeReviewDraft,
  researchOutputSummary,
  selfEvaluationSummary,
  studentBusinessPlan,
  studentCaseAnalysis,
  studentSupport,
  teachingEvaluationSummary,
} from './demo-files-docs-more.ts';
import type { DocBody } from './demo-files-docx.ts';

/**
 * The demo school's shared files, folder by folder (the folders and what each field means:
 * demo-files-data.ts). Files with no standard are left untagged on purpose, for the evidence
 * view's list of untagged files.
 */

const docx = (fn: (facts: DemoFacts) => DocBody): DemoSource => ({ docx: fn });
const one = (fileName: string, source: DemoSource, createBy: string, date: string): DemoVersion[] => [
  { fileName, source, createBy, date, note: '' },
];

export const DEMO_FILES: DemoFile[] = [
  {
    key: 'strategic-plan',
    folder: 'AACSB-1',
    description:
      '战略规划摘要，含2025年中期进展。Summary of the strategic plan with the 2025 mid-term progress.',
    standards: ['AACSB-1', 'EQUIS-1'],
    versions: [
      {
        fileName: '2024-2028战略规划摘要 Strategic Plan Summary.docx',
        source: docx(() => strategicPlanSummary('approved')),
        createBy: 'unitadmin',
        date: '2024-06-20',
        note: '学院党政联席会审议通过版 Version approved by the School Board',
      },
      {
        fileName: '2024-2028战略规划摘要 Strategic Plan Summary.docx',
        source: docx(() => strategicPlanSummary('update')),
        createBy: 'unitadmin',
        date: '2025-12-10',
        note: '中期更新：行动进展 Mid-term update: progress of the actions',
      },
    ],
  },
  {
    key: 'mission-minutes',
    folder: 'AACSB-1',
    description: '2024年使命修订研讨会纪要。Minutes of the 2024 mission review workshop.',
    standards: ['AACSB-1'],
    versions: one(
      '使命修订研讨会纪要 Mission Review Minutes.docx',
      docx(missionReviewMinutes),
      'unitadmin',
      '2024-05-30',
    ),
  },
  {
    key: 'budget',
    folder: 'AACSB-2',
    description: '三年收支与资源配置。Three years of income, expenditure and where the money goes.',
    standards: ['AACSB-2', 'EQUIS-7'],
    versions: one('2023-2025预算执行报告 Budget Report.docx', docx(budgetReport), 'staff', '2026-01-12'),
  },
  {
    key: 'resources',
    folder: 'AACSB-2',
    description: '教学空间与数字资源。Teaching spaces and digital resources.',
    standards: ['AACSB-2'],
    versions: one(
      '教学与数字资源清单 Learning Resources Inventory.docx',
      docx(learningResources),
      'staff',
      '2025-09-08',
    ),
  },
  {
    key: 'faculty-memo',
    folder: 'AACSB-3',
    description: '师资规模、学科FTE与资格标准。Faculty numbers, discipline FTE and qualification thresholds.',
    standards: ['AACSB-3', 'EQUIS-4', 'AMBA-2'],
    versions: one(
      '师资充足性与资格说明 Faculty Sufficiency Memo.docx',
      docx(facultySufficiencyMemo),
      'unitadmin',
      '2025-11-18',
    ),
  },
  {
    key: 'faculty-policy',
    folder: 'AACSB-3',
    description: '师资发展与年度评价制度（PDF）。Faculty development and annual review policy (PDF).',
    standards: ['AACSB-3', 'EQUIS-4'],
    versions: one(
      '师资发展与评价办法 Faculty Development Policy.pdf',
      { pdf: 'faculty-development-policy.pdf' },
      'unitadmin',
      '2024-09-26',
    ),
  },
  {
    key: 'curriculum-map',
    folder: 'AACSB-4',
    description: 'BBA学习目标、指标点与课程地图。BBA learning goals, objectives and curriculum map.',
    standards: ['AACSB-4', 'EQUIS-2'],
    versions: one(
      '工商管理学士课程地图 BBA Curriculum Map.docx',
      docx(bbaCurriculumMap),
      'progadmin',
      '2025-06-24',
    ),
  },
  {
    key: 'curriculum-minutes',
    folder: 'AACSB-4',
    description: '课程委员会2025年秋季决议。Decisions of the curriculum committee, autumn 2025.',
    standards: ['AACSB-4', 'AMBA-5'],
    versions: one(
      '课程委员会会议纪要 Curriculum Committee Minutes.docx',
      docx(curriculumCommitteeMinutes),
      'progadmin',
      '2025-10-17',
    ),
  },
  {
    key: 'aol-report',
    folder: 'AACSB-5',
    description:
      'BBA年度学习成效评估报告，含LO5.2改进措施。The BBA AoL report with the LO5.2 improvement action.',
    standards: ['AACSB-5'],
    versions: one(
      'BBA学习成效评估年度报告 BBA AoL Report.docx',
      docx(bbaAolReport),
      'progadmin',
      LAST_SCHOOL_YEAR_END,
    ),
  },
  {
    key: 'closing-the-loop',
    folder: 'AACSB-5',
    description:
      'LO5.2闭环：措施与再评估（PDF）。Closing the loop on LO5.2: actions and re-assessment (PDF).',
    standards: ['AACSB-5', 'EQUIS-2'],
    versions: one(
      'BBA LO5.2闭环报告 Closing the Loop.pdf',
      { pdf: 'bba-closing-the-loop.pdf' },
      'progadmin',
      LAST_SCHOOL_YEAR_END,
    ),
  },
  {
    key: 'aol-plan',
    folder: 'AACSB-5',
    description: '五年评估周期的原则与缺口。The five-year assessment cycle and its gaps.',
    standards: ['AACSB-5', 'AMBA-6'],
    versions: one(
      '学习成效评估五年规划 AoL Five-Year Plan.docx',
      docx(aolCyclePlan),
      'progadmin',
      LAST_SCHOOL_YEAR_END,
    ),
  },
  {
    key: 'cohort-report',
    folder: 'AACSB-6',
    description:
      '2019-2023级录取数据与AMBA工作经验检查。Admission of the 2019-2023 intakes and the AMBA work-experience check.',
    standards: ['AACSB-6', 'EQUIS-3', 'AMBA-4'],
    versions: one('学生录取与培养质量报告 Cohort Report.docx', docx(cohortReport), 'staff', '2025-12-05'),
  },
  {
    key: 'student-support',
    folder: 'AACSB-6',
    description: '学业支持与职业发展服务。Academic support and careers.',
    standards: ['AACSB-6', 'EQUIS-3'],
    versions: one('学生支持与职业发展服务 Student Support.docx', docx(studentSupport), 'staff', '2025-09-15'),
  },
  {
    key: 'teaching-evaluation',
    folder: 'AACSB-7',
    description: '2024-2025学年学生评教汇总。Student evaluation of teaching, 2024-2025.',
    standards: ['AACSB-7'],
    versions: one(
      '学生评教结果汇总 Teaching Evaluation Summary.docx',
      docx(teachingEvaluationSummary),
      'unitadmin',
      '2025-09-20',
    ),
  },
  {
    key: 'peer-observation',
    folder: 'AACSB-7',
    description:
      '2025年同行听课与案例教学观摩（PDF）。Peer observation and case-method demonstrations, 2025 (PDF).',
    standards: ['AACSB-7', 'AMBA-7'],
    versions: one(
      '同行听课与案例教学观摩记录 Peer Observation Record.pdf',
      { pdf: 'teaching-observation-record.pdf' },
      'unitadmin',
      '2025-12-22',
    ),
  },
  {
    key: 'impact-narrative',
    folder: 'AACSB-8',
    description: '研究主题与影响力案例（PDF）。Research themes and impact cases (PDF).',
    standards: ['AACSB-8', 'EQUIS-5'],
    versions: one(
      '学术影响力叙述 Impact of Scholarship.pdf',
      { pdf: 'impact-of-scholarship.pdf' },
      'secretary',
      '2025-11-28',
    ),
  },
  {
    key: 'research-summary',
    folder: 'AACSB-8',
    description: '按年度统计的同行评议期刊论文。Peer-reviewed journal articles by year.',
    standards: ['AACSB-8'],
    versions: one(
      '智力成果统计 Intellectual Contributions.docx',
      docx(researchOutputSummary),
      'secretary',
      '2026-01-08',
    ),
  },
  {
    key: 'sme-clinic',
    folder: 'AACSB-9',
    description:
      '服务大湾区中小企业的社会影响案例（PDF）。A societal impact case: clinics for Greater Bay Area SMEs (PDF).',
    standards: ['AACSB-9', 'EQUIS-10'],
    versions: one(
      '社会影响案例 SME Digital Clinics.pdf',
      { pdf: 'gba-sme-digital-clinic.pdf' },
      'unitadmin',
      '2025-12-15',
    ),
  },
  {
    key: 'executive-education',
    folder: 'AACSB-9',
    description: '2025年高管教育项目与学员。Executive education programmes and participants, 2025.',
    standards: ['AACSB-9', 'EQUIS-6'],
    versions: one(
      '高管教育年度报告 Executive Education Report.docx',
      docx(executiveEducationReport),
      'staff',
      '2025-12-18',
    ),
  },
  {
    key: 'ser-summary',
    folder: 'experts',
    description: '自评报告摘要。Summary of the self-evaluation report.',
    standards: ['AACSB-1'],
    versions: one(
      '自评报告摘要 Self-Evaluation Summary.docx',
      docx(selfEvaluationSummary),
      'unitadmin',
      '2025-12-28',
    ),
  },
  {
    key: 'key-figures',
    folder: 'experts',
    description: '关键数据一览。Key figures at a glance.',
    standards: ['AACSB-3', 'AACSB-6'],
    versions: one('关键数据一览 Key Figures.docx', docx(keyFigures), 'unitadmin', '2026-01-05'),
  },
  {
    // Untagged on purpose: the evidence view lists it for tidying.
    key: 'visit-schedule',
    folder: 'experts',
    description: '评审专家进校考察日程（PDF）。The peer review team’s visit schedule (PDF).',
    standards: [],
    versions: one(
      '专家进校考察日程 Visit Schedule.pdf',
      { pdf: 'peer-review-visit-schedule.pdf' },
      'unitadmin',
      '2026-01-06',
    ),
  },
  {
    key: 'mba-review',
    folder: 'drafts',
    description: 'MBA专业评估草稿。Draft review of the MBA.',
    standards: ['AACSB-4', 'AMBA-3'],
    versions: one(
      'MBA专业评估报告（草稿）MBA Programme Review Draft.docx',
      docx(() => programmeReviewDraft('MBA')),
      'progadmin',
      '2025-11-03',
    ),
  },
  {
    key: 'msf-review',
    folder: 'drafts',
    description: '金融学硕士专业评估草稿。Draft review of the MSc Finance.',
    standards: [],
    versions: one(
      '金融学硕士专业评估报告（草稿）MSc Finance Review Draft.docx',
      docx(() => programmeReviewDraft('MSF')),
      'progadmin',
      '2025-11-10',
    ),
  },
  {
    key: 'student-case',
    folder: 'students',
    description: '市场营销学课程作业。Marketing course assignment.',
    standards: [],
    versions: one('案例分析报告 Case Analysis.docx', docx(studentCaseAnalysis), 'student', '2025-12-01'),
  },
  {
    key: 'student-plan',
    folder: 'students',
    description: '创新创业基础课程作业。Entrepreneurship course assignment.',
    standards: [],
    versions: one('创业计划书 Business Plan.docx', docx(studentBusinessPlan), 'student', '2025-12-12'),
  },
];
