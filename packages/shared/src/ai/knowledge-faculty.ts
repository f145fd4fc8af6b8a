import { L } from '../menu-kit.ts';
import { entry, type KnowledgeEntry } from './knowledge-types.ts';

/** Faculty qualification and the faculty tables (DOMAIN.md section 2), and the other frameworks (section 1). */
export const FACULTY_KNOWLEDGE: KnowledgeEntry[] = [
  entry(
    'qualification-statuses',
    '/staff-resources/qualification',
    ['sa', 'pa', 'sp', 'ip', 'scholarly academic', 'practice academic', 'scholarly practitioner', 'instructional practitioner', 'qualification rule', 'status', 'qualified', '学术型学者', '实践型学者', '学术型实践者', '教学型实践者', '资格', '认定规则', 'qualificação'],
    L('教师资格类别与默认规则', 'Faculty qualification statuses and the default rules', '教師資格類別與預設規則', 'Categorias de qualificação docente'),
    L(
      '资格由初始学历与保持更新方式交叉得出：博士 + 学术更新 = SA；博士 + 实践更新 = PA；硕士及专业经验 + 学术更新 = SP；硕士及专业经验 + 实践更新 = IP；都不满足为 A。规则按报告年 Y 的窗口 Y-4 至 Y 评估，只计已审核记录，依次尝试 SA、PA、SP、IP。默认规则：SA = 博士，且博士学位在 Y-4 年或以后取得，或窗口内至少 2 篇同行评审期刊论文且共至少 3 项智力贡献；PA = 博士，至少 1 项贡献与 2 项专业参与活动；SP = 硕士及以上，至少 1 项贡献与 1 项活动；IP = 硕士及以上，至少 3 项活动。规则可由学院按版本配置；每个结果都附带理由，系统还会提示哪些教师因记录移出窗口将在明年失去资格。',
      'A status crosses the initial qualification with how the person stays current: doctorate and current through scholarship = SA; doctorate and current through practice = PA; master\'s plus professional experience and scholarship = SP; master\'s plus professional experience and practice = IP; none of these = A. Rules are evaluated for a reporting year Y over the window Y-4 to Y, counting approved records only, tried in the order SA, PA, SP, IP. Default rules: SA = doctorate, and either the doctorate earned in Y-4 or later, or at least 2 peer-reviewed journal articles and at least 3 contributions in all within the window; PA = doctorate, at least 1 contribution and 2 professional-engagement activities; SP = master\'s or higher, at least 1 contribution and 1 activity; IP = master\'s or higher and at least 3 activities. The school can version and edit the rules; every computed status carries its reason, and the product shows who will lose a status when a record ages out of the window.',
      '資格由學歷與保持更新方式交叉得出：SA、PA、SP、IP，都不滿足為 A。預設規則以 Y-4 至 Y 的已審核記錄評估，依序嘗試 SA、PA、SP、IP。',
      'O status cruza titulação e forma de atualização: SA, PA, SP, IP ou A. As regras usam a janela Y-4 a Y, apenas registros aprovados, na ordem SA, PA, SP, IP.',
    ),
  ),
  entry(
    'identify-qualification',
    '/staff-resources/qualification',
    ['identify', 'identification', 'cancel identification', 'confirm status', 'override', 'at risk', 'lose', '认定', '取消认定', '确认', '覆盖', '失去', 'identificar'],
    L('如何认定教师资格', 'How to identify a teacher\'s qualification', '如何認定教師資格', 'Como identificar a qualificação'),
    L(
      '打开“师资与专业人员 → 师资资格认定”，选择报告年份：每位教师显示计算得出的资格及理由（满足了哪条规则、由哪些记录支撑），以及“风险”标记（明年将因记录移出窗口而降级）。勾选教师后点击“认定”确认计算结果；只选一位教师时可改为其他资格，但须填写理由。“取消认定”撤回确认，所有操作都保留在历史中。',
      'Open Faculty and Professional Staff, then Faculty Qualification, and choose the reporting year. Each teacher shows the computed status with its reason (which rule held and the records behind it) and an at-risk flag when a record will age out of the window next year. Select teachers and click Identify to confirm the computed status; with one teacher selected you may give another status, with a reason. Cancel identification withdraws the confirmation; every act is kept in the history.',
      '在「師資資格認定」選擇年份，勾選教師後點「認定」確認計算結果；「取消認定」可撤回，所有操作保留歷史。',
      'Em Qualificação docente, escolha o ano, selecione docentes e clique em Identificar; Cancelar identificação desfaz, com histórico.',
    ),
  ),
  entry(
    'table-3-1',
    '/staff-resources/tables',
    ['table 3-1', 'table 31', 'sufficiency', 'participating', 'supporting', 'ratio', 'fte', 'percent of time', 'teaching productivity', '表3-1', '表 3-1', '充足', '参与型', '支持型', '比例', '教学工作量', 'tabela 3-1'],
    L('表 3-1：师资充足性与资格汇总', 'Table 3-1: Faculty Sufficiency and Qualifications Summary', '表 3-1：師資充足性與資格匯總', 'Tabela 3-1: Suficiência e qualificação docente'),
    L(
      '表 3-1 按学科分组，每行一位教师：姓名、专长、最高学位及年份、参与型与支持型教学工作量、常规职责（UT、MT、DT、ECT、RES、SER、ADM）、投入使命的时间百分比（记在 SA、PA、SP、IP、A 中的一栏）和资格依据。每个学科有小计，最后是全院合计及五个比例：充足性 = 参与型教师教学工作量之和 / 全部教师教学工作量之和；SA 比例 = SA 教师时间百分比之和 / 全部教师时间百分比之和；SA+PA+SP 与 SA+PA+SP+IP 同理。百分比保留一位小数，四舍五入，由未舍入的和计算。',
      'Table 3-1 groups rows by discipline, one row per teacher: name, specialty, highest degree and year, participating and supporting teaching productivity, normal responsibilities (UT, MT, DT, ECT, RES, SER, ADM), percent of time devoted to mission entered under one of SA, PA, SP, IP, A, and a brief basis. Each discipline has a subtotal; the school total gives five ratios. Sufficiency = sum of teaching productivity of participating teachers / sum of all teachers\' productivity. SA ratio = sum of time percents of SA teachers / sum of all teachers\' time percents; SA+PA+SP and SA+PA+SP+IP likewise. Percentages have one decimal, rounded half up, from unrounded sums.',
      '表 3-1 按學科列出每位教師的教學工作量與資格，學科小計後為全院合計與五個比例（充足性、SA、SA+PA+SP、SA+PA+SP+IP）。',
      'A Tabela 3-1 lista cada docente por disciplina, com subtotais e os cinco índices da escola (suficiência, SA, SA+PA+SP, SA+PA+SP+IP).',
    ),
  ),
  entry(
    'table-3-2',
    '/staff-resources/tables',
    ['table 3-2', 'table 32', 'degree level', 'deployment', '表3-2', '表 3-2', '学位层次', 'tabela 3-2'],
    L('表 3-2：按学位层次的师资部署', 'Table 3-2: Deployment of faculty by degree level', '表 3-2：按學位層次的師資部署', 'Tabela 3-2: Alocação por nível de grau'),
    L(
      '表 3-2 给出各学位层次（本科、专业型硕士、MBA、博士、其他）的教学由各资格类别教师承担的百分比，每行合计 100%。数据来自教学任务与教师资格。',
      'Table 3-2 gives the percent of teaching at each degree level (bachelor\'s, specialised master\'s, MBA, doctoral, other) delivered by faculty of each status; each row sums to 100%. It is computed from teaching assignments and faculty statuses.',
      '表 3-2 列出各學位層次的教學由各資格教師承擔的百分比，每行合計 100%。',
      'A Tabela 3-2 mostra o percentual do ensino de cada nível entregue por docentes de cada status; cada linha soma 100%.',
    ),
  ),
  entry(
    'equis',
    '/accreditation/index',
    ['equis', 'efmd', 'datasheet', 'self-assessment', 'chapter', 'internationalisation', 'internationalization', 'ethics', 'sustainability', 'corporate connections', '国际化', '伦理', '可持续', '企业联系', '自评报告'],
    L('EQUIS 认证', 'EQUIS accreditation', 'EQUIS 認證', 'Acreditação EQUIS'),
    L(
      'EQUIS 由 EFMD 管理，标准分 10 章：背景、治理与战略；项目；学生；师资；研究与发展；高管教育；资源与管理；国际化；伦理、责任与可持续；企业联系。后三章同时贯穿其他各章。学院需提交关键数据表（datasheet）、自评报告和文件库。在学校设置中打开 EQUIS 开关后，相关内容会显示在认证区域。',
      'EQUIS is run by EFMD. Its standards have ten chapters: Context, Governance and Strategy; Programmes; Students; Faculty; Research and Development; Executive Education; Resources and Administration; Internationalisation; Ethics, Responsibility and Sustainability; Corporate Connections. The last three also run through all the others. A school submits a datasheet of key figures, a self-assessment report and a document repository. Switch on EQUIS in the school settings to show its material in the accreditation area.',
      'EQUIS 由 EFMD 管理，共 10 章，後三章（國際化；倫理、責任與可持續；企業聯繫）貫穿其他各章。需提交數據表、自評報告與文件庫。',
      'A EQUIS, da EFMD, tem dez capítulos; os três últimos (internacionalização; ética e sustentabilidade; conexões corporativas) atravessam os demais.',
    ),
  ),
  entry(
    'amba',
    '/accreditation/index',
    ['amba', 'mba', 'work experience', 'contact hours', 'camea', '工作经验', '学时', '接触学时', 'experiência'],
    L('AMBA 与 CAMEA', 'AMBA and CAMEA', 'AMBA 與 CAMEA', 'AMBA e CAMEA'),
    L(
      'AMBA 认证学院的整个 MBA 项目组合。硬性要求：每位 MBA 学生在获得学位后至少有 3 年工作经验；每个 MBA 项目至少 500 个接触学时。CAMEA 是中国的 MBA 教育认证，许多中国学院同时持有 CAMEA 与国际认证。',
      'AMBA accredits a school\'s whole MBA portfolio. Its hard numbers: every MBA student has at least 3 years of post-degree work experience, and each MBA has at least 500 contact hours. CAMEA is China\'s own MBA accreditation; many Chinese schools hold it beside the international ones.',
      'AMBA 認證整個 MBA 組合：學生須有至少 3 年學位後工作經驗，每個 MBA 至少 500 接觸學時。',
      'A AMBA acredita todo o portfólio de MBA: pelo menos 3 anos de experiência pós-graduação e 500 horas de contato por MBA.',
    ),
  ),
];
