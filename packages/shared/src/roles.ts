import type { Locale } from './locales.ts';

/** The seven roles of spec 000 section 3, by code. */
export const ROLE_CODES = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

export const ROLE = {
  admin: '1',
  unitAdmin: '2',
  programAdmin: '3',
  teacher: '4',
  researchStaff: '5',
  professionalStaff: '6',
  expert: '7',
} as const satisfies Record<string, RoleCode>;

export const ROLE_NAMES: Record<RoleCode, Record<Locale, string>> = {
  '1': { 'en-US': 'Admin', 'zh-CN': '管理员', 'zh-TW': '管理員', 'pt-BR': 'Administrador' },
  '2': {
    'en-US': 'Accreditation Unit Administrator',
    'zh-CN': '认证单位管理员',
    'zh-TW': '認證單位管理員',
    'pt-BR': 'Administrador da Unidade de Acreditação',
  },
  '3': {
    'en-US': 'Program Administrator',
    'zh-CN': '专业负责人',
    'zh-TW': '專業負責人',
    'pt-BR': 'Administrador de Programa',
  },
  '4': { 'en-US': 'Teacher', 'zh-CN': '教师', 'zh-TW': '教師', 'pt-BR': 'Professor' },
  '5': {
    'en-US': 'Research Administrative Staff',
    'zh-CN': '科研秘书',
    'zh-TW': '科研秘書',
    'pt-BR': 'Secretaria de Pesquisa',
  },
  '6': {
    'en-US': 'Professional Staff',
    'zh-CN': '专业人员',
    'zh-TW': '專業人員',
    'pt-BR': 'Equipe Profissional',
  },
  '7': { 'en-US': 'Expert', 'zh-CN': '专家', 'zh-TW': '專家', 'pt-BR': 'Especialista' },
};

/** The demo school's accounts (demo seed only; the README lists them). */
export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_ACCOUNTS: { username: string; realname: string; roles: RoleCode[] }[] = [
  { username: 'admin', realname: 'Administrator', roles: ['1'] },
  { username: 'unitadmin', realname: 'Lin Wei', roles: ['2'] },
  { username: 'progadmin', realname: 'Zhao Min', roles: ['3'] },
  { username: 'teacher', realname: 'Chen Jing', roles: ['4'] },
  { username: 'secretary', realname: 'Wang Fang', roles: ['5'] },
  { username: 'staff', realname: 'Liu Yang', roles: ['6'] },
  { username: 'expert', realname: 'Maria Santos', roles: ['7'] },
  { username: 'student', realname: 'Zhang Xiaoming', roles: [] },
  { username: 'multirole', realname: 'Huang Lei', roles: ['2', '4', '5'] },
];
