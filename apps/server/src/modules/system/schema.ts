import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { softDeleteColumn, standardColumns } from '../../core/columns.ts';

/** Accounts. `status` 1 normal, 2 frozen. The password is an argon2id hash and never leaves the server. */
export const sysUser = pgTable(
  'sys_user',
  {
    ...standardColumns(),
    ...softDeleteColumn(),
    username: text('username').notNull(),
    realname: text('realname').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    birthday: text('birthday'),
    sex: integer('sex'),
    email: text('email'),
    phone: text('phone'),
    orgCode: text('org_code'),
    departId: text('depart_id'),
    status: integer('status').notNull().default(1),
    workNo: text('work_no'),
    post: text('post'),
    /** Set when the account must change its password at next sign-in. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('sys_user_username_uq').on(t.username),
    index('sys_user_phone_idx').on(t.phone),
    index('sys_user_email_idx').on(t.email),
  ],
);

/** The seven roles of spec 000 section 3 (codes 1-7), plus any an administrator adds. */
export const sysRole = pgTable(
  'sys_role',
  {
    ...standardColumns(),
    roleCode: text('role_code').notNull(),
    roleName: text('role_name').notNull(),
    roleNameEn: text('role_name_en').notNull().default(''),
    roleNameTw: text('role_name_tw').notNull().default(''),
    roleNamePt: text('role_name_pt').notNull().default(''),
    description: text('description'),
  },
  (t) => [uniqueIndex('sys_role_code_uq').on(t.roleCode)],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: text('user_id')
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);

/**
 * One tree of menus and buttons. menuType 0 first-level menu, 1 sub-menu, 2 button/permission.
 * `perms` is the permission code (`resource:action`); `permsType` '2' marks button-level entries.
 */
export const sysPermission = pgTable(
  'sys_permission',
  {
    ...standardColumns(),
    ...softDeleteColumn(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameTw: text('name_tw').notNull().default(''),
    namePt: text('name_pt').notNull().default(''),
    url: text('url'),
    component: text('component'),
    componentName: text('component_name'),
    redirect: text('redirect'),
    menuType: integer('menu_type').notNull().default(0),
    perms: text('perms'),
    permsType: text('perms_type').notNull().default('1'),
    sortNo: numeric('sort_no', { mode: 'number' }).notNull().default(0),
    icon: text('icon'),
    isRoute: boolean('is_route').notNull().default(true),
    isLeaf: boolean('is_leaf').notNull().default(true),
    keepAlive: boolean('keep_alive').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    alwaysShow: boolean('always_show').notNull().default(false),
    status: text('status').notNull().default('1'),
  },
  (t) => [index('sys_permission_parent_idx').on(t.parentId), index('sys_permission_perms_idx').on(t.perms)],
);

export const sysRolePermission = pgTable(
  'sys_role_permission',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => sysRole.id, { onDelete: 'cascade' }),
    permissionId: text('permission_id')
      .notNull()
      .references(() => sysPermission.id, { onDelete: 'cascade' }),
    dataRuleIds: text('data_rule_ids'),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** Data rules: attached to a permission, chosen per role in sys_role_permission.data_rule_ids. */
export const sysPermissionDataRule = pgTable('sys_permission_data_rule', {
  ...standardColumns(),
  permissionId: text('permission_id')
    .notNull()
    .references(() => sysPermission.id, { onDelete: 'cascade' }),
  ruleName: text('rule_name').notNull(),
  ruleColumn: text('rule_column').notNull(),
  ruleConditions: text('rule_conditions').notNull(),
  ruleValue: text('rule_value').notNull(),
  status: text('status').notNull().default('1'),
});

/** Departments form a tree; `orgCode` is hierarchical (A01, A01A01, ...). `fte` feeds the faculty tables. */
export const sysDepart = pgTable(
  'sys_depart',
  {
    ...standardColumns(),
    ...softDeleteColumn(),
    parentId: text('parent_id'),
    departName: text('depart_name').notNull(),
    departNameEn: text('depart_name_en').notNull().default(''),
    orgCode: text('org_code').notNull(),
    orgCategory: text('org_category').notNull().default('1'),
    departOrder: integer('depart_order').notNull().default(0),
    isDiscipline: boolean('is_discipline').notNull().default(false),
    fte: numeric('fte', { mode: 'number' }),
    description: text('description'),
  },
  (t) => [uniqueIndex('sys_depart_org_code_uq').on(t.orgCode), index('sys_depart_parent_idx').on(t.parentId)],
);

/**
 * Login and operation log. logType 1 login, 2 operation. Every write through the API is kept here:
 * who, what, target, when, address, duration, outcome.
 */
export const sysLog = pgTable(
  'sys_log',
  {
    id: text('id').primaryKey(),
    logType: integer('log_type').notNull(),
    logContent: text('log_content').notNull(),
    operateType: text('operate_type'),
    userid: text('userid'),
    username: text('username'),
    ip: text('ip'),
    method: text('method'),
    requestUrl: text('request_url'),
    requestParam: text('request_param'),
    target: text('target'),
    costTime: integer('cost_time'),
    status: integer('status'),
    outcome: text('outcome'),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    extra: jsonb('extra'),
  },
  (t) => [
    index('sys_log_type_time_idx').on(t.logType, t.createTime),
    index('sys_log_username_idx').on(t.username),
    // The keyword search matches content, user and address with ILIKE '%text%': one trigram
    // index each lets PostgreSQL combine them instead of scanning every row.
    index('sys_log_content_trgm_idx').using('gin', sql`${t.logContent} gin_trgm_ops`),
    index('sys_log_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('sys_log_ip_trgm_idx').using('gin', sql`${t.ip} gin_trgm_ops`),
  ],
);

/** Facts about this installation: schema seeded, demo seeded, key pairs created. */
export const sysMeta = pgTable('sys_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Dictionaries (spec 001 section 3): coded values with a label per language. */
export const sysDict = pgTable(
  'sys_dict',
  {
    ...standardColumns(),
    ...softDeleteColumn(),
    dictCode: text('dict_code').notNull(),
    dictName: text('dict_name').notNull(),
    dictNameEn: text('dict_name_en').notNull().default(''),
    description: text('description'),
  },
  (t) => [uniqueIndex('sys_dict_code_uq').on(t.dictCode)],
);

/** Items of a dictionary: value, text (Chinese), textEn and the other languages; status 1 enabled, 0 disabled. */
export const sysDictItem = pgTable(
  'sys_dict_item',
  {
    ...standardColumns(),
    dictId: text('dict_id')
      .notNull()
      .references(() => sysDict.id, { onDelete: 'cascade' }),
    itemValue: text('item_value').notNull(),
    itemText: text('item_text').notNull(),
    itemTextEn: text('item_text_en').notNull().default(''),
    itemTextTw: text('item_text_tw').notNull().default(''),
    itemTextPt: text('item_text_pt').notNull().default(''),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    status: integer('status').notNull().default(1),
  },
  (t) => [uniqueIndex('sys_dict_item_value_uq').on(t.dictId, t.itemValue)],
);

/** Category trees (spec 001 section 9), e.g. the accreditation categories; `treeCode` names the tree. */
export const sysCategory = pgTable(
  'sys_category',
  {
    ...standardColumns(),
    treeCode: text('tree_code').notNull(),
    parentId: text('parent_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameTw: text('name_tw').notNull().default(''),
    namePt: text('name_pt').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('sys_category_code_uq').on(t.treeCode, t.code)],
);
