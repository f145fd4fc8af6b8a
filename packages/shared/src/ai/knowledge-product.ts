import { L } from '../menu-kit.ts';
import { entry, type KnowledgeEntry } from './knowledge-types.ts';

/** What each area of the product does and how to do the common tasks. */
export const PRODUCT_KNOWLEDGE: KnowledgeEntry[] = [
  entry(
    'add-journal-article',
    '/ImpactOfScholarship/journal-article',
    ['add article', 'add a journal article', 'enter a publication', 'record a paper', 'submit a paper', 'new article', 'how do i add', '录入论文', '添加论文', '新增论文', '登记论文', '提交论文', '如何添加', 'adicionar artigo'],
    L('如何录入期刊论文', 'How to add a journal article', '如何錄入期刊論文', 'Como adicionar um artigo'),
    L(
      '打开“学术影响 → 期刊论文”，点击“新增”：填写中英文题目（至少一种）、期刊（可从期刊等级列表选择，以带出级别）、发表月份、卷期页码、DOI、摘要、关键词、学术类别（基础/应用/教学）和是否同行评审；在作者表中按顺序添加作者（本院教师或外单位作者，可标记第一作者与通讯作者）；上传支撑材料后保存。记录处于“未审核”状态，由科研秘书审核；审核通过后锁定，不能再修改。也可以在“我的成果”中导入 BibTeX、RIS、EndNote 或 CSV 文件，系统按 DOI 与题目加年份去重。',
      'Open Impact of Scholarship, then Journal Articles, and click Add. Fill in the title in Chinese or English (at least one), the journal (pick it from the journal list to bring its level), publish month, volume, issue, pages, DOI, abstract, keywords, scholarship category (basic, applied or teaching) and whether it is peer reviewed. Add the authors in order (teachers of the school or external authors; mark the lead and corresponding authors), upload the supporting material and save. The record starts Unreviewed and the research secretary reviews it; once Reviewed it is locked and cannot be changed. You can also import BibTeX, RIS, EndNote or CSV files under My Contributions; duplicates are found by DOI, then by title and year.',
      '打開「學術影響 → 期刊論文」點「新增」，填寫題目、期刊、發表月份、類別與是否同行評審，加入作者並上傳材料後儲存，等待科研秘書審核。',
      'Abra Impacto acadêmico, Artigos em periódicos, e clique em Adicionar; preencha título, periódico, data, categoria e revisão por pares, inclua autores e anexos e salve para revisão.',
    ),
  ),
  entry(
    'review-workflow',
    undefined,
    ['review', 'approve', 'reject', 'unreviewed', 'reviewed', 'rejected', 'resubmit', 'cancel approval', 'locked', 'cannot be modified', '审核', '通过', '驳回', '未审核', '已审核', '重新提交', '取消审核', '锁定', '无法修改', 'revisão', 'aprovar'],
    L('审核流程', 'The review workflow', '審核流程', 'O fluxo de revisão'),
    L(
      '教师提交的所有记录都经过审核：未审核 → 已审核（通过，可批量通过）或已驳回（须填写理由）→ 修改后重新提交（须填写理由）→ 未审核。已审核的记录可以“取消审核”（须填写理由）回到未审核。已审核记录被锁定，提示“该提交已审核通过，无法修改”。每次状态变化都记录在审核历史中（谁、何时、为什么）。只有已审核的记录计入资格认定和表 8-1。',
      'Every record a teacher submits goes through review: Unreviewed, then Reviewed (approve, also in batch) or Rejected (a reason is required), then re-submission after changes (with a reason) back to Unreviewed. Cancel approval (with a reason) returns a Reviewed record to Unreviewed. A Reviewed record is locked ("The submission has been approved and cannot be modified"). Every transition is kept in the approval history with who, when and why. Only Reviewed records count for qualification and Table 8-1.',
      '記錄審核流程：未審核 → 已審核或已駁回（須填理由）→ 重新提交。已審核記錄鎖定，只有已審核記錄計入資格與表 8-1。',
      'Fluxo: Não revisado, Revisado ou Rejeitado (com motivo), reenvio. Registros revisados ficam bloqueados; só eles contam para qualificação e Tabela 8-1.',
    ),
  ),
  entry(
    'questionnaires',
    '/aol/questionnaire',
    ['questionnaire', 'survey', 'start collecting', 'stop collecting', 'restart', 'likert', '问卷', '调查', '开始收集', '停止收集', '重新开始', 'questionário'],
    L('问卷调查（间接测量）', 'Questionnaires (indirect measures)', '問卷調查', 'Questionários'),
    L(
      '问卷有四种状态：未发布、收集中、暂停、已结束。操作：开始收集（未发布或暂停 → 收集中）、停止收集（收集中 → 暂停）、重新开始（暂停或已结束 → 收集中）以及结束。问卷可发布给角色、班级、专业或指定用户；题型有单选、多选、量表、文本和矩阵；模板与分组便于复用。结果显示计数、百分比、均值和图表，并可导出。',
      'A questionnaire is Unpublished, Collecting, Paused or Ended. Start Collecting moves Unpublished or Paused to Collecting, Stop Collecting moves Collecting to Paused, Restart moves Paused or Ended back to Collecting, and End closes it. Publish to roles, classes, programmes or named users; question kinds are single choice, multiple choice, rating scale, text and matrix; templates and groups make questionnaires reusable. Results show counts, percentages, means and charts, and can be exported.',
      '問卷狀態：未發布、收集中、暫停、已結束；可發布給角色、班級、專業或指定使用者，結果可匯出。',
      'Estados do questionário: não publicado, coletando, pausado, encerrado. Publique para papéis, turmas ou usuários e exporte os resultados.',
    ),
  ),
  entry(
    'account-tasks',
    '/personal-panel/index',
    ['password', 'change password', 'switch role', 'role', 'language', 'log out', 'logout', 'profile', 'avatar', '密码', '修改密码', '切换角色', '角色', '语言', '退出', '个人信息', '头像', 'senha', 'idioma'],
    L('账号：密码、角色与语言', 'Your account: password, role and language', '帳號：密碼、角色與語言', 'Sua conta: senha, papel e idioma'),
    L(
      '点击右上角的姓名打开账号菜单：修改密码（至少 8 位，含字母、数字和特殊字符，且不能包含用户名）、切换角色（一个用户可有多个角色，确认后以新角色重新进入首页）、退出登录（未保存的修改不会保留）。语言可在顶部切换：简体中文、繁體中文、English、Português。个人信息与头像（JPG 或 PNG，小于 2 MB）在“个人面板”中维护。',
      'Click your name at the top right for the account menu: change password (at least 8 characters with a letter, a digit and a special character, not containing your username), switch roles (a user may hold several; after confirming, the product reloads with the new role) and log out (unsaved changes are not kept). Switch the language at the top: 简体中文, 繁體中文, English, Português. Keep your profile and avatar (JPG or PNG under 2 MB) in the Personal Panel.',
      '點右上角姓名可修改密碼、切換角色或登出；語言可在頂部切換；個人資料在「個人面板」維護。',
      'Clique no seu nome para trocar a senha, mudar de papel ou sair; o idioma muda no topo; o perfil fica no Painel pessoal.',
    ),
  ),
  entry(
    'system-admin',
    '/system-management-homePage',
    ['user', 'users', 'permission', 'menu', 'data rule', 'department', 'dictionary', 'log', 'school settings', 'licence', 'administrator', '用户', '权限', '菜单', '数据规则', '部门', '字典', '日志', '学校设置', '许可', '管理员', 'usuário', 'permissão'],
    L('系统管理', 'System administration', '系統管理', 'Administração do sistema'),
    L(
      '管理员在“系统管理”中维护用户（新建时指定角色，可冻结）、角色与权限（为角色勾选菜单与按钮、复制角色、设置数据规则，例如教师只看到自己创建的记录、科研秘书只看到本单位记录）、菜单、部门树（含学科与 FTE）、字典、登录与操作日志、公告、外部链接和学校设置（系统名称、Logo、默认语言、AI 顾问开关、单点登录、许可证、EQUIS/AMBA 开关、表 8-1 基准时间与回溯年数、贡献率）。',
      'Administrators keep, under System Management: users (a role is given at creation; accounts can be frozen), roles and permissions (tick menus and buttons per role, copy roles, set data rules, such as teachers seeing only records they created and research secretaries only their unit\'s), menus, the department tree (disciplines and their FTE), dictionaries, login and operation logs, announcements, external links, and the school settings (system name, logo, default language, the AI consultant switch, single sign-on, the licence, EQUIS and AMBA switches, the Table 8-1 base time and retroactive years, contribution rates).',
      '管理員在「系統管理」維護使用者、角色與權限、資料規則、選單、部門、字典、日誌與學校設定。',
      'Administradores mantêm usuários, papéis e permissões, regras de dados, menus, departamentos, dicionários, registros e configurações da escola.',
    ),
  ),
  entry(
    'counting-settings',
    '/system/school',
    ['base time', 'retroactive', 'window', 'contribution rate', 'lead author', 'co-author', 'rate counting', '基准时间', '回溯', '窗口', '贡献率', '第一作者', '合作者', 'taxa de contribuição'],
    L('表 8-1 的计数设置', 'How Table 8-1 counts', '表 8-1 的計數設定', 'Como a Tabela 8-1 conta'),
    L(
      '学校设置中的“表 8-1 基准时间”和“回溯年数”（默认 5）决定窗口：以基准时间所在年份为最后一年，共回溯年数个自然年。“贡献率”设置非第一作者的得分（默认 50%，第一作者 100%）。开启按贡献率计数时，一项成果在某学科的值为该学科作者中的最高贡献率；关闭时每项成果计 1。',
      'The Table 8-1 base time and the retroactive years (5 by default) in the school settings fix the window: that many calendar years ending with the base time\'s year. The contribution rate is what each non-lead author scores (50% by default; the lead author scores 100%). With rate counting on, an item\'s value in a discipline is the highest rate among its authors there; with it off, every counted item is 1.',
      '學校設定中的基準時間與回溯年數決定表 8-1 的窗口；貢獻率設定非第一作者的得分（預設 50%）。',
      'A data-base e os anos retroativos definem a janela da Tabela 8-1; a taxa de contribuição vale para coautores (50% por padrão).',
    ),
  ),
  entry(
    'ai-consultant',
    undefined,
    ['ai consultant', 'history', 'rating', 'helpful', 'unhelpful', 'what can you do', 'help', 'ai 顾问', '历史', '评价', '有帮助', '你能做什么', '帮助', 'ajuda'],
    L('关于 AI 顾问', 'About the AI consultant', '關於 AI 顧問', 'Sobre o consultor de IA'),
    L(
      '我可以解释 AACSB、EQUIS 与 AMBA 的标准，说明本系统各区域的用途和常见操作，并在您有权限查看的范围内回答学院自己的数据，例如“今年我们的 SA 比例是多少？”“金融学科 2024 年发表了多少篇同行评审期刊论文？”“哪些教师明年将失去 SA 资格？”。我只使用您在系统中能打开的数据。每个回答结束后可以评价（有帮助 / 无帮助，再点一次取消）或复制；历史记录只有您自己可见。',
      'I explain the AACSB, EQUIS and AMBA standards, what each area of this product is for and how to do common tasks, and answer questions about the school\'s own figures within what you may open, for example "What is our SA ratio this year?", "How many peer-reviewed articles did the Finance discipline publish in 2024?" or "Which teachers will lose SA status next year?". I only use data you can open in the product. After each answer you can rate it (Helpful or Unhelpful; click again to reset) or copy it; your history is visible to you only.',
      '我可以解釋 AACSB、EQUIS、AMBA 標準與系統操作，並在您有權限的範圍內回答學院數據。歷史記錄僅您本人可見。',
      'Explico os padrões AACSB, EQUIS e AMBA e o uso do sistema, e respondo sobre os números da escola dentro do que você pode abrir.',
    ),
  ),
];
