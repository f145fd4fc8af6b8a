import type { DemoSyllabus } from './demo-curriculum-syllabi.ts';

/** Syllabi of master's courses: four approved, two waiting (one by `multirole`; the Ethics draft links an objective the MBA map lacks). */
export const MASTERS_SYLLABI: readonly DemoSyllabus[] = [
  {
    course: 'MBA600',
    state: 'approved',
    account: 'teacher',
    template: 'case',
    summary: [
      '面向MBA学员讲授战略分析、战略选择与战略实施，重点讨论中国企业转型与国际化的案例。',
      'For MBA participants: strategic analysis, choice and implementation, with cases on the transformation and internationalisation of Chinese firms.',
    ],
    objectives: [
      [
        '基于行业与企业分析制定竞争战略',
        'Formulate competitive strategy from industry and firm analysis',
        'MBA:LO1.1',
      ],
      [
        '整合跨职能信息评估战略选择',
        'Integrate cross-functional information to assess strategic options',
        'MBA:LO2.1',
      ],
      [
        '评估全球市场中的战略机会与风险',
        'Assess strategic opportunities and risks in global markets',
        'MBA:LO4.1',
      ],
    ],
    topics: [
      ['战略与战略管理', 'Strategy and strategic management'],
      ['行业分析与竞争优势', 'Industry analysis and competitive advantage'],
      ['资源基础观与核心能力', 'Resources and core competences'],
      ['业务层战略', 'Business-level strategy'],
      ['多元化与并购', 'Diversification, mergers and acquisitions'],
      ['国际化战略', 'International strategy'],
      ['战略实施与组织变革', 'Implementation and organisational change'],
    ],
    books: [
      ['Strategic Management: Concepts and Cases', 'Michael A. Hitt et al.', 'Cengage', 2020, true],
      ['Contemporary Strategy Analysis', 'Robert M. Grant', 'Wiley', 2019, false],
    ],
  },
  {
    course: 'MSF520',
    state: 'approved',
    template: 'exam',
    summary: [
      '本课程讲授投资组合理论、资本资产定价模型、因子模型、有效市场假说以及债券与股票的估值。',
      'Portfolio theory, the CAPM, factor models, market efficiency, and the valuation of bonds and equities.',
    ],
    objectives: [
      [
        '运用资产定价模型估计证券的预期收益',
        'Estimate expected returns of securities with asset pricing models',
        'MSF:LO1.1 MBA:LO2.2',
      ],
      ['构建并评价投资组合', 'Build and evaluate portfolios', 'MSF:LO1.1'],
      ['衡量并控制投资组合风险', 'Measure and control portfolio risk', 'MSF:LO3.2'],
    ],
    topics: [
      ['投资环境与金融工具', 'The investment environment and instruments'],
      ['风险、收益与资产配置', 'Risk, return and asset allocation'],
      ['最优风险组合', 'Optimal risky portfolios'],
      ['资本资产定价模型', 'The capital asset pricing model'],
      ['因子模型与套利定价', 'Factor models and arbitrage pricing'],
      ['有效市场与行为金融', 'Market efficiency and behavioural finance'],
      ['债券与股票估值', 'Bond and equity valuation'],
    ],
    books: [['Investments', 'Zvi Bodie, Alex Kane, Alan J. Marcus', 'McGraw-Hill', 2021, true]],
  },
  {
    course: 'MAF510',
    state: 'approved',
    template: 'case',
    summary: [
      '本课程从投资者与管理者的视角解读财务报告，讲授盈利质量、比率分析、现金流分析与财务预测。',
      'Reading financial reports as an investor and as a manager: earnings quality, ratio analysis, cash-flow analysis and forecasting.',
    ],
    objectives: [
      [
        '依据准则解读财务报表中的重要会计政策',
        'Read the key accounting policies in financial statements against the standards',
        'MACC:LO1.1',
      ],
      [
        '运用比率与现金流分析评价企业业绩',
        "Assess a company's performance with ratio and cash-flow analysis",
        'MSF:LO1.2',
      ],
      [
        '向非财务管理者解释分析结论',
        'Explain the findings to non-financial managers',
        'MACC:LO5.1 MSF:LO4.1',
      ],
    ],
    topics: [
      ['财务报告体系与信息披露', 'Financial reporting and disclosure'],
      ['会计分析与盈利质量', 'Accounting analysis and earnings quality'],
      ['盈利能力分析', 'Profitability analysis'],
      ['偿债能力与营运能力分析', 'Solvency and efficiency analysis'],
      ['现金流量分析', 'Cash-flow analysis'],
      ['财务预测', 'Forecasting'],
      ['财务报告舞弊识别', 'Detecting financial reporting fraud'],
    ],
    books: [
      ['Business Analysis and Valuation: IFRS Edition', 'Krishna G. Palepu et al.', 'Cengage', 2022, true],
      [
        'Financial Statement Analysis and Security Valuation',
        'Stephen H. Penman',
        'McGraw-Hill',
        2013,
        false,
      ],
    ],
  },
  {
    course: 'MAC520',
    state: 'approved',
    template: 'exam',
    summary: [
      '本课程依据中国注册会计师审计准则，讲授审计计划、风险评估、控制测试、实质性程序与审计报告。',
      'Under the Chinese Auditing Standards: audit planning, risk assessment, tests of controls, substantive procedures and the audit report.',
    ],
    objectives: [
      [
        '计划并执行审计程序，形成审计结论',
        'Plan and perform audit procedures and reach a conclusion',
        'MACC:LO2.1',
      ],
      ['在审计情境中运用职业道德守则', 'Apply the code of ethics in audit situations', 'MACC:LO3.1'],
      [
        '在审计小组中协作完成模拟审计',
        'Complete a simulated audit as a member of an audit team',
        'MACC:LO5.2',
      ],
    ],
    topics: [
      ['审计概论与职业责任', 'Auditing and professional responsibility'],
      ['审计证据与审计工作底稿', 'Audit evidence and working papers'],
      ['风险评估', 'Risk assessment'],
      ['内部控制测试', 'Tests of controls'],
      ['销售与收款循环审计', 'Auditing the revenue cycle'],
      ['采购与付款循环审计', 'Auditing the purchasing cycle'],
      ['审计报告', 'The audit report'],
    ],
    books: [
      ['审计', '中国注册会计师协会', '中国财政经济出版社', 2024, true],
      ['Auditing and Assurance Services', 'Alvin A. Arens et al.', 'Pearson', 2019, false],
    ],
  },
  {
    course: 'ETH510',
    state: 'waiting',
    template: 'case',
    summary: [
      '本课程探讨企业决策中的伦理困境、公司治理结构与ESG实践。',
      'Ethical dilemmas in business decisions, corporate governance structures and ESG practice.',
    ],
    objectives: [
      [
        '运用伦理分析框架分析管理困境',
        'Analyse management dilemmas with ethical frameworks',
        'MBA:LO3.1 MSF:LO3.1 MACC:LO3.1',
      ],
      ['评价公司治理结构与ESG信息披露', 'Evaluate governance structures and ESG disclosure', 'MBA:LO3.2'],
      // Not in the MBA map for this course: the syllabus editor flags it.
      [
        '向董事会陈述伦理问题的处理建议',
        'Present recommendations on an ethical issue to a board',
        'MBA:LO4.2',
      ],
    ],
    topics: [
      ['商业伦理的基本理论', 'Foundations of business ethics'],
      ['利益相关者理论', 'Stakeholder theory'],
      ['公司治理结构', 'Corporate governance structures'],
      ['董事会与高管激励', 'Boards and executive pay'],
      ['信息披露与财务诚信', 'Disclosure and financial integrity'],
      ['ESG与可持续发展', 'ESG and sustainability'],
      ['全球化中的伦理问题', 'Ethics in global business'],
    ],
    books: [
      ['Business Ethics: Ethical Decision Making and Cases', 'O. C. Ferrell et al.', 'Cengage', 2019, true],
    ],
  },
  {
    course: 'MAC500',
    state: 'waiting',
    account: 'multirole',
    template: 'exam',
    summary: [
      '本课程讲授企业合并、合并财务报表、外币折算、租赁与金融工具等复杂交易的会计处理。',
      'Accounting for business combinations, consolidated statements, foreign currency, leases and financial instruments.',
    ],
    objectives: [
      [
        '依据企业会计准则与国际财务报告准则处理企业合并与合并报表',
        'Account for business combinations and consolidation under CAS and IFRS',
        'MACC:LO1.1',
      ],
      [
        '处理外币、租赁与金融工具等复杂交易',
        'Account for foreign currency, leases and financial instruments',
        'MACC:LO1.1',
      ],
      ['比较中国会计准则与国际准则的差异', 'Compare Chinese Accounting Standards with IFRS', 'MACC:LO1.1'],
    ],
    topics: [
      ['企业合并', 'Business combinations'],
      ['长期股权投资', 'Long-term equity investments'],
      ['合并财务报表（一）', 'Consolidated statements (1)'],
      ['合并财务报表（二）', 'Consolidated statements (2)'],
      ['外币交易与折算', 'Foreign currency transactions and translation'],
      ['租赁', 'Leases'],
      ['金融工具', 'Financial instruments'],
    ],
    books: [
      ['Advanced Accounting', 'Joe B. Hoyle et al.', 'McGraw-Hill', 2021, true],
      ['高级财务会计', '耿建新', '中国人民大学出版社', 2021, false],
    ],
  },
];
