import { matrixAllows, ROLE_CODES, type RoleCode } from '@accredit/shared';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Access, permissionsOf } from '../../core/access.ts';
import { demoUserOf } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

/**
 * Signs in as each of the seven roles and calls every route of system administration,
 * notifications, school settings and files: where the default matrix (permission-matrix.ts)
 * grants the route's permission the answer is not 403, and where it does not, it is 403.
 * A route without a sample request here fails the test, so new routes get covered.
 */
const NONE = 'x0000000000000000000';

interface Sample {
  query?: Record<string, string>;
  body?: unknown;
  /** Overrides the expectation drawn from the route's declared access. */
  forbiddenFor?: (role: RoleCode) => boolean;
}

const SAMPLES: Record<string, Sample> = {
  'GET /api/sys/permission/getUserPermissionByToken': {},
  'GET /api/sys/permission/list': {},
  'GET /api/sys/permission/queryTreeList': {},
  'GET /api/sys/permission/queryListAsync': {},
  'GET /api/sys/permission/loadAllRoleIds': {},
  'GET /api/sys/permission/queryRolePermission': { query: { roleId: NONE } },
  'POST /api/sys/permission/saveRolePermission': { body: { roleId: NONE, permissionIds: '' } },
  'POST /api/sys/permission/add': { body: { name: 'Probe', menuType: 1, url: '/probe' } },
  'PUT /api/sys/permission/edit': { body: { id: NONE, name: 'Probe', menuType: 1 } },
  'DELETE /api/sys/permission/delete': { query: { id: NONE } },
  'GET /api/sys/permission/getPermRuleListByPermId': { query: { permissionId: NONE } },
  'GET /api/sys/permission/queryPermissionRule': { query: { permissionId: NONE } },
  'POST /api/sys/permission/addPermissionRule': {
    body: { permissionId: NONE, ruleName: 'r', ruleColumn: 'create_by', ruleConditions: '=', ruleValue: 'x' },
  },
  'PUT /api/sys/permission/editPermissionRule': {
    body: { id: NONE, ruleName: 'r', ruleColumn: 'create_by', ruleConditions: '=', ruleValue: 'x' },
  },
  'DELETE /api/sys/permission/deletePermissionRule': { query: { id: NONE } },
  'GET /api/sys/role/list': {},
  'GET /api/sys/role/queryall': {},
  'GET /api/sys/role/queryById': { query: { id: NONE } },
  'GET /api/sys/role/checkRoleCode': { query: { roleCode: 'probe' } },
  'GET /api/sys/role/queryTreeList': {},
  'POST /api/sys/role/add': { body: { roleCode: 'probe', roleName: 'Probe' } },
  'PUT /api/sys/role/edit': { body: { id: NONE, roleCode: 'probe2', roleName: 'Probe' } },
  'DELETE /api/sys/role/delete': { query: { id: NONE } },
  'POST /api/sys/role/copyRole': { body: { id: NONE, roleCode: 'probe3', roleName: 'Probe' } },
  'GET /api/sys/role/datarule/:permissionId/:roleId': {},
  'POST /api/sys/role/datarule': { body: { permissionId: NONE, roleId: NONE } },
  'GET /api/sys/user/list': {},
  'GET /api/sys/user/queryById': { query: { id: NONE } },
  'POST /api/sys/user/add': { body: { username: 'probe', realname: 'P', password: 'weak' } },
  'PUT /api/sys/user/edit': { body: { id: NONE, username: 'probe', realname: 'P' } },
  'PUT /api/sys/user/editUser': { body: { realname: 'Probe Person' } },
  'DELETE /api/sys/user/delete': { query: { id: NONE } },
  'DELETE /api/sys/user/deleteBatch': { query: { ids: NONE } },
  'PUT /api/sys/user/frozenBatch': { body: { ids: NONE, status: 2 } },
  'GET /api/sys/user/checkOnlyUser': { query: { username: 'nobody-here' } },
  'PUT /api/sys/user/changPassword': { body: { id: NONE, password: 'Strong#Pass1' } },
  'GET /api/sys/user/queryUserRole': { query: { userid: NONE } },
  'POST /api/sys/user/addSysUserRole': { body: { roleId: NONE, userIdList: [NONE] } },
  'DELETE /api/sys/user/deleteUserRole': { query: { roleId: NONE, userId: NONE } },
  'GET /api/sys/user/queryUserByDepId': { query: { id: NONE } },
  'GET /api/sys/user/queryUserRoleMap': { query: { userIds: NONE } },
  'GET /api/sys/user/exportXls': { query: { username: 'nobody-here' } },
  'GET /api/sys/user/importTemplate': {},
  'POST /api/sys/user/importExcel': {},
  'GET /api/sys/dict/queryAllDictItems': {},
  'GET /api/sys/sysDepart/queryTreeList': {},
  'GET /api/sys/sysDepart/queryIdTree': {},
  'GET /api/sys/sysDepart/listAll': {},
  'GET /api/sys/sysDepart/searchBy': { query: { keyWord: 'x' } },
  'GET /api/sys/sysDepart/queryById': { query: { id: NONE } },
  'GET /api/sys/sysDepart/queryParentName': { query: { departId: NONE } },
  'POST /api/sys/sysDepart/add': { body: { parentId: NONE, departName: 'Probe' } },
  'PUT /api/sys/sysDepart/edit': { body: { id: NONE, departName: 'Probe' } },
  'DELETE /api/sys/sysDepart/delete': { query: { id: NONE } },
  'PUT /api/sys/sysDepart/updateDepartFte': { body: { list: [{ id: NONE, fte: 1 }] } },
  'GET /api/sys/dict/getDictItems/:code': {},
  'GET /api/sys/category/tree': { query: { code: 'accreditationCategory' } },
  'GET /api/sys/dict/list': {},
  'GET /api/sys/dict/queryById': { query: { id: NONE } },
  'POST /api/sys/dict/add': { body: { dictCode: 'sex', dictName: 'x' } },
  'PUT /api/sys/dict/edit': { body: { id: NONE, dictCode: 'probe', dictName: 'x' } },
  'DELETE /api/sys/dict/delete': { query: { id: NONE } },
  'GET /api/sys/dictItem/list': { query: { dictId: NONE } },
  'POST /api/sys/dictItem/add': { body: { dictId: NONE, itemValue: '9', itemText: 'x' } },
  'PUT /api/sys/dictItem/edit': { body: { id: NONE, itemValue: '9', itemText: 'x' } },
  'DELETE /api/sys/dictItem/delete': { query: { id: NONE } },
  'GET /api/sys/log/list': {},
  'DELETE /api/sys/log/delete': { query: { id: NONE } },
  'DELETE /api/sys/log/deleteBatch': { query: { ids: NONE } },
  'GET /api/sys/loginfo': {},
  'GET /api/sys/visitInfo': {},
  'GET /api/sys/annountCement/list': {},
  'GET /api/sys/annountCement/queryById': { query: { id: NONE } },
  'POST /api/sys/annountCement/add': { body: { title: 'Probe' } },
  'PUT /api/sys/annountCement/edit': { body: { id: NONE, title: 'Probe' } },
  'DELETE /api/sys/annountCement/delete': { query: { id: NONE } },
  'DELETE /api/sys/annountCement/deleteBatch': { query: { ids: NONE } },
  'PUT /api/sys/annountCement/doReleaseData': { query: { id: NONE } },
  'PUT /api/sys/annountCement/doReovkeData': { query: { id: NONE } },
  'GET /api/aacsb/viewUserNotification/list': { query: { pageSize: '-1' } },
  'GET /api/aacsb/viewUserNotification/unreadCount': {},
  'GET /api/aacsb/userSystemNotification/queryById': { query: { id: NONE } },
  'PUT /api/aacsb/userSystemNotification/edit': { body: { id: NONE, ifRead: 0 } },
  'GET /api/aacsb/systemNotification/fileList': {
    query: { parentId: NONE },
    // Attachments of an announcement one did not receive are for announcement managers only.
    forbiddenFor: (role) => !matrixAllows(role, 'announcement:query'),
  },
  'GET /api/aacsb/schoolInfo/list': {},
  'PUT /api/aacsb/schoolInfo/edit': { body: { contributionRate: 50 } },
  'GET /api/sys/apiToken/list': {},
  'GET /api/sys/apiToken/roles': {},
  'POST /api/sys/apiToken/add': {
    body: { name: 'Probe', roleId: NONE, expiresAt: '2099-01-01T00:00:00Z' },
  },
  'PUT /api/sys/apiToken/revoke': { body: { id: NONE } },
  'DELETE /api/sys/apiToken/delete': { query: { id: NONE } },
  'POST /api/obe/uploadFile': {},
  'GET /api/obe/file/:id': {},
};

const MINE = /^(system: |notifications$|school$|files$)/;

function fill(url: string): string {
  return url.replace(':code', 'sex').replace(/:(\w+)/g, () => NONE.replace('x0', 'ab'));
}

describe('authorization of every administration route, per role', () => {
  const t = useTestApp();
  const tokens = {} as Record<RoleCode, string>;
  let routes: RouteOptions[] = [];

  beforeAll(async () => {
    for (const role of ROLE_CODES) tokens[role] = await t.tokenFor(demoUserOf(role), role);
    routes = t.routes.filter((r) => {
      const tags = (r.schema as { tags?: string[] } | undefined)?.tags ?? [];
      return r.method !== 'HEAD' && tags.some((tag) => MINE.test(tag));
    });
  });

  it('has a sample request for every route', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(keys.length).toBeGreaterThan(80);
    expect(keys.filter((k) => !(k in SAMPLES))).toEqual([]);
  });

  for (const role of ROLE_CODES) {
    it(`answers role ${role} as the matrix says`, async () => {
      const wrong: string[] = [];
      let denied = 0;
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        const sample = SAMPLES[key] ?? {};
        const access = route.config?.access as Access;
        const forbidden = sample.forbiddenFor
          ? sample.forbiddenFor(role)
          : typeof access === 'object' && !permissionsOf(access).some((code) => matrixAllows(role, code));
        const res = await t.api.request(String(route.method), fill(route.url), {
          token: tokens[role],
          query: sample.query,
          body: sample.body,
        });
        if (res.status === 403) denied++;
        if (res.status === 401 || (res.status === 403) !== forbidden)
          wrong.push(`${key}: ${res.status} (expected ${forbidden ? '403' : 'not 403'})`);
      }
      expect(wrong).toEqual([]);
      // The administrator is refused nothing; every other role is refused most of administration.
      if (role === '1') expect(denied).toBe(0);
      else expect(denied).toBeGreaterThan(30);
    });
  }

  it('refuses every non-public route without a token', async () => {
    const open: string[] = [];
    for (const route of routes) {
      if (route.config?.access === 'public') continue;
      const sample = SAMPLES[`${route.method} ${route.url}`] ?? {};
      const res = await t.api.request(String(route.method), fill(route.url), {
        query: sample.query,
        body: sample.body,
      });
      if (res.status !== 401) open.push(`${route.method} ${route.url}: ${res.status}`);
    }
    expect(open).toEqual([]);
  });
});
