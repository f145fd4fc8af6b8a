import { UNMET_ACTION } from './demo-aol-data.ts';
import { DEMO_PROGRAMMES } from './demo-curriculum-programmes.ts';
import type { DocBody, DocSection } from './demo-files-docx.ts';
import { DEMO_PLAN, DEMO_PRIORITIES, DEMO_STATEMENTS } from './demo-strategy-data.ts';

/**
 * The texts of the demo school's Word documents for AACSB Standards 1 to 5 (the others are in
 * demo-files-docs-more.ts). Each is a function of the figures the rest of the demo seed stored
 * (DemoFacts, read by demo-files-facts.ts), so a document says what the screens say: the mission in
 * force, the plan's priorities and action states, the budget by year, the faculty count, the BBA's
 * learning goals, the assurance-of-learning years and the LO5.2 improvement action.
 */

export interface DemoFacts {
  /** The demo's two assessed school years ('2024-2025', '2025-2026'; demo-curriculum-people.ts). */
  aolPrevious: string;
  aolCurrent: string;
  /** Budget totals by year, in 10,000 CNY. */
  budget: { year: number; income: number; expenditure: number }[];
  /** The latest year of the faculty's yearly accreditation records. */
  faculty: { year: number; total: number; fullTime: number; participating: number } | null;
  /** Peer-reviewed journal articles (approved) by year of publication. */
  articles: { year: number; count: number }[];
  cohorts: {
    programme: string;
    cohortYear: number;
    applications: number;
    offers: number;
    enrolled: number;
    minExperience: number | null;
  }[];
}

const text = (html: string) =>
  html
    .replace(/<\/li>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .trim();
const mission2024 = DEMO_STATEMENTS.filter((s) => s.kind === 'mission').at(-1)!;
const mission2019 = DEMO_STATEMENTS.find((s) => s.kind === 'mission')!;
const fmt = (n: number) => n.toLocaleString('en-US');

/** Action counts of the 2024-2028 plan by status (1 not started, 2 in progress, 3 completed). */
function actionStates() {
  const actions = DEMO_PRIORITIES.flatMap((p) => p.goals.flatMap((g) => g.actions));
  const n = (s: string) => actions.filter((a) => a.status === s).length;
  return { total: actions.length, notStarted: n('1'), inProgress: n('2'), completed: n('3') };
}

export function strategicPlanSummary(stage: 'approved' | 'update'): DocBody {
  const states = actionStates();
  const sections: DocSection[] = [
    {
      heading: ['使命', 'Mission'],
      paragraphs: [[text(mission2024.zh), text(mission2024.en)]],
    },
    {
      heading: ['三大战略重点', 'Three strategic priorities'],
      paragraphs: [[DEMO_PLAN.description, DEMO_PLAN.descriptionEn]],
      table: {
        head: ['代码 Code', '战略重点与目标 Priority and goals', 'Priority and goals (English)'],
        rows: DEMO_PRIORITIES.flatMap((p) => [
          [p.code, p.zh, p.en],
          ...p.goals.map((g) => [g.code, g.zh, g.en]),
        ]),
      },
    },
  ];
  if (stage === 'update')
    sections.push({
      heading: ['中期进展（截至2025年12月）', 'Mid-term progress (to December 2025)'],
      paragraphs: [
        [
          `规划共${states.total}项行动：已完成${states.completed}项，进行中${states.inProgress}项，未开始${states.notStarted}项；部分2025年到期的行动已延期，列入2026年重点督办。`,
          `The plan has ${states.total} actions: ${states.completed} completed, ${states.inProgress} in progress and ${states.notStarted} not started; some actions due in 2025 are overdue and are followed up first in 2026.`,
        ],
        [
          '绩效目标中，SA教师比例、参与型教师比例、同行评议论文数和毕业生就业率由系统实时计算，详见战略规划模块。',
          'Of the performance targets, the SA ratio, the participating ratio, peer-reviewed articles and the graduate employment rate are computed live by the system; see the strategic planning module.',
        ],
      ],
    });
  return {
    title: ['2024-2028年学院发展战略规划摘要', 'Strategic Plan 2024-2028: Summary'],
    meta:
      stage === 'approved'
        ? ['学院党政联席会 2024年6月15日审议通过', 'Approved by the School Board, 15 June 2024']
        : ['学院办公室 2025年12月 中期更新版', "Dean's Office, December 2025, mid-term update"],
    sections,
  };
}

export function missionReviewMinutes(): DocBody {
  return {
    title: ['使命修订研讨会纪要', 'Mission Review Workshop: Minutes'],
    meta: ['学院办公室 2024年5月28日', "Dean's Office, 28 May 2024"],
    sections: [
      {
        heading: ['背景', 'Background'],
        paragraphs: [
          [
            `学院现行使命于2019年9月为AACSB资格申请而制定：“${text(mission2019.zh)}”。为配合2024-2028年战略规划，学院组织教师、学生、校友和雇主代表共同修订使命。`,
            `The mission in force since September 2019 was written for AACSB eligibility: "${text(mission2019.en)}" The school revised it with faculty, students, alumni and employers alongside the 2024-2028 strategic plan.`,
          ],
        ],
      },
      {
        heading: ['利益相关方意见', 'What stakeholders said'],
        table: {
          head: ['群体 Group', '人数 People', '主要意见 Main point'],
          rows: [
            ['教师 Faculty', 64, '突出研究的社会影响 Name the societal impact of research'],
            ['学生 Students', 120, '强调全球视野与责任 Stress a global outlook and responsibility'],
            ['校友 Alumni', 35, '服务粤港澳大湾区 Serve the Greater Bay Area'],
            ['雇主 Employers', 18, '培养领导者而非仅是专业人员 Develop leaders, not only professionals'],
          ],
        },
      },
      {
        heading: ['修订结果', 'Outcome'],
        paragraphs: [
          [text(mission2024.zh), text(mission2024.en)],
          [
            '修订稿提交学院党政联席会，于2024年6月15日审议通过并生效。',
            'The revision went to the School Board, which approved it with effect from 15 June 2024.',
          ],
        ],
      },
    ],
  };
}

export function budgetReport(f: DemoFacts): DocBody {
  const rows = f.budget.map((b) => [
    b.year,
    fmt(b.income),
    fmt(b.expenditure),
    fmt(b.income - b.expenditure),
  ]);
  const first = f.budget[0];
  const last = f.budget.at(-1);
  const growth =
    first && last && first.income > 0
      ? Math.round(((last.income - first.income) / first.income) * 1000) / 10
      : 0;
  return {
    title: ['2023-2025年度预算执行报告', 'Budget Report 2023-2025'],
    meta: ['学院办公室 财务组 2026年1月', "Dean's Office, finance team, January 2026"],
    sections: [
      {
        heading: ['收支总览（万元）', 'Income and expenditure (CNY 10,000)'],
        table: { head: ['年度 Year', '收入 Income', '支出 Expenditure', '结余 Balance'], rows },
        after: [
          [
            `三年间学院总收入增长${growth}%。学费收入仍是主要来源，高管教育收入每年增长约12%，科研经费每年增长约10%。`,
            `Over the three years total income grew by ${growth}%. Tuition and fees remain the main source; executive education income grows about 12% a year and research grants about 10%.`,
          ],
        ],
      },
      {
        heading: ['资源配置', 'Where the money goes'],
        paragraphs: [
          [
            '教师薪酬约占支出的45%。2025年新增金融实验室Wind终端与行为与决策实验室设备投入，信息技术与图书支出同比增长7%。',
            'Faculty salaries are about 45% of expenditure. In 2025 the school added Wind terminals in the finance lab and equipment in the behavioural and decision lab; technology and library spending rose 7%.',
          ],
        ],
      },
    ],
  };
}

export function learningResources(): DocBody {
  return {
    title: ['教学与数字资源清单', 'Learning and Digital Resources Inventory'],
    meta: ['学院办公室 2025年9月', "Dean's Office, September 2025"],
    sections: [
      {
        heading: ['教学空间', 'Teaching spaces'],
        table: {
          head: ['名称 Space', '位置 Location', '容量 Seats'],
          rows: [
            ['多媒体教室 Multimedia classrooms (24)', 'Teaching Building A', 1680],
            ['案例讨论室 Case-study rooms (8)', 'Business School Building, floor 3', 480],
            ['金融实验室 Finance lab (Bloomberg, Wind)', 'Business School Building, floor 2', 120],
            ['行为与决策实验室 Behavioural and decision lab', 'Business School Building, floor 5', 40],
            ['商学院图书馆 Business library', 'Library, floor 4', 300],
          ],
        },
      },
      {
        heading: ['数字资源', 'Digital resources'],
        paragraphs: [
          [
            '网络教学平台（Moodle）覆盖全部课程；数据库包括中国知网、Web of Science和Wind金融终端；统计软件Stata与SPSS共300个授权。',
            'The learning management platform (Moodle) carries every course; databases include CNKI, Web of Science and the Wind financial terminal; 300 licences of Stata and SPSS.',
          ],
        ],
      },
    ],
  };
}

export function facultySufficiencyMemo(f: DemoFacts): DocBody {
  const fac = f.faculty;
  const counts: [string, string] = fac
    ? [
        `${fac.year}年度教师认证记录共${fac.total}人，其中全职${fac.fullTime}人，参与型教师${fac.participating}人。`,
        `The ${fac.year} accreditation records list ${fac.total} teachers: ${fac.fullTime} full-time and ${fac.participating} participating.`,
      ]
    : ['教师认证记录尚未录入。', 'No accreditation record has been entered yet.'];
  return {
    title: ['师资充足性与资格说明', 'Faculty Sufficiency and Qualifications Memo'],
    meta: ['学院办公室 2025年11月', "Dean's Office, November 2025"],
    sections: [
      {
        heading: ['师资规模', 'Faculty numbers'],
        paragraphs: [counts],
        table: {
          head: ['系 Department', '学科 FTE'],
          rows: [
            ['会计系 Accounting', 18],
            ['金融系 Finance', 22],
            ['管理系 Management', 25],
            ['市场营销系 Marketing', 15],
            ['经济系 Economics', 20],
          ],
        },
      },
      {
        heading: ['资格标准', 'Qualification thresholds'],
        paragraphs: [
          [
            '按照AACSB标准3，学术型学者（SA）比例不低于40%，SA+PA+SP不低于60%，SA+PA+SP+IP不低于90%；参与型教师比例全院不低于75%、各学科不低于60%。表3-1由系统根据教师年度记录自动生成。',
            'Under AACSB Standard 3, Scholarly Academics are at least 40%, SA+PA+SP at least 60% and SA+PA+SP+IP at least 90%; participating faculty are at least 75% overall and 60% in each discipline. Table 3-1 is produced by the system from the yearly records.',
          ],
        ],
      },
    ],
  };
}

export function bbaCurriculumMap(): DocBody {
  const bba = DEMO_PROGRAMMES.find((p) => p.code === 'BBA')!;
  return {
    title: [`${bba.name[0]}课程地图`, `${bba.name[1]} (BBA): Curriculum Map`],
    meta: ['管理系 课程委员会 2025年6月', 'Management department, curriculum committee, June 2025'],
    sections: [
      {
        heading: ['项目简介', 'Programme'],
        paragraphs: [bba.description],
      },
      {
        heading: ['学习目标与指标点', 'Learning goals and objectives'],
        table: {
          head: ['代码 Code', '中文 Chinese', 'English'],
          rows: bba.goals.flatMap((g) => [[g.code, g.text[0], g.text[1]], ...g.los.map((lo) => [...lo])]),
        },
        after: [
          [
            '课程地图以高（H）、中（M）、低（L）标注每门课程对指标点的支撑程度；每个指标点至少由一门H级课程支撑。',
            'The map marks how strongly each course supports each objective, High (H), Medium (M) or Low (L); every objective has at least one High course.',
          ],
        ],
      },
    ],
  };
}

export function curriculumCommitteeMinutes(): DocBody {
  return {
    title: ['课程委员会会议纪要（2025年秋季）', 'Curriculum Committee Minutes, Autumn 2025'],
    meta: ['学院课程委员会 2025年10月16日', 'School curriculum committee, 16 October 2025'],
    sections: [
      {
        heading: ['决议事项', 'Decisions'],
        paragraphs: [
          [
            '一、本科项目新增“商业数据分析”选修课，与商务统计课程衔接，支撑LO5.2。',
            '1. The BBA adds a Business Analytics elective that follows Business Statistics and supports LO5.2.',
          ],
          [
            '二、公司金融课程增加ESG与可持续金融专题，回应学院使命中的社会责任。',
            '2. Corporate Finance adds a unit on ESG and sustainable finance, answering the social responsibility in the mission.',
          ],
          [
            '三、MBA项目教学总学时保持在500学时以上，满足AMBA要求；商业伦理课程（ETH510）继续作为全部硕士项目的必修课。',
            '3. The MBA keeps more than 500 contact hours, as AMBA requires; Business Ethics (ETH510) stays required in every master’s programme.',
          ],
        ],
      },
    ],
  };
}

export function bbaAolReport(f: DemoFacts): DocBody {
  return {
    title: [
      `工商管理学士项目学习成效评估年度报告（${f.aolPrevious}学年）`,
      `BBA Assurance of Learning Report, ${f.aolPrevious}`,
    ],
    meta: ['管理系 专业负责人 学年末', 'Management department, programme head, end of the school year'],
    sections: [
      {
        heading: ['评估范围', 'Scope'],
        paragraphs: [
          [
            '本学年对BBA项目的大部分指标点进行了直接测量，采用课程嵌入式评估（平时成绩、期中测验或案例分析报告、期末考试）和评分量规两种方法，目标达成度阈值为0.70。',
            'This year most BBA objectives were measured directly, by course-embedded assessment (ordinary grade, midterm test or case analysis report, final exam) and by rubric; the attainment threshold is 0.70.',
          ],
        ],
      },
      {
        heading: ['主要发现', 'Findings'],
        paragraphs: [
          [
            'LO5.2（运用定量工具分析数据以支持决策）未达到目标值0.70，学生在回归分析与数据解读题上失分较多；其余指标点均达成目标。',
            'LO5.2 (analysing data with quantitative tools to support decisions) missed its 0.70 target; students lost most marks on regression and on interpreting data. Every other objective assessed met its target.',
          ],
        ],
      },
      {
        heading: ['改进措施（闭环）', 'Improvement actions (closing the loop)'],
        paragraphs: [
          UNMET_ACTION,
          [
            `措施在${f.aolCurrent}学年开始前落实，${f.aolCurrent}学年将再次评估LO5.2。`,
            `The measures are in place before ${f.aolCurrent}, when LO5.2 is assessed again.`,
          ],
        ],
      },
    ],
  };
}

export function aolCyclePlan(f: DemoFacts): DocBody {
  return {
    title: ['学习成效评估五年规划', 'Assurance of Learning: Five-Year Assessment Plan'],
    meta: ['学院教学指导委员会', "The school's teaching steering committee"],
    sections: [
      {
        heading: ['原则', 'Principles'],
        paragraphs: [
          [
            '每个学位项目（BBA、MBA、金融学硕士、会计硕士）的每个指标点在五年认证周期内至少评估两次；优先由课程地图中的H级课程承担评估。',
            'Every objective of each degree programme (BBA, MBA, MSc Finance, Master of Accountancy) is assessed at least twice in the five-year cycle, by the High courses of the curriculum map first.',
          ],
        ],
      },
      {
        heading: ['当前周期的缺口', 'Gaps in the current cycle'],
        paragraphs: [
          [
            `截至${f.aolCurrent}学年，会计硕士项目LO5.1尚无H级课程支撑，未纳入评估；课程委员会已要求在下一学年调整课程地图。`,
            `As of ${f.aolCurrent}, the Master of Accountancy's LO5.1 has no High course and has not been assessed; the curriculum committee has asked for the map to be revised next year.`,
          ],
        ],
      },
    ],
  };
}
