import type { Locale } from './locales.ts';
import { ACTIONS, type Action } from './permissions.ts';

/**
 * Types and helpers of the product menu (the data is in menu.ts) (spec 000 section 2, spec 001 section 2). The server
 * seeds it into sys_permission (menus and one button per action); the permission matrix
 * (permission-matrix.ts) grants its codes to roles. A screen's permission codes are
 * `<perm>:<action>`; `perm` is the resource name the API uses (`/aacsb/<perm>/list`), so the
 * resource engine's routes and the menu's buttons are the same codes.
 */
export type LocaleText = Record<Locale, string>;

/** Review (approve, reject, cancel approval) is one extra button on reviewed records. */
export const REVIEW_ACTION = 'review';
export type MenuAction = Action | typeof REVIEW_ACTION;

export interface MenuScreen {
  /** Unique route name. */
  key: string;
  path: string;
  /** Web component (under apps/web/src/features). */
  component?: string;
  title: LocaleText;
  icon?: string;
  /** Permission base code; buttons are `<perm>:<action>`. */
  perm?: string;
  actions?: readonly MenuAction[];
  hidden?: boolean;
  keepAlive?: boolean;
  redirect?: string;
  children?: MenuScreen[];
}

/** Permission codes that belong to no screen: the AI consultant button (spec 000 section 6), the full data export. */
export const STANDALONE_PERMISSIONS: { code: string; title: LocaleText }[] = [
  {
    code: 'ai',
    title: { 'zh-CN': 'AI 顾问', 'en-US': 'AI consultant', 'zh-TW': 'AI 顧問', 'pt-BR': 'Consultor de IA' },
  },
  {
    // The whole school's data in one archive (password hashes and signing secrets included):
    // administrators only, never implied by a screen's export button.
    code: 'dataExport',
    title: {
      'zh-CN': '全量数据导出',
      'en-US': 'Full data export',
      'zh-TW': '全量資料匯出',
      'pt-BR': 'Exportação completa de dados',
    },
  },
];

export function L(zhCN: string, enUS: string, zhTW: string, ptBR: string): LocaleText {
  return { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR };
}

export const ACTION_TITLES: Record<MenuAction, LocaleText> = {
  add: L('新增', 'Add', '新增', 'Adicionar'),
  delete: L('删除', 'Delete', '刪除', 'Excluir'),
  edit: L('编辑', 'Edit', '編輯', 'Editar'),
  query: L('查询', 'Query', '查詢', 'Consultar'),
  get: L('查看', 'View', '檢視', 'Visualizar'),
  enable: L('启用', 'Enable', '啟用', 'Ativar'),
  disable: L('停用', 'Disable', '停用', 'Desativar'),
  import: L('导入', 'Import', '匯入', 'Importar'),
  export: L('导出', 'Export', '匯出', 'Exportar'),
  review: L('审核', 'Review', '審核', 'Revisar'),
};

/** Action sets used by most screens. */
export const CRUD: readonly MenuAction[] = ['add', 'delete', 'edit', 'query', 'get'];
export const CRUD_IO: readonly MenuAction[] = [...CRUD, 'import', 'export'];
export const REVIEWED: readonly MenuAction[] = [...CRUD_IO, REVIEW_ACTION];
export const READ: readonly MenuAction[] = ['query', 'get'];
export const REPORT: readonly MenuAction[] = ['query', 'export'];

export const ALL_MENU_ACTIONS: readonly MenuAction[] = [...ACTIONS, REVIEW_ACTION];

/** Every screen, depth first, with its first-level ancestor. */
export function flattenMenu(
  menu: readonly MenuScreen[],
): { screen: MenuScreen; parent: MenuScreen | null }[] {
  const out: { screen: MenuScreen; parent: MenuScreen | null }[] = [];
  const walk = (items: readonly MenuScreen[], parent: MenuScreen | null) => {
    for (const screen of items) {
      out.push({ screen, parent });
      if (screen.children) walk(screen.children, screen);
    }
  };
  walk(menu, null);
  return out;
}

/** Every button permission code of the menu, plus the standalone ones. */
export function allPermissionCodes(menu: readonly MenuScreen[]): string[] {
  const codes: string[] = [];
  for (const { screen } of flattenMenu(menu)) {
    if (!screen.perm) continue;
    for (const action of screen.actions ?? []) codes.push(`${screen.perm}:${action}`);
  }
  return [...codes, ...STANDALONE_PERMISSIONS.map((p) => p.code)];
}
