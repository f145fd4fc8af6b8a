import { RESOURCE } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { col } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { fieldsOf } from './testing.ts';

/**
 * Professional staff and their yearly accreditation records: the school keeps the staff list; a
 * Professional Staff user (role 6) reads and updates only the record linked to their account and
 * files yearly records only about themself. The demo account `staff` is Liu Yang (S1001).
 */
const t = useTestApp();
type Rec = Record<string, unknown> & { id: string };
type Page = { records: Rec[]; total: number };

const list = (resource: string, token: string, query: Record<string, string | number> = {}) =>
  t.api.get<Page>(`/aacsb/${resource}/list`, { token, query: { pageSize: -1, ...query } });

async function demoStaff(admin: string): Promise<Rec[]> {
  return (await list('professionalStaff', admin)).body.result.records;
}

describe('the staff list', () => {
  it('holds the demo school’s staff with their departments, and Liu Yang linked to `staff`', async () => {
    const admin = await t.tokenFor('admin');
    const staff = await demoStaff(admin);
    expect(staff.length).toBeGreaterThanOrEqual(8);
    const departments = (
      await t.api.get<{ id: string; departNameEn: string }[]>('/aacsb/professionalStaff/departments', {
        token: admin,
      })
    ).body.result;
    const office = departments.find((d) => d.departNameEn === 'Dean’s Office');
    expect(office).toBeDefined();
    const liu = staff.find((s) => s.staffNumber === 'S1001');
    expect(liu).toMatchObject({ nameZh: '刘洋', nameEn: 'Liu Yang', departmentId: office?.id });
    const years = await list('professionalStaffAccreditation', admin, { professionalStaffId: liu?.id ?? '' });
    expect(years.body.result.records.map((r) => r.year)).toEqual([2025, 2024, 2023]);
  });

  it('refuses a department or account that does not exist, and takes the yearly records along on delete', async () => {
    const admin = await t.tokenFor('admin');
    const bad = await t.api.post(
      '/aacsb/professionalStaff/add',
      { staffNumber: 'S9001', nameZh: '测试', nameEn: 'Test', departmentId: 'nowhere', userId: 'nobody' },
      { token: admin, lang: 'zh-CN' },
    );
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toMatchObject({
      departmentId: '请选择已有的部门',
      userId: '请选择已有的账号',
    });
    const added = await t.api.post<{ id: string }>(
      '/aacsb/professionalStaff/add',
      { staffNumber: 'S9002', nameZh: '王测', nameEn: 'Wang Ce', position: 'Librarian' },
      { token: admin },
    );
    expect(added.status).toBe(200);
    const id = added.body.result.id;
    const year = await t.api.post(
      '/aacsb/professionalStaffAccreditation/add',
      { professionalStaffId: id, year: 2025, responsibilities: 'ser', missionPercent: 100 },
      { token: admin },
    );
    expect(year.status).toBe(200);
    expect(
      (await t.api.delete('/aacsb/professionalStaff/delete', { token: admin, query: { id } })).status,
    ).toBe(200);
    const yearly = resourceTable(RESOURCE.professionalStaffAccreditation);
    const left = await t.database.db
      .select()
      .from(yearly)
      .where(eq(col(yearly, 'professionalStaffId'), id));
    expect(left).toEqual([]);
  });
});

describe('a Professional Staff user', () => {
  it('sees and updates only their own staff record, not what the school sets', async () => {
    const admin = await t.tokenFor('admin');
    const token = await t.tokenFor('staff');
    const mine = await list('professionalStaff', token);
    expect(mine.body.result.records.map((r) => r.staffNumber)).toEqual(['S1001']);
    const me = mine.body.result.records[0];
    const current = await t.api.get<{ id: string } | null>('/aacsb/professionalStaff/current', { token });
    expect(current.body.result?.id).toBe(me.id);

    const colleague = (await demoStaff(admin)).find((s) => s.staffNumber === 'S1002') as Rec;
    const peek = await t.api.get('/aacsb/professionalStaff/queryById', {
      token,
      query: { id: colleague.id },
    });
    expect(peek.status).not.toBe(200);
    const edit = (body: Record<string, unknown>) =>
      t.api.put('/aacsb/professionalStaff/edit', body, { token });
    expect((await edit({ id: colleague.id, position: 'Mine now' })).status).not.toBe(200);
    // The form sends every field back: the school's ones unchanged are fine.
    const form = Object.fromEntries(RESOURCE.professionalStaff.fields.map((f) => [f.key, me[f.key]]));
    const updated = await edit({ id: me.id, ...form, position: '认证与评估主管 / Head of Accreditation' });
    expect(updated.status).toBe(200);
    const renumbered = await edit({ id: me.id, staffNumber: 'S0001' });
    expect(renumbered.status).toBe(400);
    expect(fieldsOf(renumbered.body).staffNumber).toBe(
      'Set by the school; ask an administrator to change it',
    );
    const add = await t.api.post(
      '/aacsb/professionalStaff/add',
      { staffNumber: 'S9100', nameZh: '新人', nameEn: 'Newcomer' },
      { token },
    );
    expect(add.status).toBe(403);
    // Accounts are the school's to link: a staff member does not browse them.
    expect((await t.api.get('/aacsb/professionalStaff/accounts', { token })).status).toBe(403);
    const accounts = await t.api.get<{ username: string }[]>('/aacsb/professionalStaff/accounts', {
      token: admin,
      query: { keyword: 'staf' },
    });
    expect(accounts.body.result.map((a) => a.username)).toContain('staff');
  });

  it('files yearly records only about themself, and reads those the school filed for them', async () => {
    const admin = await t.tokenFor('admin');
    const token = await t.tokenFor('staff');
    const staff = await demoStaff(admin);
    const me = staff.find((s) => s.staffNumber === 'S1001') as Rec;
    const colleague = staff.find((s) => s.staffNumber === 'S1002') as Rec;

    const seen = await list('professionalStaffAccreditation', token);
    expect(seen.body.result.records.map((r) => [r.professionalStaffId, r.year])).toEqual([
      [me.id, 2025],
      [me.id, 2024],
      [me.id, 2023],
    ]);
    const add = (professionalStaffId: string, year: number) =>
      t.api.post<{ id: string }>(
        '/aacsb/professionalStaffAccreditation/add',
        {
          professionalStaffId,
          year,
          participating: true,
          responsibilities: 'adm, ser',
          missionPercent: 100,
          employmentStatus: '1',
          highestDegree: '2',
          degreeYear: 2012,
        },
        { token },
      );
    const forColleague = await add(colleague.id, 2026);
    expect(fieldsOf(forColleague.body).professionalStaffId).toBe(
      'A staff member keeps only their own records',
    );
    const own = await add(me.id, 2026);
    expect(own.status).toBe(200);
    const stored = await t.api.get<Rec>('/aacsb/professionalStaffAccreditation/queryById', {
      token,
      query: { id: own.body.result.id },
    });
    expect(stored.body.result.responsibilities).toBe('ADM,SER');
    expect(stored.body.result.professionalStaffId_dictText).toBe('Liu Yang');
    expect((await add(me.id, 2026)).status).toBe(400);
    // The records the school entered are read-only to them.
    const schools = seen.body.result.records[0];
    const change = await t.api.put(
      '/aacsb/professionalStaffAccreditation/edit',
      { id: schools.id, missionPercent: 10 },
      { token },
    );
    expect(change.status).not.toBe(200);
    // Nobody else's records appear, in the list or by id.
    const colleagues = await list('professionalStaffAccreditation', admin, {
      professionalStaffId: colleague.id,
    });
    const theirs = colleagues.body.result.records[0];
    const byId = await t.api.get('/aacsb/professionalStaffAccreditation/queryById', {
      token,
      query: { id: theirs.id },
    });
    expect(byId.status).not.toBe(200);
  });

  it('is told when their account is linked to no staff record', async () => {
    const user = await buildUser(t.database.db, { roles: ['6'] });
    const token = await t.tokenFor(user.username, '6');
    expect((await list('professionalStaff', token)).body.result.records).toEqual([]);
    const res = await t.api.post(
      '/aacsb/professionalStaffAccreditation/add',
      { professionalStaffId: 'anyone', year: 2025 },
      { token, lang: 'zh-CN' },
    );
    expect(fieldsOf(res.body).professionalStaffId).toBe('你的账号未关联专业人员档案');
  });
});
