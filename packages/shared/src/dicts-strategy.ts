import type { DictionaryDef, DictionaryItemDef } from './dicts.ts';
import { L } from './menu-kit.ts';

/**
 * Dictionaries of strategic planning, resources, learner progression and identity management
 * (issue 19). Part of DICTIONARIES (dicts.ts); kept apart only to keep that file readable.
 */
const i = (value: string, zhCN: string, enUS: string, zhTW: string, ptBR: string): DictionaryItemDef => ({
  value,
  label: L(zhCN, enUS, zhTW, ptBR),
});

export const STRATEGY_DICTIONARIES: DictionaryDef[] = [
  {
    code: 'planActionStatus',
    name: L('行动状态', 'Action status', '行動狀態', 'Estado da ação'),
    items: [
      i('1', '未开始', 'Not Started', '未開始', 'Não iniciada'),
      i('2', '进行中', 'In Progress', '進行中', 'Em andamento'),
      i('3', '已完成', 'Completed', '已完成', 'Concluída'),
    ],
  },
  {
    code: 'kpiUnit',
    name: L('指标单位', 'Unit', '指標單位', 'Unidade'),
    items: [
      i('1', '百分比（%）', 'Percent (%)', '百分比（%）', 'Percentual (%)'),
      i('2', '数量', 'Count', '數量', 'Quantidade'),
      i('3', '比值', 'Ratio', '比值', 'Razão'),
      i('4', '金额（万元）', 'Amount (10,000 CNY)', '金額（萬元）', 'Valor (10.000 CNY)'),
      i('5', '分数', 'Score', '分數', 'Pontuação'),
    ],
  },
  {
    code: 'kpiDirection',
    name: L('指标方向', 'Direction', '指標方向', 'Direção'),
    items: [
      i('1', '越高越好', 'Higher is better', '越高越好', 'Quanto maior, melhor'),
      i('2', '越低越好', 'Lower is better', '越低越好', 'Quanto menor, melhor'),
    ],
  },
  {
    code: 'kpiSource',
    name: L('实际值来源', 'Source of the actual', '實際值來源', 'Origem do valor real'),
    items: [
      i('manual', '手工填报', 'Typed in', '手工填報', 'Digitado'),
      i(
        'saRatio',
        'SA 比例（表 3-1）',
        'SA ratio (Table 3-1)',
        'SA 比例（表 3-1）',
        'Proporção SA (Tabela 3-1)',
      ),
      i(
        'sappRatio',
        'SA+PA+SP 比例（表 3-1）',
        'SA+PA+SP ratio (Table 3-1)',
        'SA+PA+SP 比例（表 3-1）',
        'Proporção SA+PA+SP (Tabela 3-1)',
      ),
      i(
        'participatingRatio',
        '参与型教师授课比例（表 3-1）',
        'Participating faculty ratio (Table 3-1)',
        '參與型教師授課比例（表 3-1）',
        'Proporção de docentes participantes (Tabela 3-1)',
      ),
      i(
        'peerReviewedArticles',
        '同行评审期刊论文数（表 8-1）',
        'Peer-reviewed journal articles (Table 8-1)',
        '同行評審期刊論文數（表 8-1）',
        'Artigos em periódicos revisados por pares (Tabela 8-1)',
      ),
      i(
        'objectiveAttainment',
        '课程目标达成比例（学习成效评估）',
        'Learning objectives met (assurance of learning)',
        '課程目標達成比例（學習成效評估）',
        'Objetivos de aprendizagem atingidos (AoL)',
      ),
      i(
        'questionnaireResponseRate',
        '问卷回收率',
        'Questionnaire response rate',
        '問卷回收率',
        'Taxa de resposta dos questionários',
      ),
      i(
        'retentionRate',
        '第一年保留率',
        'First-year retention rate',
        '第一年保留率',
        'Taxa de retenção no 1.º ano',
      ),
      i(
        'graduationRate',
        '按时毕业率',
        'Graduation rate in normal time',
        '按時畢業率',
        'Taxa de conclusão no tempo normal',
      ),
      i('employmentRate', '就业率', 'Employment rate', '就業率', 'Taxa de empregabilidade'),
    ],
  },
  {
    code: 'physicalCategory',
    name: L('场地类别', 'Space type', '場地類別', 'Tipo de espaço'),
    items: [
      i('1', '教室', 'Classroom', '教室', 'Sala de aula'),
      i('2', '案例讨论室', 'Case-study room', '案例討論室', 'Sala de estudo de caso'),
      i('3', '计算机实验室', 'Computer lab', '電腦實驗室', 'Laboratório de informática'),
      i('4', '行为实验室', 'Behavioural lab', '行為實驗室', 'Laboratório comportamental'),
      i('5', '图书馆/阅览室', 'Library / reading room', '圖書館/閱覽室', 'Biblioteca / sala de leitura'),
      i('6', '会议室', 'Meeting room', '會議室', 'Sala de reuniões'),
      i('7', '办公室', 'Office', '辦公室', 'Escritório'),
      i('8', '学生活动空间', 'Student space', '學生活動空間', 'Espaço estudantil'),
      i('9', '其他', 'Other', '其他', 'Outro'),
    ],
  },
  {
    code: 'virtualCategory',
    name: L('虚拟资源类别', 'Virtual resource type', '虛擬資源類別', 'Tipo de recurso virtual'),
    items: [
      i('1', '教学平台', 'Teaching platform', '教學平臺', 'Plataforma de ensino'),
      i('2', '数据库', 'Database', '資料庫', 'Base de dados'),
      i('3', '软件许可', 'Software licence', '軟體授權', 'Licença de software'),
      i('4', '电子图书馆', 'E-library', '電子圖書館', 'Biblioteca digital'),
      i('5', '协作工具', 'Collaboration tool', '協作工具', 'Ferramenta de colaboração'),
      i('6', '其他', 'Other', '其他', 'Outro'),
    ],
  },
  {
    code: 'budgetKind',
    name: L('收支类型', 'Income or expenditure', '收支類型', 'Receita ou despesa'),
    items: [i('1', '收入', 'Income', '收入', 'Receita'), i('2', '支出', 'Expenditure', '支出', 'Despesa')],
  },
  {
    code: 'budgetCategory',
    name: L('预算科目', 'Budget category', '預算科目', 'Categoria orçamentária'),
    items: [
      i('11', '学费收入', 'Tuition and fees', '學費收入', 'Mensalidades e taxas'),
      i('12', '政府拨款', 'Government funding', '政府撥款', 'Financiamento público'),
      i('13', '科研经费', 'Research grants', '科研經費', 'Financiamento de pesquisa'),
      i('14', '高管教育收入', 'Executive education', '高管教育收入', 'Educação executiva'),
      i('15', '捐赠收入', 'Donations and endowment', '捐贈收入', 'Doações e fundo patrimonial'),
      i('16', '其他收入', 'Other income', '其他收入', 'Outras receitas'),
      i('21', '教师薪酬', 'Faculty salaries', '教師薪酬', 'Salários docentes'),
      i('22', '职员薪酬', 'Staff salaries', '職員薪酬', 'Salários da equipe'),
      i('23', '科研支持', 'Research support', '科研支持', 'Apoio à pesquisa'),
      i('24', '场地与维护', 'Facilities and maintenance', '場地與維護', 'Instalações e manutenção'),
      i('25', '信息技术与图书', 'Technology and library', '資訊技術與圖書', 'Tecnologia e biblioteca'),
      i(
        '26',
        '学生支持与奖学金',
        'Student support and scholarships',
        '學生支持與獎學金',
        'Apoio estudantil e bolsas',
      ),
      i('27', '市场与发展', 'Marketing and development', '市場與發展', 'Marketing e desenvolvimento'),
      i('28', '其他支出', 'Other expenditure', '其他支出', 'Outras despesas'),
    ],
  },
  {
    code: 'employerSector',
    name: L('就业行业', 'Employer sector', '就業行業', 'Setor do empregador'),
    items: [
      i('1', '金融', 'Finance and banking', '金融', 'Finanças e bancos'),
      i('2', '咨询', 'Consulting', '諮詢', 'Consultoria'),
      i('3', '信息技术', 'Technology', '資訊技術', 'Tecnologia'),
      i('4', '制造业', 'Manufacturing', '製造業', 'Indústria'),
      i('5', '消费品与零售', 'Consumer goods and retail', '消費品與零售', 'Bens de consumo e varejo'),
      i('6', '政府与公共部门', 'Government and public sector', '政府與公共部門', 'Governo e setor público'),
      i('7', '教育', 'Education', '教育', 'Educação'),
      i('8', '创业', 'Entrepreneurship', '創業', 'Empreendedorismo'),
      i('9', '其他', 'Other', '其他', 'Outro'),
    ],
  },
  {
    code: 'facultyCategory',
    name: L(
      '教师类别（EQUIS）',
      'Faculty category (EQUIS)',
      '教師類別（EQUIS）',
      'Categoria docente (EQUIS)',
    ),
    items: [
      i('1', '核心教师', 'Core faculty', '核心教師', 'Docente permanente'),
      i('2', '兼职/外聘教师', 'Adjunct faculty', '兼職/外聘教師', 'Docente adjunto'),
      i('3', '访问教师', 'Visiting faculty', '訪問教師', 'Docente visitante'),
    ],
  },
];
