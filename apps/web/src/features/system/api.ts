import type { Page } from '@accredit/shared';
import { api, type Query, type RequestOptions, requestEnvelope } from '../../api/client.ts';
import { download, uploadSheet } from '../../api/files.ts';

/**
 * The system-administration calls of spec 000 section 7 (all under /sys, plus school info and
 * the upload). Writes answer with the server's message in the caller's language, which the
 * screens show as it is.
 */

export interface SysUser {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  orgCode: string | null;
  departId: string | null;
  departName: string | null;
  status: number;
  workNo: string | null;
  post: string | null;
  createTime: string | null;
  roleIds: string[];
  roleNames: string;
}

export interface SysRole {
  id: string;
  roleCode: string;
  roleName: string;
  roleNameEn: string;
  roleNameTw: string;
  roleNamePt: string;
  description: string | null;
  createTime: string;
}

export interface SysPermission {
  id: string;
  parentId: string | null;
  name: string;
  nameEn: string;
  nameTw: string;
  namePt: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  menuType: number;
  perms: string | null;
  permsType: string;
  sortNo: number;
  icon: string | null;
  route: boolean;
  leaf: boolean;
  keepAlive: boolean;
  hidden: boolean;
  status: string;
  children?: SysPermission[];
}

export interface DataRule {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
}

export interface Depart {
  id: string;
  key: string;
  value: string;
  title: string;
  parentId: string | null;
  departName: string;
  departNameEn: string;
  orgCode: string;
  orgCategory: string;
  departOrder: number;
  isDiscipline: boolean;
  fte: number | null;
  description: string | null;
  isLeaf: boolean;
  children?: Depart[];
}

export interface Dict {
  id: string;
  dictCode: string;
  dictName: string;
  dictNameEn: string;
  description: string | null;
  createTime: string;
}

export interface DictItem {
  id: string;
  dictId: string;
  itemValue: string;
  itemText: string;
  itemTextEn: string;
  itemTextTw: string;
  itemTextPt: string;
  description: string | null;
  sortOrder: number;
  status: number;
}

export interface LogEntry {
  id: string;
  logType: number;
  logContent: string;
  operateType: string | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  requestUrl: string | null;
  target: string | null;
  costTime: number | null;
  status: number | null;
  outcome: string | null;
  createTime: string | null;
  /** What the entry says as a code (`login.<outcome>`), worded in the viewer's language. */
  logCode?: string | null;
}

export interface AttachedFile {
  id?: string;
  fileName: string;
  filePath: string;
}

export type Audience = 'ALL' | 'ROLE' | 'DEPART' | 'USER';

export interface Announcement {
  id: string;
  title: string;
  content: string;
  priority: 'L' | 'M' | 'H';
  msgType: Audience;
  audienceIds: string[];
  /** 0 draft, 1 released, 2 revoked. */
  sendStatus: '0' | '1' | '2';
  sender: string | null;
  sendTime: string | null;
  cancelTime: string | null;
  createBy: string | null;
  createTime: string | null;
  files: AttachedFile[];
}

export interface TreeOption {
  key: string;
  value: string;
  title: string;
  ruleFlag: boolean;
  isLeaf: boolean;
  children?: TreeOption[];
}

/** A write: the server's message (already in the user's language) and the result. */
export async function write<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: { body?: unknown; query?: Query },
  options: RequestOptions = {},
): Promise<{ message: string; result: T }> {
  const envelope = await requestEnvelope<T>(method, path, { ...options, ...payload });
  return { message: envelope.message, result: envelope.result };
}

export const listAll = { pageNo: 1, pageSize: -1 };

export const sysApi = {
  users: (q: Query) => api.get<Page<SysUser>>('/sys/user/list', q),
  exportUsers: (q: Query, fileName: string) => download('/sys/user/exportXls', q, fileName),
  userTemplate: (fileName: string) => download('/sys/user/importTemplate', {}, fileName),
  importUsers: (file: File) =>
    uploadSheet<{ count: number; withoutPassword: number }>('/sys/user/importExcel', file),
  addUsersToRole: (roleId: string, userIdList: string[]) =>
    write<number>('POST', '/sys/user/addSysUserRole', { body: { roleId, userIdList } }, { quiet: true }),
  removeUsersFromRole: (roleId: string, userIds: string[]) =>
    write<number>(
      'DELETE',
      '/sys/user/deleteUserRole',
      { query: { roleId, userId: userIds.join(',') } },
      { quiet: true },
    ),
  roles: () => api.get<SysRole[]>('/sys/role/queryall'),
  roleList: (q: Query) => api.get<Page<SysRole>>('/sys/role/list', q),
  permissionTree: () => api.get<SysPermission[]>('/sys/permission/list'),
  checkboxTree: () => api.get<{ treeList: TreeOption[]; ids: string[] }>('/sys/role/queryTreeList'),
  rolePermissions: (roleId: string) => api.get<string[]>('/sys/permission/queryRolePermission', { roleId }),
  rules: (permissionId: string) =>
    api.get<DataRule[]>('/sys/permission/getPermRuleListByPermId', { permissionId }),
  roleRules: (permissionId: string, roleId: string) =>
    api.get<{ datarule: DataRule[]; drChecked: string }>(`/sys/role/datarule/${permissionId}/${roleId}`),
  departTree: () => api.get<Depart[]>('/sys/sysDepart/queryTreeList'),
  departs: () => api.get<Depart[]>('/sys/sysDepart/listAll'),
  searchDeparts: (keyWord: string) => api.get<Depart[]>('/sys/sysDepart/searchBy', { keyWord }),
  dicts: (q: Query) => api.get<Page<Dict>>('/sys/dict/list', q),
  dictItems: (dictId: string) => api.get<Page<DictItem>>('/sys/dictItem/list', { dictId, ...listAll }),
  logs: (q: Query) => api.get<Page<LogEntry>>('/sys/log/list', q),
  loginInfo: () =>
    api.get<{ totalVisitCount: number; todayVisitCount: number; todayIp: number }>('/sys/loginfo'),
  visitInfo: () => api.get<{ ymd: string; visit: number; ip: number }[]>('/sys/visitInfo'),
  announcements: (q: Query) => api.get<Page<Announcement>>('/sys/annountCement/list', q),
};

/** POST /obe/uploadFile: the stored file's address (`result.url`) and its name. */
export async function uploadFile(
  file: File,
  kind: 'image' | 'document' = 'document',
): Promise<{ url: string; fileName: string }> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  const result = await api.post<{ url: string; fileName: string }>('/obe/uploadFile', form);
  return { url: result.url, fileName: result.fileName || file.name };
}
