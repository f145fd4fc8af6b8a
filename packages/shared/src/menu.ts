import {
  CRUD,
  CRUD_IO,
  L,
  type LocaleText,
  type MenuAction,
  type MenuScreen,
  REPORT,
  REVIEWED,
} from './menu-kit.ts';

/**
 * The product's whole menu (spec 000 section 2, spec 001 section 2): the first-level index
 * paths with their screens. Each screen's `perm` is the API resource name, so `researchOutput`
 * gives the buttons `researchOutput:add`, `researchOutput:query`, ... The server seeds this into
 * sys_permission; administrators may change it later in the menu screen.
 */
export * from './menu-kit.ts';

function page(
  key: string,
  path: string,
  title: LocaleText,
  perm: string,
  actions: readonly MenuAction[],
  icon?: string,
): MenuScreen {
  return { key, path, title, perm, actions, icon, component: key };
}

function area(
  key: string,
  path: string,
  title: LocaleText,
  icon: string,
  children: MenuScreen[],
): MenuScreen {
  return { key, path, title, icon, component: key, children };
}

/** A statement (mission, vision, ...): its versions are approved through the review workflow. */
const STATEMENT: readonly MenuAction[] = [...CRUD, 'review'];

const rs = (screen: string) => `/ImpactOfScholarship/${screen}`;
const tc = (screen: string) => `/TeachingContribution/${screen}`;

export const MENU: MenuScreen[] = [
  {
    key: 'workplace',
    path: '/dashboard/workplace',
    component: 'dashboard/Workplace',
    title: L('工作台', 'Workplace', '工作臺', 'Área de trabalho'),
    icon: 'DashboardOutlined',
    perm: 'workplace',
    actions: ['query'],
  },
  area(
    'personalPanel',
    '/personal-panel/index',
    L('个人面板', 'Personal Panel', '個人面板', 'Painel pessoal'),
    'UserOutlined',
    [
      page(
        'personalProfile',
        '/personal-panel/profile',
        L('个人信息', 'My Profile', '個人資訊', 'Meu perfil'),
        'personalProfile',
        ['query', 'edit'],
      ),
      page(
        'resume',
        '/personal-panel/resume',
        L('个人简历', 'Resume', '個人簡歷', 'Currículo'),
        'resume',
        REPORT,
      ),
      page(
        'systemUserNotes',
        '/personal-panel/notes',
        L('个人便签', 'My Notes', '個人便籤', 'Minhas notas'),
        'systemUserNotes',
        CRUD,
      ),
    ],
  ),
  area(
    'strategicPlanning',
    '/strategic-planning-index',
    L('战略规划', 'Strategic Planning', '策略規劃', 'Planejamento estratégico'),
    'AimOutlined',
    [
      page(
        'mission',
        '/strategic-planning/mission',
        L('使命', 'Mission', '使命', 'Missão'),
        'mission',
        STATEMENT,
      ),
      page('vision', '/strategic-planning/vision', L('愿景', 'Vision', '願景', 'Visão'), 'vision', STATEMENT),
      page(
        'expectedOutcome',
        '/strategic-planning/expected-outcome',
        L('预期成果', 'Expected Outcomes', '預期成果', 'Resultados esperados'),
        'expectedOutcome',
        STATEMENT,
      ),
      page(
        'coreValue',
        '/strategic-planning/core-value',
        L('核心价值观', 'Core Values', '核心價值觀', 'Valores fundamentais'),
        'coreValue',
        STATEMENT,
      ),
      page(
        'strategicPlan',
        '/strategic-planning/plan',
        L('战略计划', 'Strategic Plan', '策略計畫', 'Plano estratégico'),
        'strategicPlan',
        CRUD_IO,
      ),
      page(
        'performanceTarget',
        '/strategic-planning/performance-target',
        L('绩效目标', 'Performance Targets', '績效目標', 'Metas de desempenho'),
        'performanceTarget',
        CRUD_IO,
      ),
      page(
        'continuousImprovement',
        '/strategic-planning/continuous-improvement',
        L('持续改进', 'Continuous Improvement', '持續改進', 'Melhoria contínua'),
        'continuousImprovement',
        CRUD,
      ),
      page(
        'supportMaterials',
        '/strategic-planning/support-materials',
        L('支撑材料', 'Supporting Documents', '支撐材料', 'Documentos de apoio'),
        'supportMaterials',
        CRUD,
      ),
    ],
  ),
  area(
    'financialResources',
    '/financial-resources-index',
    L(
      '物质、虚拟与财务资源',
      'Physical, Virtual and Financial Resources',
      '實體、虛擬與財務資源',
      'Recursos físicos, virtuais e financeiros',
    ),
    'BankOutlined',
    [
      page(
        'physicalResource',
        '/financial-resources/physical',
        L('物质资源', 'Physical Resources', '實體資源', 'Recursos físicos'),
        'physicalResource',
        CRUD_IO,
      ),
      page(
        'virtualResource',
        '/financial-resources/virtual',
        L('虚拟资源', 'Virtual Resources', '虛擬資源', 'Recursos virtuais'),
        'virtualResource',
        CRUD_IO,
      ),
      page(
        'financialResource',
        '/financial-resources/financial',
        L('财务资源', 'Financial Resources', '財務資源', 'Recursos financeiros'),
        'financialResource',
        CRUD_IO,
      ),
    ],
  ),
  area(
    'staffResources',
    '/staff-resources/index',
    L('师资与专业人员', 'Faculty and Professional Staff', '師資與專業人員', 'Corpo docente e equipe'),
    'TeamOutlined',
    [
      page(
        'teacher',
        '/staff-resources/teacher',
        L('教师档案', 'Faculty Profiles', '教師檔案', 'Perfis docentes'),
        'teacher',
        CRUD_IO,
      ),
      page(
        'teacherAccreditation',
        '/staff-resources/accreditation-records',
        L(
          '教师认证档案',
          'Faculty Accreditation Records',
          '教師認證檔案',
          'Registros de acreditação docente',
        ),
        'teacherAccreditation',
        CRUD_IO,
      ),
      page(
        'teacherDiscipline',
        '/staff-resources/disciplines',
        L('教师学科分布', 'Faculty Disciplines', '教師學科分布', 'Disciplinas do corpo docente'),
        'teacherDiscipline',
        CRUD_IO,
      ),
      page(
        'teacherQualification',
        '/staff-resources/qualification',
        L('师资资格认定', 'Faculty Qualification', '師資資格認定', 'Qualificação docente'),
        'teacherQualification',
        [...CRUD_IO, 'enable', 'disable'],
      ),
      page(
        'identity',
        '/staff-resources/identity',
        L('身份管理', 'Identity Management', '身分管理', 'Gestão de identidade'),
        'identity',
        CRUD_IO,
      ),
      page(
        'professionalStaff',
        '/staff-resources/professional-staff',
        L('专业人员', 'Professional Staff', '專業人員', 'Equipe profissional'),
        'professionalStaff',
        CRUD_IO,
      ),
      page(
        'professionalStaffAccreditation',
        '/staff-resources/professional-staff-accreditation',
        L(
          '专业人员认证档案',
          'Professional Staff Accreditation Records',
          '專業人員認證檔案',
          'Registros de acreditação da equipe profissional',
        ),
        'professionalStaffAccreditation',
        CRUD_IO,
      ),
      page(
        'teachingAssignment',
        '/staff-resources/teaching-assignment',
        L('教学任务', 'Teaching Assignments', '教學任務', 'Atribuições de ensino'),
        'teachingAssignment',
        CRUD_IO,
      ),
      page(
        'facultyReport',
        '/staff-resources/tables',
        L('表 3-1 与表 3-2', 'Tables 3-1 and 3-2', '表 3-1 與表 3-2', 'Tabelas 3-1 e 3-2'),
        'facultyReport',
        // add: freeze a snapshot of a table for a report year.
        [...REPORT, 'add'],
      ),
      // Faculty by year, discipline summary, roster and research outputs (spec 001 section 7).
      page(
        'teacherReport',
        '/staff-resources/faculty-reports',
        L('师资报表', 'Faculty Reports', '師資報表', 'Relatórios docentes'),
        'teacherReport',
        REPORT,
      ),
    ],
  ),
  area(
    'curriculum',
    '/curriculum-index',
    L('课程', 'Curriculum', '課程', 'Currículo acadêmico'),
    'BookOutlined',
    [
      page(
        'myCourse',
        '/curriculum/my-courses',
        L('我的课程', 'My Courses', '我的課程', 'Meus cursos'),
        'myCourse',
        ['query', 'get'],
      ),
      page(
        'degreePrograms',
        '/curriculum/degree-programs',
        L('学位项目', 'Degree Programmes', '學位項目', 'Programas de graduação'),
        'degreePrograms',
        CRUD_IO,
      ),
      page(
        'course',
        '/curriculum/course',
        L('课程管理', 'Courses', '課程管理', 'Disciplinas'),
        'course',
        CRUD_IO,
      ),
      page(
        'syllabus',
        '/curriculum/syllabus',
        L('教学大纲', 'Syllabi', '教學大綱', 'Ementas'),
        'syllabus',
        REVIEWED,
      ),
      page(
        'teachingProgram',
        '/curriculum/teaching-program',
        L('培养方案', 'Teaching Programmes', '培養方案', 'Programas de ensino'),
        'teachingProgram',
        CRUD,
      ),
      page(
        'classes',
        '/curriculum/classes',
        L('班级管理', 'Classes', '班級管理', 'Turmas'),
        'classes',
        CRUD_IO,
      ),
      page(
        'student',
        '/curriculum/student',
        L('学生管理', 'Students', '學生管理', 'Estudantes'),
        'student',
        CRUD_IO,
      ),
      page(
        'schoolYear',
        '/curriculum/school-year',
        L('学年', 'School Years', '學年', 'Anos letivos'),
        'schoolYear',
        CRUD,
      ),
      page('semester', '/curriculum/semester', L('学期', 'Semesters', '學期', 'Semestres'), 'semester', CRUD),
    ],
  ),
  area(
    'aol',
    '/aol/index',
    L('学习成效评估', 'Assurance of Learning', '學習成效評估', 'Garantia de aprendizagem'),
    'CheckSquareOutlined',
    [
      page(
        'learningGoal',
        '/aol/learning-goal',
        L('学习目标', 'Learning Goals and Objectives', '學習目標', 'Metas e objetivos de aprendizagem'),
        'learningGoal',
        CRUD_IO,
      ),
      page(
        'evaluationYear',
        '/aol/evaluation-year',
        L('评估学年', 'Academic Year of Assessment', '評估學年', 'Ano de avaliação'),
        'evaluationYear',
        [...CRUD, 'export'],
      ),
      page(
        'evaluation',
        '/aol/quantitative',
        L('定量评估', 'Quantitative Assessment', '定量評估', 'Avaliação quantitativa'),
        'evaluation',
        CRUD_IO,
      ),
      page(
        'qualitativeEvaluation',
        '/aol/qualitative',
        L('定性评估', 'Qualitative Assessment', '定性評估', 'Avaliação qualitativa'),
        'qualitativeEvaluation',
        CRUD_IO,
      ),
      page(
        'gradeAnalysis',
        '/aol/grade-analysis',
        L('成绩分析', 'Grade Analysis', '成績分析', 'Análise de notas'),
        'gradeAnalysis',
        REPORT,
      ),
      page(
        'improvementAction',
        '/aol/improvement-action',
        L('持续改进措施', 'Improvement Actions', '持續改進措施', 'Ações de melhoria'),
        'improvementAction',
        CRUD_IO,
      ),
      page(
        'questionnaire',
        '/aol/questionnaire',
        L('问卷调查', 'Questionnaires', '問卷調查', 'Questionários'),
        'questionnaire',
        [...CRUD_IO, 'enable', 'disable'],
      ),
      page(
        'questionnaireTemplate',
        '/aol/questionnaire-template',
        L('问卷模板', 'Questionnaire Templates', '問卷範本', 'Modelos de questionário'),
        'questionnaireTemplate',
        CRUD,
      ),
    ],
  ),
  area(
    'learnerProgression',
    '/learner-progression/index',
    L('学习者发展', 'Learner Progression', '學習者發展', 'Progressão do estudante'),
    'RiseOutlined',
    [
      page(
        'admission',
        '/learner-progression/admission',
        L('招生录取', 'Admission', '招生錄取', 'Admissão'),
        'admission',
        CRUD_IO,
      ),
      page(
        'retention',
        '/learner-progression/retention',
        L('在读与毕业', 'Retention and Graduation', '在讀與畢業', 'Retenção e formatura'),
        'retention',
        CRUD_IO,
      ),
      page(
        'employment',
        '/learner-progression/employment',
        L('就业', 'Employment', '就業', 'Empregabilidade'),
        'employment',
        CRUD_IO,
      ),
    ],
  ),
  area(
    'teachingContribution',
    '/TeachingContribution/index',
    L('教学贡献', 'Teaching Contribution', '教學貢獻', 'Contribuição de ensino'),
    'ReadOutlined',
    [
      page(
        'teachingContributionRecords',
        tc('records'),
        L('教学贡献记录', 'Teaching Contributions', '教學貢獻紀錄', 'Contribuições de ensino'),
        'teachingContribution',
        REVIEWED,
      ),
    ],
  ),
  area(
    'impactOfScholarship',
    '/ImpactOfScholarship/index',
    L('学术影响', 'Impact of Scholarship', '學術影響', 'Impacto acadêmico'),
    'ExperimentOutlined',
    [
      page(
        'researchOutput',
        rs('contributions'),
        L('科研成果', 'Intellectual Contributions', '科研成果', 'Contribuições intelectuais'),
        'researchOutput',
        REVIEWED,
      ),
      // Publication capture (issue 7): BibTeX, RIS, EndNote and CSV files into research outputs.
      page(
        'researchOutputImport',
        rs('import'),
        L('成果批量导入', 'Import Publications', '成果批次匯入', 'Importar publicações'),
        'researchOutputImport',
        ['import'],
      ),
      page(
        'author',
        rs('author'),
        L('作者维护', 'Author Maintenance', '作者維護', 'Manutenção de autores'),
        'author',
        CRUD,
      ),
      page(
        'periodicalStandard',
        rs('journal-list'),
        L('期刊等级', 'Journal Lists', '期刊等級', 'Listas de periódicos'),
        'periodicalStandard',
        REVIEWED,
      ),
      page(
        'projectStandard',
        rs('project-list'),
        L('项目等级', 'Project Levels', '專案等級', 'Níveis de projeto'),
        'projectStandard',
        REVIEWED,
      ),
      page(
        'conferenceStandard',
        rs('conference-list'),
        L('会议等级', 'Conference Levels', '會議等級', 'Níveis de conferência'),
        'conferenceStandard',
        REVIEWED,
      ),
      page(
        'associationStandard',
        rs('association-list'),
        L('学会等级', 'Association Levels', '學會等級', 'Níveis de associação'),
        'associationStandard',
        REVIEWED,
      ),
      page(
        'researchOutputs',
        rs('table-8-1'),
        L('表 8-1', 'Table 8-1', '表 8-1', 'Tabela 8-1'),
        'researchOutputs',
        // add: freeze a snapshot; edit: Parts B and C and the output-type mapping.
        [...REPORT, 'add', 'edit'],
      ),
    ],
  ),
  area(
    'engagement',
    '/EngagementAndSocietalImpact/index',
    L('社会参与与影响', 'Engagement and Societal Impact', '社會參與與影響', 'Engajamento e impacto social'),
    'GlobalOutlined',
    [
      page(
        'professionalEngagement',
        '/EngagementAndSocietalImpact/professional-engagement',
        L('专业活动', 'Professional Engagement', '專業活動', 'Engajamento profissional'),
        'professionalEngagement',
        REVIEWED,
      ),
    ],
  ),
  area(
    'accreditation',
    '/accreditation/index',
    L(
      '认证进度与报告',
      'Accreditation Progress and Reports',
      '認證進度與報告',
      'Progresso e relatórios de acreditação',
    ),
    'SafetyCertificateOutlined',
    [
      page(
        'accreditationProgress',
        '/accreditation/progress',
        L('认证进度', 'Accreditation Progress', '認證進度', 'Progresso da acreditação'),
        'accreditationProgress',
        CRUD,
      ),
      page(
        'certificationReport',
        '/accreditation/report',
        L('认证报告', 'Accreditation Reports', '認證報告', 'Relatórios de acreditação'),
        'certificationReport',
        // Sections go through the review workflow (issue 21): approvers need the review button.
        [...CRUD, 'export', 'review'],
      ),
    ],
  ),
  area(
    'infoRetrieval',
    '/InfoRetrieval/index',
    L('信息检索', 'Information Retrieval', '資訊檢索', 'Recuperação de informações'),
    'SearchOutlined',
    [
      page(
        'infoRetrievalSearch',
        '/InfoRetrieval/search',
        L('综合检索', 'Search', '綜合檢索', 'Pesquisa'),
        'infoRetrieval',
        REPORT,
      ),
    ],
  ),
  {
    ...page(
      'fileSharing',
      '/form/file-sharing',
      L('文件共享', 'File Sharing', '檔案共享', 'Compartilhamento de arquivos'),
      'fileSharing',
      CRUD,
    ),
    icon: 'FolderOpenOutlined',
  },
  // Reference data every role reads (countries, form tips, external links): its own area, so a
  // teacher does not see System Management for it. The paths stay where earlier releases put them.
  area(
    'referenceData',
    '/reference-data/index',
    L('参考数据', 'Reference Data', '參考資料', 'Dados de referência'),
    'BookOutlined',
    [
      page('country', '/system/country', L('国家', 'Countries', '國家', 'Países'), 'country', CRUD_IO),
      page('tips', '/system/tips', L('提示信息', 'Tips', '提示資訊', 'Dicas'), 'tips', CRUD),
      page(
        'externalLinks',
        '/system/external-links',
        L('外部链接', 'External Links', '外部連結', 'Links externos'),
        'externalLinks',
        CRUD,
      ),
    ],
  ),
  area(
    'systemManagement',
    '/system-management-homePage',
    L('系统管理', 'System Management', '系統管理', 'Administração do sistema'),
    'SettingOutlined',
    [
      page('user', '/system/user', L('用户管理', 'Users', '使用者管理', 'Usuários'), 'user', [
        ...CRUD_IO,
        'enable',
        'disable',
      ]),
      page('role', '/system/role', L('角色管理', 'Roles', '角色管理', 'Perfis'), 'role', CRUD),
      page(
        'permission',
        '/system/permission',
        L('菜单管理', 'Menus and Permissions', '選單管理', 'Menus e permissões'),
        'permission',
        CRUD,
      ),
      page(
        'depart',
        '/system/depart',
        L('部门管理', 'Departments', '部門管理', 'Departamentos'),
        'depart',
        CRUD,
      ),
      page('dict', '/system/dict', L('数据字典', 'Dictionaries', '資料字典', 'Dicionários'), 'dict', CRUD),
      page('log', '/system/log', L('系统日志', 'Logs', '系統日誌', 'Registros'), 'log', ['query', 'delete']),
      // Service tokens for integrations (issue 23): administrators only; revoking is the edit button.
      page(
        'apiToken',
        '/system/api-tokens',
        L('服务令牌', 'API Tokens', '服務權杖', 'Tokens de API'),
        'apiToken',
        ['add', 'delete', 'edit', 'query'],
      ),
      page(
        'announcement',
        '/system/announcement',
        L('系统通知', 'Announcements', '系統通知', 'Avisos'),
        'announcement',
        [...CRUD, 'enable', 'disable'],
      ),
      page(
        'schoolInfo',
        '/system/school',
        L('学校设置', 'School Settings', '學校設定', 'Configurações da escola'),
        'schoolInfo',
        ['query', 'edit'],
      ),
      page(
        'moduleFieldCustomization',
        '/system/module-fields',
        L('功能字段管理', 'Module Field Customisation', '功能欄位管理', 'Campos personalizados'),
        'moduleFieldCustomization',
        CRUD,
      ),
      page(
        'teacherFieldRequirement',
        '/system/teacher-required-fields',
        L(
          '教师必填字段管理',
          'Teacher Required Fields',
          '教師必填欄位管理',
          'Campos obrigatórios do professor',
        ),
        'teacherFieldRequirement',
        CRUD,
      ),
      page(
        'scoringCriteria',
        '/system/scoring-criteria',
        L('评分标准', 'Scoring Criteria', '評分標準', 'Critérios de pontuação'),
        'scoringCriteria',
        CRUD_IO,
      ),
      // Custom-field values are written through their record; this screen is for administrators only.
      {
        ...page(
          'moduleFieldValue',
          '/system/module-field-values',
          L('字段值', 'Custom Field Values', '欄位值', 'Valores de campos'),
          'moduleFieldValue',
          CRUD,
        ),
        hidden: true,
      },
    ],
  ),
];

/** Hidden routes the shell always adds (spec 000 section 2); no permission needed. */
export const ALWAYS_ROUTES = ['/authentication-settings-homePage', '/personnel-homePage'] as const;
