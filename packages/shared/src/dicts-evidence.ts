import type { CategoryNode, DictionaryDef, DictionaryItemDef } from './dicts.ts';
import { CAMEA_DIMENSIONS } from './dicts-accreditation.ts';
import { L } from './menu-kit.ts';

/**
 * The standards evidence is tagged to (issue 20): AACSB's nine standards (2020, as updated), the
 * ten EQUIS chapters and the headings of AMBA's criteria. They join the accreditation category tree
 * of spec 001 section 9 in the `accreditationStandard` dictionary (dicts.ts), so a plan action, a
 * KPI or a shared file names "AACSB / Standard 5" by the same code everywhere.
 */
const n = (code: string, zhCN: string, enUS: string, zhTW: string, ptBR: string): CategoryNode => ({
  code,
  name: L(zhCN, enUS, zhTW, ptBR),
});

export const AACSB_STANDARDS: CategoryNode = {
  ...n('AACSB', 'AACSB 标准', 'AACSB standards', 'AACSB 標準', 'Padrões AACSB'),
  children: [
    n(
      'AACSB-1',
      '标准1：战略规划',
      'Standard 1: Strategic Planning',
      '標準1：策略規劃',
      'Padrão 1: Planejamento estratégico',
    ),
    n(
      'AACSB-2',
      '标准2：物质、虚拟与财务资源',
      'Standard 2: Physical, Virtual and Financial Resources',
      '標準2：實體、虛擬與財務資源',
      'Padrão 2: Recursos físicos, virtuais e financeiros',
    ),
    n(
      'AACSB-3',
      '标准3：师资与专业人员资源',
      'Standard 3: Faculty and Professional Staff Resources',
      '標準3：師資與專業人員資源',
      'Padrão 3: Recursos de docentes e equipe profissional',
    ),
    n('AACSB-4', '标准4：课程', 'Standard 4: Curriculum', '標準4：課程', 'Padrão 4: Currículo'),
    n(
      'AACSB-5',
      '标准5：学习成效评估',
      'Standard 5: Assurance of Learning',
      '標準5：學習成效評估',
      'Padrão 5: Garantia de aprendizagem',
    ),
    n(
      'AACSB-6',
      '标准6：学习者发展',
      'Standard 6: Learner Progression',
      '標準6：學習者發展',
      'Padrão 6: Progressão do estudante',
    ),
    n(
      'AACSB-7',
      '标准7：教学有效性与影响',
      'Standard 7: Teaching Effectiveness and Impact',
      '標準7：教學有效性與影響',
      'Padrão 7: Eficácia e impacto do ensino',
    ),
    n(
      'AACSB-8',
      '标准8：学术影响',
      'Standard 8: Impact of Scholarship',
      '標準8：學術影響',
      'Padrão 8: Impacto acadêmico',
    ),
    n(
      'AACSB-9',
      '标准9：参与与社会影响',
      'Standard 9: Engagement and Societal Impact',
      '標準9：參與與社會影響',
      'Padrão 9: Engajamento e impacto social',
    ),
  ],
};

export const EQUIS_CHAPTERS: CategoryNode = {
  ...n('EQUIS', 'EQUIS 章节', 'EQUIS chapters', 'EQUIS 章節', 'Capítulos EQUIS'),
  children: [
    n(
      'EQUIS-1',
      '第1章：环境、治理与战略',
      'Chapter 1: Context, Governance and Strategy',
      '第1章：環境、治理與策略',
      'Capítulo 1: Contexto, governança e estratégia',
    ),
    n('EQUIS-2', '第2章：项目', 'Chapter 2: Programmes', '第2章：項目', 'Capítulo 2: Programas'),
    n('EQUIS-3', '第3章：学生', 'Chapter 3: Students', '第3章：學生', 'Capítulo 3: Estudantes'),
    n('EQUIS-4', '第4章：师资', 'Chapter 4: Faculty', '第4章：師資', 'Capítulo 4: Docentes'),
    n(
      'EQUIS-5',
      '第5章：研究与发展',
      'Chapter 5: Research and Development',
      '第5章：研究與發展',
      'Capítulo 5: Pesquisa e desenvolvimento',
    ),
    n(
      'EQUIS-6',
      '第6章：高管教育',
      'Chapter 6: Executive Education',
      '第6章：高管教育',
      'Capítulo 6: Educação executiva',
    ),
    n(
      'EQUIS-7',
      '第7章：资源与行政',
      'Chapter 7: Resources and Administration',
      '第7章：資源與行政',
      'Capítulo 7: Recursos e administração',
    ),
    n(
      'EQUIS-8',
      '第8章：国际化',
      'Chapter 8: Internationalisation',
      '第8章：國際化',
      'Capítulo 8: Internacionalização',
    ),
    n(
      'EQUIS-9',
      '第9章：伦理、责任与可持续发展',
      'Chapter 9: Ethics, Responsibility and Sustainability',
      '第9章：倫理、責任與永續發展',
      'Capítulo 9: Ética, responsabilidade e sustentabilidade',
    ),
    n(
      'EQUIS-10',
      '第10章：企业联系',
      'Chapter 10: Corporate Connections',
      '第10章：企業聯繫',
      'Capítulo 10: Conexões corporativas',
    ),
  ],
};

export const AMBA_CRITERIA: CategoryNode = {
  ...n('AMBA', 'AMBA 标准', 'AMBA criteria', 'AMBA 標準', 'Critérios AMBA'),
  children: [
    n(
      'AMBA-1',
      '机构背景与可持续性',
      'Institutional Context and Sustainability',
      '機構背景與永續性',
      'Contexto institucional e sustentabilidade',
    ),
    n('AMBA-2', '师资', 'Faculty', '師資', 'Docentes'),
    n('AMBA-3', '项目管理', 'Programme Management', '項目管理', 'Gestão do programa'),
    n('AMBA-4', '学生与班级', 'Students and Cohort', '學生與班級', 'Estudantes e turma'),
    n(
      'AMBA-5',
      '课程与学习成果',
      'Curriculum and Learning Outcomes',
      '課程與學習成果',
      'Currículo e resultados de aprendizagem',
    ),
    n('AMBA-6', '考核', 'Assessment', '考核', 'Avaliação'),
    n('AMBA-7', '教学方式', 'Modes of Delivery', '教學方式', 'Modalidades de oferta'),
    n('AMBA-8', '成果与影响', 'Outcomes and Impact', '成果與影響', 'Resultados e impacto'),
  ],
};

/** The frameworks evidence is gathered by, after the product's own category tree (CAMEA: issue 21). */
export const EVIDENCE_FRAMEWORKS: readonly CategoryNode[] = [
  AACSB_STANDARDS,
  EQUIS_CHAPTERS,
  AMBA_CRITERIA,
  CAMEA_DIMENSIONS,
];

const i = (value: string, zhCN: string, enUS: string, zhTW: string, ptBR: string): DictionaryItemDef => ({
  value,
  label: L(zhCN, enUS, zhTW, ptBR),
});

export const FILE_DICTIONARIES: DictionaryDef[] = [
  {
    code: 'fileTextStatus',
    name: L('全文索引状态', 'Text indexing', '全文索引狀態', 'Indexação de texto'),
    items: [
      i('0', '无文本', 'No text', '無文字', 'Sem texto'),
      i('1', '排队中', 'Queued', '排隊中', 'Na fila'),
      i('2', '已索引', 'Indexed', '已索引', 'Indexado'),
      i('3', '失败', 'Failed', '失敗', 'Falhou'),
    ],
  },
];
