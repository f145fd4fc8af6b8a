import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';

describe('smoke', () => {
  const t = useTestApp();
  it('answers permissions', async () => {
    const token = await t.tokenFor('teacher');
    const res = await t.api.get<{ menu: { path: string; children?: { path: string }[] }[]; auth: unknown[]; allAuth: unknown[] }>('/sys/permission/getUserPermissionByToken', { token });
    console.log(res.status, JSON.stringify(res.body).slice(0, 600));
    console.log(res.body.result.menu.map((m) => `${m.path}(${m.children?.length ?? 0})`).join(' '), res.body.result.auth.length, res.body.result.allAuth.length);
    const admin = await t.tokenFor('admin');
    const r2 = await t.api.get<{ records: unknown[]; total: number }>('/sys/user/list', { token: admin });
    console.log(r2.status, r2.body.result.total, JSON.stringify(r2.body.result.records[0]));
    const r3 = await t.api.get('/sys/dict/getDictItems/sex', { token: admin, lang: 'pt-BR' });
    console.log(JSON.stringify(r3.body));
    expect(res.status).toBe(200);
  });
});
