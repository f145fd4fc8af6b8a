import { allPermissionCodes, MENU, matrixAllows, ROLE_CODES, type RoleCode } from '@accredit/shared';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Access, permissionsOf } from '../../core/access.ts';
import { demoUserOf } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

/**
 * Every route of the API (as registered, which is what the OpenAPI document lists), called as each
 * of the seven roles, as an account with no role (the demo student) and without a token, against
 * the permission matrix: a caller whose role holds one of the route's codes is not refused (no
 * 401 or 403), one whose role holds none gets 403, and without a token only public routes answer
 * anything but 401. The permission is checked before the body, so an empty request tells them apart.
 * And no route asks for a code that no menu entry grants: such a route nobody could ever call.
 */
const CALLERS = [...ROLE_CODES, 'none'] as const;
const MENU_CODES = new Set(allPermissionCodes(MENU));

const t = useTestApp({ LOGIN_RATE_LIMIT: '100000', AI_RATE_LIMIT: '100000' });

function fill(url: string): string {
  return url.replace(/:(\w+)/g, 'x0000000000000000000');
}

function apiRoutes(): RouteOptions[] {
  const seen = new Set<string>();
  return t.routes.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (r.method === 'HEAD' || !r.url.startsWith('/api/') || r.url.startsWith('/api/docs') || seen.has(key))
      return false;
    seen.add(key);
    return true;
  });
}

describe('every route, every caller, against the permission matrix', () => {
  it('asks only for permission codes some menu entry grants', () => {
    const orphans = apiRoutes()
      .filter((r) => typeof r.config?.access === 'object')
      .flatMap((r) =>
        permissionsOf(r.config?.access as Access)
          .filter((code) => !MENU_CODES.has(code))
          .map((code) => `${r.method} ${r.url}: ${code}`),
      );
    expect(orphans).toEqual([]);
  });

  it('refuses exactly the callers the matrix refuses', { timeout: 600_000 }, async () => {
    const routes = apiRoutes();
    const mismatches: string[] = [];
    let calls = 0;
    for (const caller of [...CALLERS, 'anonymous'] as const) {
      let token = caller === 'anonymous' ? undefined : await t.tokenFor(demoUserOf(caller));
      for (const route of routes) {
        const access = route.config?.access as Access;
        let res = await t.api.request(String(route.method), fill(route.url), { token });
        // An earlier write may have ended the caller's session (sign-out, password change): a 401
        // to a signed-in caller is asked again with a fresh session, so that it is the route's.
        if (token && res.status === 401) {
          token = await t.tokenFor(demoUserOf(caller as RoleCode | 'none'));
          res = await t.api.request(String(route.method), fill(route.url), { token });
        }
        calls++;
        let expected: 'open' | 'refused' | 'unauthorized';
        if (caller === 'anonymous') expected = access === 'public' ? 'open' : 'unauthorized';
        else if (typeof access !== 'object') expected = 'open';
        else
          expected =
            caller !== 'none' &&
            permissionsOf(access).some((c) => MENU_CODES.has(c) && matrixAllows(caller, c))
              ? 'open'
              : 'refused';
        const got = res.status === 401 ? 'unauthorized' : res.status === 403 ? 'refused' : 'open';
        // Routes that need a user do their own checks past sign-in (e.g. uploads need a role):
        // for them only "signed in" is the matrix's business.
        const same =
          expected === got || (expected === 'open' && typeof access !== 'object' && got === 'refused');
        if (!same)
          mismatches.push(`${caller} ${route.method} ${route.url}: ${res.status} (expected ${expected})`);
      }
    }
    console.log(
      `authorization: ${routes.length} routes x ${CALLERS.length + 1} callers = ${calls} calls, ${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
  });
});
