import { ACCREDITATION_DICTIONARIES } from './dicts-accreditation.ts';
import { EVIDENCE_FRAMEWORKS, FILE_DICTIONARIES } from './dicts-evidence.ts';
import { STRATEGY_DICTIONARIES } from './dicts-strategy.ts';
import type { LocaleText } from './menu-kit.ts';
import { L } from './menu-kit.ts';

/**
 * Enumerations and category trees of spec 001 section 9 (and the codes DOMAIN.md adds), in every
 * language. The server seeds them as dictionaries (`GET /sys/dict/getDictItems/<code>`) and
 * category trees; forms and lists show the label in the user's language and store the value.
 */
export interface DictionaryItemDef {
  value: string;
  label: LocaleText;
  /** Switched off by an administrator: still labels old records, no longer offered or accepted. */
  disabled?: boolean;
}

export interface DictionaryDef {
  code: string;
  name: LocaleText;
  items: DictionaryItemDef[];
}

const i = (value: string, zhCN: string, enUS: string, zhTW: string, ptBR: string): DictionaryItemDef => ({
  value,
  label: L(zhCN, enUS, zhTW, ptBR),
});

const BASE_DICTIONARIES: DictionaryDef[] = [
  {
    code: 'sex',
    name: L('性别', 'Sex', '性別', 'Sexo'),
    items: [i('1', '男', 'Male', '男', 'Masculino'), i('2', '女', 'Female', '女', 'Feminino')],
  },
  {
    code: 'status',
    name: L('在校状态', 'Status', '在校狀態', 'Situação'),
    items: [
      i('1', '在校', 'In school', '在校', 'Na escola'),
      i('2', '不在校', 'Not in school', '不在校', 'Fora da escola'),
    ],
  },
  {
    code: 'politics',
    name: L('政治面貌', 'Political status', '政治面貌', 'Filiação política'),
    items: [
      i('1', '中共党员', 'Party member', '中共黨員', 'Membro do partido'),
      i('2', '共青团员', 'League member', '共青團員', 'Membro da liga'),
      i('3', '群众', 'Masses', '群眾', 'Sem filiação'),
      i('4', '其他', 'Other', '其他', 'Outro'),
    ],
  },
  {
    code: 'education',
    name: L('学历', 'Education', '學歷', 'Escolaridade'),
    items: [
      i('1', '本科', 'Bachelor', '學士', 'Bacharelado'),
      i('2', '硕士', 'Master', '碩士', 'Mestrado'),
      i('3', '博士', 'Doctor', '博士', 'Doutorado'),
    ],
  },
  {
    code: 'nationality',
    name: L('国籍', 'Country', '國籍', 'País'),
    items: [i('1', '中国', 'China', '中國', 'China'), i('2', '其他', 'Other', '其他', 'Outro')],
  },
  {
    code: 'researchOutputType',
    name: L('科研成果类型', 'Research output type', '科研成果類型', 'Tipo de produção científica'),
    items: [
      i('1', '期刊论文', 'Journal Articles', '期刊論文', 'Artigos em periódicos'),
      i('2', '期刊任职', 'Journal Positions', '期刊任職', 'Cargos em periódicos'),
      i('3', '会议论文', 'Conference Paper', '會議論文', 'Artigo de conferência'),
      i('4', '会议报告', 'Conference Presentation', '會議報告', 'Apresentação em conferência'),
      i('5', '科研项目', 'Project', '科研專案', 'Projeto'),
      i('6', '社会服务', 'Social service', '社會服務', 'Serviço social'),
      i('7', '研究报告', 'Research Reports', '研究報告', 'Relatórios de pesquisa'),
      i('8', '案例', 'Cases', '案例', 'Casos'),
      i('9', '标准与政策', 'Standards/Policies', '標準與政策', 'Normas/Políticas'),
      i('10', '专利', 'Patents', '專利', 'Patentes'),
      i('11', '专著', 'Monograph', '專著', 'Monografia'),
      i('12', '科研获奖', 'Awards', '科研獲獎', 'Prêmios'),
      i('13', '教材', 'Textbooks', '教材', 'Livros didáticos'),
    ],
  },
  {
    code: 'teachingContributionType',
    name: L('教学贡献类型', 'Teaching contribution type', '教學貢獻類型', 'Tipo de contribuição de ensino'),
    items: [
      i('1', '教学发展', 'Teaching Development', '教學發展', 'Desenvolvimento de ensino'),
      i(
        '2',
        '指导学生项目与竞赛获奖',
        'Student Project and Competition Awards',
        '指導學生專案與競賽獲獎',
        'Projetos e prêmios de estudantes',
      ),
      i('3', '教学荣誉', 'Teaching Honors', '教學榮譽', 'Honrarias de ensino'),
      i(
        '4',
        '教学研究与改革',
        'Teaching Research and Reform',
        '教學研究與改革',
        'Pesquisa e reforma do ensino',
      ),
      i(
        '5',
        '教材获奖与出版',
        'Teaching Material Award/Publishing',
        '教材獲獎與出版',
        'Material didático: prêmios e publicação',
      ),
      i('6', '教学论文', 'Teaching Paper', '教學論文', 'Artigo sobre ensino'),
      i('7', '教学会议', 'Teaching Meeting', '教學會議', 'Reunião de ensino'),
    ],
  },
  {
    code: 'professionalActivityType',
    name: L('专业活动类型', 'Professional activity type', '專業活動類型', 'Tipo de atividade profissional'),
    items: [
      i('1', '学术访问', 'Academic Visits', '學術訪問', 'Visitas acadêmicas'),
      i('2', '管理咨询', 'Management Consultancy', '管理諮詢', 'Consultoria de gestão'),
      i('3', '其他奖项', 'Other Awards', '其他獎項', 'Outros prêmios'),
      i(
        '4',
        '继续职业教育',
        'Continuing Professional Education',
        '繼續職業教育',
        'Educação profissional continuada',
      ),
      i('5', '商业实践', 'Practice of Business', '商業實踐', 'Prática empresarial'),
      i(
        '6',
        '与企业领袖互动',
        'Interaction with Business Leaders',
        '與企業領袖互動',
        'Interação com líderes empresariais',
      ),
      i('7', '职业资格证书', 'Professional Certificates', '職業資格證書', 'Certificados profissionais'),
      i('8', '企业培训', 'Training to Enterprises', '企業培訓', 'Treinamento para empresas'),
      i(
        '9',
        '学科与实验室建设',
        'Discipline/Lab Construction',
        '學科與實驗室建設',
        'Construção de disciplina/laboratório',
      ),
    ],
  },
  {
    code: 'reviewStatus',
    name: L('审核状态', 'Review status', '審核狀態', 'Situação da revisão'),
    items: [
      i('0', '未审核', 'Unreviewed', '未審核', 'Não revisado'),
      i('1', '已审核', 'Reviewed', '已審核', 'Revisado'),
      i('2', '已驳回', 'Rejected', '已駁回', 'Rejeitado'),
    ],
  },
  {
    code: 'level',
    name: L('级别', 'Level', '級別', 'Nível'),
    items: [
      i('1', '校级', 'School', '校級', 'Escola'),
      i('2', '省级', 'Provincial', '省級', 'Estadual'),
      i('3', '国家级', 'National', '國家級', 'Nacional'),
      i('4', '国际级', 'International', '國際級', 'Internacional'),
    ],
  },
  {
    code: 'questionnaireStatus',
    name: L('问卷状态', 'Questionnaire status', '問卷狀態', 'Situação do questionário'),
    items: [
      i('0', '未发布', 'Unpublished', '未發布', 'Não publicado'),
      i('1', '收集中', 'Collecting', '收集中', 'Coletando'),
      i('2', '已暂停', 'Pause', '已暫停', 'Pausado'),
      i('3', '已结束', 'Ended', '已結束', 'Encerrado'),
    ],
  },
  {
    code: 'taskStatus',
    name: L('任务状态', 'Task status', '任務狀態', 'Situação da tarefa'),
    items: [
      i('0', '未开始', 'Not Started', '未開始', 'Não iniciada'),
      i('1', '进行中', 'In Progress', '進行中', 'Em andamento'),
      i('2', '已完成', 'Completed', '已完成', 'Concluída'),
    ],
  },
  {
    code: 'dictItemStatus',
    name: L('启用状态', 'Enabled status', '啟用狀態', 'Situação de ativação'),
    items: [i('1', '启用', 'Enabled', '啟用', 'Ativado'), i('0', '停用', 'Disabled', '停用', 'Desativado')],
  },
  {
    code: 'validStatus',
    name: L('有效状态', 'Validity', '有效狀態', 'Validade'),
    items: [i('1', '有效', 'Valid', '有效', 'Válido'), i('0', '无效', 'Invalid', '無效', 'Inválido')],
  },
  {
    code: 'yesNo',
    name: L('是否', 'Yes or no', '是否', 'Sim ou não'),
    items: [i('yes', '是', 'Yes', '是', 'Sim'), i('no', '否', 'No', '否', 'Não')],
  },
  {
    code: 'userStatus',
    name: L('用户状态', 'User status', '使用者狀態', 'Situação do usuário'),
    items: [i('1', '正常', 'Normal', '正常', 'Normal'), i('2', '冻结', 'Frozen', '凍結', 'Bloqueado')],
  },
  {
    code: 'priority',
    name: L('优先级', 'Priority', '優先級', 'Prioridade'),
    items: [
      i('L', '低', 'Low', '低', 'Baixa'),
      i('M', '中', 'Medium', '中', 'Média'),
      i('H', '高', 'High', '高', 'Alta'),
    ],
  },
  {
    code: 'announcementAudience',
    name: L('通知对象', 'Audience', '通知對象', 'Público'),
    items: [
      i('ALL', '全体用户', 'Everyone', '全體使用者', 'Todos'),
      i('ROLE', '指定角色', 'Roles', '指定角色', 'Perfis'),
      i('DEPART', '指定部门', 'Departments', '指定部門', 'Departamentos'),
      i('USER', '指定用户', 'Named users', '指定使用者', 'Usuários indicados'),
    ],
  },
  {
    code: 'sendStatus',
    name: L('发布状态', 'Release status', '發布狀態', 'Situação de publicação'),
    items: [
      i('0', '未发布', 'Draft', '未發布', 'Rascunho'),
      i('1', '已发布', 'Released', '已發布', 'Publicado'),
      i('2', '已撤销', 'Revoked', '已撤銷', 'Revogado'),
    ],
  },
  {
    code: 'readStatus',
    name: L('阅读状态', 'Read status', '閱讀狀態', 'Situação de leitura'),
    items: [i('1', '未读', 'Unread', '未讀', 'Não lida'), i('0', '已读', 'Read', '已讀', 'Lida')],
  },
  {
    code: 'qualificationStatus',
    name: L('师资资格', 'Faculty qualification', '師資資格', 'Qualificação docente'),
    items: [
      i('SA', '学术型学者 (SA)', 'Scholarly Academic (SA)', '學術型學者 (SA)', 'Acadêmico acadêmico (SA)'),
      i('PA', '实践型学者 (PA)', 'Practice Academic (PA)', '實踐型學者 (PA)', 'Acadêmico de prática (PA)'),
      i(
        'SP',
        '学术型实践者 (SP)',
        'Scholarly Practitioner (SP)',
        '學術型實踐者 (SP)',
        'Profissional acadêmico (SP)',
      ),
      i(
        'IP',
        '教学型实践者 (IP)',
        'Instructional Practitioner (IP)',
        '教學型實踐者 (IP)',
        'Profissional instrutor (IP)',
      ),
      i('A', '其他 (A)', 'Additional (A)', '其他 (A)', 'Adicional (A)'),
    ],
  },
  {
    code: 'facultyParticipation',
    name: L('参与类型', 'Participation', '參與類型', 'Participação'),
    items: [
      i('P', '参与型', 'Participating', '參與型', 'Participante'),
      i('S', '支持型', 'Supporting', '支持型', 'De apoio'),
    ],
  },
  {
    code: 'highestDegree',
    name: L('最高学位', 'Highest degree', '最高學位', 'Titulação máxima'),
    items: [
      i('1', '学士', 'Bachelor', '學士', 'Bacharelado'),
      i('2', '硕士', 'Master', '碩士', 'Mestrado'),
      i('3', '博士', 'Doctor', '博士', 'Doutorado'),
      i('4', '其他', 'Other', '其他', 'Outro'),
    ],
  },
  {
    code: 'employmentStatus',
    name: L('聘用类型', 'Employment status', '聘用類型', 'Regime de trabalho'),
    items: [
      i('1', '全职', 'Full-time', '全職', 'Tempo integral'),
      i('2', '兼职', 'Part-time', '兼職', 'Tempo parcial'),
    ],
  },
  {
    code: 'dutyCode',
    name: L(
      '常规职责',
      'Normal professional responsibilities',
      '常規職責',
      'Responsabilidades profissionais',
    ),
    items: [
      i('UT', '本科教学', 'Undergraduate teaching', '大學部教學', 'Ensino de graduação'),
      i('MT', '硕士教学', "Master's teaching", '碩士教學', 'Ensino de mestrado'),
      i('DT', '博士教学', 'Doctoral teaching', '博士教學', 'Ensino de doutorado'),
      i('ECT', '高管教育', 'Executive education', '高階主管教育', 'Educação executiva'),
      i('RES', '科研', 'Research', '研究', 'Pesquisa'),
      i('SER', '服务', 'Service', '服務', 'Serviço'),
      i('ADM', '行政', 'Administration', '行政', 'Administração'),
    ],
  },
  {
    code: 'degreeLevel',
    name: L('学位层次', 'Degree level', '學位層次', 'Nível de grau'),
    items: [
      i('1', '本科', "Bachelor's", '學士', 'Bacharelado'),
      i('2', '专业硕士', "Master's specialised", '專業碩士', 'Mestrado especializado'),
      i('3', 'MBA', 'MBA', 'MBA', 'MBA'),
      i('4', '博士', 'Doctoral', '博士', 'Doutorado'),
      i('5', '其他', 'Other', '其他', 'Outro'),
    ],
  },
  {
    code: 'courseType',
    name: L('课程性质', 'Course type', '課程性質', 'Tipo de disciplina'),
    items: [
      i('1', '必修', 'Required', '必修', 'Obrigatória'),
      i('2', '选修', 'Elective', '選修', 'Optativa'),
    ],
  },
  {
    code: 'curriculumMapScale',
    name: L('课程地图标记', 'Curriculum map scale', '課程地圖標記', 'Escala do mapa curricular'),
    items: [
      i(
        'HML',
        '高/中/低 (H/M/L)',
        'High / Medium / Low (H/M/L)',
        '高/中/低 (H/M/L)',
        'Alto / Médio / Baixo (H/M/L)',
      ),
      i(
        'IRM',
        '引入/强化/掌握 (I/R/M)',
        'Introduced / Reinforced / Mastered (I/R/M)',
        '引入/強化/掌握 (I/R/M)',
        'Introduzido / Reforçado / Dominado (I/R/M)',
      ),
    ],
  },
  {
    // Stored as H/M/L whatever the scale: on the I/R/M scale I = L, R = M, M = H (weights 1, 2, 3).
    code: 'curriculumMapLevel',
    name: L('支撑强度', 'Support level', '支撐強度', 'Nível de apoio'),
    items: [
      i('H', '高', 'High', '高', 'Alto'),
      i('M', '中', 'Medium', '中', 'Médio'),
      i('L', '低', 'Low', '低', 'Baixo'),
    ],
  },
  // Assurance of learning (issue 17; DOMAIN.md section 5).
  {
    code: 'aolMethod',
    name: L('评估方式', 'Assessment method', '評估方式', 'Método de avaliação'),
    items: [
      i('1', '定量评估', 'Quantitative', '定量評估', 'Quantitativa'),
      i('2', '定性评估', 'Qualitative (rubric)', '定性評估', 'Qualitativa (rubrica)'),
    ],
  },
  {
    code: 'aolStatus',
    name: L('评估状态', 'Assessment status', '評估狀態', 'Estado da avaliação'),
    items: [
      i('0', '进行中', 'In progress', '進行中', 'Em andamento'),
      i('1', '已提交', 'Submitted (locked)', '已提交', 'Enviada (bloqueada)'),
      i('2', '已解锁', 'Unlocked', '已解鎖', 'Desbloqueada'),
    ],
  },
  {
    code: 'aolMissingMethod',
    name: L('缺失成绩处理', 'Missing scores', '缺失成績處理', 'Notas em falta'),
    items: [
      i('zero', '缺失计为0', 'Missing = 0', '缺失計為0', 'Em falta = 0'),
      i('exclude', '排除缺失', 'Exclude missing', '排除缺失', 'Excluir em falta'),
    ],
  },
  {
    code: 'aolRule',
    name: L('达成度取值', 'Attainment rule', '達成度取值', 'Regra de agregação'),
    items: [
      i('min', '取最小值', 'Minimum', '取最小值', 'Mínimo'),
      i('mean', '取平均值', 'Mean', '取平均值', 'Média'),
    ],
  },
  {
    code: 'aolComponentKind',
    name: L('考核环节类型', 'Component kind', '考核環節類型', 'Tipo de componente'),
    items: [
      i('ordinary', '平时成绩', 'Ordinary grade', '平時成績', 'Nota contínua'),
      i('test', '理论测试', 'Theory test', '理論測試', 'Teste teórico'),
      i('exam', '期末考试', 'Final exam', '期末考試', 'Exame final'),
      i('topic', '相关题目', 'Related topic', '相關題目', 'Tópico relacionado'),
      i('other', '其他', 'Other', '其他', 'Outro'),
    ],
  },
  {
    code: 'aolHistoryAction',
    name: L('评估操作', 'Assessment action', '評估操作', 'Ação da avaliação'),
    items: [
      i('submit', '提交并锁定', 'Submitted and locked', '提交並鎖定', 'Enviada e bloqueada'),
      i('unlock', '解锁', 'Unlocked', '解鎖', 'Desbloqueada'),
      i('import', '导入成绩', 'Scores imported', '匯入成績', 'Notas importadas'),
    ],
  },
  {
    code: 'aolActionStatus',
    name: L('改进措施状态', 'Action status', '改進措施狀態', 'Estado da ação'),
    items: [
      i('1', '未开始', 'Not Started', '未開始', 'Não iniciada'),
      i('2', '进行中', 'In Progress', '進行中', 'Em andamento'),
      i('3', '已完成', 'Completed', '已完成', 'Concluída'),
    ],
  },
  {
    code: 'questionnaireCategory',
    name: L('问卷类别', 'Questionnaire category', '問卷類別', 'Categoria do questionário'),
    items: [
      i('1', '课程评价', 'Course evaluation', '課程評價', 'Avaliação da disciplina'),
      i('2', '毕业生离校调查', 'Exit survey', '畢業生離校調查', 'Pesquisa de egressos'),
      i('3', '校友调查', 'Alumni survey', '校友調查', 'Pesquisa de ex-alunos'),
      i('4', '用人单位调查', 'Employer survey', '用人單位調查', 'Pesquisa de empregadores'),
      i('5', '其他', 'Other', '其他', 'Outro'),
    ],
  },
  {
    code: 'scholarshipCategory',
    name: L('学术成果类别', 'Scholarship category', '學術成果類別', 'Categoria acadêmica'),
    items: [
      i(
        '1',
        '基础或发现型研究',
        'Basic or discovery scholarship',
        '基礎或發現型研究',
        'Pesquisa básica ou de descoberta',
      ),
      i(
        '2',
        '应用或整合型研究',
        'Applied or integration/application scholarship',
        '應用或整合型研究',
        'Pesquisa aplicada ou de integração',
      ),
      i(
        '3',
        '教学研究',
        'Teaching and learning scholarship',
        '教學研究',
        'Pesquisa de ensino e aprendizagem',
      ),
    ],
  },
  {
    code: 'supportWeight',
    name: L('支撑强度', 'Support weight', '支撐強度', 'Peso de apoio'),
    items: [
      i('3', '高 (H)', 'High (H)', '高 (H)', 'Alto (H)'),
      i('2', '中 (M)', 'Medium (M)', '中 (M)', 'Médio (M)'),
      i('1', '低 (L)', 'Low (L)', '低 (L)', 'Baixo (L)'),
    ],
  },
  {
    code: 'teachingProductivityUnit',
    name: L(
      '教学工作量单位',
      'Teaching productivity unit',
      '教學工作量單位',
      'Unidade de produtividade docente',
    ),
    items: [
      i('credit_hours', '学分学时', 'Credit hours', '學分學時', 'Horas-crédito'),
      i('contact_hours', '接触学时', 'Contact hours', '接觸學時', 'Horas de contato'),
      i('courses', '课程门数', 'Courses', '課程門數', 'Disciplinas'),
      i(
        'student_credit_hours',
        '学生学分学时',
        'Student credit hours',
        '學生學分學時',
        'Horas-crédito de estudantes',
      ),
    ],
  },
  {
    code: 'accreditationType',
    name: L('认证类型', 'Accreditation type', '認證類型', 'Tipo de acreditação'),
    items: [
      i('AACSB', 'AACSB', 'AACSB', 'AACSB', 'AACSB'),
      i('EQUIS', 'EQUIS', 'EQUIS', 'EQUIS', 'EQUIS'),
      i('AMBA', 'AMBA', 'AMBA', 'AMBA', 'AMBA'),
    ],
  },
  {
    code: 'journalList',
    name: L('期刊目录', 'Journal ranking list', '期刊目錄', 'Lista de periódicos'),
    items: ['ABS', 'ABDC', 'FT50', 'UTD24', 'FMS', 'CSSCI', 'PKU', 'SSCI']
      .map((v) => i(v, v, v, v, v))
      .concat(i('OTHER', '其他', 'Other', '其他', 'Outra')),
  },
  {
    code: 'customFieldType',
    name: L('字段类型', 'Field type', '欄位類型', 'Tipo de campo'),
    items: [
      i('text', '文本', 'Text', '文字', 'Texto'),
      i('number', '数字', 'Number', '數字', 'Número'),
      i('date', '日期', 'Date', '日期', 'Data'),
      i('dict', '字典选项', 'Dictionary choice', '字典選項', 'Escolha de dicionário'),
      i('file', '文件', 'File', '檔案', 'Arquivo'),
    ],
  },
  {
    code: 'logType',
    name: L('日志类型', 'Log type', '日誌類型', 'Tipo de registro'),
    items: [
      i('1', '登录日志', 'Login log', '登入日誌', 'Registro de acesso'),
      i('2', '操作日志', 'Operation log', '操作日誌', 'Registro de operações'),
    ],
  },
  {
    code: 'menuType',
    name: L('菜单类型', 'Menu type', '選單類型', 'Tipo de menu'),
    items: [
      i('0', '一级菜单', 'First-level menu', '一級選單', 'Menu de primeiro nível'),
      i('1', '子菜单', 'Sub-menu', '子選單', 'Submenu'),
      i('2', '按钮/权限', 'Button/permission', '按鈕/權限', 'Botão/permissão'),
    ],
  },
  {
    code: 'ruleConditions',
    name: L('规则条件', 'Rule condition', '規則條件', 'Condição da regra'),
    items: [
      i('=', '等于', 'Equals', '等於', 'Igual'),
      i('!=', '不等于', 'Not equal', '不等於', 'Diferente'),
      i('>', '大于', 'Greater than', '大於', 'Maior que'),
      i('>=', '大于等于', 'At least', '大於等於', 'Maior ou igual'),
      i('<', '小于', 'Less than', '小於', 'Menor que'),
      i('<=', '小于等于', 'At most', '小於等於', 'Menor ou igual'),
      i('IN', '包含', 'In', '包含', 'Em'),
      i('LIKE', '模糊', 'Contains', '模糊', 'Contém'),
      i('LEFT_LIKE', '左模糊', 'Ends with', '左模糊', 'Termina com'),
      i('RIGHT_LIKE', '右模糊', 'Starts with', '右模糊', 'Começa com'),
    ],
  },
];

export interface CategoryNode {
  code: string;
  name: LocaleText;
  children?: CategoryNode[];
}

/** The accreditation category tree (spec 001 section 9). Only "Strategic Planning (1)" has a code in the spec. */
export const ACCREDITATION_CATEGORY: CategoryNode = {
  code: 'accreditationCategory',
  name: L('认证分类', 'Accreditation categories', '認證分類', 'Categorias de acreditação'),
  children: [
    {
      code: '1',
      name: L('战略规划', 'Strategic Planning', '策略規劃', 'Planejamento estratégico'),
      children: [
        { code: '1-1', name: L('使命', 'Mission', '使命', 'Missão') },
        { code: '1-2', name: L('愿景', 'Vision', '願景', 'Visão') },
        { code: '1-3', name: L('预期成果', 'Expected Outcomes', '預期成果', 'Resultados esperados') },
        { code: '1-4', name: L('核心价值观', 'Core Value', '核心價值觀', 'Valores fundamentais') },
        { code: '1-5', name: L('战略计划', 'Strategic Plan', '策略計畫', 'Plano estratégico') },
      ],
    },
    {
      code: '2',
      name: L(
        '物质、虚拟与财务资源',
        'Physical, Virtual and Financial Resources',
        '實體、虛擬與財務資源',
        'Recursos físicos, virtuais e financeiros',
      ),
    },
    {
      code: '3',
      name: L(
        '师资与专业人员资源',
        'Faculty and Professional Staff Resources',
        '師資與專業人員資源',
        'Recursos de docentes e equipe',
      ),
      children: [
        {
          code: '3-1',
          name: L(
            '师资资格标准',
            'Faculty Qualification Standards',
            '師資資格標準',
            'Critérios de qualificação docente',
          ),
        },
      ],
    },
    { code: '4', name: L('课程类别', 'Course Categories', '課程類別', 'Categorias de disciplinas') },
    { code: '5', name: L('课程体系', 'Curriculum', '課程體系', 'Currículo') },
    {
      code: '6',
      name: L('学习成效评估', 'Assurance of Learning', '學習成效評估', 'Garantia de aprendizagem'),
      children: [{ code: '6-1', name: L('项目', 'Programs', '項目', 'Programas') }],
    },
    { code: '7', name: L('学术影响', 'Impact of Scholarship', '學術影響', 'Impacto acadêmico') },
    { code: '8', name: L('学习者发展', 'Learner Progression', '學習者發展', 'Progressão do estudante') },
    { code: '9', name: L('评估学年', 'Academic Year of Assessment', '評估學年', 'Ano de avaliação') },
    { code: '10', name: L('直接测量', 'Direct Measures', '直接測量', 'Medidas diretas') },
    { code: '11', name: L('间接测量', 'Indirect Measures', '間接測量', 'Medidas indiretas') },
  ],
};

export const CATEGORY_TREES: CategoryNode[] = [ACCREDITATION_CATEGORY];

/** Flattens a category tree into a dictionary: every node but the root, children named "parent / child". */
function treeDictionary(tree: CategoryNode, code: string, name: LocaleText): DictionaryDef {
  const items: DictionaryItemDef[] = [];
  const walk = (node: CategoryNode, parent: LocaleText | null) => {
    for (const child of node.children ?? []) {
      const label = parent
        ? (Object.fromEntries(
            Object.entries(child.name).map(([k, v]) => [k, `${parent[k as keyof LocaleText]} / ${v}`]),
          ) as LocaleText)
        : child.name;
      items.push({ value: child.code, label });
      walk(child, child.name);
    }
  };
  walk(tree, null);
  return { code, name, items };
}

/**
 * The accreditation category tree as a dictionary (`accreditationStandard`): plan actions, goals,
 * KPIs and improvement records name the standards they serve by its codes (several per record).
 */
export const ACCREDITATION_STANDARD_DICT: DictionaryDef = {
  ...treeDictionary(
    ACCREDITATION_CATEGORY,
    'accreditationStandard',
    L('认证标准', 'Accreditation standard', '認證標準', 'Padrão de acreditação'),
  ),
  // The AACSB, EQUIS and AMBA frameworks follow the category tree: evidence is tagged by them (issue 20).
  items: [
    ...treeDictionary(ACCREDITATION_CATEGORY, 'accreditationStandard', ACCREDITATION_CATEGORY.name).items,
    ...EVIDENCE_FRAMEWORKS.flatMap(
      (framework) =>
        treeDictionary({ code: 'root', name: framework.name, children: [framework] }, 'x', framework.name)
          .items,
    ),
  ],
};

export const DICTIONARIES: DictionaryDef[] = [
  ...BASE_DICTIONARIES,
  ...STRATEGY_DICTIONARIES,
  ACCREDITATION_STANDARD_DICT,
  ...FILE_DICTIONARIES,
  ...ACCREDITATION_DICTIONARIES,
];
