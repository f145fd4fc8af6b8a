/**
 * The demo school's four degree programmes (issue 16 item 8): names, degree level, the department
 * that runs each, their training objectives (培养目标) and their learning goals (LG, 毕业要求) with
 * learning objectives (LO, 指标点), in Chinese and English as an AACSB school writes them.
 * Pure data; demo-curriculum.ts stores it.
 */

/** [Chinese, English]. */
export type Bilingual = readonly [string, string];

export interface DemoGoal {
  code: string;
  text: Bilingual;
  /** [code, Chinese, English]. */
  los: readonly (readonly [string, string, string])[];
}

export interface DemoProgramme {
  code: string;
  name: Bilingual;
  /** degreeLevel dictionary: 1 bachelor's, 2 master's specialised, 3 MBA. */
  level: '1' | '2' | '3';
  /** Organisation code of the department that runs it (seed/departments.ts). */
  orgCode: string;
  mapScale: 'HML' | 'IRM';
  description: Bilingual;
  objectives: readonly Bilingual[];
  goals: readonly DemoGoal[];
}

/** Every goal and objective of the demo aims at 0.7 (DOMAIN.md 5: t_j [0.7], goal target [0.7]). */
export const DEMO_TARGET = 0.7;

const BBA: DemoProgramme = {
  code: 'BBA',
  name: ['工商管理学士', 'Bachelor of Business Administration'],
  level: '1',
  orgCode: 'A01A03',
  mapScale: 'HML',
  description: [
    '四年制本科项目，培养具有扎实商科基础、全球视野与社会责任感的管理人才。',
    'A four-year undergraduate programme that prepares managers with a solid grounding in business, a global outlook and a sense of social responsibility.',
  ],
  objectives: [
    [
      '培养具有扎实的经济管理理论基础、全球视野和社会责任感，能够在企业、金融机构和政府部门从事管理工作的高素质复合型人才。',
      'Graduates are well grounded in economics and management, with a global outlook and a sense of social responsibility, ready for management roles in companies, financial institutions and public bodies.',
    ],
    [
      '毕业五年左右，能够胜任部门主管或项目负责人岗位，运用数据与商业分析解决复杂管理问题。',
      'About five years after graduating, they lead a team or a project and solve complex management problems with data and business analysis.',
    ],
    [
      '具备终身学习与创新创业能力，能够适应数字经济时代的职业发展。',
      'They keep learning, innovate and start ventures, and adapt their careers to the digital economy.',
    ],
  ],
  goals: [
    {
      code: 'LG1',
      text: ['批判性思维', 'Critical thinking'],
      los: [
        ['LO1.1', '学生能够识别并界定商业问题', 'Students identify and frame business problems'],
        [
          'LO1.2',
          '学生能够评估证据与备选方案并得出合理结论',
          'Students evaluate evidence and alternatives to reach well-reasoned conclusions',
        ],
      ],
    },
    {
      code: 'LG2',
      text: ['有效沟通', 'Effective communication'],
      los: [
        [
          'LO2.1',
          '学生能够撰写结构清晰、表达准确的商务文书',
          'Students write clear, well-organised business documents',
        ],
        ['LO2.2', '学生能够进行有说服力的口头陈述', 'Students deliver persuasive oral presentations'],
      ],
    },
    {
      code: 'LG3',
      text: ['伦理与社会责任', 'Ethics and social responsibility'],
      los: [
        [
          'LO3.1',
          '学生能够识别商业决策中的伦理问题',
          'Students recognise the ethical issues in business decisions',
        ],
        [
          'LO3.2',
          '学生能够提出兼顾利益相关者与可持续发展的解决方案',
          'Students propose responses that weigh stakeholder interests and sustainability',
        ],
      ],
    },
    {
      code: 'LG4',
      text: ['全球视野与团队合作', 'Global perspective and teamwork'],
      los: [
        [
          'LO4.1',
          '学生能够解释文化、经济与制度差异对国际商务的影响',
          'Students explain how culture, economics and institutions shape international business',
        ],
        ['LO4.2', '学生能够在多元化团队中有效合作', 'Students collaborate effectively in diverse teams'],
      ],
    },
    {
      code: 'LG5',
      text: ['商业知识与数据分析', 'Business knowledge and analytics'],
      los: [
        [
          'LO5.1',
          '学生能够运用会计、金融、营销与管理的核心知识',
          'Students apply the core knowledge of accounting, finance, marketing and management',
        ],
        [
          'LO5.2',
          '学生能够运用定量工具分析数据以支持决策',
          'Students analyse data with quantitative tools to support decisions',
        ],
        [
          'LO5.3',
          '学生能够整合各职能知识制定企业战略',
          'Students integrate functional knowledge to formulate business strategy',
        ],
      ],
    },
  ],
};

const MBA: DemoProgramme = {
  code: 'MBA',
  name: ['工商管理硕士', 'Master of Business Administration'],
  level: '3',
  orgCode: 'A01',
  mapScale: 'IRM',
  description: [
    '面向有工作经验的管理者的两年制MBA项目，强调战略领导力与中国情境下的负责任管理。',
    'A two-year MBA for experienced managers, centred on strategic leadership and responsible management in the Chinese context.',
  ],
  objectives: [
    [
      '培养具有战略思维、领导能力和国际视野，熟悉中国商业情境的中高层管理者。',
      'Develop middle and senior managers with strategic thinking, leadership and an international outlook, who understand business in China.',
    ],
    [
      '毕业生能够整合各职能领域的知识，在不确定的环境中做出负责任的商业决策。',
      'Graduates integrate knowledge across business functions and make responsible decisions under uncertainty.',
    ],
  ],
  goals: [
    {
      code: 'LG1',
      text: ['战略领导力', 'Strategic leadership'],
      los: [
        [
          'LO1.1',
          '学生能够基于行业与企业分析制定竞争战略',
          'Students formulate competitive strategy from an analysis of the industry and the firm',
        ],
        ['LO1.2', '学生能够领导团队并推动组织变革', 'Students lead teams and drive organisational change'],
      ],
    },
    {
      code: 'LG2',
      text: ['综合决策', 'Integrated decision making'],
      los: [
        [
          'LO2.1',
          '学生能够整合财务、营销与运营信息进行跨职能决策',
          'Students integrate financial, marketing and operations information in cross-functional decisions',
        ],
        [
          'LO2.2',
          '学生能够运用定量分析与经济学推理评估商业方案',
          'Students evaluate business options with quantitative analysis and economic reasoning',
        ],
      ],
    },
    {
      code: 'LG3',
      text: ['负责任的管理', 'Responsible management'],
      los: [
        [
          'LO3.1',
          '学生能够分析管理决策中的伦理困境与公司治理问题',
          'Students analyse ethical dilemmas and governance issues in management decisions',
        ],
        [
          'LO3.2',
          '学生能够将环境、社会与治理（ESG）因素纳入商业决策',
          'Students build environmental, social and governance (ESG) considerations into business decisions',
        ],
      ],
    },
    {
      code: 'LG4',
      text: ['全球视野与高层沟通', 'Global perspective and executive communication'],
      los: [
        [
          'LO4.1',
          '学生能够评估中国及全球市场中的机会与风险',
          'Students assess opportunities and risks in Chinese and global markets',
        ],
        [
          'LO4.2',
          '学生能够向高层管理者进行有说服力的书面与口头沟通',
          'Students communicate persuasively, in writing and orally, with senior executives',
        ],
      ],
    },
  ],
};

const MSF: DemoProgramme = {
  code: 'MSF',
  name: ['金融学硕士', 'Master of Science in Finance'],
  level: '2',
  orgCode: 'A01A02',
  mapScale: 'HML',
  description: [
    '两年制专业硕士项目，以现代金融理论与定量方法为核心，对接CFA知识体系。',
    'A two-year specialised master’s built on modern financial theory and quantitative methods, aligned with the CFA body of knowledge.',
  ],
  objectives: [
    [
      '培养掌握现代金融理论与定量方法，能够在投资银行、资产管理和商业银行等机构从事专业工作的金融人才。',
      'Prepare finance professionals who master modern financial theory and quantitative methods for careers in investment banking, asset management and commercial banking.',
    ],
    [
      '毕业生恪守职业道德，具备风险意识，能够达到CFA等国际职业资格的要求。',
      'Graduates act with integrity and awareness of risk, and meet the standards of international qualifications such as the CFA charter.',
    ],
  ],
  goals: [
    {
      code: 'LG1',
      text: ['金融理论与分析', 'Financial theory and analysis'],
      los: [
        [
          'LO1.1',
          '学生能够运用资产定价与估值模型评估金融资产',
          'Students value financial assets with asset pricing and valuation models',
        ],
        [
          'LO1.2',
          '学生能够分析财务报表并据此作出投资判断',
          'Students analyse financial statements to support investment decisions',
        ],
      ],
    },
    {
      code: 'LG2',
      text: ['定量与技术能力', 'Quantitative and technical skills'],
      los: [
        [
          'LO2.1',
          '学生能够运用计量经济方法检验金融问题',
          'Students test financial questions with econometric methods',
        ],
        [
          'LO2.2',
          '学生能够使用编程工具构建并验证金融模型',
          'Students build and validate financial models with programming tools',
        ],
      ],
    },
    {
      code: 'LG3',
      text: ['职业道德与风险管理', 'Professional ethics and risk management'],
      los: [
        [
          'LO3.1',
          '学生能够依据CFA职业行为准则识别并处理道德问题',
          'Students recognise and resolve ethical issues under the CFA Institute Code and Standards',
        ],
        [
          'LO3.2',
          '学生能够识别、计量并管理市场、信用与流动性风险',
          'Students identify, measure and manage market, credit and liquidity risk',
        ],
      ],
    },
    {
      code: 'LG4',
      text: ['专业沟通', 'Professional communication'],
      los: [
        [
          'LO4.1',
          '学生能够撰写规范的投资研究报告',
          'Students write professional investment research reports',
        ],
        [
          'LO4.2',
          '学生能够清晰地陈述并论证投资建议',
          'Students present and defend investment recommendations clearly',
        ],
      ],
    },
  ],
};

const MACC: DemoProgramme = {
  code: 'MACC',
  name: ['会计硕士', 'Master of Accountancy'],
  level: '2',
  orgCode: 'A01A01',
  mapScale: 'HML',
  description: [
    '两年制会计专业硕士项目，培养具备会计、审计与税务专业能力和良好职业道德的应用型人才。',
    'A two-year professional master’s for accountants with expertise in accounting, auditing and taxation and high ethical standards.',
  ],
  objectives: [
    [
      '培养具备扎实的会计、审计与税务专业能力和良好职业道德，能够胜任企业财务管理与会计师事务所工作的高层次应用型会计人才。',
      'Prepare accountants with solid expertise in accounting, auditing and taxation and high ethical standards, for corporate finance functions and accounting firms.',
    ],
    [
      '毕业生能够运用数据分析与信息技术支持管理决策，在五年内成长为财务管理骨干。',
      'Graduates use data analytics and information technology to support management decisions, and become key finance staff within five years.',
    ],
    [
      '毕业生具备持续学习能力，能够取得CPA、ACCA等职业资格。',
      'Graduates keep learning and earn professional qualifications such as the CPA and the ACCA.',
    ],
  ],
  goals: [
    {
      code: 'LG1',
      text: ['会计专业能力', 'Accounting expertise'],
      los: [
        [
          'LO1.1',
          '学生能够运用企业会计准则与国际财务报告准则处理复杂交易',
          'Students apply Chinese Accounting Standards and IFRS to complex transactions',
        ],
        [
          'LO1.2',
          '学生能够运用管理会计信息支持计划、控制与绩效评价',
          'Students use management accounting information for planning, control and performance evaluation',
        ],
      ],
    },
    {
      code: 'LG2',
      text: ['审计与风险控制', 'Assurance and risk control'],
      los: [
        [
          'LO2.1',
          '学生能够计划并执行审计程序，形成恰当的审计结论',
          'Students plan and perform audit procedures and reach appropriate audit conclusions',
        ],
        [
          'LO2.2',
          '学生能够评价内部控制设计与运行的有效性',
          'Students evaluate the design and operating effectiveness of internal controls',
        ],
      ],
    },
    {
      code: 'LG3',
      text: ['职业道德与法规', 'Professional ethics and regulation'],
      los: [
        [
          'LO3.1',
          '学生能够在职业情境中运用会计职业道德守则',
          'Students apply the code of ethics for professional accountants in practice situations',
        ],
        [
          'LO3.2',
          '学生能够依据税收法规进行纳税申报与税务筹划',
          'Students prepare tax filings and plan taxes within the tax law',
        ],
      ],
    },
    {
      code: 'LG4',
      text: ['数据分析与信息技术', 'Data analytics and technology'],
      los: [
        [
          'LO4.1',
          '学生能够运用数据分析工具发现财务数据中的规律与异常',
          'Students use data analytics tools to find patterns and anomalies in financial data',
        ],
        [
          'LO4.2',
          '学生能够评估会计信息系统对业务流程的支持',
          'Students assess how accounting information systems support business processes',
        ],
      ],
    },
    {
      code: 'LG5',
      text: ['沟通与协作', 'Communication and collaboration'],
      los: [
        [
          'LO5.1',
          '学生能够向非财务人员清晰地解释会计信息',
          'Students explain accounting information clearly to non-financial audiences',
        ],
        [
          'LO5.2',
          '学生能够在团队中有效协作完成专业任务',
          'Students work effectively in teams on professional engagements',
        ],
      ],
    },
  ],
};

/** In display order (the programme's `sort`). */
export const DEMO_PROGRAMMES: readonly DemoProgramme[] = [BBA, MBA, MSF, MACC];
