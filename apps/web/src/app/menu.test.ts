import { describe, expect, it } from 'vitest';
import {
  buildMenu,
  heldCodes,
  landingPath,
  menuTitle,
  normaliseMenu,
  pathMatches,
  type RawMenuItem,
} from './menu.ts';
import { buildShellRoutes, routeMetaOf } from './shell-routes.tsx';

/** A menu in the server's shape (modules/system/user-permission.ts). */
const menu: RawMenuItem[] = [
  {
    id: 'a',
    path: '/dashboard/workplace',
    name: 'workplace',
    component: 'dashboard/Workplace',
    route: '1',
    hidden: false,
    meta: { title: '工作台', titleEn: 'Workplace', icon: 'DashboardOutlined', keepAlive: true },
  },
  {
    id: 'b',
    path: '/strategic-planning-index',
    name: 'strategicPlanning',
    component: 'strategicPlanning',
    route: '1',
    hidden: false,
    meta: {
      title: '战略规划',
      titleEn: 'Strategic Planning',
      titlePt: 'Planejamento estratégico',
      icon: 'AimOutlined',
    },
    children: [
      {
        id: 'b1',
        path: '/strategic-planning/mission',
        name: 'mission',
        component: 'mission',
        route: '1',
        meta: { title: '使命', titleEn: 'Mission' },
      },
      {
        id: 'b2',
        path: '/strategic-planning/hidden-helper',
        name: 'helper',
        route: '0',
        meta: { title: '辅助', titleEn: 'Helper' },
      },
      {
        id: 'b3',
        path: '/strategic-planning/plan',
        name: 'strategicPlan',
        component: 'strategicPlan',
        route: '1',
        meta: {
          title: '战略计划',
          titleEn: 'Strategic Plan',
          permission: ['strategicPlan:query', 'strategicPlan:edit'],
        },
      },
    ],
  },
  {
    id: 'c',
    path: '/system-management-homePage',
    name: 'systemManagement',
    route: 1,
    meta: { title: '系统管理', titleEn: 'System Management', permission: ['user:query'] },
    children: [
      {
        id: 'c1',
        path: '/system/user',
        name: 'user',
        component: 'user',
        meta: { title: '用户', titleEn: 'Users' },
      },
    ],
  },
  {
    id: 'd',
    path: '/skipped',
    route: 0,
    meta: { title: 'x' },
    children: [{ path: '/skipped/child', meta: { title: 'y' } }],
  },
];

describe('menu to routes', () => {
  it('skips items whose route flag is 0, with their children', () => {
    const paths = normaliseMenu(menu).flatMap((n) => [n.path, ...n.children.map((c) => c.path)]);
    expect(paths).not.toContain('/skipped');
    expect(paths).not.toContain('/skipped/child');
    expect(paths).not.toContain('/strategic-planning/hidden-helper');
    expect(paths).toContain('/strategic-planning/mission');
  });

  it('nests children and keeps only routes whose permissions the user holds', () => {
    const teacher = buildMenu(menu, heldCodes([{ action: 'mission:query' }]));
    expect(teacher.map((n) => n.path)).toEqual(['/dashboard/workplace', '/strategic-planning-index']);
    expect(teacher[1].children.map((c) => c.path)).toEqual(['/strategic-planning/mission']);

    const admin = buildMenu(menu, heldCodes([{ action: 'user:query' }, { action: 'strategicPlan:edit' }]));
    expect(admin.map((n) => n.path)).toContain('/system-management-homePage');
    expect(admin[1].children.map((c) => c.path)).toContain('/strategic-planning/plan');
  });

  it('lands on the first menu path, and the Expert role on strategic planning', () => {
    const nodes = buildMenu(menu, new Set());
    expect(landingPath(nodes, '4')).toBe('/dashboard/workplace');
    expect(landingPath(nodes, '7')).toBe('/strategic-planning-index');
    expect(landingPath([], '1')).toBe('/dashboard/workplace');
  });

  it('titles follow the language (Chinese title, English title, others when sent)', () => {
    const [, area] = normaliseMenu(menu);
    expect(menuTitle(area, 'zh-CN')).toBe('战略规划');
    expect(menuTitle(area, 'en-US')).toBe('Strategic Planning');
    expect(menuTitle(area, 'pt-BR')).toBe('Planejamento estratégico');
    expect(menuTitle(area, 'zh-TW')).toBe('战略规划');
  });

  it('builds shell routes with the hidden homes, the workplace, / and the 404 fallback', () => {
    const nodes = buildMenu(menu, new Set());
    const routes = buildShellRoutes({ menu: nodes, landing: landingPath(nodes, '7') });
    expect(routeMetaOf(routes, '/authentication-settings-homePage')?.meta.titleKey).toBe(
      'areas.authenticationSettings.title',
    );
    expect(routeMetaOf(routes, '/personnel-homePage')).not.toBeNull();
    expect(routeMetaOf(routes, '/strategic-planning/mission')?.meta.node?.key).toBe('mission');
    expect(routeMetaOf(routes, '/resources/teacher')?.params.name).toBe('teacher');
    expect(routeMetaOf(routes, '/no/such/page')).toBeNull();
    expect(routeMetaOf(routes, '/dashboard/workplace')?.meta.keepAlive).toBe(true);
  });

  it('matches paths with parameters, ignoring case and a trailing slash', () => {
    expect(pathMatches('/resources/:name', '/resources/teacher')).toBe(true);
    expect(pathMatches('/aol/index', '/AOL/index/')).toBe(true);
    expect(pathMatches('/aol/index', '/aol/index/more')).toBe(false);
  });
});
