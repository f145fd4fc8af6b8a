import { describe, expect, it } from 'vitest';
import { allPermissionCodes, flattenMenu, MENU } from './menu.ts';
import { DEFAULT_DATA_RULES, PERMISSION_MATRIX } from './permission-matrix.ts';
import { matchesPattern } from './permissions.ts';

describe('menu and permission matrix', () => {
  const codes = allPermissionCodes(MENU);

  it('has unique paths, keys and permission codes', () => {
    const screens = flattenMenu(MENU).map((s) => s.screen);
    expect(new Set(screens.map((s) => s.path)).size).toBe(screens.length);
    expect(new Set(screens.map((s) => s.key)).size).toBe(screens.length);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('names only screens the menu has (a typo would silently grant nothing)', () => {
    const bases = new Set(codes.map((c) => c.split(':')[0]));
    for (const [role, patterns] of Object.entries(PERMISSION_MATRIX)) {
      for (const pattern of patterns)
        expect(pattern === '*' || bases.has(pattern.split(':')[0]), `role ${role}: ${pattern}`).toBe(true);
      // Each role's set grants something on every screen it names.
      for (const base of new Set(patterns.filter((p) => p !== '*').map((p) => p.split(':')[0]))) {
        const granted = codes.some(
          (c) => c.split(':')[0] === base && patterns.some((p) => matchesPattern(c, p)),
        );
        expect(granted, `role ${role}: ${base}`).toBe(true);
      }
    }
  });

  it('attaches default data rules to screens the role can use', () => {
    for (const rule of DEFAULT_DATA_RULES) {
      const query = `${rule.resource}:query`;
      expect(codes).toContain(query);
      expect(
        PERMISSION_MATRIX[rule.role].some((p) => matchesPattern(query, p)),
        `${rule.role} ${query}`,
      ).toBe(true);
    }
  });

  it('has every first-level index path of the specification', () => {
    const top = MENU.map((m) => m.path);
    for (const path of [
      '/dashboard/workplace',
      '/personal-panel/index',
      '/strategic-planning-index',
      '/financial-resources-index',
      '/staff-resources/index',
      '/curriculum-index',
      '/aol/index',
      '/learner-progression/index',
      '/TeachingContribution/index',
      '/ImpactOfScholarship/index',
      '/EngagementAndSocietalImpact/index',
      '/accreditation/index',
      '/InfoRetrieval/index',
      '/form/file-sharing',
      '/system-management-homePage',
    ])
      expect(top).toContain(path);
  });
});
