import type { DemoSyllabus } from './demo-curriculum-syllabi.ts';

/** Syllabi of BBA courses: six approved, one waiting (the demo account `teacher`), one sent back. */
export const BBA_SYLLABI: readonly DemoSyllabus[] = [
  {
    course: 'BUS101',
    state: 'approved',
    account: 'teacher',
    template: 'exam',
    summary: [
      '本课程系统介绍计划、组织、领导与控制四大管理职能，结合中外企业案例，帮助学生建立管理学的基本框架。',
      'The course introduces the four functions of management (planning, organising, leading and controlling) through Chinese and international company cases, and gives students a framework for the rest of the programme.',
    ],
    objectives: [
      [
        '理解管理的基本职能与主要理论流派',
        'Explain the functions of management and the main schools of management thought',
        'BBA:LO5.1',
      ],
      [
        '运用管理理论界定企业案例中的问题',
        'Use management theory to frame the problems in a company case',
        'BBA:LO1.1',
      ],
      ['在小组项目中与同学有效协作', 'Work effectively with classmates in a project team', 'BBA:LO4.2'],
    ],
    topics: [
      ['管理与管理者', 'Management and managers'],
      ['管理思想的演进', 'The evolution of management thought'],
      ['决策与计划', 'Decision making and planning'],
      ['组织结构与设计', 'Organisational structure and design'],
      ['激励与领导', 'Motivation and leadership'],
      ['沟通与团队', 'Communication and teams'],
      ['控制与绩效', 'Control and performance'],
    ],
    books: [
      ['Management', 'Stephen P. Robbins, Mary Coulter', 'Pearson', 2021, true],
      ['管理学', '周三多', '复旦大学出版社', 2018, false],
    ],
  },
  {
    course: 'ACC201',
    state: 'approved',
    template: 'exam',
    summary: [
      '本课程讲授会计基本原理、复式记账与财务报表的编制，并依据企业会计准则与国际财务报告准则解释主要会计要素的确认与计量。',
      'The accounting cycle, double-entry bookkeeping and the preparation of financial statements, with the recognition and measurement of the main elements under Chinese Accounting Standards and IFRS.',
    ],
    objectives: [
      [
        '运用复式记账原理编制基本财务报表',
        'Record transactions by double entry and prepare the basic financial statements',
        'BBA:LO5.1',
      ],
      [
        '解释主要会计要素的确认与计量规则',
        'Explain how the main elements are recognised and measured',
        'BBA:LO5.1',
      ],
      ['识别财务报告中的职业道德问题', 'Recognise ethical issues in financial reporting', 'BBA:LO3.1'],
    ],
    topics: [
      ['会计概论与会计等式', 'Introduction and the accounting equation'],
      ['复式记账与会计循环', 'Double entry and the accounting cycle'],
      ['收入与应收款项', 'Revenue and receivables'],
      ['存货', 'Inventories'],
      ['固定资产与无形资产', 'Property, plant, equipment and intangibles'],
      ['负债与所有者权益', 'Liabilities and equity'],
      ['财务报表的编制与列报', 'Preparing and presenting financial statements'],
    ],
    books: [
      [
        'Financial Accounting: Tools for Business Decision Making',
        'Paul D. Kimmel et al.',
        'Wiley',
        2019,
        true,
      ],
      ['会计学', '刘永泽', '东北财经大学出版社', 2021, false],
    ],
  },
  {
    course: 'STA150',
    state: 'approved',
    template: 'lab',
    summary: [
      '本课程介绍描述统计、概率分布、抽样推断、假设检验与回归分析，并使用Excel与Python处理真实商业数据。',
      'Descriptive statistics, probability distributions, sampling, hypothesis testing and regression, applied to real business data in Excel and Python.',
    ],
    objectives: [
      [
        '正确选择并运用描述统计与推断统计方法',
        'Choose and apply the right descriptive and inferential methods',
        'BBA:LO5.2',
      ],
      [
        '建立并解释回归模型以支持商业决策',
        'Build and interpret regression models that support a business decision',
        'BBA:LO5.2',
      ],
      ['依据统计证据评价商业论断', 'Judge business claims on statistical evidence', 'BBA:LO1.2'],
    ],
    topics: [
      ['数据与描述统计', 'Data and descriptive statistics'],
      ['概率与概率分布', 'Probability and distributions'],
      ['抽样分布', 'Sampling distributions'],
      ['参数估计', 'Estimation'],
      ['假设检验', 'Hypothesis testing'],
      ['方差分析', 'Analysis of variance'],
      ['回归分析', 'Regression analysis'],
    ],
    books: [
      ['Statistics for Business and Economics', 'David R. Anderson et al.', 'Cengage', 2020, true],
      ['统计学', '贾俊平', '中国人民大学出版社', 2018, false],
    ],
  },
  {
    course: 'MKT210',
    state: 'approved',
    template: 'case',
    summary: [
      '本课程围绕顾客价值，讲授市场细分、目标市场选择与定位，以及产品、价格、渠道与促销决策。',
      'Built around customer value: segmentation, targeting and positioning, and decisions on product, price, distribution and promotion.',
    ],
    objectives: [
      ['运用STP框架分析市场', 'Analyse a market with segmentation, targeting and positioning', 'BBA:LO5.1'],
      [
        '界定营销问题并提出营销组合方案',
        'Frame a marketing problem and propose a marketing mix',
        'BBA:LO1.1',
      ],
      ['以口头报告展示营销计划', 'Present a marketing plan orally', 'BBA:LO2.2'],
    ],
    topics: [
      ['营销与顾客价值', 'Marketing and customer value'],
      ['营销环境与市场调研', 'The marketing environment and research'],
      ['消费者与组织购买行为', 'Consumer and business buyer behaviour'],
      ['市场细分、目标市场与定位', 'Segmentation, targeting and positioning'],
      ['产品与品牌', 'Products and brands'],
      ['定价策略', 'Pricing'],
      ['渠道与整合营销传播', 'Channels and integrated marketing communications'],
    ],
    books: [
      ['Marketing Management', 'Philip Kotler, Kevin Lane Keller', 'Pearson', 2016, true],
      ['Principles of Marketing', 'Philip Kotler, Gary Armstrong', 'Pearson', 2020, false],
    ],
  },
  {
    course: 'FIN301',
    state: 'approved',
    resubmitted: true,
    template: 'exam',
    summary: [
      '本课程讲授货币时间价值、资本预算、风险与收益、资本成本、资本结构与股利政策。',
      'The time value of money, capital budgeting, risk and return, the cost of capital, capital structure and payout policy.',
    ],
    objectives: [
      [
        '运用现金流折现方法评价投资项目',
        'Appraise investment projects with discounted cash flows',
        'BBA:LO5.2',
      ],
      [
        '估计资本成本并分析资本结构决策',
        'Estimate the cost of capital and analyse capital structure choices',
        'BBA:LO1.2',
      ],
      ['解释公司金融的基本原理', 'Explain the core principles of corporate finance', 'BBA:LO5.1'],
    ],
    topics: [
      ['公司金融导论', 'Introduction to corporate finance'],
      ['货币时间价值', 'The time value of money'],
      ['债券与股票估值', 'Valuing bonds and stocks'],
      ['资本预算', 'Capital budgeting'],
      ['风险与收益', 'Risk and return'],
      ['资本成本', 'The cost of capital'],
      ['资本结构与股利政策', 'Capital structure and payout policy'],
    ],
    books: [
      ['Corporate Finance', 'Jonathan Berk, Peter DeMarzo', 'Pearson', 2019, true],
      ['Fundamentals of Corporate Finance', 'Stephen A. Ross et al.', 'McGraw-Hill', 2021, false],
    ],
  },
  {
    course: 'BUS490',
    state: 'approved',
    template: 'project',
    summary: [
      '毕业年级的综合课程：学生以团队形式为真实企业完成战略分析与咨询报告，整合会计、金融、营销与运营知识。',
      'The final-year capstone: teams write a strategic analysis and a consulting report for a real company, drawing on accounting, finance, marketing and operations.',
    ],
    objectives: [
      [
        '整合各职能知识为企业制定战略方案',
        'Integrate functional knowledge into a strategy for a company',
        'BBA:LO5.3',
      ],
      ['基于证据评估战略备选方案', 'Evaluate strategic alternatives on evidence', 'BBA:LO1.2'],
      [
        '撰写专业咨询报告并进行答辩',
        'Write a professional consulting report and defend it',
        'BBA:LO2.1 BBA:LO2.2',
      ],
    ],
    topics: [
      ['战略分析框架', 'Strategic analysis frameworks'],
      ['外部环境与行业分析', 'External and industry analysis'],
      ['内部资源与能力', 'Internal resources and capabilities'],
      ['竞争战略与公司战略', 'Business and corporate strategy'],
      ['财务分析与估值', 'Financial analysis and valuation'],
      ['战略实施与变革', 'Implementation and change'],
      ['咨询报告撰写', 'Writing the consulting report'],
    ],
    books: [['Crafting and Executing Strategy', 'Arthur A. Thompson et al.', 'McGraw-Hill', 2022, true]],
  },
  {
    course: 'BUS230',
    state: 'waiting',
    account: 'teacher',
    template: 'case',
    summary: [
      '本课程研究个体、群体与组织层面的行为规律，涵盖人格、激励、团队、领导与组织文化。',
      'Behaviour at the level of the individual, the group and the organisation: personality, motivation, teams, leadership and culture.',
    ],
    objectives: [
      [
        '运用激励与领导理论解释组织中的行为',
        'Explain behaviour at work with theories of motivation and leadership',
        'BBA:LO4.2',
      ],
      ['在多元化团队中协作完成团队项目', 'Complete a team project in a diverse team', 'BBA:LO4.2'],
      ['以口头报告呈现团队研究成果', "Present the team's findings orally", 'BBA:LO2.2'],
    ],
    topics: [
      ['组织行为学导论', 'Introduction to organisational behaviour'],
      ['个体差异与人格', 'Individual differences and personality'],
      ['知觉与个体决策', 'Perception and individual decisions'],
      ['激励理论与应用', 'Motivation: theories and practice'],
      ['群体与团队', 'Groups and teams'],
      ['领导与权力', 'Leadership and power'],
      ['组织文化与变革', 'Organisational culture and change'],
    ],
    books: [['Organizational Behavior', 'Stephen P. Robbins, Timothy A. Judge', 'Pearson', 2019, true]],
  },
  {
    course: 'ECO110',
    state: 'rejected',
    template: 'finalHeavy',
    summary: [
      '本课程讲授供求理论、消费者行为、生产与成本、市场结构与市场失灵。',
      'Supply and demand, consumer choice, production and costs, market structures and market failure.',
    ],
    objectives: [
      ['运用供求模型分析市场变化', 'Analyse market changes with supply and demand', 'BBA:LO5.1'],
      ['比较不同市场结构下的企业决策', 'Compare firm decisions across market structures', 'BBA:LO1.2'],
      ['用数据检验经济学预测', 'Test economic predictions with data', 'BBA:LO5.2'],
    ],
    topics: [
      ['经济学十大原理', 'Ten principles of economics'],
      ['供给、需求与弹性', 'Supply, demand and elasticity'],
      ['消费者选择', 'Consumer choice'],
      ['生产与成本', 'Production and costs'],
      ['完全竞争', 'Perfect competition'],
      ['垄断与寡头', 'Monopoly and oligopoly'],
      ['外部性与公共物品', 'Externalities and public goods'],
    ],
    books: [['Principles of Microeconomics', 'N. Gregory Mankiw', 'Cengage', 2020, true]],
  },
];
