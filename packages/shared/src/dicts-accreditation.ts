import type { CategoryNode, DictionaryDef, DictionaryItemDef } from './dicts.ts';
import { L } from './menu-kit.ts';

/**
 * The accreditation workspace (issue 21): CAMEA's dimensions (China's MBA accreditation) beside the
 * AACSB, EQUIS and AMBA headings of dicts-evidence.ts, the schemes a project follows, a task's
 * status (spec 001: Not Started, In Progress, Completed) and a report's state.
 */
const n = (code: string, zhCN: string, enUS: string, zhTW: string, ptBR: string): CategoryNode => ({
  code,
  name: L(zhCN, enUS, zhTW, ptBR),
});

export const CAMEA_DIMENSIONS: CategoryNode = {
  ...n('CAMEA', 'CAMEA 认证维度', 'CAMEA dimensions', 'CAMEA 認證維度', 'Dimensões CAMEA'),
  children: [
    n('CAMEA-1', '使命与战略', 'Mission and Strategy', '使命與戰略', 'Missão e estratégia'),
    n(
      'CAMEA-2',
      '项目设计与课程',
      'Programme Design and Curriculum',
      '項目設計與課程',
      'Desenho do programa e currículo',
    ),
    n('CAMEA-3', '师资队伍', 'Faculty', '師資隊伍', 'Docentes'),
    n(
      'CAMEA-4',
      '学生与职业发展',
      'Students and Career Development',
      '學生與職業發展',
      'Estudantes e carreira',
    ),
    n(
      'CAMEA-5',
      '教学质量保障',
      'Quality Assurance of Teaching',
      '教學質量保障',
      'Garantia da qualidade do ensino',
    ),
    n('CAMEA-6', '资源与支持', 'Resources and Support', '資源與支持', 'Recursos e apoio'),
    n(
      'CAMEA-7',
      '社会责任与特色',
      'Social Responsibility and Distinctiveness',
      '社會責任與特色',
      'Responsabilidade social e distinção',
    ),
  ],
};

const i = (value: string, zhCN: string, enUS: string, zhTW: string, ptBR: string): DictionaryItemDef => ({
  value,
  label: L(zhCN, enUS, zhTW, ptBR),
});

/** Scheme codes (the `accreditationScheme` dictionary). */
export const SCHEME = {
  aacsbInitial: 'AACSB-IA',
  aacsbContinuous: 'AACSB-CIR',
  equis: 'EQUIS',
  amba: 'AMBA',
  camea: 'CAMEA',
} as const;
export type SchemeCode = (typeof SCHEME)[keyof typeof SCHEME];

/** Task status values (spec 001: Not Started, In Progress, Completed). */
export const TASK_STATUS = { notStarted: '0', inProgress: '1', completed: '2' } as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];

/** A report is written while live and frozen for submission (its blocks snapshotted). */
export const REPORT_STATUS = { live: '0', frozen: '1' } as const;

export const ACCREDITATION_DICTIONARIES: DictionaryDef[] = [
  {
    code: 'accreditationScheme',
    name: L('认证项目类型', 'Accreditation scheme', '認證項目類型', 'Esquema de acreditação'),
    items: [
      i(
        SCHEME.aacsbInitial,
        'AACSB 初次认证',
        'AACSB initial accreditation',
        'AACSB 初次認證',
        'AACSB acreditação inicial',
      ),
      i(
        SCHEME.aacsbContinuous,
        'AACSB 持续改进评审',
        'AACSB continuous improvement review',
        'AACSB 持續改進評審',
        'AACSB revisão de melhoria contínua',
      ),
      i(SCHEME.equis, 'EQUIS', 'EQUIS', 'EQUIS', 'EQUIS'),
      i(SCHEME.amba, 'AMBA', 'AMBA', 'AMBA', 'AMBA'),
      i(SCHEME.camea, 'CAMEA', 'CAMEA', 'CAMEA', 'CAMEA'),
    ],
  },
  {
    code: 'accreditationTaskStatus',
    name: L('任务状态', 'Task status', '任務狀態', 'Estado da tarefa'),
    items: [
      i(TASK_STATUS.notStarted, '未开始', 'Not Started', '未開始', 'Não iniciada'),
      i(TASK_STATUS.inProgress, '进行中', 'In Progress', '進行中', 'Em andamento'),
      i(TASK_STATUS.completed, '已完成', 'Completed', '已完成', 'Concluída'),
    ],
  },
  {
    code: 'certificationReportStatus',
    name: L('报告状态', 'Report state', '報告狀態', 'Estado do relatório'),
    items: [
      i(
        REPORT_STATUS.live,
        '撰写中（数据实时）',
        'Live (figures update)',
        '撰寫中（資料即時）',
        'Em redação (dados ao vivo)',
      ),
      i(
        REPORT_STATUS.frozen,
        '已定稿（数据冻结）',
        'Frozen (figures fixed)',
        '已定稿（資料凍結）',
        'Congelado (dados fixos)',
      ),
    ],
  },
];
