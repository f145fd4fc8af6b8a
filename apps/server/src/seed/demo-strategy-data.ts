/**
 * The demo school's strategic planning records (issue 19 item 9), as plain data: statements in both
 * languages, a five-year plan, performance targets, continuous-improvement records. demo-strategy.ts
 * writes them. Dates are fixed so that the demo tells the same story on every installation: actions
 * due in 2025 and not completed read as overdue from 2026 on.
 */

export interface DemoStatement {
  kind: 'mission' | 'vision' | 'expectedOutcome' | 'coreValue';
  effectiveDate: string;
  zh: string;
  en: string;
  approvedBy: string;
  changeNote: string;
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export const DEMO_STATEMENTS: DemoStatement[] = [
  {
    kind: 'mission',
    effectiveDate: '2019-09-01',
    zh: p('培养具有国际视野的商业人才，开展服务区域经济发展的研究。'),
    en: p(
      'We educate business professionals with an international outlook and conduct research that serves the development of the regional economy.',
    ),
    approvedBy: 'School Board / 学院党政联席会',
    changeNote: 'First mission statement adopted for AACSB eligibility.',
  },
  {
    kind: 'mission',
    effectiveDate: '2024-06-15',
    zh: p(
      '培养具有全球视野和社会责任感的商业领袖，开展影响管理实践与公共政策的研究，服务粤港澳大湾区及更广阔的世界。',
    ),
    en: p(
      'We develop business leaders with a global outlook and a sense of social responsibility, conduct research that shapes management practice and public policy, and serve the Greater Bay Area and the wider world.',
    ),
    approvedBy: 'School Board / 学院党政联席会',
    changeNote:
      'Revised with the 2024-2028 strategic plan: societal impact and the Greater Bay Area named; "leaders" replaces "professionals".',
  },
  {
    kind: 'vision',
    effectiveDate: '2024-06-15',
    zh: p('成为亚洲领先、具有全球影响力的研究型商学院。'),
    en: p('To be a leading research-driven business school in Asia with global impact.'),
    approvedBy: 'School Board / 学院党政联席会',
    changeNote: 'Adopted with the 2024-2028 strategic plan.',
  },
  {
    kind: 'expectedOutcome',
    effectiveDate: '2024-06-15',
    zh: ul(
      '毕业生具备解决复杂商业问题的能力，并在毕业后六个月内实现高质量就业或深造；',
      '教师在高水平期刊持续发表研究成果，并影响企业与政府决策；',
      '学院成为大湾区企业高管教育与咨询的首选伙伴。',
    ),
    en: ul(
      'Graduates solve complex business problems and are employed or in further study within six months;',
      'Faculty publish in leading journals and their research informs business and government decisions;',
      'The school is the partner of choice for executive education and advisory work in the Greater Bay Area.',
    ),
    approvedBy: 'School Board / 学院党政联席会',
    changeNote: 'Adopted with the 2024-2028 strategic plan.',
  },
  {
    kind: 'coreValue',
    effectiveDate: '2024-06-15',
    zh: ul(
      '诚信：以最高的道德标准行事；',
      '卓越：在教学与研究中追求最高质量；',
      '开放：拥抱多元文化与跨界合作；',
      '责任：对学生、社会与环境负责。',
    ),
    en: ul(
      'Integrity: we act to the highest ethical standards;',
      'Excellence: we pursue the highest quality in teaching and research;',
      'Openness: we embrace diverse cultures and collaboration across boundaries;',
      'Responsibility: we answer to our students, society and the environment.',
    ),
    approvedBy: 'School Board / 学院党政联席会',
    changeNote: 'Adopted with the 2024-2028 strategic plan.',
  },
];

/** [code, zh, en, standards] of a priority, its goals, and each goal's actions. */
export interface DemoAction {
  code: string;
  zh: string;
  en: string;
  owner: string;
  start: string;
  due: string;
  /** planActionStatus: 1 Not Started, 2 In Progress, 3 Completed. */
  status: '1' | '2' | '3';
  completed?: string;
  standards: string;
  note?: string;
}
export interface DemoGoal {
  code: string;
  zh: string;
  en: string;
  standards: string;
  actions: DemoAction[];
}
export interface DemoPriority {
  code: string;
  zh: string;
  en: string;
  goals: DemoGoal[];
}

const a = (
  code: string,
  zh: string,
  en: string,
  owner: string,
  start: string,
  due: string,
  status: '1' | '2' | '3',
  standards: string,
  completed?: string,
  note?: string,
): DemoAction => ({ code, zh, en, owner, start, due, status, standards, completed, note });

export const DEMO_PLAN = {
  zh: '2024-2028 年学院发展战略规划',
  en: 'Strategic Plan 2024-2028',
  startYear: 2024,
  endYear: 2028,
  approvedBy: 'School Board / 学院党政联席会',
  description: '围绕教学卓越、研究影响力和社会服务三大重点，支撑 AACSB 持续认证。',
  descriptionEn:
    'Three priorities (teaching excellence, research impact, engagement) that carry the school through its AACSB continuous-improvement review.',
};

export const DEMO_PRIORITIES: DemoPriority[] = [
  {
    code: 'P1',
    zh: '教学卓越',
    en: 'Teaching excellence',
    goals: [
      {
        code: 'G1.1',
        zh: '完善学习成效评估闭环',
        en: 'Close the loop of assurance of learning',
        standards: '6,10,11',
        actions: [
          a(
            'A1',
            '为全部学位项目制定评估计划',
            'Assessment plans for every degree programme',
            'progadmin',
            '2024-03-01',
            '2024-12-31',
            '3',
            '6,6-1',
            '2024-11-20',
          ),
          a(
            'A2',
            '每年发布学习成效评估报告',
            'Publish an assurance-of-learning report every year',
            'progadmin',
            '2025-01-01',
            '2025-06-30',
            '2',
            '6,10',
            undefined,
            '2024-25 report drafted; the MBA part is missing.',
          ),
          a(
            'A3',
            '建立课程改进跟踪机制',
            'Track course improvements to their outcome',
            'unitadmin',
            '2025-09-01',
            '2026-12-31',
            '2',
            '6,11',
          ),
        ],
      },
      {
        code: 'G1.2',
        zh: '提升教师教学能力',
        en: 'Strengthen teaching capability',
        standards: '3,5',
        actions: [
          a(
            'A4',
            '新教师教学工作坊',
            'Teaching workshops for new faculty',
            'unitadmin',
            '2024-09-01',
            '2025-01-31',
            '3',
            '3',
            '2025-01-15',
          ),
          a(
            'A5',
            '引入同行听课制度',
            'Peer observation of teaching',
            'unitadmin',
            '2025-03-01',
            '2025-12-31',
            '1',
            '3,5',
          ),
        ],
      },
    ],
  },
  {
    code: 'P2',
    zh: '研究影响力',
    en: 'Research impact',
    goals: [
      {
        code: 'G2.1',
        zh: '提高高水平期刊发表',
        en: 'More articles in leading journals',
        standards: '3-1,7',
        actions: [
          a(
            'A6',
            '设立高水平论文奖励计划',
            'Award scheme for articles in leading journals',
            'secretary',
            '2024-01-01',
            '2024-06-30',
            '3',
            '7',
            '2024-05-30',
          ),
          a(
            'A7',
            '组建跨学科研究团队',
            'Cross-disciplinary research clusters',
            'secretary',
            '2024-09-01',
            '2026-08-31',
            '2',
            '7',
          ),
          a(
            'A8',
            '引进五名学术型（SA）教师',
            'Recruit five scholarly academic (SA) faculty',
            'unitadmin',
            '2024-01-01',
            '2027-12-31',
            '2',
            '3,3-1',
          ),
        ],
      },
      {
        code: 'G2.2',
        zh: '扩大研究的社会影响',
        en: 'Wider societal impact of research',
        standards: '7',
        actions: [
          a(
            'A9',
            '出版政策简报系列',
            'A policy brief series',
            'secretary',
            '2025-01-01',
            '2025-09-30',
            '1',
            '7',
          ),
          a(
            'A10',
            '举办年度研究影响力论坛',
            'An annual research impact forum',
            'secretary',
            '2024-10-01',
            '2024-12-15',
            '3',
            '7',
            '2024-12-20',
          ),
        ],
      },
    ],
  },
  {
    code: 'P3',
    zh: '社会服务与国际化',
    en: 'Engagement and internationalisation',
    goals: [
      {
        code: 'G3.1',
        zh: '发展高管教育',
        en: 'Grow executive education',
        standards: '2,5',
        actions: [
          a(
            'A11',
            '推出大湾区企业定制课程',
            'Custom programmes for Greater Bay Area companies',
            'staff',
            '2024-06-01',
            '2025-05-31',
            '3',
            '5',
            '2025-05-10',
          ),
          a(
            'A12',
            '建设高管教育校友网络',
            'An executive education alumni network',
            'staff',
            '2026-01-01',
            '2027-06-30',
            '1',
            '8',
          ),
        ],
      },
      {
        code: 'G3.2',
        zh: '提升国际学生比例',
        en: 'More international students',
        standards: '8',
        actions: [
          a(
            'A13',
            '与十所海外院校签订交换协议',
            'Exchange agreements with ten partner schools abroad',
            'unitadmin',
            '2024-03-01',
            '2026-06-30',
            '2',
            '8',
          ),
          a(
            'A14',
            '开设全英文本科项目',
            'An undergraduate track taught in English',
            'progadmin',
            '2025-09-01',
            '2027-09-01',
            '1',
            '5,8',
          ),
          a(
            'A15',
            '建设国际学生服务中心',
            'An international student service centre',
            'staff',
            '2024-09-01',
            '2025-03-31',
            '3',
            '2,8',
            '2025-03-28',
          ),
        ],
      },
    ],
  },
];

/** [code, zh, en, unit, direction, source, baseline, baselineYear, goal, targets 2024-2028, typed actuals]. */
export interface DemoKpi {
  code: string;
  zh: string;
  en: string;
  unit: string;
  direction: '1' | '2';
  source: string;
  baseline: number;
  baselineYear: number;
  goal: string;
  targets: number[];
  actuals?: (number | null)[];
}

export const DEMO_KPIS: DemoKpi[] = [
  {
    code: 'K1',
    zh: 'SA 教师比例',
    en: 'Scholarly academic (SA) faculty ratio',
    unit: '1',
    direction: '1',
    source: 'saRatio',
    baseline: 38,
    baselineYear: 2023,
    goal: 'G2.1',
    targets: [40, 42, 44, 46, 48],
  },
  {
    code: 'K2',
    zh: '参与型教师授课比例',
    en: 'Participating faculty teaching ratio',
    unit: '1',
    direction: '1',
    source: 'participatingRatio',
    baseline: 72,
    baselineYear: 2023,
    goal: 'G1.2',
    targets: [75, 76, 77, 78, 80],
  },
  {
    code: 'K3',
    zh: '同行评审期刊论文数（五年）',
    en: 'Peer-reviewed journal articles (five years)',
    unit: '2',
    direction: '1',
    source: 'peerReviewedArticles',
    baseline: 20,
    baselineYear: 2023,
    goal: 'G2.1',
    targets: [25, 30, 35, 40, 45],
  },
  {
    code: 'K4',
    zh: '毕业生就业率',
    en: 'Graduate employment rate',
    unit: '1',
    direction: '1',
    source: 'employmentRate',
    baseline: 92,
    baselineYear: 2023,
    goal: 'G1.1',
    targets: [93, 94, 95, 95, 96],
  },
  {
    code: 'K5',
    zh: '国际学生比例',
    en: 'International students',
    unit: '1',
    direction: '1',
    source: 'manual',
    baseline: 3.5,
    baselineYear: 2023,
    goal: 'G3.2',
    targets: [4, 5, 6, 7, 8],
    actuals: [4.2, 4.6],
  },
  {
    code: 'K6',
    zh: '高管教育收入（万元）',
    en: 'Executive education income (10,000 CNY)',
    unit: '4',
    direction: '1',
    source: 'manual',
    baseline: 1800,
    baselineYear: 2023,
    goal: 'G3.1',
    targets: [2000, 2300, 2600, 2900, 3200],
    actuals: [2150, null],
  },
  {
    code: 'K7',
    zh: '生师比',
    en: 'Students per faculty member',
    unit: '3',
    direction: '2',
    source: 'manual',
    baseline: 19,
    baselineYear: 2023,
    goal: 'G1.2',
    targets: [18.5, 18, 17.5, 17, 16.5],
    actuals: [18.2, 17.6],
  },
];

export interface DemoImprovement {
  finding: string;
  findingEn: string;
  source: string;
  action: string;
  actionEn: string;
  result?: string;
  resultEn?: string;
  standards: string;
  owner: string;
  year: number;
  due: string;
  status: '1' | '2' | '3';
}

export const DEMO_IMPROVEMENTS: DemoImprovement[] = [
  {
    finding: '2023 年持续改进审查指出 SA 教师比例低于 40% 的标准',
    findingEn: 'The 2023 continuous-improvement review found the SA ratio below the 40% guideline',
    source: 'AACSB CIR 2023',
    action: '修订教师资格标准，设立研究启动基金，引进学术型教师',
    actionEn:
      'Revised the faculty qualification criteria, set up research start-up funds and recruited scholarly academics',
    result: 'SA 比例由 38% 提升至 41%',
    resultEn: 'The SA ratio rose from 38% to 41%',
    standards: '3,3-1',
    owner: 'unitadmin',
    year: 2024,
    due: '2024-12-31',
    status: '3',
  },
  {
    finding: '毕业生调查显示学生对职业发展服务满意度较低',
    findingEn: 'The exit survey showed low satisfaction with career services',
    source: '毕业生调查 2024 / Exit survey 2024',
    action: '增设职业导师计划，每学期举办行业招聘会',
    actionEn: 'Added a career mentor scheme and an industry recruitment fair every semester',
    standards: '8',
    owner: 'staff',
    year: 2025,
    due: '2025-12-31',
    status: '2',
  },
  {
    finding: '部分课程大纲未对应专业学习目标',
    findingEn: 'Some syllabi did not map to programme learning objectives',
    source: '课程地图审查 / Curriculum map review',
    action: '要求全部课程大纲在课程地图中标注对应目标',
    actionEn: 'Every syllabus now names its objectives on the curriculum map',
    result: '课程地图覆盖率达到 100%',
    resultEn: 'The curriculum map now covers every course',
    standards: '5,6',
    owner: 'progadmin',
    year: 2024,
    due: '2024-09-30',
    status: '3',
  },
  {
    finding: '图书馆电子资源使用率偏低',
    findingEn: 'Low use of the library\u2019s electronic resources',
    source: '资源审查 / Resources review',
    action: '开展数据库使用培训，并将数据库链接嵌入课程平台',
    actionEn: 'Database training sessions and database links inside the teaching platform',
    standards: '2',
    owner: 'staff',
    year: 2026,
    due: '2026-06-30',
    status: '1',
  },
];
