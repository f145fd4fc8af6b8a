import { L } from '../menu-kit.ts';
import { entry, type KnowledgeEntry } from './knowledge-types.ts';

/** AACSB 2020 business standards, one passage per standard plus the overview (DOMAIN.md section 1). */
export const AACSB_KNOWLEDGE: KnowledgeEntry[] = [
  entry(
    'aacsb-overview',
    '/accreditation/index',
    ['aacsb', 'standards', 'standard', '2020', 'continuous improvement review', 'cir', '认证标准', '标准', '持续改进审查', 'padrões'],
    L('AACSB 2020 商科标准概览', 'AACSB 2020 business standards at a glance', 'AACSB 2020 商科標準概覽', 'Visão geral dos padrões AACSB 2020'),
    L(
      'AACSB 2020 商科认证标准共 9 条，分为三部分：战略管理与创新（标准 1 战略规划、标准 2 物质、虚拟与财务资源、标准 3 师资与专业人员资源）；学习者成功（标准 4 课程、标准 5 学习质量保障、标准 6 学习者发展、标准 7 教学有效性与影响）；思想领导力、参与与社会影响（标准 8 学术影响、标准 9 参与与社会影响）。获得认证的学院每 5 年接受一次持续改进审查（CIR），报告须附表 3-1、表 3-2 和表 8-1，并按各部分撰写叙述。本系统的主菜单与这 9 条标准一一对应。',
      'The AACSB 2020 business standards are nine standards in three sections. Strategic Management and Innovation: Standard 1 Strategic Planning, Standard 2 Physical, Virtual and Financial Resources, Standard 3 Faculty and Professional Staff Resources. Learner Success: Standard 4 Curriculum, Standard 5 Assurance of Learning, Standard 6 Learner Progression, Standard 7 Teaching Effectiveness and Impact. Thought Leadership, Engagement and Societal Impact: Standard 8 Impact of Scholarship, Standard 9 Engagement and Societal Impact. An accredited school has a continuous-improvement review (CIR) every 5 years; its report carries Tables 3-1, 3-2 and 8-1 and a narrative per section. The main menu of this product follows the nine standards one to one.',
      'AACSB 2020 商科標準共 9 條，分為戰略管理與創新（標準 1-3）、學習者成功（標準 4-7）、思想領導力與社會影響（標準 8-9）三部分。學院每 5 年接受一次持續改進審查，報告須附表 3-1、3-2 與 8-1。',
      'Os padrões AACSB 2020 são nove, em três seções: gestão estratégica e inovação (1-3), sucesso do estudante (4-7) e liderança de pensamento, engajamento e impacto social (8-9). A revisão de melhoria contínua ocorre a cada 5 anos e inclui as Tabelas 3-1, 3-2 e 8-1.',
    ),
  ),
  entry(
    'aacsb-1',
    '/strategic-planning-index',
    ['standard 1', 'strategic plan', 'strategic planning', 'mission', 'vision', 'core values', 'expected outcomes', 'risk', '标准1', '标准 1', '战略', '使命', '愿景', '核心价值', '预期成果', '风险', 'missão', 'visão', 'estratégico'],
    L('标准 1：战略规划', 'Standard 1: Strategic Planning', '標準 1：策略規劃', 'Padrão 1: Planejamento estratégico'),
    L(
      '标准 1 要求学院有清晰的使命、愿景与战略计划，说明预期成果与核心价值观，识别风险并有应对，持续监测并改进。在“战略规划”区域（/strategic-planning-index）维护使命、愿景、预期成果、核心价值观、战略计划、绩效目标、持续改进与支撑材料；审查专家（Expert 角色）登录后直接进入此区域。',
      'Standard 1 asks the school for a clear mission, a vision and a strategic plan with expected outcomes and core values, the risks it faces and how it responds, and evidence that it monitors progress and improves. In the Strategic Planning area (/strategic-planning-index) you keep the mission, vision, expected outcomes, core values, strategic plan, performance targets, continuous-improvement records and supporting materials; reviewers with the Expert role land there when they sign in.',
      '標準 1 要求學院有清晰的使命、願景與策略計畫，並說明預期成果、核心價值觀與風險。請在「策略規劃」區域維護相關內容。',
      'O Padrão 1 pede missão, visão e plano estratégico claros, com resultados esperados, valores e riscos. Mantenha-os na área de Planejamento estratégico.',
    ),
  ),
  entry(
    'aacsb-2',
    '/financial-resources-index',
    ['standard 2', 'financial', 'physical', 'virtual', 'resources', 'budget', '标准2', '标准 2', '财务', '资源', '物质', '虚拟', '预算', 'financeiro', 'recursos'],
    L('标准 2：物质、虚拟与财务资源', 'Standard 2: Physical, Virtual and Financial Resources', '標準 2：實體、虛擬與財務資源', 'Padrão 2: Recursos físicos, virtuais e financeiros'),
    L(
      '标准 2 要求学院拥有足以支撑其使命和战略的物质设施、虚拟（信息化）资源与财务资源，并能说明资源如何分配与持续保障。在“财务资源”区域（/financial-resources-index）登记物质资源、虚拟资源与财务资源的记录与证明材料。',
      'Standard 2 asks whether the school has the physical facilities, virtual (digital) resources and financial resources its mission and strategy need, and how it allocates and sustains them. Record physical, virtual and financial resources with their evidence in the Financial Resources area (/financial-resources-index).',
      '標準 2 要求學院具備支撐使命與策略的實體、虛擬與財務資源。請在「財務資源」區域登記。',
      'O Padrão 2 trata dos recursos físicos, virtuais e financeiros que sustentam a missão. Registre-os na área de Recursos financeiros.',
    ),
  ),
  entry(
    'aacsb-3',
    '/staff-resources/index',
    ['standard 3', 'faculty', 'qualification', 'sufficiency', 'professional staff', 'table 3-1', 'table 3-2', '标准3', '标准 3', '师资', '资格', '充足', '专业人员', 'corpo docente', 'qualificação', 'suficiência'],
    L('标准 3：师资与专业人员资源', 'Standard 3: Faculty and Professional Staff Resources', '標準 3：師資與專業人員資源', 'Padrão 3: Corpo docente e equipe profissional'),
    L(
      '标准 3 关注师资的充足性与资格：教师分为参与型（深度参与学院事务）与支持型；资格按“初始学历 × 保持更新的方式”分为 SA（学术型学者）、PA（实践型学者）、SP（学术型实践者）、IP（教学型实践者），不满足任何一类为 A（其他）。默认门槛：全院参与型教学占比 ≥ 75%，各学科 ≥ 60%；SA ≥ 40%；SA+PA+SP ≥ 60%；SA+PA+SP+IP ≥ 90%。在“师资与专业人员”区域维护教师档案、资格认定、教学任务，并查看表 3-1 与表 3-2。',
      'Standard 3 is about the sufficiency and qualifications of the faculty. Each faculty member is participating (deeply engaged in the school beyond teaching) or supporting. Qualification crosses the initial degree with how the person stays current: SA (Scholarly Academic), PA (Practice Academic), SP (Scholarly Practitioner), IP (Instructional Practitioner), and A (Additional) for anyone meeting none. Default thresholds: participating teaching at least 75% for the whole school and 60% in each discipline; SA at least 40%; SA+PA+SP at least 60%; SA+PA+SP+IP at least 90%. In the Faculty and Professional Staff area you keep faculty profiles, qualification, teaching assignments, and read Tables 3-1 and 3-2.',
      '標準 3 關注師資充足性與資格（SA、PA、SP、IP、A）。預設門檻：全院參與型教學 ≥ 75%、各學科 ≥ 60%、SA ≥ 40%、SA+PA+SP ≥ 60%、SA+PA+SP+IP ≥ 90%。',
      'O Padrão 3 trata da suficiência e qualificação docente (SA, PA, SP, IP, A). Limites padrão: 75% escola, 60% disciplina, SA 40%, SA+PA+SP 60%, SA+PA+SP+IP 90%.',
    ),
  ),
  entry(
    'aacsb-4',
    '/curriculum-index',
    ['standard 4', 'curriculum', 'course', 'syllabus', 'programme', 'program', 'curriculum map', '标准4', '标准 4', '课程', '教学大纲', '专业', '培养方案', 'currículo', 'disciplina'],
    L('标准 4：课程', 'Standard 4: Curriculum', '標準 4：課程', 'Padrão 4: Currículo'),
    L(
      '标准 4 要求课程内容与学院使命和预期能力一致，体现当前与新兴的商业实践（包括技术与数据），并有系统的课程管理。在“课程”区域（/curriculum-index）维护学位项目、课程、教学大纲、教学计划、班级、学生、学年与学期；课程地图说明每门课程对学习目标的支撑强度（高/中/低 = 3/2/1）。',
      'Standard 4 asks that the curriculum fits the mission and the competencies the school promises, reflects current and emerging business practice (technology and data included), and is managed systematically. In the Curriculum area (/curriculum-index) you keep degree programmes, courses, syllabi, teaching programmes, classes, students, school years and semesters; the curriculum map records how strongly each course supports each learning objective (high/medium/low = 3/2/1).',
      '標準 4 要求課程與使命一致並反映當前商業實務。請在「課程」區域維護學位項目、課程、大綱與班級。',
      'O Padrão 4 pede um currículo alinhado à missão e à prática atual. Mantenha programas, disciplinas e planos na área de Currículo.',
    ),
  ),
  entry(
    'aacsb-5',
    '/aol/index',
    ['standard 5', 'assurance of learning', 'aol', 'learning goal', 'learning objective', 'rubric', 'direct measure', 'indirect measure', 'closing the loop', 'attainment', '标准5', '标准 5', '学习质量保障', '学习目标', '达成度', '直接测量', '间接测量', '闭环', '评分量表', 'garantia de aprendizagem', 'objetivo'],
    L('标准 5：学习质量保障（AoL）', 'Standard 5: Assurance of Learning (AoL)', '標準 5：學習質量保障', 'Padrão 5: Garantia de aprendizagem'),
    L(
      '标准 5 要求每个学位项目有学习目标（LG）与可测量的学习目标点（LO），用直接测量（考试、作业、量表评分）与间接测量（问卷）评估达成度，并“闭环”：对未达标目标提出改进措施、指定负责人与期限，并在后续周期复测。本系统的定量评估分 5 步：选择评估学年、项目、LO 与课程；设置考核组成及满分与权重；将题目映射到 LO 并设定目标（默认 0.7）；录入或导入成绩；计算、分析并记录改进措施。定性评估分 3 步：配置量表、逐个学生评分、分析分布。',
      'Standard 5 asks each degree programme for learning goals (LG) with measurable learning objectives (LO), assessed by direct measures (exams, assignments, rubric ratings) and indirect measures (surveys), and for closing the loop: each unmet target gets an action, an owner, a due date and a re-measurement in a later cycle. Quantitative assessment here has 5 steps: choose the evaluation year, programme, objectives and courses; set the assessment components with full marks and weights; map components or questions to objectives and set the target (0.7 by default); enter or import the scores; compute, analyse and record improvement actions. Qualitative assessment has 3 steps: configure the rubric, rate each sampled student on each objective, analyse the distribution.',
      '標準 5 要求以直接與間接測量評估學習目標達成度並形成閉環。定量評估 5 步，定性評估 3 步，目標預設 0.7。',
      'O Padrão 5 pede metas e objetivos de aprendizagem medidos direta e indiretamente, fechando o ciclo. Avaliação quantitativa em 5 passos, qualitativa em 3; meta padrão 0,7.',
    ),
  ),
  entry(
    'aacsb-6',
    '/learner-progression/index',
    ['standard 6', 'learner progression', 'admission', 'retention', 'graduation', 'employment', '标准6', '标准 6', '学习者发展', '招生', '录取', '保留', '毕业', '就业', 'progressão', 'admissão', 'emprego'],
    L('标准 6：学习者发展', 'Standard 6: Learner Progression', '標準 6：學習者發展', 'Padrão 6: Progressão do estudante'),
    L(
      '标准 6 要求学院有与使命一致的招生政策，支持学生完成学业，并跟踪保留率、毕业率与就业结果。在“学习者发展”区域（/learner-progression/index）登记招生、保留与就业数据。',
      'Standard 6 asks for admission policies that fit the mission, support that helps learners complete their studies, and tracking of retention, graduation and employment outcomes. Record admission, retention and employment figures in the Learner Progression area (/learner-progression/index).',
      '標準 6 要求與使命一致的招生政策並追蹤保留、畢業與就業。請在「學習者發展」區域登記。',
      'O Padrão 6 pede políticas de admissão alinhadas à missão e o acompanhamento de retenção, formatura e emprego.',
    ),
  ),
  entry(
    'aacsb-7',
    '/TeachingContribution/index',
    ['standard 7', 'teaching effectiveness', 'teaching contribution', 'teaching achievement', 'teaching award', '标准7', '标准 7', '教学有效性', '教学贡献', '教学成果', '教学奖', 'ensino', 'eficácia'],
    L('标准 7：教学有效性与影响', 'Standard 7: Teaching Effectiveness and Impact', '標準 7：教學有效性與影響', 'Padrão 7: Eficácia e impacto do ensino'),
    L(
      '标准 7 要求学院系统地提升教学质量：教师发展、同行评课、学生反馈，以及教学对学习者的影响证据。在“教学贡献”区域（/TeachingContribution/index）登记 7 类教学贡献（教学发展、指导学生项目、教学荣誉、教学研究与改革、教材获奖、教学论文、教学会议），每条记录有级别（校级、省级、国家级、国际级）、起止时间、证明材料，并经过审核。',
      'Standard 7 asks the school to develop teaching quality systematically: faculty development, peer observation, learner feedback and evidence of teaching impact. Record the seven kinds of teaching contribution (teaching development, guided student projects, teaching honours, teaching research and reform, textbook awards, teaching papers, teaching meetings) in the Teaching Contribution area (/TeachingContribution/index); each record has a level (school, provincial, national, international), start and end dates, evidence files, and goes through review.',
      '標準 7 要求系統提升教學質量。請在「教學貢獻」區域登記 7 類教學貢獻並提交審核。',
      'O Padrão 7 pede desenvolvimento sistemático do ensino. Registre as sete contribuições de ensino na área correspondente.',
    ),
  ),
  entry(
    'aacsb-8',
    '/ImpactOfScholarship/index',
    ['standard 8', 'scholarship', 'intellectual contribution', 'research', 'publication', 'journal', 'table 8-1', 'impact', '标准8', '标准 8', '学术影响', '智力贡献', '科研', '论文', '期刊', '表8-1', '表 8-1', 'pesquisa', 'publicação'],
    L('标准 8：学术影响与表 8-1', 'Standard 8: Impact of Scholarship and Table 8-1', '標準 8：學術影響與表 8-1', 'Padrão 8: Impacto acadêmico e Tabela 8-1'),
    L(
      '标准 8 要求学院的智力贡献与使命一致并产生影响。表 8-1 A 部分按学科汇总 5 年内已审核的成果：按类别（基础或发现型、应用或整合型、教学与学习型）与按产出类型（同行评审期刊论文、其他同行或编辑评审成果、其他成果）两组列合计相同，另有参与型教师产出比例与全部 FTE 产出比例；B 部分说明与使命的一致性，C 部分列举质量与影响的范例。窗口默认为基准时间所在年份往前共 5 个自然年（基准 2025-12-31 时为 2021-2025）；只统计基准时在职教师署名的已审核成果；同一学科内合作只计一次，跨学科在各学科各计一次。',
      'Standard 8 asks that the school\'s intellectual contributions fit its mission and make a difference. Table 8-1 Part A totals approved contributions of five years by discipline, in two column groups with the same total: by category (basic or discovery; applied or integration and application; teaching and learning) and by output type (peer-reviewed journal articles; other peer- or editorial-reviewed; all other), plus the percent of participating faculty producing and the percent of total FTE producing. Part B is a narrative on alignment with the mission, Part C gives exemplars of quality and impact. The window is the five calendar years ending with the year of the base time (2021-2025 for 2025-12-31). Only approved items count, only through authors who are faculty at the base time; co-authors within one discipline count an item once there, across disciplines once in each.',
      '標準 8 要求智力貢獻與使命一致。表 8-1 按學科彙總 5 年內已審核成果，按類別與產出類型兩組列合計相同。',
      'O Padrão 8 trata do impacto das contribuições intelectuais. A Tabela 8-1 soma, por disciplina, as contribuições aprovadas de cinco anos.',
    ),
  ),
  entry(
    'aacsb-9',
    '/EngagementAndSocietalImpact/index',
    ['standard 9', 'engagement', 'societal impact', 'professional engagement', 'practice', 'consulting', 'board', '标准9', '标准 9', '社会影响', '专业参与', '社会服务', '咨询', 'engajamento', 'impacto social'],
    L('标准 9：参与与社会影响', 'Standard 9: Engagement and Societal Impact', '標準 9：參與與社會影響', 'Padrão 9: Engajamento e impacto social'),
    L(
      '标准 9 要求学院通过教学、研究与外部参与对社会产生积极影响，并与业界保持联系。在“参与与社会影响”区域（/EngagementAndSocietalImpact/index）登记 9 类专业参与活动（如咨询、董事会任职、行业培训等）；这些记录同时是 PA 与 IP 资格认定的依据。',
      'Standard 9 asks the school to make a positive difference to society through teaching, research and outreach, and to stay connected with practice. Record the nine kinds of professional-engagement activity (consulting, board service, executive training and so on) in the Engagement and Societal Impact area (/EngagementAndSocietalImpact/index); the same records are the evidence for PA and IP qualification.',
      '標準 9 要求學院對社會產生正面影響。請登記 9 類專業參與活動，它們也是 PA 與 IP 資格的依據。',
      'O Padrão 9 pede impacto social positivo. Registre as nove atividades de engajamento profissional; elas sustentam as qualificações PA e IP.',
    ),
  ),
];
