import { SCHEME, type SchemeCode } from '../dicts-accreditation.ts';
import type { BlockRef } from './blocks.ts';

/**
 * The report templates (issue 21 item 3; spec 001 "report descriptions"): each scheme's sections in
 * order, one per standard, chapter, criterion or dimension plus the parts of its own a self-study
 * report opens and closes with, each with the guidance a writer reads beside the editor (what the
 * scheme asks, which tables and evidence go there) in Chinese and English, and the live blocks a
 * new section starts with (Standard 3 opens with Tables 3-1 and 3-2, and so on). The seed writes
 * them as reportDescription rows where missing, so a school can rewrite its own guidance; a new
 * report's sections are made from those rows.
 */
export interface TemplateText {
  'en-US': string;
  'zh-CN': string;
}

export interface TemplateSection {
  /** The standard's code (`AACSB-3`), or a part of its own (`intro`, `closing`, `datasheet` …). */
  code: string;
  /** The `accreditationStandard` code the section answers, when it answers one. */
  standard: string | null;
  title: TemplateText;
  guidance: TemplateText;
  starterBlocks: BlockRef[];
}

const t = (en: string, zh: string): TemplateText => ({ 'en-US': en, 'zh-CN': zh });
const block = (kind: BlockRef['kind'], params: BlockRef['params'] = {}): BlockRef => ({ kind, params });

function section(
  code: string,
  standard: string | null,
  title: TemplateText,
  guidance: TemplateText,
  starterBlocks: BlockRef[] = [],
): TemplateSection {
  return { code, standard, title, guidance, starterBlocks };
}

/** The nine AACSB 2020 standards: the same sections serve initial and continuous-improvement reports. */
const AACSB_STANDARDS: TemplateSection[] = [
  section(
    'AACSB-1',
    'AACSB-1',
    t('Standard 1: Strategic Planning', '标准1：战略规划'),
    t(
      "State the school's mission, vision and strategic plan and show how they were developed with stakeholders and how they are reviewed. AACSB asks for the plan's goals and the few key performance indicators that measure them, the risks the school sees and how it answers them, and the financial strategies that pay for the plan. Describe the school's intended positive societal impact as part of the mission. Keep to evidence of progress: the KPI chart below shows the indicators of the strategic plan over the years; comment on each trend and on what the school changed where a target was missed.",
      '阐述学院的使命、愿景与战略规划，说明其如何与利益相关方共同制定、如何定期检视。AACSB 要求列出战略目标及衡量这些目标的关键绩效指标（KPI），分析学院面临的风险及应对措施，并说明支撑规划的财务策略。请在使命中阐明学院期望产生的积极社会影响。以进展证据为主：下方 KPI 图表展示了战略规划各项指标的历年数值，请逐项说明趋势，对未达目标的指标说明学院采取的改进措施。',
    ),
    [block('kpi')],
  ),
  section(
    'AACSB-2',
    'AACSB-2',
    t('Standard 2: Physical, Virtual and Financial Resources', '标准2：物质、虚拟与财务资源'),
    t(
      'Show that the school has the physical, virtual and financial resources its mission and strategic plan need, now and over the review period. Describe teaching spaces, libraries and databases, learning platforms and technology support, and how they serve on-campus and online learners. Summarise budgets and funding sources and how resources are allocated to strategic priorities; note planned investments and the risks to funding.',
      '说明学院拥有实现使命和战略规划所需的物质、虚拟与财务资源，并能在评审周期内持续保障。描述教学场地、图书馆与数据库、学习平台及技术支持，以及它们如何服务校内与线上学习者。概述预算与经费来源、资源如何向战略重点倾斜，说明计划中的投入以及经费方面的风险。',
    ),
  ),
  section(
    'AACSB-3',
    'AACSB-3',
    t('Standard 3: Faculty and Professional Staff Resources', '标准3：师资与专业人员资源'),
    t(
      'Demonstrate faculty sufficiency and qualifications with Tables 3-1 and 3-2 (below, drawn live from the teacher records). Sufficiency: participating faculty deliver at least 75% of teaching across the school and at least 60% in each discipline. Qualifications: Scholarly Academics at least 40%; Scholarly Academics, Practice Academics and Scholarly Practitioners together at least 60%; with Instructional Practitioners at least 90%. Explain the criteria the school uses for each qualification category, how faculty keep their status current, and any discipline below a threshold with the plan to close the gap. Describe professional staff sufficiency and development.',
      '用表3-1和表3-2（下方，实时取自教师信息）证明师资充足性与资格。充足性：参与型教师（Participating）承担全院至少75%的教学，每个学科至少60%。资格：学术型学者（SA）至少40%；SA、实践型学者（PA）与学术型实践者（SP）合计至少60%；加上教学型实践者（IP）至少90%。请说明学院认定各类资格的标准、教师如何保持资格，对未达标学科说明差距原因和改进计划。同时说明专业行政人员的充足性与发展。',
    ),
    [block('table31'), block('table32')],
  ),
  section(
    'AACSB-4',
    'AACSB-4',
    t('Standard 4: Curriculum', '标准4：课程'),
    t(
      "Describe how each degree programme's curriculum is designed and managed: its content, currency and relevance to the mission; the competencies it develops; how it builds technology agility and engages learners through experiential learning; and how faculty and stakeholders (employers, alumni, advisory boards) take part in curriculum management. Give examples of changes made during the review period and why.",
      '说明各学位项目课程的设计与管理：课程内容、时效性及与使命的契合；培养的能力；如何培养学生的技术适应能力、通过体验式学习促进学习投入；以及教师和利益相关方（雇主、校友、顾问委员会）如何参与课程管理。请举例说明评审周期内的课程调整及其原因。',
    ),
  ),
  section(
    'AACSB-5',
    'AACSB-5',
    t('Standard 5: Assurance of Learning', '标准5：学习成效评估'),
    t(
      'Present the assurance-of-learning system for each degree programme: competency goals derived from the mission, the direct and, where used, indirect measures, who assesses and how often, and the results. Table 5-1 (below, drawn live from the AoL results) summarises goals, objectives, measures and attainment. For each shortfall, show how the loop was closed: what was changed in the curriculum or teaching and what the next assessment found.',
      '介绍各学位项目的学习成效评估（AoL）体系：源自使命的能力目标、直接测量及（如采用）间接测量、评估者与评估频率，以及评估结果。表5-1（下方，实时取自 AoL 结果）汇总了目标、子目标、测量方式与达成度。对未达标之处，请说明如何"闭环"：课程或教学做了哪些调整，下一轮评估结果如何。',
    ),
    [block('table51')],
  ),
  section(
    'AACSB-6',
    'AACSB-6',
    t('Standard 6: Learner Progression', '标准6：学习者发展'),
    t(
      'Explain admission policies and how they fit the mission, how learners are supported through their studies (advising, retention and graduation), and how the school knows its graduates succeed (employment, further study, career progress). The cohort tables below (drawn live from the progression records) give admission, retention and employment by cohort; comment on trends and on the actions taken where a cohort fell behind.',
      '说明招生政策及其与使命的契合，学习过程中如何支持学生（学业指导、保留率与毕业率），以及学院如何了解毕业生的发展（就业、深造、职业进展）。下方班级表（实时取自学生发展记录）按届次列出招生、保留与就业情况，请说明趋势，并说明对落后届次采取的措施。',
    ),
    [block('cohort', { part: 'admission' }), block('cohort', { part: 'employment' })],
  ),
  section(
    'AACSB-7',
    'AACSB-7',
    t('Standard 7: Teaching Effectiveness and Impact', '标准7：教学有效性与影响'),
    t(
      'Describe how the school develops, supports and evaluates teaching: faculty development programmes, peer review and learner evaluation of teaching, recognition of excellent teaching, and how professional staff support learning. Show that faculty are current in their discipline and in pedagogy, and give examples of teaching that had an impact on learners.',
      '说明学院如何发展、支持和评价教学：教师发展项目、同行评议与学生评教、优秀教学的表彰，以及专业人员如何支持学习。证明教师在学科前沿和教学方法上保持更新，并举例说明对学习者产生影响的教学实践。',
    ),
  ),
  section(
    'AACSB-8',
    'AACSB-8',
    t('Standard 8: Impact of Scholarship', '标准8：学术影响'),
    t(
      "Show that faculty produce high-quality, impactful intellectual contributions consistent with the mission. Table 8-1 (below, drawn live from the research output records) gives Part A, the five-year portfolio of intellectual contributions by type and faculty group; Parts B and C state the school's expectations for quality and impact and give exemplars. Explain how the portfolio reflects the mission, how the school judges quality, and the impact of a few exemplary contributions on academia, practice and society.",
      '证明教师产出与使命一致、高质量且有影响的学术成果。表8-1（下方，实时取自科研成果记录）A 部分列出近五年按成果类型与教师类别统计的学术成果；B、C 部分说明学院对质量与影响的期望并列举范例。请说明成果组合如何体现使命、学院如何评判质量，以及若干代表性成果对学术、实践与社会的影响。',
    ),
    [block('table81')],
  ),
  section(
    'AACSB-9',
    'AACSB-9',
    t('Standard 9: Engagement and Societal Impact', '标准9：参与与社会影响'),
    t(
      "Demonstrate how the school makes a positive impact on society through its teaching, scholarship and engagement, in line with its mission. Give the school's areas of societal impact, the initiatives in each (for example the United Nations Sustainable Development Goals it works towards), the partners involved, and evidence of outcomes rather than activities alone.",
      '说明学院如何依据使命，通过教学、科研与社会参与对社会产生积极影响。列出学院的社会影响领域、各领域的举措（例如对应的联合国可持续发展目标）、合作伙伴，并提供成效证据而非仅罗列活动。',
    ),
  ),
];

const AACSB_CONTINUOUS: TemplateSection[] = [
  section(
    'intro',
    null,
    t('Executive Summary and Situational Analysis', '执行摘要与情况分析'),
    t(
      "Open the continuous improvement review report with a short executive summary, then the situational analysis: the school's history and place within its university, its degree programmes and learners, its faculty, its mission and distinctive features, and the main changes since the last review. Respond to each issue the previous peer review team raised and say what the school did about it.",
      '持续改进评审报告以简短的执行摘要开篇，随后进行情况分析：学院的历史及在大学中的定位、学位项目与学生、师资、使命与特色，以及上次评审以来的主要变化。逐项回应上一届同行评审组提出的问题，说明学院采取的措施。',
    ),
  ),
  ...AACSB_STANDARDS,
  section(
    'consultative',
    null,
    t('Consultative Feedback Requested', '希望获得的咨询意见'),
    t(
      "List the questions on which the school would like the peer review team's advice during the visit: strategic choices it is weighing, areas it is developing, and practices it would like compared with peers.",
      '列出学院希望同行评审组在到访期间给予建议的问题：正在权衡的战略选择、正在发展的领域，以及希望与同行比较的做法。',
    ),
  ),
];

const AACSB_INITIAL: TemplateSection[] = [
  section(
    'intro',
    null,
    t('Introduction and Situational Analysis', '引言与情况分析'),
    t(
      'Introduce the school for the initial self-evaluation report: its history, legal status and place in its university, degree programmes and enrolments, faculty and staff, mission and distinctive features, and the scope of the accreditation (which programmes are included). Summarise the standards where the school is already aligned and those where the initial accreditation plan will close gaps.',
      '为初次自评报告介绍学院：历史、法律地位及在大学中的定位，学位项目与在校生规模，教师与行政人员，使命与特色，以及认证范围（包括哪些项目）。概述学院已经符合的标准，以及需要通过初次认证计划弥补差距的标准。',
    ),
  ),
  ...AACSB_STANDARDS,
  section(
    'closing',
    null,
    t('Alignment Plan and Timeline', '对标计划与时间表'),
    t(
      'For each standard not yet fully met, state the gap, the actions planned, who is responsible and when the school expects to be aligned, with the resources committed.',
      '对尚未完全符合的每项标准，说明差距、计划措施、负责人、预计达标时间及投入的资源。',
    ),
  ),
];

const EQUIS_GUIDE: Record<string, TemplateText> = {
  'EQUIS-1': t(
    "Describe the school's environment (national and institutional), its governance and degree of autonomy, its mission, vision and values, and its strategy with the objectives and indicators that follow it. EQUIS looks for a clear strategic positioning and a realistic plan.",
    '说明学院所处的国家与院校环境、治理结构与自主程度、使命愿景与价值观，以及战略和相应的目标与指标。EQUIS 关注清晰的战略定位与切实可行的规划。',
  ),
  'EQUIS-2': t(
    'Present the programme portfolio and, for each programme, its design, intended learning outcomes, delivery and assessment, and how quality is assured and improved.',
    '介绍项目组合，并逐一说明各项目的设计、预期学习成果、教学与考核方式，以及质量保障与改进机制。',
  ),
  'EQUIS-3': t(
    "Describe student recruitment and selection, the student body's quality and diversity, support and counselling, and graduates' placement and careers.",
    '说明学生招募与选拔、生源质量与多样性、学生支持与辅导，以及毕业生的就业与职业发展。',
  ),
  'EQUIS-4': t(
    'Give the size, qualifications and international mix of the core faculty, how they are recruited, developed, evaluated and rewarded, and the balance of teaching, research and service.',
    '说明核心师资的规模、资格与国际化构成，教师的招聘、发展、考核与激励，以及教学、科研与服务之间的平衡。',
  ),
  'EQUIS-5': t(
    'Describe the research strategy and output, its quality and impact, and how research informs teaching and practice.',
    '说明科研战略与成果、成果质量与影响，以及科研如何反哺教学和实践。',
  ),
  'EQUIS-6': t(
    "Describe executive education (open and custom programmes), its market position and its links with the school's faculty and research.",
    '说明高管教育（公开课程与定制课程）、其市场定位以及与学院师资和科研的联系。',
  ),
  'EQUIS-7': t(
    'Describe financial resources and sustainability, facilities, information resources and the professional staff who run the school.',
    '说明财务资源与可持续性、设施、信息资源，以及支撑学院运行的专业行政人员。',
  ),
  'EQUIS-8': t(
    'Show how internationalisation runs through strategy, programmes, students, faculty, research and partnerships, with figures for each.',
    '说明国际化如何贯穿战略、项目、学生、师资、科研与合作，并提供相应数据。',
  ),
  'EQUIS-9': t(
    "Show how ethics, responsibility and sustainability are built into the school's strategy, teaching, research and operations.",
    '说明伦理、责任与可持续发展如何融入学院的战略、教学、科研与运营。',
  ),
  'EQUIS-10': t(
    "Describe the school's connections with business and the professions: advisory boards, partnerships, corporate involvement in programmes and research, and placements.",
    '说明学院与企业及专业界的联系：顾问委员会、合作关系、企业参与项目与科研，以及实习就业。',
  ),
};

const EQUIS_TITLES: Record<string, TemplateText> = {
  'EQUIS-1': t('Chapter 1: Context, Governance and Strategy', '第1章：环境、治理与战略'),
  'EQUIS-2': t('Chapter 2: Programmes', '第2章：项目'),
  'EQUIS-3': t('Chapter 3: Students', '第3章：学生'),
  'EQUIS-4': t('Chapter 4: Faculty', '第4章：师资'),
  'EQUIS-5': t('Chapter 5: Research and Development', '第5章：研究与发展'),
  'EQUIS-6': t('Chapter 6: Executive Education', '第6章：高管教育'),
  'EQUIS-7': t('Chapter 7: Resources and Administration', '第7章：资源与行政'),
  'EQUIS-8': t('Chapter 8: Internationalisation', '第8章：国际化'),
  'EQUIS-9': t('Chapter 9: Ethics, Responsibility and Sustainability', '第9章：伦理、责任与可持续发展'),
  'EQUIS-10': t('Chapter 10: Corporate Connections', '第10章：企业联系'),
};

const EQUIS_BLOCKS: Record<string, BlockRef[]> = {
  'EQUIS-4': [block('table31')],
  'EQUIS-5': [block('table81')],
};

const EQUIS: TemplateSection[] = [
  section(
    'datasheet',
    null,
    t('Datasheet: Key Figures', '数据表：关键数据'),
    t(
      "The EQUIS datasheet opens the self-assessment report with the school's key figures: faculty, students, programmes and research output. The block below is drawn live from the product's records; check it against the official datasheet and explain any difference in definitions.",
      'EQUIS 自评报告以数据表开篇，列出学院的关键数据：师资、学生、项目与科研成果。下方数据块实时取自系统记录，请与正式数据表核对，并说明口径上的差异。',
    ),
    [block('equisKeyFigures')],
  ),
  ...Object.keys(EQUIS_TITLES).map((code) =>
    section(code, code, EQUIS_TITLES[code], EQUIS_GUIDE[code], EQUIS_BLOCKS[code] ?? []),
  ),
];

const AMBA_TEXT: Record<string, [TemplateText, TemplateText]> = {
  'AMBA-1': [
    t('Criterion 1: Institutional Context and Sustainability', '标准1：机构背景与可持续性'),
    t(
      'Describe the institution, its mission and strategy, the place of the MBA portfolio within it, and the financial and organisational sustainability of the programmes.',
      '介绍机构、使命与战略、MBA 项目组合在其中的定位，以及项目在财务和组织上的可持续性。',
    ),
  ],
  'AMBA-2': [
    t('Criterion 2: Faculty', '标准2：师资'),
    t(
      'Show that the faculty teaching on the accredited programmes are sufficient in number, qualified (a substantial proportion holding doctorates) and experienced in practice, and how they are developed.',
      '说明参与认证项目授课的教师数量充足、资格合格（相当比例具有博士学位）并具备实践经验，以及教师发展情况。',
    ),
  ],
  'AMBA-3': [
    t('Criterion 3: Programme Management', '标准3：项目管理'),
    t(
      'Describe how the programmes are managed and reviewed, who is responsible, and how students and employers are heard.',
      '说明项目如何管理与检视、由谁负责，以及如何听取学生和雇主的意见。',
    ),
  ],
  'AMBA-4': [
    t('Criterion 4: Students and Cohort', '标准4：学生与班级'),
    t(
      "Give admission requirements and the cohort's profile. AMBA expects MBA entrants to have at least three years of relevant post-graduation work experience and the programme to provide at least 500 contact hours; the checks below are drawn live from the programme records.",
      '说明入学要求与班级构成。AMBA 要求 MBA 学生在本科毕业后至少有三年相关工作经验，项目至少提供500个面授学时；下方检查结果实时取自项目记录。',
    ),
  ],
  'AMBA-5': [
    t('Criterion 5: Curriculum and Learning Outcomes', '标准5：课程与学习成果'),
    t(
      'Present the curriculum, its integration of management disciplines, strategic and leadership content, and the intended learning outcomes with how they are assessed.',
      '介绍课程体系、管理学科的整合、战略与领导力内容，以及预期学习成果及其考核方式。',
    ),
  ],
  'AMBA-6': [
    t('Criterion 6: Assessment', '标准6：考核'),
    t(
      'Describe assessment methods, their rigour and alignment with learning outcomes, and how integrity is assured.',
      '说明考核方法、其严谨性及与学习成果的对应关系，以及如何保证学术诚信。',
    ),
  ],
  'AMBA-7': [
    t('Criterion 7: Modes of Delivery', '标准7：教学方式'),
    t(
      'Describe each mode of delivery (full-time, part-time, executive, online) and how equivalence of learning is assured between them.',
      '说明各种教学方式（全日制、在职、高管、线上）以及如何保证不同方式之间学习成效的等同。',
    ),
  ],
  'AMBA-8': [
    t('Criterion 8: Outcomes and Impact', '标准8：成果与影响'),
    t(
      "Show graduates' career outcomes and the programmes' impact on students, employers and society.",
      '说明毕业生的职业发展成果以及项目对学生、雇主和社会的影响。',
    ),
  ],
};

const AMBA_BLOCKS: Record<string, BlockRef[]> = {
  'AMBA-4': [block('ambaChecks')],
  'AMBA-8': [block('cohort', { part: 'employment' })],
};

const AMBA: TemplateSection[] = Object.entries(AMBA_TEXT).map(([code, [title, guidance]]) =>
  section(code, code, title, guidance, AMBA_BLOCKS[code] ?? []),
);

const CAMEA_TEXT: Record<string, [TemplateText, TemplateText, BlockRef[]]> = {
  'CAMEA-1': [
    t('Dimension 1: Mission and Strategy', '维度1：使命与战略'),
    t(
      "State the MBA programme's mission and positioning, how it follows the university's strategy and national needs, and the goals and indicators that measure progress.",
      '阐述 MBA 项目的使命与定位、如何对接学校战略与国家需求，以及衡量进展的目标与指标。',
    ),
    [block('kpi')],
  ],
  'CAMEA-2': [
    t('Dimension 2: Programme Design and Curriculum', '维度2：项目设计与课程'),
    t(
      'Describe the training plan, the curriculum structure (core, elective and practice courses), case teaching and how the curriculum is reviewed.',
      '说明培养方案、课程结构（核心课、选修课与实践课）、案例教学，以及课程的修订机制。',
    ),
    [],
  ],
  'CAMEA-3': [
    t('Dimension 3: Faculty', '维度3：师资队伍'),
    t(
      'Give the size and structure of the faculty (titles, degrees, industry experience, dual mentors), and how teachers are developed and evaluated.',
      '说明师资规模与结构（职称、学位、行业经历、校内外双导师），以及教师发展与考核。',
    ),
    [block('table31')],
  ],
  'CAMEA-4': [
    t('Dimension 4: Students and Career Development', '维度4：学生与职业发展'),
    t(
      "Describe admissions, the student profile, career services and graduates' career development.",
      '说明招生、学生构成、职业发展服务及毕业生职业发展情况。',
    ),
    [block('cohort', { part: 'admission' })],
  ],
  'CAMEA-5': [
    t('Dimension 5: Quality Assurance of Teaching', '维度5：教学质量保障'),
    t(
      'Describe the quality assurance system: learning goals, assessment of learning outcomes, teaching evaluation and continuous improvement.',
      '说明教学质量保障体系：学习目标、学习成果评估、教学评价与持续改进。',
    ),
    [block('table51')],
  ],
  'CAMEA-6': [
    t('Dimension 6: Resources and Support', '维度6：资源与支持'),
    t(
      'Describe funding, facilities, case libraries, information systems and the administrative team supporting the programme.',
      '说明支撑项目的经费、设施、案例库、信息系统与管理团队。',
    ),
    [],
  ],
  'CAMEA-7': [
    t('Dimension 7: Social Responsibility and Distinctiveness', '维度7：社会责任与特色'),
    t(
      'Show how the programme contributes to society and what makes it distinctive, with evidence.',
      '说明项目如何服务社会、项目特色何在，并提供证据。',
    ),
    [],
  ],
};

const CAMEA: TemplateSection[] = Object.entries(CAMEA_TEXT).map(([code, [title, guidance, blocks]]) =>
  section(code, code, title, guidance, blocks),
);

export const REPORT_TEMPLATES: Record<SchemeCode, readonly TemplateSection[]> = {
  [SCHEME.aacsbInitial]: AACSB_INITIAL,
  [SCHEME.aacsbContinuous]: AACSB_CONTINUOUS,
  [SCHEME.equis]: EQUIS,
  [SCHEME.amba]: AMBA,
  [SCHEME.camea]: CAMEA,
};

/** A template's text in a locale: Chinese for both Chinese locales, English otherwise. */
export function templateText(text: TemplateText, locale: string): string {
  return locale.startsWith('zh') ? text['zh-CN'] : text['en-US'];
}
